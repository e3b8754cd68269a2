// hackenbush_tree, hackenbush_peel: Green Hackenbush on a rooted tree: a move deletes an edge, and
// whatever is no longer connected to the root goes with it; whoever cannot move loses.
// Theorem (the colon principle): a vertex's value is the XOR over its children c of
// (value(c) + 1); the tree's value is the root's, and the player to move wins iff it is not 0.
// hackenbush_peel needs no adjacency: node[v] = (degree, XOR of v's neighbours' labels, 0). A
// vertex other than the root with one edge left is a leaf of what remains, and the XOR is then
// its parent: leaves are peeled off toward the root, each giving (its value + 1) to its parent,
// so every vertex comes after its children, with no order, no list and no recursion (12 bytes a
// vertex; a path of 10^6 is fine). It returns the root's value and how many vertices it peeled:
// V - 1 iff the edges form a tree (fewer: some vertex is not connected to the root, or a cycle).
// Time: O(V). Domain: adj is an undirected tree (each edge in both lists), root any vertex, under
// 2^32 vertices (a value is below the number of vertices). Tested: the literal rules (cutting every
// edge, every tree to 8 vertices) (tests/toolkit/snippets.rs).
fn hackenbush_peel(node: &mut [(u32, u32, u32)], root: usize) -> (u64, usize) {
    let mut peeled = 0;
    for v in 0..node.len() {
        let mut u = v;
        while u != root && node[u].0 == 1 {
            let (p, gu) = (node[u].1 as usize, node[u].2);
            node[u].0 = 0;
            let q = &mut node[p];
            q.0 -= 1;
            q.1 ^= u as u32;
            q.2 ^= gu + 1;
            peeled += 1;
            u = p;
        }
    }
    (u64::from(node[root].2), peeled)
}

fn hackenbush_tree(adj: &[Vec<usize>], root: usize) -> u64 {
    let mut node = vec![(0u32, 0u32, 0u32); adj.len()];
    for (v, out) in adj.iter().enumerate() {
        node[v].0 = out.len() as u32;
        node[v].1 = out.iter().fold(0, |x, &w| x ^ w as u32);
    }
    hackenbush_peel(&mut node, root).0
}
