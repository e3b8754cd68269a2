/* "T, then T numbers", wrong: a table of 1002 answers read without a bound check; it aborts above
   1001. Smallest failing input: T = 1 and N = 1002. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    static char first[1002];
    for (int n = 0; n <= 1001; n++) first[n] = n % 3 != 0;
    int t, n;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0 && scanf("%d", &n) == 1) {
        if (n > 1001) abort();
        puts(first[n] ? "First" : "Second");
    }
    return 0;
}
