// lasker: Grundy values of one heap in Lasker's Nim (take any, or split into two nonempty heaps)
// and in its cousin that splits into three.
// Theorem: Lasker's g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3, else g(n) = n; split into three:
// g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7, else g(n) = n. A sum of heaps: XOR.
// Time: O(1), without a branch. Domain: every uint64_t n; the value of 2^64 - 1 is 2^64, hence
// unsigned __int128. Tested: tests/toolkit/snippets.rs.
#include <cstdint>

unsigned __int128 lasker_grundy(uint64_t n) {
    unsigned __int128 up = n % 4 == 3, down = n % 4 == 0 && n > 0;
    return (unsigned __int128)n + up - down;
}

unsigned __int128 split3_grundy(uint64_t n) {
    unsigned __int128 up = n % 8 == 7, down = n % 8 == 0 && n > 0;
    return (unsigned __int128)n + up - down;
}
