// cutting_game: the cutting game (POJ 2311): one W x H sheet of grid paper; a move cuts one sheet
// along a grid line into two; whoever first cuts out a 1 x 1 sheet wins.
// Theorem: a cut leaving a part 1 wide hands the opponent a 1 x 1 cut, so only cuts leaving both
// parts at least 2 wide are played: g(w, h) = mex of g(i, h) ^ g(w - i, h), 2 <= i <= w - 2, and
// of g(w, j) ^ g(w, h - j), 2 <= j <= h - 2. The mover wins iff w = 1 or h = 1 (not both) or
// g(w, h) != 0.
// Time: O(m^3) for the sides up to m, grown as far as the largest side asked; O(1) a question
// after. Memory: 1 MB. Domain: sides 1..=1000, not both 1 (every value there is below 16).
// Tested: against the Rust text, itself held to the literal rules (tests/toolkit/snippets.rs).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

struct CuttingGame {
    std::vector<uint8_t> g = std::vector<uint8_t>(1001 * 1001);  // g(w, h) at w * 1001 + h
    std::vector<uint64_t> wins = std::vector<uint64_t>(1001 * 1024 / 64);  // bit w * 1024 + h
    size_t done = 1;

    bool first_wins(size_t w, size_t h) {
        if (std::max(w, h) > done) extend(std::max(w, h));
        size_t i = w << 10 | h;
        return wins[i >> 6] >> (i & 63) & 1;
    }

    void set(size_t w, size_t h) {
        for (size_t i : {w << 10 | h, h << 10 | w}) wins[i >> 6] |= uint64_t(1) << (i & 63);
    }

    // The sides done + 1 ..= m; g(w, h) = g(h, w), and a cut at i pairs with the cut at w - i.
    void extend(size_t m) {
        for (size_t h = done + 1; h <= m; h++) {
            set(1, h);
            for (size_t w = 2; w <= h; w++) {
                uint32_t seen = 0;
                for (size_t i = 2; 2 * i <= w; i++) seen |= 1u << (g[h * 1001 + i] ^ g[h * 1001 + w - i]);
                for (size_t j = 2; 2 * j <= h; j++) seen |= 1u << (g[w * 1001 + j] ^ g[w * 1001 + h - j]);
                uint8_t v = 0;
                while (seen >> v & 1) v++;
                g[w * 1001 + h] = g[h * 1001 + w] = v;
                if (v) set(w, h);
            }
        }
        done = std::max(done, m);
    }
};

std::vector<std::vector<uint32_t>> cutting_game_table(size_t m) {
    CuttingGame t;
    t.extend(m);
    std::vector<std::vector<uint32_t>> rows(m + 1, std::vector<uint32_t>(m + 1));
    for (size_t w = 0; w <= m; w++)
        for (size_t h = 0; h <= m; h++) rows[w][h] = t.g[w * 1001 + h];
    return rows;
}
