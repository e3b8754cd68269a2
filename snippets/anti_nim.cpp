// anti_nim: misère Nim (whoever takes the last stone loses).
// Theorem (the SJ theorem, for misère Nim): the player to move wins iff the XOR is not 0 and some
// pile is above 1, or the XOR is 0 and every pile is at most 1 (an even number of ones). Some pile
// is above 1 iff the OR of the piles is, so AntiNim takes the piles one at a time (as they are
// read: nothing kept), their XOR and OR all it holds.
// Time: O(len). Domain: any piles of uint64_t. Tested: tests/toolkit/snippets.rs.
#include <cstdint>
#include <vector>

// Misère Nim's piles as they come: their XOR, and their OR (every bit some pile has).
struct AntiNim {
    uint64_t x = 0, bits = 0;
    void add(uint64_t pile) { x ^= pile, bits |= pile; }
    bool first_wins() const { return (x != 0) == (bits > 1); }
};

bool anti_nim_first_wins(const std::vector<uint64_t>& piles) {
    AntiNim game;
    for (uint64_t p : piles) game.add(p);
    return game.first_wins();
}
