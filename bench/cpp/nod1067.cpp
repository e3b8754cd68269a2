// nod1067 (Bash game V2: take 1, 3 or 4) as a speed-minded contestant writes it, the rival of
// `grundy bench`. The player to move loses iff N mod 7 is 0 or 2.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 10 000, 1 <= N <= 10^9.
// Relies on: N < 2^32, so N and T are `unsigned` and N mod 7 a 32-bit remainder by a constant (a
// multiplication).
#include "contest_io.h"

int main() {
    unsigned t, n;
    read(t);
    while (t--) {
        read(n);
        unsigned r = n % 7;
        put(r == 0 || r == 2 ? "B\n" : "A\n", 2);
    }
    flush();
    return 0;
}
