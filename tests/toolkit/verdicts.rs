//! Verdicts a contestant can trust (issue 27), from a folder of their own: memory as the judge
//! measures it, floods that are OLE every time, nothing left running, helpers' faults named as
//! theirs, shrinking that stays inside the problem without a validator and says how small its
//! answer is, and Ctrl-C that claims nothing it did not see.

use crate::common::{alive, grundy_in, grundy_in_fast_python, texts, user_folder, Runs};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A `test/` folder of oj's layout with one sample: T = 2 numbers, 4 and 6.
fn one_sample(dir: &Path) {
    fs::create_dir_all(dir.join("test")).unwrap();
    fs::write(dir.join("test/sample-1.in"), "2\n4 6\n").unwrap();
    fs::write(dir.join("test/sample-1.out"), "First\nSecond\n").unwrap();
}

/// The input a failure report shows.
fn shown_input(stdout: &str) -> String {
    let after = stdout.split("--- input ---\n").nth(1).unwrap_or("");
    after.split("\n---").next().unwrap_or("").to_string()
}

#[test]
fn a_program_over_the_memory_limit_is_mle_with_its_peak() {
    let dir = user_folder("mle", &["mle512.c"]);
    one_sample(&dir);
    let out = grundy_in(&dir, &["test-samples", "--cmd", "mle512.c"]);
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    let line = stdout.lines().next().unwrap_or("");
    assert!(line.starts_with("MLE     test/sample-1"), "{}", stdout);
    assert!(line.contains("of memory, over the limit: killed"), "{}", stdout);
    // Stopped as it crossed 256 MiB: the peak shown is past the limit, far from 512.
    let peak: u64 =
        line.split(" MiB").next().and_then(|s| s.rsplit(' ').next()).unwrap().parse().unwrap();
    assert!((256..400).contains(&peak), "{}", line);
    // With the room it needs, it is right, and its peak is shown beside its time.
    let out = grundy_in(&dir, &["test-samples", "--cmd", "mle512.c", "--memory-mb", "1024"]);
    let (stdout, _) = texts(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stdout);
    assert!(stdout.starts_with("AC      test/sample-1"), "{}", stdout);
    let peak: u64 =
        stdout.split(" MiB").next().and_then(|s| s.rsplit(' ').next()).unwrap().parse().unwrap();
    assert!(peak >= 512, "{}", stdout);
}

/// Our own hdu3032, right and streaming in 2 MB, is never out of memory, however much this tool
/// held when it was spawned: judge-scale batches run two at a time, so the tool's memory moves
/// while each run starts. (Before the fix about two stress runs in five were called MLE at
/// "171 MiB", the tool's own memory carried into the kernel's peak of a forked child.)
#[test]
fn our_streaming_solution_is_never_out_of_memory_under_stress() {
    let dir = crate::common::scratch("stress-memory");
    for _ in 0..4 {
        let args = ["stress", "hdu3032", "--family", "max", "--seed", "4242", "--cases", "2000"];
        let out = grundy_in(&dir, &args);
        let (stdout, stderr) = texts(&out);
        assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    }
}

#[test]
fn a_flood_is_ole_every_time() {
    let dir = user_folder("flood", &["flood.c"]);
    one_sample(&dir);
    for _ in 0..2 {
        let out = grundy_in(&dir, &["test-samples", "--cmd", "flood.c", "--limit-ms", "5000"]);
        let (stdout, _) = texts(&out);
        assert!(stdout.starts_with("OLE     test/sample-1"), "{}", stdout);
        assert!(stdout.contains("killed after writing over 256 MiB"), "{}", stdout);
    }
}

#[test]
fn a_flood_on_stderr_is_never_a_time_limit() {
    let dir = user_folder("stderr-flood", &["tn_stderr_flood.py"]);
    one_sample(&dir);
    // 256 MiB through a pipe costs Python about 0.6 s of CPU, against 0.1 s discarded: the limit
    // falls between, so the first run is out of time and the second (stderr discarded) decides.
    for _ in 0..2 {
        let out =
            grundy_in(&dir, &["test-samples", "--cmd", "tn_stderr_flood.py", "--limit-ms", "500"]);
        let (stdout, stderr) = texts(&out);
        if out.status.code() == Some(2) && stderr.contains("too busy") {
            // Starved of CPU on a loaded machine (seen at load 7): the tool says so and blames
            // nobody, which is right; nothing here to check.
            eprintln!("note: the machine was too busy to judge the time limit: {}", stderr);
            return;
        }
        assert!(stdout.starts_with("AC      test/sample-1"), "{}{}", stdout, stderr);
    }
}

#[test]
fn what_a_program_leaves_behind_is_killed_and_its_answers_read() {
    let dir = user_folder("escape", &["escape.c"]);
    one_sample(&dir);
    let out = grundy_in(&dir, &["test-samples", "--cmd", "escape.c"]);
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("AC      test/sample-1"), "{}", stdout);
    for marker in ["sleep 91.271", "sleep 91.272"] {
        assert_eq!(alive(marker), Vec::<String>::new(), "{} outlived the run", marker);
    }
}

#[test]
fn a_brute_force_that_answers_one_case_is_named_not_the_program() {
    let dir = user_folder("short-brute", &["tn_gen.py", "tn_brute_first.py", "tn_right.c"]);
    let out = grundy_in_fast_python(
        &dir,
        &[
            "stress",
            "--gen",
            "tn_gen.py",
            "--brute",
            "tn_brute_first.py",
            "--cmd",
            "tn_right.c",
            "--seed",
            "1",
        ],
    );
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(2), "{}{}", stdout, stderr);
    assert!(!stdout.contains("FAILED"), "{}", stdout);
    assert!(
        stderr.contains(
            "the brute force `tn_brute_first.py` printed 1 line where your program printed"
        ) && stderr.contains("not your program's fault"),
        "{}",
        stderr
    );
}

#[test]
fn without_a_validator_shrinking_keeps_the_layout_and_reaches_the_periodic_class() {
    let dir = user_folder("periodic", &["tn_gen.py", "tn_right.c", "tn_mod5.c"]);
    let out = grundy_in_fast_python(
        &dir,
        &[
            "stress",
            "--gen",
            "tn_gen.py",
            "--brute",
            "tn_right.c",
            "--cmd",
            "tn_mod5.c",
            "--seed",
            "1",
            "--budget-s",
            "300",
        ],
    );
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    // Every N ≥ 1000 with N ≡ 2 (mod 5) fails: the smallest is 1002, and nothing below it fails.
    assert_eq!(shown_input(&stdout), "1\n1002", "{}", stdout);
    assert!(stdout.contains("shape learnt from "), "{}", stdout);
    assert!(stdout.contains("(token 1 counts the tokens of line 2)"), "{}", stdout);
    assert!(stdout.contains("smallest found: minimal — all "), "{}", stdout);
}

#[test]
fn ctrl_c_with_runs_in_flight_claims_nothing() {
    // A folder of its own: the stress tests' ctrl-c test, run at the same time, checks that nothing
    // started in its folder is left running.
    let dir = user_folder("ctrl-c-in-flight", &["tn_gen.py", "tn_right.c", "busy.c"]);
    // Built first, so that the runs are in flight when the signal comes.
    fs::write(dir.join("a.in"), "1\n1\n").unwrap();
    fs::write(dir.join("a.out"), "First\n").unwrap();
    let built = grundy_in(&dir, &["test-samples", "--cmd", "busy.c", "--limit-ms", "50"]);
    // A time limit, or on a loaded machine "too busy to judge" (exit 2): built either way.
    assert!(matches!(built.status.code(), Some(1 | 2)), "{}", texts(&built).1);
    let built = grundy_in(&dir, &["test-samples", "--cmd", "tn_right.c"]);
    assert!(matches!(built.status.code(), Some(0 | 1)), "{}", texts(&built).1);
    let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["stress", "--gen", "tn_gen.py", "--brute", "tn_right.c", "--cmd", "busy.c"])
        .args(["--timeout-ms", "30000", "--jobs", "2", "--seed", "1"])
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Both programs built: interrupted once a run of the busy program is under way.
    Runs::new(&dir, "busy").wait_until("a run in flight", |runs| runs.iter().any(|r| r.0));
    let started = Instant::now();
    let _ = Command::new("kill").args(["-INT", &child.id().to_string()]).status();
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(started.elapsed() < Duration::from_secs(10), "{:?}", started.elapsed());
    assert_eq!(out.status.code(), Some(130), "{}{}", stdout, stderr);
    assert!(stdout.starts_with("INTERRUPTED 0 cases in 0 runs"), "{}", stdout);
    assert!(
        stdout.contains("in flight stopped): no run finished: nothing is known yet"),
        "{}",
        stdout
    );
    assert!(!stdout.contains("agrees"), "{}", stdout);
}

#[test]
fn a_sparse_failure_is_found_with_the_budget_left() {
    // Single-precision Wythoff: wrong first at the P-position (4180, 6764), one pair in millions.
    // The shrinker stops at a local minimum near the generated pair; the direct search over the
    // edge and random families, every case smaller, finds the small one.
    let dir = user_folder("sparse", &["poj1067_float.c"]);
    for seed in ["1", "2"] {
        let out =
            grundy_in(&dir, &["stress", "poj1067", "--cmd", "poj1067_float.c", "--seed", seed]);
        let (stdout, stderr) = texts(&out);
        assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
        assert_eq!(shown_input(&stdout), "4180 6764", "seed {}: {}", seed, stdout);
        assert!(stdout.contains("smallest found: a local minimum"), "{}", stdout);
    }
}

#[test]
fn programs_run_in_the_judges_environment() {
    // The user's shell hides a missing flush (PYTHONUNBUFFERED) or preloads a library: the judge
    // has neither, and neither has the program under test here.
    let dir = user_folder("environment", &[]);
    fs::create_dir_all(dir.join("test")).unwrap();
    fs::write(dir.join("test/sample-1.in"), "1\n").unwrap();
    fs::write(dir.join("test/sample-1.out"), "unset unset set\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "test-samples",
            "--cmd",
            "echo ${PYTHONUNBUFFERED:-unset} ${LD_PRELOAD:-unset} ${PATH:+set}",
        ])
        .current_dir(&dir)
        .env("NO_COLOR", "1")
        .env("PYTHONUNBUFFERED", "1")
        .env("LD_PRELOAD", "")
        .output()
        .unwrap();
    let (stdout, stderr) = texts(&out);
    assert!(stdout.starts_with("AC      test/sample-1"), "{}{}", stdout, stderr);
}
