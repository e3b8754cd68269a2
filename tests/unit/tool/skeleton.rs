use grundy::tool::skeleton::*;

const CANON: &str = "/// An error.\nstruct Error {\n    at: usize,\n}\n\nimpl S {\n    /// Next.\n    #[inline]\n    fn next(&mut self) -> u8 {\n        1\n    }\n}\n\nfn main() {\n    run();\n}\n";

#[test]
fn items_carry_their_docs_and_attributes() {
    let found = items(CANON);
    let heads: Vec<&str> = found.iter().map(|i| i.head.as_str()).collect();
    assert_eq!(heads, ["struct Error", "fn next", "fn main"]);
    assert!(found[1].text.starts_with("    /// Next.\n    #[inline]\n    fn next"));
}

#[test]
fn drift_is_found_and_synced_away() {
    let canon = items(CANON);
    let theirs = CANON.replace("        1\n", "        2\n") + "\nfn extra() {\n}\n";
    assert_eq!(drift(&theirs, &canon), ["fn next"]);
    let fixed = synced(&theirs, &canon);
    assert!(drift(&fixed, &canon).is_empty());
    assert!(fixed.contains("fn extra()"));
}
