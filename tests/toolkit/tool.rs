//! The `grundy` tool as a user meets it: `test-samples` verdicts and diffs, `explore`, `new`, every
//! command's help, and the errors for bad requests (`stress` has its own file).

use crate::common::{ms_hidden, root, scratch, tool};
use std::fs;
use std::path::PathBuf;
use std::process::Command;

fn text(out: &std::process::Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Copy `samples/<id>` into a scratch samples folder the test may mangle.
fn scratch_samples(name: &str, id: &str) -> PathBuf {
    let dir = scratch(name);
    fs::create_dir_all(dir.join(id)).unwrap();
    for entry in fs::read_dir(root().join("samples").join(id)).unwrap() {
        let p = entry.unwrap().path();
        fs::copy(&p, dir.join(id).join(p.file_name().unwrap())).unwrap();
    }
    dir
}

#[test]
fn test_samples_passes_and_summarises() {
    let out = tool(&["test-samples", "nod1066"]);
    let (stdout, _) = text(&out);
    assert!(out.status.success(), "{}", stdout);
    // Our solutions run every sample, beyond-* included; one line each, then the count.
    let names = ["1", "beyond-u64", "edge-bounds", "edge-crlf", "edge-multiples"];
    let names = names.iter().chain(&["edge-spacing-no-final-newline"]);
    let mut want: String = names
        .map(|n| format!("AC      {:<40}      _ ms     _ MiB\n", format!("nod1066/{}", n)))
        .collect();
    want += "6 passed, 0 failed\n";
    assert_eq!(ms_hidden(&stdout), want);
}

#[test]
fn a_mangled_sample_shows_a_readable_wrong_answer() {
    let dir = scratch_samples("mangled", "nod1066");
    fs::write(dir.join("nod1066/1.out"), "B\nA\nB\nB\n").unwrap(); // line 3 should be A
    fs::write(dir.join("nod1066/edge-bounds.out"), "A\nB\nA\n").unwrap(); // two lines missing
    fs::write(dir.join("nod1066/edge-crlf.out"), "B\r\nA\r\nA\r\nB\r\nB\r\n").unwrap(); // one extra
    let out = tool(&["test-samples", "--samples", dir.to_str().unwrap(), "nod1066"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    assert_eq!(
        ms_hidden(&stdout),
        "\
WA      nod1066/1                                     _ ms     _ MiB  line 3: expected \"B\", got \"A\"
AC      nod1066/beyond-u64                            _ ms     _ MiB
WA      nod1066/edge-bounds                           _ ms     _ MiB  line 4: your program printed an extra line \"A\"
WA      nod1066/edge-crlf                             _ ms     _ MiB  line 5: expected \"B\", but your program's output ended
AC      nod1066/edge-multiples                        _ ms     _ MiB
AC      nod1066/edge-spacing-no-final-newline         _ ms     _ MiB
3 passed, 3 failed
"
    );
}

#[test]
fn test_samples_names_what_is_missing() {
    let dir = scratch_samples("missing", "nod1066");
    fs::remove_file(dir.join("nod1066/edge-crlf.out")).unwrap();
    let out = tool(&["test-samples", "--samples", dir.to_str().unwrap(), "nod1066", "poj1704"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1));
    // A folder without the id's subfolder is the id's folder itself (it has no .in files).
    let line = |tag: &str, name: &str, ms: &str, mib: &str, why: &str| {
        format!("{:<7} {:<40} {:>9} {:>9}  {}", tag, name, ms, mib, why).trim_end().to_string()
            + "\n"
    };
    let empty = format!("no samples: {} has no .in files", dir.display());
    // An input without an answer is skipped and counted, with what to do about it.
    let want = [
        line("AC", "nod1066/1", "_ ms", "_ MiB", ""),
        line("AC", "nod1066/beyond-u64", "_ ms", "_ MiB", ""),
        line("AC", "nod1066/edge-bounds", "_ ms", "_ MiB", ""),
        line("AC", "nod1066/edge-multiples", "_ ms", "_ MiB", ""),
        line("AC", "nod1066/edge-spacing-no-final-newline", "_ ms", "_ MiB", ""),
        line("MISSING", "poj1704/", "-", "-", &empty),
        "5 passed, 1 failed, 1 without an answer (an interactive problem? pass --interactor; else add .out files)\n".to_string(),
    ];
    assert_eq!(ms_hidden(&stdout), want.concat());

    let out = tool(&["test-samples", "no-such-problem"]);
    let (_, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("unknown problem id \"no-such-problem\"") && stderr.contains("nod1066"),
        "{}",
        stderr
    );
}

#[test]
fn the_sample_script_exists_and_is_executable() {
    let script = root().join("scripts/test-samples");
    let meta = fs::metadata(script).expect("scripts/test-samples exists");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert!(meta.permissions().mode() & 0o111 != 0, "scripts/test-samples is not executable");
    }
    #[cfg(not(unix))]
    let _ = meta;
}

/// The explorer's proven periods must match what the solutions answer (nod1066, nod1067) and its
/// observed pattern what nod1068 answers.
#[test]
fn explored_patterns_agree_with_the_solutions() {
    use grundy::explore::{
        observed_period, one_pile_values, p_residues, proven_period, subtraction_moves,
    };
    let answers = |id: &str, input: String| -> Vec<String> {
        let r = crate::common::run(id, input.as_bytes());
        r.stdout_text().lines().map(str::to_string).collect()
    };
    // nod1066 (bash K): P-positions n ≡ 0 (mod K + 1).
    for k in 1..=8u64 {
        let g = one_pile_values(subtraction_moves((1..=k).collect()), 200);
        let p = proven_period(&g, k as usize).expect("bash has a proven period");
        let (residues, below) = p_residues(&g, p);
        let input: String =
            "200\n".to_string() + &(1..=200).map(|n| format!("{} {}\n", n, k)).collect::<String>();
        for (n, a) in (1..=200usize).zip(answers("nod1066", input)) {
            let p_position =
                below.contains(&n) || (n >= p.start && residues.contains(&(n % p.period)));
            assert_eq!(a == "B", p_position, "nod1066 n={} k={}", n, k);
        }
    }
    // nod1067 (subtract 1 3 4): period 7, P-positions 0 and 2.
    let g = one_pile_values(subtraction_moves(vec![1, 3, 4]), 300);
    let p = proven_period(&g, 4).unwrap();
    assert_eq!((p.start, p.period, p_residues(&g, p).0), (0, 7, vec![0, 2]));
    let input = format!("300\n{}", (1..=300).map(|n| format!("{}\n", n)).collect::<String>());
    for (n, a) in (1..=300usize).zip(answers("nod1067", input)) {
        assert_eq!(a == "B", [0, 2].contains(&(n % 7)), "nod1067 n={}", n);
    }
    // nod1068 (powers of two): observed period 3, P-positions n ≡ 0.
    let g = one_pile_values(
        |n| (0..64).map(|i| 1u64 << i).take_while(|&s| s <= n).map(|s| n - s).collect(),
        300,
    );
    let p = observed_period(&g).unwrap();
    assert_eq!((p.start, p.period, p_residues(&g, p).0), (0, 3, vec![0]));
    let input = format!("300\n{}", (1..=300).map(|n| format!("{}\n", n)).collect::<String>());
    for (n, a) in (1..=300usize).zip(answers("nod1068", input)) {
        assert_eq!(a == "B", n % 3 == 0, "nod1068 n={}", n);
    }
}

#[test]
fn explore_prints_the_issue_examples() {
    // The take-1-3-4 game's values, period 7 with P-positions 0 and 2 (nod1067's theorem).
    let (out, _) = text(&tool(&["explore", "subtract", "1", "3", "4"]));
    assert_eq!(
        out,
        "\
subtract {1, 3, 4}: one pile, take 1, 3 or 4 stones
It is the octal game 0.3033 (digit 3 at each amount: take it, leaving nothing or one heap)

Grundy values g(n):
  n =  0..20 |  0  1  0  1  2  3  2  0  1  0  1  2  3  2  0  1  0  1  2  3  2
  n = 21..40 |  0  1  0  1  2  3  2  0  1  0  1  2  3  2  0  1  0  1  2  3

P-positions up to 40: 0 2 7 9 14 16 21 23 28 30 35 37
Period: g(n + 7) = g(n) for n ≥ 0 — proven (it holds for 4 consecutive n from 0, and the largest move is 4)
P-positions: n ≡ 0, 2 (mod 7) for n ≥ 0 — proven
"
    );
    let (out, _) = text(&tool(&["explore", "powers", "--upto", "60"]));
    assert!(out.contains("observed up to 60, not proven"), "{}", out);
    let (out, _) = text(&tool(&["explore", "wythoff", "--upto", "20"]));
    assert!(
        out.contains("(11, 18) (12, 20)\n") && out.contains(": agrees for every pair ≤ 20"),
        "{}",
        out
    );
    let out = tool(&["explore", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out).1.contains("unknown game \"chess\""));
}

/// `grundy new` in a scratch copy of the repository: the scaffold compiles, test-samples names the
/// missing samples, stress works on the placeholder, and existing or malformed ids are refused.
#[test]
fn new_scaffolds_a_problem_that_compiles() {
    let copy = scratch("new-problem");
    for item in [
        "Cargo.toml",
        "README.md",
        "rustfmt.toml",
        "src",
        "tests",
        "samples",
        "problems",
        "kit",
        "snippets",
    ] {
        let status =
            Command::new("cp").arg("-r").arg(root().join(item)).arg(&copy).status().unwrap();
        assert!(status.success());
    }
    let grundy = env!("CARGO_BIN_EXE_grundy");
    let run = |args: &[&str]| {
        Command::new(grundy).args(args).current_dir(&copy).env("NO_COLOR", "1").output().unwrap()
    };
    let out = run(&["new", "demo1"]);
    assert!(out.status.success(), "{:?}", text(&out));
    for f in ["src/bin/demo1.rs", "src/oracle/demo1.rs", "problems/demo1.md", "samples/demo1"] {
        assert!(copy.join(f).exists(), "{} missing", f);
    }
    for (args, needle) in [
        (vec!["new", "demo1"], "exists already"),
        (vec!["new", "poj1704"], "exists already"),
        (vec!["new", "Demo_1"], "not a valid id"),
        (vec!["new"], "usage"),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{:?}", args);
        assert!(text(&out).1.contains(needle), "{:?}: {:?}", args, text(&out));
    }
    // The scaffold compiles (quick profile), and the new tool knows the new problem.
    let target = copy.join("target");
    let status = Command::new("cargo")
        .args(["build", "--bin", "grundy", "--bin", "demo1", "--quiet"])
        .args(["--config", "profile.dev.opt-level=0"])
        .current_dir(&copy)
        .env("CARGO_TARGET_DIR", &target)
        .status()
        .unwrap();
    assert!(status.success(), "the scaffold does not compile");
    let built = target.join("debug/grundy");
    let run_built = |args: &[&str]| {
        Command::new(&built).args(args).current_dir(&copy).env("NO_COLOR", "1").output().unwrap()
    };
    let out = run_built(&["test-samples", "demo1"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout.contains("MISSING demo1/") && stdout.contains("no samples"), "{}", stdout);
    let out = run_built(&["stress", "demo1", "--cases", "300", "--seed", "1"]);
    assert!(out.status.success(), "{:?}", text(&out));
    // Its row in the table of problems writes the header's Judge line and the page's bounds.
    let out = run_built(&["status", "--write"]);
    assert!(out.status.success(), "{:?}", text(&out));
    let bin = fs::read_to_string(copy.join("src/bin/demo1.rs")).unwrap();
    let judge =
        "//! Judge:   1 ≤ T ≤ 10 000, 1 ≤ N ≤ 10^9; limits: not known (LIMITS).\n//! Status:";
    assert!(bin.contains(judge), "{}", bin);
    let page = fs::read_to_string(copy.join("problems/demo1.md")).unwrap();
    assert!(page.contains("| N | 1 ≤ N ≤ 10^9 | WHAT THE SOLUTION ACCEPTS |"), "{}", page);
    assert!(page.contains("| Memory (ours) | O(1): a 128 KiB input window |\n"), "{}", page);
    assert_eq!(run_built(&["status"]).status.code(), Some(0));
}

#[test]
fn every_command_answers_help() {
    let (overview, _) = text(&tool(&["--help"]));
    let commands: Vec<&str> = overview
        .lines()
        .skip_while(|l| *l != "commands:")
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(commands.len() >= 9 && commands.contains(&"stress"), "{}", overview);
    for command in commands {
        for flag in ["--help", "-h"] {
            let out = tool(&[command, flag]);
            let (stdout, stderr) = text(&out);
            assert_eq!(out.status.code(), Some(0), "{} {}: {}", command, flag, stderr);
            assert!(stdout.starts_with(&format!("usage: grundy {}", command)), "{}", stdout);
        }
        let out = tool(&[command, "--no-such-option"]);
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{}: {}", command, stderr);
        let usage = format!("usage: grundy {}", command);
        assert!(stderr.starts_with("error: ") && stderr.contains(&usage), "{}", stderr);
    }
    let (stdout, _) = text(&tool(&["help", "bench"]));
    assert!(stdout.starts_with("usage: grundy bench"), "{}", stdout);
}

#[test]
fn a_closed_pipe_ends_the_tool_quietly() {
    // `grundy … | head`: the reader goes away; no panic, no backtrace, exit 141 like a filter.
    // The output (146 KB) is more than a pipe holds, so the tool meets the closed pipe however
    // fast it writes.
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["explore", "wythoff", "--upto", "200", "--json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(141), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}
