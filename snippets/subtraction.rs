// subtraction: Grundy values of a subtraction game (one pile; a move takes s stones for some s in
// the set S), for every u64 n, by the period the values take.
// Theorem: g(n) is the mex of g(n − s) over s ∈ S, s ≤ n, so it depends only on the last
// max(S) values; those windows are finitely many (values ≤ |S|), so the sequence repeats, and once
// a window of max(S) values recurs at distance p, every value after it repeats with period p
// (by induction: equal windows give equal next values). The table runs until a window recurs.
// `Subtraction::new` finds the table once (the least pre-period for that period), for any number
// of games of the same S.
// Time: O(P · |S|) once, P the pre-period plus the period (small for small sets), then O(1).
// Domain: S nonempty, every s ≥ 1; any u64 n. Tested: the literal rules for n ≤ 2000 over every
// set within {1..7}, and n near 2^64 against the period found by a longer table
// (tests/toolkit/snippets.rs).
fn subtraction_grundy(s: &[u64], n: u64) -> u64 {
    Subtraction::new(s).grundy(n)
}

/// A subtraction game's values g(0), g(1), … up to where they repeat: from `start` on, with
/// `period`.
struct Subtraction {
    g: Vec<u64>,
    start: u64,
    period: u64,
}

impl Subtraction {
    fn new(s: &[u64]) -> Self {
        let w = *s.iter().max().unwrap_or(&1) as usize;
        let mut g: Vec<u64> = Vec::new();
        let mut seen = std::collections::HashMap::new();
        loop {
            let m = g.len();
            if m >= w {
                if let Some(&first) = seen.get(&g[m - w..]) {
                    // The window ending at m recurs from the one at `first`: period m − first.
                    // Then the values repeat from `first` on, and from as early as they agree:
                    // a game below `start` would be a branch to mispredict.
                    let (mut start, period) = (first, m - first);
                    while start > 0 && g[start - 1] == g[start - 1 + period] {
                        start -= 1;
                    }
                    return Subtraction { g, start: start as u64, period: period as u64 };
                }
                seen.insert(g[m - w..].to_vec(), m);
            }
            let mut options: Vec<u64> =
                s.iter().filter(|&&k| k as usize <= m).map(|&k| g[m - k as usize]).collect();
            options.sort_unstable();
            options.dedup();
            let v = options
                .iter()
                .enumerate()
                .find(|&(i, &o)| o != i as u64)
                .map_or(options.len(), |(i, _)| i);
            g.push(v as u64);
        }
    }

    fn grundy(&self, n: u64) -> u64 {
        let i = if n < self.start { n } else { self.start + (n - self.start) % self.period };
        self.g[i as usize]
    }
}
