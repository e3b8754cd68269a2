use grundy::oracle::lc_nim_product_64::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

#[test]
fn the_definition_below_64_and_the_powers_of_two_agree() {
    for a in 0..BRUTE {
        for b in 0..BRUTE {
            assert_eq!(by_powers(a as u64, b as u64), by_definition(a, b), "{} ⊗ {}", a, b);
        }
    }
    // Small values the literature tabulates: 2 ⊗ 2 = 3, 4 ⊗ 4 = 6, 8 ⊗ 8 = 13, 16 ⊗ 16 = 24.
    let squares = [2, 4, 8, 16].map(|x| by_definition(x, x));
    assert_eq!(squares, [3, 6, 13, 24]);
}

#[test]
fn the_reference_obeys_the_field_laws_at_64_bits() {
    let mut rng = Rng::new(64);
    for _ in 0..300 {
        let (a, b, c) = (rng.next_u64(), rng.next_u64(), rng.next_u64());
        assert_eq!(by_powers(a, by_powers(b, c)), by_powers(by_powers(a, b), c));
        assert_eq!(by_powers(a, b ^ c), by_powers(a, b) ^ by_powers(a, c));
        assert_eq!(by_powers(a, b), by_powers(b, a));
    }
    // Fermat 2-powers: F ⊗ F = 3F/2; distinct ones multiply as integers.
    assert_eq!(by_powers(1 << 32, 1 << 32), 3 << 31);
    assert_eq!(by_powers(1 << 16, 1 << 32), 1 << 48);
    assert_eq!(by_powers(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
}

#[test]
fn validator() {
    assert!(LcNimProduct64::parse("").is_err());
    assert!(LcNimProduct64::parse("0\n").is_err());
    assert!(LcNimProduct64::parse("1\n18446744073709551616 1\n").is_err());
    assert!(LcNimProduct64::parse("2\n1 1\n").is_err());
    assert!(LcNimProduct64::parse("1\n1 1\n1\n").is_err());
    assert_eq!(
        LcNimProduct64::parse("1\n18446744073709551615 0").unwrap(),
        vec![Case { a: u64::MAX, b: 0 }]
    );
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(4);
    for i in 0..400 {
        let c = LcNimProduct64::generate(Family::ALL[i % 4], &mut rng);
        let text = LcNimProduct64::render(std::slice::from_ref(&c));
        assert!(LcNimProduct64::parse(&text).is_ok(), "{:?}", c);
        assert_eq!(LcNimProduct64::from_shape(&LcNimProduct64::shape(&c)).as_ref(), Some(&c));
    }
}
