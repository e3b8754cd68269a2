// lieges: Lieges of Legendre (Codeforces 603C): piles of cows; a move takes one cow from a pile, or
// replaces an even pile of 2y cows by k piles of y; whoever takes the last cow wins.
// Theorem: k even: g = 0, 1, 2 for 0, 1, 2 cows, then 1 for even and 0 for odd piles. k odd:
// g = 0, 1, 0, 1, 2 up to 4, then 0 for odd piles; an even x = m * 2^t >= 6 (m odd) has g = 1 iff
// t is odd (m = 3: iff t is even), else 2. A sum of piles: XOR.
// Time: O(1) a pile. Domain: every uint64_t pile and k. Tested: against the Rust text, itself held
// to the literal rules (tests/toolkit/snippets.rs).
#include <cstdint>

uint32_t lieges_odd(uint64_t x) {
    static const uint32_t small[5] = {0, 1, 0, 1, 2};
    if (x < 5) return small[x];
    int t = __builtin_ctzll(x);
    if (t == 0) return 0;
    bool one = (t % 2 == 1) != ((x >> t) == 3);
    return one ? 1 : 2;
}

uint32_t lieges_value(uint64_t x, bool odd) {
    if (odd) return lieges_odd(x);
    if (x <= 2) return uint32_t(x);
    return x % 2 == 0;
}

uint32_t lieges_grundy(uint64_t x, uint64_t k) { return lieges_value(x, k % 2 == 1); }
