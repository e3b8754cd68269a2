// bash: one pile of n, a move takes 1 to k stones, whoever takes the last stone wins.
// Theorem: the player to move loses iff n is a multiple of k + 1 (leave a multiple every time);
// the pile's Grundy value is n mod (k + 1) (a sum of piles: XOR the values).
// Time: O(1). Domain: every uint64_t n and k >= 1 (k + 1 may be 2^64: then only n = 0 loses, and
// every pile is its own value); bash_grundy also k = 0 (no move: 0).
// Tested: tests/toolkit/snippets.rs.
#include <cstdint>

bool bash_first_wins(uint64_t n, uint64_t k) {
    if (k == UINT64_MAX) return n != 0;
    return n % (k + 1) != 0;
}

uint64_t bash_grundy(uint64_t n, uint64_t k) {
    if (k == UINT64_MAX) return n;
    return n % (k + 1);
}
