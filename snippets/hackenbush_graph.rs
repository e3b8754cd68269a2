// hackenbush_graph: Green Hackenbush on a rooted graph with cycles, parallel edges and loops: a
// move deletes an edge, and whatever is no longer connected to the root goes with it; whoever
// cannot move loses.
// Theorem (the fusion principle, then the colon principle): the vertices of a cycle fuse into one
// without changing the value, the cycle's edges becoming loops, each loop worth 1 (a pendant
// edge). So each 2-edge-connected part (joined without its bridges) is one vertex with its edge
// count mod 2 in loops: an even cycle fuses to a vertex, an odd one to a vertex and one loop. On
// the tree of bridges, value(part) = (its edges mod 2) XOR over the parts D below it of
// (value(D) + 1); the player to move wins iff the root's part has value != 0.
// Time: O(V + E), one depth-first search on an explicit stack (a path of 10^6 is fine), each
// vertex's sums passed up as it is left. `Fusion` keeps its arrays from call to call (many small
// graphs); `hackenbush_graph` makes one.
// Domain: adj[v] lists the other end of each edge at v (each edge in both lists, a loop twice in
// its vertex's list, parallel edges repeated); what root cannot reach is ignored. Tested: the
// literal rules (cutting every edge, every small graph) (tests/toolkit/snippets.rs).
#[derive(Default)]
struct Fusion {
    disc: Vec<usize>,
    low: Vec<usize>,
    /// List entries of the vertex's part found so far (each edge counts 2, a bridge's end 0), and
    /// the XOR of (value + 1) over the parts hanging below it.
    ends: Vec<u64>,
    below: Vec<u64>,
    /// (vertex, next list entry, its parent, the edge to the parent skipped yet).
    stack: Vec<(usize, usize, usize, bool)>,
}

impl Fusion {
    fn value(&mut self, adj: &[Vec<usize>], root: usize) -> u64 {
        let n = adj.len();
        // disc[v]: v's place in the search's preorder, from 1 (0: not reached); low[v]: the least
        // disc one edge reaches from v's subtree, the tree edge to v's parent excepted (once: a
        // parallel edge to the parent is a way back).
        let (disc, low, ends, below) =
            (&mut self.disc, &mut self.low, &mut self.ends, &mut self.below);
        disc.clear();
        disc.resize(n, 0);
        low.resize(n, 0);
        ends.resize(n, 0);
        below.resize(n, 0);
        let mut time = 1;
        disc[root] = 1;
        low[root] = 1;
        ends[root] = adj[root].len() as u64;
        below[root] = 0;
        self.stack.push((root, 0, n, false));
        'search: while let Some(top) = self.stack.last_mut() {
            let (v, mut i, p, mut skipped) = *top;
            // v's entries in a row (its low in a register); a tree edge saves the place and goes
            // down.
            let mut low_v = low[v];
            while let Some(&w) = adj[v].get(i) {
                i += 1;
                if w == p && !skipped {
                    skipped = true;
                } else if disc[w] == 0 {
                    *top = (v, i, p, skipped);
                    low[v] = low_v;
                    time += 1;
                    disc[w] = time;
                    low[w] = time;
                    ends[w] = adj[w].len() as u64;
                    below[w] = 0;
                    self.stack.push((w, 0, v, false));
                    continue 'search;
                } else {
                    low_v = low_v.min(disc[w]);
                }
            }
            low[v] = low_v;
            // v is left. If nothing below it reaches above it, v heads its part and the edge to
            // its parent is a bridge: the part, fused, is worth its edges mod 2 (loops of 1) with
            // the parts below on it, and hangs from the parent by that edge. Else v's sums are its
            // parent's part's.
            self.stack.pop();
            if v == root {
                break;
            }
            if low[v] == disc[v] {
                let value = ((ends[v] - 1) / 2 % 2) ^ below[v];
                below[p] ^= value + 1;
                ends[p] -= 1;
            } else {
                low[p] = low[p].min(low[v]);
                ends[p] += ends[v];
                below[p] ^= below[v];
            }
        }
        self.stack.clear();
        (ends[root] / 2 % 2) ^ below[root]
    }
}

fn hackenbush_graph(adj: &[Vec<usize>], root: usize) -> u64 {
    Fusion::default().value(adj, root)
}
