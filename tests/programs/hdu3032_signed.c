/* hdu3032 (Lasker's Nim), wrong: the Grundy values XORed in a signed int and the answer tested as
   XOR > 0. A heap of 2^31 - 1 (= 3 mod 4) has value 2^31, which wraps to INT_MIN: the XOR is then
   negative and this says Bob. Smallest failing input: one game of one heap of 2147483647. */
#include <stdio.h>
int main(void) {
    int t, n;
    long long s;
    scanf("%d", &t);
    while (t--) {
        int x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            scanf("%lld", &s);
            long long g = s % 4 == 3 ? s + 1 : s % 4 == 0 ? s - 1 : s;
            x ^= (int)(unsigned)g;
        }
        puts(x > 0 ? "Alice" : "Bob");
    }
    return 0;
}
