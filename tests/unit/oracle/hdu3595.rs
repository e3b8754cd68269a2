use grundy::oracle::hdu3595::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(games: &[(u64, u64)]) -> String {
    Hdu3595::brute(&Case { games: games.to_vec() }).unwrap()
}

#[test]
fn positions_by_hand() {
    // One game: Euclid's outcome, as Every-SG of one game is the game itself.
    assert_eq!(brute(&[(3, 2)]), "GG");
    assert_eq!(brute(&[(1, 1)]), "MM");
    assert_eq!(steps(1, 1), (true, 1));
    assert_eq!(steps(3, 2), (false, 2));
    // (5, 2): won in 3 (to (1, 2) is won for the opponent, to (3, 2) lost in 2).
    assert_eq!(steps(5, 2), (true, 3));
    // MM wins (1, 1) at once but (3, 2) lasts 2 steps, and GG makes the last move there.
    assert_eq!(brute(&[(1, 1), (3, 2)]), "GG");
    assert_eq!(brute(&[(5, 2), (3, 2)]), "MM");
}

#[test]
fn validator() {
    assert!(Hdu3595::parse("").is_err());
    assert!(Hdu3595::parse("1\n0 5\n").is_err());
    assert!(Hdu3595::parse("1\n1001 5\n").is_err());
    assert!(Hdu3595::parse("2\n1 5\n").is_err());
    assert_eq!(
        Hdu3595::parse("1\n3 2\n2\n1 1 5 2").unwrap(),
        vec![Case { games: vec![(3, 2)] }, Case { games: vec![(1, 1), (5, 2)] }]
    );
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..200 {
        let c = Hdu3595::generate(Family::ALL[i % 4], &mut rng);
        assert!(Hdu3595::parse(&Hdu3595::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Hdu3595::from_shape(&Hdu3595::shape(&c)).as_ref(), Some(&c));
    }
}
