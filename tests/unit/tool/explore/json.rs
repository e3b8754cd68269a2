use grundy::tool::explore::json::*;

#[test]
fn strings_are_escaped() {
    assert_eq!(string("a\"b\\c\nd\u{1}é"), "\"a\\\"b\\\\c\\nd\\u0001é\"");
}

#[test]
fn values_are_capped() {
    let many = vec![0u32; VALUES_CAP + 1];
    let out = Object::default().values(&many).finish();
    assert!(out.ends_with("0],\"values_truncated\":true}\n"));
    assert_eq!(
        Object::default().values(&[1, 2]).finish(),
        "{\"values\":[1,2],\"values_truncated\":false}\n"
    );
}
