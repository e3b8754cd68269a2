use grundy::oracle::csdn_stones2::*;
use grundy::oracle::Model;
use grundy::rng::Rng;

fn brute(m: u64, piles: &[u64]) -> String {
    CsdnStones2::brute(&Case { m, piles: piles.to_vec() }).unwrap()
}

#[test]
fn positions_by_hand() {
    // The official sample: 4 and 4 with m = 3. Whatever 甲 takes from one pile, 乙 takes the
    // same from the other.
    assert_eq!(brute(3, &[4, 4]), "Lost");
    // 4 mod 4 = 0 and 5 mod 4 = 1: take 1 from the 5 and mirror afterwards.
    assert_eq!(brute(3, &[4, 5]), "Win");
    // Remainders 1 and 1 with m = 3 though the piles differ: lost.
    assert_eq!(brute(3, &[1, 5]), "Lost");
    // m = 1: only parities count; 2, 3, 1 → 0 ^ 1 ^ 1 = 0.
    assert_eq!(brute(1, &[2, 3, 1]), "Lost");
    // m = 0: nobody may move. N = 0: no piles.
    assert_eq!(brute(0, &[5, 7]), "Lost");
    assert_eq!(brute(2, &[]), "Lost");
}

#[test]
fn the_cancelling_family_is_lost_and_inside_the_bounds() {
    let mut rng = Rng::new(3);
    for _ in 0..500 {
        let m = rng.magnitude(1..=MAX_M);
        let n = rng.range(MIN_N..=8) as usize;
        let piles = cancelling(m, n, &mut rng);
        assert_eq!(piles.len(), n);
        assert!(piles.iter().all(|p| (1..=MAX_PILE).contains(p)), "{:?}", piles);
        assert_eq!(CsdnStones2::reference(&Case { m, piles }), "Lost");
    }
}

#[test]
fn the_reference_survives_the_largest_m() {
    let case = Case { m: u64::MAX, piles: vec![u64::MAX, u64::MAX - 1, 1] };
    assert_eq!(CsdnStones2::reference(&case), "Lost");
    assert_eq!(CsdnStones2::reference(&Case { m: u64::MAX - 1, piles: vec![u64::MAX] }), "Lost");
}
