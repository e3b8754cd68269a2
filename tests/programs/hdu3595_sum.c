/* hdu3595 (GG and MM, Every-SG), wrong: played as a plain sum (move in one game per turn), MM
   wins iff an odd number of the games are won for the player to move (each Euclid game's value
   taken as 1 or 0). Smallest failing input: one test case of two games (1, 1): each is won in one
   step, both end on MM's first turn, MM wins; the sum says GG. */
#include <stdio.h>
static int won(long long a, long long b) {
    if (a < b) { long long t = a; a = b; b = t; }
    if (b == 0) return 0;
    if (a % b == 0 || a >= 2 * b) return 1;
    return !won(b, a - b);
}
int main(void) {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; i++) { long long p, q; scanf("%lld %lld", &p, &q); x ^= won(p, q); }
        puts(x ? "MM" : "GG");
    }
    return 0;
}
