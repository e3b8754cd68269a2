// hdu2516 (Fibonacci game) as a speed-minded contestant writes it, the rival of `grundy bench`. The
// first player loses iff n is a Fibonacci number; a table by bit length (at most two Fibonacci
// numbers share one) answers with one lookup (our solution's first table; it now hashes).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 2 <= n <= 2^31 - 1.
// Lines until 0. Relies on: n < 2^31, so n and the table are `unsigned` (the table stops below
// 2^31).
#include "contest_io.h"

static unsigned fib[33][2];

int main() {
    for (unsigned f = 1, g = 2; f < (1u << 31);) {
        int bits = 32 - __builtin_clz(f);
        fib[bits][fib[bits][0] != 0] = f;
        unsigned h = f + g; // wraps only once f is past the table
        f = g, g = h;
    }
    unsigned n;
    while (read(n) && n) {
        unsigned *row = fib[32 - __builtin_clz(n)];
        if (n == row[0] || n == row[1]) put("Second win\n", 11);
        else put("First win\n", 10);
    }
    flush();
    return 0;
}
