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
// vertex's sums in its frame, passed up as it is left. `Fusion` keeps its arrays from call to call (many small
// graphs); `hackenbush_graph` makes one.
// Domain: adj[v] lists the other end of each edge at v (each edge in both lists, a loop twice in
// its vertex's list, parallel edges repeated); what root cannot reach is ignored. Tested: the
// literal rules (cutting every edge, every small graph) (tests/toolkit/snippets.rs).
#[derive(Default)]
struct Fusion {
    /// disc[v]: v's place in the search's preorder, from 1 (0: not reached).
    disc: Vec<usize>,
    stack: Vec<Frame>,
}

/// A vertex on the search's path: its next list entry, its parent (the edge to it skipped yet),
/// the least disc one edge reaches from its subtree (the tree edge to the parent excepted, once:
/// a parallel edge to the parent is a way back), its part's list entries found so far (an edge
/// counts 2, a bridge's end 0), and the XOR of (value + 1) over the parts hanging below it.
#[derive(Clone, Copy)]
struct Frame {
    v: usize,
    next: usize,
    parent: usize,
    skipped: bool,
    low: usize,
    ends: u64,
    below: u64,
}

impl Fusion {
    fn value(&mut self, adj: &[Vec<usize>], root: usize) -> u64 {
        let disc = &mut self.disc;
        disc.clear();
        disc.resize(adj.len(), 0);
        disc[root] = 1;
        let mut time = 1;
        let frame = |v, parent, time| Frame {
            v,
            next: 0,
            parent,
            skipped: false,
            low: time,
            ends: adj[v].len() as u64,
            below: 0,
        };
        self.stack.push(frame(root, adj.len(), 1));
        'search: while let Some(top) = self.stack.last_mut() {
            // v's entries in a row; a tree edge saves the place and goes down.
            let mut f = *top;
            while let Some(&w) = adj[f.v].get(f.next) {
                f.next += 1;
                if w == f.parent && !f.skipped {
                    f.skipped = true;
                } else if disc[w] == 0 {
                    *top = f;
                    time += 1;
                    disc[w] = time;
                    self.stack.push(frame(w, f.v, time));
                    continue 'search;
                } else {
                    f.low = f.low.min(disc[w]);
                }
            }
            // v is left. If nothing below it reaches above it, v heads its part and the edge to
            // its parent is a bridge: the part, fused, is worth its edges mod 2 (loops of 1) with
            // the parts below on it, and hangs from the parent by that edge. Else v's sums are its
            // parent's part's.
            self.stack.pop();
            let up = match self.stack.last_mut() {
                Some(up) => up,
                None => return (f.ends / 2 % 2) ^ f.below,
            };
            if f.low == disc[f.v] {
                up.below ^= (((f.ends - 1) / 2 % 2) ^ f.below) + 1;
                up.ends -= 1;
            } else {
                up.low = up.low.min(f.low);
                up.ends += f.ends;
                up.below ^= f.below;
            }
        }
        0
    }
}

fn hackenbush_graph(adj: &[Vec<usize>], root: usize) -> u64 {
    Fusion::default().value(adj, root)
}
