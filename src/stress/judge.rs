//! One input judged: the program runs; if it exits 0, its output is compared with the expected one
//! (the brute force runs only then: a crash or a time limit needs no expected output to be seen).

use super::oracle::{Fault, Oracle};
use super::subject::Subject;
use crate::process::{Program, Run, RunError};
use crate::testlib::{self, HelperError, Interactive};
use crate::verdict::Verdict;
use std::path::Path;
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
    /// An interactive run's transcript (`> ` the program, `< ` the interactor).
    pub transcript: Option<String>,
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
    if let Some((interactor, dir)) = oracle.interactor() {
        return interactive(subject, interactor, &dir, input, cancel);
    }
    let run = match subject.run(input, cancel) {
        Ok(run) => run,
        Err(RunError::Cancelled) => return Ok(Judged::Cancelled),
        Err(e) => return Err(e.into()),
    };
    let failed = |verdict, run, expected, why, line| {
        let input = input.to_string();
        Judged::Failed(Evidence { input, verdict, run, expected, why, line, transcript: None })
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

/// An interactive problem's input judged: the interactor's verdict.
fn interactive(
    subject: &dyn Subject,
    interactor: &Program,
    dir: &Path,
    input: &str,
    cancel: &AtomicBool,
) -> Result<Judged, Fault> {
    let program = subject.program().ok_or_else(|| {
        Fault::Helper("an interactive problem needs a program to wire to the interactor".into())
    })?;
    let judged =
        match testlib::interactive(program, interactor, dir, input, subject.limit(), cancel) {
            Ok(j) => j,
            Err(HelperError::Run(RunError::Cancelled)) => return Ok(Judged::Cancelled),
            Err(e) => return Err(e.into()),
        };
    let Interactive { verdict, why, interaction } = judged;
    if verdict == Verdict::Accepted {
        return Ok(Judged::Accepted(interaction.program));
    }
    Ok(Judged::Failed(Evidence {
        input: input.to_string(),
        verdict,
        run: interaction.program,
        expected: None,
        why,
        line: None,
        transcript: Some(interaction.transcript.render()),
    }))
}
