//! Checkers and interactors, run as testlib's are, for `stress` and `test-samples` alike.
//!
//! - A checker runs as `checker INPUT OUTPUT ANSWER` (three files): exit 0 accepts, 1 is a wrong
//!   answer, 2 a presentation error (a wrong answer too), anything else is the checker's own
//!   failure — never the program's.
//! - An interactor runs as `interactor INPUT OUTPUT` with its stdout wired to the program's stdin
//!   and the program's stdout to its stdin ([`crate::process::interact`]). Its exit code is the
//!   verdict, as a checker's; its stderr says why.

use crate::process::interact::{interact, Interaction, Side};
use crate::process::{Exit, Program, Run, RunError};
use crate::verdict::{how_it_ended, Verdict};
use std::fs;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Why a checker or an interactor could not judge: not the program's fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HelperError {
    /// The helper failed, or its files could not be written: one line saying which and how.
    Failed(String),
    /// A command could not start, or the tool was interrupted.
    Run(RunError),
}

impl From<RunError> for HelperError {
    fn from(e: RunError) -> HelperError {
        HelperError::Run(e)
    }
}

impl std::fmt::Display for HelperError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HelperError::Failed(why) => f.write_str(why),
            HelperError::Run(e) => write!(f, "{}", e),
        }
    }
}

/// " (exit code 3): its last stderr line", for a helper that failed.
pub fn failed(run: &Run) -> String {
    let said = run.stderr_tail(1).pop().unwrap_or_default();
    let how = match run.exit {
        Exit::TimedOut(_) => "it ran out of time".to_string(),
        exit => exit.to_string(),
    };
    if said.is_empty() {
        format!(" ({})", how)
    } else {
        format!(" ({}): {}", how, said)
    }
}

/// The first non-blank line a helper wrote (stderr first, then stdout).
fn said(run: &Run) -> String {
    [run.stderr_text(), run.stdout_text()]
        .iter()
        .find_map(|t| t.lines().find(|l| !l.trim().is_empty()).map(|l| l.trim().to_string()))
        .unwrap_or_else(|| "(no reason given)".into())
}

/// A helper's verdict from its exit code: `Ok(None)` accepted, `Ok(Some(why))` a wrong answer,
/// `Err` its own failure.
fn verdict_of(what: &str, helper: &Program, run: &Run) -> Result<Option<String>, HelperError> {
    match run.exit {
        Exit::Success => Ok(None),
        Exit::Code(1) => Ok(Some(format!("the {} says: {}", what, said(run)))),
        Exit::Code(2) => Ok(Some(format!("presentation error, the {} says: {}", what, said(run)))),
        _ => Err(HelperError::Failed(format!("the {} `{}` failed{}", what, helper, failed(run)))),
    }
}

/// Write `files` (name, text) into `dir`; their paths.
fn write_files(dir: &Path, files: &[(&str, &str)]) -> Result<Vec<String>, HelperError> {
    let io = |e: std::io::Error| {
        HelperError::Failed(format!("cannot write the helper's files in {}: {}", dir.display(), e))
    };
    fs::create_dir_all(dir).map_err(io)?;
    let mut paths = Vec::new();
    for (name, text) in files {
        let path = dir.join(name);
        fs::write(&path, text).map_err(io)?;
        paths.push(path.display().to_string());
    }
    Ok(paths)
}

/// The checker's verdict on `output` (files written in `dir`): `None` accepts, else why not.
pub fn check(
    checker: &Program,
    dir: &Path,
    input: &str,
    output: &str,
    answer: &str,
    limit: Duration,
) -> Result<Option<String>, HelperError> {
    let files = [("input", input), ("output", output), ("answer", answer)];
    let args = write_files(dir, &files)?;
    let run = checker.with_args(&args).run(b"", limit)?;
    verdict_of("checker", checker, &run)
}

/// One interactive run judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Interactive {
    pub verdict: Verdict,
    /// Why it is not accepted, in words.
    pub why: Option<String>,
    pub interaction: Interaction,
}

/// Run `program` against `interactor` on `input` (files in `dir`), and judge it: the interactor's
/// wrong answer first (it knows why), then the program's time limit or a deadlock, then the
/// interactor's own failure, then the program's crash.
pub fn interactive(
    program: &Program,
    interactor: &Program,
    dir: &Path,
    input: &str,
    limit: Duration,
    cancel: &AtomicBool,
) -> Result<Interactive, HelperError> {
    let paths = write_files(dir, &[("input", input), ("output", "")])?;
    let i =
        interact(program, interactor, Path::new(&paths[0]), Path::new(&paths[1]), limit, cancel)?;
    let (verdict, why) = verdict_of_interaction(&i, interactor, limit)?;
    Ok(Interactive { verdict, why, interaction: i })
}

/// Why a deadlock after `lines` lines of transcript, the last one `line` from `side`.
fn deadlock_after(side: Side, line: &str, lines: usize) -> String {
    let shown = crate::text::shorten_line(line, 40);
    match side {
        Side::Interactor => format!(
            "deadlock after {}: the interactor wrote last (< {}); your program got it and sent nothing more (a missing flush after its answer?)",
            if lines == 1 { "1 line".to_string() } else { format!("{} lines", lines) },
            shown.trim_end()
        ),
        Side::Program => format!(
            "deadlock after {}: your program wrote last (> {}); the interactor got it and sent nothing more (it waits for more from your program, or it does not flush its answer)",
            if lines == 1 { "1 line".to_string() } else { format!("{} lines", lines) },
            shown.trim_end()
        ),
    }
}

/// The verdict of an interaction and why (see [`interactive`] for the order).
fn verdict_of_interaction(
    i: &Interaction,
    interactor: &Program,
    limit: Duration,
) -> Result<(Verdict, Option<String>), HelperError> {
    let ended_itself = !matches!(i.interactor.exit, Exit::TimedOut(_));
    if ended_itself && matches!(i.interactor.exit, Exit::Code(1 | 2)) {
        return Ok((Verdict::WrongAnswer, verdict_of("interactor", interactor, &i.interactor)?));
    }
    if i.deadlock {
        return match i.transcript.lines.last() {
            // No evidence against the program: whoever speaks first never flushed.
            None => Err(HelperError::Failed(format!(
                "nothing was exchanged: the interactor `{}` sent nothing and your program sent nothing, both waiting for input; whoever speaks first did not flush (the interactor, if it sends the input first)",
                interactor
            ))),
            Some((side, line)) => Ok((Verdict::TimeLimit, Some(deadlock_after(*side, line, i.transcript.lines.len())))),
        };
    }
    if let Exit::TimedOut(_) = i.program.exit {
        return Ok((Verdict::TimeLimit, Some(how_it_ended(&i.program, limit))));
    }
    if !ended_itself {
        return Err(HelperError::Failed(format!(
            "the interactor `{}` did not finish after your program ended",
            interactor
        )));
    }
    verdict_of("interactor", interactor, &i.interactor)?;
    if i.program.exit != Exit::Success {
        return Ok((Verdict::RuntimeError, Some(i.program.exit.to_string())));
    }
    Ok((Verdict::Accepted, None))
}
