// retrograde: win, lose or draw for every position of a game whose graph may have cycles.
// Theorem (retrograde analysis): a position with no move loses; one with a move to a losing
// position wins; one whose every move goes to a winning position loses; what this never settles
// is a draw (both can keep the game going forever). Settled from the ends backwards: each
// position counts its moves not yet known to win, and loses when the count reaches 0.
// Its cores, on flat arrays: reverse_rows turns the edges (u, v) (u -> v) around into compressed
// rows (the u of the edges into v are from[first[v]..first[v + 1]]), by a counting sort in two
// passes, on the high bits of v (a few hundred buckets, each written in order) and then on its
// low 9 bits in a scratch that stays in cache: no random write across the whole array (under
// 2^20 edges or with every edge into 16 buckets or fewer, the writes stay in cache: one pass
// instead). settle takes those rows and each vertex's out-degree (used up) and gives each
// vertex's fate: 1 lost, 2 won, 0 a draw, or a dead end no edge goes into (its out-degree 0):
// lost too. Time: O(V + E). Domain: any graph (adj[v] lists v's options; repeats and self-loops allowed),
// under 2^23 vertices and 2^32 edges.
// Tested: against the definition's fixpoint on random graphs with cycles, small and of over 2^20
// edges (tests/toolkit/snippets.rs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
    Draw,
}

fn reverse_rows(edges: &[(u32, u32)], n: usize) -> (Vec<u32>, Vec<u32>) {
    let buckets = n / 512 + 1;
    let mut at = vec![0u32; buckets + 1];
    for &(_, v) in edges {
        at[(v >> 9) as usize + 1] += 1;
    }
    for b in 0..buckets {
        at[b + 1] += at[b];
    }
    let mut from = vec![0u32; edges.len()];
    if edges.len() < 1 << 20 || (0..buckets).filter(|&b| at[b] < at[b + 1]).count() <= 16 {
        // Under 2^20 edges (4 MB of rows) or every edge into 16 buckets or fewer, the writes stay
        // in cache: one pass, the rows counted, summed to each row's end, then filled downwards.
        let mut first = vec![0u32; n + 1];
        for &(_, v) in edges {
            first[v as usize] += 1;
        }
        for v in 0..n {
            first[v + 1] += first[v];
        }
        for &(u, v) in edges {
            first[v as usize] -= 1;
            from[first[v as usize] as usize] = u;
        }
        return (first, from);
    }
    // By bucket, each edge as u and the low bits of v; `next` ends at each bucket's end.
    let mut next = at.clone();
    for &(u, v) in edges {
        let b = (v >> 9) as usize;
        from[next[b] as usize] = u << 9 | (v & 511);
        next[b] += 1;
    }
    let (mut first, mut scratch) = (vec![0u32; 512 * buckets + 1], Vec::new());
    for b in 0..buckets {
        let (start, end) = (at[b] as usize, at[b + 1] as usize);
        scratch.clear();
        scratch.extend_from_slice(&from[start..end]);
        let rows = &mut first[512 * b..512 * b + 513];
        rows.fill(0);
        for &x in &scratch {
            rows[(x & 511) as usize + 1] += 1;
        }
        rows[0] = start as u32;
        for i in 0..512 {
            rows[i + 1] += rows[i];
        }
        for &x in &scratch {
            let i = (x & 511) as usize;
            from[rows[i] as usize] = x >> 9;
            rows[i] += 1;
        }
        // Each row's slot moved to its end: shifted back, the first is the bucket's start.
        rows.copy_within(0..512, 1);
        rows[0] = start as u32;
    }
    first.truncate(n + 1);
    (first, from)
}

fn settle(first: &[u32], from: &[u32], left: &mut [u32]) -> Vec<u8> {
    // The dead ends with an edge into them, lost (the others are left at 0 and untouched: on a
    // small graph among many vertices, most vertices).
    let (mut fate, mut queue) = (vec![0u8; left.len()], Vec::new());
    for v in 0..left.len() {
        if first[v] < first[v + 1] && left[v] == 0 {
            fate[v] = 1;
            queue.push(v as u32);
        }
    }
    let mut next = 0;
    while let Some(&v) = queue.get(next) {
        next += 1;
        let lost = fate[v as usize] == 1;
        for &u in &from[first[v as usize] as usize..first[v as usize + 1] as usize] {
            let u = u as usize;
            if fate[u] != 0 {
                continue;
            }
            if lost {
                fate[u] = 2;
                queue.push(u as u32);
            } else {
                left[u] -= 1;
                if left[u] == 0 {
                    fate[u] = 1;
                    queue.push(u as u32);
                }
            }
        }
    }
    fate
}

fn retrograde(adj: &[Vec<usize>]) -> Vec<Outcome> {
    let edges: Vec<(u32, u32)> =
        (0..adj.len()).flat_map(|u| adj[u].iter().map(move |&v| (u as u32, v as u32))).collect();
    let (first, from) = reverse_rows(&edges, adj.len());
    let mut left: Vec<u32> = adj.iter().map(|out| out.len() as u32).collect();
    let fate = settle(&first, &from, &mut left);
    // A dead end no edge goes into is left at 0 by `settle`, its out-degree 0: lost.
    let lost = |v: usize| fate[v] == 1 || left[v] == 0;
    (0..adj.len())
        .map(|v| {
            if fate[v] == 2 {
                Outcome::Win
            } else if lost(v) {
                Outcome::Lose
            } else {
                Outcome::Draw
            }
        })
        .collect()
}
