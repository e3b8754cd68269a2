// nim: who wins a sum of Nim piles, and how many winning moves there are.
// Theorem (Bouton): the player to move wins iff the XOR x of the piles is not 0; a winning move
// takes pile p down to p ^ x, which is a move iff p ^ x < p, iff p has x's top bit.
// Nim takes the piles one at a time (as they are read: nothing kept); the winning moves need x
// first, then the piles again. Time: O(len). Domain: any piles of uint64_t.
// Tested: tests/toolkit/snippets.rs.
#include <cstdint>
#include <vector>

// Nim's piles as they come: their XOR.
struct Nim {
    uint64_t x = 0;
    void add(uint64_t pile) { x ^= pile; }
    bool first_wins() const { return x != 0; }
};

// How many of `piles` have a winning move in a game whose XOR is x (theirs, and any other
// piles'): those with x's top bit.
uint64_t nim_winning_moves_among(const std::vector<uint64_t>& piles, uint64_t x) {
    if (x == 0) return 0;
    int top = 63 - __builtin_clzll(x);
    uint64_t moves = 0;
    for (uint64_t p : piles) moves += (p >> top) & 1;
    return moves;
}

bool nim_sum_first_wins(const std::vector<uint64_t>& piles) {
    Nim game;
    for (uint64_t p : piles) game.add(p);
    return game.first_wins();
}

uint64_t nim_winning_moves(const std::vector<uint64_t>& piles) {
    uint64_t x = 0;
    for (uint64_t p : piles) x ^= p;
    return nim_winning_moves_among(piles, x);
}
