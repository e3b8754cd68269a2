use grundy::oracle::poj2348::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(a: u64, b: u64) -> String {
    Poj2348::brute(&Case { a, b }).unwrap()
}

#[test]
fn official_sample_and_positions_by_hand() {
    assert_eq!(brute(34, 12), "Stan wins");
    assert_eq!(brute(15, 24), "Ollie wins");
    // (3, 2): the only move leaves (1, 2), where Ollie takes 2 · 1.
    assert_eq!(brute(3, 2), "Ollie wins");
    assert_eq!(brute(2, 3), "Ollie wins");
    assert_eq!(brute(7, 7), "Stan wins");
    assert_eq!(brute(1, 1), "Stan wins");
    // (5, 3) → (2, 3) forced, lost for Ollie.
    assert_eq!(brute(5, 3), "Stan wins");
}

/// The 2b wrap of the i32 mutant is real: b = 2^30 and b < a < 2b is a forced chain in truth.
#[test]
fn large_pairs_near_two_to_the_thirty() {
    let b = 1u64 << 30;
    // (2^30 + 1, 2^30) → (2^30, 1) forced, then Ollie wins by taking 2^30 · 1.
    assert_eq!(Poj2348::reference(&Case { a: b + 1, b }), "Ollie wins");
    let m = Poj2348::mutants().into_iter().find(|m| m.name.contains("signed")).unwrap();
    assert_eq!((m.answer)(&Case { a: b + 1, b }), "Stan wins");
    assert_eq!((m.answer)(&Case { a: 3, b: 2 }), "Ollie wins");
}

#[test]
fn validator() {
    assert!(Poj2348::parse("").is_err());
    assert!(Poj2348::parse("34 12\n").is_err()); // the terminator is required
    assert!(Poj2348::parse("0 0\n1 1\n").is_err()); // nothing after it
    assert_eq!(Poj2348::parse("3 4\n5 0\n0 0\n").unwrap_err().at, 4);
    assert!(Poj2348::parse("0 5\n0 0\n").is_err());
    assert!(Poj2348::parse("2147483648 1\n0 0\n").is_err());
    assert_eq!(Poj2348::parse("2147483647 1\n0 0\n").unwrap(), vec![Case { a: MAX, b: 1 }]);
    assert_eq!(Poj2348::parse("0 0\n").unwrap(), vec![]);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..2000 {
        let c = Poj2348::generate(Family::ALL[i % 4], &mut rng);
        assert!(Poj2348::parse(&Poj2348::render(&[c])).is_ok(), "{:?}", c);
        assert_eq!(Poj2348::from_shape(&Poj2348::shape(&c)).as_ref(), Some(&c));
    }
}
