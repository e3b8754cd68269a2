// octal: Grundy values of an octal game, heaps 0..=n. The code d0.d1d2d3… says what a move may do:
// remove i tokens from one heap (i >= 1; i = 0 only with d0 = 4) and leave the rest as k heaps,
// k = 0, 1 or 2, when digit di has bit 2^k (1: take the whole heap, 2: leave one smaller heap,
// 4: leave two nonempty heaps). Kayles is 0.77, Dawson's Kayles 0.07, Lasker's Nim 4.333….
// Theorem (Sprague–Grundy): g(h) is the mex of the options' values; two heaps are worth g(a) ^ g(b).
// Time: O(n^2 · digits), O(n) memory. Domain: "d0.d1d2…" or ".d1d2…", d0 = 0 or 4, octal digits
// (anything else throws std::invalid_argument). Tested: against the Rust text, itself held to the
// literal rules (tests/toolkit/snippets.rs).
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

std::vector<uint32_t> octal_values(const std::string& code, size_t n) {
    size_t point = code.find('.');
    if (point == std::string::npos) throw std::invalid_argument("an octal code has a point");
    std::string whole = code.substr(0, point);
    std::vector<int> d;
    if (whole == "" || whole == "0") d.push_back(0);
    else if (whole == "4") d.push_back(4);
    else throw std::invalid_argument("d0 is 0 or 4");
    for (size_t i = point + 1; i < code.size(); i++) {
        if (code[i] < '0' || code[i] > '7') throw std::invalid_argument("not an octal digit");
        d.push_back(code[i] - '0');
    }
    std::vector<uint32_t> g(n + 1, 0), options;
    std::vector<bool> seen;
    for (size_t h = 1; h <= n; h++) {
        options.clear();
        for (size_t i = 0; i < d.size() && i <= h; i++) {
            size_t rest = h - i;
            if ((d[i] & 1) && rest == 0) options.push_back(0);
            if ((d[i] & 2) && rest > 0 && i > 0) options.push_back(g[rest]);
            if ((d[i] & 4) && rest >= 2)
                for (size_t a = 1; a <= rest / 2; a++) options.push_back(g[a] ^ g[rest - a]);
        }
        for (uint32_t v : options) {
            if (v >= seen.size()) seen.resize(v + 1, false);
            seen[v] = true;
        }
        uint32_t m = 0;
        while (m < seen.size() && seen[m]) m++;
        g[h] = m;
        for (uint32_t v : options) seen[v] = false;
    }
    return g;
}
