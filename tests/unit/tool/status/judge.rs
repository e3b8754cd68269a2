use grundy::problems::get;
use grundy::tool::status::judge::*;

#[test]
fn the_header_line_and_the_rival_comment() {
    assert_eq!(
        header(get("nod1067")),
        "//! Judge:   1 ≤ T ≤ 10 000, 1 ≤ N ≤ 10^9; limits: 1 s, 128 MiB (seen on the problem's page)."
    );
    assert_eq!(
        header(get("nod1066")),
        "//! Judge:   1 ≤ T ≤ 10 000, 1 ≤ N ≤ 10^9, 1 ≤ K ≤ 10^9; limits: 1 s, 128 MiB (the 51nod \
         series'\n//!          standard)."
    );
    assert_eq!(rival_comment(get("hdu2516")), "// Judge bounds: 2 <= n <= 2^31 - 1.");
}

#[test]
fn a_block_is_replaced_or_inserted() {
    let text = "//! Range:   x\n//! Judge:   old\n//!          more\n//! Status:  y\n";
    let new = "//! Range:   x\n//! Judge:   new\n//! Status:  y\n";
    assert_eq!(
        with_block(text, "//! Judge:", "//!    ", "//! Status:", "//! Judge:   new"),
        Some(new.into())
    );
    let bare = "//! Range:   x\n//! Status:  y\n";
    assert_eq!(
        with_block(bare, "//! Judge:", "//!    ", "//! Status:", "//! Judge:   new"),
        Some(new.into())
    );
    assert_eq!(with_block("none\n", "//! Judge:", "//!    ", "//! Status:", "x"), None);
}

#[test]
fn the_memory_row_comes_from_the_header() {
    let bin =
        "//! Time:    O(N); memory: O(1): a 64 KiB input\n//!          window.\n//! Range:   x\n";
    assert_eq!(memory_clause(bin).as_deref(), Some("O(1): a 64 KiB input window"));
    let page = "| Limits | 1 s |\n| Submit | x |\n";
    let with = with_row(page, "Memory (ours)", "Limits", "O(1)").unwrap();
    assert_eq!(with, "| Limits | 1 s |\n| Memory (ours) | O(1) |\n| Submit | x |\n");
    assert_eq!(
        with_row(&with, "Memory (ours)", "Limits", "O(2)").unwrap(),
        with.replace("O(1)", "O(2)")
    );
    assert_eq!(with_row("none\n", "Memory (ours)", "Limits", "x"), None);
}

#[test]
fn page_rows_are_rewritten_from_the_table() {
    let page =
        "| | |\n|---|---|\n| Limits | old |\n\ntext\n\n| | judge's bound | ours |\n|---|---|---|\n\
                | lines | until the end | any |\n| \\|s\\| | old | any \\| all |\n";
    let want = "| | |\n|---|---|\n| Limits | 1 s, 256 MiB (as on the mirrors) |\n\ntext\n\n\
                | | judge's bound | ours |\n|---|---|---|\n| lines | until the end | any |\n\
                | \\|s\\| | 1 ≤ \\|s\\| ≤ 10^6 (only `0` and `1`) | any \\| all |\n";
    assert_eq!(with_page_facts(page, get("gym103102b")).as_deref(), Ok(want));
    assert_eq!(
        with_page_facts(page, get("nod1066")),
        Err("no row for the bound \"T\" in the table headed `| | judge's bound`".to_string())
    );
}
