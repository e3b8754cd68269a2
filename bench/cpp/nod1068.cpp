// nod1068 (Bash game V3: take a power of two) as a speed-minded contestant writes it, the rival of
// `grundy bench`. The player to move loses iff 3 divides N; N has up to 1001 digits, so it is read
// char by char and only its digit sum mod 3 is kept (10 = 1 mod 3).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 1000, 1 <= N <= 10^1000 (at most 1001 digits).
// Relies on: T < 2^32 and a digit sum of at most 9 * 1001, so T and the sum are `unsigned`.
#include "contest_io.h"

int main() {
    unsigned t;
    read(t);
    while (t--) {
        int c = gc();
        while (c != -1 && (c < '0' || c > '9')) c = gc();
        unsigned sum = 0;
        while (c >= '0' && c <= '9') sum += c - '0', c = gc();
        put(sum % 3 ? "A\n" : "B\n", 2);
    }
    flush();
    return 0;
}
