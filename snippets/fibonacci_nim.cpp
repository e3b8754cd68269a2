// fibonacci_nim: one pile of n; the first move takes 1 to n - 1 stones, each later move 1 to twice
// the previous; whoever takes the last stone wins.
// Theorem (Whinihan, by Zeckendorf's representation): the mover loses iff n is a Fibonacci
// number (1, 2, 3, 5, 8, ...); n = 0 and n = 1 leave no move, a loss too.
// Time: O(1): a multiply, a shift and one load (the 92 Fibonacci numbers below 2^64, each in the
// slot its top 9 bits of n * FIBONACCI_HASH name, built at compile time; the other slots hold 0,
// which only n = 0, slot 0, matches). Domain: every uint64_t n. Tested: tests/toolkit/snippets.rs.
#include <array>
#include <cstdint>

constexpr uint64_t FIBONACCI_HASH = 0xcfeb88270026ae8bULL;

constexpr std::array<uint64_t, 512> fibonacci_by_hash() {
    std::array<uint64_t, 512> table{};
    uint64_t f = 1, g = 2;
    for (;;) {
        table[(f * FIBONACCI_HASH) >> 55] = f;
        if (g < f) return table;  // f + g passed 2^64: f was the last Fibonacci number below it
        uint64_t h = f + g;
        f = g, g = h;
    }
}

constexpr std::array<uint64_t, 512> FIBONACCI_BY_HASH = fibonacci_by_hash();

bool fibonacci_nim_first_wins(uint64_t n) {
    return FIBONACCI_BY_HASH[(n * FIBONACCI_HASH) >> 55] != n;
}
