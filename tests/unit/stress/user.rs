use grundy::stress::user::*;

#[test]
fn a_declared_case_count_needs_a_line_a_case() {
    assert_eq!(declared_cases("3\n1 2\n3 4\n5 6\n"), Some(3));
    assert_eq!(declared_cases("3\n1 2 3\n"), None);
    assert_eq!(declared_cases("1\n5\n"), None);
    assert_eq!(declared_cases("x\n"), None);
}
