// nod1069 (Nim) as a speed-minded contestant writes it, the rival of `grundy bench`. Bouton: the
// player to move loses iff the XOR of the piles is 0.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= N <= 1000, 1 <= A[i] <= 10^9.
// Relies on: A[i] < 2^32 (and the bench's N, far beyond 1000, too), so everything is `unsigned`.
#include "contest_io.h"

int main() {
    unsigned n, a, x = 0;
    read(n);
    while (n--) read(a), x ^= a;
    put(x ? "A\n" : "B\n", 2);
    flush();
    return 0;
}
