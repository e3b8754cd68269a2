//! Stress testing against the oracle: generate seeded cases, run them in batches, and on the first
//! disagreement isolate the failing case and shrink it to a local minimum.

use crate::oracle::{expected, Family, Model, Mutant};
use crate::process::{Exit, Program};
use crate::rng::Rng;
use crate::text::compare;
use std::fmt;
use std::io;
use std::time::{Duration, Instant};

/// What a program under test did with one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// It exited 0 and printed this.
    Printed(String),
    /// It crashed or exited non-zero (with the first line of its stderr), or ran out of time.
    Failed { exit: String, stderr: String },
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Printed(out) => f.write_str(out),
            Outcome::Failed { exit, stderr } if stderr.is_empty() => write!(f, "({})", exit),
            Outcome::Failed { exit, stderr } => write!(f, "({}; stderr: {})", exit, stderr),
        }
    }
}

/// Something that answers inputs: a real program, or a function in this process.
pub trait Subject {
    fn answer(&mut self, input: &str) -> io::Result<Outcome>;
}

/// A program run once per input, with a time limit per run.
#[derive(Debug)]
pub struct ProgramSubject {
    pub program: Program,
    pub limit: Duration,
}

impl Subject for ProgramSubject {
    fn answer(&mut self, input: &str) -> io::Result<Outcome> {
        let run = self.program.run(input.as_bytes(), self.limit)?;
        Ok(match &run.exit {
            Exit::Success => Outcome::Printed(run.stdout_text()),
            exit => Outcome::Failed { exit: exit.to_string(), stderr: run.stderr_line() },
        })
    }
}

/// A deliberately wrong solution run in-process: it parses the input with the model's validator.
#[derive(Debug)]
pub struct MutantSubject<M: Model>(pub Mutant<M::Case>);

impl<M: Model> Subject for MutantSubject<M> {
    fn answer(&mut self, input: &str) -> io::Result<Outcome> {
        Ok(match M::parse(input) {
            Ok(cases) => {
                Outcome::Printed(cases.iter().map(|c| (self.0.answer)(c) + "\n").collect())
            }
            Err(e) => Outcome::Failed { exit: "rejected its input".into(), stderr: e.to_string() },
        })
    }
}

/// How to stress.
#[derive(Debug, Clone)]
pub struct Options {
    pub cases: u64,
    pub seed: u64,
    pub families: Vec<Family>,
    /// Cases per run; `None` for the model's judge batch.
    pub batch: Option<usize>,
}

/// A disagreement, shrunk: the minimal input, what the oracle expects, and what came back.
#[derive(Debug, Clone)]
pub struct Failure<C> {
    pub cases: Vec<C>,
    pub input: String,
    pub expected: String,
    pub got: Outcome,
    /// The generated case (its index from the seed) where the failure was first seen.
    pub first_seen: u64,
    pub family: Family,
    /// How many smaller inputs were tried while shrinking.
    pub shrink_runs: usize,
}

/// How a stress session ended.
#[derive(Debug, Clone)]
pub struct Report<C> {
    pub cases_run: u64,
    pub runs: u64,
    pub elapsed: Duration,
    pub failure: Option<Failure<C>>,
}

/// The family of the `i`-th case: the listed families in turn.
fn family_of(families: &[Family], i: u64) -> Family {
    families[(i % families.len() as u64) as usize]
}

/// The `i`-th generated case of a seed: each case replayable on its own.
pub fn case_at<M: Model>(seed: u64, families: &[Family], i: u64) -> M::Case {
    M::generate(family_of(families, i), &mut Rng::derive(seed, i))
}

/// Does `subject` get these cases wrong? Returns what it printed when it does.
fn check<M: Model>(
    subject: &mut dyn Subject,
    cases: &[M::Case],
) -> io::Result<Option<(String, Outcome)>> {
    let input = M::render(cases);
    let want: String = cases.iter().map(|c| expected::<M>(c) + "\n").collect();
    let got = subject.answer(&input)?;
    let wrong = match &got {
        Outcome::Printed(out) => compare(&want, out).is_some(),
        Outcome::Failed { .. } => true,
    };
    Ok(if wrong { Some((want, got)) } else { None })
}

/// Run the stress session. `progress` hears (cases done, total) after every batch.
pub fn stress<M: Model>(
    subject: &mut dyn Subject,
    opts: &Options,
    progress: &mut dyn FnMut(u64, u64),
) -> io::Result<Report<M::Case>> {
    let started = Instant::now();
    let batch = if M::MULTI_CASE { opts.batch.unwrap_or(M::JUDGE_BATCH).max(1) as u64 } else { 1 };
    let (mut done, mut runs) = (0, 0);
    while done < opts.cases {
        let end = (done + batch).min(opts.cases);
        let cases: Vec<M::Case> =
            (done..end).map(|i| case_at::<M>(opts.seed, &opts.families, i)).collect();
        runs += 1;
        if let Some((want, got)) = check::<M>(subject, &cases)? {
            let first = first_wrong::<M>(subject, &cases, &want, &got)?;
            let index = done + first as u64;
            let failure = shrink::<M>(
                subject,
                &cases[..=first],
                &cases[first],
                index,
                family_of(&opts.families, index),
            )?;
            return Ok(Report {
                cases_run: end,
                runs,
                elapsed: started.elapsed(),
                failure: Some(failure),
            });
        }
        done = end;
        progress(done, opts.cases);
    }
    Ok(Report { cases_run: done, runs, elapsed: started.elapsed(), failure: None })
}

/// The index of the first case the batch got wrong: the first differing line, or for a crash the
/// first case that fails alone (the last case when none does: then the batch itself is the input).
fn first_wrong<M: Model>(
    subject: &mut dyn Subject,
    cases: &[M::Case],
    want: &str,
    got: &Outcome,
) -> io::Result<usize> {
    if let Outcome::Printed(out) = got {
        if let Some(m) = compare(want, out) {
            return Ok((m.line - 1).min(cases.len() - 1));
        }
    }
    for (i, case) in cases.iter().enumerate() {
        if check::<M>(subject, std::slice::from_ref(case))?.is_some() {
            return Ok(i);
        }
    }
    Ok(cases.len() - 1)
}

/// Shrink a failing input to a local minimum: no single smaller candidate still fails. Starts from
/// the failing case alone when it fails alone, else from the batch up to it (state leaking between
/// cases is a failure too), then drops cases and shrinks each case greedily.
pub fn shrink<M: Model>(
    subject: &mut dyn Subject,
    prefix: &[M::Case],
    culprit: &M::Case,
    first_seen: u64,
    family: Family,
) -> io::Result<Failure<M::Case>> {
    let mut runs = 0;
    let alone = vec![culprit.clone()];
    runs += 1;
    let (mut current, mut verdict) = match check::<M>(subject, &alone)? {
        Some(v) => (alone, v),
        None => {
            let v = check::<M>(subject, prefix)?
                .unwrap_or_else(|| (String::new(), Outcome::Printed(String::new())));
            (prefix.to_vec(), v)
        }
    };
    'improve: while runs < MAX_SHRINK_RUNS {
        for candidate in candidates::<M>(&current) {
            runs += 1;
            if let Some(v) = check::<M>(subject, &candidate)? {
                current = candidate;
                verdict = v;
                continue 'improve;
            }
        }
        break;
    }
    Ok(Failure {
        input: M::render(&current),
        cases: current,
        expected: verdict.0,
        got: verdict.1,
        first_seen,
        family,
        shrink_runs: runs,
    })
}

/// A bound on shrinking work, in case a model's shrinker takes unit steps on a huge case.
const MAX_SHRINK_RUNS: usize = 20_000;

/// One-step-smaller inputs: drop a case (if more than one), or shrink one case.
fn candidates<M: Model>(cases: &[M::Case]) -> Vec<Vec<M::Case>> {
    let mut out = Vec::new();
    if cases.len() > 1 {
        for i in 0..cases.len() {
            let mut fewer = cases.to_vec();
            fewer.remove(i);
            out.push(fewer);
        }
    }
    for (i, case) in cases.iter().enumerate() {
        for smaller in M::shrink(case) {
            let mut next = cases.to_vec();
            next[i] = smaller;
            out.push(next);
        }
    }
    out
}

/// Stress a model's mutant in-process; the tests assert every mutant is caught and shrunk.
pub fn hunt_mutant<M: Model>(
    mutant: Mutant<M::Case>,
    cases: u64,
    seed: u64,
) -> Option<Failure<M::Case>> {
    let opts = Options { cases, seed, families: Family::ALL.to_vec(), batch: None };
    let mut subject = MutantSubject::<M>(mutant);
    stress::<M>(&mut subject, &opts, &mut |_, _| {}).ok()?.failure
}
