// cutting_game: the cutting game (POJ 2311): one W x H sheet of grid paper; a move cuts one sheet
// along a grid line into two; whoever first cuts out a 1 x 1 sheet wins.
// Theorem: a cut leaving a part 1 wide hands the opponent a 1 x 1 cut, so only cuts leaving both
// parts at least 2 wide are played: g(w, h) = mex of g(i, h) ^ g(w - i, h), 2 <= i <= w - 2, and
// of g(w, j) ^ g(w, h - j), 2 <= j <= h - 2. The mover wins iff w = 1 or h = 1 (not both) or
// g(w, h) != 0.
// Time: O(m^3), O(m^2) memory. Domain: sides 2..=m (rows and columns 0 and 1 mean nothing).
// Tested: against the Rust text, itself held to the literal rules (tests/toolkit/snippets.rs).
#include <cstddef>
#include <cstdint>
#include <vector>

std::vector<std::vector<uint32_t>> cutting_game_table(size_t m) {
    std::vector<std::vector<uint32_t>> g(m + 1, std::vector<uint32_t>(m + 1, 0));
    for (size_t w = 2; w <= m; w++) {
        for (size_t h = 2; h <= m; h++) {
            std::vector<bool> seen(2 * (w + h) + 2, false);
            for (size_t i = 2; i + 2 <= w; i++) seen[g[i][h] ^ g[w - i][h]] = true;
            for (size_t j = 2; j + 2 <= h; j++) seen[g[w][j] ^ g[w][h - j]] = true;
            uint32_t v = 0;
            while (seen[v]) v++;
            g[w][h] = v;
        }
    }
    return g;
}
