// bash: one pile of n, a move takes 1 to k stones, whoever takes the last stone wins.
// Theorem: the player to move loses iff n is a multiple of k + 1 (leave a multiple every time);
// the pile's Grundy value is n mod (k + 1) (a sum of piles: XOR the values).
// Time: O(1). Domain: every u64 n and k ≥ 1 (k + 1 may be 2^64: then only n = 0 loses, and every
// pile is its own value); bash_grundy also k = 0 (no move: 0). Tested: the literal rules (who
// wins, and the mex over every take) for n ≤ 60, k ≤ 12, and k = u64::MAX
// (tests/toolkit/snippets.rs).
fn bash_first_wins(n: u64, k: u64) -> bool {
    match k.checked_add(1) {
        Some(m) => n % m != 0,
        None => n != 0,
    }
}

fn bash_grundy(n: u64, k: u64) -> u64 {
    match k.checked_add(1) {
        Some(m) => n % m,
        None => n,
    }
}
