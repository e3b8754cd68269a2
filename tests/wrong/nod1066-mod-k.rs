// A deliberately wrong nod1066 solution for the stress tests: it tests N mod K instead of N mod (K + 1).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    for pair in v[1..].chunks(2) {
        println!("{}", if pair[0] % pair[1] != 0 { "A" } else { "B" });
    }
}
