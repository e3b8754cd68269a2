/* hdu1524 (A Chess Game), wrong: the chessmen of a query are counted once per position (a set),
   so two on one position do not cancel. Grundy values right (memoised search). Smallest failing
   input: two positions, 1 -> 0, and two chessmen on 1 (values 1 ^ 1 = 0: LOSE; this says WIN). */
#include <stdio.h>
#include <string.h>
static int n, deg[1000], adj[1000][1000], sg[1000], done[1000];
static int value(int v) {
    if (done[v]) return sg[v];
    int seen[1001] = {0};
    for (int i = 0; i < deg[v]; i++) { int g = value(adj[v][i]); if (g <= 1000) seen[g] = 1; }
    int m = 0;
    while (seen[m]) m++;
    done[v] = 1;
    return sg[v] = m;
}
int main(void) {
    while (scanf("%d", &n) == 1) {
        memset(done, 0, sizeof done);
        for (int v = 0; v < n; v++) {
            scanf("%d", &deg[v]);
            for (int i = 0; i < deg[v]; i++) scanf("%d", &adj[v][i]);
        }
        int m;
        while (scanf("%d", &m) == 1 && m) {
            int on[1000] = {0}, x = 0;
            for (int i = 0; i < m; i++) { int p; scanf("%d", &p); if (!on[p]) { on[p] = 1; x ^= value(p); } }
            puts(x ? "WIN" : "LOSE");
        }
    }
    return 0;
}
