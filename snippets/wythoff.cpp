// wythoff: Wythoff's game on (a, b): take any number from one pile, or the same from both;
// whoever takes the last stone wins.
// Theorem (Wythoff): with a <= b and k = b - a, the mover loses iff a = floor(k * phi); in
// integers, for k >= 1: a(a - k) < k^2 < (a + 1)(a - k + 1), every product within 128 bits.
// Time: O(1). Domain: every uint64_t pair, exact (no floating point). Tested:
// tests/toolkit/snippets.rs.
#include <cstdint>

bool wythoff_first_wins(uint64_t a, uint64_t b) {
    if (a > b) { uint64_t t = a; a = b; b = t; }
    uint64_t k = b - a;
    if (k == 0) return a != 0;
    if (a < k) return true;
    unsigned __int128 A = a, D = a - k, K = k;
    return !(A * D < K * K && K * K < (A + 1) * (D + 1));
}
