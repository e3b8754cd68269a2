// poj3710 (Christmas Game) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Bridges by a recursive low-link search over edge ids (a parallel edge is a way back); each part
// between bridges worth its edge count mod 2 (fusion: an odd cycle is a loop, an even one
// nothing); then the colon principle from the deepest part up; XOR over the trees.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= N <= 99 (trees per test case), 1 <= m <= 99 (vertices of a tree), 0 <= k <=
//               499 (edges of a tree; each on at most one cycle (parallel edges allowed)), 1 <= a,
//               b <= 99 (at most m; vertex 1 the root).
// Test cases until the end of the input. Relies on: m < 100 and k < 500 (static arrays, vertex
// ids in a byte, edge ids in 16 bits), recursion at most 99 deep.
#include "contest_io.h"

static unsigned short first[100], nxt[1000], cnt;
static unsigned char to[1000], dfn[100], low[100], par[100], ord[100], tim, loops[100];
static bool bridge[500];
static unsigned char val[100];

static void dfs(unsigned char v, unsigned short via) {
    dfn[v] = low[v] = ++tim;
    ord[tim - 1] = v;
    for (unsigned short e = first[v]; e != 0xFFFF; e = nxt[e]) {
        if ((e >> 1) == via) continue;
        unsigned char w = to[e];
        if (!dfn[w]) {
            par[w] = v;
            dfs(w, e >> 1);
            if (low[w] < low[v]) low[v] = low[w];
            if (low[w] > dfn[v]) bridge[e >> 1] = true;
        } else if (dfn[w] < low[v]) {
            low[v] = dfn[w];
        }
    }
}

int main() {
    unsigned n, m, k, a, b;
    while (read(n)) {
        unsigned char x = 0;
        for (unsigned t = 0; t < n; t++) {
            read(m), read(k);
            for (unsigned v = 1; v <= m; v++) first[v] = 0xFFFF, dfn[v] = 0, loops[v] = 0;
            cnt = 0;
            for (unsigned i = 0; i < k; i++) {
                read(a), read(b);
                bridge[i] = false;
                if (a == b) {
                    loops[a] ^= 1;
                    cnt += 2;
                    continue;
                }
                to[cnt] = b, nxt[cnt] = first[a], first[a] = cnt++;
                to[cnt] = a, nxt[cnt] = first[b], first[b] = cnt++;
            }
            tim = 0;
            dfs(1, 0xFFFF);
            // A vertex heads its part when its low is its own; a part's value starts at its
            // edges' parity: loops, and each non-bridge edge counted from its later end.
            static unsigned char head[100];
            for (unsigned i = 0; i < tim; i++) {
                unsigned char v = ord[i];
                head[v] = (low[v] == dfn[v]) ? v : head[par[v]];
                if (head[v] == v) val[v] = 0;
                val[head[v]] ^= loops[v];
            }
            for (unsigned i = 0; i < tim; i++) {
                unsigned char v = ord[i];
                for (unsigned short e = first[v]; e != 0xFFFF; e = nxt[e])
                    if (!bridge[e >> 1] && dfn[to[e]] < dfn[v]) val[head[v]] ^= 1;
            }
            for (unsigned i = tim; i-- > 1;) {
                unsigned char v = ord[i];
                if (head[v] == v) val[head[par[v]]] ^= val[v] + 1;
            }
            x ^= val[1];
        }
        if (x) put("Sally\n", 6);
        else put("Harry\n", 6);
    }
    flush();
    return 0;
}
