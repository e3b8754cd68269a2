// csdn-stones2 (stones game 2) as a speed-minded contestant writes it, the rival of `grundy bench`.
// A pile of p taking 1..m is worth p mod (m + 1); the first player wins iff the XOR of those is not
// 0. Data sets until the end of the input.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 2 <= N <= 10 000, 1 <= m <= 10 000, 1 <= pile <= 2^31 - 1 (fits a signed 32-bit
//               integer).
// Relies on: every value < 2^31, so all are `unsigned` and each remainder a 32-bit division.
#include "contest_io.h"

int main() {
    unsigned n, m, p;
    while (read(n) && read(m)) {
        unsigned x = 0, d = m + 1;
        for (unsigned i = 0; i < n; i++) read(p), x ^= p % d;
        if (x) put("Win\n", 4);
        else put("Lost\n", 5);
    }
    flush();
    return 0;
}
