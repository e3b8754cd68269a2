/* poj3710 as a contestant writes it with the graph in a matrix of booleans: right on cycles of
   every length, on loops and on parts of several cycles, but a repeated edge is stored once, so
   two parallel edges (a digon: even, worth 0) are read as one edge (worth 1).
   The smallest failing input, by hand: one tree of 2 vertices joined twice,
   "1\n2 2\n1 2\n1 2": the answer is Harry (the digon fuses to the root), this prints Sally. */
#include <stdio.h>
#include <string.h>

static char g[100][100];
static int loops[100], m, dfn[100], low[100], tim, stk[100], top, head[100], par[100], ord[101];
static unsigned val[100];

static void dfs(int v, int p) {
    dfn[v] = low[v] = ++tim;
    ord[tim] = v;
    stk[top++] = v;
    par[v] = p;
    for (int w = 1; w <= m; w++) {
        if (!g[v][w] || w == v || w == p) continue;
        if (!dfn[w]) {
            dfs(w, v);
            if (low[w] < low[v]) low[v] = low[w];
        } else if (dfn[w] < low[v]) {
            low[v] = dfn[w];
        }
    }
    if (low[v] == dfn[v]) {
        int w;
        do {
            w = stk[--top];
            head[w] = v;
        } while (w != v);
    }
}

int main(void) {
    int n;
    while (scanf("%d", &n) == 1) {
        unsigned x = 0;
        for (int t = 0; t < n; t++) {
            int k;
            if (scanf("%d %d", &m, &k) != 2) return 1;
            memset(g, 0, sizeof g);
            memset(loops, 0, sizeof loops);
            memset(dfn, 0, sizeof dfn);
            tim = top = 0;
            for (int i = 0; i < k; i++) {
                int a, b;
                if (scanf("%d %d", &a, &b) != 2) return 1;
                if (a == b) loops[a] ^= 1;
                else g[a][b] = g[b][a] = 1;
            }
            dfs(1, 0);
            for (int v = 1; v <= m; v++) val[v] = 0;
            /* Each part's edges mod 2 (its loops too), then the colon principle from the leaves. */
            for (int u = 1; u <= m; u++) {
                if (!dfn[u]) continue;
                val[head[u]] ^= loops[u];
                for (int w = u + 1; w <= m; w++)
                    if (g[u][w] && dfn[w] && head[u] == head[w]) val[head[u]] ^= 1;
            }
            for (int i = tim; i > 1; i--) {
                int v = ord[i];
                if (head[v] == v) val[head[par[v]]] ^= val[v] + 1;
            }
            x ^= val[1];
        }
        puts(x ? "Sally" : "Harry");
    }
    return 0;
}
