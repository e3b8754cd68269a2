/* Never ends: a busy loop (for Ctrl-C while runs are in flight). */
int main(void) {
    volatile unsigned long x = 0;
    for (;;) x++;
}
