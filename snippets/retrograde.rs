// retrograde: win, lose or draw for every position of a game whose graph may have cycles.
// Theorem (retrograde analysis): a position with no move loses; one with a move to a losing
// position wins; one whose every move goes to a winning position loses; what this never settles
// is a draw (both can keep the game going forever). Settled from the ends backwards: each
// position counts its moves not yet known to win, and loses when the count reaches 0.
// Time: O(V + E). Domain: any graph (adj[v] lists v's options; repeats and self-loops allowed).
// Tested: against the definition's fixpoint on random graphs with cycles (tests/toolkit/snippets.rs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Win,
    Lose,
    Draw,
}

fn retrograde(adj: &[Vec<usize>]) -> Vec<Outcome> {
    let n = adj.len();
    let mut back = vec![Vec::new(); n];
    for (v, out) in adj.iter().enumerate() {
        for &w in out {
            back[w].push(v);
        }
    }
    let mut left: Vec<usize> = adj.iter().map(Vec::len).collect();
    let mut outcome = vec![Outcome::Draw; n];
    let mut queue: Vec<usize> = (0..n).filter(|&v| left[v] == 0).collect();
    for &v in &queue {
        outcome[v] = Outcome::Lose;
    }
    while let Some(w) = queue.pop() {
        for &v in &back[w] {
            if outcome[v] != Outcome::Draw {
                continue;
            }
            if outcome[w] == Outcome::Lose {
                outcome[v] = Outcome::Win;
                queue.push(v);
            } else {
                left[v] -= 1;
                if left[v] == 0 {
                    outcome[v] = Outcome::Lose;
                    queue.push(v);
                }
            }
        }
    }
    outcome
}
