//! Running a program on an input as a judge does: stdin fed from a thread (so a program that writes
//! before it has read everything cannot deadlock us), stdout kept up to a cap (past it, the run is
//! an output flood), stderr kept whole up to a cap of its own (then its head and its tail), a
//! time limit on CPU time, and for the program under test ([`Program::judged`]) the judge's memory
//! limit (the group's resident memory, polled; and the kernel's peak for the reaped leader), a
//! stack as large as the memory limit, and a clean environment.
//!
//! A user's command runs through `sh -c` in its own process group, and the whole group is killed
//! when the run ends, however it ends: a pipeline, a `cd … && ./a.out` or a process left in the
//! background never outlives its run. The time limit is the judge's: CPU time, read from /proc for
//! the whole group. A run that is past the limit in wall time but has not used it in CPU time is
//! either idle (sleeping or blocked: a time limit at once) or starved by a loaded machine (it may
//! go on up to [`STARVED_FACTOR`] times the limit, and is then a [`Timeout::Starved`], which
//! callers run again before they believe it). Output that keeps flowing is never idleness: a
//! program blocked on a full pipe is waiting for us, not sleeping.

pub mod group;
pub mod interact;
pub mod stderr;

use crate::sys;
use group::{high_water, new_tag, own_high_water, usage, Group, TAG};
use std::fmt;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};
use stderr::StderrFile;

pub use group::kill_all;

/// The most a run may write to stdout before it is stopped as a flood.
pub const OUTPUT_CAP: usize = 256 << 20;

/// How much of stderr is kept from its start; past it, only its last [`STDERR_TAIL`] bytes.
pub const STDERR_HEAD: usize = 1 << 20;
pub const STDERR_TAIL: usize = 64 << 10;

/// How long past its limit, in wall time, a run that wants the CPU but has not had it may go on.
pub const STARVED_FACTOR: u32 = 3;

/// Why a run was stopped at its time limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Timeout {
    /// It used the limit in CPU time.
    Cpu,
    /// Past the limit in wall time, it was neither running nor waiting for a CPU (sleeping,
    /// blocked on a read, waiting for a lock): it would wait forever.
    Idle,
    /// It wanted the CPU but did not get it: the machine is loaded. Worth a second run.
    Starved,
    /// Past the limit in wall time where CPU time cannot be read (no /proc).
    Wall,
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Exit status 0.
    Success,
    /// A non-zero exit code.
    Code(i32),
    /// Killed by a signal (a crash: segfault, abort, ...).
    Signal(i32),
    /// Stopped at the time limit.
    TimedOut(Timeout),
    /// Wrote more than [`OUTPUT_CAP`] bytes to stdout, and was stopped.
    Flooded,
    /// Held more memory than its limit ([`Limits::memory`]), and was stopped.
    OverMemory,
}

/// A signal's name, for the common crashes.
fn signal_name(s: i32) -> &'static str {
    match s {
        4 => ", SIGILL",
        6 => ", SIGABRT",
        7 => ", SIGBUS",
        8 => ", SIGFPE",
        9 => ", SIGKILL",
        11 => ", SIGSEGV",
        13 => ", SIGPIPE",
        15 => ", SIGTERM",
        _ => "",
    }
}

impl fmt::Display for Exit {
    /// A shell reports a program killed by signal n as exit code 128 + n: that is named too
    /// ("exit code 134 = signal 6, SIGABRT").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Exit::Success => write!(f, "exit 0"),
            Exit::Code(c) if (129..160).contains(&c) => {
                write!(f, "exit code {} = signal {}{}", c, c - 128, signal_name(c - 128))
            }
            Exit::Code(c) => write!(f, "exit code {}", c),
            Exit::Signal(s) => write!(f, "signal {}{}", s, signal_name(s)),
            Exit::TimedOut(_) => write!(f, "time limit"),
            Exit::Flooded => write!(f, "killed after writing over {} MiB", OUTPUT_CAP >> 20),
            Exit::OverMemory => write!(f, "memory limit"),
        }
    }
}

/// Why a program could not be run to its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunError {
    /// It could not start at all: the command is not there, not executable, or a folder is
    /// missing ("cannot start `./a.out`: sh: 1: ./a.out: not found"). An error of the request,
    /// not a failure of the program.
    CannotStart(String),
    /// The tool was asked to stop (Ctrl-C, SIGTERM): the run was killed.
    Interrupted,
    /// The caller no longer needed the run (a speculative one): it was killed.
    Cancelled,
    /// The machine's load kept the program from the CPU run after run: its time cannot be judged
    /// here now (the words say how often and how long).
    Busy(String),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::CannotStart(why) => f.write_str(why),
            RunError::Interrupted => f.write_str("interrupted"),
            RunError::Cancelled => f.write_str("cancelled"),
            RunError::Busy(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for RunError {}

impl From<RunError> for io::Error {
    fn from(e: RunError) -> io::Error {
        io::Error::new(io::ErrorKind::Other, e.to_string())
    }
}

/// The result of one run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub exit: Exit,
    pub stdout: Vec<u8>,
    /// Everything it wrote to stderr, or past [`STDERR_HEAD`] bytes its head, a line saying how
    /// much was cut, and its last [`STDERR_TAIL`] bytes.
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
    /// The most memory it held at once, in bytes (0: not measured): the largest of the kernel's
    /// peak for the reaped leader (and the children it reaped) and the group's polled sum.
    pub peak: u64,
    /// When `peak` is 0 (a run over before the first poll): what it held at most, in bytes (the
    /// kernel's peak, which also counts the copy of this tool it was before its exec).
    pub peak_bound: u64,
    /// It died of SIGSEGV holding about as much memory as its stack limit (this many bytes): a
    /// stack overflow, most likely.
    pub deep_stack: Option<u64>,
}

impl Run {
    /// A run that printed `stdout` and exited 0 (for programs answered in-process).
    pub fn printed(stdout: impl Into<Vec<u8>>) -> Run {
        Run {
            exit: Exit::Success,
            stdout: stdout.into(),
            stderr: Vec::new(),
            elapsed: Duration::ZERO,
            peak: 0,
            peak_bound: 0,
            deep_stack: None,
        }
    }

    pub fn stdout_text(&self) -> String {
        String::from_utf8_lossy(&self.stdout).into_owned()
    }

    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    /// The first non-blank line of stderr, for one-line reports.
    pub fn stderr_line(&self) -> String {
        let text = self.stderr_text();
        text.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim_end().to_string()
    }

    /// The last `n` non-blank lines of stderr (where a Python traceback says what went wrong).
    pub fn stderr_tail(&self, n: usize) -> Vec<String> {
        let text = self.stderr_text();
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        lines[lines.len().saturating_sub(n)..].iter().map(|l| l.trim_end().to_string()).collect()
    }
}

/// What a judge gives the program under test besides its time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Bytes of memory: a run whose group holds more is stopped ([`Exit::OverMemory`]).
    pub memory: u64,
    /// Bytes of stack (RLIMIT_STACK): most Linux judges give as much as the memory limit.
    pub stack: u64,
}

impl Limits {
    /// `memory_mb` MiB of memory and `stack_mb` MiB of stack.
    pub fn mib(memory_mb: u64, stack_mb: u64) -> Limits {
        Limits { memory: memory_mb << 20, stack: stack_mb << 20 }
    }
}

/// The variables a judged program keeps from our environment: what finds a compiler or an
/// interpreter and its version manager. The rest (`PYTHONUNBUFFERED`, `PYTHONSTARTUP`,
/// `LD_PRELOAD`, …) is gone, as on a judge.
const KEPT_VARIABLES: &[&str] = &[
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "LANG",
    "LANGUAGE",
    "TZ",
    "TMPDIR",
    "VIRTUAL_ENV",
    "JAVA_HOME",
    "GOROOT",
    "GOPATH",
    "CARGO_HOME",
    "RUSTUP_HOME",
    "DOTNET_ROOT",
];
const KEPT_PREFIXES: &[&str] =
    &["LC_", "PYENV_", "ASDF_", "MISE_", "RTX_", "RBENV_", "NVM_", "CONDA_"];

/// A program and its arguments, and the directory it runs in (ours when `None`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    pub argv: Vec<String>,
    pub dir: Option<PathBuf>,
    /// How the user wrote it, for messages (`None`: the argv joined).
    shown: Option<String>,
    /// The judge's limits and environment, for the program under test (`None`: a helper, run
    /// with ours and no memory limit).
    pub judged: Option<Limits>,
}

impl Program {
    /// An executable, run directly with no arguments.
    pub fn new(path: impl AsRef<Path>) -> Self {
        Program {
            argv: vec![path.as_ref().display().to_string()],
            dir: None,
            shown: None,
            judged: None,
        }
    }

    /// A program and its arguments, run directly.
    pub fn from_argv(argv: Vec<String>) -> Self {
        Program { argv, dir: None, shown: None, judged: None }
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
            judged: None,
        })
    }

    /// The same program run as the judge runs the program under test: `limits`, and a clean
    /// environment ([`KEPT_VARIABLES`]).
    pub fn judged(mut self, limits: Limits) -> Self {
        self.judged = Some(limits);
        self
    }

    /// The same program shown under another name (a built source file shown as `sol.cpp`).
    pub fn shown_as(mut self, shown: &str) -> Self {
        self.shown = Some(shown.to_string());
        self
    }

    /// Whether it runs through `sh -c`.
    fn is_shell(&self) -> bool {
        self.argv.len() >= 3 && self.argv[0] == "sh" && self.argv[1] == "-c"
    }

    /// The same program with `args` appended (for a shell command, as its positional parameters:
    /// `sh -c 'cmd "$@"' sh ARGS…`, so they are passed as words, never re-parsed).
    pub fn with_args(&self, args: &[String]) -> Self {
        let mut p = self.clone();
        if p.is_shell() && p.argv.len() == 3 {
            p.argv[2] = format!("{} \"$@\"", p.argv[2]);
            p.argv.push("sh".into());
        }
        p.argv.extend(args.iter().cloned());
        p
    }

    /// Start it with piped stdin, stdout and stderr, leading a process group of its own.
    pub fn spawn(&self) -> Result<(Child, Group), RunError> {
        self.spawn_with(Stdio::piped())
    }

    /// [`Program::spawn`] with stderr going to `stderr`.
    fn spawn_with(&self, stderr: Stdio) -> Result<(Child, Group), RunError> {
        let mut command = Command::new(&self.argv[0]);
        command.args(&self.argv[1..]).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(stderr);
        if let Some(dir) = &self.dir {
            command.current_dir(dir);
        }
        if let Some(limits) = self.judged {
            command.env_clear();
            for (key, value) in std::env::vars_os() {
                let name = key.to_string_lossy();
                if KEPT_VARIABLES.contains(&&*name)
                    || KEPT_PREFIXES.iter().any(|p| name.starts_with(p))
                {
                    command.env(&key, value);
                }
            }
            sys::limit_stack(&mut command, limits.stack);
        }
        let tag = new_tag();
        command.env(TAG, &tag);
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let child = command
            .spawn()
            .map_err(|e| RunError::CannotStart(format!("cannot start `{}`: {}", self, e)))?;
        let group = Group::adopt(child.id(), tag);
        Ok((child, group))
    }

    /// Run on `input` with a time limit. `Err` when it cannot start or the tool is interrupted.
    pub fn run(&self, input: &[u8], limit: Duration) -> Result<Run, RunError> {
        self.run_cancellable(input, limit, &AtomicBool::new(false))
    }

    /// [`Program::run`], killed early (`Err(Cancelled)`) when `cancel` is raised. A run out of
    /// CPU time that wrote over [`STDERR_HEAD`] bytes to stderr is run again with stderr
    /// discarded, as a judge discards it: writing a flood costs system time a judge does not
    /// charge, and the verdict is the second run's (its stderr, the first's).
    pub fn run_cancellable(
        &self,
        input: &[u8],
        limit: Duration,
        cancel: &AtomicBool,
    ) -> Result<Run, RunError> {
        let first = self.attempt(input, limit, cancel, true)?;
        let flood = first.stderr.len() > STDERR_HEAD;
        if !(flood && first.exit == Exit::TimedOut(Timeout::Cpu)) {
            return Ok(first);
        }
        let mut again = self.attempt(input, limit, cancel, false)?;
        again.stderr = first.stderr;
        again.stderr.extend_from_slice(
            b"\n(a run out of time while flooding stderr: judged again with stderr discarded, as a judge discards it)\n",
        );
        Ok(again)
    }

    /// One run, its stderr kept (`keep_stderr`) or discarded.
    fn attempt(
        &self,
        input: &[u8],
        limit: Duration,
        cancel: &AtomicBool,
        keep_stderr: bool,
    ) -> Result<Run, RunError> {
        let start = Instant::now();
        let mut err = match keep_stderr {
            true => Some(StderrFile::create().map_err(|e| {
                RunError::CannotStart(format!(
                    "cannot create a file for stderr in {}: {}",
                    std::env::temp_dir().display(),
                    e
                ))
            })?),
            false => None,
        };
        let err_stdio = match &mut err {
            Some((_, stdio)) => std::mem::replace(stdio, Stdio::null()),
            None => Stdio::null(),
        };
        let mut err = err.map(|(file, _)| file);
        let (mut child, group) = self.spawn_with(err_stdio)?;
        let feeder = feed(child.stdin.take(), input.to_vec());
        let flooded = Arc::new(AtomicBool::new(false));
        let moved = Arc::new(AtomicU64::new(0));
        let (done, ended) = mpsc::channel();
        let out = drain(child.stdout.take(), &flooded, &moved, done);
        let memory = self.judged.map(|l| l.memory);
        let mut w = Watch {
            start,
            limit,
            memory,
            flooded: &flooded,
            moved: &moved,
            stderr: err.as_mut(),
            cancel,
            peak: 0,
        };
        let watched = watch(&mut child, &group, &mut w);
        // Whatever the program left in its group goes with it (a zombie leader keeps the id), and
        // so does what it left outside (we are the subreaper: it comes back to us).
        group.kill();
        let (status, reaped_peak) = wait(&mut child);
        group.sweep();
        drop(group);
        // The kernel's peak of a child counts what it held before its exec too: the copy of this
        // tool it was forked as (Linux keeps the old memory's high-water mark at exec), as large
        // as this tool was at that moment, which another thread may have made larger since any
        // reading before the spawn; at most this tool's own high-water mark, read now that the
        // child is gone (it only grows). Above that it is the program's own peak; below, the
        // polls (the leader's high-water mark since its exec, and the group's sum) are the
        // measure. (Read before the spawn, this tool's memory of the moment called a right
        // hdu3032 out of memory in about two stress runs of five, `--family max --seed 4242`.)
        let ours = if self.judged.is_some() { own_high_water() } else { 0 };
        let peak = if reaped_peak > ours + (1 << 20) { w.peak.max(reaped_peak) } else { w.peak };
        let peak_bound = if peak == 0 { reaped_peak } else { 0 };
        // A process that left the group may still hold the pipe: wait a moment, not forever.
        let read = ended.recv_timeout(Duration::from_millis(500)).is_ok();
        let _ = feeder.join();
        let (stdout, stderr) = if read {
            (out.join().unwrap_or_default(), err.map(StderrFile::finish).unwrap_or_default())
        } else {
            (Vec::new(), b"(its output could not be read: a process it started holds it)".to_vec())
        };
        // A flood may end the program (SIGPIPE once the reader stops) before the watcher sees it.
        let mut exit = match watched? {
            Some(exit) => exit,
            None if flooded.load(Ordering::Relaxed) => Exit::Flooded,
            None => exit_of(status.map_err(|e| RunError::CannotStart(e.to_string()))?),
        };
        // Faster than the poll: the kernel's peak says it all the same.
        if memory.map_or(false, |m| peak > m) && exit != Exit::Flooded {
            exit = Exit::OverMemory;
        }
        let deep_stack = self
            .judged
            .map(|l| l.stack)
            .filter(|&stack| exit == Exit::Signal(11) && peak.saturating_add(16 << 20) >= stack);
        // A Ctrl-C at the terminal reaches a child still in our process group (between its fork
        // and its own group): once the tool is interrupted, no run's ending is the program's.
        if sys::received().is_some() {
            return Err(RunError::Interrupted);
        }
        let run =
            Run { exit, stdout, stderr, elapsed: start.elapsed(), peak, peak_bound, deep_stack };
        self.started(&run)?;
        Ok(run)
    }

    /// `Err` when `sh` could not start the command at all: exit 126 or 127, nothing printed, and
    /// sh saying why.
    fn started(&self, run: &Run) -> Result<(), RunError> {
        let said = run.stderr_line();
        let sh_says = ["not found", "No such file", "Permission denied", "cannot execute"];
        if self.is_shell()
            && matches!(run.exit, Exit::Code(126 | 127))
            && run.stdout.is_empty()
            && sh_says.iter().any(|s| said.contains(s))
        {
            return Err(RunError::CannotStart(format!("cannot start `{}`: {}", self, said)));
        }
        Ok(())
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

/// Write `input` to the program's stdin from a thread, then close it. A program may exit without
/// reading its input: a broken pipe here is not our error.
fn feed(stdin: Option<impl Write + Send + 'static>, input: Vec<u8>) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        if let Some(mut s) = stdin {
            let _ = s.write_all(&input);
        }
    })
}

/// Read stdout to its end, counting what it reads in `moved`, and say on `done` when it is over:
/// keep at most [`OUTPUT_CAP`] bytes, and past that raise `flooded` (the watcher then stops the
/// program) and stop reading.
fn drain<R: Read + Send + 'static>(
    pipe: Option<R>,
    flooded: &Arc<AtomicBool>,
    moved: &Arc<AtomicU64>,
    done: mpsc::Sender<()>,
) -> thread::JoinHandle<Vec<u8>> {
    let (moved, flooded) = (Arc::clone(moved), Arc::clone(flooded));
    thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(p) = pipe {
            let p = Counted { inner: p, moved };
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

/// A reader that adds what it reads to a counter the watcher sees.
struct Counted<R> {
    inner: R,
    moved: Arc<AtomicU64>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.moved.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// All of a stream up to [`STDERR_HEAD`] bytes; past it, the head, a line saying how much was
/// cut, and the last [`STDERR_TAIL`] bytes (an interactive run's stderr pipes; a run's own
/// stderr goes to a file, [`stderr`]). It reads in large chunks and copies the tail once a lap.
fn head_and_tail(mut pipe: impl Read) -> Vec<u8> {
    let mut head = Vec::new();
    let _ = (&mut pipe).take(STDERR_HEAD as u64).read_to_end(&mut head);
    let mut tail: Vec<u8> = Vec::with_capacity(4 * STDERR_TAIL);
    let mut cut = 0u64;
    let mut chunk = vec![0u8; STDERR_TAIL];
    loop {
        match pipe.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                tail.extend_from_slice(&chunk[..n]);
                if tail.len() > 3 * STDERR_TAIL {
                    let drop = tail.len() - STDERR_TAIL;
                    cut += drop as u64;
                    tail.drain(..drop);
                }
            }
        }
    }
    if tail.len() > STDERR_TAIL {
        let drop = tail.len() - STDERR_TAIL;
        cut += drop as u64;
        tail.drain(..drop);
    }
    if cut > 0 {
        head.extend_from_slice(format!("\n…({} bytes cut)…\n", cut).as_bytes());
    }
    head.extend_from_slice(&tail);
    head
}

/// What the watcher of a run needs, and the peak memory it saw.
struct Watch<'a> {
    start: Instant,
    limit: Duration,
    /// The memory limit in bytes, if the run has one.
    memory: Option<u64>,
    flooded: &'a AtomicBool,
    /// Bytes read from its stdout so far.
    moved: &'a AtomicU64,
    /// Its stderr, kept small as it grows (`None`: discarded).
    stderr: Option<&'a mut StderrFile>,
    cancel: &'a AtomicBool,
    peak: u64,
}

/// How often the leader's high-water mark is read, for a run with a memory limit.
const HIGH_WATER_EVERY: Duration = Duration::from_micros(100);

/// How often the group's usage is read once the run is old enough to need it.
const USAGE_EVERY: Duration = Duration::from_millis(10);

/// Wait for the child to exit (left unreaped) or for a reason to stop it: `Ok(None)` when it
/// exited by itself, `Ok(Some(exit))` when it was stopped (a time limit, a flood, its memory; the
/// caller kills the group), `Err` when the tool was interrupted or the run cancelled. std has no
/// wait with a timeout, so it polls: naps start short and stay under half a millisecond, since
/// most runs here (one small game per process) take a millisecond or two. The group's usage is
/// read every [`USAGE_EVERY`] from the first one on when there is a memory limit to watch, else
/// from half the time limit.
fn watch(child: &mut Child, group: &Group, w: &mut Watch<'_>) -> Result<Option<Exit>, RunError> {
    let mut nap = Duration::from_micros(20);
    let mut next_usage = w.start + if w.memory.is_some() { USAGE_EVERY } else { w.limit / 2 };
    let mut idle_seen = false;
    let written = |w: &Watch<'_>| {
        w.moved.load(Ordering::Relaxed) + w.stderr.as_ref().map_or(0, |s| s.written())
    };
    let mut moved_before = written(w);
    let mut next_high_water = w.start + HIGH_WATER_EVERY;
    loop {
        let exited = match sys::exited_unreaped(child.id()) {
            Some(exited) => exited,
            None => child.try_wait().map_err(|e| RunError::CannotStart(e.to_string()))?.is_some(),
        };
        if exited {
            return Ok(None);
        }
        if w.flooded.load(Ordering::Relaxed) {
            return Ok(Some(Exit::Flooded));
        }
        if sys::received().is_some() {
            group.kill();
            return Err(RunError::Interrupted);
        }
        if w.cancel.load(Ordering::Relaxed) {
            group.kill();
            return Err(RunError::Cancelled);
        }
        if let Some(s) = w.stderr.as_mut() {
            s.trim();
        }
        let now = Instant::now();
        if w.memory.is_some() && now >= next_high_water {
            // Often while a run is young (most end within milliseconds), then every millisecond.
            let young = now - w.start < Duration::from_millis(10);
            next_high_water = now + if young { HIGH_WATER_EVERY } else { HIGH_WATER_EVERY * 10 };
            if let Some(hwm) = high_water(child.id()) {
                w.peak = w.peak.max(hwm);
                if w.memory.map_or(false, |m| hwm > m) {
                    return Ok(Some(Exit::OverMemory));
                }
            }
        }
        if now >= next_usage {
            next_usage = now + USAGE_EVERY;
            let wall = now - w.start;
            match usage(group.id) {
                Some(u) => {
                    w.peak = w.peak.max(u.memory);
                    if w.memory.map_or(false, |m| u.memory > m) {
                        return Ok(Some(Exit::OverMemory));
                    }
                    if u.cpu >= w.limit {
                        return Ok(Some(Exit::TimedOut(Timeout::Cpu)));
                    }
                    // Blocked on a pipe we are emptying is not idle: output still flows.
                    let moved = written(w);
                    let flowing = moved != moved_before;
                    moved_before = moved;
                    let idle = wall >= w.limit && !u.runnable && !flowing;
                    if idle && idle_seen {
                        return Ok(Some(Exit::TimedOut(Timeout::Idle)));
                    }
                    idle_seen = idle;
                    if wall >= w.limit * STARVED_FACTOR {
                        return Ok(Some(Exit::TimedOut(Timeout::Starved)));
                    }
                }
                None if wall >= w.limit => return Ok(Some(Exit::TimedOut(Timeout::Wall))),
                None => {}
            }
        }
        thread::sleep(nap);
        let cap = if w.memory.is_some() { HIGH_WATER_EVERY } else { Duration::from_micros(400) };
        nap = (nap * 2).min(cap.max(Duration::from_micros(20)));
    }
}

/// Reap the child: its status and, where the kernel tells, its peak memory in bytes (0 if not).
fn wait(child: &mut Child) -> (io::Result<ExitStatus>, u64) {
    #[cfg(unix)]
    if let Some(r) = sys::reap(child.id()) {
        use std::os::unix::process::ExitStatusExt;
        return (Ok(ExitStatus::from_raw(r.status)), r.peak);
    }
    (child.wait(), 0)
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
