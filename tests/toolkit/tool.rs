//! The `grundy` tool as a user meets it: `test-samples` verdicts and diffs, `stress` against
//! deliberately wrong programs (from `tests/wrong/`), and the errors for bad requests.

use crate::common::{root, scratch, tool};
use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::sync::Mutex;

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

/// Build one of the deliberately wrong programs in `tests/wrong/`, once: tests running at the same
/// time share the build (two builds into one scratch folder would delete each other's program).
fn wrong_program(name: &str) -> PathBuf {
    static BUILT: Mutex<Vec<(String, PathBuf)>> = Mutex::new(Vec::new());
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, path)) = built.iter().find(|(n, _)| n == name) {
        return path.clone();
    }
    let out = scratch(&format!("wrong-{}", name)).join(name);
    let status = Command::new("rustc")
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&out)
        .arg(root().join("tests/wrong").join(format!("{}.rs", name)))
        .status()
        .expect("rustc runs");
    assert!(status.success(), "tests/wrong/{}.rs compiles", name);
    built.push((name.to_string(), out.clone()));
    out
}

#[test]
fn test_samples_passes_and_summarises() {
    let out = tool(&["test-samples", "nod1066"]);
    let (stdout, _) = text(&out);
    assert!(out.status.success(), "{}", stdout);
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("OK") && l.contains("nod1066/1 ") && l.ends_with(" ms")),
        "{}",
        stdout
    );
    let n = stdout.lines().filter(|l| l.starts_with("OK")).count();
    assert_eq!(stdout.lines().last(), Some(format!("{} passed, 0 failed", n).as_str()));
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
    let line = |name: &str| {
        stdout
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{}", stdout))
            .to_string()
    };
    assert!(
        line("nod1066/1 ").starts_with("WA")
            && line("nod1066/1 ").contains("line 3: expected \"B\", got \"A\""),
        "{}",
        stdout
    );
    assert!(line("edge-bounds").contains("line 4: expected (extra line), got \"A\""), "{}", stdout);
    assert!(line("edge-crlf").contains("line 5: expected \"B\", got (missing line)"), "{}", stdout);
    assert!(stdout.ends_with("3 passed, 3 failed\n"), "{}", stdout);
}

#[test]
fn test_samples_names_what_is_missing() {
    let dir = scratch_samples("missing", "nod1066");
    fs::remove_file(dir.join("nod1066/edge-crlf.out")).unwrap();
    let out = tool(&["test-samples", "--samples", dir.to_str().unwrap(), "nod1066", "poj1704"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout.lines().any(|l| l.starts_with("MISSING")
            && l.contains("edge-crlf")
            && l.contains("no expected output")),
        "{}",
        stdout
    );
    assert!(
        stdout.lines().any(|l| l.starts_with("MISSING")
            && l.contains("poj1704/")
            && l.contains("no samples")),
        "{}",
        stdout
    );

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
fn stress_agrees_with_our_binary() {
    let out = tool(&["stress", "nod1066", "--cases", "3000", "--seed", "11"]);
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("OK 3000 cases"), "{}", stdout);
}

/// `grundy stress <id> --cmd <a wrong program>`: a failure shrunk to at most `tokens` tokens, the
/// replay line, and the copy written under `target/stress/`.
fn stress_shrinks(wrong: &str, id: &str, family: &str, tokens: usize) {
    let wrong = wrong_program(wrong);
    let cmd = wrong.to_str().unwrap();
    let out = tool(&["stress", id, "--cmd", cmd, "--seed", "2", "--family", family]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    assert!(stdout.starts_with("FAILED"), "{}", stdout);
    let input = stdout.split("--- input ---\n").nth(1).unwrap().split("\n---").next().unwrap();
    assert!(input.split_whitespace().count() <= tokens, "not shrunk: {:?}", input);
    assert!(stdout.contains(&format!("replay: just stress {} --seed 2", id)), "{}", stdout);
    let written = stdout.lines().find_map(|l| l.strip_prefix("written: ")).unwrap();
    let path = root().join(written.split(' ').next().unwrap());
    assert_eq!(fs::read_to_string(&path).unwrap().trim_end(), input.trim_end());
}

#[test]
fn stress_shrinks_a_wrong_program_to_a_few_tokens() {
    // One game `N K` after the count T.
    stress_shrinks("nod1066-mod-k", "nod1066", "random", 3);
    // The count, one game of two piles, the terminating 0.
    stress_shrinks("poj2975-counts-k-ge-x", "poj2975", "random,max,edge", 5);
}

#[test]
fn stress_rejects_bad_requests_clearly() {
    for (args, needle) in [
        (vec!["stress", "nope"], "unknown problem id \"nope\""),
        (vec!["stress", "nod1066", "--family", "tiny"], "unknown family \"tiny\""),
        (
            vec!["stress", "nod1066", "--cmd", "./no-such-program"],
            "cannot start `./no-such-program`: ",
        ),
        (vec!["stress"], "give an id"),
        (vec!["stress", "nod1066", "--bogus"], "unknown option --bogus"),
    ] {
        let out = tool(&args);
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{:?}: {}", args, stderr);
        assert!(stderr.contains(needle), "{:?}: {}", args, stderr);
    }
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
    let (out, _) = text(&tool(&["explore", "subtract", "1", "3", "4"]));
    assert!(out.contains("P-positions: n ≡ 0, 2 (mod 7) for n ≥ 0 — proven"), "{}", out);
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
    for item in ["Cargo.toml", "rustfmt.toml", "src", "tests", "samples", "problems"] {
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
        .args(["build", "--bins", "--quiet", "--config", "profile.dev.opt-level=0"])
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

/// Run the `grundy` tool as a user would from `dir` (where `just` was invoked).
fn tool_in(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .current_dir(root())
        .env("GRUNDY_CALLER_DIR", dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("the grundy tool starts")
}

/// The input a failure report shows, and the shrink runs it names.
fn shown_input(stdout: &str) -> (String, usize) {
    let input = stdout.split("--- input ---\n").nth(1).unwrap().split("\n---").next().unwrap();
    let runs = stdout.split("shrunk with ").nth(1).unwrap().split(' ').next().unwrap();
    (input.to_string(), runs.parse().unwrap())
}

#[test]
fn a_crash_above_a_threshold_shrinks_to_exactly_the_threshold() {
    let wrong = wrong_program("nod1067-abort-above");
    let out = tool(&["stress", "nod1067", "--cmd", wrong.to_str().unwrap(), "--seed", "3"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("FAILED (RE)"), "{}", stdout);
    let (input, runs) = shown_input(&stdout);
    assert_eq!(input, "1\n500000001", "{}", stdout);
    assert!(runs <= 80, "{} runs: {}", runs, stdout);
    assert!(
        stdout.contains("--- got (runtime error) ---\n(exit code 134 = signal 6, SIGABRT"),
        "{}",
        stdout
    );
    assert!(!stdout.contains("NOT minimal"), "{}", stdout);
}

/// `grundy stress nod1067 --seed 3` on the program that hangs for N > 10^6, with more options.
/// Also how long the tool ran (the build of the program not counted).
fn stress_the_hang(options: &[&str]) -> (std::process::Output, std::time::Duration) {
    let wrong = wrong_program("nod1067-hang-above");
    let mut args = vec!["stress", "nod1067", "--cmd", wrong.to_str().unwrap(), "--seed", "3"];
    args.extend_from_slice(options);
    let started = std::time::Instant::now();
    (tool(&args), started.elapsed())
}

#[test]
fn a_hang_above_a_threshold_is_a_time_limit_shrunk_to_the_threshold() {
    let (out, _) = stress_the_hang(&["--timeout-ms", "250"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("FAILED (TLE)"), "{}", stdout);
    assert_eq!(shown_input(&stdout).0, "1\n1000001", "{}", stdout);
    assert!(stdout.contains("(still running after 250 ms: killed)"), "{}", stdout);
    assert!(stdout.contains("--timeout-ms 250"), "the replay keeps the limit: {}", stdout);
}

#[test]
fn the_budget_stops_shrinking_and_says_the_input_is_not_minimal() {
    let (out, elapsed) = stress_the_hang(&["--timeout-ms", "300", "--budget-s", "1"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    assert!(
        stdout.contains("NOT minimal: the budget of 1 s ran out while shrinking"),
        "{}",
        stdout
    );
    // The budget and one candidate past it at most (a time limit is waited out twice). Not a speed
    // assertion: a guard that the budget stops the work at all (a full shrink, about 30 bisection
    // steps, half of them waiting out 2 × 300 ms, takes 18 s on a quiet machine and far more on a
    // loaded one), with room for a loaded CI machine.
    assert!(elapsed.as_secs_f64() < 15.0, "{:?}", elapsed);
    let written = stdout.lines().find_map(|l| l.strip_prefix("written: ")).unwrap();
    let input = fs::read_to_string(root().join(written.split(' ').next().unwrap())).unwrap();
    let n: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
    assert!(n[1..].iter().any(|&n| n > 1_000_000), "{}", input);

    // Out of budget while still searching: how many cases passed.
    let ours = tool(&["stress", "nod1067", "--budget-s", "0", "--seed", "1"]);
    let (stdout, _) = text(&ours);
    assert_eq!(ours.status.code(), Some(0), "{}", stdout);
    assert!(
        stdout.starts_with("STOPPED the budget of 0 s ran out after 0 of 10000 cases"),
        "{}",
        stdout
    );
}

#[test]
fn an_overflow_on_a_long_string_is_shrunk_and_shown_shortened() {
    let wrong = wrong_program("gym103102b-i32-counter");
    let cmd = wrong.to_str().unwrap();
    let out = tool(&[
        "stress",
        "gym103102b",
        "--cmd",
        cmd,
        "--seed",
        "1",
        "--family",
        "max",
        "--budget-s",
        "4",
    ]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("FAILED (WA)"), "{}", stdout);
    assert!(stdout.len() < 4000, "{} bytes on the terminal:\n{}", stdout.len(), stdout);
    assert!(stdout.contains("--- line 1: expected \""), "{}", stdout);
    let written = stdout.lines().find_map(|l| l.strip_prefix("written: ")).unwrap();
    assert!(written.ends_with("in full; shortened above"), "{}", written);
    let input = fs::read_to_string(root().join(written.split(' ').next().unwrap())).unwrap();
    // No string shorter than 92 682 bytes has 2^31 inversions; the judge's longest is 10^6.
    let len = input.trim().len();
    assert!((92_682..1_000_000).contains(&len), "{} bytes", len);
}

#[test]
fn commands_run_as_at_a_prompt() {
    let dir = scratch("shell-commands");
    fs::create_dir_all(dir.join("sub")).unwrap();
    fs::copy(wrong_program("nod1066-mod-k"), dir.join("sub/a.out")).unwrap();
    for cmd in ["cd sub && ./a.out", "cat | sub/a.out | cat"] {
        let out = tool_in(&dir, &["stress", "nod1066", "--cmd", cmd, "--seed", "2"]);
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(1), "{}: {}{}", cmd, stdout, stderr);
        assert!(stdout.starts_with("FAILED (WA)"), "{}: {}", cmd, stdout);
        assert!(shown_input(&stdout).0.split_whitespace().count() <= 3, "{}", stdout);
    }
    let python = "python3 -c 'import sys\nv = list(map(int, sys.stdin.read().split()))\n\
                  print(\"\\n\".join(\"A\" if n % (k + 1) else \"B\" for n, k in zip(v[1::2], v[2::2])))'";
    let out =
        tool_in(&dir, &["stress", "nod1066", "--cmd", python, "--cases", "300", "--seed", "5"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("OK 300 cases"), "{}", stdout);
    let out = tool_in(&dir, &["stress", "nod1066", "--cmd", "./a.out"]);
    let (_, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr.contains("cannot start `./a.out`: ") && stderr.contains("not found"),
        "{}",
        stderr
    );
}

/// A problem without a model, written into `dir`: print the largest of n numbers. The helpers
/// are sh and awk (they start in a millisecond, where Python takes tens); the wrong solution is off
/// by one from 500 up, in C++ when g++ is here, else in awk.
fn max_problem(dir: &std::path::Path) -> String {
    let files = [
        (
            "gen.sh",
            "awk -v seed=\"$1\" -v size=\"$2\" 'BEGIN { srand(seed); n = 1 + int(rand() * size)\n\
             print n; for (i = 1; i <= n; i++) printf \"%d%s\", int(rand() * 1001), (i < n ? \" \" : \"\\n\") }'\n",
        ),
        (
            "brute.sh",
            "awk '{ for (i = 1; i <= NF; i++) if (++k == 2 || (k > 2 && $i + 0 > m)) m = $i + 0 }\n\
             END { print m }'\n",
        ),
        (
            "validate.sh",
            "awk '{ for (i = 1; i <= NF; i++) t[++k] = $i }\n\
             END { if (k < 2 || t[1] !~ /^[0-9]+$/ || t[1] + 0 != k - 1) exit 1\n\
             for (i = 2; i <= k; i++) if (t[i] !~ /^[0-9]+$/ || t[i] + 0 > 1000) exit 1 }'\n",
        ),
        (
            "check.sh",
            "got=$(cat \"$2\"); want=$(cat \"$3\")\n\
             [ \"$got\" = \"$want\" ] || { echo \"expected $want, got $got\"; exit 1; }\n",
        ),
        (
            "wrong.sh",
            "awk '{ for (i = 1; i <= NF; i++) if (++k > 1 && $i + 0 > m) m = $i + 0 }\n\
             END { print (m >= 500 ? m - 1 : m) }'\n",
        ),
        (
            "wrong.cpp",
            "#include <cstdio>\nint main() { int n, m = 0, x; scanf(\"%d\", &n);\n\
             for (int i = 0; i < n; i++) { scanf(\"%d\", &x); if (x > m) m = x; }\n\
             printf(\"%d\\n\", m >= 500 ? m - 1 : m); }\n",
        ),
    ];
    for (name, text) in files {
        fs::write(dir.join(name), text).unwrap();
    }
    let gxx =
        Command::new("g++").args(["-O2", "-o", "wrong", "wrong.cpp"]).current_dir(dir).status();
    if gxx.map_or(false, |s| s.success()) {
        "./wrong".into()
    } else {
        println!("note: no g++ here: the wrong solution is the awk one");
        "sh wrong.sh".into()
    }
}

#[test]
fn a_problem_without_a_model_is_stressed_with_the_users_programs() {
    let dir = scratch("custom-problem");
    let wrong = max_problem(&dir);
    let base = ["stress", "--gen", "sh gen.sh", "--brute", "sh brute.sh"];
    let with = |extra: &[&str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        tool_in(&dir, &args)
    };
    let out = with(&["--cmd", &wrong, "--validator", "sh validate.sh", "--seed", "1"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("FAILED (WA)"), "{}", stdout);
    assert_eq!(shown_input(&stdout).0, "1\n500", "{}", stdout);
    assert!(stdout.contains("--- line 1: expected \"500\", got \"499\""), "{}", stdout);
    // Written under the repository; shown absolute, since the caller stands elsewhere.
    let written = root().join("target/stress/custom/seed");
    assert!(stdout.contains(&format!("written: {}", written.display())), "{}", stdout);

    // The checker's word instead of the line comparison; no validator: shrunk over sizes only.
    let out = with(&["--cmd", &wrong, "--checker", "sh check.sh", "--seed", "1"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    assert!(stdout.contains("--- the checker rejects it: expected "), "{}", stdout);
    let input = shown_input(&stdout).0;
    assert!(input.starts_with("1\n"), "size 1 fails too: {}", input);

    // A right solution passes, through the checker too.
    let out = with(&["--cmd", "sh brute.sh", "--checker", "sh check.sh", "--cases", "30"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("OK 30 cases (sizes 1 to 97, "), "{}", stdout);
}

#[test]
fn a_problem_without_a_model_rejects_bad_use_clearly() {
    let dir = scratch("custom-bad-use");
    let wrong = max_problem(&dir);
    let gen = ["--gen", "sh gen.sh"];
    for (args, needle) in [
        (
            vec!["--gen", "exit 3", "--brute", "cat", "--cmd", "cat"],
            "the generator `exit 3` failed (exit code 3) on seed",
        ),
        (
            vec!["--gen", "true", "--brute", "cat", "--cmd", "cat"],
            "the generator `true` printed nothing",
        ),
        (
            [&gen[..], &["--brute", "kill -ABRT $$", "--cmd", &wrong]].concat(),
            "not your program's fault",
        ),
        (
            [&gen[..], &["--brute", "sh brute.sh", "--cmd", "./nope"]].concat(),
            "cannot start `./nope`",
        ),
        ([&gen[..], &["--cmd", "./wrong"]].concat(), "give both --gen and --brute"),
        (
            [&gen[..], &["--brute", "cat", "--cmd", "cat", "nod1066"]].concat(),
            "--gen is for a problem without a model",
        ),
        (
            [&gen[..], &["--brute", "cat", "--cmd", "cat", "--family", "max"]].concat(),
            "--family needs a problem id",
        ),
        (
            [&gen[..], &["--brute", "cat", "--cmd", "cat", "--validator", "exit 1"]].concat(),
            "the validator rejects the generator's input for seed",
        ),
    ] {
        let mut all = vec!["stress"];
        all.extend(args.iter());
        let out = tool_in(&dir, &all);
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{:?}: {}{}", all, stdout, stderr);
        assert!(stderr.contains(needle), "{:?}: {}", all, stderr);
        // One line, or a usage error: the line, the usage and where to read more.
        let first = stderr.lines().next().unwrap_or("");
        assert!(first.starts_with("error: ") && first.contains(needle), "{}", stderr);
        assert!(stderr.lines().count() == 1 || stderr.contains("stress --help"), "{}", stderr);
    }
}

#[test]
fn a_closed_pipe_ends_the_tool_quietly() {
    // `grundy … | head`: the reader goes away; no panic, no backtrace, exit 141 like a filter.
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["explore", "octal", "0.77", "--upto", "200000"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(141), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}
