use grundy::oracle::agc017d::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(text: &str) -> String {
    Agc017d::brute(&Agc017d::parse(text).unwrap()[0]).unwrap()
}

#[test]
fn official_samples_by_the_rules() {
    assert_eq!(brute("5\n1 2\n2 3\n2 4\n4 5\n"), "Alice");
    assert_eq!(brute("5\n1 2\n2 3\n1 4\n4 5\n"), "Bob");
    assert_eq!(brute("6\n1 2\n2 4\n5 1\n6 3\n3 2\n"), "Alice");
    assert_eq!(brute("7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n"), "Bob");
}

#[test]
fn validator() {
    assert!(Agc017d::parse("").is_err());
    assert!(Agc017d::parse("1\n").is_err());
    assert!(Agc017d::parse("3\n1 2\n1 2\n").is_err()); // not a tree
    assert!(Agc017d::parse("3\n1 2\n2 4\n").is_err());
    assert!(Agc017d::parse("2\n1 2\n3 4\n").is_err());
    assert_eq!(Agc017d::parse("2\n2 1").unwrap(), vec![Case { edges: vec![(2, 1)] }]);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..200 {
        let c = Agc017d::generate(Family::ALL[i % 4], &mut rng);
        assert!(Agc017d::parse(&Agc017d::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Agc017d::from_shape(&Agc017d::shape(&c)).as_ref(), Some(&c));
    }
    assert_eq!(Agc017d::exhaustive().len(), 1 + 2 + 6 + 24 + 120 + 720);
}
