// acwing893 (Nim with a set of take sizes) as a speed-minded contestant writes it, the rival of
// `grundy bench`. Sprague-Grundy: g(h) = mex of g(h - s) over the sizes s <= h, tabulated up to the
// largest pile seen so far (as our solution does); the first player wins iff the XOR is not 0.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= k <= 100, 1 <= s <= 10 000 (distinct), 1 <= n <= 100, 1 <= h <= 10 000.
// Relies on: every value < 2^32 (the bench's n, far beyond 100, too), so all are `unsigned`.
#include <algorithm>
#include "contest_io.h"

static unsigned s[105], g[10005], mark[105];

int main() {
    unsigned k, n, h;
    read(k);
    for (unsigned i = 0; i < k; i++) read(s[i]);
    std::sort(s, s + k);
    k = std::unique(s, s + k) - s;
    read(n);
    unsigned done = 1, x = 0; // g[0] = 0: a pile of 0 has no move
    while (n--) {
        read(h);
        for (; done <= h; done++) {
            for (unsigned i = 0; i < k && s[i] <= done; i++) mark[g[done - s[i]]] = done;
            unsigned v = 0;
            while (mark[v] == done) v++;
            g[done] = v;
        }
        x ^= g[h];
    }
    put(x ? "Yes\n" : "No\n", x ? 4 : 3);
    flush();
    return 0;
}
