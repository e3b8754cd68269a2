// anti_nim: misère Nim (whoever takes the last stone loses).
// Theorem (the SJ theorem, for misère Nim): the player to move wins iff the XOR is not 0 and some
// pile is above 1, or the XOR is 0 and every pile is at most 1 (an even number of ones). Some pile
// is above 1 iff the OR of the piles is, so `AntiNim` takes the piles one at a time (as they are
// read: nothing kept), their XOR and OR all it holds.
// Time: O(len). Domain: any piles of u64 (an empty game: the player to move wins, having no
// move to make and so not taking the last stone). Tested: the misère game tree, every multiset of
// up to 5 piles of up to 5 (tests/toolkit/snippets.rs).
fn anti_nim_first_wins(piles: &[u64]) -> bool {
    let mut game = AntiNim::default();
    piles.iter().for_each(|&p| game.add(p));
    game.first_wins()
}

/// Misère Nim's piles as they come: their XOR, and their OR (every bit some pile has).
#[derive(Clone, Copy, Default)]
struct AntiNim {
    x: u64,
    bits: u64,
}

impl AntiNim {
    fn add(&mut self, pile: u64) {
        self.x ^= pile;
        self.bits |= pile;
    }

    fn first_wins(self) -> bool {
        (self.x != 0) == (self.bits > 1)
    }
}
