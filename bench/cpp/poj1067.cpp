// poj1067 (Wythoff's game) as a speed-minded contestant writes it, the rival of `grundy bench`.
// With a <= b and k = b - a the mover loses iff a = floor(k * phi). The usual contestant code takes
// floor(k * (1 + sqrt 5) / 2) in double, which is off by one for 95 values of k <= 10^9, the first
// k = 102334155, a Fibonacci number (counted against the exact test by a throwaway program; such
// pairs lie inside the bounds). So, as in our solution, the integer test a >= k and a(a - k) < k^2
// < (a + 1)(a - k + 1), exact in 64 bits for a, b <= 10^9.
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Judge bounds: 0 <= a, b <= 10^9, pairs until the end of the input.
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
    unsigned long long x, y;
    while (read(x) && read(y)) {
        unsigned long long a = x < y ? x : y, k = (x < y ? y : x) - a, d = a - k;
        bool lost = k == 0 ? a == 0 : a >= k && a * d < k * k && k * k < (a + 1) * (d + 1);
        put(lost ? "0\n" : "1\n", 2);
    }
    flush();
    return 0;
}
