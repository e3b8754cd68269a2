//! Running a program on an input with a time limit: stdin fed from a thread (so a program that
//! writes before it has read everything cannot deadlock us), stdout and stderr collected, and a kill
//! when the limit passes.

use std::fmt;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Exit status 0.
    Success,
    /// A non-zero exit code.
    Code(i32),
    /// Killed by a signal (a crash: segfault, abort, ...).
    Signal(i32),
    /// Still running at the time limit, and killed.
    TimedOut,
}

impl fmt::Display for Exit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Exit::Success => write!(f, "exit 0"),
            Exit::Code(c) => write!(f, "exit code {}", c),
            Exit::Signal(s) => write!(f, "signal {}", s),
            Exit::TimedOut => write!(f, "timed out"),
        }
    }
}

/// The result of one run.
#[derive(Debug, Clone)]
pub struct Run {
    pub exit: Exit,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
}

impl Run {
    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    /// The first line of stderr, for one-line reports.
    pub fn stderr_line(&self) -> String {
        String::from_utf8_lossy(&self.stderr).lines().next().unwrap_or("").to_string()
    }
}

/// A program and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    pub argv: Vec<String>,
}

impl Program {
    pub fn new(path: impl AsRef<Path>) -> Self {
        Program { argv: vec![path.as_ref().display().to_string()] }
    }

    /// A command line such as `python3 sol.py` or `./a.out`, split at whitespace (no shell).
    pub fn parse(command: &str) -> Option<Self> {
        let argv: Vec<String> = command.split_whitespace().map(str::to_string).collect();
        if argv.is_empty() {
            None
        } else {
            Some(Program { argv })
        }
    }

    fn spawn(&self) -> io::Result<Child> {
        Command::new(&self.argv[0])
            .args(&self.argv[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| io::Error::new(e.kind(), format!("cannot start `{}`: {}", self, e)))
    }

    /// Run on `input`, killing the program after `limit`. Errors only when it cannot start.
    pub fn run(&self, input: &[u8], limit: Duration) -> io::Result<Run> {
        let start = Instant::now();
        let mut child = self.spawn()?;
        let mut stdin = child.stdin.take();
        let input = input.to_vec();
        // A program may exit without reading its input: a broken pipe here is not our error.
        let feeder = thread::spawn(move || {
            if let Some(s) = stdin.as_mut() {
                let _ = s.write_all(&input);
            }
        });
        let out = drain(child.stdout.take());
        let err = drain(child.stderr.take());
        let status = wait_until(&mut child, start + limit)?;
        let elapsed = start.elapsed();
        let _ = feeder.join();
        let stdout = out.join().unwrap_or_default();
        let stderr = err.join().unwrap_or_default();
        let exit = match status {
            None => Exit::TimedOut,
            Some(s) => exit_of(s),
        };
        Ok(Run { exit, stdout, stderr, elapsed })
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.argv.join(" "))
    }
}

fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(mut p) = pipe {
            let _ = p.read_to_end(&mut buf);
        }
        buf
    })
}

/// Wait for the child until `deadline`; `None` (after killing it) if it is still running then.
/// std has no wait with a timeout, so it polls: naps start short and stay under half a millisecond,
/// since most runs here (one small game per process) take a millisecond or two.
fn wait_until(child: &mut Child, deadline: Instant) -> io::Result<Option<ExitStatus>> {
    let mut nap = Duration::from_micros(20);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let now = Instant::now();
        if now >= deadline {
            let _ = child.kill();
            child.wait()?;
            return Ok(None);
        }
        thread::sleep(nap.min(deadline - now));
        nap = (nap * 2).min(Duration::from_micros(400));
    }
}

#[cfg(unix)]
fn exit_of(status: ExitStatus) -> Exit {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(0), _) => Exit::Success,
        (Some(c), _) => Exit::Code(c),
        (None, Some(s)) => Exit::Signal(s),
        (None, None) => Exit::Code(-1),
    }
}

#[cfg(not(unix))]
fn exit_of(status: ExitStatus) -> Exit {
    match status.code() {
        Some(0) => Exit::Success,
        Some(c) => Exit::Code(c),
        None => Exit::Code(-1),
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn runs_echoes_and_reports_exit_codes() {
        let cat = Program::parse("cat").unwrap();
        let r = cat.run(b"hello\n", Duration::from_secs(10)).unwrap();
        assert_eq!((r.exit, r.stdout_text()), (Exit::Success, "hello\n".to_string()));
        let sh = Program { argv: vec!["sh".into(), "-c".into(), "exit 3".into()] };
        let r = sh.run(b"", Duration::from_secs(10)).unwrap();
        assert_eq!(r.exit, Exit::Code(3));
    }

    #[test]
    fn large_input_to_a_program_that_reads_nothing_does_not_hang() {
        let r = Program::parse("true")
            .unwrap()
            .run(&vec![b'1'; 1 << 22], Duration::from_secs(10))
            .unwrap();
        assert_eq!(r.exit, Exit::Success);
    }

    #[test]
    fn slow_programs_are_killed_at_the_limit() {
        let r = Program::parse("sleep 5").unwrap().run(b"", Duration::from_millis(100)).unwrap();
        assert_eq!(r.exit, Exit::TimedOut);
        assert!(r.elapsed < Duration::from_secs(4));
    }

    #[test]
    fn a_missing_program_is_a_clear_error() {
        let e = Program::parse("./no-such-program-here")
            .unwrap()
            .run(b"", Duration::from_secs(1))
            .unwrap_err();
        assert!(e.to_string().contains("cannot start `./no-such-program-here`"), "{}", e);
    }
}
