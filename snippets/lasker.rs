// lasker: Grundy values of one heap in Lasker's Nim (a move takes any positive number from a heap,
// or splits a heap into two nonempty heaps) and in its cousin that splits into three.
// Theorem (by induction on residues, see problems/hdu3032.md and hdu5795.md): Lasker's
// g(0) = 0, g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3;
// split into three: g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7, else g(n) = n. A sum of heaps: XOR.
// Time: O(1), without a branch (n's residue is random on judges' data: a branch mispredicts).
// Domain: every u64 n; the value of 2^64 − 1 is 2^64, hence u128 (below it, `as u64` is exact).
// Tested: the literal rules (mex over every take and split) for n ≤ 120 (split into three: n ≤ 60)
// and n = 2^64 − 1 (tests/toolkit/snippets.rs).
fn lasker_grundy(n: u64) -> u128 {
    let up = u128::from(n % 4 == 3);
    let down = u128::from(n % 4 == 0 && n > 0);
    u128::from(n) + up - down
}

fn split3_grundy(n: u64) -> u128 {
    let up = u128::from(n % 8 == 7);
    let down = u128::from(n % 8 == 0 && n > 0);
    u128::from(n) + up - down
}
