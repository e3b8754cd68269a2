// agc017d (Game on Tree) as a speed-minded contestant writes it, the rival of `grundy bench`.
// The colon principle: g(v) = XOR over the children c of (g(c) + 1); Alice wins iff g(1) != 0.
// A breadth-first order from vertex 1, then the values backwards (no recursion: deep paths).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 2 <= N <= 10^5, 1 <= x_i, y_i <= 10^5 (at most N; the edges form a tree).
// One tree. Relies on: labels and values below 2^32, so `unsigned`; the adjacency in arrays
// sized from N (the bench's trees are far beyond 10^5 vertices).
#include "contest_io.h"
#include <vector>

int main() {
    unsigned n;
    read(n);
    std::vector<unsigned> xs(n - 1), ys(n - 1), start(n + 2, 0);
    for (unsigned i = 0; i + 1 < n; i++) {
        read(xs[i]), read(ys[i]);
        start[xs[i] + 1]++, start[ys[i] + 1]++;
    }
    for (unsigned v = 1; v <= n; v++) start[v + 1] += start[v];
    std::vector<unsigned> next(start), adj(2 * (n - 1)), parent(n + 1, 0), order, g(n + 1, 0);
    for (unsigned i = 0; i + 1 < n; i++) adj[next[xs[i]]++] = ys[i], adj[next[ys[i]]++] = xs[i];
    order.reserve(n);
    order.push_back(1), parent[1] = 1;
    for (size_t i = 0; i < order.size(); i++) {
        unsigned v = order[i];
        for (unsigned e = start[v]; e < start[v + 1]; e++)
            if (!parent[adj[e]]) parent[adj[e]] = v, order.push_back(adj[e]);
    }
    for (size_t i = order.size(); i-- > 1;) g[parent[order[i]]] ^= g[order[i]] + 1;
    if (g[1]) put("Alice\n", 6);
    else put("Bob\n", 4);
    flush();
    return 0;
}
