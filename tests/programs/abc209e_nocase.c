/* abc209e, wrong: letters compared without case (its vertices are 26^3 lowercase strings), so
   `BCDA` is taken to follow `abcd`. Otherwise the right retrograde analysis. */
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>

#define V (26 * 26 * 26)
static int out_deg[V], first[V + 1], fill[V], queue_[V];
static unsigned char fate[V];

static int code(const char *s) {
    return ((tolower(s[0]) - 'a') * 26 + (tolower(s[1]) - 'a')) * 26 + (tolower(s[2]) - 'a');
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *h = malloc(sizeof(int) * n), *t = malloc(sizeof(int) * n), *from = malloc(sizeof(int) * n);
    char w[32];
    for (int i = 0; i < n; i++) {
        if (scanf("%31s", w) != 1) return 1;
        int len = 0;
        while (w[len]) len++;
        h[i] = code(w);
        t[i] = code(w + len - 3);
        out_deg[h[i]]++;
        first[t[i] + 1]++;
    }
    for (int v = 0; v < V; v++) first[v + 1] += first[v];
    for (int v = 0; v < V; v++) fill[v] = first[v];
    for (int i = 0; i < n; i++) from[fill[t[i]]++] = h[i];
    int qh = 0, qt = 0;
    for (int v = 0; v < V; v++)
        if (out_deg[v] == 0) fate[v] = 1, queue_[qt++] = v;
    while (qh < qt) {
        int v = queue_[qh++];
        for (int k = first[v]; k < first[v + 1]; k++) {
            int u = from[k];
            if (fate[u]) continue;
            if (fate[v] == 1) fate[u] = 2, queue_[qt++] = u;
            else if (--out_deg[u] == 0) fate[u] = 1, queue_[qt++] = u;
        }
    }
    for (int i = 0; i < n; i++) puts(fate[t[i]] == 1 ? "Takahashi" : fate[t[i]] == 2 ? "Aoki" : "Draw");
    return 0;
}
