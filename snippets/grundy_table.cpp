// grundy_table, dag_grundy: Sprague-Grundy values by mex, for a game given by its moves.
// Theorem (Sprague-Grundy): a position's value is the mex of its options' values; it loses iff
// its value is 0; a sum of games has the XOR of the values.
// grundy_table: positions 0..n, each move to a smaller position; its core grundy_extend grows a
// table on demand (any narrow entry type), the mex by stamping values in `mark` (never cleared);
// O(n + moves). dag_grundy: any directed acyclic graph (adj[v] lists v's options); its core Dag
// holds compressed rows and values what value(root) reaches, explicit stack (no deep recursion),
// the mex from a bit mask; O(V + E); value returns a vertex on a cycle if it meets one (then
// reset). Domain: moves below the position (mark: more entries than any position has moves); an
// acyclic graph (cycles: use retrograde), under 2^32 vertices. Tested: tests/toolkit/snippets.rs.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

template <class T, class Narrow, class Moves>  // Moves: size_t p -> a range of positions below p
void grundy_extend(std::vector<T>& g, size_t n, std::vector<size_t>& mark, Narrow narrow, Moves moves) {
    while (g.size() <= n) {
        size_t p = g.size(), v = 0;
        for (size_t q : moves(p)) mark[g[q]] = p + 1;
        while (v < mark.size() && mark[v] == p + 1) v++;
        g.push_back(narrow(v));
    }
}

template <class Moves>  // Moves: size_t -> std::vector<size_t>
std::vector<uint32_t> grundy_table(size_t n, Moves moves) {
    std::vector<uint32_t> g;
    std::vector<size_t> mark;
    for (size_t p = 0; p <= n; p++) {
        std::vector<size_t> options = moves(p);
        if (mark.size() < options.size() + 1) mark.resize(options.size() + 1, 0);
        grundy_extend(g, p, mark, [](size_t v) { return (uint32_t)v; }, [&](size_t) { return options; });
    }
    return g;
}

// A graph in compressed rows: v's options are to[start[v]..start[v + 1]) (start[0] = 0).
struct Dag {
    std::vector<size_t> start;
    std::vector<uint32_t> to, sg;  // sg[v]: v's value, once state[v] is 2
    std::vector<uint8_t> state;    // 0: not reached, 1: on the search's path, 2: valued
    std::vector<uint64_t> seen;    // the values among one vertex's 64 or more options
    std::vector<uint32_t> stack;   // vertices to value, each below the options it waits for

    void reset() {
        size_t n = start.size() - 1;
        state.assign(n, 0);
        sg.resize(n, 0);
        if (stack.size() < to.size() + 1) stack.resize(to.size() + 1);  // each option once per parent
    }

    // The value of root and of every vertex below it into sg; a vertex on a cycle, if one is met.
    std::optional<size_t> value(size_t root) {
        if (state[root] != 0) return std::nullopt;
        stack[0] = (uint32_t)root;
        size_t top = 1;
        while (top > 0) {
            size_t v = stack[top - 1];
            if (state[v] == 0) {
                // First met: on the path; its options not reached pushed above it (no branch each).
                state[v] = 1;
                bool path = false;
                for (size_t i = start[v]; i < start[v + 1]; i++) {
                    uint8_t s = state[to[i]];
                    stack[top] = to[i];
                    top += s == 0;
                    path |= s == 1;
                }
                if (path)
                    for (size_t i = start[v];; i++)
                        if (state[to[i]] == 1) return to[i];
                continue;
            }
            top--;
            if (state[v] == 2) continue;  // a second parent's copy, valued already
            size_t len = start[v + 1] - start[v];
            if (len < 64) {
                uint64_t mask = 0;
                for (size_t i = start[v]; i < start[v + 1]; i++) mask |= 1ull << std::min<uint32_t>(sg[to[i]], 63);
                sg[v] = __builtin_ctzll(~mask);
            } else {
                seen.assign(len / 64 + 1, 0);
                for (size_t i = start[v]; i < start[v + 1]; i++)
                    if (sg[to[i]] <= len) seen[sg[to[i]] / 64] |= 1ull << (sg[to[i]] % 64);
                size_t i = 0;
                while (seen[i] == ~0ull) i++;
                sg[v] = (uint32_t)(64 * i + __builtin_ctzll(~seen[i]));
            }
            state[v] = 2;
        }
        return std::nullopt;
    }
};

std::vector<uint32_t> dag_grundy(const std::vector<std::vector<size_t>>& adj) {
    Dag dag;
    dag.start.push_back(0);
    for (auto& out : adj) {
        for (size_t w : out) dag.to.push_back((uint32_t)w);
        dag.start.push_back(dag.to.size());
    }
    dag.reset();
    for (size_t root = 0; root < adj.size(); root++)
        if (auto v = dag.value(root)) throw std::runtime_error("dag_grundy: a cycle through vertex " + std::to_string(*v));
    return dag.sg;
}
