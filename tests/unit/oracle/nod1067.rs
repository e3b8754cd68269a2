use grundy::oracle::nod1067::*;
use grundy::oracle::Model;

#[test]
fn the_residue_table_matches_the_literal_rules_over_two_periods_and_more() {
    for n in 0..=200 {
        assert_eq!(Nod1067::brute(&Case { n }).unwrap(), Nod1067::reference(&Case { n }), "{}", n);
    }
}

#[test]
fn p_positions_start_0_2_7_9() {
    let p: Vec<u64> = (0..20).filter(|&n| Nod1067::brute(&Case { n }).unwrap() == "B").collect();
    assert_eq!(p, [0, 2, 7, 9, 14, 16]);
}
