// poj2311 (Cutting Game) as a speed-minded contestant writes it, the rival of `grundy bench`. Only
// cuts leaving both parts at least 2 wide are worth playing, so Sprague-Grundy over those: g(w, h)
// = mex of g(i, h) ^ g(w - i, h) and g(w, j) ^ g(w, h - j), the table for 2..200 built once (as our
// solution does up to the largest side asked).
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Judge bounds: 2 <= W, H <= 200.
#include <cstdio>
#include <cstring>

static char ibuf[1 << 16], obuf[1 << 16];
static size_t ipos, ilen, opos;

static inline int gc() {
    if (ipos == ilen) {
        ilen = fread(ibuf, 1, sizeof ibuf, stdin);
        ipos = 0;
        if (ilen == 0) return -1;
    }
    return (unsigned char)ibuf[ipos++];
}

static inline bool read(unsigned long long &x) {
    x = 0;
    int c = gc();
    while (c != -1 && (c < '0' || c > '9')) c = gc();
    if (c == -1) return false;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = gc();
    }
    return true;
}

static inline void flush() {
    fwrite(obuf, 1, opos, stdout);
    opos = 0;
}

static inline void put(const char *s, size_t n) {
    if (opos + n > sizeof obuf) flush();
    memcpy(obuf + opos, s, n);
    opos += n;
}


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
    unsigned long long w, h;
    while (read(w) && read(h)) {
        if (g[w][h]) put("WIN\n", 4);
        else put("LOSE\n", 5);
    }
    flush();
    return 0;
}
