// hackenbush_graph: Green Hackenbush on a rooted graph with cycles, parallel edges and loops: a
// move deletes an edge and whatever is no longer connected to the root; whoever cannot move loses.
// Theorem (fusion, then the colon principle): a cycle's vertices fuse into one, its edges becoming
// loops worth 1 each; so each 2-edge-connected part is a vertex with (its edges mod 2) loops (an
// even cycle a vertex, an odd one a vertex and a loop), and on the tree of bridges value(part) =
// (edges mod 2) XOR over parts D below of (value(D) + 1). The mover wins iff the root's is != 0.
// Time: O(V + E), explicit stack (no recursion). Fusion holds the graph in flat arrays (lists
// linked through head and links, 32-bit indices), filled an edge at a time (clear, then edge) and
// kept from graph to graph. Domain: adj[v] the other end of each edge at v (both lists; a loop
// twice in its vertex's list; parallel edges repeated); what root cannot reach is ignored.
// Tested: against the Rust, itself held to the rules (tests/toolkit/snippets.rs).
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

struct Fusion {
    static constexpr uint32_t NONE = UINT32_MAX;
    // v's list runs from entry head[v] on; links[e] = (the other end of entry e, the next entry).
    std::vector<uint32_t> head;
    std::vector<std::pair<uint32_t, uint32_t>> links;
    std::vector<uint32_t> disc;  // preorder place from 1 (0: not reached)
    // A vertex on the search's path: its next entry, its parent until the entry back to it is
    // skipped (once), the least disc one edge reaches from its subtree, its part's entries so far
    // (an edge counts 2, a bridge's end 0), the XOR of (value + 1) over the parts below it.
    struct Frame {
        uint32_t v, at, parent, low, ends;
        uint64_t below;
    };
    std::vector<Frame> stack;

    void clear(size_t n) {
        head.assign(n, NONE);
        links.clear();
    }
    void end(size_t v, size_t w) {
        links.emplace_back(uint32_t(w), head[v]);
        head[v] = uint32_t(links.size() - 1);
    }
    void edge(size_t a, size_t b) {
        end(a, b);
        end(b, a);
    }
    uint64_t value(size_t root) {
        disc.assign(head.size(), 0);
        disc[root] = 1;
        uint32_t time = 1;
        auto frame = [&](uint32_t v, uint32_t parent, uint32_t t) {
            return Frame{v, head[v], parent, t, 0, 0};
        };
        Frame f = frame(uint32_t(root), NONE, 1);
        for (;;) {
            while (f.at != NONE) {
                auto [w, at] = links[f.at];
                f.at = at;
                f.ends++;
                if (w == f.parent) {
                    f.parent = NONE;
                } else if (disc[w] == 0) {
                    disc[w] = ++time;
                    stack.push_back(f);
                    f = frame(w, f.v, time);
                } else if (disc[w] < f.low) {
                    f.low = disc[w];
                }
            }
            // v is left: a bridge above it hangs its part, fused, on the parent; else its sums
            // are its parent's part's.
            if (stack.empty()) return (f.ends / 2 % 2) ^ f.below;
            Frame up = stack.back();
            stack.pop_back();
            if (f.low == disc[f.v]) {
                up.below ^= (((f.ends - 1) / 2 % 2) ^ f.below) + 1;
                up.ends--;
            } else {
                if (f.low < up.low) up.low = f.low;
                up.ends += f.ends;
                up.below ^= f.below;
            }
            f = up;
        }
    }
};

uint64_t hackenbush_graph(const std::vector<std::vector<size_t>>& adj, size_t root) {
    Fusion fusion;
    fusion.clear(adj.size());
    for (size_t v = 0; v < adj.size(); v++)
        for (size_t w : adj[v]) fusion.end(v, w);
    return fusion.value(root);
}
