// subtraction: Grundy values of a subtraction game (take s stones for some s in S), for every
// uint64_t n, by the period the values take.
// Theorem: g(n) = mex of g(n - s), s in S, s <= n, depends only on the last max(S) values; when a
// window of max(S) values recurs at distance p, every later value repeats with period p.
// Subtraction finds the table once, for any number of games of the same S.
// Time: O(P |S|) once (P: pre-period plus period), then O(1). Domain: S nonempty, every s >= 1;
// any n. Tested: tests/toolkit/snippets.rs.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

// A subtraction game's values g(0), g(1), ... up to where they repeat: from start on, with period.
struct Subtraction {
    std::vector<uint64_t> g;
    uint64_t start = 0, period = 1;

    explicit Subtraction(const std::vector<uint64_t>& s) {
        size_t w = *std::max_element(s.begin(), s.end());
        std::map<std::vector<uint64_t>, size_t> seen;
        for (;;) {
            size_t m = g.size();
            if (m >= w) {
                std::vector<uint64_t> window(g.end() - w, g.end());
                auto it = seen.find(window);
                if (it != seen.end()) {
                    // The values repeat from it->second on, and from as early as they agree.
                    start = it->second, period = m - it->second;
                    while (start > 0 && g[start - 1] == g[start - 1 + period]) start--;
                    return;
                }
                seen[window] = m;
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

    uint64_t grundy(uint64_t n) const { return g[n < start ? n : start + (n - start) % period]; }
};

uint64_t subtraction_grundy(const std::vector<uint64_t>& s, uint64_t n) {
    return Subtraction(s).grundy(n);
}
