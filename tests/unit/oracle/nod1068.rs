use grundy::oracle::nod1068::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

#[test]
fn string_arithmetic() {
    assert_eq!(decrement("1000"), "999");
    assert_eq!(decrement("1"), "0");
    assert_eq!(increment("999"), "1000");
    assert_eq!(increment("0"), "1");
    assert_eq!(canonical(b"000120"), "120");
    assert_eq!(pow2(64), "18446744073709551616");
    for n in 0..2000u64 {
        let s = n.to_string();
        assert_eq!(mod3(&s), (n % 3) as u32);
        assert_eq!(increment(&s), (n + 1).to_string());
        if n > 0 {
            assert_eq!(decrement(&s), (n - 1).to_string());
        }
    }
}

#[test]
fn validator_bounds() {
    assert!(Nod1068::parse(&format!("1\n{}\n", pow10(1000))).is_ok());
    assert!(Nod1068::parse(&format!("1\n{}\n", "9".repeat(1000))).is_ok());
    assert!(Nod1068::parse(&format!("1\n{}\n", increment(&pow10(1000)))).is_err());
    assert!(Nod1068::parse("1\n0\n").is_err());
    assert!(Nod1068::parse("1\n012\n").is_err());
    assert_eq!(Nod1068::parse("1\n1.5\n").unwrap_err().at, 3);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(5);
    for i in 0..400 {
        let c = Nod1068::generate(Family::ALL[i % 4], &mut rng);
        assert!(Nod1068::parse(&Nod1068::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Nod1068::from_shape(&Nod1068::shape(&c)).as_ref(), Some(&c));
    }
}
