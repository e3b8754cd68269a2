// hackenbush_tree: Green Hackenbush on a rooted tree: a move deletes an edge and whatever is no
// longer connected to the root; whoever cannot move loses.
// Theorem (the colon principle): value(v) = XOR over children c of (value(c) + 1); the mover wins
// iff the root's value is not 0. Time: O(V), breadth-first order backwards (no recursion).
// Domain: adj an undirected tree (each edge in both lists). Tested: tests/toolkit/snippets.rs.
#include <cstddef>
#include <cstdint>
#include <vector>

uint64_t hackenbush_tree(const std::vector<std::vector<size_t>>& adj, size_t root) {
    size_t n = adj.size();
    std::vector<size_t> order{root}, parent(n, SIZE_MAX);
    parent[root] = root;
    for (size_t i = 0; i < order.size(); i++)
        for (size_t w : adj[order[i]])
            if (parent[w] == SIZE_MAX) parent[w] = order[i], order.push_back(w);
    std::vector<uint64_t> value(n, 0);
    for (size_t i = order.size(); i-- > 1;) value[parent[order[i]]] ^= value[order[i]] + 1;
    return value[root];
}
