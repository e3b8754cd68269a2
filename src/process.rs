//! Running a program on an input with a time limit: stdin fed from a thread (so a program that
//! writes before it has read everything cannot deadlock us), stdout and stderr collected up to a cap,
//! and a kill when the limit passes or the output floods. A user's command runs through `sh -c` in
//! its own process group, so the kill reaches every process of a pipeline or a `cd … && ./a.out`.

use std::fmt;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};

/// The most a run may write to stdout (or to stderr) before it is stopped as a flood.
pub const OUTPUT_CAP: usize = 256 << 20;

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
    /// Wrote more than [`OUTPUT_CAP`] bytes, and killed.
    Flooded,
}

impl fmt::Display for Exit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Exit::Success => write!(f, "exit 0"),
            Exit::Code(c) => write!(f, "exit code {}", c),
            Exit::Signal(s) => write!(f, "signal {}", s),
            Exit::TimedOut => write!(f, "timed out"),
            Exit::Flooded => write!(f, "killed after writing over {} MiB", OUTPUT_CAP >> 20),
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

    /// `Err` when `sh` could not start the command at all (exit 126 or 127, nothing printed, and
    /// sh saying why): an error of the request, not a failure of the program, as in
    /// "cannot start `./a.out`: sh: 1: ./a.out: not found".
    pub fn started(&self, program: &Program) -> io::Result<()> {
        let said = self.stderr_line();
        let sh_says = ["not found", "No such file", "Permission denied", "cannot execute"];
        if matches!(self.exit, Exit::Code(126 | 127))
            && self.stdout.is_empty()
            && sh_says.iter().any(|s| said.contains(s))
        {
            let why = format!("cannot start `{}`: {}", program, said);
            return Err(io::Error::new(io::ErrorKind::NotFound, why));
        }
        Ok(())
    }

    /// The first line of stderr, for one-line reports.
    pub fn stderr_line(&self) -> String {
        String::from_utf8_lossy(&self.stderr).lines().next().unwrap_or("").to_string()
    }
}

/// A program and its arguments, and the directory it runs in (ours when `None`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    pub argv: Vec<String>,
    pub dir: Option<PathBuf>,
    /// How the user wrote it, for messages (`None`: the argv joined).
    shown: Option<String>,
}

impl Program {
    /// An executable, run directly with no arguments.
    pub fn new(path: impl AsRef<Path>) -> Self {
        Program { argv: vec![path.as_ref().display().to_string()], dir: None, shown: None }
    }

    /// A command line as typed at a prompt (`./a.out`, `python3 sol.py`, `cd d && ./a.out < x`),
    /// run by `sh -c` in `dir`; `None` when it is blank.
    pub fn shell(command: &str, dir: impl Into<PathBuf>) -> Option<Self> {
        if command.trim().is_empty() {
            return None;
        }
        Some(Program {
            argv: vec!["sh".into(), "-c".into(), command.into()],
            dir: Some(dir.into()),
            shown: Some(command.into()),
        })
    }

    /// The same program with `args` appended (for a shell command, as its positional parameters:
    /// `sh -c 'cmd "$@"' sh ARGS…`, so they are passed as words, never re-parsed).
    pub fn with_args(&self, args: &[String]) -> Self {
        let mut p = self.clone();
        if p.shown.is_some() && p.argv.len() == 3 {
            p.argv[2] = format!("{} \"$@\"", p.argv[2]);
            p.argv.push("sh".into());
        }
        p.argv.extend(args.iter().cloned());
        p
    }

    fn spawn(&self) -> io::Result<Child> {
        let mut command = Command::new(&self.argv[0]);
        command
            .args(&self.argv[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = &self.dir {
            command.current_dir(dir);
        }
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        command
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
        let flooded = Arc::new(AtomicBool::new(false));
        let (done, ended) = mpsc::channel();
        let out = drain(child.stdout.take(), &flooded, done.clone());
        let err = drain(child.stderr.take(), &flooded, done);
        let status = wait_until(&mut child, start + limit, &flooded)?;
        let elapsed = start.elapsed();
        // A process the program left behind may hold the pipes open: give the readers a moment to
        // see the end, then stop the whole group (always, after a timeout or a flood).
        // (Each reader says when it is done: no polling, which cost a millisecond a run.)
        let settle = Instant::now() + Duration::from_millis(if status.is_some() { 500 } else { 0 });
        let mut readers_done =
            (0..2).map(|_| ended.recv_timeout(settle.saturating_duration_since(Instant::now())));
        if !readers_done.all(|r| r.is_ok()) {
            kill_group(&child);
        }
        let _ = feeder.join();
        let stdout = out.join().unwrap_or_default();
        let stderr = err.join().unwrap_or_default();
        let exit = match status {
            _ if flooded.load(Ordering::Relaxed) => Exit::Flooded,
            None => Exit::TimedOut,
            Some(s) => exit_of(s),
        };
        Ok(Run { exit, stdout, stderr, elapsed })
    }
}

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.shown {
            Some(shown) => f.write_str(shown),
            None => f.write_str(&self.argv.join(" ")),
        }
    }
}

/// Read a pipe to its end, keeping at most [`OUTPUT_CAP`] bytes; past that, raise `flooded` (the
/// waiter then kills the program) and stop reading; say on `done` when it is over.
fn drain<R: Read + Send + 'static>(
    pipe: Option<R>,
    flooded: &Arc<AtomicBool>,
    done: mpsc::Sender<()>,
) -> thread::JoinHandle<Vec<u8>> {
    let flooded = Arc::clone(flooded);
    thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = pipe {
            let _ = p.take(OUTPUT_CAP as u64 + 1).read_to_end(&mut buf);
            if buf.len() > OUTPUT_CAP {
                buf.truncate(OUTPUT_CAP);
                flooded.store(true, Ordering::Relaxed);
            }
        }
        let _ = done.send(());
        buf
    })
}

/// Kill the process group the child leads (every process a shell command started).
fn kill_group(child: &Child) {
    #[cfg(unix)]
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{}", child.id())])
        .stderr(Stdio::null())
        .status();
}

/// Wait for the child until `deadline` or a flood; `None` (after killing it) if it is still
/// running then. std has no wait with a timeout, so it polls: naps start short and stay under half
/// a millisecond, since most runs here (one small game per process) take a millisecond or two.
fn wait_until(
    child: &mut Child,
    deadline: Instant,
    flooded: &AtomicBool,
) -> io::Result<Option<ExitStatus>> {
    let mut nap = Duration::from_micros(20);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let now = Instant::now();
        if now >= deadline || flooded.load(Ordering::Relaxed) {
            kill_group(child);
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
        let cat = Program::shell("cat", ".").unwrap();
        let r = cat.run(b"hello\n", Duration::from_secs(10)).unwrap();
        assert_eq!((r.exit, r.stdout_text()), (Exit::Success, "hello\n".to_string()));
        let sh = Program::shell("exit 3", ".").unwrap();
        let r = sh.run(b"", Duration::from_secs(10)).unwrap();
        assert_eq!(r.exit, Exit::Code(3));
    }

    #[test]
    fn large_input_to_a_program_that_reads_nothing_does_not_hang() {
        let r = Program::shell("true", ".")
            .unwrap()
            .run(&vec![b'1'; 1 << 22], Duration::from_secs(10))
            .unwrap();
        assert_eq!(r.exit, Exit::Success);
    }

    #[test]
    fn slow_programs_are_killed_at_the_limit() {
        let r =
            Program::shell("sleep 5", ".").unwrap().run(b"", Duration::from_millis(100)).unwrap();
        assert_eq!(r.exit, Exit::TimedOut);
        assert!(r.elapsed < Duration::from_secs(4));
    }

    #[test]
    fn a_missing_program_is_a_clear_error() {
        let e =
            Program::new("./no-such-program-here").run(b"", Duration::from_secs(1)).unwrap_err();
        assert!(e.to_string().contains("cannot start `./no-such-program-here`"), "{}", e);
        let e = Program::shell("x", "/no/such/dir").unwrap().run(b"", Duration::from_secs(1));
        assert!(e.unwrap_err().to_string().contains("cannot start `x`"));
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
    fn a_pipeline_past_its_limit_is_killed_whole() {
        let started = Instant::now();
        let p = Program::shell("sleep 30 | sleep 30", ".").unwrap();
        let r = p.run(b"", Duration::from_millis(200)).unwrap();
        assert_eq!(r.exit, Exit::TimedOut);
        let p = Program::shell("(sleep 30 &) ; echo left", ".").unwrap();
        let r = p.run(b"", Duration::from_secs(10)).unwrap();
        assert_eq!((r.exit, r.stdout_text()), (Exit::Success, "left\n".to_string()));
        assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    }

    #[test]
    fn a_flood_is_stopped_at_the_cap() {
        let p = Program::shell("yes", ".").unwrap();
        let r = p.run(b"", Duration::from_secs(60)).unwrap();
        assert_eq!(r.exit, Exit::Flooded);
        assert_eq!(r.stdout.len(), OUTPUT_CAP);
    }
}
