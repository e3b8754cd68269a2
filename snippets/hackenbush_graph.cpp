// hackenbush_graph: Green Hackenbush on a rooted graph with cycles, parallel edges and loops: a
// move deletes an edge and whatever is no longer connected to the root; whoever cannot move loses.
// Theorem (fusion, then the colon principle): a cycle's vertices fuse into one, its edges becoming
// loops worth 1 each; so each 2-edge-connected part is a vertex with (its edges mod 2) loops (an
// even cycle a vertex, an odd one a vertex and a loop), and on the tree of bridges value(part) =
// (edges mod 2) XOR over parts D below of (value(D) + 1). The mover wins iff the root's is != 0.
// Time: O(V + E), explicit stack (no recursion). Domain: adj[v] the other end of each edge at v
// (both lists; a loop twice in its vertex's list; parallel edges repeated); what root cannot reach
// is ignored. Tested: tests/toolkit/snippets.rs.
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <vector>

uint64_t hackenbush_graph(const std::vector<std::vector<size_t>>& adj, size_t root) {
    size_t n = adj.size();
    // disc: preorder place from 1 (0 unreached), then the part's head; low: the least disc one edge
    // reaches from the subtree, the tree edge to the parent excepted once.
    std::vector<size_t> disc(n, 0), low(n, 0), parent(n, n), order{root};
    std::vector<std::tuple<size_t, size_t, bool>> stack{{root, 0, false}};
    disc[root] = low[root] = 1;
    while (!stack.empty()) {
        auto& [v, i, skipped] = stack.back();
        if (i < adj[v].size()) {
            size_t w = adj[v][i++];
            if (w == parent[v] && !skipped) {
                skipped = true;
            } else if (disc[w] == 0) {
                order.push_back(w);
                disc[w] = low[w] = order.size();
                parent[w] = v;
                stack.emplace_back(w, 0, false);
            } else if (disc[w] < low[v]) {
                low[v] = disc[w];
            }
        } else {
            size_t u = v;
            stack.pop_back();
            if (u != root && low[u] < low[parent[u]]) low[parent[u]] = low[u];
        }
    }
    std::vector<uint64_t> value(n, 0);
    for (size_t v : order) {
        size_t head = low[v] == disc[v] ? v : disc[parent[v]];
        disc[v] = head;
        value[head] += adj[v].size();
        if (head == v && v != root) value[v]--, value[disc[parent[v]]]--;
    }
    for (size_t v : order)
        if (disc[v] == v) value[v] = value[v] / 2 % 2;
    for (size_t j = order.size(); j-- > 1;) {
        size_t v = order[j];
        if (disc[v] == v) value[disc[parent[v]]] ^= value[v] + 1;
    }
    return value[root];
}
