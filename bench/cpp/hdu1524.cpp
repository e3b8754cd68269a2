// hdu1524 (A Chess Game) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Grundy values on the DAG by a memoised search (mex over the out-positions), XOR over the
// chessmen of each query.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= N <= 1000, 0 <= Xi <= 999 (out-positions of position i, each 0 to N - 1; the
//               graph acyclic), 1 <= M <= 10, 0 <= position <= 999 (below N).
// Test cases until the end of the input, queries until 0. Relies on: N <= 1000 positions (the
// graph in vectors, out-degrees from the input) and an acyclic graph.
#include "contest_io.h"
#include <vector>

static std::vector<unsigned> adj[1000];
static unsigned sg[1000];
static bool done[1000];

static unsigned value(unsigned v) {
    if (done[v]) return sg[v];
    std::vector<bool> seen(adj[v].size() + 1);
    for (unsigned w : adj[v]) {
        unsigned g = value(w);
        if (g <= adj[v].size()) seen[g] = true;
    }
    unsigned m = 0;
    while (seen[m]) m++;
    done[v] = true;
    return sg[v] = m;
}

int main() {
    unsigned n, x, w, m, p;
    while (read(n)) {
        for (unsigned v = 0; v < n; v++) {
            read(x);
            adj[v].resize(x);
            for (unsigned i = 0; i < x; i++) read(w), adj[v][i] = w;
            done[v] = false;
        }
        while (read(m) && m) {
            unsigned s = 0;
            for (unsigned i = 0; i < m; i++) read(p), s ^= value(p);
            if (s) put("WIN\n", 4);
            else put("LOSE\n", 5);
        }
    }
    flush();
    return 0;
}
