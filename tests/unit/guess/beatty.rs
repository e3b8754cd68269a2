use grundy::guess::beatty::*;

#[test]
fn wythoff_sequences_by_zeckendorf() {
    // ⌊kφ⌋ = 0 1 3 4 6 8 9 11 12 14, ⌊kφ²⌋ = 0 2 5 7 10 13 15 18 20 23 (A000201, A001950).
    let lower: Vec<u64> = (0..15).filter(|&n| lower_wythoff(n)).collect();
    assert_eq!(lower, vec![0, 1, 3, 4, 6, 8, 9, 11, 12, 14]);
    let upper: Vec<u64> = (0..24).filter(|&n| upper_wythoff(n)).collect();
    assert_eq!(upper, vec![0, 2, 5, 7, 10, 13, 15, 18, 20, 23]);
    let pairs = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18)];
    for a in 0..20u64 {
        for b in 0..20u64 {
            let expected = pairs.iter().any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b));
            assert_eq!(wythoff_pair(a, b), expected, "{} {}", a, b);
        }
    }
    assert!(!wythoff_pair(u64::MAX, u64::MAX));
    lower_wythoff(u64::MAX);
}

#[test]
fn alpha_from_a_table() {
    // ⌊kφ⌋ for k = 1..: the lower Wythoff numbers up to 100.
    let m: Vec<u64> = (1..=100).filter(|&n| lower_wythoff(n)).collect();
    assert_eq!(fit(&m, 100), Some(Alpha::Phi));
    let m: Vec<u64> = (1..=100).filter(|&n| upper_wythoff(n)).collect();
    assert_eq!(fit(&m, 100), Some(Alpha::PhiSquared));
    // ⌊5k/2⌋ = 2 5 7 10 12 15 17 20 …
    let m: Vec<u64> = (1..=40u64).map(|k| 5 * k / 2).filter(|&n| n <= 60).collect();
    assert_eq!(fit(&m, 60), Some(Alpha::Ratio(5, 2, None)));
    assert!(Alpha::Ratio(5, 2, None).contains(7) && !Alpha::Ratio(5, 2, None).contains(8));
    assert!(Alpha::Ratio(5, 2, None).contains(0));
    // ⌊k√2⌋ = isqrt(2k²), k = 1..: a fraction fits, and √2 is named.
    let isqrt = |n: u64| (0..=n).take_while(|r| r * r <= n).last().unwrap_or(0);
    let m: Vec<u64> = (1..=70u64).map(|k| isqrt(2 * k * k)).filter(|&n| n <= 99).collect();
    assert!(matches!(fit(&m, 99), Some(Alpha::Ratio(_, _, Some("sqrt(2)")))), "{:?}", fit(&m, 99));
    // Not a Beatty sequence: 1 2 3 5 8 13 …
    assert_eq!(fit(&[1, 2, 3, 5, 8, 13, 21, 34, 55], 60), None);
}
