use grundy::guess::beatty;
use grundy::guess::beatty::Alpha;
use grundy::guess::one::*;
use grundy::guess::rule::{Law, Pos};
use grundy::guess::sets::{SeqName, SetName};

fn rows(g: impl IntoIterator<Item = u64>) -> Vec<(u64, u64)> {
    g.into_iter().enumerate().map(|(n, v)| (n as u64, v)).collect()
}

#[test]
fn known_sets_and_sequences() {
    // Powers of two lose, and n = 0 (no moves) too: one row left out.
    let t = rows((0..64u64).map(|n| u64::from(!(n == 0 || n.is_power_of_two()))));
    let r = find(&t, true).rule.unwrap();
    assert_eq!((r.law, r.start, r.before), (Law::Set(SetName::PowersOfTwo), 1, vec![(0, 0)]));
    let t = rows((0..64u64).map(|n| n & n.wrapping_neg()));
    assert_eq!(find(&t, false).rule.unwrap().law, Law::Sequence(SeqName::Lowbit));
    let t = rows((0..200u64).map(|n| u64::from(!beatty::lower_wythoff(n))));
    assert_eq!(find(&t, true).rule.unwrap().law, Law::Beatty(Alpha::Phi));
}

#[test]
fn a_changed_row_is_a_near_miss() {
    let mut t = rows((0..100u64).map(|n| u64::from(n % 7 != 0 && n % 7 != 2)));
    t[91].1 = 1;
    let found = find(&t, true);
    assert_eq!(found.rule, None);
    assert_eq!(found.near.unwrap().fails, vec![(Pos::N(91), 1, Some(0))]);
    // Early, after 4 periods: the rule from the start with the row as an exception.
    t[91].1 = 0;
    t[29].1 = 0; // 29 ≡ 1 (mod 7): W by the rule
    let r = find(&t, true).rule.unwrap();
    assert_eq!((r.start, r.before.len(), r.exceptions), (0, 0, vec![(29, 0)]));
    // Before two periods: the pre-period moves past it; the period from the start is the
    // near miss.
    t[29].1 = 1;
    t[8].1 = 1; // 8 ≡ 1: W by the rule already; 9 ≡ 2: L
    t[9].1 = 1;
    let found = find(&t, true);
    assert_eq!(found.rule.map(|r| r.start), Some(10));
    assert_eq!(found.near.unwrap().fails, vec![(Pos::N(9), 1, Some(0))]);
}
