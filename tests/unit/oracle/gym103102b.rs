use grundy::engine::Game;
use grundy::oracle::gym103102b::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(s: &str) -> String {
    Gym103102b::brute(&Case::new(s)).unwrap()
}

#[test]
fn official_samples() {
    assert_eq!(brute("010"), "Alice");
    assert_eq!(brute("1111"), "Bob");
    assert_eq!(brute("1010"), "Bob");
    assert_eq!(brute("1010001011001"), "Alice");
}

/// The theorem, by brute force on every string up to length 14 (wider than the exhaustive
/// test, which also runs the binary): Bob wins iff I ≡ 0 (mod 3).
#[test]
fn bob_wins_iff_inversions_divisible_by_3_up_to_length_14() {
    for len in 1..=BRUTE_MAX {
        for bits in 0..1u32 << len {
            let s: String = (0..len).map(|i| if bits >> i & 1 == 1 { '1' } else { '0' }).collect();
            assert_eq!(brute(&s), winner(inversions(&s) % 3 != 0), "{}", s);
        }
    }
}

/// Each move removes exactly 1 or 2 inversions; with I = 1 only a 1-move exists, with I ≥ 2
/// some 2-move does.
#[test]
fn moves_remove_one_or_two_inversions_and_both_exist() {
    for len in 1..=12 {
        for bits in 0..1u32 << len {
            let s: Vec<u8> =
                (0..len).map(|i| if bits >> i & 1 == 1 { b'1' } else { b'0' }).collect();
            let text = String::from_utf8(s.clone()).unwrap();
            let before = inversions(&text);
            let drops: Vec<u64> = Reverse
                .moves(&s)
                .iter()
                .map(|t| before - inversions(std::str::from_utf8(t).unwrap()))
                .collect();
            assert!(drops.iter().all(|&d| d == 1 || d == 2), "{}", text);
            assert_eq!(drops.contains(&1), before >= 1, "{}", text);
            assert_eq!(drops.contains(&2), before >= 2, "{}", text);
        }
    }
}

#[test]
fn wrapping_counts_differ_beyond_2_32() {
    // 1^65536 0^65538: I = 2^32 + 2^17 ≡ 0 (mod 3), but the wrapped count 2^17 ≡ 2.
    let c = Case::new(ones_then_zeros(65536, 65538));
    assert_eq!(inversions(&c.s), (1u64 << 32) + (1 << 17));
    assert_eq!(Gym103102b::reference(&c), "Bob");
    assert_eq!((Gym103102b::mutants()[0].answer)(&c), "Alice");
}

#[test]
fn validator() {
    assert!(Gym103102b::parse("").is_err());
    assert_eq!(Gym103102b::parse("  01x0\n").unwrap_err().at, 4);
    assert!(Gym103102b::parse("01 10").is_err());
    assert!(Gym103102b::parse(&"1".repeat(MAX_LEN + 1)).is_err());
    assert!(Gym103102b::parse(&"1".repeat(MAX_LEN)).is_ok());
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(11);
    for i in 0..200 {
        let c = Gym103102b::generate(Family::ALL[i % 4], &mut rng);
        assert!(
            Gym103102b::parse(&Gym103102b::render(std::slice::from_ref(&c))).is_ok(),
            "{}",
            c.s.len()
        );
        assert_eq!(Gym103102b::from_shape(&Gym103102b::shape(&c)).as_ref(), Some(&c));
    }
    for t in 0..=8 {
        let ones = random_bits(80_000, t, &mut rng).bytes().filter(|&b| b == b'1').count();
        assert!((ones as f64 / 10_000.0 - t as f64).abs() < 0.1, "{} in eighths: {}", t, ones);
    }
    for _ in 0..50 {
        let s = beyond_32_bits(&mut rng);
        assert!(inversions(&s) >= 1 << 32 && s.len() <= MAX_LEN);
    }
}
