//! The one verdict of a run, named as judges name them (AC, WA, RE, TLE, OLE), the same in
//! `stress` and `test-samples`; and running a program as a judge does, which re-runs once a run
//! that the machine's load starved of CPU before believing its time limit.

use crate::process::{Exit, Program, Run, RunError, Timeout};
use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    RuntimeError,
    TimeLimit,
    OutputLimit,
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
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Accepted => "accepted",
            Verdict::WrongAnswer => "wrong answer",
            Verdict::RuntimeError => "runtime error",
            Verdict::TimeLimit => "time limit exceeded",
            Verdict::OutputLimit => "output limit exceeded",
        }
    }

    /// The verdict a run's end gives before its output is read: `None` when it exited 0.
    pub fn of_exit(exit: Exit) -> Option<Verdict> {
        match exit {
            Exit::Success => None,
            Exit::Code(_) | Exit::Signal(_) => Some(Verdict::RuntimeError),
            Exit::TimedOut(_) => Some(Verdict::TimeLimit),
            Exit::Flooded => Some(Verdict::OutputLimit),
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
            "short of its {} ms of CPU time after {} ms, twice: this machine is too busy to tell; killed",
            ms,
            limit.as_millis() * u128::from(crate::process::STARVED_FACTOR)
        ),
        Exit::TimedOut(Timeout::Wall) => format!("still running after {} ms: killed", ms),
        exit => exit.to_string(),
    }
}

/// Run `program` on `input` as a judge would, with `limit` of CPU time: a run the machine's load
/// kept from its CPU ([`Timeout::Starved`], or past the limit in wall time where CPU time cannot be
/// read) is run once more, and only a second such run is believed.
pub fn run_as_judge(
    program: &Program,
    input: &[u8],
    limit: Duration,
    cancel: &AtomicBool,
) -> Result<Run, RunError> {
    let run = program.run_cancellable(input, limit, cancel)?;
    match run.exit {
        Exit::TimedOut(Timeout::Starved | Timeout::Wall) => {
            program.run_cancellable(input, limit, cancel)
        }
        _ => Ok(run),
    }
}
