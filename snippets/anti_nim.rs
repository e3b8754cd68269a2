// anti_nim: misère Nim (whoever takes the last stone loses).
// Theorem (the SJ theorem, for misère Nim): the player to move wins iff the XOR is not 0 and some
// pile is above 1, or the XOR is 0 and every pile is at most 1 (an even number of ones).
// Time: O(len). Domain: any piles of u64 (an empty game: the player to move wins, having no
// move to make and so not taking the last stone). Tested: the misère game tree, every multiset of
// up to 5 piles of up to 5 (tests/toolkit/snippets.rs).
fn anti_nim_first_wins(piles: &[u64]) -> bool {
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    let big = piles.iter().any(|&p| p > 1);
    (x != 0) == big
}
