/* nod1067, right answers, but on any N above 10^6 it sleeps for an hour: idle, not busy. Smallest
   failing input: one game, N = 1000001, a time limit because it is idle past the limit. */
#include <stdio.h>
#include <unistd.h>
int main(void) {
    long long t, n;
    if (scanf("%lld", &t) != 1) return 1;
    while (t-- > 0 && scanf("%lld", &n) == 1) {
        if (n > 1000000) sleep(3600);
        puts(n % 7 == 0 || n % 7 == 2 ? "B" : "A");
    }
    return 0;
}
