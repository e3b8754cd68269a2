use grundy::guess::sum::*;

fn cube(n: u64, f: impl Fn(u64) -> u64) -> Vec<(Vec<u64>, u64)> {
    let mut cells = Vec::new();
    for a in 0..n {
        for b in 0..n {
            for c in 0..n {
                cells.push((vec![a, b, c], f(a) ^ f(b) ^ f(c)));
            }
        }
    }
    cells
}

#[test]
fn three_piles_are_a_sum() {
    // Three heaps of subtract {1, 2}: f(n) = n mod 3.
    let s = find(3, &cube(20, |n| n % 3)).unwrap();
    assert_eq!(s.f.len(), 20);
    assert!(s.of.is_some());
    assert_eq!(s.at(&[4, 5, 100]), Some(1 ^ 2 ^ 1));
    // Only a ≤ b ≤ c, as a symmetric brute force prints: f read off (0, 0, x).
    let sorted: Vec<(Vec<u64>, u64)> =
        cube(20, |n| n % 3).into_iter().filter(|c| c.0[0] <= c.0[1] && c.0[1] <= c.0[2]).collect();
    let s = find(3, &sorted).unwrap();
    assert_eq!((s.f.len(), s.f[5]), (20, (5, 2)));
    // Not a sum: one cell changed.
    let mut cells = cube(6, |n| n);
    cells[100].1 ^= 1;
    assert_eq!(find(3, &cells), None);
}
