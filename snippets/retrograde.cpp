// retrograde: win, lose or draw for every position of a game whose graph may have cycles.
// Theorem (retrograde analysis): no move loses; a move to a losing position wins; every move to a
// winning position loses; the rest are draws. Settled backwards from the ends, each position
// counting its moves not yet known to win. Time: O(V + E). Domain: any graph (adj[v] lists v's
// options; repeats and self-loops allowed). Tested: tests/toolkit/snippets.rs.
#include <cstddef>
#include <vector>

enum class Outcome { Win, Lose, Draw };

std::vector<Outcome> retrograde(const std::vector<std::vector<size_t>>& adj) {
    size_t n = adj.size();
    std::vector<std::vector<size_t>> back(n);
    std::vector<size_t> left(n);
    for (size_t v = 0; v < n; v++) {
        left[v] = adj[v].size();
        for (size_t w : adj[v]) back[w].push_back(v);
    }
    std::vector<Outcome> outcome(n, Outcome::Draw);
    std::vector<size_t> queue;
    for (size_t v = 0; v < n; v++)
        if (left[v] == 0) outcome[v] = Outcome::Lose, queue.push_back(v);
    while (!queue.empty()) {
        size_t w = queue.back();
        queue.pop_back();
        for (size_t v : back[w]) {
            if (outcome[v] != Outcome::Draw) continue;
            if (outcome[w] == Outcome::Lose) {
                outcome[v] = Outcome::Win, queue.push_back(v);
            } else if (--left[v] == 0) {
                outcome[v] = Outcome::Lose, queue.push_back(v);
            }
        }
    }
    return outcome;
}
