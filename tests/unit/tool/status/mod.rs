mod judge;

use grundy::tool::status::*;

fn ev() -> Coverage {
    Coverage {
        id: "x".into(),
        samples: 6,
        exhaustive: "every N ≤ 60".into(),
        exhaustive_cases: 3600,
        random_cases: 10_000,
        mutants: vec!["a".into(), "b".into()],
        intrinsic: None,
    }
}

#[test]
fn header_lines_are_wrapped_comments() {
    let h = header(&ev());
    assert!(h.starts_with("//! Status:  `cargo test` passes: 6 samples;"), "{}", h);
    assert!(h.lines().all(|l| l.chars().count() <= 100 && l.starts_with("//!")), "{}", h);
    assert!(h.contains("10 000 random"), "{}", h);
}

#[test]
fn status_and_verified_are_replaced_in_place() {
    let src = "//! Problem: p\n//! Status:  old\n//!          older\n\nuse std::io;\n";
    let new = with_header(src, "//! Status:  new").unwrap();
    assert_eq!(new, "//! Problem: p\n//! Status:  new\n\nuse std::io;\n");
    let page = "# t\n\n## Pitfalls\n\nx\n\n## Verified\n\nold\n";
    assert_eq!(
        with_verified(page, "## Verified\n\nnew\n").unwrap(),
        "# t\n\n## Pitfalls\n\nx\n\n## Verified\n\nnew\n"
    );
    assert_eq!(with_header("no status", "x"), None);
}
