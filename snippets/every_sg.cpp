// every_sg: Every-SG on Euclid pairs (HDU 3595): several games of Euclid's game are played at
// once; each turn the player to move must move in every game not yet ended; whoever cannot move
// loses.
// Theorem (Every-SG): the winner of a game drags it out, the loser ends it soon: steps(ended) = 0,
// steps(won) = 1 + the most steps of its lost children, steps(lost) = 1 + the fewest of its
// children; the player to move wins iff the most steps over the games is odd. Euclid at
// (kb + r, b): k = 1 is forced to (b, r); else the mover wins in steps(b, r) + 1 when (b, r) is
// lost, else + 2.
// Time: O(log max) per pair. Domain: every uint64_t pair; a 0: an ended game; no pairs: the mover
// loses. Tested: the literal rules of the joint game (tests/toolkit/snippets.rs).
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

uint64_t euclid_steps(uint64_t a, uint64_t b) {
    if (a < b) std::swap(a, b);
    bool forced[96];  // whether the i-th pair down has quotient 1 (at most 93 levels)
    int depth = 0;
    while (b != 0) {
        forced[depth++] = a / b == 1;
        uint64_t r = a % b;
        a = b, b = r;
    }
    uint64_t steps = 0;
    bool wins = false;  // the ended game: 0 steps, the mover has lost
    for (int i = depth - 1; i >= 0; i--) {
        if (forced[i]) {
            steps += 1;
            wins = !wins;
        } else {
            steps += wins ? 2 : 1;
            wins = true;
        }
    }
    return steps;
}

bool every_sg_first_wins(const std::vector<std::pair<uint64_t, uint64_t>>& piles) {
    uint64_t most = 0;
    for (const auto& p : piles) most = std::max(most, euclid_steps(p.first, p.second));
    return most % 2 == 1;
}
