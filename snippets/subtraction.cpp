// subtraction: Grundy values of a subtraction game (take s stones for some s in S), for every
// uint64_t n, by the period the values take.
// Theorem: g(n) = mex of g(n - s), s in S, s <= n, depends only on the last max(S) values; when a
// window of max(S) values recurs at distance p, every later value repeats with period p.
// Time: O(P |S|) once (P: pre-period plus period). Domain: S nonempty, every s >= 1; any n.
// Tested: tests/toolkit/snippets.rs.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

uint64_t subtraction_grundy(const std::vector<uint64_t>& s, uint64_t n) {
    size_t w = *std::max_element(s.begin(), s.end());
    std::vector<uint64_t> g;
    std::map<std::vector<uint64_t>, size_t> seen;
    for (;;) {
        size_t m = g.size();
        if (m >= w) {
            std::vector<uint64_t> window(g.end() - w, g.end());
            auto it = seen.find(window);
            if (it != seen.end()) {
                uint64_t start = it->second, p = m - it->second;
                return g[n < start ? n : start + (n - start) % p];
            }
            seen[window] = m;
            if (m > n) return g[n];
        }
        std::vector<uint64_t> options;
        for (uint64_t k : s)
            if (k <= m) options.push_back(g[m - k]);
        std::sort(options.begin(), options.end());
        options.erase(std::unique(options.begin(), options.end()), options.end());
        uint64_t v = 0;
        while (v < options.size() && options[v] == v) v++;
        g.push_back(v);
    }
}
