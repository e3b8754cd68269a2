// fibonacci_nim: one pile of n; the first move takes 1 to n − 1 stones, each later move takes 1
// to twice the previous move; whoever takes the last stone wins.
// Theorem (Whinihan, by Zeckendorf's representation): the player to move loses iff n is a
// Fibonacci number (1, 2, 3, 5, 8, …); n = 0 and n = 1 leave no move, a loss too.
// Time: O(log n) (93 Fibonacci numbers fit u64). Domain: every u64 n.
// Tested: the literal rules for n ≤ 80, every Fibonacci number in u64 and its neighbours
// (tests/toolkit/snippets.rs).
fn fibonacci_nim_first_wins(n: u64) -> bool {
    let (mut f, mut g) = (1u64, 2u64);
    while f < n {
        let next = f.checked_add(g);
        f = g;
        g = match next {
            Some(h) => h,
            None => return f != n,
        };
    }
    f != n && n > 1
}
