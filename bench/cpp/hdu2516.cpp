// hdu2516 (Fibonacci game) as a speed-minded contestant writes it, the rival of `grundy bench`. The
// first player loses iff n is a Fibonacci number; as in our solution, a table by bit length (at
// most two Fibonacci numbers share one) answers with one lookup.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 2 <= n < 2^31, lines until 0.
#include "contest_io.h"

static unsigned long long fib[65][2];

int main() {
    for (unsigned long long f = 1, g = 2; f < (1ull << 62);) {
        int bits = 64 - __builtin_clzll(f);
        fib[bits][fib[bits][0] != 0] = f;
        unsigned long long h = f + g;
        f = g, g = h;
    }
    unsigned long long n;
    while (read(n) && n) {
        unsigned long long *row = fib[64 - __builtin_clzll(n)];
        if (n == row[0] || n == row[1]) put("Second win\n", 11);
        else put("First win\n", 10);
    }
    flush();
    return 0;
}
