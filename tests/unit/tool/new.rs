use grundy::tool::new::*;
use grundy::tool::skeleton::MARKER as SKELETON_MARKER;
use std::path::Path;

#[test]
fn ids_and_names() {
    for good in ["demo1", "cf1234a", "csdn-stones2", "a"] {
        assert!(valid_id(good), "{}", good);
    }
    for bad in ["", "Demo", "1abc", "a_b", "a-", "a--b", "a b", "../x", "é"] {
        assert!(!valid_id(bad), "{}", bad);
    }
    assert_eq!(names("csdn-stones2"), ("csdn_stones2".to_string(), "CsdnStones2".to_string()));
    assert_eq!(names("demo1"), ("demo1".to_string(), "Demo1".to_string()));
}

#[test]
fn the_template_has_its_skeleton() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(template_bin(root).unwrap().contains(SKELETON_MARKER));
    for template in [BIN_HEAD, MODEL, PAGE] {
        let filled = fill(template, "x", "X");
        assert!(!filled.contains("{ID}") && !filled.contains("{TYPE}"));
    }
}
