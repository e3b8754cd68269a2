/* Floods stdout with 1 GiB: an output limit exceeded, every time, as fast as it writes. */
#include <stdio.h>
#include <string.h>
int main(void) {
    static char line[1 << 16];
    memset(line, '1', sizeof line);
    for (int i = 0; i < (1 << 14); i++) fwrite(line, 1, sizeof line, stdout);
    return 0;
}
