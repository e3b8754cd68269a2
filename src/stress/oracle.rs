//! What the engine asks of a problem: tests to run, whether an input is valid, the expected
//! output, whether an output is right, and the input as a shape for the shrinker. A model answers
//! in-process ([`super::model`]); a problem without one answers with the user's programs
//! ([`super::user`]). Everything else — search, verdicts, shrinking, budget, report — is one code
//! path for both.

use crate::compare::Difference;
use crate::process::{Program, RunError};
use crate::shape::Shape;
use crate::testlib::HelperError;
use std::fmt;
use std::path::PathBuf;

/// One input of the search, and where it came from (for the report and the replay).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Test {
    pub input: String,
    pub origin: Origin,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Generated cases `first..=last` of the seed (a model's batch); `family` names the first
    /// case's family when the batch holds one case.
    Cases { first: u64, last: u64, family: Option<&'static str> },
    /// The generator's output for `SEED SIZE`.
    Generator { seed: u64, size: u64 },
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Cases { first, last, family: Some(family) } if first == last => {
                write!(f, "generated case #{} (family {})", first, family)
            }
            Origin::Cases { first, last, .. } if first == last => {
                write!(f, "generated case #{}", first)
            }
            Origin::Cases { first, last, .. } => write!(f, "generated cases #{}–#{}", first, last),
            Origin::Generator { seed, size } => {
                write!(f, "the generator's input for size {} (its seed {})", size, seed)
            }
        }
    }
}

/// Why a session cannot go on: never the program's fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// A helper (generator, brute force, validator, checker) failed: one line saying which and how.
    Helper(String),
    /// A command cannot start at all.
    CannotStart(String),
    /// The tool was asked to stop (Ctrl-C, SIGTERM).
    Interrupted,
    /// The machine is too busy to judge a time limit: no clean run could be had.
    Busy(String),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Helper(why) => write!(f, "{} — not your program's fault", why),
            Fault::CannotStart(why) => f.write_str(why),
            Fault::Interrupted => f.write_str("interrupted"),
            Fault::Busy(why) => f.write_str(why),
        }
    }
}

impl From<HelperError> for Fault {
    fn from(e: HelperError) -> Fault {
        match e {
            HelperError::Failed(why) => Fault::Helper(why),
            HelperError::Run(e) => e.into(),
        }
    }
}

impl From<RunError> for Fault {
    fn from(e: RunError) -> Fault {
        match e {
            RunError::CannotStart(why) => Fault::CannotStart(why),
            RunError::Interrupted | RunError::Cancelled => Fault::Interrupted,
            RunError::Busy(why) => Fault::Busy(why),
        }
    }
}

/// A right or wrong output: `None` accepts; else what differs, in the comparison's or the checker's
/// words, and the line of the output it is on (when known).
pub type Checked = Option<(String, Option<usize>)>;

/// What the engine asks of a problem. `Sync`: tests run on several threads.
pub trait Oracle: Sync {
    /// The `i`-th test of the session (deterministic in the seed); `None` past the last one
    /// (`--cases`).
    fn generate(&self, i: u64) -> Result<Option<Test>, Fault>;
    /// `None` when the input is valid, else why not.
    fn invalid(&self, input: &str) -> Result<Option<String>, Fault>;
    /// The expected output, given what the program printed (a brute force that prints fewer
    /// answers than the program is named for it).
    fn expected(&self, input: &str, output: &str) -> Result<String, Fault>;
    /// Judge a printed output.
    fn check(&self, input: &str, output: &str, expected: &str) -> Result<Checked, Fault>;
    /// The input as a shape, and back (`None`: not an input of this problem).
    fn shape(&self, input: &str) -> Shape;
    fn text(&self, shape: &Shape) -> Option<String>;
    /// Inputs worth trying first when the output's line `line` is wrong (a model: that case alone,
    /// then the cases up to it).
    fn focus(&self, _input: &str, _line: usize) -> Vec<String> {
        Vec::new()
    }
    /// The `j`-th test of the direct search for an input smaller than `best` (shortlex), or
    /// `None` when there are no more.
    fn smaller(&self, j: u64, best: &str) -> Result<Option<Test>, Fault>;
    /// How many cases an input holds, for the report (`None`: it cannot tell).
    fn cases_in(&self, input: &str) -> Option<u64>;
    /// Where the expected output comes from, for the report.
    fn expected_from(&self, input: &str) -> &'static str;
    /// The interactor of an interactive problem, and a folder for its files on this thread.
    fn interactor(&self) -> Option<(&Program, PathBuf)> {
        None
    }
    /// What the tests of `0..tests` covered ("families small,random; batches of 1 to 512 cases").
    fn coverage(&self, tests: u64) -> String;
    /// The failing input shrinking starts from: a layout learnt from the generator's inputs must
    /// admit it.
    fn shrinking_from(&self, _input: &str) {}
    /// What the oracle learnt of the input's shape, in a line, if it had to (no validator).
    fn learnt(&self) -> Option<String> {
        None
    }
}

/// Shortlex order on inputs: shorter first, then byte order. Every shrinking move makes an input
/// smaller in it, so "smaller" below means this.
pub fn shortlex_less(a: &str, b: &str) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// The words and line of a comparison's difference.
pub fn checked(d: Option<Difference>) -> Checked {
    d.map(|d| {
        let line = d.line;
        (d.to_string(), Some(line))
    })
}
