// grundy_table, dag_grundy: Sprague–Grundy values by mex, for a game given by its moves.
// Theorem (Sprague–Grundy): a position's value is the mex (least natural number not among them)
// of its options' values; a position loses iff its value is 0, and a sum of games has the XOR.
// grundy_table: positions 0..n, each move going to a smaller position (a pile's rules);
// O(n + moves). dag_grundy: any directed acyclic graph (adj[v] lists v's options, repeats
// allowed), by an explicit-stack depth-first search, so a path of 10^6 vertices needs no deep
// recursion; O(V + E). Domain: grundy_table's moves must go below the position; dag_grundy's
// graph must be acyclic (a cycle's values are not defined: use retrograde).
// Tested: the literal rules of subtraction games and random DAGs against a memoised recursion
// (tests/toolkit/snippets.rs).
fn mex(values: &mut Vec<u32>) -> u32 {
    values.sort_unstable();
    values.dedup();
    values.iter().enumerate().find(|&(i, &v)| v != i as u32).map_or(values.len(), |(i, _)| i) as u32
}

fn grundy_table(n: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for p in 0..=n {
        let mut seen: Vec<u32> = moves(p).into_iter().map(|q| g[q]).collect();
        g[p] = mex(&mut seen);
    }
    g
}

fn dag_grundy(adj: &[Vec<usize>]) -> Vec<u32> {
    let mut g = vec![u32::MAX; adj.len()];
    let mut stack = Vec::new();
    for root in 0..adj.len() {
        if g[root] != u32::MAX {
            continue;
        }
        stack.push((root, 0));
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            if let Some(&w) = adj[v].get(*next) {
                *next += 1;
                if g[w] == u32::MAX {
                    stack.push((w, 0));
                }
            } else {
                let mut seen: Vec<u32> = adj[v].iter().map(|&w| g[w]).collect();
                g[v] = mex(&mut seen);
                stack.pop();
            }
        }
    }
    g
}
