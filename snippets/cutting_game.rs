// cutting_game: the cutting game (POJ 2311): one W × H sheet of grid paper; a move cuts one sheet
// along a grid line into two; whoever first cuts out a 1 × 1 sheet wins.
// Theorem: a cut leaving a part 1 wide hands the opponent a 1 × 1 cut, so (apart from the winning
// cut itself) only cuts leaving both parts at least 2 wide are played, and whoever has none loses:
// g(w, h) = mex of g(i, h) ⊕ g(w − i, h) for 2 ≤ i ≤ w − 2 and of g(w, j) ⊕ g(w, h − j) for
// 2 ≤ j ≤ h − 2. The mover wins at (w, h) iff w = 1 or h = 1 (not both) or g(w, h) ≠ 0.
// Time: O(m³) for the table of sides up to m, O(m²) memory. Domain: sides 2..=m (the table's rows
// and columns 0 and 1 stay 0 and mean nothing). Tested: the literal rules (cut sheets until a 1 × 1
// appears) for sides up to 9 and thin sheets to 28 (tests/toolkit/snippets.rs).
fn cutting_game_table(m: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; m + 1]; m + 1];
    for w in 2..=m {
        for h in 2..=m {
            let mut seen = vec![false; 2 * (w + h) + 2];
            for i in 2..=w.saturating_sub(2) {
                seen[(g[i][h] ^ g[w - i][h]) as usize] = true;
            }
            for j in 2..=h.saturating_sub(2) {
                seen[(g[w][j] ^ g[w][h - j]) as usize] = true;
            }
            g[w][h] = seen.iter().position(|&s| !s).unwrap_or(0) as u32;
        }
    }
    g
}
