use grundy::oracle::cf603c::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(k: u64, piles: &[u64]) -> String {
    Cf603c::brute(&Case { k, piles: piles.to_vec() }).unwrap()
}

#[test]
fn official_samples_and_positions_by_hand() {
    assert_eq!(brute(1, &[3, 4]), "Kevin");
    assert_eq!(brute(2, &[3]), "Nicky");
    assert_eq!(brute(1, &[4]), "Kevin");
    assert_eq!(brute(1, &[2]), "Nicky");
    assert_eq!(brute(2, &[2]), "Kevin");
    assert_eq!(brute(0, &[]), "Nicky");
}

/// The facts' table: k even 0, 1, 2, then 1 for even and 0 for odd piles; k odd 0, 1, 0, 1, 2,
/// then 0 for odd piles and for even ones 2 iff the half's value is 1.
#[test]
fn pile_values_by_the_rules() {
    for k in 0..=4 {
        for a in 0..=8 {
            assert_eq!(pile_value_by_rules(k, a), value(u64::from(k), a), "k {} a {}", k, a);
        }
    }
    // Larger piles for k = 1 and 2 (k = 3, 4 make the positions far more numerous).
    for a in 0..=24 {
        assert_eq!(pile_value_by_rules(1, a), value(1, a), "k 1 a {}", a);
        assert_eq!(pile_value_by_rules(2, a), value(2, a), "k 2 a {}", a);
    }
}

#[test]
fn validator() {
    assert!(Cf603c::parse("").is_err());
    assert!(Cf603c::parse("1 0\n3\n").is_err());
    assert!(Cf603c::parse("1 1\n0\n").is_err());
    assert!(Cf603c::parse("2 1\n3\n").is_err());
    assert!(Cf603c::parse("1 1\n3 4\n").is_err());
    assert_eq!(
        Cf603c::parse("2 1000000000\n3 1000000000\n").unwrap(),
        vec![Case { k: MAX_K, piles: vec![3, MAX_A] }]
    );
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..200 {
        let c = Cf603c::generate(Family::ALL[i % 4], &mut rng);
        assert!(Cf603c::parse(&Cf603c::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Cf603c::from_shape(&Cf603c::shape(&c)).as_ref(), Some(&c));
    }
}
