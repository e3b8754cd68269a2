use grundy::compare::*;

fn said(mode: Mode, expected: &str, actual: &str) -> Option<String> {
    differ(mode, expected, actual).map(|d| d.to_string())
}

#[test]
fn lines_ignore_what_judges_ignore_and_name_the_line() {
    assert_eq!(compare("A\nB\n", "A  \r\nB"), None);
    assert_eq!(compare("A\nB\n", "A\nB\n\n\n"), None);
    assert_eq!(compare("A\n\nB\n", "A\nB\n").map(|m| m.line), Some(2));
    assert_eq!(
        said(Mode::Lines, "B\nA\nB\n", "B\nA\nA\n").unwrap(),
        "line 3: expected \"B\", got \"A\""
    );
    assert_eq!(
        said(Mode::Lines, "A\nB\nA\n", "A\nB\nA\n0\n").unwrap(),
        "line 4: your program printed an extra line \"0\""
    );
    assert_eq!(
        said(Mode::Lines, "A\nB\n", "A\n").unwrap(),
        "line 2: expected \"B\", but your program's output ended"
    );
    assert_eq!(said(Mode::Lines, "A\n", "a\n").unwrap(), "line 1: expected \"A\", got \"a\"");
}

#[test]
fn tokens_ignore_line_breaks() {
    assert_eq!(differ(Mode::Tokens, "A\nB\nC\n", "A B   C"), None);
    assert_eq!(
        said(Mode::Tokens, "A B\nB", "A B A").unwrap(),
        "token 3: expected \"B\", got \"A\""
    );
    let d = differ(Mode::Tokens, "1\n2\n", "1\n2\n3\n").unwrap();
    assert_eq!(
        (d.line, d.to_string()),
        (3, "token 3: your program printed an extra token \"3\"".into())
    );
    assert!(differ(Mode::Lines, "A\nB\n", "A B\n").is_some());
}

#[test]
fn exact_sees_every_byte() {
    assert_eq!(differ(Mode::Exact, "A\nB\n", "A\nB\n"), None);
    assert_eq!(
        said(Mode::Exact, "A\nB\n", "A\nB \n").unwrap(),
        "line 2, column 2: expected \"B\\n\", got \"B \\n\""
    );
    assert_eq!(
        said(Mode::Exact, "A\n", "A\n\n").unwrap(),
        "line 2, column 1: your program printed an extra line \"\\n\""
    );
}

#[test]
fn floats_agree_within_eps_absolute_or_relative() {
    let eps = Mode::Float(1e-6);
    assert_eq!(differ(eps, "0.5 x\n", "0.5000004 x"), None);
    assert_eq!(differ(eps, "1000000\n", "1000000.9"), None); // relative
    assert_eq!(differ(eps, "1e3", "1000.0"), None);
    let d = said(eps, "0.5 x", "0.50002 x").unwrap();
    assert!(d.starts_with("token 1: expected \"0.5\", got \"0.50002\" (error 2"), "{}", d);
    assert_eq!(said(eps, "0.5 x", "0.5 y").unwrap(), "token 2: expected \"x\", got \"y\"");
    assert!(differ(eps, "nan", "1").is_some() && differ(eps, "1", "inf").is_some());
}
