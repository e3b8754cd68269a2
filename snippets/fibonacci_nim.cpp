// fibonacci_nim: one pile of n; the first move takes 1 to n - 1 stones, each later move 1 to twice
// the previous; whoever takes the last stone wins.
// Theorem (Whinihan, by Zeckendorf's representation): the mover loses iff n is a Fibonacci
// number (1, 2, 3, 5, 8, ...); n = 0 and n = 1 leave no move, a loss too.
// Time: O(log n). Domain: every uint64_t n. Tested: tests/toolkit/snippets.rs.
#include <cstdint>

bool fibonacci_nim_first_wins(uint64_t n) {
    uint64_t f = 1, g = 2;
    while (f < n) {
        if (g > UINT64_MAX - f) return g != n;  // f + g would pass 2^64: g is the last in range
        uint64_t h = f + g;
        f = g, g = h;
    }
    return f != n && n > 1;
}
