// The input and output every rival in bench/cpp shares, as a speed-minded contestant writes them:
// stdin read with fread into a 64 KiB buffer, refilled as it is consumed, and parsed a byte at a
// time (`gc`, a getchar over that buffer; `read` skips to the next digits and folds them); output
// gathered in a 64 KiB buffer flushed with fwrite (`put`, then `flush` once at the end).
// A contestant pastes these lines at the top of each file; here they live once and every rival
// includes them (the compiled code is the same). Tokens are unsigned decimal integers separated
// by anything else, which covers spaces, tabs and CRLF.
#ifndef CONTEST_IO_H
#define CONTEST_IO_H
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

// `read` is a template over the unsigned type: each rival reads into the narrowest type its bounds
// allow (`unsigned` for values up to 2^32 - 1), as a strong contestant declares them.
template <class T> static inline bool read(T &x) {
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

#endif
