// lc-nim-product-64 (Nim Product F_2^64) as a speed-minded contestant writes it, the rival of
// `grundy bench`: the fastest public approach, F_2^64 carried onto GF(2)[x]/(m) and one carry-less
// multiply (pclmulqdq, assumed present as on every judge's x86-64). 2^32 lies in no proper subfield
// (those are the nimbers below 2^16, 2^8, ...), so its powers 1, g, ..., g^63 are a basis; both
// factors go to that basis by 8 byte tables, are multiplied as polynomials, reduced mod g's minimal
// polynomial m by Barrett (two more carry-less multiplies), and come back by 8 byte tables.
// The tables are built from a nim product by the definition's Karatsuba recursion (x (x) x =
// x ^ 2^(m-1) for x = 2^m) and a 64 x 64 elimination.
// Input: contest_io.h (fread through a 64 KiB buffer, a byte loop to parse); output: two digits
// at a time from a 200-byte table, into contest_io.h's buffer. Relies on: pclmul (x86-64).
// Judge bounds: 1 <= T <= 10^6, 0 <= A, B <= 2^64 - 1.
#pragma GCC target("pclmul")
#include "contest_io.h"
#include <cstdint>
#include <immintrin.h>
#include <utility>

static uint64_t TO_POLY[8][256], TO_NIM[8][256], M, MU;
static char DIGITS[201];

static uint64_t slow(uint64_t a, uint64_t b, int bits) {
    if (bits == 1) return a & b;
    int h = bits / 2;
    uint64_t mask = h == 64 ? ~0ULL : (1ULL << h) - 1;
    uint64_t a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    uint64_t c0 = slow(a0, b0, h), c2 = slow(a1, b1, h), m = slow(a0 ^ a1, b0 ^ b1, h);
    return ((m ^ c0) << h) | (c0 ^ slow(c2, 1ULL << (h - 1), h));
}

static inline uint64_t apply(const uint64_t t[8][256], uint64_t x) {
    return t[0][x & 255] ^ t[1][x >> 8 & 255] ^ t[2][x >> 16 & 255] ^ t[3][x >> 24 & 255] ^
           t[4][x >> 32 & 255] ^ t[5][x >> 40 & 255] ^ t[6][x >> 48 & 255] ^ t[7][x >> 56];
}

static void build() {
    uint64_t pw[65], inv[64], row[64];
    pw[0] = 1;
    for (int i = 1; i <= 64; i++) pw[i] = slow(pw[i - 1], 1ULL << 32, 64);
    // Solve for the polynomial of each nimber bit: rows (g^i | x^i), eliminated to (2^k | inv[k]).
    for (int i = 0; i < 64; i++) row[i] = pw[i], inv[i] = 1ULL << i;
    for (int k = 0; k < 64; k++) {
        int p = k;
        while (!(row[p] >> k & 1)) p++;
        std::swap(row[k], row[p]), std::swap(inv[k], inv[p]);
        for (int r = 0; r < 64; r++)
            if (r != k && (row[r] >> k & 1)) row[r] ^= row[k], inv[r] ^= inv[k];
    }
    for (int j = 0; j < 8; j++)
        for (int v = 0; v < 256; v++) {
            uint64_t p = 0, q = 0;
            for (int b = 0; b < 8; b++)
                if (v >> b & 1) p ^= inv[8 * j + b], q ^= pw[8 * j + b];
            TO_POLY[j][v] = p, TO_NIM[j][v] = q;
        }
    M = apply(TO_POLY, pw[64]);  // m = x^64 + M
    unsigned __int128 r = (unsigned __int128)M << 64;
    for (int d = 127; d >= 64; d--)
        if (r >> d & 1) MU |= 1ULL << (d - 64), r ^= (((unsigned __int128)1 << 64) | M) << (d - 64);
    for (int i = 0; i < 100; i++) DIGITS[2 * i] = char('0' + i / 10), DIGITS[2 * i + 1] = char('0' + i % 10);
}

static inline uint64_t mul(uint64_t a, uint64_t b) {
    __m128i f = _mm_set_epi64x((long long)apply(TO_POLY, b), (long long)apply(TO_POLY, a));
    __m128i k = _mm_set_epi64x((long long)MU, (long long)M);
    __m128i p = _mm_clmulepi64_si128(f, f, 0x10);
    __m128i q = _mm_xor_si128(_mm_clmulepi64_si128(p, k, 0x11), p);
    __m128i r = _mm_xor_si128(_mm_clmulepi64_si128(q, k, 0x01), p);
    return apply(TO_NIM, (uint64_t)_mm_cvtsi128_si64(r));
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
        write(mul(a, b));
    }
    flush();
    return 0;
}
