// hackenbush_graph: Green Hackenbush on a rooted graph with cycles, parallel edges and loops: a
// move deletes an edge, and whatever is no longer connected to the root goes with it; whoever
// cannot move loses.
// Theorem (the fusion principle, then the colon principle): the vertices of a cycle fuse into one
// without changing the value, the cycle's edges becoming loops, each loop worth 1 (a pendant
// edge). So each 2-edge-connected part (joined without its bridges) is one vertex with its edge
// count mod 2 in loops: an even cycle fuses to a vertex, an odd one to a vertex and one loop. On
// the tree of bridges, value(part) = (its edges mod 2) XOR over the parts D below it of
// (value(D) + 1); the player to move wins iff the root's part has value != 0.
// Time: O(V + E), one depth-first search on an explicit stack (a path of 10^6 is fine).
// Domain: adj[v] lists the other end of each edge at v (each edge in both lists, a loop twice in
// its vertex's list, parallel edges repeated); what root cannot reach is ignored. Tested: the
// literal rules (cutting every edge, every small graph) (tests/toolkit/snippets.rs).
fn hackenbush_graph(adj: &[Vec<usize>], root: usize) -> u64 {
    let n = adj.len();
    // disc[v]: v's place in the search's preorder, from 1 (0: not reached); low[v]: the least disc
    // one edge reaches from v's subtree, the tree edge to v's parent excepted (once: a parallel
    // edge to the parent is a way back).
    let (mut disc, mut low, mut parent) = (vec![0usize; n], vec![0usize; n], vec![n; n]);
    let mut order = vec![root];
    let mut stack = vec![(root, 0usize, false)];
    disc[root] = 1;
    low[root] = 1;
    while let Some(top) = stack.last_mut() {
        let (v, i, skipped) = *top;
        if let Some(&w) = adj[v].get(i) {
            top.1 += 1;
            if w == parent[v] && !skipped {
                top.2 = true;
            } else if disc[w] == 0 {
                order.push(w);
                disc[w] = order.len();
                low[w] = disc[w];
                parent[w] = v;
                stack.push((w, 0, false));
            } else {
                low[v] = low[v].min(disc[w]);
            }
        } else {
            stack.pop();
            if v != root {
                low[parent[v]] = low[parent[v]].min(low[v]);
            }
        }
    }
    // A vertex whose subtree reaches no higher heads a part, the edge to its parent a bridge; the
    // part's edges are half its list entries, the bridges' ends taken out. disc becomes the head.
    let mut value = vec![0u64; n];
    for &v in &order {
        let head = if low[v] == disc[v] { v } else { disc[parent[v]] };
        disc[v] = head;
        value[head] += adj[v].len() as u64;
        if head == v && v != root {
            value[v] -= 1;
            value[disc[parent[v]]] -= 1;
        }
    }
    for &v in &order {
        if disc[v] == v {
            value[v] = value[v] / 2 % 2;
        }
    }
    for &v in order.iter().rev() {
        if disc[v] == v && v != root {
            value[disc[parent[v]]] ^= value[v] + 1;
        }
    }
    value[root]
}
