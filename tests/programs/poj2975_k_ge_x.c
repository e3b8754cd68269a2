/* poj2975, wrong: counts the piles k >= x (x the XOR of all piles) instead of those where
   k XOR x < k. Right on the official sample. */
#include <stdio.h>
int main(void) {
    int n;
    static long long a[1000];
    while (scanf("%d", &n) == 1 && n) {
        long long x = 0;
        for (int i = 0; i < n; i++) { scanf("%lld", &a[i]); x ^= a[i]; }
        int c = 0;
        for (int i = 0; x && i < n; i++) if (a[i] >= x) c++;
        printf("%d\n", c);
    }
    return 0;
}
