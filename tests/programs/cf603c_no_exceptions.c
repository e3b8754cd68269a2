/* cf603c (Lieges of Legendre), wrong: for k odd, the rule of the large piles (odd piles 0; an even
   pile 2 if its half has value 1, else 1) applied from 2 cows up, missing the table 0, 1, 0, 1, 2
   below 5. Smallest failing input: n = 1, k = 1, one pile of 2 (its true value is 0: the split
   gives one pile of 1, value 1; this says 2). */
#include <stdio.h>
static int g(long long x, int odd) {
    if (!odd) return x <= 2 ? (int)x : x % 2 == 0;
    if (x < 2) return (int)x;
    if (x % 2) return 0;
    return g(x / 2, odd) == 1 ? 2 : 1;
}
int main(void) {
    int n;
    long long k, a;
    scanf("%d %lld", &n, &k);
    int x = 0;
    for (int i = 0; i < n; i++) { scanf("%lld", &a); x ^= g(a, (int)(k % 2)); }
    puts(x ? "Kevin" : "Nicky");
    return 0;
}
