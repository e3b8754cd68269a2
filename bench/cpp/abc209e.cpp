// abc209e (Shiritori) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Three-letter strings as vertices (52^3), each word an edge; settled backwards from the dead ends
// with a queue and a counter per vertex; what is never settled is a draw.
// Input and output: fread and fwrite through 64 KiB buffers as in contest_io.h, words read as
// letters.
// Judge bounds: 1 <= N <= 200 000, 3 <= |s_i| <= 8 (letters a–z and A–Z, case-sensitive).
// Relies on: letters only (no check); N words held in vectors (the bench's giant game has more
// than the judge's 2 * 10^5).
#include "contest_io.h"
#include <vector>

static const int V = 52 * 52 * 52;
static int out_deg[V], first[V + 1], queue_[V];
static unsigned char fate[V];

static inline int code(int c) { return c >= 'a' ? c - 'a' : c - 'A' + 26; }

int main() {
    unsigned n;
    read(n);
    std::vector<int> head_of(n), tail_of(n), from_(n);
    char w[16];
    for (unsigned i = 0; i < n; i++) {
        int c = gc();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = gc();
        int len = 0;
        while (c > ' ' && len < 16) w[len++] = (char)c, c = gc();
        head_of[i] = (code(w[0]) * 52 + code(w[1])) * 52 + code(w[2]);
        tail_of[i] = (code(w[len - 3]) * 52 + code(w[len - 2])) * 52 + code(w[len - 1]);
        out_deg[head_of[i]]++;
        first[tail_of[i] + 1]++;
    }
    for (int v = 0; v < V; v++) first[v + 1] += first[v];
    static int fill[V];
    memcpy(fill, first, sizeof fill);
    for (unsigned i = 0; i < n; i++) from_[fill[tail_of[i]]++] = head_of[i];
    int qh = 0, qt = 0;
    for (int v = 0; v < V; v++)
        if (out_deg[v] == 0) fate[v] = 1, queue_[qt++] = v;
    while (qh < qt) {
        int v = queue_[qh++];
        for (int k = first[v]; k < first[v + 1]; k++) {
            int u = from_[k];
            if (fate[u]) continue;
            if (fate[v] == 1) fate[u] = 2, queue_[qt++] = u;
            else if (--out_deg[u] == 0) fate[u] = 1, queue_[qt++] = u;
        }
    }
    for (unsigned i = 0; i < n; i++) {
        int f = fate[tail_of[i]];
        if (f == 1) put("Takahashi\n", 10);
        else if (f == 2) put("Aoki\n", 5);
        else put("Draw\n", 5);
    }
    flush();
    return 0;
}
