//! The solutions stream their input through a 128 KiB window refilled as it is consumed. These
//! tests put tokens across the first refill boundary (byte 131 072, where the first window ends
//! whatever the pipe's chunking: the first refill reads until the window is full), read tokens
//! far longer than the window, locate errors met after a refill by line, column and byte, and
//! skip a UTF-8 byte-order mark (the two per-problem checks run in every problem's battery, in
//! `problems.rs`). Expected answers come from the oracles, the official samples, or
//! are worked by hand here; offsets are computed from the text the test builds.

use crate::common::{root, run};
use crate::problems::Judged;
use grundy::compare::compare;
use grundy::oracle::{expected, Family, Model};
use grundy::process::{Exit, Run};
use grundy::rng::Rng;
use grundy::text::Tokens;
use std::fs;

/// The window's size: the first refill boundary is at this byte.
const WINDOW: usize = 1 << 17;

fn assert_success(id: &str, what: &str, r: &Run) {
    assert_eq!(r.exit, Exit::Success, "{} on {}: {:?}", id, what, r.stderr_line());
    assert!(r.stderr.is_empty(), "{} on {}: {:?}", id, what, r.stderr_line());
}

fn assert_answers(id: &str, what: &str, want: &str, r: &Run) {
    assert_success(id, what, r);
    if let Some(m) = compare(want, &r.stdout_text()) {
        panic!("{} on {}: {}", id, what, m);
    }
}

/// Exit 1 and exactly this one line on stderr.
fn assert_error(id: &str, what: &str, want: &str, r: &Run) {
    assert_eq!(r.exit, Exit::Code(1), "{} on {}: {:?}", id, what, r.stderr_line());
    assert_eq!(String::from_utf8_lossy(&r.stderr), format!("{}\n", want), "{} on {}", id, what);
}

/// Whitespace of `n` bytes, a newline every 64 (so the line count moves too).
fn padding(n: usize) -> String {
    (0..n).map(|i| if i % 64 == 63 { '\n' } else { ' ' }).collect()
}

/// The error line for the byte at `at` of `text`, lines and columns counted from 1 (and columns
/// after a byte-order mark on line 1).
fn located(text: &str, at: usize, msg: &str) -> String {
    let before = &text.as_bytes()[..at];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let start = if start == 0 && text.starts_with('\u{FEFF}') { 3 } else { start };
    format!("error: line {}, column {} (byte {}): {}", line, at - start + 1, at, msg)
}

/// The official sample with a UTF-8 byte-order mark in front, with LF and with CRLF: the same
/// answers as the sample's `.out`.
pub fn byte_order_mark(p: &Judged) {
    let dir = root().join("samples").join(p.id);
    let input = fs::read_to_string(dir.join("1.in")).expect("official sample");
    let out = fs::read_to_string(dir.join("1.out")).expect("official sample output");
    let lf = input.replace("\r\n", "\n");
    for (what, text) in [("LF", lf.clone()), ("CRLF", lf.replace('\n', "\r\n"))] {
        let text = format!("\u{FEFF}{}", text);
        assert_answers(
            p.id,
            &format!("a byte-order mark and {}", what),
            &out,
            &run(p.id, text.as_bytes()),
        );
    }
}

/// Random cases, with whitespace inserted before one token at a time so that the first window
/// ends at each of its first 24 bytes, just before it and just after it: the answers the oracle
/// gives for the cases.
pub fn across_the_boundary<M: Model>() {
    let mut rng = Rng::new(0x5_7EA4 + M::ID.len() as u64);
    let count = if M::MULTI_CASE { 30 } else { 1 };
    let mut cases: Vec<M::Case> = Vec::new();
    for tries in 0.. {
        if cases.len() == count || tries == 100_000 {
            break;
        }
        let family = if tries % 2 == 0 { Family::Random } else { Family::Small };
        let case = M::generate(family, &mut rng);
        // Keep the input small enough that its tokens can be moved to the boundary.
        if M::render(std::slice::from_ref(&case)).len() < WINDOW / 64 || !M::MULTI_CASE {
            cases.push(case);
        }
    }
    let input = M::render(&cases);
    let want: String = cases.iter().map(|c| expected::<M>(c) + "\n").collect();
    across_the_boundary_judged(M::ID, &input, &want);
}

/// [`across_the_boundary`]'s runs on the drawn input and its right output.
fn across_the_boundary_judged(id: &str, input: &str, want: &str) {
    let mut tokens = Tokens::new(input);
    let mut spots = Vec::new();
    while let Some(t) = tokens.next_token() {
        spots.push((t.at, t.text.len()));
    }
    // The first tokens, one from the middle and the last.
    let picked: Vec<(usize, usize)> = spots
        .iter()
        .take(4)
        .chain(spots.get(spots.len() / 2))
        .chain(spots.last())
        .copied()
        .filter(|&(at, _)| at < WINDOW / 2)
        .collect();
    assert!(!picked.is_empty());
    for (at, len) in picked {
        let mut cuts: Vec<usize> = (0..=len.min(24)).chain([len.saturating_sub(1), len]).collect();
        cuts.retain(|&cut| at + cut <= WINDOW);
        cuts.dedup();
        for cut in cuts {
            // The token starts `cut` bytes before the boundary.
            let text = format!("{}{}{}", &input[..at], padding(WINDOW - cut - at), &input[at..]);
            let what = format!("the token at byte {} cut after {} of its {} bytes", at, cut, len);
            assert_answers(id, &what, want, &run(id, text.as_bytes()));
        }
    }
}

/// nod1066: many games, then a bad token after the first refill; the error names its line,
/// column and byte, and the games before it are answered (by the oracle's rules).
#[test]
fn an_error_after_a_refill_is_located() {
    use grundy::oracle::nod1066::{Case, Nod1066};
    let games: Vec<Case> = (1..=40_000).map(|i| Case { n: i * 7, k: i % 13 + 1 }).collect();
    let mut text = format!("{}\r\n", games.len());
    for c in &games[..38_000] {
        text += &format!("{} {}\r\n", c.n, c.k);
    }
    let at = text.len() + 3;
    text += "\t  x7 5\r\n";
    let want: String = games[..38_000].iter().map(|c| expected::<Nod1066>(c) + "\n").collect();
    assert!(at > 2 * WINDOW, "the bad token must come after two refills");
    let r = run("nod1066", text.as_bytes());
    let msg = r#"expected N (an unsigned integer), found "x7""#;
    assert_error("nod1066", "x7 after a refill", &located(&text, at, msg), &r);
    assert_eq!(r.stdout_text(), want);
}

/// A bad token cut by the boundary: the error points at its start and shows all of it.
#[test]
fn a_bad_token_cut_by_the_boundary_is_shown_whole() {
    for cut in 1..4 {
        let head = format!("3\n1 1\n{}", padding(WINDOW - cut - 6));
        let text = format!("{}12x4 5\n2 2\n", head);
        let r = run("nod1066", text.as_bytes());
        let msg = r#"expected N (an unsigned integer), found "12x4""#;
        assert_error("nod1066", "12x4 cut", &located(&text, head.len(), msg), &r);
        // N = 1, K = 1: 1 is not a multiple of K + 1 = 2, so A wins.
        assert_eq!(r.stdout_text(), "A\n");
    }
}

/// u64::MAX across the boundary is read exactly; one more is refused at its start.
#[test]
fn twenty_digits_across_the_boundary() {
    use grundy::oracle::nod1066::{Case, Nod1066};
    for cut in [1, 10, 19] {
        let head = format!("2\n{}", padding(WINDOW - cut - 2));
        let text = format!("{}18446744073709551615 18446744073709551614\n7 3\n", head);
        let want = [Case { n: u64::MAX, k: u64::MAX - 1 }, Case { n: 7, k: 3 }]
            .iter()
            .map(|c| expected::<Nod1066>(c) + "\n")
            .collect::<String>();
        assert_answers("nod1066", "u64::MAX cut", &want, &run("nod1066", text.as_bytes()));
        let text = format!("{}18446744073709551616 1\n7 3\n", head);
        let r = run("nod1066", text.as_bytes());
        let msg = "N does not fit in 64 bits";
        assert_error("nod1066", "2^64 cut", &located(&text, head.len(), msg), &r);
    }
}

/// A number with 200 000 leading zeros spans four windows and is still just 7.
#[test]
fn leading_zeros_longer_than_the_window() {
    use grundy::oracle::nod1066::{Case, Nod1066};
    let text = format!("2\n{}7 3\n6 2\n", "0".repeat(200_000));
    let want: String = [Case { n: 7, k: 3 }, Case { n: 6, k: 2 }]
        .iter()
        .map(|c| expected::<Nod1066>(c) + "\n")
        .collect();
    assert_answers("nod1066", "200 000 leading zeros", &want, &run("nod1066", text.as_bytes()));
}

/// nod1068: N of over a million digits between two short ones; then a bad digit far inside a
/// long N, reported at that byte with the token's first 24 bytes shown.
#[test]
fn nod1068_reads_a_million_digits() {
    use grundy::oracle::nod1068::{Case, Nod1068};
    let mut rng = Rng::new(1068);
    let huge: String = (0..1_234_567).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
    let huge = format!("9{}", huge);
    let cases = [Case { n: "5".into() }, Case { n: huge.clone() }, Case { n: "12".into() }];
    let text = format!("3\n{}\n{}\r\n{}", cases[0].n, cases[1].n, cases[2].n);
    let want: String = cases.iter().map(|c| expected::<Nod1068>(c) + "\n").collect();
    assert_answers("nod1068", "a 1 234 568-digit N", &want, &run("nod1068", text.as_bytes()));

    let bad = 1_000_003;
    let mut broken = huge.into_bytes();
    broken[bad] = b'z';
    let broken = String::from_utf8(broken).unwrap();
    let text = format!("3\n5\n{}\n12\n", broken);
    let msg = format!("expected N (decimal digits), found {:?}", &broken[..24]);
    let r = run("nod1068", text.as_bytes());
    assert_error("nod1068", "a bad digit", &located(&text, 4 + bad, &msg), &r);
    assert_eq!(r.stdout_text(), expected::<Nod1068>(&cases[0]) + "\n");
}

/// gym103102b: a string of 1.5 million bits against the oracle; then a bad byte deep inside one.
#[test]
fn gym103102b_reads_a_long_string() {
    use grundy::oracle::gym103102b::{Case, Gym103102b};
    let mut rng = Rng::new(103102);
    let s: String = (0..1_500_001).map(|_| if rng.below(2) == 1 { '1' } else { '0' }).collect();
    let case = Case { s: s.clone() };
    let want = expected::<Gym103102b>(&case) + "\n";
    let text = format!("\r\n {}\r\n", s);
    assert_answers("gym103102b", "1.5 million bits", &want, &run("gym103102b", text.as_bytes()));

    let bad = 1_300_000;
    let mut broken = s.into_bytes();
    broken[bad] = b'2';
    let broken = String::from_utf8(broken).unwrap();
    let text = format!("\n{}\n", broken);
    let msg = format!("expected s (only 0 and 1), found {:?}", &broken[..24]);
    let r = run("gym103102b", text.as_bytes());
    assert_error("gym103102b", "a bad byte", &located(&text, 1 + bad, &msg), &r);
    assert!(r.stdout.is_empty());
}

/// poj1704: a repeated cell after the first refill is named at its second occurrence. The games
/// before it, worked by hand: cells 3 and 4 leave no gap between them, so Bob wins.
#[test]
fn poj1704_names_a_repeated_cell_after_a_refill() {
    let mut text = format!("2\n2\n3 4\n{}\n", 24_000);
    for cell in 1..=24_000 {
        text += &format!("{}\n", cell * 3);
    }
    // Replace the last cell by a repeat of cell 100 (value 300).
    let last = text.trim_end().rfind('\n').unwrap() + 1;
    text.truncate(last);
    let at = text.len();
    text += "300\n";
    assert!(at > WINDOW);
    let r = run("poj1704", text.as_bytes());
    let msg = "a second chessman on cell 300: every cell holds at most one";
    assert_error("poj1704", "a repeated cell", &located(&text, at, msg), &r);
    assert_eq!(r.stdout_text(), "Bob will win\n");
}

/// A byte-order mark moves byte offsets but not columns: an error on line 1 counts columns after it.
#[test]
fn a_byte_order_mark_keeps_columns() {
    let text = "\u{FEFF}2 1 1\r\nx 2\r\n";
    let r = run("nod1066", text.as_bytes());
    let want = located(text, 10, r#"expected N (an unsigned integer), found "x""#);
    assert_eq!(
        want,
        r#"error: line 2, column 1 (byte 10): expected N (an unsigned integer), found "x""#
    );
    assert_error("nod1066", "x after a BOM", &want, &r);
    // N = 1, K = 1: A wins (1 is not a multiple of 2).
    assert_eq!(r.stdout_text(), "A\n");
    let text = "\u{FEFF}  x";
    let r = run("nod1066", text.as_bytes());
    let want = r#"error: line 1, column 3 (byte 5): expected T (an unsigned integer), found "x""#;
    assert_error("nod1066", "x on the first line after a BOM", want, &r);
}

/// poj2975: one case of 200 000 piles, past the 65 536 the solution keeps (it counts the piles
/// with each bit set from there on), with memory flat: the oracle's answer, and then a second
/// case to show the counts start afresh.
#[test]
fn poj2975_counts_past_the_kept_piles() {
    use grundy::oracle::poj2975::{Case, Poj2975};
    let mut rng = Rng::new(2975);
    let piles: Vec<u64> = (0..200_000).map(|_| rng.below(1 << 62)).collect();
    let cases = [Case { piles: piles.clone() }, Case { piles: vec![7, 11, 13] }];
    let text = format!(
        "{}\n{}\n3\n7 11 13\n0\n",
        piles.len(),
        piles.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
    );
    let want: String = cases.iter().map(|c| expected::<Poj2975>(c) + "\n").collect();
    assert_answers("poj2975", "200 000 piles", &want, &run("poj2975", text.as_bytes()));
}

/// poj1067 decides pairs below 2^31 in u64 arithmetic and the rest in u128: losing pairs and their
/// neighbours on both sides of that line (for a and for k = b − a) and up to the top of u64, and
/// random pairs of every bit length, against the Zeckendorf reference.
#[test]
fn poj1067_decides_pairs_on_both_sides_of_2_31() {
    use grundy::oracle::poj1067::{lower_wythoff, Case, Poj1067};
    let line = 1u64 << 31;
    // The first k whose ⌊kφ⌋ reaches 2^31.
    let (mut lo, mut hi) = (1, line);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if lower_wythoff(mid) >= line {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    let mut cases = vec![
        Case { a: line - 1, b: line - 1 },
        Case { a: line, b: line },
        Case { a: 0, b: u64::MAX },
        Case { a: u64::MAX, b: u64::MAX },
    ];
    let ks = (lo - 3..=lo + 3).chain(line - 3..=line + 3).chain([1 << 40, 1 << 61, 7 << 59]);
    for k in ks {
        let a = lower_wythoff(k);
        for (da, db) in [(0, 0), (0, 1), (1, 1), (2, 0)] {
            let (x, y) = (a + da - 1, a + k + db - 1);
            cases.push(Case { a: x, b: y });
            cases.push(Case { a: y, b: x });
        }
    }
    let mut rng = Rng::new(1067);
    for _ in 0..2000 {
        let (p, q) = (rng.range(1..=64), rng.range(1..=64));
        let a = 1 << (p - 1) | rng.below(1 << (p - 1));
        let b = 1 << (q - 1) | rng.below(1 << (q - 1));
        cases.push(Case { a, b });
    }
    let text: String = cases.iter().map(|c| format!("{} {}\n", c.a, c.b)).collect();
    let want: String = cases.iter().map(|c| expected::<Poj1067>(c) + "\n").collect();
    assert_answers("poj1067", "pairs across 2^31", &want, &run("poj1067", text.as_bytes()));
}

/// A number of exactly `digits` digits (1 to 20), uniform among them.
fn with_digits(rng: &mut Rng, digits: u32) -> u64 {
    let low = 10u64.pow(digits - 1) * u64::from(digits > 1);
    let high = 10u64.checked_pow(digits).map_or(u64::MAX, |p| p - 1);
    rng.range(low..=high)
}

/// After a window of ten-digit numbers the parser reads the tenth digit without a branch for the
/// next windows: there, numbers of every length from 1 to 20 digits (8, 9, 10 and 11 most often,
/// the lengths where its paths part) with spaces, tabs and CRLF between them get the oracle's
/// answers, and a bad token there is named at its place with the answers before it kept.
#[test]
fn numbers_of_every_length_after_ten_digit_windows() {
    use grundy::oracle::nod1066::{Case, Nod1066};
    let mut rng = Rng::new(0x10_D161);
    // 8000 games of ten-digit numbers (176 KB: the first window and more), then 24 000 of any
    // length.
    let mut games: Vec<Case> = (0..8000)
        .map(|_| Case { n: with_digits(&mut rng, 10), k: with_digits(&mut rng, 10) })
        .collect();
    let lengths = [8, 9, 10, 11, 8, 9, 10, 11, 1, 2, 3, 4, 5, 6, 7, 12, 15, 16, 17, 19, 20];
    for i in 0..24_000 {
        let n = with_digits(&mut rng, lengths[i % lengths.len()]);
        let digits = *rng.pick(&lengths);
        let k = with_digits(&mut rng, digits);
        games.push(Case { n, k });
    }
    let seps = [" ", "\t", "  ", " \t"];
    let ends = ["\n", "\r\n", "\n\n"];
    let mut body = String::new();
    for c in &games {
        body += &format!("{}{}{}{}", c.n, rng.pick(&seps), c.k, rng.pick(&ends));
    }
    assert!(body.len() > 5 * WINDOW);
    let want: String = games.iter().map(|c| expected::<Nod1066>(c) + "\n").collect();
    let text = format!("{}\n{}", games.len(), body);
    assert_answers("nod1066", "numbers of every length", &want, &run("nod1066", text.as_bytes()));
    for bad in ["1234567890y", "123456789x", "12345678z", "12345678901-"] {
        let text = format!("{}\n{}", games.len() + 1, body);
        let at = text.len();
        let text = format!("{}{} 5\n", text, bad);
        let msg = format!("expected N (an unsigned integer), found {:?}", bad);
        let r = run("nod1066", text.as_bytes());
        assert_error("nod1066", bad, &located(&text, at, &msg), &r);
        assert_eq!(r.stdout_text(), want, "{}: the answers before it", bad);
    }
}

/// hdu1907's reader folds two piles of a game that goes on into one word, merged into the game's
/// XOR and OR when the reader hands over to the scanner: also when it hands over for a bad byte
/// ahead in the window, and the scanner then reads the game's last piles and answers it. Each game
/// here has an XOR of 0 (Brother), so a pair left unmerged turns it into John. (The merge was once
/// skipped on that way out; the battery's bad tokens, placed inside games, did not see it.)
#[test]
fn hdu1907_answers_a_game_cut_short_by_a_bad_byte_ahead() {
    use grundy::oracle::hdu1907::{Case, Hdu1907};
    let mut rng = Rng::new(1907);
    let mut games = Vec::new();
    while games.len() < 24 {
        let mut piles: Vec<u64> = (0..29).map(|_| rng.range(1000..=4747)).collect();
        let x = piles.iter().fold(0, |x, p| x ^ p);
        if (1000..=4747).contains(&x) {
            piles.push(x);
            games.push(Case { piles });
        }
    }
    for k in 1..=games.len() {
        // k games, then a game whose one pile is preceded by '!', then room for the reader.
        let mut text = format!("{}\n", k + 1);
        for g in &games[..k] {
            let piles: Vec<String> = g.piles.iter().map(|p| p.to_string()).collect();
            text += &format!("{}\n{}\n", piles.len(), piles.join(" "));
        }
        let at = text.len() + 3;
        text += "1\n !7\n";
        text += &"1 1 ".repeat(40);
        let want: String = games[..k].iter().map(|c| expected::<Hdu1907>(c) + "\n").collect();
        let what = format!("{} games, then a bad byte", k);
        let msg = r#"expected a pile size Ai (an unsigned integer), found "!7""#;
        let r = run("hdu1907", text.as_bytes());
        assert_error("hdu1907", &what, &located(&text, at, msg), &r);
        assert_eq!(r.stdout_text(), want, "{}", what);
    }
}

/// hdu1907's reader finds its tokens by SSE2 where the CPU has it (every x86-64), so no other
/// test reaches its portable path. Here the file is built with that check replaced by `false`,
/// and both builds must answer every input alike, as the oracle does: random games of every
/// family (piles past four digits among them), reformatted with tabs, runs of spaces and CRLF,
/// and with a bad byte at the end (the same error, the answers before it kept). The mask either
/// path builds is a hint the reader checks token by token (a wrong bit sends that token to the
/// scanner), so what this catches is a portable path that does not build or that panics.
#[test]
fn hdu1907_portable_reader_answers_as_the_sse2_one() {
    use grundy::oracle::hdu1907::Hdu1907;
    use grundy::process::Program;
    use std::time::Duration;
    let source = fs::read_to_string(root().join("src/bin/hdu1907.rs")).unwrap();
    let check = "is_x86_feature_detected!(\"sse2\")";
    assert_eq!(source.matches(check).count(), 1, "the one check for SSE2");
    let dir = crate::common::scratch("hdu1907-portable");
    fs::write(dir.join("portable.rs"), source.replace(check, "false")).unwrap();
    let built = std::process::Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(dir.join("portable"))
        .arg(dir.join("portable.rs"))
        .output()
        .expect("rustc runs");
    assert!(built.status.success(), "{}", String::from_utf8_lossy(&built.stderr));
    let portable = Program::new(dir.join("portable"));
    let mut rng = Rng::new(0x1907);
    for round in 0..8 {
        let family = Family::ALL[round % Family::ALL.len()];
        let cases: Vec<_> = (0..400).map(|_| Hdu1907::generate(family, &mut rng)).collect();
        let want: String = cases.iter().map(|c| expected::<Hdu1907>(c) + "\n").collect();
        let rendered = Hdu1907::render(&cases);
        let (first, rest) = rendered.split_once('\n').unwrap();
        let mut body = String::new();
        for piece in rest.split_inclusive([' ', '\n']) {
            let (token, end) =
                piece.split_at(piece.len() - usize::from(piece.ends_with([' ', '\n'])));
            let end = match (end, rng.below(4)) {
                (" ", 0) => "\t",
                (" ", 1) => "   ",
                ("\n", 0) => "\r\n",
                (end, _) => end,
            };
            body += token;
            body += end;
        }
        let text = format!("{}\n{}", first, body);
        let bad = format!("{}\n{}1\n7x\n", cases.len() + 1, body);
        for input in [&text, &bad] {
            let ours = run("hdu1907", input.as_bytes());
            let theirs = portable.run(input.as_bytes(), Duration::from_secs(60)).unwrap();
            assert_eq!(theirs.exit, ours.exit, "round {}", round);
            assert_eq!(theirs.stderr, ours.stderr, "round {}", round);
            assert_eq!(theirs.stdout_text(), ours.stdout_text(), "round {}", round);
        }
        assert_answers(
            "hdu1907",
            "the reformatted battery",
            &want,
            &run("hdu1907", text.as_bytes()),
        );
    }
}
