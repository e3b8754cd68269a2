use grundy::guess::sets::*;

fn members(s: SetName, upto: u64) -> Vec<u64> {
    (0..=upto).filter(|&n| s.contains(n)).collect()
}

#[test]
fn sets_by_their_definitions() {
    assert_eq!(members(SetName::Fibonacci, 60), vec![0, 1, 2, 3, 5, 8, 13, 21, 34, 55]);
    assert_eq!(members(SetName::PowersOfTwo, 40), vec![1, 2, 4, 8, 16, 32]);
    assert_eq!(members(SetName::PowersOfTwoMinusOne, 40), vec![0, 1, 3, 7, 15, 31]);
    assert_eq!(members(SetName::Squares, 50), vec![0, 1, 4, 9, 16, 25, 36, 49]);
    assert_eq!(members(SetName::Triangular, 30), vec![0, 1, 3, 6, 10, 15, 21, 28]);
    assert_eq!(members(SetName::Evil, 12), vec![0, 3, 5, 6, 9, 10, 12]);
    assert_eq!(members(SetName::Odious, 12), vec![1, 2, 4, 7, 8, 11]);
    // The ends of u64: F(93) = 12200160415121876738 is the last Fibonacci number below 2^64.
    assert!(SetName::Fibonacci.contains(12_200_160_415_121_876_738));
    assert!(!SetName::Fibonacci.contains(u64::MAX));
    assert!(SetName::Squares.contains(4_294_967_295 * 4_294_967_295));
    assert!(!SetName::Squares.contains(u64::MAX));
    assert!(SetName::PowersOfTwoMinusOne.contains(u64::MAX));
    // T(k) for k = 6074000999: 18446744070963499500 ≤ 2^64 − 1.
    assert!(SetName::Triangular.contains(6_074_000_999 * 3_037_000_500));
    assert!(!SetName::Triangular.contains(6_074_000_999 * 3_037_000_500 + 1));
    assert!(!SetName::Triangular.contains(u64::MAX));
    assert_eq!(isqrt(u64::MAX), 4_294_967_295);
}

#[test]
fn sequences_by_their_definitions() {
    let first = |s: SeqName| (0..8).map(|n| s.at(n).unwrap()).collect::<Vec<_>>();
    assert_eq!(first(SeqName::Lowbit), vec![0, 1, 2, 1, 4, 1, 2, 1]);
    assert_eq!(first(SeqName::Popcount), vec![0, 1, 1, 2, 1, 2, 2, 3]);
    assert_eq!(first(SeqName::Odious), vec![1, 2, 4, 7, 8, 11, 13, 14]);
    assert_eq!(first(SeqName::Evil), vec![0, 3, 5, 6, 9, 10, 12, 15]);
    assert_eq!(SeqName::Odious.at(u64::MAX / 2 + 1), None);
    // lowbit is 2^v2(n); the ruler function is v2(n) + 1 (1 2 1 3 1 2 1 4 …), another sequence.
    assert!(SeqName::Lowbit.words().contains("2^v2(n)"));
    assert!(!SeqName::Lowbit.words().contains("ruler"));
}
