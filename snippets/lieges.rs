// lieges: Lieges of Legendre (Codeforces 603C): piles of cows; a move takes one cow from a pile, or
// replaces an even pile of 2y cows by k piles of y; whoever takes the last cow wins.
// Theorem (Sprague–Grundy; k copies of one value XOR to it for k odd, to 0 for k even): k even:
// g = 0, 1, 2 for 0, 1, 2 cows, then 1 for even and 0 for odd piles. k odd: g = 0, 1, 0, 1, 2 up to
// 4, then 0 for odd piles, and for even x ≥ 6 (options g(x − 1) = 0 and g(x / 2)) 2 if g(x / 2) = 1,
// else 1: with x = m · 2^t (m odd, t ≥ 1), g(x) = 1 iff t is odd, except m = 3: iff t is even.
// Time: O(1) a pile. Domain: every u64 pile and k. Tested: the literal rules (the mex over taking
// a cow and over the split into k piles, the k piles' values XORed) for piles to 300 and k to 7,
// and k = 2^64 − 1 and 2^64 − 2 (tests/toolkit/snippets.rs).
fn lieges_grundy(x: u64, k: u64) -> u32 {
    lieges_value(x, k % 2 == 1)
}

/// A pile's value with k odd or even.
fn lieges_value(x: u64, odd: bool) -> u32 {
    if odd {
        lieges_odd(x)
    } else if x <= 2 {
        x as u32
    } else {
        u32::from(x % 2 == 0)
    }
}

/// k odd: the table below 5; odd piles 0; an even pile x = m · 2^t, by the parity of t.
fn lieges_odd(x: u64) -> u32 {
    if x < 5 {
        return [0, 1, 0, 1, 2][x as usize];
    }
    let t = x.trailing_zeros();
    if t == 0 {
        return 0;
    }
    let one = (t % 2 == 1) != (x >> t == 3);
    if one {
        1
    } else {
        2
    }
}
