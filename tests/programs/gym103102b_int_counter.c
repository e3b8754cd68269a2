/* gym103102b (Reverse Game), wrong: the right rule (Bob wins iff the inversions are a multiple of
   3), but the inversions counted in 32 bits, wrapping past 2^31 - 1 as a C++ `int` does. Wrong only
   on strings of about 92 682 bytes and more (46 341 ones, then 46 341 zeros, is the shortest with
   2^31 inversions). */
#include <stdio.h>
#include <stdint.h>
int main(void) {
    uint32_t ones = 0, inversions = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '1') ones++;
        else if (c == '0') inversions += ones;
    }
    int32_t wrapped = (int32_t)inversions;
    puts(wrapped % 3 != 0 ? "Alice" : "Bob");
    return 0;
}
