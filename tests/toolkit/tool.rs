//! The `grundy` tool as a user meets it: `test-samples` verdicts and diffs, `stress` against
//! deliberately wrong programs (from `tests/wrong/`), and the errors for bad requests.

use crate::common::{root, scratch, tool};
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

/// Build one of the deliberately wrong programs in `tests/wrong/`.
fn wrong_program(name: &str) -> PathBuf {
    let out = scratch(&format!("wrong-{}", name)).join(name);
    let status = Command::new("rustc")
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&out)
        .arg(root().join("tests/wrong").join(format!("{}.rs", name)))
        .status()
        .expect("rustc runs");
    assert!(status.success(), "tests/wrong/{}.rs compiles", name);
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

#[test]
fn stress_shrinks_a_wrong_program_to_a_few_tokens() {
    let wrong = wrong_program("nod1066-mod-k");
    let cmd = wrong.to_str().unwrap();
    let out = tool(&["stress", "nod1066", "--cmd", cmd, "--seed", "2", "--family", "random"]);
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{}", stdout);
    assert!(stdout.starts_with("FAILED"), "{}", stdout);
    let input = stdout.split("--- input ---\n").nth(1).unwrap().split("\n---").next().unwrap();
    assert!(input.split_whitespace().count() <= 3, "not shrunk: {:?}", input);
    assert!(stdout.contains("replay: just stress nod1066 --seed 2"), "{}", stdout);
    let written = stdout.lines().find_map(|l| l.strip_prefix("written: ")).unwrap();
    let path = root().join(written.split(' ').next().unwrap());
    assert_eq!(fs::read_to_string(&path).unwrap().trim_end(), input.trim_end());
}

#[test]
fn stress_rejects_bad_requests_clearly() {
    for (args, needle) in [
        (vec!["stress", "nope"], "unknown problem id \"nope\""),
        (vec!["stress", "nod1066", "--family", "tiny"], "unknown family \"tiny\""),
        (
            vec!["stress", "nod1066", "--cmd", "./no-such-program"],
            "cannot start `./no-such-program`",
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
