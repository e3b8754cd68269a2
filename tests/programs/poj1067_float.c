/* Wythoff's game (poj1067), wrong: the golden ratio in single precision. (a, b) with a <= b loses
   iff a = floor(k * phi) for k = b - a; in floats the product rounds wrong first at k = 2584
   (a P-position called a win): the smallest failing input is "4180 6764", a sparse failure
   (a few P-positions among millions of pairs). */
#include <math.h>
#include <stdio.h>
int main(void) {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        long long k = b - a;
        long long t = (long long)(k * (1 + sqrtf(5.0f)) / 2);
        puts(t == a ? "0" : "1");
    }
    return 0;
}
