use grundy::shrink::decimal::*;
use std::cmp::Ordering;

#[test]
fn arithmetic_on_long_decimals() {
    assert_eq!(half(&add("999", "2")), "500");
    assert_eq!(minus_one("1000"), "999");
    assert_eq!(canonical(b"000"), "0");
    assert_eq!(cmp("99", "100"), Ordering::Less);
}
