//! Stress testing, one engine for every problem: search until the first failure, shrink it to the
//! smallest input the shrinker's moves reach, then spend part of what is left of the budget
//! looking directly for a smaller failing input. A problem's model and a user's own programs
//! differ only in the [`Oracle`] that generates, validates and judges.
//!
//! Runs go on several workers at once (`jobs`), while searching and while shrinking (the
//! candidates the shrinker may ask next run speculatively); the result for a seed is the one a
//! single worker gives. The budget, Ctrl-C and a helper's failure stop the session where it is,
//! and the report says what was found so far and whether it is minimal.

pub mod judge;
pub mod layout;
pub mod model;
pub mod oracle;
pub mod probe;
pub mod search;
pub mod subject;
pub mod user;

pub use judge::Evidence;
pub use oracle::{Fault, Oracle, Origin, Test};
pub use search::{End, Found, Searched};
pub use subject::{MutantSubject, ProgramSubject, Subject};

use crate::oracle::{Family, Model, Mutant};
use crate::shrink::{minimize, neighbours, Answer, Probe, Shape};
use model::ModelOracle;
use oracle::shortlex_less;
use probe::{Cut, Prober};
use search::Search;
use std::time::{Duration, Instant};

/// Where a session is, for a progress line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Tests finished (a run each) and the cases they held.
    Searching {
        tests: u64,
        cases: u64,
    },
    Shrinking {
        runs: u64,
        bytes: usize,
    },
}

/// How to run a session.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Runs at once.
    pub jobs: usize,
    pub budget: Duration,
}

/// A failure, shrunk.
#[derive(Debug, Clone)]
pub struct Failure {
    /// The first failing test of the search.
    pub found: Found,
    /// The smallest failing input found, and what the program did on it.
    pub smallest: Evidence,
    /// The runs the shrinking used, and those it ran speculatively on idle workers.
    pub runs: u64,
    pub speculative: u64,
    /// Whether shrinking ran to its end; if not, why not.
    pub cut: Option<Cut>,
    /// The moves that could not make the smallest input smaller, in words.
    pub moves: Vec<&'static str>,
    /// How many smaller inputs the direct search ran without a smaller failure.
    pub smaller_tried: u64,
    /// `Some(n)`: minimal — the `n` inputs of its shape with every value at most its own (and
    /// one lower) were run or refused, and none fails. `None`: a local minimum.
    pub minimal: Option<u64>,
    /// Candidates dropped because a helper failed on them.
    pub helper_faults: u64,
    pub took: Duration,
}

/// How a session ended.
#[derive(Debug, Clone)]
pub struct Report {
    pub searched: Searched,
    pub failure: Option<Failure>,
    pub elapsed: Duration,
}

impl Report {
    /// Whether Ctrl-C (or SIGTERM) ended it.
    pub fn interrupted(&self) -> bool {
        self.searched.end == End::Interrupted
            || self.failure.as_ref().map_or(false, |f| f.cut == Some(Cut::Interrupted))
    }
}

/// Run a session: search, then shrink what it found. `Err` when a helper fails or a command
/// cannot start: not the program's fault.
pub fn stress(
    oracle: &dyn Oracle,
    subject: &dyn Subject,
    opts: Options,
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<Report, Fault> {
    let started = Instant::now();
    let deadline = started + opts.budget;
    let searched = Search { oracle, subject, jobs: opts.jobs, deadline, progress }.run()?;
    let failure = match &searched.found {
        None => None,
        Some(found) => {
            oracle.shrinking_from(&found.test.input);
            if let Some(why) = oracle.invalid(&found.test.input)? {
                return Err(Fault::Helper(format!(
                    "the validator rejects {}: {}",
                    found.test.origin, why
                )));
            }
            let costs = (searched.pass_time, found.evidence.run.elapsed);
            Some(shrink(oracle, subject, found.clone(), opts.jobs, deadline, costs, progress)?)
        }
    };
    Ok(Report { searched, failure, elapsed: started.elapsed() })
}

/// Shrink the search's failure: the cases a wrong line names first, then the shrinker, then the
/// direct search for a smaller failing input.
fn shrink(
    oracle: &dyn Oracle,
    subject: &dyn Subject,
    found: Found,
    jobs: usize,
    deadline: Instant,
    costs: (Option<Duration>, Duration),
    progress: &(dyn Fn(Progress) + Sync),
) -> Result<Failure, Fault> {
    let started = Instant::now();
    let want = found.evidence.verdict;
    std::thread::scope(|scope| {
        let mut p = Prober::start(scope, oracle, subject, want, jobs, deadline, costs, progress);
        p.keep_failure(found.evidence.clone());
        let mut best = found.test.input.clone();
        if let Some(line) = found.evidence.line {
            for text in oracle.focus(&best, line) {
                if p.test_text(&text) == Answer::Fails {
                    best = text;
                    break;
                }
            }
        }
        let mut moves = Vec::new();
        if p.cut.is_none() {
            let shrunk = minimize(oracle.shape(&best), &mut p);
            moves = shrunk.moves;
            best = oracle.text(&shrunk.shape).unwrap_or(best);
        }
        let before = p.used;
        let smaller_tried =
            if p.cut.is_none() { smaller(oracle, &mut p, &mut best, deadline) } else { 0 };
        let direct_runs = p.used - before;
        let mut minimal = None;
        for _ in 0..3 {
            if p.cut.is_some() {
                break;
            }
            match below(oracle, &mut p, &best, deadline) {
                Below::AllPass(n) => {
                    minimal = Some(n);
                    break;
                }
                Below::TooMany => break,
                Below::Fails(text) => {
                    let shrunk = minimize(oracle.shape(&text), &mut p);
                    moves = shrunk.moves;
                    best = oracle.text(&shrunk.shape).unwrap_or(text);
                }
            }
        }
        // A busy machine only cuts shrinking short (the report says so); other faults end it.
        if let Some(Cut::Fault(f)) = &p.cut {
            if !matches!(f, Fault::Busy(_)) {
                return Err(f.clone());
            }
        }
        let mut smallest = p.evidence(&best).cloned().unwrap_or_else(|| found.evidence.clone());
        if smallest.expected.is_none() && smallest.transcript.is_none() {
            let output = smallest.run.stdout_text();
            smallest.expected = oracle.expected(&smallest.input, &output).ok();
        }
        Ok(Failure {
            found,
            smallest,
            // The direct search's runs are counted apart ("N smaller generated inputs pass").
            runs: p.used - direct_runs,
            speculative: p.ran.saturating_sub(p.used),
            cut: p.cut.clone(),
            moves,
            smaller_tried,
            minimal,
            helper_faults: p.helper_faults,
            took: started.elapsed(),
        })
    })
}

/// The direct search: smaller inputs from the oracle (a model's small families, a generator's small
/// sizes with new seeds), each run once; one that fails is shrunk in turn and kept if smaller.
/// It takes at most a fifth of what is left of the budget. Returns how many it ran.
fn smaller(oracle: &dyn Oracle, p: &mut Prober<'_>, best: &mut String, deadline: Instant) -> u64 {
    let now = Instant::now();
    let until = now + deadline.saturating_duration_since(now) / 5;
    let mut tried = 0;
    for j in 0.. {
        if Instant::now() >= until || p.cut.is_some() {
            break;
        }
        let test = match oracle.smaller(j, best) {
            Ok(Some(t)) => t,
            _ => break,
        };
        tried += 1;
        if p.test_text(&test.input) != Answer::Fails {
            continue;
        }
        let shrunk = minimize(oracle.shape(&test.input), p);
        if let Some(text) = oracle.text(&shrunk.shape) {
            if shortlex_less(&text, best) && p.evidence(&text).is_some() {
                *best = text;
            }
        }
    }
    tried
}

/// The most inputs [`below`] runs to call a failure minimal.
pub const MINIMAL_CHECK: u64 = 4096;

/// What the inputs below a failing one say.
enum Below {
    /// Every one passes (or is refused by the validator): so many were checked.
    AllPass(u64),
    /// One fails: the first in order.
    Fails(String),
    /// Too many to run, or the budget or Ctrl-C stopped it.
    TooMany,
}

/// Every input of `best`'s shape whose values are each at most `best`'s, in order from the
/// smallest, when there are at most [`MINIMAL_CHECK`] of them (parts removed were tried by the
/// shrinker already): with none failing, no smaller input of that shape fails.
fn below(oracle: &dyn Oracle, p: &mut Prober<'_>, best: &str, deadline: Instant) -> Below {
    let shape = oracle.shape(best);
    let paths = shape.int_paths();
    let values: Vec<u64> = paths.iter().filter_map(|q| shape.get(q).and_then(Shape::int)).collect();
    let total = values.iter().try_fold(1u64, |n, v| n.checked_mul(v.saturating_add(1)));
    let total = match total {
        Some(t) if t - 1 <= MINIMAL_CHECK && values.len() == paths.len() => t - 1,
        _ => return Below::TooMany,
    };
    let mut digits = vec![0u64; values.len()];
    let mut checked = 0;
    // Stop short of the budget: the shrinking itself is done, and the report says so.
    let now = Instant::now();
    let until = now + deadline.saturating_duration_since(now) * 9 / 10;
    for _ in 0..total {
        if Instant::now() >= until || p.cut.is_some() {
            return Below::TooMany;
        }
        let mut candidate = shape.clone();
        for (q, &v) in paths.iter().zip(&digits) {
            candidate = candidate.replaced(q, Shape::Int(v));
        }
        if let Some(text) = oracle.text(&candidate) {
            checked += 1;
            if p.test(&candidate) == Answer::Fails {
                return Below::Fails(text);
            }
        }
        // The next vector in order (the last value counts fastest).
        for i in (0..digits.len()).rev() {
            if digits[i] < values[i] {
                digits[i] += 1;
                break;
            }
            digits[i] = 0;
        }
    }
    if p.cut.is_some() {
        return Below::TooMany;
    }
    Below::AllPass(checked)
}

/// Stress a model's mutant in-process; the tests assert every mutant is caught and shrunk.
pub fn hunt_mutant<M: Model>(mutant: Mutant<M::Case>, cases: u64, seed: u64) -> Option<Failure> {
    let oracle = ModelOracle::<M>::new(seed, Family::ALL.to_vec(), None, Some(cases));
    let subject = MutantSubject::<M>(mutant);
    let opts = Options { jobs: 1, budget: Duration::from_secs(3600) };
    stress(&oracle, &subject, opts, &|_| {}).ok()?.failure
}

/// The valid cases one shrink step below `case` (see [`crate::shrink::neighbours`]), each handed
/// to `each` as it is built: a shrunk failure is minimal when none of them fails. (A list of them
/// would hold about 5·10^5 copies of a case of 10^5 numbers.)
pub fn smaller_cases<M: Model>(case: &M::Case, mut each: impl FnMut(M::Case)) {
    let whole = Shape::List(vec![M::shape(case)]);
    for s in neighbours(&whole) {
        let case = match s.items() {
            Some([one]) => M::from_shape(one),
            _ => None,
        };
        if let Some(case) = case {
            if M::parse(&M::render(std::slice::from_ref(&case))).ok() == Some(vec![case.clone()]) {
                each(case);
            }
        }
    }
}
