// gym103102b (Reverse Game) as a speed-minded contestant writes it, the rival of `grundy bench`.
// Every move removes one or two inversions (a 1 before a 0), and both kinds exist while there are
// two: Bob wins iff the inversion count is 0 mod 3. The string (up to 10^6 chars) is read char by
// char and each 0 adds the number of 1s before it, where our solution uses a closed form over
// blocks; the count is the same.
// Input: fread into a 64 KiB buffer refilled as it goes, a byte loop to parse; output: a 64 KiB
// buffer flushed with fwrite.
// Judge bounds: 1 <= |s| <= 10^6 (the bench string is longer; the count still fits 64 bits).
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
    int c = gc();
    while (c != -1 && c != '0' && c != '1') c = gc();
    unsigned long long ones = 0, inversions = 0;
    for (; c == '0' || c == '1'; c = gc()) {
        ones += c == '1';
        inversions += c == '0' ? ones : 0; // no branch on the bit: random bits mispredict
    }
    if (inversions % 3) put("Alice\n", 6);
    else put("Bob\n", 4);
    flush();
    return 0;
}
