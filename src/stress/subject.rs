//! The program under test: a real program run as a judge runs it, or a model's deliberately wrong
//! solution answered in-process (the tests' mutants).

use crate::oracle::{Model, Mutant};
use crate::process::{Exit, Program, Run, RunError};
use crate::verdict::run_as_judge;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// What answers the inputs. `Sync`: tests run on several threads.
pub trait Subject: Sync {
    fn run(&self, input: &str, cancel: &AtomicBool) -> Result<Run, RunError>;
    /// The time limit of one run.
    fn limit(&self) -> Duration;
    /// The program, when it is one (an interactive problem needs it to wire it to the interactor).
    fn program(&self) -> Option<&Program> {
        None
    }
}

/// A program, run with the judge's time limit (CPU time; a run starved by the machine's load is
/// run once more).
#[derive(Debug, Clone)]
pub struct ProgramSubject {
    pub program: Program,
    pub limit: Duration,
}

impl Subject for ProgramSubject {
    fn run(&self, input: &str, cancel: &AtomicBool) -> Result<Run, RunError> {
        run_as_judge(&self.program, input.as_bytes(), self.limit, cancel)
    }

    fn limit(&self) -> Duration {
        self.limit
    }

    fn program(&self) -> Option<&Program> {
        Some(&self.program)
    }
}

/// A model's wrong solution, in-process: it reads the input with the model's parser.
#[derive(Debug)]
pub struct MutantSubject<M: Model>(pub Mutant<M::Case>);

impl<M: Model> Subject for MutantSubject<M> {
    fn run(&self, input: &str, _cancel: &AtomicBool) -> Result<Run, RunError> {
        Ok(match M::parse(input) {
            Ok(cases) => {
                Run::printed(cases.iter().map(|c| (self.0.answer)(c) + "\n").collect::<String>())
            }
            Err(e) => {
                Run { exit: Exit::Code(1), stderr: e.to_string().into_bytes(), ..Run::printed("") }
            }
        })
    }

    fn limit(&self) -> Duration {
        Duration::from_secs(1)
    }
}
