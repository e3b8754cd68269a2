// hackenbush_tree: Green Hackenbush on a rooted tree: a move deletes an edge, and whatever is no
// longer connected to the root goes with it; whoever cannot move loses.
// Theorem (the colon principle): a vertex's value is the XOR over its children c of
// (value(c) + 1); the tree's value is the root's, and the player to move wins iff it is not 0.
// Time: O(V) by a breadth-first order walked backwards (no recursion: a path of 10^6 is fine).
// Domain: adj is an undirected tree (each edge in both lists), root any vertex; values fit u64
// (a value is below the number of vertices). Tested: the literal rules (cutting every edge, every
// tree to 8 vertices) (tests/toolkit/snippets.rs).
fn hackenbush_tree(adj: &[Vec<usize>], root: usize) -> u64 {
    let n = adj.len();
    let (mut order, mut parent) = (vec![root], vec![usize::MAX; n]);
    parent[root] = root;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        for &w in &adj[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
        i += 1;
    }
    let mut value = vec![0u64; n];
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    value[root]
}
