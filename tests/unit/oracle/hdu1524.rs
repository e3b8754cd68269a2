use grundy::oracle::hdu1524::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

const SAMPLE: &str =
    "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";

#[test]
fn official_sample_by_the_rules() {
    let cases = Hdu1524::parse(SAMPLE).unwrap();
    let got: Vec<String> = cases.iter().map(|c| Hdu1524::brute(c).unwrap()).collect();
    assert_eq!(got, ["WIN", "WIN", "WIN", "LOSE", "WIN"]);
}

#[test]
fn validator() {
    assert!(Hdu1524::parse("").is_err());
    assert!(Hdu1524::parse("2\n1 1\n1 0\n1 0\n0\n").is_err()); // a cycle
    assert!(Hdu1524::parse("1\n1 0\n1 0\n0\n").is_err()); // a loop
    assert!(Hdu1524::parse("2\n1 2\n0\n1 0\n0\n").is_err()); // out of range
    assert!(Hdu1524::parse("1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n0\n").is_err());
    assert_eq!(Hdu1524::parse("1\n0\n0\n").unwrap(), vec![]);
    assert_eq!(
        Hdu1524::parse("2\n1 1\n0\n2 0 0\n0").unwrap(),
        vec![Case { graph: vec![vec![1], vec![]], men: vec![0, 0] }]
    );
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..400 {
        let c = Hdu1524::generate(Family::ALL[i % 4], &mut rng);
        assert!(Hdu1524::parse(&Hdu1524::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Hdu1524::from_shape(&Hdu1524::shape(&c)).as_ref(), Some(&c));
    }
}
