use grundy::oracle::hdu3032::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(heaps: &[u64]) -> String {
    Hdu3032::brute(&Case { heaps: heaps.to_vec() }).unwrap()
}

#[test]
fn official_sample_and_positions_by_hand() {
    assert_eq!(brute(&[2, 2, 3]), "Alice");
    assert_eq!(brute(&[3, 3]), "Bob");
    // 3 = 1 + 2 by a split: g(3) = mex{0, 1, 2, g(1) ^ g(2) = 3} = 4 = g(5) ^ g(1).
    assert_eq!(brute(&[3, 5, 1]), "Bob");
    assert_eq!(brute(&[3, 4]), "Alice");
    assert_eq!(brute(&[3]), "Alice");
}

#[test]
fn heap_values_by_the_rules_are_lasker_s() {
    for n in 0..=28 {
        assert_eq!(u128::from(heap_value_by_rules(n)), lasker(n), "n = {}", n);
    }
}

#[test]
fn splits_are_every_partition_into_parts() {
    assert_eq!(TakeOrSplit::splits(5, 2), vec![vec![1, 4], vec![2, 3]]);
    assert_eq!(TakeOrSplit::splits(6, 3), vec![vec![1, 1, 4], vec![1, 2, 3], vec![2, 2, 2]]);
    assert!(TakeOrSplit::splits(2, 3).is_empty());
}

#[test]
fn the_signed_mutant_fails_exactly_at_the_top_heap() {
    let m = &Hdu3032::mutants()[2];
    assert_eq!((m.answer)(&Case { heaps: vec![MAX_S] }), "Bob");
    assert_eq!(Hdu3032::reference(&Case { heaps: vec![MAX_S] }), "Alice");
    assert_eq!((m.answer)(&Case { heaps: vec![MAX_S - 4] }), "Alice");
}

#[test]
fn validator() {
    assert!(Hdu3032::parse("").is_err());
    assert!(Hdu3032::parse("1\n1\n2147483648\n").is_err());
    assert!(Hdu3032::parse("1\n1\n0\n").is_err());
    assert!(Hdu3032::parse("101\n").is_err());
    assert_eq!(Hdu3032::parse("1\n1\n2147483647\n").unwrap(), vec![Case { heaps: vec![MAX_S] }]);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..400 {
        let c = Hdu3032::generate(Family::ALL[i % 4], &mut rng);
        assert!(Hdu3032::parse(&Hdu3032::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Hdu3032::from_shape(&Hdu3032::shape(&c)).as_ref(), Some(&c));
    }
}
