use grundy::explore::*;

#[test]
fn subtract_1_3_4_has_period_7_with_p_positions_0_and_2() {
    let g = one_pile_values(subtraction_moves(vec![1, 3, 4]), 100);
    let p = proven_period(&g, 4).unwrap();
    assert_eq!(p, Period { start: 0, period: 7 });
    assert_eq!(p_residues(&g, p), (vec![0, 2], vec![]));
}

#[test]
fn bash_k_has_period_k_plus_1() {
    for k in 1..=9u64 {
        let g = one_pile_values(subtraction_moves((1..=k).collect()), 60);
        assert_eq!(
            proven_period(&g, k as usize),
            Some(Period { start: 0, period: k as usize + 1 })
        );
        assert_eq!(p_residues(&g, Period { start: 0, period: k as usize + 1 }).0, vec![0]);
    }
}

#[test]
fn a_pre_period_is_found_and_minimal() {
    // Built by hand: 5 7 | 1 2 3 1 2 3 … has pre-period 2 and period 3.
    let g = [5, 7, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3];
    assert_eq!(proven_period(&g, 3), Some(Period { start: 2, period: 3 }));
    assert_eq!(observed_period(&g), Some(Period { start: 2, period: 3 }));
    // S = {2, 3}: g = 0 0 1 1 2 0 0 1 1 2 … by hand; period 5 from the start.
    let g23 = one_pile_values(subtraction_moves(vec![2, 3]), 40);
    assert_eq!(&g23[..10], &[0, 0, 1, 1, 2, 0, 0, 1, 1, 2]);
    assert_eq!(proven_period(&g23, 3), Some(Period { start: 0, period: 5 }));
}

#[test]
fn too_few_values_prove_nothing() {
    let g = one_pile_values(subtraction_moves(vec![1, 3, 4]), 9);
    assert_eq!(proven_period(&g, 4), None);
}

#[test]
fn powers_of_two_look_periodic_but_nim_does_not() {
    let powers = one_pile_values(
        |n| (0..64).map(|i| 1u64 << i).filter(|&s| s <= n).map(|s| n - s).collect(),
        60,
    );
    assert_eq!(observed_period(&powers), Some(Period { start: 0, period: 3 }));
    let nim = one_pile_values(|n| (0..n).collect(), 40);
    assert_eq!(observed_period(&nim), None);
}
