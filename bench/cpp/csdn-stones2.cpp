// csdn-stones2 (stones game 2) as a speed-minded contestant writes it, the rival of `grundy bench`.
// A pile of p taking 1..m is worth p mod (m + 1); the first player wins iff the XOR of those is not
// 0. Data sets until the end of the input.
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Bounds: 2 <= N <= 10^4, 1 <= m <= 10^4, piles fit a signed 32-bit integer.
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


int main() {
    unsigned long long n, m, p;
    while (read(n) && read(m)) {
        unsigned x = 0, d = (unsigned)m + 1;
        for (unsigned long long i = 0; i < n; i++) read(p), x ^= (unsigned)p % d;
        if (x) put("Win\n", 4);
        else put("Lost\n", 5);
    }
    flush();
    return 0;
}
