/* poj2975 (count the winning moves of Nim), wrong: the XOR of the piles kept in 16 bits. Smallest
   failing input: one game of one pile of 65536 (one winning move; this says none). */
#include <stdio.h>
int main(void) {
    int n;
    static long long a[1000];
    while (scanf("%d", &n) == 1 && n) {
        unsigned short x = 0;
        for (int i = 0; i < n; i++) { scanf("%lld", &a[i]); x ^= (unsigned short)a[i]; }
        int c = 0;
        for (int i = 0; i < n; i++) if ((a[i] ^ x) < a[i]) c++;
        printf("%d\n", c);
    }
    return 0;
}
