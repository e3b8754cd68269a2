// euclid: Euclid's game on (a, b): a move subtracts a positive multiple of the smaller number
// from the larger, keeping it ≥ 0; whoever makes a number 0 wins.
// Theorem: the first forced move decides. With a ≥ b > 0, the mover wins at once or by choice
// when a ≥ 2b or b divides a; else the move is forced to (b, a − b). So the mover wins iff the
// forced moves before the first free one (or the last) are even in number.
// Time: O(log min(a, b)). Domain: every u64 pair; a zero in the pair: the game is over, the
// mover has lost (its opponent made the 0). Tested: the literal rules for a, b ≤ 100
// (tests/toolkit/snippets.rs).
fn euclid_first_wins(a: u64, b: u64) -> bool {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut mover_wins = true;
    loop {
        if b == 0 {
            return !mover_wins;
        }
        if a / b >= 2 || a % b == 0 {
            return mover_wins;
        }
        (a, b) = (b, a - b);
        mover_wins = !mover_wins;
    }
}
