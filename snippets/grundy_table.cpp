// grundy_table, dag_grundy: Sprague-Grundy values by mex, for a game given by its moves.
// Theorem (Sprague-Grundy): a position's value is the mex of its options' values; it loses iff
// its value is 0; a sum of games has the XOR of the values.
// grundy_table: positions 0..n, each move to a smaller position; O(n + moves). dag_grundy: any
// directed acyclic graph (adj[v] lists v's options), explicit stack (no deep recursion);
// O(V + E). Domain: moves below the position; an acyclic graph (cycles: use retrograde).
// Tested: tests/toolkit/snippets.rs.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

uint32_t mex(std::vector<uint32_t>& values) {
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    uint32_t m = 0;
    while (m < values.size() && values[m] == m) m++;
    return m;
}

template <class Moves>  // Moves: size_t -> std::vector<size_t>
std::vector<uint32_t> grundy_table(size_t n, Moves moves) {
    std::vector<uint32_t> g(n + 1, 0);
    for (size_t p = 0; p <= n; p++) {
        std::vector<uint32_t> seen;
        for (size_t q : moves(p)) seen.push_back(g[q]);
        g[p] = mex(seen);
    }
    return g;
}

std::vector<uint32_t> dag_grundy(const std::vector<std::vector<size_t>>& adj) {
    const uint32_t unknown = UINT32_MAX;
    std::vector<uint32_t> g(adj.size(), unknown);
    std::vector<std::pair<size_t, size_t>> stack;
    for (size_t root = 0; root < adj.size(); root++) {
        if (g[root] != unknown) continue;
        stack.push_back({root, 0});
        while (!stack.empty()) {
            auto& [v, next] = stack.back();
            if (next < adj[v].size()) {
                size_t w = adj[v][next++];
                if (g[w] == unknown) stack.push_back({w, 0});
            } else {
                std::vector<uint32_t> seen;
                for (size_t w : adj[v]) seen.push_back(g[w]);
                g[v] = mex(seen);
                stack.pop_back();
            }
        }
    }
    return g;
}
