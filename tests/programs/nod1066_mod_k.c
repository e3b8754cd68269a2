/* nod1066 (Bash's game), wrong: tests N % K instead of N % (K + 1). Smallest failing input: one
   game, N = K = 1 (A wins by taking the stone; this says B). */
#include <stdio.h>
int main(void) {
    long long t, n, k;
    if (scanf("%lld", &t) != 1) return 1;
    while (t-- > 0 && scanf("%lld %lld", &n, &k) == 2) puts(n % k ? "A" : "B");
    return 0;
}
