// hdu2516 (Fibonacci game) as a speed-minded contestant writes it, the rival of `grundy bench`. The
// first player loses iff n is a Fibonacci number; as in our solution, a table by bit length (at
// most two Fibonacci numbers share one) answers with one lookup.
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Judge bounds: 2 <= n < 2^31, lines until 0.
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
