//! The shrinker's probe: a candidate still fails when the validator accepts it and the program
//! fails on it the same way (a time limit is never shrunk into an unrelated crash). Candidates are
//! judged by a pool of workers; those the shrinker hints at run while it waits, and every answer is
//! kept by the candidate's text, so the result is the one a single worker gives. Only answers the
//! shrinker asked for count as its runs; the rest are reported as speculative.

use super::judge::{judge, Evidence, Judged};
use super::oracle::{Fault, Oracle};
use super::subject::Subject;
use super::Progress;
use crate::hash::FastMap;
use crate::shrink::{Answer, Probe, Shape};
use crate::sys;
use crate::verdict::Verdict;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::Scope;
use std::time::{Duration, Instant};

/// A candidate for a worker.
struct Job {
    id: u64,
    text: String,
    cancel: Arc<AtomicBool>,
}

/// What a worker found.
enum Attempt {
    Invalid,
    Judged(Judged),
    Fault(Fault),
}

struct Done {
    id: u64,
    text: String,
    outcome: Attempt,
    took: Duration,
}

/// An answer kept, and the evidence when it failed the wanted way.
struct Kept {
    answer: Answer,
    evidence: Option<Evidence>,
    /// Whether it cost a run of the program, and whether the shrinker has used it yet.
    ran: bool,
    used: bool,
}

/// Why shrinking stopped early.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cut {
    Budget,
    Interrupted,
    Fault(Fault),
}

pub struct Prober<'a> {
    oracle: &'a dyn Oracle,
    want: Verdict,
    deadline: Instant,
    workers: usize,
    jobs: Sender<Job>,
    done: Receiver<Done>,
    kept: FastMap<String, Kept>,
    /// Candidates being judged, with the id of their job and the flag that cancels it.
    in_flight: FastMap<String, (u64, Arc<AtomicBool>)>,
    next_id: u64,
    /// Time spent on passing and on failing candidates, and how many of each.
    passing: (Duration, u32),
    failing: (Duration, u32),
    progress: &'a (dyn Fn(Progress) + Sync),
    pub used: u64,
    pub ran: u64,
    /// Candidates dropped because a helper failed on them.
    pub helper_faults: u64,
    pub cut: Option<Cut>,
}

impl<'a> Prober<'a> {
    /// A prober with `workers` threads in `scope`, judging as `subject` fails with `want`.
    /// `costs` seeds the cost model: a passing run's time, and the failing run's.
    #[allow(clippy::too_many_arguments)]
    pub fn start<'scope>(
        scope: &'scope Scope<'scope, '_>,
        oracle: &'a dyn Oracle,
        subject: &'a dyn Subject,
        want: Verdict,
        workers: usize,
        deadline: Instant,
        costs: (Option<Duration>, Duration),
        progress: &'a (dyn Fn(Progress) + Sync),
    ) -> Prober<'a>
    where
        'a: 'scope,
    {
        let (jobs, queue) = mpsc::channel::<Job>();
        let (tell, done) = mpsc::channel::<Done>();
        let queue = Arc::new(Mutex::new(queue));
        for _ in 0..workers.max(1) {
            let (queue, tell) = (Arc::clone(&queue), tell.clone());
            scope.spawn(move || work(oracle, subject, &queue, &tell));
        }
        let passing = costs.0.map_or((Duration::ZERO, 0), |t| (t, 1));
        Prober {
            oracle,
            want,
            deadline,
            workers: workers.max(1),
            jobs,
            done,
            kept: FastMap::default(),
            in_flight: FastMap::default(),
            next_id: 0,
            passing,
            failing: (costs.1, 1),
            progress,
            used: 0,
            ran: 0,
            helper_faults: 0,
            cut: None,
        }
    }

    /// The evidence of a failing text the prober has seen.
    pub fn evidence(&self, text: &str) -> Option<&Evidence> {
        self.kept.get(text).and_then(|k| k.evidence.as_ref())
    }

    /// Keep what the program did on `text` (the failure the search found).
    pub fn keep_failure(&mut self, evidence: Evidence) {
        let text = evidence.input.clone();
        self.kept.insert(
            text,
            Kept { answer: Answer::Fails, evidence: Some(evidence), ran: true, used: true },
        );
    }

    fn submit(&mut self, text: &str) {
        let cancel = Arc::new(AtomicBool::new(false));
        self.next_id += 1;
        let id = self.next_id;
        self.in_flight.insert(text.to_string(), (id, Arc::clone(&cancel)));
        let _ = self.jobs.send(Job { id, text: text.to_string(), cancel });
    }

    /// Whether `text` is being judged by a job not cancelled.
    fn running(&self, text: &str) -> bool {
        self.in_flight.get(text).map_or(false, |(_, c)| !c.load(Ordering::Relaxed))
    }

    /// Take in a worker's result.
    fn absorb(&mut self, d: Done) {
        if self.in_flight.get(&d.text).map_or(false, |(id, _)| *id == d.id) {
            self.in_flight.remove(&d.text);
        }
        let (answer, evidence, ran) = match d.outcome {
            Attempt::Invalid => (Answer::Invalid, None, false),
            Attempt::Judged(Judged::Cancelled) => return,
            Attempt::Judged(Judged::Accepted(_)) => (Answer::Passes, None, true),
            Attempt::Judged(Judged::Failed(e)) if e.verdict == self.want => {
                (Answer::Fails, Some(e), true)
            }
            Attempt::Judged(Judged::Failed(_)) => (Answer::Passes, None, true),
            Attempt::Fault(Fault::Helper(_)) => {
                self.helper_faults += 1;
                (Answer::Passes, None, false)
            }
            Attempt::Fault(Fault::Interrupted) => {
                self.cut.get_or_insert(Cut::Interrupted);
                return;
            }
            Attempt::Fault(f) => {
                self.cut.get_or_insert(Cut::Fault(f));
                return;
            }
        };
        if ran {
            self.ran += 1;
            let bucket =
                if answer == Answer::Fails { &mut self.failing } else { &mut self.passing };
            bucket.0 += d.took;
            bucket.1 += 1;
        }
        self.kept.insert(d.text, Kept { answer, evidence, ran, used: false });
    }

    /// Stop everything in flight.
    fn cancel_all(&mut self) {
        for (_, cancel) in self.in_flight.values() {
            cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Whether shrinking must stop now (the budget, an interrupt, a fault).
    fn must_stop(&mut self) -> bool {
        if self.cut.is_none() {
            if sys::received().is_some() {
                self.cut = Some(Cut::Interrupted);
            } else if Instant::now() >= self.deadline {
                self.cut = Some(Cut::Budget);
            }
        }
        if self.cut.is_some() {
            self.cancel_all();
        }
        self.cut.is_some()
    }

    /// The answer for an input's text.
    pub fn test_text(&mut self, text: &str) -> Answer {
        while !self.kept.contains_key(text) {
            if self.must_stop() {
                return Answer::Stop;
            }
            if !self.running(text) {
                self.submit(text);
            }
            match self.done.recv_timeout(Duration::from_millis(20)) {
                Ok(d) => self.absorb(d),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => self.cut = Some(Cut::Interrupted),
            }
        }
        let kept = self.kept.get_mut(text).expect("kept above");
        if kept.ran && !kept.used {
            self.used += 1;
        }
        kept.used = true;
        let answer = kept.answer;
        (self.progress)(Progress::Shrinking { runs: self.used, bytes: text.len() });
        answer
    }
}

impl std::fmt::Debug for Prober<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prober")
            .field("used", &self.used)
            .field("ran", &self.ran)
            .finish_non_exhaustive()
    }
}

impl Probe for Prober<'_> {
    fn test(&mut self, candidate: &Shape) -> Answer {
        match self.oracle.text(candidate) {
            // No judge's input is empty: not worth a validator's run.
            Some(text) if !text.trim().is_empty() => self.test_text(&text),
            _ => Answer::Invalid,
        }
    }

    fn hint(&mut self, next: &[Shape]) {
        let texts: Vec<String> = next.iter().filter_map(|s| self.oracle.text(s)).collect();
        // Hints replace hints: what is in flight and no longer hinted is cancelled.
        for (text, (_, cancel)) in &self.in_flight {
            if !texts.contains(text) {
                cancel.store(true, Ordering::Relaxed);
            }
        }
        while let Ok(d) = self.done.try_recv() {
            self.absorb(d);
        }
        for text in texts {
            let busy = self.in_flight.values().filter(|(_, c)| !c.load(Ordering::Relaxed)).count();
            if busy + 1 >= self.workers {
                break;
            }
            if !self.kept.contains_key(&text) && !self.running(&text) {
                self.submit(&text);
            }
        }
    }

    fn lookahead(&self) -> usize {
        self.workers - 1
    }

    fn cost_ratio(&self) -> f64 {
        let mean = |(t, n): (Duration, u32)| t.as_secs_f64() / f64::from(n.max(1));
        let pass = mean(self.passing).max(1e-4);
        mean(self.failing) / pass
    }
}

impl Drop for Prober<'_> {
    fn drop(&mut self) {
        self.cancel_all();
    }
}

/// A worker: judge candidates until the prober goes.
fn work(
    oracle: &dyn Oracle,
    subject: &dyn Subject,
    queue: &Mutex<Receiver<Job>>,
    tell: &Sender<Done>,
) {
    loop {
        let job = match queue.lock().unwrap_or_else(|e| e.into_inner()).recv() {
            Ok(job) => job,
            Err(_) => return,
        };
        let started = Instant::now();
        let outcome = if job.cancel.load(Ordering::Relaxed) {
            Attempt::Judged(Judged::Cancelled)
        } else {
            match oracle.invalid(&job.text) {
                Ok(Some(_)) => Attempt::Invalid,
                Ok(None) => match judge(oracle, subject, &job.text, &job.cancel) {
                    Ok(j) => Attempt::Judged(j),
                    Err(f) => Attempt::Fault(f),
                },
                Err(f) => Attempt::Fault(f),
            }
        };
        let done = Done { id: job.id, text: job.text, outcome, took: started.elapsed() };
        if tell.send(done).is_err() {
            return;
        }
    }
}
