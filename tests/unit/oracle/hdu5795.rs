use grundy::oracle::hdu5795::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(heaps: &[u64]) -> String {
    Hdu5795::brute(&Case { heaps: heaps.to_vec() }).unwrap()
}

#[test]
fn official_sample_and_positions_by_hand() {
    assert_eq!(brute(&[4, 4]), "Second player wins.");
    assert_eq!(brute(&[1, 2, 4]), "First player wins.");
    // No heap below 7 changes value: 1 ^ 2 ^ 3 = 0. The split 7 = 1 + 2 + 4 has value 7, so
    // g(7) = 8: 7, 1, 9 is lost (8 ^ 1 ^ 9 = 0) and 8, 1, 9 won (g(8) = 7).
    assert_eq!(brute(&[1, 2, 3]), "Second player wins.");
    assert_eq!(brute(&[7, 8]), "First player wins.");
    assert_eq!(brute(&[7, 15, 8]), "First player wins.");
    assert_eq!(brute(&[8, 1, 9]), "First player wins.");
    assert_eq!(brute(&[7, 1, 9]), "Second player wins.");
}

#[test]
fn heap_values_by_the_rules() {
    for n in 0..=30 {
        assert_eq!(u128::from(heap_value_by_rules(n)), value(n), "n = {}", n);
    }
}

#[test]
fn validator() {
    assert!(Hdu5795::parse("").is_err());
    assert!(Hdu5795::parse("1\n1\n1000000001\n").is_err());
    assert!(Hdu5795::parse("1\n0\n\n").is_err());
    assert!(Hdu5795::parse("101\n").is_err());
    assert_eq!(Hdu5795::parse("1\n1\n1000000000\n").unwrap(), vec![Case { heaps: vec![MAX_S] }]);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..400 {
        let c = Hdu5795::generate(Family::ALL[i % 4], &mut rng);
        assert!(Hdu5795::parse(&Hdu5795::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Hdu5795::from_shape(&Hdu5795::shape(&c)).as_ref(), Some(&c));
    }
}
