// gym102263b (Road to Arabella) as a speed-minded contestant writes it, the rival of `grundy
// bench`. Kilani wins iff n is odd or n > k + 1.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 10 000, 1 <= n <= 10^9, 1 <= k <= 10^9 (k > n possible).
// Relies on: k + 1 <= 10^9 + 1 < 2^32, so T, n and k are `unsigned`.
#include "contest_io.h"

int main() {
    unsigned t, n, k;
    read(t);
    while (t--) {
        read(n), read(k);
        if ((n & 1) || n > k + 1) put("Kilani\n", 7);
        else put("Ayoub\n", 6);
    }
    flush();
    return 0;
}
