// anti_nim: misère Nim (whoever takes the last stone loses).
// Theorem (the SJ theorem, for misère Nim): the player to move wins iff the XOR is not 0 and some
// pile is above 1, or the XOR is 0 and every pile is at most 1 (an even number of ones).
// Time: O(len). Domain: any piles of uint64_t. Tested: tests/toolkit/snippets.rs.
#include <cstdint>
#include <vector>

bool anti_nim_first_wins(const std::vector<uint64_t>& piles) {
    uint64_t x = 0;
    bool big = false;
    for (uint64_t p : piles) x ^= p, big = big || p > 1;
    return (x != 0) == big;
}
