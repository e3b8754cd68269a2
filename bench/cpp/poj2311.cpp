// poj2311 (Cutting Game) as a speed-minded contestant writes it, the rival of `grundy bench`. Only
// cuts leaving both parts at least 2 wide are worth playing, so Sprague-Grundy over those: g(w, h)
// = mex of g(i, h) ^ g(w - i, h) and g(w, j) ^ g(w, h - j), the table for 2..200 built once (as our
// solution does up to the largest side asked).
// Input and output: contest_io.h (fread and fwrite through 64 KiB buffers, a byte loop to parse).
// Judge bounds: 2 <= W, H <= 200.
// Relies on: W, H <= 200, so they are `unsigned` indices into the table.
#include "contest_io.h"

static unsigned char g[201][201];

int main() {
    for (int w = 2; w <= 200; w++)
        for (int h = 2; h <= 200; h++) {
            unsigned seen = 0;
            for (int i = 2; w - i >= 2; i++) seen |= 1u << (g[i][h] ^ g[w - i][h]);
            for (int j = 2; h - j >= 2; j++) seen |= 1u << (g[w][j] ^ g[w][h - j]);
            int v = 0;
            while (seen >> v & 1) v++;
            g[w][h] = (unsigned char)v;
        }
    unsigned w, h;
    while (read(w) && read(h)) {
        if (g[w][h]) put("WIN\n", 4);
        else put("LOSE\n", 5);
    }
    flush();
    return 0;
}
