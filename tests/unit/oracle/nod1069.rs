use grundy::oracle::nod1069::*;
use grundy::oracle::Model;
use grundy::rng::Rng;
use grundy::text::Tokens;

fn brute(piles: &[u64]) -> String {
    Nod1069::brute(&Case { piles: piles.to_vec() }).unwrap()
}

#[test]
fn positions_by_hand() {
    // The official sample: three piles of one, A takes one, two remain, B takes one, A the last.
    assert_eq!(brute(&[1, 1, 1]), "A");
    assert_eq!(brute(&[1, 1]), "B");
    // 1, 2, 3: XOR 0, and no two piles are equal; A loses.
    assert_eq!(brute(&[1, 2, 3]), "B");
    assert_eq!(brute(&[1, 2, 4]), "A");
    assert_eq!(brute(&[]), "B");
    assert_eq!(brute(&[0, 0, 5]), "A");
}

#[test]
fn huge_is_one_valid_game_beyond_the_count() {
    for huge in [Nod1069::huge, Nod1069::huge_uniform] {
        let text = huge(100_000, &mut Rng::new(5));
        let mut t = Tokens::new(&text);
        let n = t.u64("N", 0..=u64::MAX).unwrap();
        assert!(n > MAX_N);
        for _ in 0..n {
            t.u64("A[i]", 1..=MAX_A).unwrap();
        }
        t.expect_end().unwrap();
    }
}
