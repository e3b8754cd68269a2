use grundy::guess::grid::*;
use grundy::guess::rule::Law;
use grundy::guess::rule::{Pos, Rule, Rule2};
use grundy::guess::sets::SeqName;

fn grid(n: u64, f: impl Fn(u64, u64) -> u64) -> Vec<(u64, u64, u64)> {
    (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).map(|(a, b)| (a, b, f(a, b))).collect()
}

#[test]
fn nim_is_a_xor_sum_of_identities() {
    let (rule, _) = find(&grid(16, |a, b| a ^ b), false);
    match rule {
        Some(Rule::Two(Rule2::XorSum { of: Some(r), .. })) => {
            assert_eq!(r.law, Law::Sequence(SeqName::Identity))
        }
        other => panic!("{:?}", other),
    }
}

#[test]
fn win_lose_grids() {
    let d = grid(10, |a, b| u64::from(a != b));
    assert_eq!(find(&d, true).0, Some(Rule::Two(Rule2::Diagonal)));
    let parity = grid(10, |a, b| u64::from(a % 2 == 1 || b % 2 == 1));
    let expected = Rule2::Periodic { pa: 2, pb: 2, table: vec![vec![0, 1], vec![1, 1]] };
    assert_eq!(find(&parity, true).0, Some(Rule::Two(expected)));
    let w = grid(30, |a, b| u64::from(!grundy::guess::beatty::wythoff_pair(a, b)));
    assert_eq!(find(&w, true).0, Some(Rule::Two(Rule2::Wythoff)));
    let mut broken = d.clone();
    broken[95].2 = 0; // (9, 5)
    let (rule, near) = find(&broken, true);
    assert_eq!(rule, None);
    assert_eq!(near.unwrap().fails, vec![(Pos::AB(9, 5), 0, Some(1))]);
    // Nim with one cell wrong: the xor-sum is the nearest miss.
    let mut nim = grid(10, |a, b| a ^ b);
    nim[57].2 = 9; // (5, 7): 5 xor 7 = 2
    let (rule, near) = find(&nim, false);
    assert_eq!(rule, None);
    assert_eq!(near.unwrap().fails, vec![(Pos::AB(5, 7), 9, Some(2))]);
}
