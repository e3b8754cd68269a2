// poj1704 (Georgia and Bob) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Staircase Nim: sort the cells, pair them from the right (the leftmost with the wall at cell 0
// when N is odd); Georgia wins iff the XOR of the gaps inside the pairs is not 0. Unlike our
// solution (a bitmap when the board is dense, so no sort), this sorts, as the usual contestant
// solution does.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= T <= 20, 1 <= N <= 1000, 1 <= Pi <= 10 000 (distinct).
// Relies on: every value < 2^32, so all are `unsigned`.
#include <algorithm>
#include "contest_io.h"

static unsigned a[10005]; // distinct cells of at most 10000: N <= 10000 even beyond the judge's T

int main() {
    unsigned t, n;
    read(t);
    while (t--) {
        read(n);
        for (unsigned i = 0; i < n; i++) read(a[i]);
        std::sort(a, a + n);
        unsigned x = 0;
        long long i = (long long)n - 1;
        for (; i >= 1; i -= 2) x ^= a[i] - a[i - 1] - 1;
        if (i == 0) x ^= a[0] - 1;
        if (x) put("Georgia will win\n", 17);
        else put("Bob will win\n", 13);
    }
    flush();
    return 0;
}
