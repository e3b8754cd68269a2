// A deliberately wrong gym103102b (Reverse Game) solution for the stress tests: the right rule (Bob
// wins iff the inversions are ≡ 0 mod 3), but the inversions counted in a 32-bit int that wraps
// past 2^31 − 1, as `int` does in a C++ solution. Wrong only on strings of about 92 682 bytes and
// more (46 341 ones then 46 341 zeros is the shortest with 2^31 inversions).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let (mut ones, mut inversions) = (0i32, 0i32);
    for b in s.trim().bytes() {
        if b == b'1' {
            ones += 1;
        } else {
            inversions = inversions.wrapping_add(ones);
        }
    }
    println!("{}", if inversions % 3 != 0 { "Alice" } else { "Bob" });
}
