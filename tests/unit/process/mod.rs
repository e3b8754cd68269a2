#![cfg(unix)]

mod group;

use grundy::process::*;
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::thread;
use std::time::{Duration, Instant};

fn sh(command: &str) -> Program {
    Program::shell(command, ".").unwrap()
}

#[test]
fn runs_echoes_and_reports_exit_codes() {
    let r = sh("cat").run(b"hello\n", Duration::from_secs(10)).unwrap();
    assert_eq!((r.exit, r.stdout_text()), (Exit::Success, "hello\n".to_string()));
    let r = sh("exit 3").run(b"", Duration::from_secs(10)).unwrap();
    assert_eq!(r.exit, Exit::Code(3));
    assert_eq!(Exit::Code(134).to_string(), "exit code 134 = signal 6, SIGABRT");
}

#[test]
fn large_input_to_a_program_that_reads_nothing_does_not_hang() {
    let r = sh("true").run(&vec![b'1'; 1 << 22], Duration::from_secs(10)).unwrap();
    assert_eq!(r.exit, Exit::Success);
}

#[test]
fn a_sleeping_program_is_idle_at_the_limit_and_a_busy_one_uses_it() {
    let r = sh("sleep 5").run(b"", Duration::from_millis(100)).unwrap();
    assert_eq!(r.exit, Exit::TimedOut(Timeout::Idle));
    assert!(r.elapsed < Duration::from_secs(4));
    let r = sh("while :; do :; done").run(b"", Duration::from_millis(200)).unwrap();
    // Busy: the CPU limit, unless this machine is so loaded that it starved.
    assert!(matches!(r.exit, Exit::TimedOut(Timeout::Cpu | Timeout::Starved)), "{:?}", r.exit);
}

#[test]
fn a_missing_program_is_a_clear_error() {
    let e = Program::new("./no-such-program-here").run(b"", Duration::from_secs(1)).unwrap_err();
    assert!(e.to_string().contains("cannot start `./no-such-program-here`"), "{}", e);
    let e = Program::shell("x", "/no/such/dir").unwrap().run(b"", Duration::from_secs(1));
    assert!(e.unwrap_err().to_string().contains("cannot start `x`"));
    let e = sh("./no-such-program-here").run(b"", Duration::from_secs(1)).unwrap_err();
    assert!(matches!(&e, RunError::CannotStart(w) if w.contains("not found")), "{}", e);
    assert_eq!(Program::shell("  ", "."), None);
}

#[test]
fn shell_commands_work_as_at_a_prompt() {
    let dir = std::env::temp_dir().join(format!("grundy-process-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/x.txt"), "from a file\n").unwrap();
    let p = Program::shell(
        "cd sub && cat x.txt | tr a-z A-Z; python3 -c 'print(1)' 2>/dev/null || echo 1",
        &dir,
    );
    let r = p.unwrap().run(b"", Duration::from_secs(10)).unwrap();
    assert_eq!((r.exit, r.stdout_text()), (Exit::Success, "FROM A FILE\n1\n".to_string()));
    let args = vec!["a b".to_string(), "$HOME".to_string()];
    let p = Program::shell("printf '%s|'", &dir).unwrap().with_args(&args);
    assert_eq!(p.run(b"", Duration::from_secs(10)).unwrap().stdout_text(), "a b|$HOME|");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_judged_run_has_the_judges_stack_and_ours_is_unchanged() {
    let ours = || Command::new("sh").args(["-c", "ulimit -s"]).output().unwrap();
    let before = ours().stdout;
    // Two threads at once, two limits: neither run gets the other's.
    let runs: Vec<String> = thread::scope(|s| {
        let threads: Vec<_> = [64, 96]
            .iter()
            .map(|&mb| {
                s.spawn(move || {
                    (0..20)
                        .map(|_| {
                            let p = sh("ulimit -s").judged(Limits::mib(256, mb));
                            p.run(b"", Duration::from_secs(10)).unwrap().stdout_text()
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        threads.into_iter().flat_map(|t| t.join().unwrap()).collect()
    });
    // In KiB, as `ulimit -s` says, never above the hard limit.
    let hard = Command::new("sh").args(["-c", "ulimit -Hs"]).output().unwrap().stdout;
    let hard = String::from_utf8_lossy(&hard).trim().parse::<u64>().unwrap_or(u64::MAX);
    let want = |mb: u64| format!("{}\n", (mb << 10).min(hard));
    assert!(runs[..20].iter().all(|r| *r == want(64)), "{:?}", runs);
    assert!(runs[20..].iter().all(|r| *r == want(96)), "{:?}", runs);
    assert_eq!(ours().stdout, before, "our own stack limit changed");
}

#[test]
fn a_program_is_found_where_it_runs_and_keeps_its_name() {
    let dir = std::env::temp_dir().join(format!("grundy-located-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("here.sh");
    std::fs::write(&script, "#!/bin/sh\npwd\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let mut p = Program::new("./here.sh").judged(Limits::mib(256, 256));
    p.dir = Some(dir.clone());
    let r = p.run(b"", Duration::from_secs(10)).unwrap();
    let want = format!("{}\n", dir.canonicalize().unwrap().display());
    assert_eq!((r.exit, r.stdout_text()), (Exit::Success, want));
    // Found on PATH, and named as typed.
    let r = sh("echo $0").judged(Limits::mib(256, 256)).run(b"", Duration::from_secs(10));
    assert_eq!(r.unwrap().stdout_text(), "sh\n");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether a process whose command line holds `marker` is still alive.
fn alive(marker: &str) -> bool {
    std::fs::read_dir("/proc").unwrap().flatten().any(|e| {
        let cmdline = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
        String::from_utf8_lossy(&cmdline).contains(marker)
    })
}

#[test]
fn nothing_a_run_started_outlives_it() {
    let started = Instant::now();
    let r = sh("sleep 30.101 | sleep 30.102").run(b"", Duration::from_millis(200)).unwrap();
    assert_eq!(r.exit, Exit::TimedOut(Timeout::Idle));
    // Left in the background, with its output elsewhere: killed with the run all the same.
    let p = sh("(sleep 30.103 >/dev/null 2>&1 &) ; echo left");
    let r = p.run(b"", Duration::from_secs(10)).unwrap();
    assert_eq!((r.exit, r.stdout_text()), (Exit::Success, "left\n".to_string()));
    assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    thread::sleep(Duration::from_millis(50));
    for marker in ["30.101", "30.102", "30.103"] {
        assert!(!alive(&format!("sleep\0{}", marker)), "sleep {} survived", marker);
    }
}

#[test]
fn a_flood_is_stopped_at_the_cap() {
    let r = sh("yes").run(b"", Duration::from_secs(60)).unwrap();
    assert_eq!(r.exit, Exit::Flooded);
    assert_eq!(r.stdout.len(), OUTPUT_CAP);
}

#[test]
fn stderr_is_kept_whole_up_to_its_cap_then_head_and_tail() {
    let r = sh("for i in 1 2 3; do echo line$i >&2; done; exit 1")
        .run(b"", Duration::from_secs(10))
        .unwrap();
    assert_eq!(r.stderr_text(), "line1\nline2\nline3\n");
    assert_eq!(r.stderr_tail(2), ["line2", "line3"]);
    let r = sh("head -c 3000000 /dev/zero | tr '\\0' x >&2; echo THE END >&2")
        .run(b"", Duration::from_secs(20))
        .unwrap();
    let text = r.stderr_text();
    assert!(text.len() < STDERR_HEAD + 3 * STDERR_TAIL, "{}", text.len());
    assert!(text.contains("bytes cut)…") && text.ends_with("THE END\n"));
    assert_eq!(r.exit, Exit::Success);
}

#[test]
fn a_cancelled_run_is_killed_at_once() {
    let cancel = AtomicBool::new(true);
    let started = Instant::now();
    let e = sh("sleep 30").run_cancellable(b"", Duration::from_secs(60), &cancel);
    assert_eq!(e, Err(RunError::Cancelled));
    assert!(started.elapsed() < Duration::from_secs(5));
}
