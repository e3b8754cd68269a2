// nim: who wins a sum of Nim piles, and how many winning moves there are.
// Theorem (Bouton): the player to move wins iff the XOR x of the piles is not 0; a winning move
// takes pile p down to p ^ x, which is a move iff p ^ x < p, iff p has x's top bit.
// `Nim` takes the piles one at a time (as they are read: nothing kept); the winning moves need x
// first, then the piles again. Time: O(len). Domain: any piles of u64. Tested: against the
// literal rules, every multiset of up to 4 piles of up to 7, and piles of 2^64 − 1
// (tests/toolkit/snippets.rs).
fn nim_sum_first_wins(piles: &[u64]) -> bool {
    let mut game = Nim::default();
    piles.iter().for_each(|&p| game.add(p));
    game.first_wins()
}

fn nim_winning_moves(piles: &[u64]) -> u64 {
    nim_winning_moves_among(piles, piles.iter().fold(0, |x, &p| x ^ p))
}

/// Nim's piles as they come: their XOR.
#[derive(Clone, Copy, Default)]
struct Nim {
    x: u64,
}

impl Nim {
    fn add(&mut self, pile: u64) {
        self.x ^= pile;
    }

    fn first_wins(self) -> bool {
        self.x != 0
    }
}

/// How many of `piles` have a winning move in a game whose XOR is x (theirs, and any other
/// piles'): those with x's top bit.
fn nim_winning_moves_among(piles: &[u64], x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let top = 63 - x.leading_zeros();
    piles.iter().filter(|&&p| p >> top & 1 == 1).count() as u64
}
