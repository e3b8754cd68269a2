use grundy::engine::{Game, Solver};
use grundy::oracle::hdu2516::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

#[test]
fn official_sample() {
    let ans = |n| Hdu2516::brute(&Case { n }).unwrap();
    assert_eq!(ans(2), "Second win");
    assert_eq!(ans(13), "Second win");
    assert_eq!(Hdu2516::reference(&Case { n: 10000 }), "First win");
}

#[test]
fn n_equal_1_is_lost_for_the_first_player() {
    // The first move may not take the whole pile: with one stone there is no move at all.
    assert_eq!(Hdu2516::brute(&Case { n: 1 }).unwrap(), "Second win");
}

#[test]
fn losing_piles_up_to_400_are_the_fibonacci_numbers() {
    let lost: Vec<u64> =
        (1..=400).filter(|&n| Hdu2516::brute(&Case { n }).unwrap() == "Second win").collect();
    assert_eq!(lost, vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]);
}

/// The mutant's rule is a real game too: with "at most what the opponent just took", the
/// first player loses exactly at powers of two (checked here by brute force up to 200).
#[test]
fn at_most_equal_game_loses_at_powers_of_two() {
    struct AtMostEqual;
    impl Game for AtMostEqual {
        type Pos = (u64, u64);
        fn moves(&self, &(left, most): &(u64, u64)) -> Vec<(u64, u64)> {
            (1..=most.min(left)).map(|x| (left - x, x.min(left - x))).collect()
        }
    }
    let mut s = Solver::new(AtMostEqual);
    for n in 1..=200u64 {
        assert_eq!(!s.wins(&(n, n - 1)), n.is_power_of_two(), "n = {}", n);
    }
}

#[test]
fn square_test_matches_the_sequence() {
    let fib = fibonacci_upto(1 << 61);
    for n in 1..100_000u64 {
        assert_eq!(is_fibonacci(n), fib.contains(&n), "{}", n);
    }
    for &f in &fib {
        assert!(is_fibonacci(f), "{}", f);
        assert!(f < 4 || !is_fibonacci(f + 1), "{}", f + 1);
        assert!(f < 4 || !is_fibonacci(f - 1), "{}", f - 1);
    }
    assert_eq!(*fibonacci_upto(MAX_N).last().unwrap(), 1_836_311_903);
}

#[test]
fn validator() {
    assert!(Hdu2516::parse("").is_err());
    assert!(Hdu2516::parse("2\n13\n").is_err()); // the terminator is required
    assert!(Hdu2516::parse("2\n0\n5\n").is_err()); // nothing after it
    assert_eq!(Hdu2516::parse("2\n1\n0\n").unwrap_err().at, 2);
    assert!(Hdu2516::parse("2147483648\n0\n").is_err());
    assert_eq!(Hdu2516::parse("2147483647\n0\n").unwrap(), vec![Case { n: MAX_N }]);
    assert_eq!(Hdu2516::parse("0\n").unwrap(), vec![]);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..2000 {
        let c = Hdu2516::generate(Family::ALL[i % 4], &mut rng);
        assert!(Hdu2516::parse(&Hdu2516::render(&[c])).is_ok(), "{:?}", c);
        assert_eq!(Hdu2516::from_shape(&Hdu2516::shape(&c)).as_ref(), Some(&c));
    }
}
