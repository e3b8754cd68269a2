use grundy::text::*;

#[test]
fn tokens_carry_offsets_and_errors_carry_lines() {
    let mut t = Tokens::new("3\r\n 12\tx\n");
    assert_eq!(t.u64("T", 1..=5), Ok(3));
    assert_eq!(t.next_token(), Some(Token { text: "12", at: 4 }));
    let e = t.u64("N", 0..=9).unwrap_err();
    assert_eq!((e.line, e.column, e.at), (2, 5, 7));
    assert!(e.msg.contains("\"x\""), "{}", e);
    assert_eq!(t.opt_u64("N", 0..=9), Ok(None));
    let e = t.u64("K", 0..=9).unwrap_err();
    assert!(e.msg.contains("end of the input"), "{}", e);
}

#[test]
fn bounds_negatives_and_overflow_are_named() {
    let e = Tokens::new("21").u64("T", 1..=20).unwrap_err();
    assert!(e.msg.contains("T = 21") && e.msg.contains("1..=20"), "{}", e);
    let e = Tokens::new("-1").u64("N", 1..=20).unwrap_err();
    assert!(e.msg.contains("\"-1\""), "{}", e);
    let e = Tokens::new("18446744073709551616").u64("N", 0..=u64::MAX).unwrap_err();
    assert!(e.msg.contains("64 bits"), "{}", e);
    assert_eq!(Tokens::new("18446744073709551615").u64("N", 0..=u64::MAX), Ok(u64::MAX));
    assert!(Tokens::new("1 2").expect_end().is_err());
}

#[test]
fn long_texts_are_shortened_for_a_terminal() {
    assert_eq!(shorten("short\n", 1024), "short\n");
    let bits = "1".repeat(46341) + &"0".repeat(46341);
    let s = shorten(&format!("{}\n", bits), 1024);
    assert_eq!(s, "1×46341 0×46341   (run-lengths of 92682 characters)\n");
    let varied: String = (0..5000).map(|i| if i % 3 == 0 { 'a' } else { 'b' }).collect();
    let s = shorten(&varied, 1024);
    assert!(s.len() < 400 && s.contains("characters cut") && s.starts_with("abbabb"), "{}", s);
    let many: String = (0..10_000).map(|i| format!("{}\n", i)).collect();
    let s = shorten(&many, 1024);
    assert!(s.len() <= 1100 && s.starts_with("0\n1\n") && s.ends_with("9999\n"), "{}", s);
    let cut: usize = s.split("… ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert_eq!(cut + s.lines().count() - 1, 10_000);
    let wide = "é".repeat(3000);
    assert!(shorten(&wide, 100).contains("é×3000"));
    // A thousand short lines fit in the bytes, not on a screen: 40 lines at most.
    let tall: String = (0..1000).map(|i| format!("{} {}\n", i % 7, i)).collect();
    let s = shorten(&tall, 1024);
    assert!(s.lines().count() <= SHOWN_LINES, "{}", s);
    assert!(
        s.starts_with("0 0\n1 1\n") && s.ends_with("5 999\n") && s.contains("lines ("),
        "{}",
        s
    );
    let same = "1\n".to_string() + &"0 0\n".repeat(998) + "2\n";
    assert_eq!(shorten(&same, 1024), "1\n0 0   (×998 lines)\n2\n");
}
