// staircase: staircase Nim: coins on steps 1, 2, ...; a move takes any positive number of coins
// from one step to the next one down (step 1 to the ground, where they stay); steps[i] is step
// i + 1. Theorem: the mover wins iff the XOR of the odd steps (1, 3, 5, ...) is not 0. Staircase
// takes the steps one at a time from either end, told whether the first one fed is odd: the XOR
// and the next step's parity as a mask. Time: O(len). Domain: any counts.
// Tested: against the Rust, itself held to the rules (tests/toolkit/snippets.rs).
#include <cstddef>
#include <cstdint>
#include <vector>

struct Staircase {
    uint64_t x, odd;
    explicit Staircase(bool first_odd) : x(0), odd(first_odd ? ~uint64_t(0) : 0) {}
    void step(uint64_t coins) {
        x ^= coins & odd;
        odd = ~odd;
    }
    bool first_wins() const { return x != 0; }
};

bool staircase_first_wins(const std::vector<uint64_t>& steps) {
    Staircase stairs(true);
    for (uint64_t coins : steps) stairs.step(coins);
    return stairs.first_wins();
}
