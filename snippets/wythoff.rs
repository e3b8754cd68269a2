// wythoff: Wythoff's game on (a, b): take any number from one pile, or the same number from both;
// whoever takes the last stone wins.
// Theorem (Wythoff): with a ≤ b and k = b − a, the player to move loses iff a = ⌊kφ⌋, φ the
// golden ratio. In integers: kφ is the root of x² − kx − k², so for k ≥ 1, a = ⌊kφ⌋ iff
// a(a − k) < k² < (a + 1)(a − k + 1); every product fits u128.
// Time: O(1). Domain: every u64 pair, exact (no floating point: doubles fail from 10^8 or so).
// Tested: the literal rules for a, b ≤ 60; every P-position to 10^6 by Wythoff's construction,
// and their neighbours (tests/toolkit/snippets.rs).
fn wythoff_first_wins(a: u64, b: u64) -> bool {
    let (a, k) = (a.min(b), a.max(b) - a.min(b));
    if k == 0 {
        return a != 0;
    }
    if a < k {
        return true;
    }
    let (a, d, k) = (u128::from(a), u128::from(a - k), u128::from(k));
    !(a * d < k * k && k * k < (a + 1) * (d + 1))
}
