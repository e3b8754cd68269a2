use grundy::guess::evidence::*;

#[test]
fn bits_are_the_collision_entropy() {
    assert_eq!(bits([7u64; 10]), 0.0);
    // 4!/(2! 2!) = 6 arrangements; 4! = 24; 4!/3! = 4.
    assert!((bits([0u64, 1, 0, 1]) - 6f64.log2()).abs() < 1e-12);
    assert!((bits([0u64, 1, 2, 3]) - 24f64.log2()).abs() < 1e-12);
    assert!((bits([0u64, 1, 1, 1]) - 2.0).abs() < 1e-12);
}

#[test]
fn strength_needs_every_condition() {
    let s =
        Support { params: 10, tested: 10, bits: 23.2, choice: 3.3, least: 20, rows_suffice: true };
    assert!(!s.strong()); // two periods only
    assert!(Support { tested: 20, ..s.clone() }.strong());
    assert!(!Support { tested: 20, bits: 0.0, rows_suffice: false, ..s.clone() }.strong());
    assert!(Support { tested: 20, bits: 0.0, ..s }.strong());
}
