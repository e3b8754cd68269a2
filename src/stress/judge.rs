//! One input judged: the program runs; if it exits 0, its output is compared with the expected one
//! (the brute force runs only then: a crash or a time limit needs no expected output to be seen).

use super::oracle::{Fault, Oracle};
use super::subject::Subject;
use crate::process::{Run, RunError};
use crate::verdict::Verdict;
use std::sync::atomic::AtomicBool;

/// A failing run and what it takes to show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evidence {
    pub input: String,
    pub verdict: Verdict,
    pub run: Run,
    /// The expected output, when it was needed to judge (always for a wrong answer).
    pub expected: Option<String>,
    /// Why a printed output is wrong: the first difference, or the checker's words.
    pub why: Option<String>,
    /// The line of the output where it is wrong, when known.
    pub line: Option<usize>,
}

/// How one input went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judged {
    Accepted(Run),
    Failed(Evidence),
    /// The caller cancelled the run (a speculative one no longer needed).
    Cancelled,
}

pub fn judge(
    oracle: &dyn Oracle,
    subject: &dyn Subject,
    input: &str,
    cancel: &AtomicBool,
) -> Result<Judged, Fault> {
    let run = match subject.run(input, cancel) {
        Ok(run) => run,
        Err(RunError::Cancelled) => return Ok(Judged::Cancelled),
        Err(e) => return Err(e.into()),
    };
    let failed = |verdict, run, expected, why, line| {
        Judged::Failed(Evidence { input: input.to_string(), verdict, run, expected, why, line })
    };
    if let Some(verdict) = Verdict::of_exit(run.exit) {
        return Ok(failed(verdict, run, None, None, None));
    }
    let output = run.stdout_text();
    let expected = oracle.expected(input, &output)?;
    Ok(match oracle.check(input, &output, &expected)? {
        None => Judged::Accepted(run),
        Some((why, line)) => failed(Verdict::WrongAnswer, run, Some(expected), Some(why), line),
    })
}
