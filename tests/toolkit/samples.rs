//! `grundy test-samples --cmd "<command>"`: a user's program judged on the samples, through the real
//! `grundy` binary. The programs are shell and awk one-liners; every expected verdict comes from the
//! sample files (ours, or hand-made here), never from the program under test.

use crate::common::{root, scratch, tool, tool_for};
use std::fs;
use std::path::Path;
use std::process::Output;

fn text(out: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// nod1066 (Bash game: A wins iff N mod (K + 1) ≠ 0) in awk, whose numbers are doubles: right for
/// every N, K ≤ 10^9 (the judge's bounds), wrong near 2^64, where doubles round.
const NOD1066_AWK: &str = "awk '{ for (i = 1; i <= NF; i++) t[n++] = $i } \
    END { for (j = 0; j < t[0] + 0; j++) print (t[2*j+1] % (t[2*j+2] + 1)) ? \"A\" : \"B\" }'";

/// The names of our nod1066 samples: (inside the judge's bounds, beyond them).
fn nod1066_samples() -> (Vec<String>, Vec<String>) {
    let mut names: Vec<String> = fs::read_dir(root().join("samples/nod1066"))
        .unwrap()
        .filter_map(|e| e.unwrap().file_name().to_str()?.strip_suffix(".in").map(str::to_string))
        .collect();
    names.sort();
    names.into_iter().partition(|n| !n.starts_with("beyond-"))
}

fn line_of<'a>(stdout: &'a str, name: &str) -> &'a str {
    stdout
        .lines()
        .find(|l| l.split_whitespace().nth(1) == Some(name))
        .unwrap_or_else(|| panic!("no line for {}:\n{}", name, stdout))
}

#[test]
fn a_users_program_passes_inside_the_bounds_and_beyond_is_skipped() {
    let (inside, beyond) = nod1066_samples();
    assert!(!inside.is_empty() && !beyond.is_empty(), "{:?} {:?}", inside, beyond);
    let out = tool(&["test-samples", "nod1066", "--cmd", NOD1066_AWK]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    for name in &inside {
        assert!(line_of(&stdout, &format!("nod1066/{}", name)).starts_with("AC "), "{}", stdout);
    }
    for name in &beyond {
        assert!(!stdout.contains(&format!("nod1066/{} ", name)), "{} ran:\n{}", name, stdout);
    }
    let summary = format!(
        "{} passed, 0 failed, {} skipped (beyond-*: outside the judge's bounds; --all runs them)",
        inside.len(),
        beyond.len()
    );
    assert_eq!(stdout.lines().last(), Some(summary.as_str()), "{}", stdout);
}

#[test]
fn all_runs_beyond_where_a_program_right_only_inside_the_bounds_fails() {
    let (inside, beyond) = nod1066_samples();
    let out = tool(&["test-samples", "nod1066", "--all", "--cmd", NOD1066_AWK]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}{}", stdout, stderr);
    // beyond-u64's second game: N = K = 2^64 − 1, so N mod (K + 1) = N ≠ 0 and A wins; in doubles
    // K + 1 and N are both 2^64, and the awk program says B.
    let line = line_of(&stdout, "nod1066/beyond-u64");
    assert!(
        line.starts_with("WA ") && line.contains("line 2: expected \"A\", got \"B\""),
        "{}",
        line
    );
    let summary = format!("{} passed, {} failed", inside.len(), beyond.len());
    assert_eq!(stdout.lines().last(), Some(summary.as_str()), "{}", stdout);
}

/// A made-up problem in a folder of pairs named the ways download tools name them: print a + b.
fn sum_problem(dir: &Path) {
    for (name, text) in [
        ("1.in", "1 2\n"),
        ("1.out", "3\n"),
        ("2.in", "40 2\n"),
        ("2.ans", "42"),
        ("sample-3.in", "-5 5\n"),
        ("sample-3.out", "0\r\n"),
        ("in4.txt", "100 23\n"),
        ("ans4.txt", "123\n"),
        ("notes.txt", "not a sample\n"),
    ] {
        fs::write(dir.join(name), text).unwrap();
    }
}

#[test]
fn any_folder_of_pairs_judges_any_problem_from_where_the_user_stands() {
    let dir = scratch("samples-sum");
    sum_problem(&dir);
    fs::write(dir.join("sum.sh"), "read a b\necho $((a + b))\n").unwrap();
    // Relative paths (the folder and the program) are read from the caller's directory.
    let out = tool_for(&dir, &["test-samples", "--samples", ".", "--cmd", "sh sum.sh"]);
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    let names: Vec<&str> = stdout.lines().filter_map(|l| l.split_whitespace().nth(1)).collect();
    let label = dir.file_name().unwrap().to_str().unwrap();
    let want: Vec<String> = ["1", "2", "in4", "sample-3", "passed,"]
        .iter()
        .map(|n| if n.ends_with(',') { n.to_string() } else { format!("{}/{}", label, n) })
        .collect();
    assert_eq!(names, want, "{}", stdout);
    assert_eq!(stdout.lines().last(), Some("4 passed, 0 failed"), "{}", stdout);

    // A wrong program: the first differing line of each sample, the sum sample's own answers.
    let out =
        tool_for(&dir, &["test-samples", "--samples", ".", "--cmd", "read a b; echo $((a - b))"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    let line = line_of(&stdout, &format!("{}/2", label));
    assert!(
        line.starts_with("WA ") && line.ends_with("line 1: expected \"42\", got \"38\""),
        "{}",
        line
    );
    let line = line_of(&stdout, &format!("{}/sample-3", label));
    assert!(line.ends_with("line 1: expected \"0\", got \"-10\""), "{}", line);
    assert_eq!(stdout.lines().last(), Some("0 passed, 4 failed"), "{}", stdout);

    // A crash is a runtime error with the program's own message.
    let out = tool_for(&dir, &["test-samples", "--samples", ".", "--cmd", "echo boom >&2; exit 3"]);
    let (stdout, _) = text(&out);
    let line = line_of(&stdout, &format!("{}/1", label));
    assert!(line.starts_with("RE ") && line.ends_with("exit code 3; stderr: boom"), "{}", line);
}

#[test]
fn a_long_wrong_line_is_cut() {
    let dir = scratch("samples-long");
    fs::write(dir.join("1.in"), "").unwrap();
    fs::write(dir.join("1.out"), "short\n").unwrap();
    let cmd = "head -c 100000 /dev/zero | tr '\\0' x; echo";
    let out = tool_for(&dir, &["test-samples", "--samples", ".", "--cmd", cmd]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    assert!(stdout.len() < 1000, "{} bytes:\n{}", stdout.len(), stdout);
    assert_eq!(
        crate::common::ms_hidden(&stdout),
        "WA      samples-long/1                                _ ms     _ MiB  line 1: expected \"short\", got \
         x×100000   (run-lengths of 100000 characters)\n0 passed, 1 failed\n"
    );
}

#[test]
fn a_slow_program_is_a_time_limit_exceeded() {
    let dir = scratch("samples-tle");
    sum_problem(&dir);
    let out = tool_for(
        &dir,
        &["test-samples", "--samples", ".", "--limit-ms", "150", "--cmd", "sleep 5; echo 3"],
    );
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    let tle: Vec<&str> = stdout.lines().filter(|l| l.starts_with("TLE ")).collect();
    assert_eq!(tle.len(), 4, "{}", stdout);
    assert!(
        tle.iter().all(|l| l.contains(">150 ms") && l.contains("idle at 150 ms, the limit")),
        "{}",
        stdout
    );

    // A known problem's folder takes its judge's limit (1000 ms for nod1066) without --limit-ms.
    fs::create_dir_all(dir.join("mine/nod1066")).unwrap();
    fs::write(dir.join("mine/nod1066/1.in"), "1\n3 2\n").unwrap();
    fs::write(dir.join("mine/nod1066/1.out"), "B\n").unwrap();
    let out = tool_for(&dir, &["test-samples", "nod1066", "--samples", "mine", "--cmd", "sleep 5"]);
    let (stdout, _) = text(&out);
    assert_eq!(
        crate::common::ms_hidden(&stdout),
        "TLE     nod1066/1                                 >   _ ms     _ MiB  idle at    _ ms, the limit: \
         sleeping or waiting for input; killed\n0 passed, 1 failed\n"
    );
}

#[test]
fn bad_use_is_one_clear_line() {
    let dir = scratch("samples-bad");
    fs::create_dir_all(dir.join("empty")).unwrap();
    sum_problem(&dir);
    let d = dir.to_str().unwrap();
    for (args, needle) in [
        (vec!["--samples", "no-such-folder", "--cmd", "cat"], "no samples folder"),
        (vec!["--samples", "empty", "--cmd", "cat"], "nothing to judge in"),
        (vec!["--samples", d, "--cmd", "./no-such-program"], "cannot start `./no-such-program`"),
        (vec!["--samples", d, "--cmd", "no-such-command-x"], "not found"),
    ] {
        let out = tool_for(&dir, &[&["test-samples"][..], &args].concat());
        let (stdout, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{:?}: {}{}", args, stdout, stderr);
        assert!(stderr.starts_with("error: ") && stderr.contains(needle), "{:?}: {}", args, stderr);
        assert_eq!(stderr.lines().count(), 1, "{:?}: {}", args, stderr);
        assert!(stdout.is_empty(), "{:?}: {}", args, stdout);
    }
    // Usage errors: the error line, then the usage line.
    for (args, needle) in [
        (vec!["no-such-problem", "--cmd", "cat"], "unknown problem id \"no-such-problem\""),
        (vec!["nod1066", "--cmd", " "], "--cmd is empty"),
        (vec!["--samples", d], "give the program to judge with --cmd"),
        (vec!["--samples", d, "nope", "--cmd", "cat"], "unknown problem id \"nope\""),
    ] {
        let out = tool_for(&dir, &[&["test-samples"][..], &args].concat());
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(2), "{:?}: {}", args, stderr);
        assert!(stderr.starts_with("error: ") && stderr.contains(needle), "{:?}: {}", args, stderr);
        assert!(stderr.contains("usage: grundy test-samples"), "{:?}: {}", args, stderr);
    }
}

#[test]
fn a_quick_small_programs_peak_is_shown_as_a_judge_shows_it() {
    // Our solutions hold 1 to 3 MiB on their samples and most end within 2 ms. Started by
    // posix_spawn (tried 2026-11-27), a child's peak in the kernel counts this tool's memory (it
    // shares it until its exec), so the shown peak came from the watcher's polls, too late for
    // such runs: 107 of the 190 lines said under 1 MiB. Started by fork, a few at most do.
    let out = tool(&["test-samples"]);
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{}{}", stdout, stderr);
    let peaks: Vec<f64> = stdout
        .lines()
        .filter_map(|l| {
            l.strip_suffix(" MiB")
                .or_else(|| l.split(" MiB  ").next().filter(|_| l.contains(" MiB  ")))
        })
        .filter_map(|l| l.rsplit(' ').next()?.trim_start_matches('≤').parse().ok())
        .collect();
    assert!(peaks.len() >= 150, "{}", stdout);
    let tiny = peaks.iter().filter(|&&p| p < 1.0).count();
    assert!(tiny * 10 <= peaks.len(), "{} of {} peaks under 1 MiB:\n{}", tiny, peaks.len(), stdout);
}
