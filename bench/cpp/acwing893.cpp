// acwing893 (Nim with a set of take sizes) as a speed-minded contestant writes it, the rival of
// `grundy bench`. Sprague-Grundy: g(h) = mex of g(h - s) over the sizes s <= h, tabulated up to the
// largest pile seen so far (as our solution does); the first player wins iff the XOR is not 0.
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Judge bounds: 1 <= n, k <= 100, 1 <= s, h <= 10000.
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


#include <algorithm>

static unsigned s[105], g[10005], mark[105];

int main() {
    unsigned long long k, n, h;
    read(k);
    for (unsigned long long i = 0; i < k; i++) read(h), s[i] = (unsigned)h;
    std::sort(s, s + k);
    k = std::unique(s, s + k) - s;
    read(n);
    unsigned done = 1, x = 0; // g[0] = 0: a pile of 0 has no move
    while (n--) {
        read(h);
        for (; done <= h; done++) {
            for (unsigned i = 0; i < k && s[i] <= done; i++) mark[g[done - s[i]]] = done;
            unsigned v = 0;
            while (mark[v] == done) v++;
            g[done] = v;
        }
        x ^= g[h];
    }
    put(x ? "Yes\n" : "No\n", x ? 4 : 3);
    flush();
    return 0;
}
