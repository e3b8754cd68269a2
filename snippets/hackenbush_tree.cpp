// hackenbush_tree, hackenbush_peel: Green Hackenbush on a rooted tree: a move deletes an edge and
// whatever is no longer connected to the root; whoever cannot move loses.
// Theorem (the colon principle): value(v) = XOR over children c of (value(c) + 1); the mover wins
// iff the root's value is not 0. hackenbush_peel: node[v] = {degree, XOR of neighbours, 0}; leaves
// (one edge left, the root aside) are peeled toward the root, the XOR naming the parent, each
// giving value + 1 to it: no adjacency, no recursion. Returns the root's value and the vertices
// peeled (V - 1 iff a tree). Time: O(V). Domain: adj an undirected tree (each edge in both lists),
// under 2^32 vertices. Tested: tests/toolkit/snippets.rs.
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

std::pair<uint64_t, size_t> hackenbush_peel(std::vector<std::array<uint32_t, 3>>& node, size_t root) {
    size_t peeled = 0;
    for (size_t v = 0; v < node.size(); v++)
        for (size_t u = v; u != root && node[u][0] == 1; peeled++) {
            size_t p = node[u][1];
            uint32_t gu = node[u][2];
            node[u][0] = 0;
            node[p][0]--, node[p][1] ^= (uint32_t)u, node[p][2] ^= gu + 1;
            u = p;
        }
    return {node[root][2], peeled};
}

uint64_t hackenbush_tree(const std::vector<std::vector<size_t>>& adj, size_t root) {
    std::vector<std::array<uint32_t, 3>> node(adj.size(), {0, 0, 0});
    for (size_t v = 0; v < adj.size(); v++) {
        node[v][0] = (uint32_t)adj[v].size();
        for (size_t w : adj[v]) node[v][1] ^= (uint32_t)w;
    }
    return hackenbush_peel(node, root).first;
}
