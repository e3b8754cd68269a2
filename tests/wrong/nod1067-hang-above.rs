// A deliberately slow nod1067 solution for the stress tests: right answers, but it never finishes
// (it sleeps) on any N above 10^6. Shrunk, the time limit is exactly the input `1 / 1000001`.
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    for &n in &v[1..] {
        if n > 1_000_000 {
            std::thread::sleep(std::time::Duration::from_secs(3600));
        }
        println!("{}", if n % 7 == 0 || n % 7 == 2 { "B" } else { "A" });
    }
}
