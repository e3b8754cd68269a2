// euclid: Euclid's game on (a, b): a move subtracts a positive multiple of the smaller number
// from the larger, keeping it >= 0; whoever makes a number 0 wins.
// Theorem: the first forced move decides: with a >= b > 0 the mover wins when a >= 2b or a = b
// (a multiple), else the move is forced to (b, a - b).
// Time: O(log min(a, b)). Domain: every uint64_t pair; a zero in the pair: the mover has lost.
// Tested: tests/toolkit/snippets.rs.
#include <cstdint>
#include <utility>

bool euclid_first_wins(uint64_t a, uint64_t b) {
    if (a < b) std::swap(a, b);
    bool mover_wins = true;
    for (;;) {
        if (b == 0) return !mover_wins;
        if (a / b >= 2 || a % b == 0) return mover_wins;
        uint64_t next = a - b;
        a = b, b = next;
        mover_wins = !mover_wins;
    }
}
