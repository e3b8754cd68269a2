use grundy::tool::term::*;

#[test]
fn no_colour_means_plain_text() {
    assert_eq!(Paint(false).red("WA"), "WA");
    assert_eq!(Paint(true).green("OK"), "\x1b[32mOK\x1b[0m");
}
