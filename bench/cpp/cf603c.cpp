// cf603c (Lieges of Legendre) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Only k's parity matters. k even: g = 0, 1, 2 up to 2, then 1 for even piles and 0 for odd ones.
// k odd: g = 0, 1, 0, 1, 2 up to 4, 0 for odd piles from 5, and for even x >= 6, 2 if g(x / 2) = 1
// else 1 (the halvings walked by recursion).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= n <= 10^5, 1 <= k <= 10^9, 1 <= a_i <= 10^9.
// One game. Relies on: piles up to 10^9 and k up to 10^9, so `unsigned`.
#include "contest_io.h"

static const unsigned small[5] = {0, 1, 0, 1, 2};

static unsigned odd_k(unsigned x) {
    if (x < 5) return small[x];
    if (x % 2) return 0;
    return odd_k(x / 2) == 1 ? 2 : 1;
}

int main() {
    unsigned n, k, a;
    read(n);
    read(k);
    unsigned x = 0;
    bool odd = k % 2;
    for (unsigned i = 0; i < n; i++) {
        read(a);
        x ^= odd ? odd_k(a) : a <= 2 ? a : a % 2 == 0;
    }
    if (x) put("Kevin\n", 6);
    else put("Nicky\n", 6);
    flush();
    return 0;
}
