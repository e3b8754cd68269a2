// staircase: staircase Nim: coins on steps 1, 2, ...; a move takes any positive number of coins
// from one step to the next one down (step 1 to the ground, where they stay); steps[i] is step
// i + 1. Theorem: the mover wins iff the XOR of the odd steps (1, 3, 5, ...) is not 0.
// Time: O(len). Domain: any counts. Tested: tests/toolkit/snippets.rs.
#include <cstddef>
#include <cstdint>
#include <vector>

bool staircase_first_wins(const std::vector<uint64_t>& steps) {
    uint64_t x = 0;
    for (size_t i = 0; i < steps.size(); i += 2) x ^= steps[i];
    return x != 0;
}
