// nim: who wins a sum of Nim piles, and how many winning moves there are.
// Theorem (Bouton): the player to move wins iff the XOR of the piles is not 0; a winning move
// takes pile p down to p ^ x (x the XOR), which is a move iff p ^ x < p.
// Time: O(len). Domain: any piles of u64. Tested: against the literal rules (every multiset of
// up to 4 piles of up to 7), random piles at scale against the formula (tests/toolkit/snippets.rs).
fn nim_sum_first_wins(piles: &[u64]) -> bool {
    piles.iter().fold(0, |x, &p| x ^ p) != 0
}

fn nim_winning_moves(piles: &[u64]) -> u64 {
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    piles.iter().filter(|&&p| p ^ x < p).count() as u64
}
