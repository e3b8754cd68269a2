/* "T, then T numbers", wrong on a periodic class: every N >= 1000 with N = 2 (mod 5) gets the
   wrong player. Smallest failing input: T = 1 and N = 1002 (every N below it is answered right). */
#include <stdio.h>
int main(void) {
    int t, n;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0 && scanf("%d", &n) == 1) {
        int first = n % 3 != 0;
        if (n >= 1000 && n % 5 == 2) first = !first;
        puts(first ? "First" : "Second");
    }
    return 0;
}
