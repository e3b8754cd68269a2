use grundy::octal::Code;
use grundy::octal_tables::*;

#[test]
fn every_listed_code_parses_to_itself_once() {
    for (i, (c, _)) in UNSOLVED.iter().enumerate() {
        assert_eq!(Code::parse(c).unwrap().to_string(), *c);
        assert!(UNSOLVED[..i].iter().all(|(d, _)| d != c), "{} twice", c);
    }
    assert_eq!(UNSOLVED.len(), 82);
}

#[test]
fn officers_is_unsolved_and_kayles_is_not() {
    let six = unsolved(&Code::parse(".6").unwrap()).unwrap();
    assert_eq!(six.computed_to(), "G(n) for n < 2^21 = 2097152");
    assert_eq!(unsolved(&Code::parse("0.14").unwrap()).unwrap().computed_to(), "not given there");
    assert_eq!(unsolved(&Code::parse("0.77").unwrap()), None);
}
