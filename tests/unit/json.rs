use grundy::json::*;

#[test]
fn strings_and_lists() {
    assert_eq!(string("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    assert_eq!(list(&[1, 2, 3]), "[1,2,3]");
    assert_eq!(list::<u8>(&[]), "[]");
}
