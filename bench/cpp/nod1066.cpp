// nod1066 (Bash game) as a speed-minded contestant writes it, the rival of `grundy bench`. The
// player to move loses iff (K + 1) divides N.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: T <= 10^4, 1 <= N, K <= 10^9.
#include "contest_io.h"

int main() {
    unsigned long long t, n, k;
    read(t);
    while (t--) {
        read(n), read(k);
        put(n % (k + 1) ? "A\n" : "B\n", 2);
    }
    flush();
    return 0;
}
