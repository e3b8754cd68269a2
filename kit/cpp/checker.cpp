// Checker (optional; testlib's convention): `./checker INPUT OUTPUT ANSWER` (three files).
// Exit 0 accepted, 1 wrong answer, 2 presentation error; say why on stderr. Any other exit is
// the checker's own failure. Without --checker, grundy compares lines as judges do.
// This one accepts the answers in any letter case, token by token. CHANGE: when your problem
// accepts several answers, check the output against the input here instead.
#include <cctype>
#include <fstream>
#include <iostream>
#include <string>
std::string lower(std::string s) { for (char& c : s) c = (char)std::tolower((unsigned char)c); return s; }
int main(int argc, char** argv) {
    if (argc < 4) return 3;
    std::ifstream output(argv[2]), answer(argv[3]);
    std::string got, want;
    for (int i = 1; answer >> want; i++) {
        if (!(output >> got)) { std::cerr << "answer " << i << ": missing\n"; return 1; }
        if (lower(got) != lower(want)) {
            std::cerr << "answer " << i << ": expected " << want << ", got " << got << "\n";
            return 1;
        }
    }
    if (output >> got) { std::cerr << "more answers than expected\n"; return 1; }
}
