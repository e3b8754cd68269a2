//! The search: tests 0, 1, 2, … of the oracle, run by several workers at once, until the first
//! failure, the last test (`--cases`), the budget, or an interrupt. The failure reported is the one
//! of the smallest index, whatever the number of workers: a worker never starts a test past a
//! failure already seen, and runs past it are cancelled, while the tests before it all finish.

use super::judge::{judge, Evidence, Judged};
use super::oracle::{Fault, Oracle, Origin, Test};
use super::subject::Subject;
use super::Progress;
use crate::sys;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

/// The first failing test.
#[derive(Debug, Clone)]
pub struct Found {
    pub index: u64,
    pub test: Test,
    pub evidence: Evidence,
}

/// Why the search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    Found,
    /// Every test of `--cases` ran.
    Exhausted,
    Budget,
    Interrupted,
}

/// What the search did.
#[derive(Debug, Clone)]
pub struct Searched {
    pub end: End,
    pub found: Option<Found>,
    /// Tests finished (a run of the program each) and the cases they held, up to the failure.
    pub tests: u64,
    pub cases: u64,
    /// The mean time of a passing run (for the shrinker's cost model).
    pub pass_time: Option<Duration>,
    /// Runs that were in flight when Ctrl-C stopped them.
    pub stopped: u64,
}

#[derive(Default)]
struct State {
    next: u64,
    found: Option<Found>,
    fault: Option<(u64, Fault)>,
    stop: Option<End>,
    /// The cases of the tests finished, for the progress line.
    cases: u64,
    passing: (Duration, u32),
    /// The index and cases of every finished test, to count only those up to the failure.
    done: Vec<(u64, u64)>,
    running: Vec<(u64, Arc<AtomicBool>)>,
    /// Runs stopped by an interrupt.
    stopped: u64,
}

impl State {
    /// The index of the first failure or fault seen so far.
    fn first_event(&self) -> Option<u64> {
        let f = self.found.as_ref().map(|f| f.index);
        let e = self.fault.as_ref().map(|e| e.0);
        f.into_iter().chain(e).min()
    }

    /// Cancel the runs past `index`.
    fn cancel_after(&self, index: u64) {
        for (i, cancel) in &self.running {
            if *i > index {
                cancel.store(true, Ordering::Relaxed);
            }
        }
    }
}

fn cases_of(origin: &Origin) -> u64 {
    match origin {
        Origin::Cases { first, last, .. } => last - first + 1,
        Origin::Generator { .. } => 1,
    }
}

pub struct Search<'a> {
    pub oracle: &'a dyn Oracle,
    pub subject: &'a dyn Subject,
    pub jobs: usize,
    pub deadline: Instant,
    pub progress: &'a (dyn Fn(Progress) + Sync),
}

impl std::fmt::Debug for Search<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Search").field("jobs", &self.jobs).finish_non_exhaustive()
    }
}

impl Search<'_> {
    pub fn run(&self) -> Result<Searched, Fault> {
        let state = Mutex::new(State::default());
        thread::scope(|scope| {
            for _ in 0..self.jobs.max(1) {
                scope.spawn(|| self.worker(&state));
            }
        });
        let s = state.into_inner().unwrap_or_else(|e| e.into_inner());
        if let Some((i, fault)) = s.fault {
            if s.found.as_ref().map_or(true, |f| f.index > i) {
                return Err(fault);
            }
        }
        // Tests past the failure may have finished before it was seen: a seed's report must not
        // depend on the workers' timing, so they are not counted.
        let upto = s.found.as_ref().map_or(u64::MAX, |f| f.index);
        let counted = s.done.iter().filter(|d| d.0 <= upto);
        let (tests, cases) = counted.fold((0, 0), |(t, c), d| (t + 1, c + d.1));
        let end = match (&s.found, s.stop) {
            (Some(_), _) => End::Found,
            (None, Some(end)) => end,
            (None, None) => End::Exhausted,
        };
        Ok(Searched {
            end,
            found: s.found,
            tests,
            cases,
            pass_time: (s.passing.1 > 0).then(|| s.passing.0 / s.passing.1),
            stopped: s.stopped,
        })
    }

    fn lock<'s>(state: &'s Mutex<State>) -> MutexGuard<'s, State> {
        state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Take the next test, if the search goes on.
    fn take(&self, state: &Mutex<State>) -> Option<(u64, Arc<AtomicBool>)> {
        let mut s = Self::lock(state);
        if s.stop.is_some() {
            return None;
        }
        if sys::received().is_some() {
            s.stop = Some(End::Interrupted);
            return None;
        }
        if Instant::now() >= self.deadline {
            s.stop = Some(End::Budget);
            return None;
        }
        let i = s.next;
        if s.first_event().map_or(false, |e| e < i) {
            return None;
        }
        s.next += 1;
        let cancel = Arc::new(AtomicBool::new(false));
        s.running.push((i, Arc::clone(&cancel)));
        Some((i, cancel))
    }

    fn worker(&self, state: &Mutex<State>) {
        while let Some((i, cancel)) = self.take(state) {
            let started = Instant::now();
            let outcome = self.oracle.generate(i).and_then(|test| match test {
                None => Ok(None),
                Some(t) => {
                    judge(self.oracle, self.subject, &t.input, &cancel).map(|j| Some((t, j)))
                }
            });
            let mut s = Self::lock(state);
            s.running.retain(|(j, _)| *j != i);
            match outcome {
                Ok(None) => {
                    s.stop.get_or_insert(End::Exhausted);
                }
                Ok(Some((_, Judged::Cancelled))) => {}
                Ok(Some((test, Judged::Accepted(_)))) => {
                    s.done.push((i, cases_of(&test.origin)));
                    s.cases += cases_of(&test.origin);
                    s.passing.0 += started.elapsed();
                    s.passing.1 += 1;
                }
                Ok(Some((test, Judged::Failed(evidence)))) => {
                    s.done.push((i, cases_of(&test.origin)));
                    s.cases += cases_of(&test.origin);
                    if s.first_event().map_or(true, |e| i < e) {
                        s.cancel_after(i);
                        s.found = Some(Found { index: i, test, evidence });
                    }
                }
                Err(Fault::Interrupted) => {
                    s.stop = Some(End::Interrupted);
                    s.stopped += 1;
                }
                Err(fault) => {
                    if s.first_event().map_or(true, |e| i < e) {
                        s.cancel_after(i);
                        s.fault = Some((i, fault));
                    }
                }
            }
            let tests = s.done.len() as u64;
            (self.progress)(Progress::Searching { tests, cases: s.cases });
        }
    }
}
