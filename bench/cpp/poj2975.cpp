// poj2975 (Nim, count the winning moves) as a speed-minded contestant writes it, the rival of
// `grundy bench`. With x the XOR of all piles, a move on pile k wins iff k ^ x < k. Cases until n =
// 0 (or the end of the input).
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Judge bounds: n <= 1000, 1 <= k <= 10^9.
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


static unsigned a[1005];

int main() {
    unsigned long long n, k;
    while (read(n) && n) {
        unsigned x = 0;
        for (unsigned long long i = 0; i < n; i++) read(k), a[i] = (unsigned)k, x ^= a[i];
        unsigned count = 0;
        for (unsigned long long i = 0; i < n; i++) count += (a[i] ^ x) < a[i];
        char s[12];
        int len = 0;
        do s[11 - len++] = (char)('0' + count % 10), count /= 10;
        while (count);
        put(s + 12 - len, len);
        put("\n", 1);
    }
    flush();
    return 0;
}
