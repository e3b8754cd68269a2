use grundy::oracle::format::*;
use grundy::text::Tokens;

#[test]
fn a_count_then_its_cases_and_nothing_after() {
    let pair = |t: &mut Tokens<'_>| Ok((t.u64("a", 0..=9)?, t.u64("b", 0..=9)?));
    assert_eq!(parse_counted("2\n1 2\n3 4\n", 5, pair), Ok(vec![(1, 2), (3, 4)]));
    assert!(parse_counted("2\n1 2\n", 5, pair).is_err());
    assert!(parse_counted("1\n1 2\n3\n", 5, pair).is_err());
    assert!(parse_counted("6\n", 5, pair).is_err());
    let text = render_counted(&[(1, 2), (3, 4)], |(a, b)| format!("{} {}\n", a, b));
    assert_eq!(text, "2\n1 2\n3 4\n");
}
