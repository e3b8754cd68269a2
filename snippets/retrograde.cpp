// retrograde: win, lose or draw for every position of a game whose graph may have cycles.
// Theorem (retrograde analysis): no move loses; a move to a losing position wins; every move to a
// winning position loses; the rest are draws. Settled backwards from the ends, each position
// counting its moves not yet known to win. Cores on flat arrays: reverse_rows turns the edges
// (u, v) around into compressed rows (the u of the edges into v: from[first[v]..first[v + 1])),
// a counting sort on v's high bits (each bucket written in order), then on its low 9 bits in a
// scratch in cache (under 2^20 edges or into 16 buckets or fewer: one pass); settle gives each
// vertex's fate from them and the out-degrees (used up): 1 lost, 2 won, 0 a draw or a dead end
// no edge goes into (out-degree 0: lost). Time: O(V + E).
// Domain: any graph (adj[v] lists v's options; repeats and self-loops allowed), under 2^23
// vertices and 2^32 edges. Tested: tests/toolkit/snippets.rs.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

enum class Outcome { Win, Lose, Draw };

std::pair<std::vector<uint32_t>, std::vector<uint32_t>> reverse_rows(
    const std::vector<std::pair<uint32_t, uint32_t>>& edges, size_t n) {
    size_t buckets = n / 512 + 1, used = 0;
    std::vector<uint32_t> at(buckets + 1, 0), from(edges.size());
    for (auto [u, v] : edges) at[(v >> 9) + 1]++;
    for (size_t b = 0; b < buckets; b++) used += at[b + 1] > 0, at[b + 1] += at[b];
    if (edges.size() < (1u << 20) || used <= 16) {  // the writes stay in cache: one pass
        std::vector<uint32_t> first(n + 1, 0);
        for (auto [u, v] : edges) first[v]++;
        for (size_t v = 0; v < n; v++) first[v + 1] += first[v];
        for (auto [u, v] : edges) from[--first[v]] = u;
        return {first, from};
    }
    std::vector<uint32_t> next = at, first(512 * buckets + 1, 0), scratch;
    for (auto [u, v] : edges) from[next[v >> 9]++] = u << 9 | (v & 511);
    for (size_t b = 0; b < buckets; b++) {
        uint32_t start = at[b], end = at[b + 1];
        scratch.assign(from.begin() + start, from.begin() + end);
        uint32_t* rows = &first[512 * b];
        std::fill(rows, rows + 513, 0);
        for (uint32_t x : scratch) rows[(x & 511) + 1]++;
        rows[0] = start;
        for (size_t i = 0; i < 512; i++) rows[i + 1] += rows[i];
        for (uint32_t x : scratch) from[rows[x & 511]++] = x >> 9;
        std::copy_backward(rows, rows + 512, rows + 513);
        rows[0] = start;
    }
    first.resize(n + 1);
    return {first, from};
}

std::vector<uint8_t> settle(const std::vector<uint32_t>& first, const std::vector<uint32_t>& from,
                            std::vector<uint32_t>& left) {
    std::vector<uint8_t> fate(left.size(), 0);
    std::vector<uint32_t> queue;  // the dead ends with an edge into them, lost (others stay 0)
    for (uint32_t v = 0; v < left.size(); v++)
        if (first[v] < first[v + 1] && left[v] == 0) fate[v] = 1, queue.push_back(v);
    for (size_t next = 0; next < queue.size(); next++) {
        uint32_t v = queue[next];
        bool lost = fate[v] == 1;
        for (uint32_t k = first[v]; k < first[v + 1]; k++) {
            uint32_t u = from[k];
            if (fate[u] != 0) continue;
            if (lost) fate[u] = 2, queue.push_back(u);
            else if (--left[u] == 0) fate[u] = 1, queue.push_back(u);
        }
    }
    return fate;
}

std::vector<Outcome> retrograde(const std::vector<std::vector<size_t>>& adj) {
    std::vector<std::pair<uint32_t, uint32_t>> edges;
    std::vector<uint32_t> left(adj.size());
    for (size_t u = 0; u < adj.size(); u++) {
        left[u] = (uint32_t)adj[u].size();
        for (size_t v : adj[u]) edges.push_back({(uint32_t)u, (uint32_t)v});
    }
    auto [first, from] = reverse_rows(edges, adj.size());
    std::vector<uint8_t> fate = settle(first, from, left);
    std::vector<Outcome> outcome;
    for (size_t v = 0; v < adj.size(); v++)  // a dead end no edge goes into stays 0: lost
        outcome.push_back(fate[v] == 2 ? Outcome::Win
                          : fate[v] == 1 || left[v] == 0 ? Outcome::Lose
                                                         : Outcome::Draw);
    return outcome;
}
