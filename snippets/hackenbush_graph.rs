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
// vertex's sums in its frame, passed up as it is left. `Fusion` holds the graph in flat arrays
// (the lists linked through `head` and `links`, u32 indices), filled an edge at a time as it is
// read (`clear`, then `edge`), and keeps them from graph to graph (many small graphs);
// `hackenbush_graph` fills one from lists.
// Domain: adj[v] lists the other end of each edge at v (each edge in both lists, a loop twice in
// its vertex's list, parallel edges repeated), fewer than 2^32 − 1 vertices and list entries; what
// root cannot reach is ignored. Tested: the literal rules (cutting every edge, every small graph),
// the C++ against the Rust (tests/toolkit/snippets.rs).
fn hackenbush_graph(adj: &[Vec<usize>], root: usize) -> u64 {
    let mut fusion = Fusion::default();
    fusion.clear(adj.len());
    for (v, list) in adj.iter().enumerate() {
        list.iter().for_each(|&w| fusion.end(v, w));
    }
    fusion.value(root)
}

/// The graph: v's list runs from entry head[v] on, links[e] = (the other end of entry e, the next
/// entry in its list; Fusion::NONE ends it); and the search's arrays.
#[derive(Default)]
struct Fusion {
    head: Vec<u32>,
    links: Vec<(u32, u32)>,
    /// disc[v]: v's place in the search's preorder, from 1 (0: not reached).
    disc: Vec<u32>,
    stack: Vec<Frame>,
}

/// A vertex on the search's path: its next list entry, its parent until the entry back to it is
/// skipped (once: a parallel edge to the parent is a way back), the least disc one edge reaches
/// from its subtree, its part's list entries found so far (an edge counts 2, a bridge's end 0),
/// and the XOR of (value + 1) over the parts hanging below it.
#[derive(Clone, Copy)]
struct Frame {
    v: u32,
    at: u32,
    parent: u32,
    low: u32,
    ends: u32,
    below: u64,
}

impl Fusion {
    const NONE: u32 = u32::MAX;

    /// A graph on vertices 0..n without edges (the arrays kept).
    fn clear(&mut self, n: usize) {
        self.head.clear();
        self.head.resize(n, Self::NONE);
        self.links.clear();
    }

    /// One list entry: w in v's list.
    fn end(&mut self, v: usize, w: usize) {
        let entry = (w as u32, self.head[v]);
        self.head[v] = self.links.len() as u32;
        self.links.push(entry);
    }

    /// An edge a–b (a loop if a == b): an entry in each end's list.
    fn edge(&mut self, a: usize, b: usize) {
        self.end(a, b);
        self.end(b, a);
    }

    /// The value of the graph's part that `root` reaches.
    fn value(&mut self, root: usize) -> u64 {
        let (head, links) = (&self.head[..], &self.links[..]);
        let (disc, stack) = (&mut self.disc, &mut self.stack);
        disc.clear();
        disc.resize(head.len(), 0);
        disc[root] = 1;
        let mut time = 1;
        let frame = |v: u32, parent, time| Frame {
            v,
            at: head[v as usize],
            parent,
            low: time,
            ends: 0,
            below: 0,
        };
        // f: the vertex being searched; the stack: its ancestors, each at its place in its list.
        let mut f = frame(root as u32, Self::NONE, 1);
        loop {
            // v's entries in a row; a tree edge saves v's place and goes down.
            while f.at != Self::NONE {
                let (w, at) = links[f.at as usize];
                f.at = at;
                f.ends += 1;
                if w == f.parent {
                    f.parent = Self::NONE;
                } else if disc[w as usize] == 0 {
                    time += 1;
                    disc[w as usize] = time;
                    stack.push(f);
                    f = frame(w, f.v, time);
                } else {
                    f.low = f.low.min(disc[w as usize]);
                }
            }
            // v is left. If nothing below it reaches above it, v heads its part and the edge to
            // its parent is a bridge: the part, fused, is worth its edges mod 2 (loops of 1) with
            // the parts below on it, and hangs from the parent by that edge. Else v's sums are its
            // parent's part's.
            let mut up = match stack.pop() {
                Some(up) => up,
                None => return u64::from(f.ends / 2 % 2) ^ f.below,
            };
            if f.low == disc[f.v as usize] {
                up.below ^= (u64::from((f.ends - 1) / 2 % 2) ^ f.below) + 1;
                up.ends -= 1;
            } else {
                up.low = up.low.min(f.low);
                up.ends += f.ends;
                up.below ^= f.below;
            }
            f = up;
        }
    }
}
