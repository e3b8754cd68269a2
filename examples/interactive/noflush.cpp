// The right player, but it never flushes: printf to a pipe is buffered until 4096 bytes or the
// end, so its first answer never reaches the interactor and both wait for each other.
// (The fix: fflush(stdout) after each line, or cout << endl.)
#include <cstdio>
int main() {
    long long n, k, t;
    if (scanf("%lld %lld", &n, &k) != 2) return 1;
    bool first = n % (k + 1) != 0;
    printf("%d\n", first ? 1 : 2);
    if (!first && scanf("%lld", &t) == 1) n -= t;
    while (n > 0) {
        long long take = n % (k + 1);
        printf("%lld\n", take);
        n -= take;
        if (n > 0 && scanf("%lld", &t) == 1) n -= t;
    }
}
