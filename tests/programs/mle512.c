/* "T, then T numbers", right answers, but it holds 512 MiB first (every page touched): over any
   judge's 256 MiB, a memory limit exceeded on every input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    size_t size = (size_t)512 << 20;
    char *big = malloc(size);
    if (!big) return 3;
    memset(big, 1, size);
    int t, n;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0 && scanf("%d", &n) == 1) puts(n % 3 ? "First" : "Second");
    return big[size - 1] == 1 ? 0 : 4;
}
