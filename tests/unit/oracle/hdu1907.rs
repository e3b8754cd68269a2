use grundy::oracle::hdu1907::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(piles: &[u64]) -> String {
    Hdu1907::brute(&Case { piles: piles.to_vec() }).unwrap()
}

#[test]
fn official_sample_and_positions_by_hand() {
    assert_eq!(brute(&[3, 5, 1]), "John");
    assert_eq!(brute(&[1]), "Brother");
    // Two ones: John eats one, Brother must eat the last.
    assert_eq!(brute(&[1, 1]), "John");
    assert_eq!(brute(&[1, 1, 1]), "Brother");
    // One big pile: John leaves one stone (or none, with an odd number of ones beside).
    assert_eq!(brute(&[5]), "John");
    assert_eq!(brute(&[2, 1]), "John");
    assert_eq!(brute(&[2, 2]), "Brother");
    assert_eq!(brute(&[1, 2, 3]), "Brother");
    assert_eq!(brute(&[]), "John");
}

#[test]
fn validator() {
    assert!(Hdu1907::parse("").is_err());
    assert!(Hdu1907::parse("1\n0\n\n").is_err());
    assert!(Hdu1907::parse("1\n1\n4748\n").is_err());
    assert!(Hdu1907::parse("475\n").is_err());
    assert!(Hdu1907::parse("1\n2\n1 1\n5\n").is_err());
    assert_eq!(Hdu1907::parse("1\n2\n1 4747\n").unwrap(), vec![Case { piles: vec![1, 4747] }]);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..2000 {
        let c = Hdu1907::generate(Family::ALL[i % 4], &mut rng);
        assert!(Hdu1907::parse(&Hdu1907::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Hdu1907::from_shape(&Hdu1907::shape(&c)).as_ref(), Some(&c));
    }
}
