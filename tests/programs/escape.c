/* "T, then T numbers", right, but it leaves a child behind in a session of its own (setsid) that
   sleeps on with our stdout open, and a grandchild by a double fork: nothing may outlive the run,
   and the right answers must still be read. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(void) {
    fflush(stdout);
    if (fork() == 0) {
        setsid();
        execlp("sleep", "sleep", "91.271", (char *)0);
        _exit(1);
    }
    if (fork() == 0) {
        if (fork() == 0) {
            execlp("sleep", "sleep", "91.272", (char *)0);
            _exit(1);
        }
        _exit(0);
    }
    int t, n;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0 && scanf("%d", &n) == 1) puts(n % 3 ? "First" : "Second");
    return 0;
}
