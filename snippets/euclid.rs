// euclid: Euclid's game on (a, b): a move subtracts a positive multiple of the smaller number
// from the larger, keeping it ≥ 0; whoever makes a number 0 wins.
// Theorem: the first forced move decides. With a ≥ b > 0 the mover wins at once or by choice when
// a = b or a ≥ 2b; for b < a < 2b the move is forced to (b, a − b), and the mover wins iff
// a/b > φ = (1 + √5)/2 (by induction on the forced chain, whose ratios go b/(a − b) = 1/(a/b − 1)).
// In integers: a/b > φ ⇔ a² − ab − b² > 0 ⇔ a(a − b) ≥ b² (φ is irrational: never equal), exact
// in u128.
// Time: O(1). Domain: every u64 pair; a zero in the pair: the game is over, the mover has lost
// (its opponent made the 0). Tested: the literal rules for a, b ≤ 100 (tests/toolkit/snippets.rs).
fn euclid_first_wins(a: u64, b: u64) -> bool {
    let (a, b) = (a.max(b), a.min(b));
    b != 0 && (a == b || u128::from(a) * u128::from(a - b) >= u128::from(b) * u128::from(b))
}
