// gym103102b (Reverse Game) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Every move removes one or two inversions (a 1 before a 0), and both kinds exist while there are
// two: Bob wins iff the inversion count is 0 mod 3. The string (up to 10^6 chars) is read char by
// char and each 0 adds the number of 1s before it, where our solution uses a closed form over
// blocks; the count is the same.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= |s| <= 10^6 (only `0` and `1`).
// The bench's string is longer; the count still fits 64 bits. Relies on: |s| < 2^32, so the count
// of 1s is `unsigned`; the inversions (up to |s|^2 / 4) need 64 bits, and their remainder by 3 is
// taken once.
#include "contest_io.h"

int main() {
    int c = gc();
    while (c != -1 && c != '0' && c != '1') c = gc();
    unsigned ones = 0;
    unsigned long long inversions = 0;
    for (; c == '0' || c == '1'; c = gc()) {
        ones += c == '1';
        inversions += c == '0' ? ones : 0; // no branch on the bit: random bits mispredict
    }
    if (inversions % 3) put("Alice\n", 6);
    else put("Bob\n", 4);
    flush();
    return 0;
}
