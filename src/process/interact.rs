//! Two programs talking: a program under test and an interactor (testlib's convention, run as
//! `interactor INPUT OUTPUT`), the interactor's stdout wired to the program's stdin and the
//! program's stdout to the interactor's stdin. The tool relays every byte itself, so it keeps the
//! transcript (both directions, in the order they arrived) and sees a deadlock: both waiting for
//! input, nothing in flight, for [`QUIET`] — the program that never flushes. The program has the
//! time limit (CPU time of its group, as [`super::Program::run`]); the interactor has
//! [`INTERACTOR_GRACE`] more wall time. Both groups are killed at the end.

use super::group::usage;
use super::{exit_of, head_and_tail, Exit, Program, Run, RunError, Timeout};
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
    let start = Instant::now();
    let args = [input.display().to_string(), output.display().to_string()];
    let interactor = interactor.with_args(&args);
    let (mut judge, judge_group) = interactor.spawn()?;
    let (mut child, group) = match program.spawn() {
        Ok(p) => p,
        Err(e) => {
            judge_group.kill();
            let _ = judge.wait();
            return Err(e);
        }
    };
    let log = Arc::new(Mutex::new(Log::default()));
    let moved = Arc::new(AtomicU64::new(0));
    let (done, relayed) = mpsc::channel();
    let mut relays = 0;
    if let (Some(from), Some(to)) = (child.stdout.take(), judge.stdin.take()) {
        relay(from, to, Side::Program, Arc::clone(&log), Arc::clone(&moved), done.clone());
        relays += 1;
    }
    if let (Some(from), Some(to)) = (judge.stdout.take(), child.stdin.take()) {
        relay(from, to, Side::Interactor, Arc::clone(&log), Arc::clone(&moved), done.clone());
        relays += 1;
    }
    let err_program = stderr_of(&mut child, done.clone());
    let err_judge = stderr_of(&mut judge, done);

    let mut nap = Duration::from_micros(50);
    let (mut program_end, mut judge_end) = (None, None);
    let mut deadlock = false;
    let mut quiet_since: Option<(Instant, u64)> = None;
    let mut stopped: Option<Exit> = None;
    let mut interrupted = None;
    while program_end.is_none() || judge_end.is_none() {
        if program_end.is_none() && exited(&mut child) {
            program_end = Some(start.elapsed());
        }
        if judge_end.is_none() && exited(&mut judge) {
            judge_end = Some(start.elapsed());
        }
        if sys::received().is_some() {
            interrupted = Some(RunError::Interrupted);
            break;
        }
        if cancel.load(Ordering::Relaxed) {
            interrupted = Some(RunError::Cancelled);
            break;
        }
        let wall = start.elapsed();
        if program_end.is_none() {
            let u = usage(group.id);
            if u.map_or(false, |u| u.cpu >= limit) {
                stopped = Some(Exit::TimedOut(Timeout::Cpu));
                break;
            }
            let judge_waits =
                judge_end.is_some() || usage(judge_group.id).map_or(false, |u| !u.runnable);
            let both_wait = u.map_or(false, |u| !u.runnable) && judge_waits;
            let now_moved = moved.load(Ordering::Relaxed);
            match (both_wait, quiet_since) {
                (true, Some((since, m))) if m == now_moved => {
                    if since.elapsed() >= QUIET && judge_end.is_none() {
                        deadlock = true;
                        stopped = Some(Exit::TimedOut(Timeout::Idle));
                        break;
                    }
                }
                (true, _) => quiet_since = Some((Instant::now(), now_moved)),
                (false, _) => quiet_since = None,
            }
            if wall >= limit * super::STARVED_FACTOR {
                stopped = Some(Exit::TimedOut(Timeout::Starved));
                break;
            }
            if wall >= limit && u.map_or(false, |u| !u.runnable) && judge_end.is_some() {
                // The interactor is done and the program sleeps past its limit.
                stopped = Some(Exit::TimedOut(Timeout::Idle));
                break;
            }
        } else if wall >= limit + INTERACTOR_GRACE {
            break;
        }
        thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(2));
    }
    group.kill();
    judge_group.kill();
    let program_status = child.wait();
    let judge_status = judge.wait();
    drop(group);
    drop(judge_group);
    // A process that left its group may still hold a pipe: wait a moment, not forever.
    let settle = Instant::now() + Duration::from_millis(500);
    let all_done = (0..relays + 2)
        .all(|_| relayed.recv_timeout(settle.saturating_duration_since(Instant::now())).is_ok());
    let held = || b"(its stderr could not be read: a process it started holds it)".to_vec();
    let (program_err, judge_err) = if all_done {
        (err_program.join().unwrap_or_default(), err_judge.join().unwrap_or_default())
    } else {
        (held(), held())
    };
    if let Some(e) = interrupted {
        return Err(e);
    }
    let program_exit = match stopped {
        Some(exit) if program_end.is_none() => exit,
        _ => exit_of(program_status.map_err(|e| RunError::CannotStart(e.to_string()))?),
    };
    let judge_exit = match judge_end {
        None => Exit::TimedOut(Timeout::Wall),
        Some(_) => exit_of(judge_status.map_err(|e| RunError::CannotStart(e.to_string()))?),
    };
    let log = std::mem::take(&mut *log.lock().unwrap_or_else(|e| e.into_inner()));
    let elapsed = program_end.unwrap_or_else(|| start.elapsed());
    let program_run = Run { exit: program_exit, stdout: Vec::new(), stderr: program_err, elapsed };
    let judge_run = Run {
        exit: judge_exit,
        stdout: Vec::new(),
        stderr: judge_err,
        elapsed: judge_end.unwrap_or_else(|| start.elapsed()),
    };
    program.started(&program_run)?;
    interactor.started(&judge_run)?;
    Ok(Interaction {
        program: program_run,
        interactor: judge_run,
        transcript: log.finish(),
        deadlock,
    })
}
