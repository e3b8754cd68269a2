// poj2348 (Euclid's game) as a speed-minded contestant writes it, the rival of `grundy bench`.
// With a >= b, the mover wins as soon as a >= 2b or a = b; otherwise the move to (b, a - b) is
// forced and the turn passes: walk the forced moves and count them.
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 1 <= a, b <= 2^31 - 1.
// Pairs until 0 0. Relies on: a, b < 2^31, so they are `unsigned` (and 2b fits).
#include "contest_io.h"

int main() {
    unsigned a, b;
    while (read(a) && read(b) && (a | b)) {
        if (a < b) { unsigned t = a; a = b; b = t; }
        bool stan = true;
        while (a != b && a < 2 * b) {
            unsigned c = a - b;
            a = b, b = c;
            stan = !stan;
        }
        if (stan) put("Stan wins\n", 10);
        else put("Ollie wins\n", 11);
    }
    flush();
    return 0;
}
