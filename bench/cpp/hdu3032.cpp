// hdu3032 (Nim or not Nim?, Lasker's Nim) as a speed-minded contestant writes it, the rival of
// `grundy bench`. A heap of n has value n, except that 4k + 3 and 4k + 4 swap; XOR them all.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 100, 1 <= N <= 10^6, 1 <= s[i] <= 2^31 - 1.
// T games of N heaps. Relies on: heaps below 2^31, so they and their values (up to 2^31) are
// `unsigned`.
#include "contest_io.h"

int main() {
    unsigned t, n, s;
    read(t);
    while (t--) {
        read(n);
        unsigned x = 0;
        for (unsigned i = 0; i < n; i++) {
            read(s);
            unsigned r = s & 3;
            x ^= r == 3 ? s + 1 : r == 0 ? s - 1 : s;
        }
        if (x) put("Alice\n", 6);
        else put("Bob\n", 4);
    }
    flush();
    return 0;
}
