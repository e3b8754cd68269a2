//! The engine with planted faults answered in-process.

mod layout;
mod model;
mod user;

use grundy::oracle::expected;
use grundy::oracle::nod1067::Nod1067;
use grundy::oracle::{Family, Model};
use grundy::process::{Exit, Run, RunError, Timeout};
use grundy::stress::model::ModelOracle;
use grundy::stress::*;
use grundy::verdict::Verdict;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// A nod1067 solver with planted faults: `fault(n)` says how a run ends when it meets pile `n`.
struct Planted<F: Fn(u64) -> Option<Exit> + Sync> {
    fault: F,
    runs: AtomicUsize,
}

impl<F: Fn(u64) -> Option<Exit> + Sync> Subject for Planted<F> {
    fn run(&self, input: &str, _cancel: &AtomicBool) -> Result<Run, RunError> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        let cases = Nod1067::parse(input).expect("only valid inputs are run");
        let mut out = String::new();
        for c in &cases {
            match (self.fault)(c.n) {
                Some(Exit::Success) => out += "X\n",
                Some(exit) => return Ok(Run { exit, ..Run::printed(out) }),
                None => out += &(expected::<Nod1067>(c) + "\n"),
            }
        }
        Ok(Run::printed(out))
    }

    fn limit(&self) -> Duration {
        Duration::from_millis(1)
    }
}

fn planted<F: Fn(u64) -> Option<Exit> + Sync>(fault: F) -> Planted<F> {
    Planted { fault, runs: AtomicUsize::new(0) }
}

fn oracle(seed: u64) -> ModelOracle<Nod1067> {
    ModelOracle::new(seed, Family::ALL.to_vec(), None, Some(20_000))
}

fn session_of(oracle: &ModelOracle<Nod1067>, subject: &dyn Subject, jobs: usize) -> Report {
    let opts = Options { jobs, budget: Duration::from_secs(600) };
    stress(oracle, subject, opts, &|_| {}).unwrap()
}

fn session(subject: &dyn Subject, seed: u64, jobs: usize) -> Report {
    session_of(&oracle(seed), subject, jobs)
}

#[test]
fn a_failure_keeps_its_kind_while_shrinking() {
    // A crash above 1000, a wrong answer ("X") from 50 to 1000: the crash must not slide into the
    // wrong answer, which is smaller.
    let subject = planted(|n| match n {
        1001.. => Some(Exit::Signal(6)),
        50..=1000 => Some(Exit::Success),
        _ => None,
    });
    // Large cases first, so that the crash is what the search finds.
    let large = ModelOracle::<Nod1067>::new(3, vec![Family::Max, Family::Random], None, None);
    let f = session_of(&large, &subject, 1).failure.unwrap();
    assert_eq!(
        (f.smallest.verdict, f.smallest.input.as_str()),
        (Verdict::RuntimeError, "1\n1001\n")
    );
    assert!(f.cut.is_none(), "{:?}", f.cut);
}

#[test]
fn a_crash_above_a_threshold_takes_few_runs() {
    let subject = planted(|n| (n > 500_000_000).then_some(Exit::Signal(6)));
    let f = session(&subject, 3, 1).failure.unwrap();
    assert_eq!(f.smallest.input, "1\n500000001\n");
    assert!(f.runs <= 50, "{} runs", f.runs);
}

#[test]
fn the_result_for_a_seed_does_not_depend_on_the_jobs() {
    for seed in [1, 2, 3] {
        let subject = planted(|n| (n % 7 == 3 && n > 100).then_some(Exit::Success));
        let one = session(&subject, seed, 1).failure.unwrap();
        let two = session(&subject, seed, 2).failure.unwrap();
        assert_eq!(one.found.index, two.found.index, "seed {}", seed);
        assert_eq!(one.smallest.input, two.smallest.input, "seed {}", seed);
    }
}

#[test]
fn a_time_limit_is_shrunk_to_its_threshold() {
    let subject = planted(|n| (n > 1_000_000).then_some(Exit::TimedOut(Timeout::Cpu)));
    let f = session(&subject, 3, 2).failure.unwrap();
    assert_eq!(
        (f.smallest.verdict, f.smallest.input.as_str()),
        (Verdict::TimeLimit, "1\n1000001\n")
    );
}

#[test]
fn the_deadline_stops_the_search_and_the_shrinking() {
    let right = planted(|_| None);
    let opts = Options { jobs: 2, budget: Duration::ZERO };
    let report = stress(&oracle(1), &right, opts, &|_| {}).unwrap();
    assert_eq!((report.searched.end, report.searched.tests), (End::Budget, 0));
    assert!(report.failure.is_none());

    let fifty = ModelOracle::<Nod1067>::new(1, Family::ALL.to_vec(), None, Some(50));
    let opts = Options { jobs: 2, budget: Duration::from_secs(60) };
    let report = stress(&fifty, &right, opts, &|_| {}).unwrap();
    assert_eq!((report.searched.end, report.searched.cases), (End::Exhausted, 50));
}
