//! `grundy` where a contestant works: run as an installed `grundy` (no justfile, no
//! GRUNDY_CALLER_DIR) from a folder outside the repository, on the samples a download tool left,
//! judged as judges judge (lines, tokens, exact, floats, a checker, an interactor), and the
//! starting kit of `grundy init`. Expected verdicts come from the samples' statements and the
//! interactive example's rules, worked out by hand in each test.

use crate::common::{
    alive, grundy_in, grundy_in_fast_python, ms_hidden, normalised, root, texts, user_folder,
    wait_for,
};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn write(dir: &Path, files: &[(&str, &str)]) {
    for (name, text) in files {
        let path = dir.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
}

/// The sum problem's program: `a b` in, `a + b` out.
const SUM: &str = "read a b; echo $((a + b))";

#[test]
fn the_oj_folder_is_found_and_odd_pairs_are_named_in_one_line() {
    let dir = user_folder("oj-layout", &[]);
    write(
        &dir,
        &[
            ("test/sample-1.in", "1 2\n"),
            ("test/sample-1.out", "3\n"),
            ("test/sample-2.in", "3 4\n"),
            ("test/sample-2.out", "7\n"),
            ("test/sample-2.ans", "7\n"),
            ("test/sample-3.out", "9\n"),
        ],
    );
    let out = grundy_in(&dir, &["test-samples", "--cmd", SUM]);
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    assert_eq!(
        ms_hidden(&stdout),
        "\
AC      test/sample-1                                 _ ms     _ MiB
AC      test/sample-2                                 _ ms     _ MiB
2 passed, 0 failed
"
    );
    let test = dir.join("test");
    assert_eq!(
        stderr,
        format!(
            "warning: {}: sample-2.in: both sample-2.out and sample-2.ans, used sample-2.out; sample-3.out: no sample-3.in, ignored\n",
            test.display()
        )
    );
    // Without test/: the .in files where the user stands; with none, one clear line.
    fs::remove_dir_all(&test).unwrap();
    write(&dir, &[("a.in", "20 22\n"), ("a.out", "42\n")]);
    let out = grundy_in(&dir, &["test-samples", "--cmd", SUM]);
    let label = dir.file_name().unwrap().to_str().unwrap();
    assert_eq!(
        ms_hidden(&texts(&out).0),
        format!("AC      {:<40}      _ ms     _ MiB\n1 passed, 0 failed\n", format!("{}/a", label))
    );
    let empty = user_folder("oj-empty", &[]);
    let out = grundy_in(&empty, &["test-samples", "--cmd", SUM]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        texts(&out).1,
        format!(
            "error: nothing to judge in {}: no .in files (nor cf-tool's inN.txt); give an id or --samples DIR\n",
            empty.display()
        )
    );
}

#[test]
fn each_comparison_judges_as_its_judge() {
    let dir = user_folder("compare", &[]);
    // Two answers on one line; a float.
    write(&dir, &[("a.in", "2\n"), ("a.out", "1 2\n"), ("b.in", "0\n"), ("b.out", "0.5\n")]);
    let cmd = "read n; if [ $n = 2 ]; then printf '1\\n2\\n'; else echo 0.5000001; fi";
    let run = |extra: &[&str]| {
        let args = [&["test-samples", "--cmd", cmd][..], extra].concat();
        texts(&grundy_in(&dir, &args)).0
    };
    // The verdicts, and what follows the time on a sample's line.
    let tags = |text: &str| -> Vec<String> {
        text.lines().map(|l| l.split_whitespace().next().unwrap_or("").to_string()).collect()
    };
    let detail = |text: &str, name: &str| -> String {
        let l = text.lines().find(|l| l.contains(name)).unwrap_or_default();
        l.split(" MiB").nth(1).unwrap_or("").trim().to_string()
    };
    let lines = run(&[]);
    assert_eq!(tags(&lines), ["WA", "WA", "0"], "{}", lines);
    assert_eq!(detail(&lines, "/a "), "line 1: expected \"1 2\", got \"1\"");
    // Numbers that agree within 1e-6 bring a hint to compare them as numbers.
    assert_eq!(
        detail(&lines, "/b "),
        "line 1: expected \"0.5\", got \"0.5000001\" (as numbers they agree within 1e-6: --float EPS compares them so, as testlib's rcmp)"
    );
    let tokens = run(&["--compare", "tokens"]);
    assert_eq!(tags(&tokens), ["AC", "WA", "1"], "{}", tokens);
    assert_eq!(
        detail(&tokens, "/b "),
        "token 1: expected \"0.5\", got \"0.5000001\" (as numbers they agree within 1e-6: --float EPS compares them so, as testlib's rcmp)"
    );
    assert_eq!(tags(&run(&["--float", "1e-6"])), ["AC", "AC", "2"]);
    assert_eq!(
        detail(&run(&["--float", "1e-9"]), "/b "),
        "token 1: expected \"0.5\", got \"0.5000001\" (error 1.00e-7 > 1e-9)"
    );
    let exact = ["test-samples", "--compare", "exact", "--cmd", "read n; printf '1 2 \\n'"];
    let exact = texts(&grundy_in(&dir, &exact)).0;
    assert_eq!(detail(&exact, "/a "), "line 1, column 4: expected \"1 2\\n\", got \"1 2 \\n\"");
}

#[test]
fn a_checker_judges_and_its_own_failure_is_not_the_programs() {
    let dir = user_folder("checker", &[]);
    write(
        &dir,
        &[
            ("test/1.in", "4\n"),
            ("test/1.out", "2 2\n"),
            // Any two numbers with the right sum are accepted.
            (
                "check.sh",
                "read n < \"$1\"; read a b < \"$2\"; [ $((a + b)) = \"$n\" ] && exit 0; echo \"$a + $b is not $n\" >&2; exit 1\n",
            ),
            ("broken.sh", "echo cannot read the files >&2; exit 3\n"),
        ],
    );
    let judge = |cmd: &str, checker: &str| {
        let out = grundy_in(&dir, &["test-samples", "--cmd", cmd, "--checker", checker]);
        let (stdout, stderr) = texts(&out);
        (out.status.code(), ms_hidden(&stdout), stderr)
    };
    let (code, stdout, _) = judge("echo 1 3", "sh check.sh");
    assert_eq!(
        (code, stdout.as_str()),
        (
            Some(0),
            "AC      test/1                                        _ ms     _ MiB\n1 passed, 0 failed\n"
        )
    );
    let (code, stdout, _) = judge("echo 1 2", "sh check.sh");
    assert_eq!(
        (code, stdout.as_str()),
        (Some(1), "WA      test/1                                        _ ms     _ MiB  the checker says: 1 + 2 is not 4\n0 passed, 1 failed\n")
    );
    let (code, stdout, stderr) = judge("echo 1 3", "sh broken.sh");
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    assert_eq!(
        stderr,
        "error: the checker `sh broken.sh` failed (exit code 3): cannot read the files\n"
    );
}

/// A folder with the interactive example (Bash's game played against an interactor).
fn interactive_folder(name: &str) -> std::path::PathBuf {
    let dir = user_folder(name, &[]);
    for f in ["interactor.py", "gen.py", "validate.py", "right.py", "wrong.py", "noflush.cpp"] {
        fs::copy(root().join("examples/interactive").join(f), dir.join(f)).unwrap();
    }
    // 7 stones, take 1 to 3: 7 % 4 = 3, a first player's win. 1 stone, take 1: a win too.
    write(&dir, &[("test/1.in", "7 3\n"), ("test/2.in", "1 1\n")]);
    dir
}

#[test]
fn an_interactive_problem_is_judged_by_its_interactor() {
    let dir = interactive_folder("interactive");
    let play = |cmd: &str| {
        let args = ["test-samples", "--cmd", cmd, "--interactor", "interactor.py"];
        let out = grundy_in_fast_python(&dir, &args);
        let (stdout, stderr) = texts(&out);
        (out.status.code(), ms_hidden(&stdout), stderr)
    };
    let (code, stdout, stderr) = play("right.py");
    assert_eq!(code, Some(0), "{}{}", stdout, stderr);
    assert!(stdout.ends_with("2 passed, 0 failed\n"), "{}", stdout);
    // n % k: 7 % 3 = 1, so it moves first and takes 1 (leaving 6 = 4 + 2: the interactor takes
    // 2, and so on); 1 % 1 = 0, so it lets the interactor take the only stone.
    let (code, stdout, _) = play("wrong.py");
    assert_eq!(code, Some(1));
    assert_eq!(
        stdout,
        "\
WA      test/1                                        _ ms     _ MiB  the interactor says: you lost: the interactor took the last stone
        < 7 3
        > 1
        > 1
        < 2
        > 1
        < 3
        (transcript: grundy-out/test-samples/test/1.transcript)
WA      test/2                                        _ ms     _ MiB  the interactor says: you lost: the interactor took the last stone
        < 1 1
        > 2
        < 1
        (transcript: grundy-out/test-samples/test/2.transcript)
0 passed, 2 failed
"
    );
    assert_eq!(
        fs::read_to_string(dir.join("grundy-out/test-samples/test/2.transcript")).unwrap(),
        "< 1 1\n> 2\n< 1\n"
    );
    // Never flushing: 7 3 deadlocks at its first answer, found well within the 2 s limit;
    // 1 1 passes (it exits after one move, and exiting flushes).
    let started = Instant::now();
    let (code, stdout, _) = play("noflush.cpp");
    assert_eq!(code, Some(1));
    let first = stdout.lines().next().unwrap_or("");
    assert!(first.starts_with("TLE     test/1 ") && first.ends_with("deadlock after 1 line: the interactor wrote last (< 7 3); your program got it and sent nothing more (a missing flush after its answer?)"), "{}", stdout);
    assert!(!first.contains(">2000 ms"), "{}", first);
    assert!(stdout.ends_with("1 passed, 1 failed\n"), "{}", stdout);
    assert!(started.elapsed() < Duration::from_secs(20));
    // An interactor that cannot start is the request's error.
    let out = grundy_in(
        &dir,
        &["test-samples", "--cmd", "right.py", "--interactor", "./no-such-interactor"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        texts(&out).1.starts_with("error: cannot start `./no-such-interactor"),
        "{}",
        texts(&out).1
    );
}

/// `grundy stress` on the interactive example with player `cmd`, seed 1: the report, normalised.
fn stress_interactive(dir: &Path, cmd: &str) -> String {
    let gen = ["stress", "--gen", "gen.py", "--interactor", "interactor.py"];
    let rest = ["--validator", "validate.py", "--cmd", cmd, "--seed", "1"];
    let out = grundy_in_fast_python(dir, &[&gen[..], &rest[..]].concat());
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    normalised(&stdout)
}

#[test]
fn stress_shrinks_the_losing_test_of_an_interactive_problem() {
    let dir = interactive_folder("interactive-stress");
    // "1 1" is the shortest valid test, and wrong.py loses it (1 % 1 = 0: it moves second).
    let report = stress_interactive(&dir, "wrong.py");
    assert_eq!(
        report,
        "\
FAILED (WA) at the generator's input for size 2 (its seed 2), seed 1; shrunk in _ runs (_) to one input:
--- input ---
1 1
--- transcript (> your program, < the interactor) ---
< 1 1
> 2
< 1
--- wrong answer (the interactor says: you lost: the interactor took the last stone)
smallest found: minimal — all 3 inputs of its shape with smaller values were run (or refused as invalid) and pass, and no part can be removed
written: grundy-out/stress/custom/seed2-size2.in (.transcript)
replay: grundy stress --gen gen.py --cmd wrong.py --interactor interactor.py --validator validate.py --seed 1 --cases 2  (the input alone: the generator with arguments 2 2)
searched 2 cases in 2 runs, _ s (seed 1; sizes 1 to 2)
"
    );
    // The deadlock of a program that never flushes: 2 1 is the smallest (every "1 k" is won by
    // taking the one stone, and exiting flushes).
    let report = stress_interactive(&dir, "noflush.cpp");
    assert_eq!(
        report,
        "\
FAILED (TLE) at the generator's input for size 1 (its seed 1), seed 1; shrunk in _ runs (_) to one input:
--- input ---
2 1
--- transcript (> your program, < the interactor) ---
< 2 1
--- time limit exceeded (deadlock after 1 line: the interactor wrote last (< 2 1); your program got it and sent nothing more (a missing flush after its answer?))
smallest found: minimal — all 5 inputs of its shape with smaller values were run (or refused as invalid) and pass, and no part can be removed
written: grundy-out/stress/custom/seed1-size1.in (.transcript)
replay: grundy stress --gen gen.py --cmd noflush.cpp --interactor interactor.py --validator validate.py --seed 1 --cases 1  (the input alone: the generator with arguments 1 1)
searched 1 case in 1 run, _ s (seed 1; sizes 1 to 1)
"
    );
}

#[test]
fn ctrl_c_in_test_samples_kills_both_sides_of_an_interaction() {
    let dir = interactive_folder("interactive-ctrl-c");
    // A busy program (no deadlock to end it) and an interactor that waits.
    write(&dir, &[("busy-31417.sh", "while :; do :; done\n"), ("wait-31417.sh", "sleep 31.417\n")]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["test-samples", "--cmd", "sh busy-31417.sh", "--interactor", "sh wait-31417.sh"])
        .args(["--limit-ms", "20000"])
        .current_dir(&dir)
        .env_remove("GRUNDY_CALLER_DIR")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Interrupted once both sides run (under `sh`; the tool's own command line names them too).
    let running = |script: &str| alive(script).iter().any(|c| c.starts_with("sh "));
    wait_for("both sides running", || running("busy-31417.sh") && running("wait-31417.sh"));
    Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "grundy did not stop");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(130));
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(alive("31417"), Vec::<String>::new());
}

#[test]
fn the_starting_kit_runs_at_once() {
    let dir = user_folder("kit", &[]);
    let out = grundy_in(&dir, &["init"]);
    assert_eq!(
        texts(&out).0,
        "\
wrote in .: gen.py, brute.py, validate.py, checker.py, sol.py, test/sample-1.in, test/sample-1.out
next, with the example as it is, then with your problem:
  grundy test-samples --cmd sol.py
  grundy stress --gen gen.py --brute brute.py --validator validate.py --cmd sol.py
  (add --checker checker.py when your problem accepts several answers)
"
    );
    let out = grundy_in(&dir, &["test-samples", "--cmd", "sol.py"]);
    assert_eq!(
        ms_hidden(&texts(&out).0),
        "AC      test/sample-1                                 _ ms     _ MiB\n1 passed, 0 failed\n"
    );
    // A wrong rule (the losing positions of {1, 2}: n % 3 == 0) is caught by the brute force:
    // n = 2 is the smallest game where the rules differ (a loss with {1, 3, 4}, a win with {1, 2}).
    write(&dir, &[("sol.py", "import sys\nt, *p = map(int, sys.stdin.read().split())\nprint('\\n'.join('Second' if n % 3 == 0 else 'First' for n in p))\n")]);
    let out = grundy_in(
        &dir,
        &[
            "stress",
            "--gen",
            "gen.py",
            "--brute",
            "brute.py",
            "--validator",
            "validate.py",
            "--checker",
            "checker.py",
            "--cmd",
            "sol.py",
            "--seed",
            "1",
        ],
    );
    let report = normalised(&texts(&out).0);
    assert!(report.contains("--- input ---\n1\n2\n--- expected (from the brute force) ---\nSecond\n--- got (wrong answer) ---\nFirst\n"), "{}", report);
    let again = grundy_in(&dir, &["init"]);
    assert!(
        texts(&again).0.starts_with("kept (they exist) in .: gen.py, brute.py"),
        "{}",
        texts(&again).0
    );
}

#[test]
fn our_problems_samples_are_found_from_any_folder() {
    let dir = user_folder("ours-anywhere", &[]);
    // nod1066's official sample, answered by a right program in the user's own words.
    let right = "awk '{ for (i = 1; i <= NF; i++) a[n++] = $i } \
                 END { for (i = 1; i < n; i += 2) print (a[i] % (a[i + 1] + 1)) ? \"A\" : \"B\" }'";
    let out = grundy_in(&dir, &["test-samples", "nod1066", "--cmd", right]);
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    assert!(
        ms_hidden(&stdout)
            .starts_with("AC      nod1066/1                                     _ ms     _ MiB\n"),
        "{}",
        stdout
    );
    let end =
        "5 passed, 0 failed, 1 skipped (beyond-*: outside the judge's bounds; --all runs them)\n";
    assert!(stdout.ends_with(end), "{}", stdout);
    // Nothing is written into the repository: the user's folder holds what grundy wrote, if anything.
    assert!(!root().join("grundy-out").exists());
}
