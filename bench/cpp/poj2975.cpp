// poj2975 (Nim, count the winning moves) as a speed-minded contestant writes it, the rival of
// `grundy bench`. With x the XOR of all piles, a move on pile k wins iff k ^ x < k. Cases until n =
// 0 (or the end of the input).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= n <= 1000, 1 <= k <= 10^9.
// Relies on: k < 2^32, so n, the piles and the count are `unsigned`.
#include "contest_io.h"

static unsigned a[1005];

int main() {
    unsigned n;
    while (read(n) && n) {
        unsigned x = 0;
        for (unsigned i = 0; i < n; i++) read(a[i]), x ^= a[i];
        unsigned count = 0;
        for (unsigned i = 0; i < n; i++) count += (a[i] ^ x) < a[i];
        char s[12];
        int len = 0;
        do s[11 - len++] = (char)('0' + count % 10), count /= 10;
        while (count);
        put(s + 12 - len, len);
        put("\n", 1);
    }
    flush();
    return 0;
}
