// nod1066 (Bash game) as a speed-minded contestant writes it, the rival of `grundy bench`. The
// player to move loses iff (K + 1) divides N.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 10 000, 1 <= N <= 10^9, 1 <= K <= 10^9.
// Relies on: N and K + 1 <= 10^9 + 1 < 2^32, so everything is `unsigned` and the remainder a 32-bit
// division (the bench's T, far beyond 10^4, stays below 2^32 too).
#include "contest_io.h"

int main() {
    unsigned t, n, k;
    read(t);
    while (t--) {
        read(n), read(k);
        put(n % (k + 1) ? "A\n" : "B\n", 2);
    }
    flush();
    return 0;
}
