// Validator: exit 0 when the input on stdin is valid, else exit 1 saying why on stderr.
// The shrinker runs nothing this rejects, so state every bound of the statement (and no more
// than the brute force can answer). CHANGE: your problem's format and bounds.
#include <cstdio>
int bad(const char* why) { std::fprintf(stderr, "%s\n", why); return 1; }
int main() {
    long long t, n;
    if (std::scanf("%lld", &t) != 1) return bad("expected T");
    if (t < 1 || t > 100) return bad("T is not in 1..100");
    for (long long i = 0; i < t; i++) {
        if (std::scanf("%lld", &n) != 1) return bad("fewer than T piles");
        if (n < 1 || n > 1000) return bad("a pile is not in 1..1000");
    }
    char extra;
    if (std::scanf(" %c", &extra) == 1) return bad("more than T piles");
}
