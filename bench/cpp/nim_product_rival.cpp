// The fastest public approach to nim products of 64-bit numbers, as `grundy bench --snippet
// nim_product` times it: the contestant's rival for lc-nim-product-64 (byte tables into
// GF(2)[x]/(m), one carry-less multiply, Barrett reduction), its core only, on the 10^6 pairs the
// snippets' drivers draw (xorshift64 from one seed). Prints the XOR of the products.
#define main lc_nim_product_64_main
#include "lc-nim-product-64.cpp"
#undef main

int main() {
    build();
    uint64_t s = 0x9E3779B97F4A7C15ULL, acc = 0;
    for (int i = 0; i < 1000000; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        uint64_t a = s;
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        acc ^= mul(a, s);
    }
    std::printf("%llu\n", (unsigned long long)acc);
}
