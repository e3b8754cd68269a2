use grundy::oracle::hdu4315::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(k: u64, cells: &[u64]) -> String {
    Hdu4315::brute(&Case { k, cells: cells.to_vec() }).unwrap()
}

#[test]
fn official_sample_and_positions_by_hand() {
    assert_eq!(brute(3, &[1, 2, 4]), "Bob");
    assert_eq!(Hdu4315::reference(&Case { k: 1, cells: vec![100, 200] }), "Alice");
    assert_eq!(brute(1, &[7, 9, 12]), "Alice");
    // The king second below one person at 1: whoever moves that person up frees the king.
    assert_eq!(brute(2, &[1, 2]), "Bob");
    assert_eq!(brute(2, &[1, 3]), "Alice");
    assert_eq!(brute(2, &[1, 2, 3]), "Bob");
    assert_eq!(brute(3, &[1, 2, 3]), "Alice");
}

#[test]
fn validator() {
    assert!(Hdu4315::parse("").is_err());
    assert!(Hdu4315::parse("2 3\n1 2\n").is_err()); // k > N
    assert!(Hdu4315::parse("2 1\n2 2\n").is_err()); // not increasing
    assert!(Hdu4315::parse("1 1\n100000\n").is_err());
    assert!(Hdu4315::parse("1 1\n").is_err());
    assert_eq!(
        Hdu4315::parse("1 1\n99999\n2 2\n1 5").unwrap(),
        vec![Case { k: 1, cells: vec![99_999] }, Case { k: 2, cells: vec![1, 5] }]
    );
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..400 {
        let c = Hdu4315::generate(Family::ALL[i % 4], &mut rng);
        assert!(Hdu4315::parse(&Hdu4315::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Hdu4315::from_shape(&Hdu4315::shape(&c)).as_ref(), Some(&c));
    }
}
