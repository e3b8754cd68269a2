/* agc017d (Game on Tree), wrong: the colon principle with g(child) ^ 1 in place of g(child) + 1
   (equal when g(child) is even). Smallest failing input: the path 1 - 2 - 3 (g(2) = 1, so the
   edge 1-2 with it is worth 2, not 1 ^ 1 = 0: Alice wins; this says Bob). */
#include <stdio.h>
#include <stdlib.h>
static int n, *head, *nxt, *to, *g;
static void dfs(int v, int parent) {
    g[v] = 0;
    for (int e = head[v]; e >= 0; e = nxt[e])
        if (to[e] != parent) { dfs(to[e], v); g[v] ^= g[to[e]] ^ 1; }
}
int main(void) {
    if (scanf("%d", &n) != 1) return 1;
    head = malloc((n + 1) * sizeof *head); nxt = malloc(2 * n * sizeof *nxt);
    to = malloc(2 * n * sizeof *to); g = malloc((n + 1) * sizeof *g);
    for (int v = 0; v <= n; v++) head[v] = -1;
    for (int i = 0; i < n - 1; i++) {
        int x, y;
        scanf("%d %d", &x, &y);
        to[2 * i] = y; nxt[2 * i] = head[x]; head[x] = 2 * i;
        to[2 * i + 1] = x; nxt[2 * i + 1] = head[y]; head[y] = 2 * i + 1;
    }
    dfs(1, 0);
    puts(g[1] ? "Alice" : "Bob");
    return 0;
}
