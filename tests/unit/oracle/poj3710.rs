use grundy::oracle::poj3710::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

const SAMPLE: &str = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";

#[test]
fn official_sample_by_the_rules() {
    let cases = Poj3710::parse(SAMPLE).unwrap();
    let got: Vec<String> = cases.iter().map(|c| Poj3710::brute(c).unwrap()).collect();
    assert_eq!(got, ["Sally"]);
}

#[test]
fn validator() {
    assert!(Poj3710::parse("").is_err());
    assert!(Poj3710::parse("0\n").is_err());
    assert!(Poj3710::parse("1\n2 1\n1 3\n").is_err()); // out of range
    assert!(Poj3710::parse("1\n3 1\n1 2\n").is_err()); // vertex 3 cut off
    assert!(Poj3710::parse("1\n2 3\n1 2\n1 2\n2 1\n").is_err()); // an edge on two cycles
    assert!(Poj3710::parse("1\n3 4\n1 2\n2 3\n3 1\n1 3\n").is_err());
    assert!(Poj3710::parse("1\n1 0\n").is_ok());
    // Two triangles at one vertex, a digon and loops: each edge on one cycle.
    assert!(Poj3710::parse("1\n5 8\n1 2\n2 3\n3 1\n1 4\n4 5\n5 1\n3 3\n3 3\n").is_ok());
    assert_eq!(
        Poj3710::parse("1\n2 2\n1 2\n2 1\n1\n1 0").unwrap(),
        vec![
            Case { trees: vec![Tree { m: 2, edges: vec![(1, 2), (2, 1)] }] },
            Case { trees: vec![Tree { m: 1, edges: vec![] }] }
        ]
    );
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..400 {
        let c = Poj3710::generate(Family::ALL[i % 4], &mut rng);
        assert!(Poj3710::parse(&Poj3710::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Poj3710::from_shape(&Poj3710::shape(&c)).as_ref(), Some(&c));
    }
}
