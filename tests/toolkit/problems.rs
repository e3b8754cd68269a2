//! The same battery for every problem, against its real binary:
//! samples; exhaustive agreement with the literal-rules brute force; random judge-scale agreement
//! with the library's reference; mutants caught and shrunk; whitespace variants; bad, truncated and
//! empty inputs rejected cleanly.

use crate::common::{bin, root, run};
use grundy::compare::{compare, judge_lines};
use grundy::oracle::{answer_lines, expected, random_cases, Family, Model};
use grundy::process::{Exit, Program, Run};
use grundy::rng::Rng;
use grundy::stress::model::ModelOracle;
use grundy::stress::{self, Options, ProgramSubject};
use grundy::text::Tokens;
use grundy::tool::test_samples::samples_in;
use grundy::verdict::Verdict;
use std::fs;
use std::path::PathBuf;
use std::time::Duration;

macro_rules! problem_tests {
    ($($module:ident => $model:ty,)*) => {
        /// The problems this battery runs, by module name.
        const BATTERY: &[&str] = &[$(stringify!($module)),*];
        $(
        mod $module {
            type M = $model;
            #[test]
            fn samples_match_their_outputs() {
                super::samples_match(&super::Judged::of::<M>());
            }
            #[test]
            fn sample_outputs_agree_with_the_oracle() {
                super::samples_agree_with_oracle(&super::Judged::of::<M>());
            }
            #[test]
            fn exhaustive_domain_agrees_with_brute_force() {
                super::exhaustive::<M>();
            }
            #[test]
            fn random_judge_scale_cases_agree_with_reference() {
                super::random::<M>();
            }
            #[test]
            fn mutants_are_caught_and_shrunk() {
                super::mutants::<M>();
            }
            #[test]
            fn whitespace_variants_give_identical_answers() {
                super::whitespace(&super::Judged::of::<M>());
            }
            #[test]
            fn bad_tokens_fail_cleanly_at_their_offset() {
                super::bad_tokens(&super::Judged::of::<M>());
            }
            #[test]
            fn a_long_input_reformatted_or_with_a_bad_byte() {
                super::long_input::<M>();
            }
            #[test]
            fn truncated_and_empty_inputs_fail_cleanly() {
                super::truncated(&super::Judged::of::<M>());
            }
            #[test]
            fn a_byte_order_mark_is_skipped() {
                crate::stream::byte_order_mark(&super::Judged::of::<M>());
            }
            #[test]
            fn tokens_cut_by_the_refill_boundary_are_read_whole() {
                crate::stream::across_the_boundary::<M>();
            }
        }
    )*};
}

/// The battery runs every problem of the table (`src/problems.rs`), in its order.
#[test]
fn the_battery_runs_every_problem_of_the_table() {
    let ids: Vec<String> = grundy::problems::IDS.iter().map(|id| id.replace('-', "_")).collect();
    assert_eq!(BATTERY, ids);
}

problem_tests! {
    poj1704 => grundy::oracle::poj1704::Poj1704,
    poj2311 => grundy::oracle::poj2311::Poj2311,
    poj2975 => grundy::oracle::poj2975::Poj2975,
    csdn_stones2 => grundy::oracle::csdn_stones2::CsdnStones2,
    nod1066 => grundy::oracle::nod1066::Nod1066,
    nod1067 => grundy::oracle::nod1067::Nod1067,
    nod1068 => grundy::oracle::nod1068::Nod1068,
    nod1069 => grundy::oracle::nod1069::Nod1069,
    gym102263b => grundy::oracle::gym102263b::Gym102263b,
    gym103102b => grundy::oracle::gym103102b::Gym103102b,
    poj1067 => grundy::oracle::poj1067::Poj1067,
    hdu2516 => grundy::oracle::hdu2516::Hdu2516,
    acwing893 => grundy::oracle::acwing893::Acwing893,
    poj2348 => grundy::oracle::poj2348::Poj2348,
    hdu1907 => grundy::oracle::hdu1907::Hdu1907,
    hdu3032 => grundy::oracle::hdu3032::Hdu3032,
    hdu5795 => grundy::oracle::hdu5795::Hdu5795,
    cf603c => grundy::oracle::cf603c::Cf603c,
    hdu4315 => grundy::oracle::hdu4315::Hdu4315,
    hdu1524 => grundy::oracle::hdu1524::Hdu1524,
    agc017d => grundy::oracle::agc017d::Agc017d,
    hdu3595 => grundy::oracle::hdu3595::Hdu3595,
    lc_nim_product_64 => grundy::oracle::lc_nim_product_64::LcNimProduct64,
    poj3710 => grundy::oracle::poj3710::Poj3710,
    abc209e => grundy::oracle::abc209e::Abc209e,
    // `just new <id>` adds the battery of a new problem above this line.
}

/// A problem as the checks of the battery see it, its model's types erased: each check below is
/// compiled once for every problem, where a check generic over the model was compiled 25 times
/// (the battery was about half of this crate's compile). What differs per problem is the model's
/// work, which stays generic: drawing and rendering cases, the answers the tests trust.
pub struct Judged {
    pub id: &'static str,
    /// Whether one input can hold many cases ([`Model::MULTI_CASE`]).
    multi_case: bool,
    /// The right answer of each case of an input (see [`expected`]), or the validator's error.
    answers: fn(&str) -> Result<Vec<String>, String>,
}

impl Judged {
    pub fn of<M: Model>() -> Judged {
        Judged { id: M::ID, multi_case: M::MULTI_CASE, answers: answers_of::<M> }
    }

    /// The right output of a valid input: each case's answer ended by '\n'.
    pub fn output(&self, input: &str) -> Result<String, String> {
        Ok((self.answers)(input)?.into_iter().map(|a| a + "\n").collect())
    }
}

fn answers_of<M: Model>(input: &str) -> Result<Vec<String>, String> {
    let cases = M::parse(input).map_err(|e| e.to_string())?;
    Ok(cases.iter().map(expected::<M>).collect())
}

fn sample_dir(id: &str) -> PathBuf {
    root().join("samples").join(id)
}

/// Every sample of `samples/<id>/` (found as test-samples finds them) with its expected output.
fn samples(id: &str) -> Vec<(String, String, String)> {
    let found: Vec<_> = samples_in(&sample_dir(id))
        .into_iter()
        .map(|s| {
            let input = fs::read_to_string(&s.input).unwrap();
            let answer =
                s.answer.unwrap_or_else(|| panic!("samples/{}/{}.in has no .out", id, s.name));
            (s.name, input, fs::read_to_string(answer).unwrap())
        })
        .collect();
    assert!(found.iter().any(|(n, _, _)| n == "1"), "samples/{} has no official sample 1.in", id);
    found
}

fn official_sample(id: &str) -> (String, String) {
    let (_, input, out) = samples(id).into_iter().find(|(n, _, _)| n == "1").unwrap();
    (input, out)
}

fn assert_clean_success(id: &str, what: &str, r: &Run) {
    assert_eq!(
        r.exit,
        Exit::Success,
        "{} on {}: stderr {:?}",
        id,
        what,
        String::from_utf8_lossy(&r.stderr)
    );
    assert!(
        r.stderr.is_empty(),
        "{} on {} wrote to stderr: {:?}",
        id,
        what,
        String::from_utf8_lossy(&r.stderr)
    );
}

/// Exit 1 with exactly one stderr line `error: line L, column C (byte B): ...`; returns B.
fn assert_clean_error(id: &str, what: &str, r: &Run) -> usize {
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.exit, Exit::Code(1), "{} on {}: stderr {:?}", id, what, err);
    assert!(!err.contains("panicked"), "{} panicked on {}: {}", id, what, err);
    assert_eq!(err.lines().count(), 1, "{} on {}: want one stderr line, got {:?}", id, what, err);
    let rest = err
        .strip_prefix("error: line ")
        .unwrap_or_else(|| panic!("{} on {}: bad error format {:?}", id, what, err));
    let byte =
        rest.split("(byte ").nth(1).and_then(|s| s.split(')').next()).and_then(|s| s.parse().ok());
    byte.unwrap_or_else(|| {
        panic!("{} on {}: error does not name a byte offset: {:?}", id, what, err)
    })
}

/// `actual`'s lines are a prefix of `expected`'s: answers before the error are right.
fn assert_prefix(id: &str, what: &str, expected: &str, actual: &[u8]) -> usize {
    let actual = String::from_utf8_lossy(actual);
    let (e, a) = (judge_lines(expected), judge_lines(&actual));
    assert!(
        a.len() <= e.len() && e[..a.len()] == a[..],
        "{} on {}: printed {:?}, not a prefix of {:?}",
        id,
        what,
        a,
        e
    );
    a.len()
}

fn samples_match(p: &Judged) {
    for (name, input, out) in samples(p.id) {
        let r = run(p.id, input.as_bytes());
        assert_clean_success(p.id, &name, &r);
        if let Some(m) = compare(&out, &r.stdout_text()) {
            panic!("{} sample {}: {}", p.id, name, m);
        }
    }
}

/// Each sample inside the judge's bounds (all but `beyond-*`) passes the validator, and its `.out`
/// is what the oracle says: hand-written expectations are checked by the literal rules too.
fn samples_agree_with_oracle(p: &Judged) {
    for (name, input, out) in samples(p.id) {
        if name.starts_with("beyond-") {
            continue;
        }
        let want = p.output(&input).unwrap_or_else(|e| {
            panic!("{} sample {} breaks the judge's bounds: {}", p.id, name, e)
        });
        if let Some(m) = compare(&want, &out) {
            panic!("{} sample {}: the .out disagrees with the oracle: {}", p.id, name, m);
        }
    }
}

/// Answers for `cases` from the real binary: one input when the format allows, else one per case.
/// `want` are the expected answers, whose line counts split one input's output into its cases'
/// (an answer may span several lines).
fn binary_answers<M: Model>(cases: &[M::Case], want: &[String]) -> Vec<String> {
    if M::MULTI_CASE {
        one_input_answers(M::ID, &M::render(cases), want)
    } else {
        let inputs: Vec<(String, String)> = cases
            .iter()
            .map(|c| (M::render(std::slice::from_ref(c)), format!("{:?}", c)))
            .collect();
        one_game_answers(M::ID, &inputs)
    }
}

/// The binary's answers to one input of many cases, split by the expected answers' line counts.
fn one_input_answers(id: &str, input: &str, want: &[String]) -> Vec<String> {
    let r = run(id, input.as_bytes());
    assert_clean_success(id, "a generated input", &r);
    let text = r.stdout_text();
    let mut lines = judge_lines(&text).into_iter();
    let mut got: Vec<String> = want
        .iter()
        .map(|w| lines.by_ref().take(answer_lines(w)).collect::<Vec<_>>().join("\n"))
        .collect();
    // Lines beyond the expected ones make one more answer, so the count check names them.
    got.extend(lines.next().map(str::to_string));
    got
}

/// The binary's answer to each input of one game (with the game as failures name it), two
/// processes at a time.
fn one_game_answers(id: &str, inputs: &[(String, String)]) -> Vec<String> {
    let chunks: Vec<&[(String, String)]> = inputs.chunks((inputs.len() + 1) / 2).collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|(input, game)| {
                            let r = run(id, input.as_bytes());
                            assert_clean_success(id, game, &r);
                            r.stdout_text().trim_end().to_string()
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("runner thread")).collect()
    })
}

fn exhaustive<M: Model>() {
    let cases = M::exhaustive();
    assert!(!cases.is_empty());
    let want: Vec<String> = cases
        .iter()
        .map(|c| {
            M::brute(c).unwrap_or_else(|| {
                panic!("{}: exhaustive case {:?} is too big for the brute force", M::ID, c)
            })
        })
        .collect();
    let got = binary_answers::<M>(&cases, &want);
    assert_eq!(got.len(), cases.len(), "{}: answer count", M::ID);
    for ((c, w), g) in cases.iter().zip(&want).zip(&got) {
        assert_eq!(g, w, "{}: {:?}: binary says {:?}, brute force {:?}", M::ID, c, g, w);
    }
    // The library's reference must agree with the literal rules too (it answers the random test).
    for (c, w) in cases.iter().zip(&want) {
        assert_eq!(
            &M::reference(c),
            w,
            "{}: reference disagrees with brute force on {:?}",
            M::ID,
            c
        );
    }
}

fn random<M: Model>() {
    let seed = 0x5EED_0000 + M::ID.len() as u64;
    // One-game formats take one process per case, the suite's longest tests: two runs at a time.
    let families = vec![Family::Random, Family::Max, Family::Edge, Family::Small];
    let cases = random_cases::<M>();
    let batch = if M::MULTI_CASE { cases as usize } else { 1 };
    let oracle = ModelOracle::<M>::new(seed, families, Some(batch), Some(cases));
    let subject =
        ProgramSubject { program: Program::new(bin(M::ID)), limit: Duration::from_secs(60) };
    let opts = Options { jobs: 2, budget: Duration::from_secs(3600) };
    let report = stress::stress(&oracle, &subject, opts, &|_| {}).expect("binary runs");
    if let Some(f) = report.failure {
        panic!(
            "{} (seed {:#x}): disagreement, shrunk to input {:?}: expected {:?}, got {:?}",
            M::ID,
            seed,
            f.smallest.input,
            f.smallest.expected,
            f.smallest.run.stdout_text()
        );
    }
    assert_eq!(report.searched.cases, cases);
}

fn mutants<M: Model>() {
    let mutants = M::mutants();
    assert!(!mutants.is_empty(), "{} has no mutants", M::ID);
    for m in mutants {
        let failure = stress::hunt_mutant::<M>(m, 20_000, 1).unwrap_or_else(|| {
            panic!(
                "{}: mutant {:?} survived 20000 cases: the generators are too weak",
                M::ID,
                m.name
            )
        });
        let e = &failure.smallest;
        assert_eq!(e.verdict, Verdict::WrongAnswer, "{}: mutant {}: {:?}", M::ID, m.name, e.run);
        let got = e.run.stdout_text();
        assert_ne!(e.expected.as_deref().map(str::trim_end), Some(got.trim_end()));
        // Shrunk means: one case, and no one-step-smaller case still fools the mutant.
        let cases = M::parse(&e.input).expect("the shrunk input is valid");
        assert_eq!(cases.len(), 1, "{}: mutant {}: {:?}", M::ID, m.name, cases);
        stress::smaller_cases::<M>(&cases[0], |smaller| {
            assert_eq!(
                (m.answer)(&smaller),
                expected::<M>(&smaller),
                "{}: mutant {}: {:?} is not minimal",
                M::ID,
                m.name,
                cases[0]
            );
        });
    }
}

fn whitespace(p: &Judged) {
    let (input, out) = official_sample(p.id);
    let lf = input.replace("\r\n", "\n");
    let variants = [
        ("CRLF", lf.replace('\n', "\r\n")),
        ("tabs", lf.replace(' ', "\t")),
        ("blank lines", lf.replace('\n', "\n\n")),
        ("no final newline", lf.trim_end().to_string()),
        ("trailing spaces", lf.replace('\n', "  \n") + "   "),
        ("leading blank lines", format!("\n \n{}", lf)),
        ("one line", lf.split_whitespace().collect::<Vec<_>>().join(" ")),
    ];
    for (what, text) in variants {
        let r = run(p.id, text.as_bytes());
        assert_clean_success(p.id, what, &r);
        if let Some(m) = compare(&out, &r.stdout_text()) {
            panic!("{} with {}: {}", p.id, what, m);
        }
        assert!(
            r.stdout.ends_with(b"\n") && !r.stdout.contains(&b'\r'),
            "{} with {}: output lines must end in \\n",
            p.id,
            what
        );
    }
}

/// Garbage and negative numbers in place of each token of the official sample: an error naming
/// that token's byte offset, and the answers printed before it are right.
fn bad_tokens(p: &Judged) {
    let (input, out) = official_sample(p.id);
    let mut tokens = Tokens::new(&input);
    while let Some(tok) = tokens.next_token() {
        for bad in ["x7", "-3", "1.5", "0x1F"] {
            let text = format!("{}{}{}", &input[..tok.at], bad, &input[tok.at + tok.text.len()..]);
            let what = format!("{:?} for token {:?} at byte {}", bad, tok.text, tok.at);
            let r = run(p.id, text.as_bytes());
            // The offset names the token, or the first bad character inside it.
            let at = assert_clean_error(p.id, &what, &r);
            assert!(
                (tok.at..tok.at + bad.len()).contains(&at),
                "{} on {}: wrong offset in {:?}",
                p.id,
                what,
                r.stderr_line()
            );
            assert_prefix(p.id, &what, &out, &r.stdout);
        }
        a_30_digit_number(p, &input, tok.at, tok.text);
    }
    if p.multi_case {
        the_last_case_bad(p, &input, &out);
    }
}

/// A generated input of a kilobyte or more, where a solution's fast paths run (the official
/// samples are shorter than some of them read at once): its whitespace varied, then bytes that
/// are neither digits nor whitespace put in and around its tokens. The variants answer as the
/// model does; each bad byte is a clean error inside the bad token, after right answers only.
/// (Kept since acwing893 reads piles 64 bytes at a time, where a letter glued to a number must
/// still stop it.)
fn long_input<M: Model>() {
    let mut rng = Rng::new(0x10_4E + M::ID.len() as u64);
    let (mut cases, mut input) = (Vec::new(), String::new());
    for _ in 0..200 {
        if input.len() >= 1000 {
            break;
        }
        let family = if M::MULTI_CASE { Family::Random } else { Family::Max };
        let case = M::generate(family, &mut rng);
        if M::MULTI_CASE || M::render(std::slice::from_ref(&case)).len() > input.len() {
            cases = if M::MULTI_CASE { [cases, vec![case]].concat() } else { vec![case] };
            input = M::render(&cases);
        }
    }
    assert!(input.len() >= 500, "{}: a long input of only {} bytes", M::ID, input.len());
    let out: String = cases.iter().map(|c| expected::<M>(c) + "\n").collect();
    long_input_judged(M::ID, &input, &out);
}

/// [`long_input`]'s checks on the drawn input and its right output.
fn long_input_judged(id: &str, input: &str, out: &str) {
    let variants = [
        ("CRLF", input.replace('\n', "\r\n")),
        ("tabs", input.replace(' ', "\t")),
        ("double spaces", input.replace(' ', "  ")),
        ("blank lines", input.replace('\n', "\n\n")),
        ("one line", input.split_whitespace().collect::<Vec<_>>().join(" ")),
        (
            "leading zeros",
            input.split(' ').map(|t| format!("0000{}", t)).collect::<Vec<_>>().join(" "),
        ),
    ];
    for (what, text) in variants {
        let r = run(id, text.as_bytes());
        assert_clean_success(id, what, &r);
        if let Some(m) = compare(out, &r.stdout_text()) {
            panic!("{} with {} (a long input): {}", id, what, m);
        }
    }
    let tokens: Vec<_> = {
        let mut all = Tokens::new(input);
        std::iter::from_fn(|| all.next_token()).map(|t| (t.at, t.text.len())).collect()
    };
    // Every bad token at six places, the first token among them: a token's place in the format
    // (a count, a value, a bound) is what can change how a bad byte is caught, and the refill
    // boundary, the other thing a place decides, has its own test (twelve places took twice the
    // runs: 1 300 more in the battery).
    for &(at, len) in tokens.iter().step_by(tokens.len() / 6 + 1) {
        for bad in ["12A", "3:4", "5\u{1}6", "7\u{b}8", "9\u{1f}", "x7", "\u{e9}", "1.5"] {
            let text = format!("{}{}{}", &input[..at], bad, &input[at + len..]);
            let what = format!("{:?} for the token at byte {} of a long input", bad, at);
            let r = run(id, text.as_bytes());
            let found = assert_clean_error(id, &what, &r);
            assert!(
                (at..at + bad.len()).contains(&found),
                "{} on {}: wrong offset in {:?}",
                id,
                what,
                r.stderr_line()
            );
            assert_prefix(id, &what, out, &r.stdout);
        }
    }
}

/// A number too large for u64 in place of the token at `at`: either legal here (nod1068's N) and
/// answered as the model answers it, or a clean error.
fn a_30_digit_number(p: &Judged, input: &str, at: usize, token: &str) {
    let huge = format!(
        "{}{}{}",
        &input[..at],
        "123456789012345678901234567890",
        &input[at + token.len()..]
    );
    let r = run(p.id, huge.as_bytes());
    if r.exit == Exit::Success {
        // Accepted only where the model accepts it too, and then answered right.
        let want = p.output(&huge).unwrap_or_else(|e| {
            panic!("{}: a 30-digit number the model rejects ({}) was accepted", p.id, e)
        });
        if let Some(d) = compare(&want, &r.stdout_text()) {
            panic!("{}: a 30-digit number for {:?}: {}", p.id, token, d);
        }
    } else {
        assert_clean_error(p.id, "a 30-digit number", &r);
    }
}

/// The last case bad: every earlier case still answered.
fn the_last_case_bad(p: &Judged, input: &str, out: &str) {
    let answers = (p.answers)(input).expect("official sample is valid");
    let mut all = Tokens::new(input);
    let mut last = 0;
    while let Some(t) = all.next_token() {
        last = t.at;
    }
    let text = format!("{}x", &input[..last]);
    let r = run(p.id, text.as_bytes());
    assert_clean_error(p.id, "garbage in the last token", &r);
    let printed = assert_prefix(p.id, "garbage in the last token", out, &r.stdout);
    let before: usize = answers[..answers.len() - 1].iter().map(|a| answer_lines(a)).sum();
    assert!(
        printed >= before,
        "{}: only {} of the {} lines of the answers before the last case printed",
        p.id,
        printed,
        before
    );
}

/// The input cut after each token, and the empty input: a clean error or a clean success, and
/// whatever was printed is a prefix of the right answers.
fn truncated(p: &Judged) {
    let (input, out) = official_sample(p.id);
    let mut tokens = Tokens::new(&input);
    while let Some(tok) = tokens.next_token() {
        let end = tok.at + tok.text.len();
        if end == input.trim_end().len() {
            break;
        }
        let what = format!("the input cut at byte {}", end);
        let r = run(p.id, &input.as_bytes()[..end]);
        if r.exit != Exit::Success {
            assert_eq!(
                assert_clean_error(p.id, &what, &r),
                end,
                "{}: the error should point at the end",
                p.id
            );
        }
        assert_prefix(p.id, &what, &out, &r.stdout);
    }
    let r = run(p.id, b"");
    if (p.answers)("").is_ok() {
        assert_clean_success(p.id, "the empty input", &r);
        assert!(r.stdout.is_empty());
    } else {
        assert_clean_error(p.id, "the empty input", &r);
        assert!(r.stderr_line().contains("end of the input"), "{}: {}", p.id, r.stderr_line());
    }
}

/// acwing893 accepts far more take sizes than the judge's 100, so a table of 10^6 entries times
/// 10^6 take sizes would run for hours: the solution must refuse it at once, at the pile's token.
#[test]
fn acwing893_refuses_a_table_too_slow_to_build() {
    let sizes: Vec<String> = (1..=1_000_000).map(|s| s.to_string()).collect();
    let head = format!("1000000\n{}\n2\n5 ", sizes.join(" "));
    let input = format!("{}1000000\n", head);
    // A hang would show as a time-out of `run`, not the clean error asserted here.
    let r = run("acwing893", input.as_bytes());
    let at = assert_clean_error("acwing893", "10^6 take sizes and a pile of 10^6", &r);
    assert_eq!(at, head.len(), "{}", r.stderr_line());
    assert!(r.stderr_line().contains("too slow"), "{}", r.stderr_line());
}

/// Over 255 take sizes, so Grundy values over 255 and the table's two-byte entries. With
/// S = {1, …, 300}, g(h) = h mod 301, as in Bash's game (its zeros, the multiples of 301, checked
/// here against the literal-rules brute force up to 700): piles 300 and 44 XOR to 256, a first-player win that one-byte entries
/// (300 → 44) would call a loss. (The reference's bit sets stop at 127 take sizes.)
#[test]
fn acwing893_grundy_values_over_255() {
    use grundy::oracle::acwing893::{Acwing893, Case};
    let s: Vec<u64> = (1..=300).collect();
    let win = |h: &[u64]| if h.iter().fold(0, |x, h| x ^ (h % 301)) != 0 { "Yes" } else { "No" };
    for h in (0..=700).step_by(7) {
        let brute = Acwing893::brute(&Case { s: s.clone(), h: vec![h] });
        assert_eq!(brute.as_deref(), Some(win(&[h])), "one pile of {}", h);
    }
    let mut rng = Rng::new(893);
    let mut piles = vec![vec![300, 44], vec![256], vec![301, 602, 0]];
    piles.extend((0..20).map(|_| (0..rng.range(1..=100)).map(|_| rng.below(2000)).collect()));
    for h in piles {
        let case = Case { s: s.clone(), h };
        let r = run("acwing893", Acwing893::render(std::slice::from_ref(&case)).as_bytes());
        assert_clean_success("acwing893", "300 take sizes", &r);
        assert_eq!(r.stdout_text(), format!("{}\n", win(&case.h)), "piles {:?}", case.h);
    }
}

/// Two chessmen on one cell: poj1704 points at the second one, after the games before it are
/// answered. The expected text is worked by hand: cells 3 and 4 leave no gap, so Bob wins.
/// (Kept since the scanner began to step past the separator after a token, which moved the
/// offset this error is computed from.)
#[test]
fn poj1704_points_at_the_repeated_cell() {
    let inputs =
        [("2\n2\n3 4\n3\n7   2 7", 16), ("2\r\n2\r\n3 4\r\n4\r\n7\t2  7 100000000\r\n", 19)];
    for (input, at) in inputs {
        let r = run("poj1704", input.as_bytes());
        assert_eq!(assert_clean_error("poj1704", input, &r), at, "{}", r.stderr_line());
        assert_eq!(String::from_utf8_lossy(&r.stdout), "Bob will win\n");
        assert!(r.stderr_line().contains("cell 7"), "{}", r.stderr_line());
    }
}
