// grundy_table, dag_grundy: Sprague–Grundy values by mex, for a game given by its moves.
// Theorem (Sprague–Grundy): a position's value is the mex (least natural number not among them)
// of its options' values; a position loses iff its value is 0, and a sum of games has the XOR.
// grundy_table: positions 0..n, each move going to a smaller position (a pile's rules); its core
// grundy_extend grows a table on demand (as far as the largest pile asked), any narrow entry type,
// the mex by stamping the options' values in `mark` (never cleared); O(n + moves).
// dag_grundy: any directed acyclic graph (adj[v] lists v's options, repeats allowed); its core
// Dag holds the graph in compressed rows and values only what `value(root)` reaches, children
// first by an explicit-stack depth-first search (a path of 10^6 vertices needs no deep
// recursion), the mex from a bit mask; O(V + E). `value` names a vertex on a cycle, if it meets
// one (then `reset` before asking again). Domain: grundy_table's moves must go below the position
// (grundy_extend's `mark`: more entries than any position has moves); dag_grundy's graph must be
// acyclic (a cycle's values are not defined: use retrograde); under 2^32 vertices.
// Tested: the literal rules of subtraction games and random DAGs against a memoised recursion
// (tests/toolkit/snippets.rs).
fn grundy_extend<T: Copy + Into<u32>, I: Iterator<Item = usize>>(
    g: &mut Vec<T>,
    n: usize,
    mark: &mut [usize],
    narrow: impl Fn(usize) -> T,
    moves: impl Fn(usize) -> I,
) {
    while g.len() <= n {
        let p = g.len();
        for q in moves(p) {
            mark[g[q].into() as usize] = p + 1;
        }
        let v = mark.iter().position(|&m| m != p + 1).unwrap_or(mark.len());
        g.push(narrow(v));
    }
}

fn grundy_table(n: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<u32> {
    let (mut g, mut mark) = (Vec::with_capacity(n + 1), Vec::new());
    for p in 0..=n {
        let options = moves(p);
        mark.resize(mark.len().max(options.len() + 1), 0);
        grundy_extend(&mut g, p, &mut mark, |v| v as u32, |_| options.iter().copied());
    }
    g
}

/// A graph in compressed rows: v's options are to[start[v]..start[v + 1]] (start[0] = 0).
#[derive(Default)]
struct Dag {
    start: Vec<usize>,
    to: Vec<u32>,
    /// sg[v]: v's value, once state[v] is 2.
    sg: Vec<u32>,
    /// 0: not reached, 1: on the search's path, 2: valued.
    state: Vec<u8>,
    /// A bit set of the values among one vertex's options (a vertex with 64 or more).
    seen: Vec<u64>,
    /// The search's stack: vertices to value, each below the options it waits for (room for
    /// every option of every vertex, each pushed once per parent at most).
    stack: Vec<u32>,
}

impl Dag {
    /// Every vertex of the rows in `start` and `to` not reached.
    fn reset(&mut self) {
        let n = self.start.len() - 1;
        self.state.clear();
        self.state.resize(n, 0);
        self.sg.resize(n, 0);
        self.stack.resize(self.stack.len().max(self.to.len() + 1), 0);
    }

    /// The value of `root` and of every vertex below it into `sg`; None, or Some(a vertex on a
    /// cycle).
    fn value(&mut self, root: usize) -> Option<usize> {
        // Slices in locals: their bounds stay in registers.
        let (start, to) = (&self.start[..], &self.to[..]);
        let (sg, state, stack) = (&mut self.sg[..], &mut self.state[..], &mut self.stack[..]);
        let seen = &mut self.seen;
        if state[root] != 0 {
            return None;
        }
        stack[0] = root as u32;
        let mut top = 1;
        while top > 0 {
            let v = stack[top - 1] as usize;
            let out = &to[start[v]..start[v + 1]];
            if state[v] == 0 {
                // First met: on the path, its options not reached pushed above it (each written,
                // kept if not reached: no branch per option).
                state[v] = 1;
                let mut path = false;
                for &w in out {
                    let s = state[w as usize];
                    stack[top] = w;
                    top += usize::from(s == 0);
                    path |= s == 1;
                }
                if path {
                    return out.iter().map(|&w| w as usize).find(|&w| state[w] == 1);
                }
                continue;
            }
            top -= 1;
            if state[v] == 2 {
                // A second parent's copy, valued already.
                continue;
            }
            // Every option valued: the mex, at most the number of options.
            sg[v] = if out.len() < 64 {
                let mask = out.iter().fold(0u64, |m, &w| m | 1 << sg[w as usize].min(63));
                (!mask).trailing_zeros()
            } else {
                seen.clear();
                seen.resize(out.len() / 64 + 1, 0);
                for &w in out {
                    let g = sg[w as usize] as usize;
                    if g <= out.len() {
                        seen[g / 64] |= 1 << (g % 64);
                    }
                }
                let free = seen.iter().enumerate().find(|&(_, &s)| s != u64::MAX);
                free.map_or(0, |(i, &s)| 64 * i as u32 + (!s).trailing_zeros())
            };
            state[v] = 2;
        }
        None
    }
}

fn dag_grundy(adj: &[Vec<usize>]) -> Vec<u32> {
    let mut dag = Dag { start: vec![0], ..Dag::default() };
    for out in adj {
        dag.to.extend(out.iter().map(|&w| w as u32));
        dag.start.push(dag.to.len());
    }
    dag.reset();
    for root in 0..adj.len() {
        if let Some(v) = dag.value(root) {
            panic!("dag_grundy: a cycle through vertex {}", v);
        }
    }
    dag.sg
}
