// Brute force: the literal rules, searched; slow but sure. Its output is the expected one.
// CHANGE: your game's positions and moves in `moves`, and how to read the input and print.
#include <cstdio>
#include <map>
#include <vector>
std::vector<long long> moves(long long n) {  // the positions one move away from n
    std::vector<long long> next;
    for (long long take : {1, 3, 4})
        if (take <= n) next.push_back(n - take);
    return next;
}
std::map<long long, bool> memo;
bool wins(long long n) {  // the player to move wins: some move leaves a losing position
    auto it = memo.find(n);
    if (it != memo.end()) return it->second;
    bool w = false;
    for (long long m : moves(n)) w = w || !wins(m);
    return memo[n] = w;
}
int main() {
    long long t, n;
    if (std::scanf("%lld", &t) != 1) return 1;
    while (t-- > 0 && std::scanf("%lld", &n) == 1) std::puts(wins(n) ? "First" : "Second");
}
