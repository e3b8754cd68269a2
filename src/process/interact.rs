//! Two programs talking: a program under test and an interactor (testlib's convention, run as
//! `interactor INPUT OUTPUT`), the interactor's stdout wired to the program's stdin and the
//! program's stdout to the interactor's stdin. The tool relays every byte itself, so it keeps the
//! transcript (both directions, in the order they arrived) and sees a deadlock: both waiting for
//! input, nothing in flight, for [`QUIET`] — the program that never flushes. The program has the
//! time limit (CPU time of its group, as [`super::Program::run`]); the interactor has
//! [`INTERACTOR_GRACE`] more wall time. Both groups are killed at the end.

use super::group::{usage, Group};
use super::{exit_of, head_and_tail, wait, Exit, Program, Run, RunError, Timeout};
use crate::sys;
use std::io::{Read, Write};
use std::process::Child;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// Both sides waiting for this long, with nothing relayed, is a deadlock.
pub const QUIET: Duration = Duration::from_millis(250);
/// How long the interactor may run past the program's limit.
pub const INTERACTOR_GRACE: Duration = Duration::from_secs(5);
/// The transcript keeps this many bytes; past them it counts.
pub const TRANSCRIPT_CAP: usize = 1 << 20;

/// Who wrote a line of the transcript.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The program under test, to the interactor.
    Program,
    /// The interactor, to the program.
    Interactor,
}

/// What was said, line by line, in the order the lines were completed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Transcript {
    pub lines: Vec<(Side, String)>,
    /// Bytes past [`TRANSCRIPT_CAP`], not kept.
    pub cut: u64,
}

impl Transcript {
    /// `> ` marks what the program wrote, `< ` what the interactor wrote.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for (side, line) in &self.lines {
            out += if *side == Side::Program { "> " } else { "< " };
            out += line;
            out.push('\n');
        }
        if self.cut > 0 {
            out += &format!("…({} more bytes not kept)\n", self.cut);
        }
        out
    }
}

/// One interactive run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Interaction {
    /// The program: how it ended, its stderr and time (its stdout went to the interactor: see the
    /// transcript).
    pub program: Run,
    /// The interactor: its exit and stderr (its verdict and message).
    pub interactor: Run,
    pub transcript: Transcript,
    /// Both were waiting for input with nothing in flight, and were killed.
    pub deadlock: bool,
}

/// The partial lines of both sides and the finished transcript.
#[derive(Default)]
struct Log {
    partial: [Vec<u8>; 2],
    transcript: Transcript,
    kept: usize,
}

impl Log {
    fn add(&mut self, side: Side, bytes: &[u8]) {
        let i = side as usize;
        for &b in bytes {
            if b == b'\n' {
                let line = std::mem::take(&mut self.partial[i]);
                self.push(side, line);
            } else {
                self.partial[i].push(b);
            }
        }
    }

    fn push(&mut self, side: Side, line: Vec<u8>) {
        if self.kept + line.len() > TRANSCRIPT_CAP {
            self.transcript.cut += line.len() as u64 + 1;
            return;
        }
        self.kept += line.len() + 1;
        let text = String::from_utf8_lossy(&line).trim_end_matches('\r').to_string();
        self.transcript.lines.push((side, text));
    }

    fn finish(mut self) -> Transcript {
        for side in [Side::Program, Side::Interactor] {
            let rest = std::mem::take(&mut self.partial[side as usize]);
            if !rest.is_empty() {
                let mut line = rest;
                line.extend_from_slice(" (no newline)".as_bytes());
                self.push(side, line);
            }
        }
        self.transcript
    }
}

/// Copy `from` to `to` until `from` ends, noting every chunk; when `to` is gone, read on (a side
/// that stopped listening must not block the other). Closing `to` at the end passes the EOF on.
fn relay(
    mut from: impl Read + Send + 'static,
    to: impl Write + Send + 'static,
    side: Side,
    log: Arc<Mutex<Log>>,
    moved: Arc<AtomicU64>,
    done: mpsc::Sender<()>,
) {
    thread::spawn(move || {
        let mut to = Some(to);
        let mut buf = [0u8; 8192];
        loop {
            let n = match from.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            moved.fetch_add(n as u64, Ordering::Relaxed);
            log.lock().unwrap_or_else(|e| e.into_inner()).add(side, &buf[..n]);
            if let Some(w) = to.as_mut() {
                if w.write_all(&buf[..n]).and_then(|_| w.flush()).is_err() {
                    to = None;
                }
            }
        }
        let _ = done.send(());
    });
}

fn stderr_of(child: &mut Child, done: mpsc::Sender<()>) -> thread::JoinHandle<Vec<u8>> {
    let pipe = child.stderr.take();
    thread::spawn(move || {
        let text = pipe.map(head_and_tail).unwrap_or_default();
        let _ = done.send(());
        text
    })
}

/// Whether a child has exited (left unreaped: its group id stays valid until we reap it).
fn exited(child: &mut Child) -> bool {
    match sys::exited_unreaped(child.id()) {
        Some(e) => e,
        None => child.try_wait().map_or(true, |s| s.is_some()),
    }
}

/// The two sides of a run, started.
struct Sides {
    child: Child,
    group: Group,
    judge: Child,
    judge_group: Group,
    start: Instant,
}

/// How the watch over a run ended.
#[derive(Default)]
struct Watched {
    /// When each side exited by itself.
    program_end: Option<Duration>,
    judge_end: Option<Duration>,
    /// Why the program was stopped, if it was.
    stopped: Option<Exit>,
    deadlock: bool,
    /// The tool was interrupted, or the caller cancelled the run.
    interrupted: Option<RunError>,
}

/// Watch both sides until both have exited or a reason to stop them: the program's CPU time, a
/// deadlock (both waiting, nothing relayed for [`QUIET`]), a program asleep past its limit once the
/// interactor is done, an interactor still running [`INTERACTOR_GRACE`] after the limit.
fn watch(s: &mut Sides, moved: &AtomicU64, limit: Duration, cancel: &AtomicBool) -> Watched {
    let mut w = Watched::default();
    let mut nap = Duration::from_micros(50);
    let mut quiet_since: Option<(Instant, u64)> = None;
    // /proc is read every USAGE_EVERY, not at every nap: a read walks every process, and the
    // watch must not take the CPU the program is timed on.
    let mut next_usage = s.start;
    while w.program_end.is_none() || w.judge_end.is_none() {
        if w.program_end.is_none() && exited(&mut s.child) {
            w.program_end = Some(s.start.elapsed());
        }
        if w.judge_end.is_none() && exited(&mut s.judge) {
            w.judge_end = Some(s.start.elapsed());
        }
        if sys::received().is_some() {
            w.interrupted = Some(RunError::Interrupted);
            return w;
        }
        if cancel.load(Ordering::Relaxed) {
            w.interrupted = Some(RunError::Cancelled);
            return w;
        }
        let wall = s.start.elapsed();
        if w.program_end.is_some() {
            if wall >= limit + INTERACTOR_GRACE {
                return w;
            }
        } else if Instant::now() >= next_usage {
            next_usage = Instant::now() + super::USAGE_EVERY;
            let u = usage(s.group.id);
            let asleep = u.map_or(false, |u| !u.runnable);
            let judge_waits =
                w.judge_end.is_some() || usage(s.judge_group.id).map_or(false, |u| !u.runnable);
            let now_moved = moved.load(Ordering::Relaxed);
            quiet_since = match (asleep && judge_waits, quiet_since) {
                (true, Some((since, m))) if m == now_moved => Some((since, m)),
                (true, _) => Some((Instant::now(), now_moved)),
                (false, _) => None,
            };
            let quiet = quiet_since.map_or(false, |(since, _)| since.elapsed() >= QUIET);
            w.deadlock = quiet && w.judge_end.is_none();
            w.stopped = if u.map_or(false, |u| u.cpu >= limit) {
                Some(Exit::TimedOut(Timeout::Cpu))
            } else if w.deadlock || (wall >= limit && asleep && w.judge_end.is_some()) {
                Some(Exit::TimedOut(Timeout::Idle))
            } else if wall >= limit * super::STARVED_FACTOR {
                Some(Exit::TimedOut(Timeout::Starved))
            } else {
                None
            };
            if w.stopped.is_some() {
                return w;
            }
        }
        thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(2));
    }
    w
}

/// Start the interactor, then the program; neither is left running if the other cannot start.
fn start(program: &Program, interactor: &Program) -> Result<Sides, RunError> {
    let start = Instant::now();
    let (judge, judge_group) = interactor.spawn()?;
    let (child, group) = program.spawn()?;
    Ok(Sides { child, group, judge, judge_group, start })
}

/// The threads that relay both ways and read both stderrs, and how to hear they are done.
struct Wiring {
    log: Arc<Mutex<Log>>,
    moved: Arc<AtomicU64>,
    relayed: mpsc::Receiver<()>,
    threads: usize,
    err_program: thread::JoinHandle<Vec<u8>>,
    err_judge: thread::JoinHandle<Vec<u8>>,
}

/// Wire the program's output to the interactor's input and back, keeping the transcript.
fn wire(s: &mut Sides) -> Wiring {
    let log = Arc::new(Mutex::new(Log::default()));
    let moved = Arc::new(AtomicU64::new(0));
    let (done, relayed) = mpsc::channel();
    let mut threads = 2; // the two stderr readers
    if let (Some(from), Some(to)) = (s.child.stdout.take(), s.judge.stdin.take()) {
        relay(from, to, Side::Program, Arc::clone(&log), Arc::clone(&moved), done.clone());
        threads += 1;
    }
    if let (Some(from), Some(to)) = (s.judge.stdout.take(), s.child.stdin.take()) {
        relay(from, to, Side::Interactor, Arc::clone(&log), Arc::clone(&moved), done.clone());
        threads += 1;
    }
    let err_program = stderr_of(&mut s.child, done.clone());
    let err_judge = stderr_of(&mut s.judge, done);
    Wiring { log, moved, relayed, threads, err_program, err_judge }
}

impl Wiring {
    /// Both stderrs once every thread is done. A process that left its group may still hold a
    /// pipe: wait a moment, not forever.
    fn stderrs(self) -> (Vec<u8>, Vec<u8>) {
        let settle = Instant::now() + Duration::from_millis(500);
        let relayed = &self.relayed;
        let all_done = (0..self.threads).all(|_| {
            relayed.recv_timeout(settle.saturating_duration_since(Instant::now())).is_ok()
        });
        let held = || b"(its stderr could not be read: a process it started holds it)".to_vec();
        match all_done {
            true => (
                self.err_program.join().unwrap_or_default(),
                self.err_judge.join().unwrap_or_default(),
            ),
            false => (held(), held()),
        }
    }
}

fn exit_status(s: std::io::Result<std::process::ExitStatus>) -> Result<Exit, RunError> {
    s.map(exit_of).map_err(|e| RunError::CannotStart(e.to_string()))
}

/// Run `program` against `interactor` on the test in file `input`; the interactor may write
/// `output`. `Err` when either cannot start or the tool is interrupted.
pub fn interact(
    program: &Program,
    interactor: &Program,
    input: &std::path::Path,
    output: &std::path::Path,
    limit: Duration,
    cancel: &AtomicBool,
) -> Result<Interaction, RunError> {
    let args = [input.display().to_string(), output.display().to_string()];
    let interactor = interactor.with_args(&args);
    let mut s = start(program, &interactor)?;
    let wiring = wire(&mut s);
    let w = watch(&mut s, &wiring.moved, limit, cancel);
    s.group.kill();
    s.judge_group.kill();
    let (program_status, peak) = wait(&mut s.child);
    let (judge_status, _) = wait(&mut s.judge);
    s.group.sweep();
    s.judge_group.sweep();
    let elapsed = s.start.elapsed();
    drop(s);
    let log = Arc::clone(&wiring.log);
    let (program_err, judge_err) = wiring.stderrs();
    if let Some(e) = w.interrupted {
        return Err(e);
    }
    // As in `Program::run`: after a Ctrl-C, an ending may be the signal's, not the program's.
    if sys::received().is_some() {
        return Err(RunError::Interrupted);
    }
    let program_exit = match w.stopped {
        Some(exit) if w.program_end.is_none() => exit,
        _ => exit_status(program_status)?,
    };
    let judge_exit = match w.judge_end {
        None => Exit::TimedOut(Timeout::Wall),
        Some(_) => exit_status(judge_status)?,
    };
    let log = std::mem::take(&mut *log.lock().unwrap_or_else(|e| e.into_inner()));
    let run = |exit, stderr, end: Option<Duration>, peak| Run {
        exit,
        stdout: Vec::new(),
        stderr,
        elapsed: end.unwrap_or(elapsed),
        peak,
        peak_bound: 0,
        deep_stack: None,
    };
    let over = program.judged.map_or(false, |l| peak > l.memory);
    let program_exit = if over { Exit::OverMemory } else { program_exit };
    let (program_run, judge_run) = (
        run(program_exit, program_err, w.program_end, peak),
        run(judge_exit, judge_err, w.judge_end, 0),
    );
    program.started(&program_run)?;
    interactor.started(&judge_run)?;
    Ok(Interaction {
        program: program_run,
        interactor: judge_run,
        transcript: log.finish(),
        deadlock: w.deadlock,
    })
}
