/* hdu1907 (John: misère Nim), wrong: plays normal Nim (John wins iff the XOR is not 0), missing
   the all-ones case of the SJ theorem. Smallest failing input: one game of one pile of 1 (John
   must eat it: Brother wins; this says John). */
#include <stdio.h>
int main(void) {
    int t, n, a;
    scanf("%d", &t);
    while (t--) {
        int x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) { scanf("%d", &a); x ^= a; }
        puts(x ? "John" : "Brother");
    }
    return 0;
}
