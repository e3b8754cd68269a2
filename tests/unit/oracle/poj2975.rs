use grundy::nim::multisets;
use grundy::oracle::poj2975::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn brute(piles: &[u64]) -> String {
    Poj2975::brute(&Case { piles: piles.to_vec() }).unwrap()
}

#[test]
fn winning_moves_by_hand() {
    // The official sample's first case: 7 ^ 11 ^ 13 = 1, and every pile is odd.
    assert_eq!(brute(&[7, 11, 13]), "3");
    // 5, 5, 2: x = 2; only the 2 can be emptied. A pile of 5 is bigger than x but would grow.
    assert_eq!(brute(&[5, 5, 2]), "1");
    // One pile: take it all. Two equal piles: lost, no winning move.
    assert_eq!(brute(&[9]), "1");
    assert_eq!(brute(&[4, 4]), "0");
    // 1, 2, 3 has XOR 0; 1, 2, 4 has x = 7: only the 4 has bit 2, lowered to 3.
    assert_eq!(brute(&[1, 2, 3]), "0");
    assert_eq!(brute(&[1, 2, 4]), "1");
    // Empty piles are inert.
    assert_eq!(brute(&[0, 0, 6]), "1");
}

#[test]
fn reference_matches_brute_force_on_small_piles() {
    for piles in multisets(3, 9) {
        let case = Case { piles };
        assert_eq!(Poj2975::reference(&case), Poj2975::brute(&case).unwrap(), "{:?}", case);
    }
}

#[test]
fn the_official_sample_parses_and_the_terminator_is_required() {
    let cases = Poj2975::parse("3\n7 11 13\n2\n1000000000 1000000000\n0\n").unwrap();
    assert_eq!(cases.len(), 2);
    assert_eq!(Poj2975::render(&cases), "3\n7 11 13\n2\n1000000000 1000000000\n0\n");
    assert!(Poj2975::parse("1\n5\n").is_err());
    assert!(Poj2975::parse("1\n0\n0\n").is_err());
    assert!(Poj2975::parse("0\n1\n").is_err());
}

#[test]
fn the_edge_family_fools_the_k_ge_x_mistake() {
    let mutant = Poj2975::mutants()[0];
    let mut rng = Rng::new(1);
    let fooled = (0..200)
        .map(|_| Poj2975::generate(Family::Edge, &mut rng))
        .filter(|c| (mutant.answer)(c) != Poj2975::reference(c))
        .count();
    assert!(fooled >= 20, "only {} of 200 edge cases fool the mutant", fooled);
}
