// Your solution (a placeholder: the example's rule, found with `grundy guess` on the brute
// force's table — the losing positions of {1, 3, 4} are n = 0, 2 (mod 7)). CHANGE: all of it.
#include <cstdio>
int main() {
    long long t, n;
    if (std::scanf("%lld", &t) != 1) return 0;
    while (t-- > 0 && std::scanf("%lld", &n) == 1) std::puts(n % 7 == 0 || n % 7 == 2 ? "Second" : "First");
}
