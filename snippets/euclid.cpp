// euclid: Euclid's game on (a, b): a move subtracts a positive multiple of the smaller number
// from the larger, keeping it >= 0; whoever makes a number 0 wins.
// Theorem: the first forced move decides: with a >= b > 0 the mover wins when a = b or a >= 2b;
// for b < a < 2b the move is forced to (b, a - b), and the mover wins iff a/b > phi, i.e.
// a(a - b) >= b^2 (phi is irrational: never equal), exact in unsigned __int128.
// Time: O(1). Domain: every uint64_t pair; a zero in the pair: the mover has lost.
// Tested: the literal rules (tests/toolkit/snippets.rs).
#include <cstdint>
#include <utility>

bool euclid_first_wins(uint64_t a, uint64_t b) {
    if (a < b) std::swap(a, b);
    typedef unsigned __int128 u128;
    return b != 0 && (a == b || (u128)a * (a - b) >= (u128)b * b);
}
