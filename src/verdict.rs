//! The one verdict of a run, named as judges name them (AC, WA, RE, TLE, OLE), the same in
//! `stress` and `test-samples`; and running a program as a judge does, which never believes a run
//! that the machine's load starved of CPU: it runs it again, alone, until one run is clean.

use crate::process::{Exit, Program, Run, RunError, Timeout};
use std::fmt;
use std::sync::atomic::AtomicBool;
use std::sync::RwLock;
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    RuntimeError,
    TimeLimit,
    OutputLimit,
    MemoryLimit,
}

impl Verdict {
    /// The judges' abbreviation.
    pub fn short(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimit => "TLE",
            Verdict::OutputLimit => "OLE",
            Verdict::MemoryLimit => "MLE",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Accepted => "accepted",
            Verdict::WrongAnswer => "wrong answer",
            Verdict::RuntimeError => "runtime error",
            Verdict::TimeLimit => "time limit exceeded",
            Verdict::OutputLimit => "output limit exceeded",
            Verdict::MemoryLimit => "memory limit exceeded",
        }
    }

    /// The verdict a run's end gives before its output is read: `None` when it exited 0.
    pub fn of_exit(exit: Exit) -> Option<Verdict> {
        match exit {
            Exit::Success => None,
            Exit::Code(_) | Exit::Signal(_) => Some(Verdict::RuntimeError),
            Exit::TimedOut(_) => Some(Verdict::TimeLimit),
            Exit::Flooded => Some(Verdict::OutputLimit),
            Exit::OverMemory => Some(Verdict::MemoryLimit),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short())
    }
}

/// How a run that did not exit 0 ended, in words, in parentheses as a report shows it in place
/// of an output: `(exit code 134 = signal 6, SIGABRT)`, `(used 1000 ms of CPU time, the limit:
/// killed)`.
pub fn ending(run: &Run, limit: Duration) -> String {
    format!("({})", how_it_ended(run, limit))
}

/// [`ending`] without the parentheses, for a line of its own.
pub fn how_it_ended(run: &Run, limit: Duration) -> String {
    let ms = limit.as_millis();
    match run.exit {
        Exit::TimedOut(Timeout::Cpu) => format!("used {} ms of CPU time, the limit: killed", ms),
        Exit::TimedOut(Timeout::Idle) => {
            format!("idle at {} ms, the limit: sleeping or waiting for input; killed", ms)
        }
        Exit::TimedOut(Timeout::Starved) => format!(
            "short of its {} ms of CPU time after {} ms: this machine is too busy to tell; killed",
            ms,
            limit.as_millis() * u128::from(crate::process::STARVED_FACTOR)
        ),
        Exit::TimedOut(Timeout::Wall) => format!("still running after {} ms: killed", ms),
        Exit::OverMemory => format!("held {} of memory, over the limit: killed", mib(run.peak)),
        Exit::Signal(11) if run.deep_stack.is_some() => format!(
            "signal 11, SIGSEGV: a stack overflow? it held {}, near its stack limit of {} (--stack-mb)",
            mib(run.peak),
            mib(run.deep_stack.unwrap_or(0))
        ),
        exit => exit.to_string(),
    }
}

/// Bytes as judges show memory: `2.1 MiB`, `512 MiB`.
pub fn mib(bytes: u64) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20;
    match tenths {
        0..=99 => format!("{}.{} MiB", tenths / 10, tenths % 10),
        _ => format!("{} MiB", (tenths + 5) / 10),
    }
}

/// How many runs a starved run gets before the machine is called too busy.
pub const CLEAN_TRIES: u32 = 4;

/// Runs take this lock to read; a run again after a starved one takes it to write, so that it
/// runs alone (the other workers wait) and has the best chance of a clean run.
static ALONE: RwLock<()> = RwLock::new(());

/// Run `program` on `input` as a judge would, with `limit` of CPU time. A run the machine's load
/// kept from its CPU ([`Timeout::Starved`], or past the limit in wall time where CPU time cannot be
/// read) is never a verdict: it is run again, alone and after a pause, up to [`CLEAN_TRIES`] runs
/// in all; then the machine is too busy ([`RunError::Busy`]), which is nobody's failure.
pub fn run_as_judge(
    program: &Program,
    input: &[u8],
    limit: Duration,
    cancel: &AtomicBool,
) -> Result<Run, RunError> {
    let run = || program.run_cancellable(input, limit, cancel);
    clean_run(run, &program.to_string(), limit, Duration::from_millis(200))
}

/// [`run_as_judge`]'s rule, for any way of running: `run` once beside the others, then again
/// alone after a growing `pause` while it is starved; [`RunError::Busy`] after [`CLEAN_TRIES`].
pub fn clean_run(
    mut run: impl FnMut() -> Result<Run, RunError>,
    who: &str,
    limit: Duration,
    pause: Duration,
) -> Result<Run, RunError> {
    let starved = |run: &Run| matches!(run.exit, Exit::TimedOut(Timeout::Starved | Timeout::Wall));
    let first = {
        let _shared = ALONE.read().unwrap_or_else(|e| e.into_inner());
        run()?
    };
    if !starved(&first) {
        return Ok(first);
    }
    for attempt in 1..CLEAN_TRIES {
        std::thread::sleep(pause * attempt);
        let _alone = ALONE.write().unwrap_or_else(|e| e.into_inner());
        let again = run()?;
        if !starved(&again) {
            return Ok(again);
        }
    }
    Err(RunError::Busy(format!(
        "this machine is too busy to judge a time limit: `{}` was short of its {} ms of CPU time after {} ms in {} runs, the last ones alone; try again when the machine is quieter (or with --jobs 1)",
        who,
        limit.as_millis(),
        limit.as_millis() * u128::from(crate::process::STARVED_FACTOR),
        CLEAN_TRIES
    )))
}
