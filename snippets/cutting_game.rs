// cutting_game: the cutting game (POJ 2311): one W × H sheet of grid paper; a move cuts one sheet
// along a grid line into two; whoever first cuts out a 1 × 1 sheet wins.
// Theorem: a cut leaving a part 1 wide hands the opponent a 1 × 1 cut, so (apart from the winning
// cut itself) only cuts leaving both parts at least 2 wide are played, and whoever has none loses:
// g(w, h) = mex of g(i, h) ⊕ g(w − i, h) for 2 ≤ i ≤ w − 2 and of g(w, j) ⊕ g(w, h − j) for
// 2 ≤ j ≤ h − 2. The mover wins at (w, h) iff w = 1 or h = 1 (not both) or g(w, h) ≠ 0.
// Time: O(m³) for every side up to m, grown only as far as the largest side asked; O(1) a
// question after that. Memory: 1 MB (every side up to 1000). Domain: sides 1..=1000, not both 1
// (every value there is below 16: a 32-bit mask is the mex's set). Tested: the literal rules (cut
// sheets until a 1 × 1 appears) for sides up to 9 and thin sheets to 28, the table grown in steps
// against a plain mex to 120, every value below 16 to 1000 (tests/toolkit/snippets.rs).
struct CuttingGame {
    /// g(w, h) at g[w · 1001 + h] for the sides 2..=done (rows and columns 0 and 1 stay 0).
    g: Vec<u8>,
    /// A bit per sheet at w · 1024 + h, set when the player to move wins.
    wins: Vec<u64>,
    done: usize,
}

impl CuttingGame {
    fn new() -> Self {
        CuttingGame { g: vec![0; 1001 * 1001], wins: vec![0; 1001 * 1024 / 64], done: 1 }
    }

    /// Whether the player to move wins on a w × h sheet; the table grows first if a side is new.
    #[inline(always)]
    fn first_wins(&mut self, w: usize, h: usize) -> bool {
        if w.max(h) > self.done {
            self.extend(w.max(h));
        }
        let i = w << 10 | h;
        self.wins[i >> 6] >> (i & 63) & 1 != 0
    }

    /// Fill the table for the sides done + 1 ..= m, given every smaller side. g(w, h) = g(h, w); a
    /// cut at i and at w − i give the same two sheets, so only i ≤ w / 2 is tried.
    fn extend(&mut self, m: usize) {
        let (g, wins) = (&mut self.g[..], &mut self.wins[..]);
        let mut set = |w: usize, h: usize| {
            for i in [w << 10 | h, h << 10 | w] {
                wins[i >> 6] |= 1 << (i & 63);
            }
        };
        for h in self.done + 1..=m {
            // A 1 × h sheet with h ≥ 2 is won: cut a 1 × 1 off it.
            set(1, h);
            for w in 2..=h {
                let mut seen = 0u32;
                // Row h holds g(·, h) and row w holds g(w, ·): pair cut i with w − i from both ends.
                for (row, side) in [(h, w), (w, h)] {
                    let r = &g[row * 1001..][..=side];
                    for (a, b) in r[2..=side / 2].iter().zip(r[..=side - 2].iter().rev()) {
                        seen |= 1 << (a ^ b);
                    }
                }
                let v = (!seen).trailing_zeros() as u8;
                g[w * 1001 + h] = v;
                g[h * 1001 + w] = v;
                if v != 0 {
                    set(w, h);
                }
            }
        }
        self.done = self.done.max(m);
    }
}

/// g(w, h) for every side up to m ≤ 1000, as rows (rows and columns 0 and 1 hold 0).
fn cutting_game_table(m: usize) -> Vec<Vec<u32>> {
    let mut t = CuttingGame::new();
    t.extend(m);
    let cell = |w: usize, h: usize| u32::from(t.g[w * 1001 + h]);
    (0..=m).map(|w| (0..=m).map(|h| cell(w, h)).collect()).collect()
}
