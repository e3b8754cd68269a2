/* hdu5795 (split into three), wrong: right values (8k + 7 and 8k + 8 swapped), but the answers
   printed without their final period, which the judge's output has. Smallest failing input: the
   smallest game, one heap of 1 ("First player wins." expected, "First player wins" printed). */
#include <stdio.h>
int main(void) {
    int t, n;
    long long s;
    scanf("%d", &t);
    while (t--) {
        long long x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            scanf("%lld", &s);
            x ^= s % 8 == 7 ? s + 1 : s % 8 == 0 ? s - 1 : s;
        }
        puts(x ? "First player wins" : "Second player wins");
    }
    return 0;
}
