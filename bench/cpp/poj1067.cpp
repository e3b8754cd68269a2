// poj1067 (Wythoff's game) as a speed-minded contestant writes it, the rival of `grundy bench`.
// With a <= b and k = b - a the mover loses iff a = floor(k * phi). The usual contestant code takes
// floor(k * (1 + sqrt 5) / 2) in double, which is off by one for 95 values of k <= 10^9, the first
// k = 102334155, a Fibonacci number (counted against the exact test by a throwaway program; such
// pairs lie inside the bounds). So, as in our solution, the integer test a >= k and a(a - k) < k^2
// < (a + 1)(a - k + 1), exact in 64 bits for a, b <= 10^9.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 0 <= a, b <= 10^9.
// Pairs until the end of the input. Relies on: a, b < 2^32, so they are read and compared as
// `unsigned`; only the products (up to about 10^18) take 64 bits.
#include "contest_io.h"

int main() {
    unsigned x, y;
    while (read(x) && read(y)) {
        unsigned a = x < y ? x : y, k = (x < y ? y : x) - a;
        unsigned long long a64 = a, d = a - k, kk = (unsigned long long)k * k;
        bool lost = k == 0 ? a == 0 : a >= k && a64 * d < kk && kk < (a64 + 1) * (d + 1);
        put(lost ? "0\n" : "1\n", 2);
    }
    flush();
    return 0;
}
