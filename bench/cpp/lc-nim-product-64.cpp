// lc-nim-product-64 (Nim Product F_2^64) as a speed-minded contestant writes it, the rival of
// `grundy bench`: the best-known portable approach (maspy's library, nt/nimber): Karatsuba over
// halves, 64 -> 32 -> 16 bits, where x (x) x = x ^ 2^(m-1) for x = 2^m, and below 2^16 the
// logarithms to the base 10279 (a generator of the 65535 nonzero 16-bit nimbers).
// Input: contest_io.h (fread through a 64 KiB buffer, a byte loop to parse); output: two digits
// at a time from a 200-byte table, into contest_io.h's buffer. Relies on: nothing beyond uint64_t.
// Judge bounds: 1 <= T <= 10^6, 0 <= A, B <= 2^64 - 1.
#include "contest_io.h"
#include <cstdint>

static uint16_t LOG[1 << 16], EXP[2 * 65535];
static char DIGITS[201];

// The definition's recursion on halves, only to build the tables.
static uint32_t slow(uint32_t a, uint32_t b, int bits) {
    if (bits == 1) return a & b;
    int h = bits / 2;
    uint32_t mask = (1u << h) - 1, a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    uint32_t c0 = slow(a0, b0, h), c2 = slow(a1, b1, h), m = slow(a0 ^ a1, b0 ^ b1, h);
    return ((m ^ c0) << h) | (c0 ^ slow(c2, 1u << (h - 1), h));
}

static void build() {
    uint32_t times[16];  // 2^i (x) 10279: multiplying by 10279 is linear over the bits
    for (int i = 0; i < 16; i++) times[i] = slow(1u << i, 10279, 16);
    uint32_t p = 1;
    for (int i = 0; i < 65535; i++) {
        EXP[i] = EXP[i + 65535] = (uint16_t)p;
        LOG[p] = (uint16_t)i;
        uint32_t q = 0;
        for (uint32_t r = p; r; r &= r - 1) q ^= times[__builtin_ctz(r)];
        p = q;
    }
    for (int i = 0; i < 100; i++) DIGITS[2 * i] = char('0' + i / 10), DIGITS[2 * i + 1] = char('0' + i % 10);
}

static inline uint32_t mul16(uint32_t a, uint32_t b) {
    if (!a || !b) return 0;
    return EXP[LOG[a] + LOG[b]];
}
static inline uint32_t mul32(uint32_t a, uint32_t b) {
    uint32_t a1 = a >> 16, a0 = a & 0xFFFF, b1 = b >> 16, b0 = b & 0xFFFF;
    uint32_t c0 = mul16(a0, b0), c2 = mul16(a1, b1), m = mul16(a0 ^ a1, b0 ^ b1);
    return ((m ^ c0) << 16) | (c0 ^ mul16(c2, 1u << 15));
}
static inline uint64_t mul64(uint64_t a, uint64_t b) {
    uint32_t a1 = uint32_t(a >> 32), a0 = uint32_t(a), b1 = uint32_t(b >> 32), b0 = uint32_t(b);
    uint64_t c0 = mul32(a0, b0), c2 = mul32(a1, b1), m = mul32(a0 ^ a1, b0 ^ b1);
    return ((m ^ c0) << 32) | (c0 ^ mul32(uint32_t(c2), 1u << 31));
}

static inline void write(uint64_t x) {
    char s[24];
    int n = 24;
    s[--n] = '\n';
    while (x >= 100) {
        unsigned d = unsigned(x % 100);
        x /= 100;
        n -= 2;
        memcpy(s + n, DIGITS + 2 * d, 2);
    }
    if (x >= 10) {
        n -= 2;
        memcpy(s + n, DIGITS + 2 * x, 2);
    } else {
        s[--n] = char('0' + x);
    }
    put(s + n, size_t(24 - n));
}

int main() {
    build();
    unsigned t;
    uint64_t a, b;
    read(t);
    while (t--) {
        read(a), read(b);
        write(mul64(a, b));
    }
    flush();
    return 0;
}
