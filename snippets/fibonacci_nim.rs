// fibonacci_nim: one pile of n; the first move takes 1 to n − 1 stones, each later move takes 1
// to twice the previous move; whoever takes the last stone wins.
// Theorem (Whinihan, by Zeckendorf's representation): the player to move loses iff n is a
// Fibonacci number (1, 2, 3, 5, 8, …); n = 0 and n = 1 leave no move, a loss too.
// Time: O(1): a multiply, a shift and one load (the 92 Fibonacci numbers below 2^64, each in the
// slot its top 9 bits of n · FIBONACCI_HASH name, built at compile time). Domain: every u64 n.
// Tested: the literal rules for n ≤ 80, every Fibonacci number in u64 and its neighbours
// (tests/toolkit/snippets.rs).
fn fibonacci_nim_first_wins(n: u64) -> bool {
    FIBONACCI_BY_HASH[(n.wrapping_mul(FIBONACCI_HASH) >> 55) as usize] != n
}

/// The Fibonacci numbers below 2^64 (F(2) = 1 … F(93)), each in its slot; the other slots hold 0,
/// which only n = 0 (slot 0, which none of them takes) matches: a loss, as it should be.
const FIBONACCI_BY_HASH: [u64; 512] = fibonacci_by_hash();

/// A multiplier that gives the 92 Fibonacci numbers 92 distinct slots of 512, none of them slot 0
/// (found by trying odd random multipliers; `fibonacci_by_hash` refuses to compile with one that
/// does not).
const FIBONACCI_HASH: u64 = 0xcfeb_8827_0026_ae8b;

const fn fibonacci_by_hash() -> [u64; 512] {
    let mut table = [0; 512];
    // Consecutive Fibonacci numbers, in u128 so the step past the last u64 one cannot overflow.
    let (mut f, mut g) = (1u128, 2u128);
    while f < 1 << 64 {
        let slot = ((f as u64).wrapping_mul(FIBONACCI_HASH) >> 55) as usize;
        if slot == 0 || table[slot] != 0 {
            panic!("a Fibonacci number in slot 0, or two in one slot");
        }
        table[slot] = f as u64;
        let h = f + g;
        f = g;
        g = h;
    }
    table
}
