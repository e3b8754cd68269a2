use grundy::oracle::poj1704::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

/// The literal rules, whatever the board's size.
fn ans(cells: &[u64]) -> String {
    winner(BOARD.with(|s| s.borrow_mut().wins(&sorted(cells))))
}

#[test]
fn official_sample_and_hand_facts() {
    assert_eq!(ans(&[1, 2, 3]), "Bob will win");
    assert_eq!(ans(&[1, 5, 6, 7, 9, 12, 14, 17]), "Georgia will win");
    // One chessman: Georgia wins iff it can move at all.
    assert_eq!(ans(&[1]), "Bob will win");
    assert_eq!(ans(&[2]), "Georgia will win");
    // Two chessmen: only the gap between them counts (the left one moving frees room).
    assert_eq!(ans(&[5, 6]), "Bob will win");
    assert_eq!(ans(&[3, 5]), "Georgia will win");
    assert_eq!(ans(&[7, 5]), "Georgia will win");
    // Three: the wall pile 2 against the pair's pile 2.
    assert_eq!(ans(&[3, 9, 12]), "Bob will win");
}

#[test]
fn position_counts() {
    assert_eq!(positions(12, 6), 924);
    assert_eq!(positions(12, 12), 1);
    assert_eq!(positions(20, 8), 125_970);
    assert!(positions(SMALL_CELLS, SMALL_N) <= BRUTE_POSITIONS);
    assert!(positions(10_000, 1_000) > BRUTE_POSITIONS);
    assert!(positions(10_000, 3) > BRUTE_POSITIONS);
}

#[test]
fn validator_bounds() {
    assert!(Poj1704::parse("1\n3\n3 1 2\n").is_ok());
    assert!(Poj1704::parse("1\n1\n10000\n").is_ok());
    assert!(Poj1704::parse("1\n1\n10001\n").is_err());
    assert!(Poj1704::parse("1\n1\n0\n").is_err());
    assert!(Poj1704::parse("21\n").is_err());
    let e = Poj1704::parse("1\n3\n4 2 4\n").unwrap_err();
    assert_eq!(e.at, 8, "{}", e);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(7);
    for i in 0..80 {
        let c = Poj1704::generate(Family::ALL[i % 4], &mut rng);
        let text = Poj1704::render(std::slice::from_ref(&c));
        assert!(Poj1704::parse(&text).is_ok(), "{:?}", c);
        assert_eq!(Poj1704::from_shape(&Poj1704::shape(&c)).as_ref(), Some(&c));
    }
}

#[test]
fn edge_family_makes_lost_positions_often() {
    let mut rng = Rng::new(3);
    let lost = (0..400)
        .filter(|_| {
            Poj1704::reference(&Poj1704::generate(Family::Edge, &mut rng)) == "Bob will win"
        })
        .count();
    assert!(lost > 100, "{}", lost);
}
