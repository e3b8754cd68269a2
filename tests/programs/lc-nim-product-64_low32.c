/* lc-nim-product-64 (Nim Product F_2^64), wrong: the nim product by Karatsuba over halves, but
   on 32-bit words (uint32_t), so each factor loses its top half and the answer is right only
   where A and B are below 2^32. Smallest failing input: one pair, 1 and 2^32 (the answer is
   2^32; this says 1 ⊗ 0 = 0). */
#include <stdint.h>
#include <stdio.h>
static uint32_t mul(uint32_t a, uint32_t b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    uint32_t mask = (half == 32) ? 0xFFFFFFFFu : ((1u << half) - 1);
    uint32_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    uint32_t c0 = mul(a0, b0, half), c2 = mul(a1, b1, half), m = mul(a0 ^ a1, b0 ^ b1, half);
    return ((m ^ c0) << half) | (c0 ^ mul(c2, 1u << (half - 1), half));
}
int main(void) {
    unsigned long long t, a, b;
    if (scanf("%llu", &t) != 1) return 1;
    while (t--) {
        if (scanf("%llu %llu", &a, &b) != 2) return 1;
        printf("%u\n", mul((uint32_t)a, (uint32_t)b, 32));
    }
    return 0;
}
