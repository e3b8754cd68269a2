/* poj2348 (Euclid's game), wrong: the walk down the forced moves stops only at a >= 2b, so a pair
   a = b (where Stan subtracts b once and wins) is walked one step too far, to (b, 0), and called
   lost. Smallest failing input: the pair 1 1 (then 0 0): Stan wins; this says Ollie. */
#include <stdio.h>
int main(void) {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        int stan = 1;
        for (;;) {
            if (a < b) { long long t = a; a = b; b = t; }
            if (a >= 2 * b) break;
            a -= b;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
