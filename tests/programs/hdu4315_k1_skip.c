/* hdu4315 (Climbing the Hill), wrong: for k = 1 it prints Alice and goes on to the next game
   without reading that game's N positions, which are then read as the next N and k. Right
   otherwise (staircase Nim from the bottom, the virtual person at 0 for k = 2). Smallest failing
   input: one game of two persons at 1 and 2 with k = 1: its positions "1 2" are read as a game of
   N = 1, k = 2 whose position is missing, and answered too (an extra line). With one person the
   leftover "1" is an N without a k, and the loop ends right. */
#include <stdio.h>
int main(void) {
    int n, k;
    static int p[100001]; /* room for any N the leftovers make */
    while (scanf("%d %d", &n, &k) == 2) {
        if (k == 1) { puts("Alice"); continue; }
        for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
        int x = 0, i = n;
        for (; i >= 2; i -= 2) x ^= p[i] - p[i - 1] - 1;
        if (i == 1) x ^= k == 2 ? p[1] - 1 : p[1];
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
