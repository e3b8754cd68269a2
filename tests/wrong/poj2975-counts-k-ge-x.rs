// A deliberately wrong poj2975 solution for the stress tests: it counts the piles with k >= x
// (x = the XOR of all piles) instead of the piles where k XOR x < k. Right on the official sample.
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let mut out = String::new();
    while let Some(n) = it.next() {
        if n == 0 {
            break;
        }
        let piles: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let x = piles.iter().fold(0, |a, b| a ^ b);
        let count = if x == 0 { 0 } else { piles.iter().filter(|&&k| k >= x).count() };
        out += &format!("{}\n", count);
    }
    print!("{}", out);
}
