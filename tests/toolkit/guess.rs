//! `grundy guess`: the real tool on tables brute-forced here from the literal rules of games (or
//! from the definitions of the sets), never typed in and never made by the guess module. Expected
//! rules come from the theory, cited at each test:
//! - nod1067 (subtract {1, 3, 4}): P-positions n ≡ 0, 2 (mod 7), proof in problems/nod1067.md.
//! - Lasker's Nim (take any, or split a heap in two): G(4k+1) = 4k+1, G(4k+2) = 4k+2,
//!   G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways, ch. 4): period 4, saltus 4, from n = 1
//!   (G(0) = 0 but G(4) = 3).
//! - Fibonacci Nim (hdu2516): the first player loses exactly on the Fibonacci numbers (Whinihan
//!   1963; problems/hdu2516.md).
//! - Wythoff's game: P-positions (⌊kφ⌋, ⌊kφ²⌋) (Wythoff 1907), built here by the mex construction
//!   a_k = mex{a_i, b_i : i < k}, b_k = a_k + k.
//! - Nim with two heaps: G(a, b) = a xor b (Bouton 1901); the ruler game: G(n) = the largest power
//!   of two dividing n (Winning Ways, ch. 14).
//! - Dawson's Kayles (octal 0.07): period 34 from n = 53 (A002187, as tests/toolkit/explore.rs).

use crate::common::{root, scratch, tool, tool_for};
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

/// Whether n is in a set, by its definition.
type Member = fn(u64) -> bool;

fn mex(set: &[u64]) -> u64 {
    (0..).find(|v| !set.contains(v)).unwrap_or(0)
}

/// Write `table` to a scratch file and run `grundy guess FILE args…`: (exit code, stdout, stderr).
fn guess(name: &str, table: &str, args: &[&str]) -> (i32, String, String) {
    let dir = scratch(&format!("guess-{}", name));
    let file = dir.join("table.txt");
    std::fs::write(&file, table).expect("write the table");
    let file = file.display().to_string();
    let mut all = vec!["guess", file.as_str()];
    all.extend_from_slice(args);
    let out = tool(&all);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Who wins a subtraction game, n = 0..=upto, from its rules: true where the player to move wins.
fn subtraction(set: &[usize], upto: usize) -> Vec<bool> {
    let mut w = vec![false; upto + 1];
    for n in 0..=upto {
        w[n] = set.iter().any(|&s| s <= n && !w[n - s]);
    }
    w
}

/// 51nod 1067's table as a brute force prints it: A (the first player) wins, or B.
fn nod1067_table(upto: usize) -> String {
    subtraction(&[1, 3, 4], upto).iter().map(|&w| if w { "A\n" } else { "B\n" }).collect()
}

fn lasker(upto: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let mut next: Vec<u64> = (0..n).map(|m| g[m]).collect();
        next.extend((1..n).map(|a| g[a] ^ g[n - a]));
        g.push(mex(&next));
    }
    g
}

/// Fibonacci Nim (hdu2516): one pile, the first move takes 1..n−1, then 1..=2·(last take); whether
/// the first player wins the pile n.
fn fibonacci_nim(upto: usize) -> Vec<bool> {
    // wins[n][k]: the player to move wins with n stones when they may take at most k.
    let mut wins = vec![vec![false; upto + 1]; upto + 1];
    for n in 1..=upto {
        for k in 1..=upto {
            wins[n][k] = (1..=k.min(n)).any(|t| !wins[n - t][(2 * t).min(upto)]);
        }
    }
    (1..=upto).map(|n| n > 1 && wins[n][n - 1]).collect()
}

/// Wythoff's P-positions (a_k, b_k) with b_k ≤ limit, by the mex construction.
fn wythoff_pairs(limit: u64) -> Vec<(u64, u64)> {
    let mut used: Vec<u64> = Vec::new();
    let mut pairs = Vec::new();
    for k in 0.. {
        let a = if k == 0 { 0 } else { mex(&used) };
        let b = a + k;
        if b > limit {
            break;
        }
        used.extend([a, b]);
        pairs.push((a, b));
    }
    pairs
}

/// Wythoff's game's Grundy values from its moves, as a grid.
fn wythoff_grid(size: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let mut next: Vec<u64> = (0..a).map(|x| g[x][b]).collect();
            next.extend((0..b).map(|y| g[a][y]));
            next.extend((1..=a.min(b)).map(|k| g[a - k][b - k]));
            g[a][b] = mex(&next);
        }
    }
    g
}

/// Two-heap Nim from its moves: take any positive number from one heap.
fn nim_grid(size: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let mut next: Vec<u64> = (0..a).map(|x| g[x][b]).collect();
            next.extend((0..b).map(|y| g[a][y]));
            g[a][b] = mex(&next);
        }
    }
    g
}

/// The ruler game (coin turning: turn a run of coins ending at n): g(n) = mex of the xors of the
/// runs g(n − 1) ^ … ^ g(n − j), j = 0..n − 1.
fn ruler(upto: usize) -> Vec<u64> {
    let mut g = vec![0u64; upto + 1];
    for n in 1..=upto {
        let mut x = 0;
        let mut next = vec![0];
        for j in 1..n {
            x ^= g[n - j];
            next.push(x);
        }
        g[n] = mex(&next);
    }
    g
}

/// Dawson's Kayles: remove two adjacent pins, the row may split.
fn dawson(upto: usize) -> Vec<u64> {
    let mut g = vec![0u64; upto + 1];
    for n in 2..=upto {
        let next: Vec<u64> = (0..=n - 2).map(|a| g[a] ^ g[n - 2 - a]).collect();
        g[n] = mex(&next);
    }
    g
}

fn lines(values: &[u64]) -> String {
    values.iter().map(|v| format!("{}\n", v)).collect()
}

/// A rule object of `guess --json`: `kind`, then every figure, null where `set` has none.
fn rule_object(kind: &str, set: &[(&str, &str)]) -> String {
    const FIGURES: [&str; 10] = [
        "period",
        "preperiod",
        "saltus",
        "values",
        "p_residues",
        "name",
        "alpha",
        "alpha_also",
        "from",
        "of",
    ];
    let mut s = format!("\"kind\":\"{}\"", kind);
    for key in FIGURES {
        let value = set.iter().find(|f| f.0 == key).map_or("null", |f| f.1);
        let _ = write!(s, ",\"{}\":{}", key, value);
    }
    s
}

/// The whole `guess --json` line: the rule object, then every other key in its place (`meta`
/// gives table, rows and about, and overrides proven, exceptions, near_miss, candidates, proof).
fn schema(kind: &str, set: &[(&str, &str)], meta: &[(&str, &str)]) -> String {
    let mut s = format!("{{{}", rule_object(kind, set));
    let keys = [
        ("proven", "false"),
        ("table", ""),
        ("rows", ""),
        ("about", "\"values\""),
        ("exceptions", "[]"),
        ("near_miss", "null"),
        ("candidates", "[]"),
        ("proof", "null"),
    ];
    for (key, default) in keys {
        let value = meta.iter().find(|f| f.0 == key).map_or(default, |f| f.1);
        let _ = write!(s, ",\"{}\":{}", key, value);
    }
    s + "}\n"
}

fn grid_text(g: &[Vec<u64>]) -> String {
    g.iter()
        .map(|row| row.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

#[test]
fn nod1067_table_is_period_7() {
    let (code, out, err) = guess("nod1067", &nod1067_table(30), &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "Table: 31 rows, n = 0..30, win/lose: \"B\" = the player to move loses, \"A\" wins (the usual spelling)
Rule: the player to move loses (B) iff n ≡ 0, 2 (mod 7) — periodic, period 7, pre-period 0
Ruled out (simpler): G(n + q) = G(n) for n ≥ 0, for every q from 1 to 6 (each breaks a row)
Checked: every row of the table (31 rows); a table proves nothing, so beyond n = 30 this is a guess

Rust:
fn first_wins(n: u64) -> bool {
    !matches!(n % 7, 0 | 2)
}

C++:
bool first_wins(unsigned long long n) {
    return !(n % 7 == 0 || n % 7 == 2);
}
"
    );
    let (_, json, _) =
        guess("nod1067-json", &nod1067_table(30), &["--json", "--subtract", "1,3,4"]);
    let proof = "{\"game\":\"0.3033\",\"proven\":true,\"period\":7,\"preperiod\":0,\
                 \"p_residues\":[0,2],\"compared\":31,\"agrees\":true}";
    assert_eq!(
        json,
        schema(
            "periodic",
            &[("period", "7"), ("preperiod", "0"), ("saltus", "0"), ("p_residues", "[0,2]")],
            &[("table", "\"win-lose\""), ("rows", "31"), ("proof", proof)]
        )
    );
}

#[test]
fn spellings_and_line_ends_do_not_matter() {
    let plain = guess("plain", &nod1067_table(40), &["--json"]).1;
    let messy: String = subtraction(&[1, 3, 4], 40)
        .iter()
        .enumerate()
        .map(|(n, &w)| format!("{}\t{}\r\n\r\n", n, if w { "Win" } else { "Lose" }))
        .collect();
    let messy = format!("\u{feff}{}", messy.trim_end());
    let (code, out, _) = guess("messy", &messy, &["--json"]);
    assert_eq!(code, 0);
    assert_eq!(out, plain);
    // `n value` lines with gaps (every n ≡ 3 (mod 5) left out), in any order.
    let gaps: String = subtraction(&[1, 3, 4], 60)
        .iter()
        .enumerate()
        .filter(|(n, _)| n % 5 != 3)
        .rev()
        .map(|(n, &w)| format!("{} {}\n", n, if w { "W" } else { "L" }))
        .collect();
    let (_, out, _) = guess("gaps", &gaps, &["--json"]);
    assert_eq!(
        out,
        schema(
            "periodic",
            &[("period", "7"), ("preperiod", "0"), ("saltus", "0"), ("p_residues", "[0,2]")],
            &[("table", "\"win-lose\""), ("rows", "49")]
        )
    );
    let custom: String =
        subtraction(&[1, 3, 4], 40).iter().map(|&w| if w { "yay\n" } else { "nay\n" }).collect();
    assert_eq!(guess("custom", &custom, &["--json"]).1, plain);
    assert_eq!(guess("lose", &custom, &["--json", "--lose", "NAY"]).1, plain);
}

#[test]
fn lasker_is_arithmetic_periodic_4_4() {
    let (_, out, _) = guess("lasker", &lines(&lasker(60)), &["--json"]);
    assert_eq!(
        out,
        schema(
            "arithmetic-periodic",
            &[("period", "4"), ("preperiod", "1"), ("saltus", "4"), ("values", "[1,2,4,3]")],
            &[("table", "\"grundy\""), ("rows", "61")]
        )
    );
}

#[test]
fn known_sets_and_sequences() {
    let fib: String = fibonacci_nim(100)
        .iter()
        .enumerate()
        .map(|(i, &w)| format!("{} {}\n", i + 1, if w { "First" } else { "Second" }))
        .collect();
    let json = |name: &str, table: &str| guess(name, table, &["--json"]).1;
    assert_eq!(
        json("fib", &fib),
        schema(
            "set",
            &[("name", "\"fibonacci\""), ("from", "1")],
            &[("table", "\"win-lose\""), ("rows", "100")]
        )
    );
    let lower: Vec<u64> = wythoff_pairs(400).iter().map(|p| p.0).collect();
    let beatty: String =
        (0..=200u64).map(|n| if lower.contains(&n) { "P\n" } else { "N\n" }).collect();
    assert!(json("beatty", &beatty).starts_with(&format!(
        "{{{}",
        rule_object("set", &[("name", "\"beatty\""), ("alpha", "\"phi\""), ("from", "0")])
    )));
    // ⌊k√2⌋ = ⌊√(2k²)⌋: a fraction fits a finite table; √2 is named beside it.
    let root2: Vec<u64> = (0..100u64)
        .map(|k| (0..=2 * k).take_while(|r| r * r <= 2 * k * k).last().unwrap_or(0))
        .collect();
    let table: String = (0..=100).map(|n| if root2.contains(&n) { "L\n" } else { "W\n" }).collect();
    let out = json("root2", &table);
    assert!(out.contains("\"name\":\"beatty\",\"alpha\":\""), "{}", out);
    assert!(out.contains("\"alpha_also\":\"sqrt(2)\",\"from\":0,"), "{}", out);
    let by_definition: [(&str, Member); 5] = [
        ("squares", |n| (0..=n).any(|k| k * k == n)),
        ("triangular", |n| (0..=n).any(|k| k * (k + 1) / 2 == n)),
        ("powers-of-two-minus-one", |n| (0..20).any(|k| (1u64 << k) - 1 == n)),
        ("evil", |n| (0..20).filter(|k| n >> k & 1 == 1).count() % 2 == 0),
        ("odious", |n| (0..20).filter(|k| n >> k & 1 == 1).count() % 2 == 1),
    ];
    for (name, lose) in by_definition {
        let table: String = (0..300).map(|n| if lose(n) { "L\n" } else { "W\n" }).collect();
        let quoted = format!("\"{}\"", name);
        let expected = rule_object("set", &[("name", &quoted), ("from", "0")]);
        assert!(
            json(name, &table).starts_with(&format!("{{{}", expected)),
            "{}",
            json(name, &table)
        );
    }
    // Powers of two lose, and so does n = 0 (no moves): the set from n = 1.
    let pow: String =
        (0..300u64).map(|n| if n == 0 || n.is_power_of_two() { "L\n" } else { "W\n" }).collect();
    let expected = rule_object("set", &[("name", "\"powers-of-two\""), ("from", "1")]);
    assert!(json("pow", &pow).starts_with(&format!("{{{}", expected)));
    let r = ruler(80);
    let table: String = (1..=80).map(|n| format!("{} {}\n", n, r[n])).collect();
    let expected = rule_object("sequence", &[("name", "\"lowbit\""), ("from", "1")]);
    assert!(json("ruler", &table).starts_with(&format!("{{{}", expected)));
}

#[test]
fn two_pile_games() {
    let (_, out, _) = guess("nim", &grid_text(&nim_grid(16)), &["--json"]);
    let identity = rule_object("sequence", &[("name", "\"identity\""), ("from", "0")]);
    assert_eq!(
        out,
        schema(
            "xor-sum",
            &[("of", &format!("{{{}}}", identity))],
            &[("table", "\"grundy\""), ("rows", "256")]
        )
    );
    let (_, out, _) = guess("wythoff", &grid_text(&wythoff_grid(24)), &[]);
    assert_eq!(
        out.lines().take(4).collect::<Vec<_>>().join("\n"),
        "Table: 576 cells, a = 0..23, b = 0..23, Grundy values
Values: no rule found; where G = 0:
Rule: the player to move loses (G = 0) iff {a, b} = {⌊kφ⌋, ⌊kφ²⌋} for some k ≥ 0, φ = (1 + √5)/2 — Wythoff's pairs (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …
Checked: every cell of the table (576 cells); a table proves nothing, so beyond the table this is a guess"
    );
    // Win/lose of two-heap Nim, as `a b value` lines: the player to move loses iff a = b.
    let mut abv = String::new();
    for a in 0..10 {
        for b in 0..10 {
            let _ =
                writeln!(abv, "{} {} {}", a, b, if nim_grid(10)[a][b] == 0 { "L" } else { "W" });
        }
    }
    let diagonal = rule_object("set", &[("name", "\"diagonal\"")]);
    assert!(guess("diag", &abv, &["--json"]).1.starts_with(&format!("{{{}", diagonal)));
}

#[test]
fn a_changed_row_is_never_claimed() {
    let full = nod1067_table(100);
    let mut rows: Vec<&str> = full.lines().collect();
    rows[91] = "A"; // 91 = 13·7: B by the rule
    let table = rows.join("\n");
    let (code, out, _) = guess("broken", &table, &[]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "Table: 101 rows, n = 0..100, win/lose: \"B\" = the player to move loses, \"A\" wins (the usual spelling)
Rule: no rule found
Nearest miss: the player to move loses (B) iff n ≡ 0, 2 (mod 7) — periodic, period 7, pre-period 0, except n = 91 (the table has A, the rule says B)
"
    );
    // A third of the way in, with the period strong before it and after it: a wrong row, the
    // rule stated from n = 0 with it as an exception.
    let long = nod1067_table(200);
    let mut rows: Vec<&str> = long.lines().collect();
    rows[60] = "B"; // 60 ≡ 4 (mod 7): A by the rule
    let (_, json, _) = guess("third", &rows.join("\n"), &["--json"]);
    assert_eq!(
        json,
        schema(
            "periodic",
            &[("period", "7"), ("preperiod", "0"), ("saltus", "0"), ("p_residues", "[0,2]")],
            &[("table", "\"win-lose\""), ("rows", "201"), ("exceptions", "[[60,0,1]]")]
        )
    );
    // Early in the range, the pre-period moves past it.
    let mut rows: Vec<&str> = full.lines().collect();
    rows[3] = "B";
    let (_, json, _) = guess("early", &rows.join("\n"), &["--json"]);
    assert!(
        json.starts_with(
            "{\"kind\":\"periodic\",\"period\":7,\"preperiod\":4,\"saltus\":0,\"values\":null,\
             \"p_residues\":[0,2],"
        ),
        "{}",
        json
    );
}

#[test]
fn random_tables_have_no_rule() {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for i in 0..4 {
        let wl: String = (0..300).map(|_| if next() % 2 == 0 { "W\n" } else { "L\n" }).collect();
        let (_, out, _) = guess(&format!("random-wl-{}", i), &wl, &["--json"]);
        assert!(out.starts_with("{\"kind\":\"none\""), "{}", out);
        let g: String = (0..300).map(|_| format!("{}\n", next() % 5)).collect();
        let (_, out, _) = guess(&format!("random-g-{}", i), &g, &["--json"]);
        assert!(out.starts_with("{\"kind\":\"none\""), "{}", out);
    }
}

#[test]
fn a_known_game_is_proven_by_the_explorer() {
    let (_, out, _) = guess("dawson", &lines(&dawson(200)), &["--octal", "0.07"]);
    let rule_and_proof: Vec<&str> = out.lines().skip(1).take(5).collect();
    assert!(
        rule_and_proof[0]
            .starts_with("Rule: G(n + 34) = G(n) for n ≥ 53 — periodic, period 34, pre-period 53;"),
        "{}",
        out
    );
    assert!(
        rule_and_proof[1]
            == "Ruled out (simpler): G(n + q) = G(n) for n ≥ 53, for every q from 1 to 33 (each \
                breaks a row)",
        "{}",
        out
    );
    assert!(
        rule_and_proof[3].starts_with(
            "Proof (octal 0.07, by the explorer): G(n + 34) = G(n) for every n ≥ 53 — proven; "
        ),
        "{}",
        out
    );
    assert_eq!(
        rule_and_proof[4],
        "The game's values agree with the table at all 201 rows it computed"
    );
}

#[test]
fn cmd_runs_the_table_printer() {
    let dir = scratch("guess-cmd");
    let printer =
        "awk 'BEGIN { for (n = 0; n < 50; n++) print (n % 7 == 0 || n % 7 == 2) ? \"L\" : \"W\" }'";
    let out = tool_for(&dir, &["guess", "--cmd", printer, "--json"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with(
            "{\"kind\":\"periodic\",\"period\":7,\"preperiod\":0,\"saltus\":0,\"values\":null,\
             \"p_residues\":[0,2],"
        ),
        "{}",
        text
    );
    // A source file as the command: run with python3, as stress runs it.
    std::fs::write(
        dir.join("table.py"),
        "for n in range(50):\n    print(n, 'Second' if n % 7 in (0, 2) else 'First')\n",
    )
    .unwrap();
    let out = tool_for(&dir, &["guess", "--cmd", "table.py", "--json"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with(
            "{\"kind\":\"periodic\",\"period\":7,\"preperiod\":0,\"saltus\":0,\"values\":null,\
             \"p_residues\":[0,2],"
        ),
        "{}",
        text
    );
    let out = tool_for(&dir, &["guess", "--cmd", "echo 1; exit 3"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "error: --cmd echo 1; exit 3: exit code 3\n");
}

#[test]
fn bad_tables_are_one_line_errors() {
    for (table, message) in [
        ("0\n1\n\nx2\n", "error: line 1: \"0\" is a number, but line 4 has the word \"x2\": a table holds Grundy values or two win/lose words\n"),
        ("W\nL\nD\n", "error: line 3: a third value \"D\" after \"W\" and \"L\": a win/lose table has two words (Grundy values are unsigned integers)\n"),
        ("1 2\nq 3\n", "error: line 2: expected n (an unsigned integer), found \"q\"\n"),
        ("", "error: the table is empty\n"),
    ] {
        let (code, out, err) = guess("bad", table, &[]);
        assert_eq!((code, out.as_str(), err.as_str()), (1, "", message));
    }
    let (code, _, err) = guess("usage", "0\n", &["--bogus"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: unknown option --bogus\nusage: grundy guess"), "{}", err);
}

/// The functions the tool printed, compiled with a main that prints them for the table's rows.
#[test]
fn the_printed_functions_compile_and_fit_the_table() {
    let mut programs = Programs::default();
    for (name, table, two, grundy) in &code_cases() {
        let (_, out, _) = guess(&format!("code-{}", name), table, &[]);
        programs.add(name, &out, table, (*two, *grundy));
    }
    // Past u64: Lasker's G(2^64 − 1) = 2^64 (2^64 − 1 ≡ 3 (mod 4): G = n + 1); the 2^64 − 1-th
    // odious number is 2^65 − 1 (2^64 − 1 has 64 one bits: evil, so 2n + 1).
    programs.rust_main += "    assert_eq!(lasker::grundy(u64::MAX), 1u128 << 64);\n    \
                           assert_eq!(turtles::grundy(u64::MAX), (1u128 << 65) - 1);\n";
    programs.cpp_main += "    if (lasker::grundy(~0ULL) != (unsigned __int128)1 << 64) return 1;\n    \
                          if (turtles::grundy(~0ULL) != ((unsigned __int128)1 << 65) - 1) return 1;\n";
    programs.build_and_check(&scratch("guess-code"));
    let _ = root();
}

/// The tables whose printed functions are compiled: (name, table, two-dimensional, Grundy).
fn code_cases() -> Vec<(&'static str, String, bool, bool)> {
    let fib: String = fibonacci_nim(60)
        .iter()
        .enumerate()
        .map(|(i, &w)| format!("{} {}\n", i + 1, if w { "W" } else { "L" }))
        .collect();
    let lower: Vec<u64> = wythoff_pairs(300).iter().map(|p| p.0).collect();
    let beatty: String =
        (0..=150u64).map(|n| if lower.contains(&n) { "L\n" } else { "W\n" }).collect();
    let tri: String = (0..300u64)
        .map(|n| if (0..=n).any(|k| k * (k + 1) / 2 == n) { "L\n" } else { "W\n" })
        .collect();
    let wyt: String = {
        let pairs = wythoff_pairs(60);
        (0..40u64)
            .map(|a| {
                (0..40u64)
                    .map(|b| {
                        if pairs.iter().any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b)) {
                            "L"
                        } else {
                            "W"
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
                    + "\n"
            })
            .collect()
    };
    // (name, table, one- or two-dimensional, Grundy)
    let mut cases: Vec<(&str, String, bool, bool)> = vec![
        ("sub", nod1067_table(60), false, false),
        ("lasker", lines(&lasker(60)), false, true),
        ("dawson", lines(&dawson(200)), false, true),
        ("fib", fib, false, false),
        ("beatty", beatty, false, false),
        ("tri", tri, false, false),
        ("ruler", (1..=40).map(|n| format!("{} {}\n", n, ruler(40)[n])).collect(), false, true),
        ("nim", grid_text(&nim_grid(16)), true, true),
        ("wythoff", wyt, true, false),
    ];
    cases.extend(set_and_sequence_cases());
    cases.extend(periodic_grid_cases());
    cases
}

/// More tables: known sets and sequences.
fn set_and_sequence_cases() -> Vec<(&'static str, String, bool, bool)> {
    let wl = |lose: &dyn Fn(u64) -> bool, upto: u64| -> String {
        (0..=upto).map(|n| if lose(n) { "L\n" } else { "W\n" }).collect()
    };
    let weight = |n: u64| (0..64).filter(|k| n >> k & 1 == 1).count() as u64;
    let root2: Vec<u64> = (0..200u64)
        .map(|k| (0..=2 * k).take_while(|r| r * r <= 2 * k * k).last().unwrap_or(0))
        .collect();
    let mut early: Vec<String> = nod1067_table(100).lines().map(str::to_string).collect();
    early[3] = "B".into();
    vec![
        ("squares", wl(&|n| (0..=n).any(|k| k * k == n), 300), false, false),
        ("pow", wl(&|n| n == 0 || (0..10).any(|k| 1 << k == n), 300), false, false),
        ("mersenne", wl(&|n| (0..10).any(|k| (1 << k) - 1 == n), 300), false, false),
        ("evil", wl(&|n| weight(n) % 2 == 0, 100), false, false),
        ("odious", wl(&|n| weight(n) % 2 == 1, 100), false, false),
        ("root2", wl(&|n| root2.contains(&n), 120), false, false),
        ("early", early.join("\n"), false, false),
        ("popcount", lines(&(0..64).map(weight).collect::<Vec<_>>()), false, true),
        (
            "turtles",
            lines(&(0..200).filter(|&n| weight(n) % 2 == 1).take(64).collect::<Vec<_>>()),
            false,
            true,
        ),
        (
            "evilseq",
            lines(&(0..200).filter(|&n| weight(n) % 2 == 0).take(64).collect::<Vec<_>>()),
            false,
            true,
        ),
    ]
}

/// Grids periodic in each coordinate: Grundy values, win/lose, and a sum of two games.
fn periodic_grid_cases() -> Vec<(&'static str, String, bool, bool)> {
    let subtract_12: Vec<Vec<u64>> =
        (0..20u64).map(|a| (0..20u64).map(|b| (a % 3) ^ (b % 3)).collect()).collect();
    vec![
        (
            "grid3x2",
            grid_text(
                &(0..12u64)
                    .map(|a| (0..12u64).map(|b| (a % 3) ^ ((b % 2) * 4)).collect())
                    .collect::<Vec<_>>(),
            ),
            true,
            true,
        ),
        (
            "parity",
            grid_text(
                &(0..12u64)
                    .map(|a| (0..12u64).map(|b| u64::from(a % 2 == 1 || b % 2 == 1)).collect())
                    .collect::<Vec<_>>(),
            ),
            true,
            false,
        ),
        ("sum12", grid_text(&subtract_12), true, true),
    ]
}

/// One Rust and one C++ program calling every printed function on every row of its table, and
/// the output both must print (the tables' own values).
#[derive(Default)]
struct Programs {
    rust: String,
    cpp: String,
    rust_main: String,
    cpp_main: String,
    expected: String,
}

impl Programs {
    /// Add the functions `guess` printed (`out`) for `table`, and their calls on its rows.
    fn add(&mut self, name: &str, out: &str, table: &str, (two, grundy): (bool, bool)) {
        let rs =
            out.split("\nRust:\n").nth(1).and_then(|s| s.split("\nC++:\n").next()).expect(name);
        let cc = out.split("\nC++:\n").nth(1).expect(name);
        let _ = writeln!(
            self.rust,
            "#[allow(dead_code, unused_parens, clippy::all)]\nmod {} {{\n{}}}",
            name,
            rs.replace("fn ", "pub fn ")
        );
        let _ = writeln!(self.cpp, "namespace {} {{\n{}}}", name, cc);
        let f = if grundy { "grundy" } else { "first_wins" };
        let args = self.rows(table, two);
        let (pattern, call) = if two { ("&(a, b)", "a, b") } else { ("&n", "n") };
        let _ = writeln!(
            self.rust_main,
            "    for {} in &[{}] {{\n        println!(\"{{}}\", {}::{}({}) as u64);\n    }}",
            pattern,
            args.join(", "),
            name,
            f,
            call
        );
        let (ty, unpack) = if two {
            ("std::pair<unsigned long long, unsigned long long>", "x.first, x.second")
        } else {
            ("unsigned long long", "x")
        };
        // The rows in a static array: as a std::vector's initializer list, g++ -O2 spent 3 s of
        // CPU on the stores that build it (dead-store elimination over every element), 0.4 s so.
        let _ = writeln!(
            self.cpp_main,
            "    {{ static const {} rows[] = {{{}}}; for (auto x : rows) printf(\"%llu\\n\", (unsigned long long){}::{}({})); }}",
            ty,
            args.join(", ").replace('(', "{").replace(')', "}"),
            name,
            f,
            unpack
        );
        // The ends of u64: no overflow (this build checks), values past u64 in u128.
        let big = match two {
            true => "u64::MAX, u64::MAX - 1",
            false => "u64::MAX",
        };
        let _ = writeln!(self.rust_main, "    let _ = {}::{}({});", name, f, big);
    }

    /// The table's positions as call arguments; their values (win 1, lose 0) go to `expected`.
    /// The rows are read here: the parser's work is tested elsewhere.
    fn rows(&mut self, table: &str, two: bool) -> Vec<String> {
        let values: Vec<Vec<&str>> =
            table.lines().map(|l| l.split_whitespace().collect()).collect();
        let mut args = Vec::new();
        for (i, row) in values.iter().enumerate() {
            let cells: Vec<(String, &str)> = if two {
                row.iter().enumerate().map(|(j, v)| (format!("({}, {})", i, j), *v)).collect()
            } else if row.len() == 2 {
                vec![(row[0].to_string(), row[1])]
            } else {
                vec![(i.to_string(), row[0])]
            };
            for (arg, v) in cells {
                args.push(arg);
                let v = match v {
                    "W" | "A" => "1",
                    "L" | "B" => "0",
                    v => v,
                };
                self.expected += &format!("{}\n", v);
            }
        }
        args
    }

    /// Compile both programs in `dir` (the C++ where g++ exists) and check what they print.
    fn build_and_check(self, dir: &Path) {
        let rust = format!("{}fn main() {{\n{}}}\n", self.rust, self.rust_main);
        let cpp = format!(
            "#include <cstdio>\n#include <utility>\n#include <vector>\n{}int main() {{\n{}}}\n",
            self.cpp, self.cpp_main
        );
        std::fs::write(dir.join("rules.rs"), &rust).unwrap();
        std::fs::write(dir.join("rules.cpp"), &cpp).unwrap();
        let built = Command::new("rustc")
            .args(["--edition", "2021", "-o"])
            .arg(dir.join("rules-rs"))
            .arg(dir.join("rules.rs"))
            .output()
            .expect("rustc runs");
        assert!(built.status.success(), "{}\n{}", String::from_utf8_lossy(&built.stderr), rust);
        assert_eq!(run(&dir.join("rules-rs")), self.expected);
        let cxx = Command::new("g++")
            .args(["-O2", "-std=c++17", "-o"])
            .arg(dir.join("rules-cpp"))
            .arg(dir.join("rules.cpp"))
            .output();
        match cxx {
            Ok(out) => {
                assert!(out.status.success(), "{}\n{}", String::from_utf8_lossy(&out.stderr), cpp);
                assert_eq!(run(&dir.join("rules-cpp")), self.expected);
            }
            Err(_) => eprintln!("(no g++: the C++ functions were not compiled)"),
        }
    }
}

fn run(exe: &Path) -> String {
    let out = Command::new(exe).output().expect("the compiled rules run");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Grundy values of the subtraction game `set`, n = 0..upto, by its rules: the mex of the values
/// a move reaches.
fn subtraction_values(set: &[u64], upto: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(upto + 1);
    for n in 0..=upto as u64 {
        let next: Vec<u64> =
            set.iter().filter(|&&s| s <= n).map(|&s| g[(n - s) as usize]).collect();
        g.push(mex(&next));
    }
    g
}

/// Every subtraction set within {1..8}, every table length 3..80, Grundy values and win/lose: a
/// claimed rule (values, or where G = 0) must hold to n = 2000 by the rules, far past the table.
/// The library is called directly (40 000 tables); the tool reads the same text.
#[test]
fn every_subtraction_set_within_1_to_8_claims_nothing_false() {
    use grundy::guess::{find, parse, ReadOptions, Rule};
    const TRUTH: usize = 2000;
    let (mut claims, mut false_claims, mut not_yet, mut grundy_claims) = (0, Vec::new(), 0, 0);
    for mask in 1u32..256 {
        let set: Vec<u64> = (1..=8).filter(|s| mask >> (s - 1) & 1 == 1).collect();
        let g = subtraction_values(&set, TRUTH);
        for len in 3..=80 {
            for win_lose in [false, true] {
                let text: String = g[..len]
                    .iter()
                    .map(|&v| match win_lose {
                        true => {
                            if v == 0 {
                                "L\n".to_string()
                            } else {
                                "W\n".to_string()
                            }
                        }
                        false => format!("{}\n", v),
                    })
                    .collect();
                let table = parse(&text, &ReadOptions::default()).expect("a table");
                let finding = find(&table);
                if let Some(near) = &finding.near {
                    assert!(
                        !near.fails.is_empty(),
                        "{:?} {} rows: a near miss failing nothing",
                        set,
                        len
                    );
                }
                let rule = match &finding.rule {
                    Some(Rule::One(r)) => r,
                    Some(other) => panic!("{:?}: {:?}", set, other),
                    None => {
                        not_yet += usize::from(!finding.candidates.is_empty());
                        continue;
                    }
                };
                claims += 1;
                grundy_claims += usize::from(!win_lose);
                let binary = table.is_win_lose() || finding.zeros_only;
                let wrong = (0..=TRUTH as u64).find(|&n| {
                    let truth = g[n as usize];
                    let truth = if binary { u64::from(truth != 0) } else { truth };
                    rule.at(n) != Some(truth)
                });
                if let Some(n) = wrong {
                    false_claims.push(format!(
                        "{:?} {} rows{}: {:?} fails at n = {}",
                        set,
                        len,
                        if win_lose { " (win/lose)" } else { "" },
                        rule,
                        n
                    ));
                }
            }
        }
    }
    eprintln!(
        "subtraction sweep: {} claims ({} of Grundy values), {} false, {} answered \"not yet\"",
        claims,
        grundy_claims,
        false_claims.len(),
        not_yet
    );
    assert!(
        false_claims.is_empty(),
        "{} false claims:\n{}",
        false_claims.len(),
        false_claims.join("\n")
    );
    assert!(claims > 10_000, "{} claims", claims);
}

/// Short tables of the examples answer "not yet", with the rule the game has among the
/// candidates, and the rows that would tell; as many rows answer with that rule.
#[test]
fn short_tables_answer_not_yet() {
    // Subtract 2..8: G = 0 0 1 1 2 2 3 3 4 4, period 10 (by the rules, below).
    let g = subtraction_values(&[2, 3, 4, 5, 6, 7, 8], 40);
    assert_eq!(&g[..10], &[0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    let (code, out, _) = guess("not-yet", &lines(&g[..20]), &[]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "Table: 20 rows, n = 0..19, Grundy values
Rule: not yet (no rule has the rows a bet on it needs)
Not yet: consistent with period 10 from n = 0 (2 periods seen); print at least 30 rows (n = 0..29) to tell
Not yet: consistent with G(n + 2) = G(n) + 1 from n = 10 (5 periods seen); print at least 29 rows (n = 0..28) to tell
"
    );
    let (_, json, _) = guess("not-yet-json", &lines(&g[..20]), &["--json"]);
    let period_10 = rule_object(
        "periodic",
        &[
            ("period", "10"),
            ("preperiod", "0"),
            ("saltus", "0"),
            ("values", "[0,0,1,1,2,2,3,3,4,4]"),
        ],
    );
    assert!(json.starts_with("{\"kind\":\"none\","), "{}", json);
    assert!(
        json.contains(&format!("\"candidates\":[{{{},\"rows_needed\":30}},", period_10)),
        "{}",
        json
    );
    let (_, json, _) = guess("told", &lines(&g[..30]), &["--json"]);
    assert!(json.starts_with(&format!("{{{}", period_10)), "{}", json);
    // The proper-divisor game (subtract a divisor d < n of n; n = 1 has no move): the player to
    // move loses iff n is odd. 16 rows once read as α = 17/9; now not yet, period 2 first.
    let mut wins = [false; 21];
    for n in 2..=20 {
        wins[n] = (1..n).any(|d| n % d == 0 && !wins[n - d]);
    }
    let table = |upto: usize| -> String {
        (1..=upto).map(|n| format!("{} {}\n", n, if wins[n] { "W" } else { "L" })).collect()
    };
    let (_, out, _) = guess("divisors-16", &table(16), &[]);
    assert!(
        out.contains("Not yet: consistent with period 2 from n = 1 (8 periods seen); print at least 18 rows (n = 1..18) to tell\n"),
        "{}",
        out
    );
    assert!(!out.contains("Rust:"), "{}", out);
    let (_, out, _) = guess("divisors-20", &table(20), &[]);
    assert!(
        out.contains("Rule: the player to move loses (L) iff n ≡ 1 (mod 2) — periodic, period 2, pre-period 1"),
        "{}",
        out
    );
    // Subtract {2, 5}, 12 rows (period 7; once "loses iff n is odious from n = 3"); subtract
    // 1..7, 8 rows (once "G(n) = n"): no rule yet.
    for (name, set, len) in
        [("odious", &[2u64, 5][..], 12), ("identity", &[1, 2, 3, 4, 5, 6, 7][..], 8)]
    {
        let g = subtraction_values(set, len);
        let wl: String = g[..len].iter().map(|&v| if v == 0 { "L\n" } else { "W\n" }).collect();
        for table in [wl, lines(&g[..len])] {
            let (_, json, _) = guess(name, &table, &["--json"]);
            assert!(json.starts_with("{\"kind\":\"none\","), "{}: {}", name, json);
        }
    }
}

/// Two wrong rows in a table of subtract {1, 2, 3, 4} (G(n) = n mod 5, by the rules): both are
/// named, the rule is stated from n = 0, and the code follows it unless asked otherwise.
#[test]
fn wrong_rows_are_all_named_and_the_code_follows_the_rule() {
    let mut g = subtraction_values(&[1, 2, 3, 4], 99);
    assert_eq!(&g[..6], &[0, 1, 2, 3, 4, 0]);
    g[40] = 3; // the rule: 0
    g[70] = 1; // the rule: 0
    let (_, out, _) = guess("wrong-rows", &lines(&g), &[]);
    let expected_rule = "Rule: G(n + 5) = G(n) for n ≥ 0 — periodic, period 5, pre-period 0; G(n) \
        for n = 0..4: 0 1 2 3 4; the table breaks it at n = 40 (the table has 3, the rule says 0), \
        n = 70 (the table has 1, the rule says 0): wrong rows of the brute force? (the rule stands \
        there)\nRuled out (simpler): G(n + q) = G(n) for n ≥ 0, for every q from 1 to 4 (each \
        breaks a row)\nChecked: every row of the table (100 rows, 2 of them breaking it); ";
    assert!(out.contains(expected_rule), "{}", out);
    assert!(
        out.contains("    // The table has grundy(40) = 3, grundy(70) = 1: wrong rows?\n"),
        "{}",
        out
    );
    assert!(
        out.contains("fn grundy(n: u64) -> u64 {\n    // The table has") && !out.contains("40 =>"),
        "{}",
        out
    );
    let (_, json, _) = guess("wrong-rows-json", &lines(&g), &["--json"]);
    assert!(json.contains("\"exceptions\":[[40,3,0],[70,1,0]]"), "{}", json);
    let (_, kept, _) = guess("wrong-rows-kept", &lines(&g), &["--keep-exceptions"]);
    assert!(kept.contains("    match n {\n        40 => return 3,\n        70 => return 1,\n        _ => {}\n    }\n"), "{}", kept);
    assert!(kept.contains("    if (n == 40) return 3;\n    if (n == 70) return 1;\n"), "{}", kept);
    // Lasker's Nim with G(31) wrong (32 by the rules): the arithmetic rule, its pre-period kept.
    let mut g = lasker(60);
    assert_eq!(g[31], 32);
    g[31] = 5;
    let (_, json, _) = guess("wrong-lasker", &lines(&g), &["--json"]);
    assert!(
        json.starts_with("{\"kind\":\"arithmetic-periodic\",\"period\":4,\"preperiod\":1,"),
        "{}",
        json
    );
    assert!(json.contains("\"exceptions\":[[31,5,32]]"), "{}", json);
    // A row wrong before the period shows twice is a pre-period, not an exception.
    let mut early = subtraction_values(&[1, 2, 3, 4], 99);
    early[6] = 0;
    let (_, json, _) = guess("wrong-early", &lines(&early), &["--json"]);
    assert!(json.contains("\"preperiod\":7,") && json.contains("\"exceptions\":[]"), "{}", json);
}

/// The keys of a JSON object's top level, in order (strings and nested values skipped).
fn top_keys(json: &str) -> Vec<String> {
    let (mut keys, mut depth, mut in_string, mut escaped) = (Vec::new(), 0, false, false);
    let mut current = String::new();
    let mut expect_key = false;
    for c in json.trim().chars() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => {
                    in_string = false;
                    if expect_key {
                        keys.push(std::mem::take(&mut current));
                        expect_key = false;
                    }
                }
                _ => {}
            }
            if in_string && expect_key && !escaped && c != '\\' {
                current.push(c);
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' | '[' => {
                depth += 1;
                expect_key = depth == 1 && c == '{';
            }
            '}' | ']' => depth -= 1,
            ',' => expect_key = depth == 1,
            _ => {}
        }
    }
    keys
}

/// One JSON schema for every kind, and a near miss that always completes its sentence.
#[test]
fn json_has_one_schema_and_near_misses_end() {
    let lasker_text = lines(&lasker(40));
    let random: String =
        (0..200u64).map(|n| format!("{}\n", (n * 2_654_435_761) % 97 % 5)).collect();
    let tables: Vec<(&str, String)> = vec![
        ("periodic", nod1067_table(60)),
        ("arithmetic", lasker_text),
        (
            "set",
            (0..100u64)
                .map(|n| if n.is_power_of_two() || n == 0 { "L\n" } else { "W\n" })
                .collect(),
        ),
        ("sequence", lines(&ruler(64)[1..])),
        ("xor-sum", grid_text(&nim_grid(16))),
        ("wythoff", grid_text(&wythoff_grid(20))),
        ("none", random),
        ("not-yet", lines(&subtraction_values(&[2, 3, 4, 5, 6, 7, 8], 19))),
    ];
    let mut schema: Option<Vec<String>> = None;
    for (name, table) in &tables {
        let (code, json, _) = guess(&format!("schema-{}", name), table, &["--json"]);
        assert_eq!(code, 0, "{}", name);
        let keys = top_keys(&json);
        match &schema {
            None => schema = Some(keys),
            Some(s) => assert_eq!(&keys, s, "{}: {}", name, json),
        }
    }
    let keys = schema.unwrap();
    assert_eq!(keys.len(), 19, "{:?}", keys);
    assert_eq!((keys[0].as_str(), keys[18].as_str()), ("kind", "proof"));
    // A short table consistent with a set it cannot support: no near miss ending in "except".
    let odious: String =
        (0..14u64).map(|n| if n.count_ones() % 2 == 1 { "L\n" } else { "W\n" }).collect();
    for args in [&[][..], &["--json"]] {
        let (_, out, _) = guess("short-odious", &odious, args);
        assert!(!out.contains("except \n") && !out.contains("except \""), "{}", out);
    }
}

/// Three heaps of subtract {1, 2} (a move takes 1 or 2 from one heap), by the rules: the mex over
/// the moves of the three-heap game, n = 0..20 each. Sprague–Grundy: G = f(a) xor f(b) xor f(c)
/// with f(n) = n mod 3.
#[test]
fn three_coordinate_tables_are_read_as_sums_or_refused() {
    const N: usize = 20;
    let mut g = vec![0u64; N * N * N];
    let at = |a: usize, b: usize, c: usize| (a * N + b) * N + c;
    for a in 0..N {
        for b in 0..N {
            for c in 0..N {
                let mut next = Vec::new();
                for t in 1..=2 {
                    if a >= t {
                        next.push(g[at(a - t, b, c)]);
                    }
                    if b >= t {
                        next.push(g[at(a, b - t, c)]);
                    }
                    if c >= t {
                        next.push(g[at(a, b, c - t)]);
                    }
                }
                g[at(a, b, c)] = mex(&next);
            }
        }
    }
    let mut grundy = String::new();
    let mut wl = String::new();
    for a in 0..N {
        for b in 0..N {
            for c in 0..N {
                let v = g[at(a, b, c)];
                let _ = writeln!(grundy, "{} {} {} {}", a, b, c, v);
                let _ = writeln!(wl, "{} {} {} {}", a, b, c, if v == 0 { "L" } else { "W" });
            }
        }
    }
    let (code, out, err) = guess("three", &grundy, &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("Table: 8000 cells, 3 coordinates, a = 0..19, b = 0..19, c = 0..19, Grundy values\nRule: G(a, b, c) = f(a) xor f(b) xor f(c) — a sum of 3 independent games, f(n) = G(n, 0, 0); f(n + 3) = f(n) for n ≥ 0 — periodic, period 3, pre-period 0; f(n) for n = 0..2: 0 1 2\n"), "{}", out);
    assert!(
        out.contains("fn grundy(a: u64, b: u64, c: u64) -> u64 {\n    f(a) ^ f(b) ^ f(c)\n}\n"),
        "{}",
        out
    );
    // A symmetric brute force prints only a ≤ b ≤ c: read all the same.
    let mut sorted = String::new();
    for a in 0..N {
        for b in a..N {
            for c in b..N {
                let _ = writeln!(sorted, "{} {} {} {}", a, b, c, g[at(a, b, c)]);
            }
        }
    }
    let (code, out, _) = guess("three-sorted", &sorted, &[]);
    assert_eq!(code, 0);
    assert!(out.contains("Rule: G(a, b, c) = f(a) xor f(b) xor f(c) — a sum of 3 independent games, f(n) = G(n, 0, 0); f(n + 3) = f(n) for n ≥ 0"), "{}", out);
    let refusal =
        "error: 3 coordinates: guess reads one or two, or a sum of 3 copies of one game (G = \
                   f(a) xor f(b) xor …); for another sum of games, give the one-pile table\n";
    let (code, out, err) = guess("three-wl", &wl, &[]);
    assert_eq!((code, out.as_str(), err.as_str()), (1, "", refusal));
    // Not a sum: G(a, b, c) = (a + b + c) mod 3 is refused too.
    let mut not_sum = String::new();
    for a in 0..6 {
        for b in 0..6 {
            for c in 0..6 {
                let _ = writeln!(not_sum, "{} {} {} {}", a, b, c, (a + b + c) % 3);
            }
        }
    }
    let (code, _, err) = guess("three-not-sum", &not_sum, &[]);
    assert_eq!((code, err.as_str()), (1, refusal));
}

/// Grundy's game (split a heap into two unequal heaps), subtract-a-square, Kayles (take 1 or 2
/// adjacent pins, octal 0.77) and Dawson's Kayles (octal 0.07), by their rules to n = 2000; every
/// table length 3..400, Grundy values and win/lose: a claimed rule holds to n = 2000, but for two
/// patterns no table can tell from the truth (kept here so that no other appears; both computed
/// below by the rules): Grundy's game has P-positions 0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, then
/// none until 270, so from 110 rows on the table shows "wins for every n ≥ 54" past every test of
/// evidence; subtract-a-square is 0 1 0 1 2 repeated up to n = 24 (P-positions 0, 2, 5, 7, …, 22,
/// then 34), five periods.
#[test]
fn hard_games_claim_nothing_false() {
    use grundy::guess::{find, parse, ReadOptions, Rule};
    const TRUTH: usize = 2000;
    let mut games: Vec<(&str, Vec<u64>)> = Vec::new();
    let by = |moves: &dyn Fn(&[u64], usize) -> Vec<u64>| -> Vec<u64> {
        let mut g = Vec::with_capacity(TRUTH + 1);
        for n in 0..=TRUTH {
            let next = moves(&g, n);
            g.push(mex(&next));
        }
        g
    };
    games.push((
        "grundy's game",
        by(&|g, n| (1..n).filter(|&a| 2 * a < n).map(|a| g[a] ^ g[n - a]).collect()),
    ));
    games.push((
        "subtract a square",
        by(&|g, n| (1..).take_while(|k| k * k <= n).map(|k| g[n - k * k]).collect()),
    ));
    let split = |g: &[u64], rest: usize| (0..=rest).map(|a| g[a] ^ g[rest - a]).collect::<Vec<_>>();
    games.push((
        "kayles",
        by(&|g, n| {
            let mut next = Vec::new();
            for take in 1..=2 {
                if n >= take {
                    next.extend(split(g, n - take));
                }
            }
            next
        }),
    ));
    games.push(("dawson's kayles", by(&|g, n| if n >= 2 { split(g, n - 2) } else { Vec::new() })));
    let (mut claims, mut false_claims) = (0, Vec::new());
    for (name, g) in &games {
        for len in 3..=400 {
            for win_lose in [false, true] {
                let text: String = g[..len]
                    .iter()
                    .map(|&v| match win_lose {
                        true => (if v == 0 { "L\n" } else { "W\n" }).to_string(),
                        false => format!("{}\n", v),
                    })
                    .collect();
                let table = parse(&text, &ReadOptions::default()).expect("a table");
                let finding = find(&table);
                let rule = match &finding.rule {
                    Some(Rule::One(r)) => r,
                    Some(other) => panic!("{}: {:?}", name, other),
                    None => continue,
                };
                claims += 1;
                let binary = table.is_win_lose() || finding.zeros_only;
                let wrong = (0..=TRUTH as u64).find(|&n| {
                    let truth = g[n as usize];
                    rule.at(n) != Some(if binary { u64::from(truth != 0) } else { truth })
                });
                if let Some(n) = wrong {
                    false_claims.push(format!(
                        "{} {} rows{}: {:?} fails at n = {}",
                        name,
                        len,
                        if win_lose { " (win/lose)" } else { "" },
                        rule,
                        n
                    ));
                }
            }
        }
    }
    eprintln!(
        "hard games: {} claims, {} false (the two known patterns)",
        claims,
        false_claims.len()
    );
    let unknown: Vec<&String> = false_claims
        .iter()
        .filter(|c| {
            let grundys = c.starts_with("grundy's game ")
                && c.contains("law: Periodic(Periodic { start: 54, period: 1, saltus: 0,")
                && c.ends_with("fails at n = 270");
            let square = c.starts_with("subtract a square ")
                && c.contains("law: Periodic(Periodic { start: 0, period: 5, saltus: 0,")
                && c.ends_with("fails at n = 25");
            !grundys && !square
        })
        .collect();
    assert!(unknown.is_empty(), "{:?}", unknown);
    assert!(false_claims.len() <= 333, "{}\n{}", false_claims.len(), false_claims.join("\n"));
}
