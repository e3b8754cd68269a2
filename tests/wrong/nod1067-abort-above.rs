// A deliberately wrong nod1067 solution for the stress tests: right answers, but it aborts (a
// crash, as a failed assertion in C++ would) on any N above 5·10^8. Shrunk, the failure is exactly
// the input `1 / 500000001`.
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    for &n in &v[1..] {
        if n > 500_000_000 {
            std::process::abort();
        }
        println!("{}", if n % 7 == 0 || n % 7 == 2 { "B" } else { "A" });
    }
}
