// Generator: `./gen SEED SIZE` prints one input (grundy stress runs it with SIZE 1, 2, …).
// The example problem: T games, each a pile of n stones; a move takes 1, 3 or 4 stones; who
// cannot move loses. Print "First" or "Second" for each game.
// CHANGE: print an input of your problem. Small SIZE, small input: failures found small are
// easier to read, and the brute force must answer every input quickly.
#include <cstdio>
#include <cstdlib>
#include <random>
int main(int argc, char** argv) {
    if (argc < 3) return 1;
    std::mt19937_64 rng(std::strtoull(argv[1], nullptr, 10));
    long long size = std::atoll(argv[2]);
    auto pick = [&](long long lo, long long hi) { return lo + (long long)(rng() % (hi - lo + 1)); };
    long long t = pick(1, size < 5 ? size : 5);
    std::printf("%lld\n", t);
    for (long long i = 0; i < t; i++) std::printf("%lld\n", pick(1, 3 * size));
}
