// nim: who wins a sum of Nim piles, and how many winning moves there are.
// Theorem (Bouton): the player to move wins iff the XOR of the piles is not 0; a winning move
// takes pile p down to p ^ x (x the XOR), which is a move iff p ^ x < p.
// Time: O(len). Domain: any piles of uint64_t. Tested: tests/toolkit/snippets.rs.
#include <cstdint>
#include <vector>

bool nim_sum_first_wins(const std::vector<uint64_t>& piles) {
    uint64_t x = 0;
    for (uint64_t p : piles) x ^= p;
    return x != 0;
}

uint64_t nim_winning_moves(const std::vector<uint64_t>& piles) {
    uint64_t x = 0, moves = 0;
    for (uint64_t p : piles) x ^= p;
    for (uint64_t p : piles) moves += (p ^ x) < p;
    return moves;
}
