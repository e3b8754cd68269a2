// hdu3595 (GG and MM, Every-SG) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Each Euclid game's (win, step) by recursion on (a, b), a >= b: a % b == 0 gives (win, 1);
// b < a < 2b is forced: the child's, flipped, one step more; otherwise won, with one step more
// than (b, a % b) if that is lost, two if it is won. MM wins iff the largest step is odd.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= N <= 1000, 1 <= p, q <= 1000.
// Test cases until the end of the input. Relies on: p, q <= 1000, so `unsigned`.
#include "contest_io.h"

static unsigned steps(unsigned a, unsigned b, bool &win) {
    if (b == 0) { win = false; return 0; }
    if (a % b == 0) { win = true; return 1; }
    bool child;
    if (a < 2 * b) {
        unsigned s = steps(b, a - b, child);
        win = !child;
        return s + 1;
    }
    unsigned s = steps(b, a % b, child);
    win = true;
    return s + (child ? 2 : 1);
}

int main() {
    unsigned n, p, q;
    while (read(n)) {
        unsigned most = 0;
        for (unsigned i = 0; i < n; i++) {
            read(p), read(q);
            bool win;
            unsigned s = p >= q ? steps(p, q, win) : steps(q, p, win);
            if (s > most) most = s;
        }
        if (most % 2) put("MM\n", 3);
        else put("GG\n", 3);
    }
    flush();
    return 0;
}
