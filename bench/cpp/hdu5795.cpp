// hdu5795 (A Simple Nim, split into three) as a speed-minded contestant writes it, the rival of
// `grundy bench`. A heap of x has value x, except that 8k + 7 and 8k + 8 swap; XOR them all.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 100, 1 <= n <= 10^6, 1 <= s[i] <= 10^9.
// T games of n heaps. Relies on: heaps up to 10^9, so they and their values are `unsigned`.
#include "contest_io.h"

int main() {
    unsigned t, n, s;
    read(t);
    while (t--) {
        read(n);
        unsigned x = 0;
        for (unsigned i = 0; i < n; i++) {
            read(s);
            unsigned r = s & 7;
            x ^= r == 7 ? s + 1 : r == 0 ? s - 1 : s;
        }
        if (x) put("First player wins.\n", 19);
        else put("Second player wins.\n", 20);
    }
    flush();
    return 0;
}
