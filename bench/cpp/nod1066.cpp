// nod1066 (Bash game) as a speed-minded contestant writes it, the rival of `grundy bench`. The
// player to move loses iff (K + 1) divides N.
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Judge bounds: T <= 10^4, 1 <= N, K <= 10^9.
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
    unsigned long long t, n, k;
    read(t);
    while (t--) {
        read(n), read(k);
        put(n % (k + 1) ? "A\n" : "B\n", 2);
    }
    flush();
    return 0;
}
