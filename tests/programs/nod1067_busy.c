/* nod1067, right answers, but it never ends (a busy loop) on any N above 10^6. Smallest failing
   input: one game, N = 1000001, a time limit by CPU time. */
#include <stdio.h>
int main(void) {
    long long t, n;
    volatile unsigned long spin = 0;
    if (scanf("%lld", &t) != 1) return 1;
    while (t-- > 0 && scanf("%lld", &n) == 1) {
        if (n > 1000000) for (;;) spin++;
        puts(n % 7 == 0 || n % 7 == 2 ? "B" : "A");
    }
    return 0;
}
