// hdu4315 (Climbing the Hill) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Staircase Nim on pairs from the bottom; with N odd the top person pairs with a virtual one at
// -1, or at 0 when k = 2; k = 1: Alice (the positions still read).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= N <= 1000, 1 <= k <= 1000 (k <= N), 1 <= position <= 99 999 (increasing).
// Games until the end of the input. Relies on: cells below 10^5 and N <= 1000, so `unsigned` and
// an array of 1001.
#include "contest_io.h"

static unsigned p[1001];

int main() {
    unsigned n, k;
    while (read(n) && read(k)) {
        for (unsigned i = 1; i <= n; i++) read(p[i]);
        unsigned x = 0, i = n;
        for (; i >= 2; i -= 2) x ^= p[i] - p[i - 1] - 1;
        if (i == 1) x ^= k == 2 ? p[1] - 1 : p[1];
        if (k == 1 || x) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    flush();
    return 0;
}
