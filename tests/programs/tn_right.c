/* "T, then T numbers", right: the first player wins iff N is not a multiple of 3. */
#include <stdio.h>
int main(void) {
    int t, n;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0 && scanf("%d", &n) == 1) puts(n % 3 ? "First" : "Second");
    return 0;
}
