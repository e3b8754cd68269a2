use grundy::oracle::gym102263b::*;
use grundy::oracle::Model;

#[test]
fn official_sample_and_the_boundary_n_equals_k_plus_one() {
    let ans = |n, k| Gym102263b::brute(&Case { n, k }).unwrap();
    assert_eq!(ans(2, 1), "Ayoub");
    assert_eq!(ans(4, 1), "Kilani");
    // Odd k: k + 1 is even and ≤ k + 1, lost; k + 2 reaches it.
    assert_eq!(ans(6, 5), "Ayoub");
    assert_eq!(ans(7, 5), "Kilani");
    assert_eq!(ans(8, 5), "Kilani");
    // n below k: only single steps, parity decides.
    assert_eq!(ans(4, 9), "Ayoub");
    assert_eq!(ans(5, 9), "Kilani");
}

#[test]
fn reference_survives_the_largest_k() {
    assert_eq!(Gym102263b::reference(&Case { n: u64::MAX - 1, k: u64::MAX }), "Ayoub");
    assert_eq!(Gym102263b::reference(&Case { n: u64::MAX, k: 0 }), "Kilani");
}
