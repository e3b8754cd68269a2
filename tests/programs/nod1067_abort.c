/* nod1067 (take 1, 3 or 4), right answers, but it aborts on any N above 5*10^8 (as a failed
   assertion would). Smallest failing input: one game, N = 500000001. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    long long t, n;
    if (scanf("%lld", &t) != 1) return 1;
    while (t-- > 0 && scanf("%lld", &n) == 1) {
        if (n > 500000000) abort();
        puts(n % 7 == 0 || n % 7 == 2 ? "B" : "A");
    }
    return 0;
}
