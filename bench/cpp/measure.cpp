// The measuring helper of `grundy bench`: run one program with stdin from a file and stdout to a
// file, and print its wall time, user and system CPU time and peak resident memory.
//
//   measure INPUT OUTPUT PROGRAM [ARG...]
//   prints: <wall µs> <user µs> <system µs> <peak RSS KiB> <exit code, or 128 + signal>
//
// Why a helper: Rust's std has no getrusage, and the bench wants each child's own figures. Here
// wait4 returns the rusage of exactly the child it reaped, so nothing else is counted and nothing
// can race (reading VmHWM from /proc/<pid>/status must catch the process before it exits). The
// wall clock starts just before fork and stops when wait4 returns, with no Rust process in
// between. GNU time does the same but rounds to 10 ms, too coarse for runs of 10-200 ms.
//
// One caveat of ru_maxrss on Linux: exec keeps the high-water mark of the process image it
// replaces, so the forking process's own footprint is a floor under every figure. This helper is
// plain C (built with g++ all the same) and allocates nothing: a static do-nothing child measures
// 548 KiB under it, as under GNU time, where a fork of `grundy` itself would add its tens of MB.
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long micros(struct timespec t) {
    return (long long)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static long long cpu_micros(struct timeval t) {
    return (long long)t.tv_sec * 1000000 + t.tv_usec;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: measure INPUT OUTPUT PROGRAM [ARG...]\n");
        return 2;
    }
    int in = open(argv[1], O_RDONLY);
    int out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0) {
        perror(in < 0 ? argv[1] : argv[2]);
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 2;
    }
    if (pid == 0) {
        dup2(in, 0);
        dup2(out, 1);
        execvp(argv[3], argv + 3);
        _exit(127); // the parent reports 127: could not start
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) {
        perror("wait4");
        return 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    printf("%lld %lld %lld %ld %d\n", micros(end) - micros(start), cpu_micros(usage.ru_utime),
           cpu_micros(usage.ru_stime), usage.ru_maxrss, code);
    return 0;
}
