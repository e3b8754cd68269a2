// hdu1907 (John: misère Nim) as a speed-minded contestant writes it, the rival of `grundy bench`.
// The SJ theorem: John wins iff (every pile is 1 and the XOR is 0) or (some pile is above 1 and
// the XOR is not 0).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 474, 1 <= N <= 47, 1 <= Ai <= 4747.
// T games of N piles. Relies on: piles below 2^16, so they are `unsigned`.
#include "contest_io.h"

int main() {
    unsigned t, n, a;
    read(t);
    while (t--) {
        read(n);
        unsigned x = 0;
        bool big = false;
        for (unsigned i = 0; i < n; i++) {
            read(a);
            x ^= a;
            big |= a > 1;
        }
        if (big ? x != 0 : x == 0) put("John\n", 5);
        else put("Brother\n", 8);
    }
    flush();
    return 0;
}
