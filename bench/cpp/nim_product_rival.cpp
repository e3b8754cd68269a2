// The fastest public approach to nim products of 64-bit numbers, as `grundy bench --snippet
// nim_product` times it: the contestant's rival for lc-nim-product-64 (byte tables into
// GF(2)[x]/(m), one carry-less multiply, Barrett reduction), its core only, on the 10^6 pairs the
// snippets' drivers draw (xorshift64 from one seed). Prints the XOR of the products and the
// nanoseconds from the start of main (its tables built) to the last product.
#define main lc_nim_product_64_main
#include "lc-nim-product-64.cpp"
#undef main
#include <chrono>

int main() {
    auto start = std::chrono::steady_clock::now();
    build();
    uint64_t s = 0x9E3779B97F4A7C15ULL, acc = 0;
    for (int i = 0; i < 1000000; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        uint64_t a = s;
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        acc ^= mul(a, s);
    }
    auto ns = std::chrono::steady_clock::now() - start;
    std::printf("%llu %lld\n", (unsigned long long)acc,
                (long long)std::chrono::duration_cast<std::chrono::nanoseconds>(ns).count());
}
