//! Stress testing: generate seeded inputs, run them, and on the first failure shrink the input with
//! the one shrinker ([`crate::shrink`]). Two oracles: a problem's model (its brute force or
//! reference, cases batched as the judge's format allows), or, for a problem without a model, a
//! user's generator, brute force and optional validator and checker ([`stress_custom`]).
//!
//! A failure has a kind (wrong answer, runtime error, time limit, output flood); a shrink step is
//! kept only when the smaller input fails with the same kind, so a time limit is never shrunk into
//! an unrelated crash, and the shown input reproduces the shown verdict. Every candidate is checked
//! by the validator (the model's `parse`, or the user's `--validator`) before anything runs it.
//! A deadline (the command's budget) stops the search or the shrinking where it is.

use crate::oracle::{expected, Family, Model, Mutant};
use crate::process::{Exit, Program, Run};
use crate::rng::Rng;
use crate::shrink::{self, minimize, shape_text, text_shape, Shape, Verdict};
use crate::text::{compare, Mismatch};
use std::fmt;
use std::fs;
use std::io;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What a program under test did with one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// It exited 0 and printed this.
    Printed(String),
    /// It crashed or exited non-zero (with the first line of its stderr).
    Crashed { exit: String, stderr: String },
    /// It was still running at the time limit, and was killed.
    TimedOut { limit: Duration },
    /// It wrote more than the output cap, and was killed.
    Flooded,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Printed(out) => f.write_str(out),
            Outcome::Crashed { exit, stderr } if stderr.is_empty() => write!(f, "({})", exit),
            Outcome::Crashed { exit, stderr } => write!(f, "({}; stderr: {})", exit, stderr),
            Outcome::TimedOut { limit } => {
                write!(f, "(still running after {} ms: killed)", limit.as_millis())
            }
            Outcome::Flooded => write!(f, "({})", Exit::Flooded),
        }
    }
}

impl Outcome {
    /// What a run of a program under test shows.
    pub fn of(run: &Run, limit: Duration) -> Outcome {
        match &run.exit {
            Exit::Success => Outcome::Printed(run.stdout_text()),
            Exit::TimedOut => Outcome::TimedOut { limit },
            Exit::Flooded => Outcome::Flooded,
            exit => Outcome::Crashed { exit: crash_text(exit), stderr: run.stderr_line() },
        }
    }
}

/// An exit that is a crash, in words: a shell reports a program killed by signal n as exit code
/// 128 + n, so that is named too ("exit code 134 = signal 6, SIGABRT").
fn crash_text(exit: &Exit) -> String {
    let name = |s: i32| match s {
        4 => ", SIGILL",
        6 => ", SIGABRT",
        7 => ", SIGBUS",
        8 => ", SIGFPE",
        9 => ", SIGKILL",
        11 => ", SIGSEGV",
        13 => ", SIGPIPE",
        _ => "",
    };
    match *exit {
        Exit::Signal(s) => format!("{}{}", exit, name(s)),
        Exit::Code(c) if (129..160).contains(&c) => {
            format!("{} = signal {}{}", exit, c - 128, name(c - 128))
        }
        _ => exit.to_string(),
    }
}

/// Run once more after a time limit, and count it only if it happens again: on a loaded machine
/// any run can stall once, and a stalled run taken for a failure would lead the shrinker astray.
fn confirmed<E>(mut run: impl FnMut() -> Result<Outcome, E>) -> Result<Outcome, E> {
    match run()? {
        Outcome::TimedOut { .. } => run(),
        other => Ok(other),
    }
}

/// The kind of a failure: shrinking keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    WrongAnswer,
    RuntimeError,
    TimeLimit,
    OutputLimit,
}

impl Kind {
    /// The judges' abbreviation.
    pub fn short(self) -> &'static str {
        match self {
            Kind::WrongAnswer => "WA",
            Kind::RuntimeError => "RE",
            Kind::TimeLimit => "TLE",
            Kind::OutputLimit => "OLE",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::WrongAnswer => "wrong answer",
            Kind::RuntimeError => "runtime error",
            Kind::TimeLimit => "time limit exceeded",
            Kind::OutputLimit => "output limit exceeded",
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
        run.started(&self.program)?;
        Ok(Outcome::of(&run, self.limit))
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
            Err(e) => Outcome::Crashed { exit: "rejected its input".into(), stderr: e.to_string() },
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

/// Where a session is, for a progress line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    Searching { done: u64, total: u64 },
    Shrinking { runs: usize, bytes: usize },
}

/// The session's deadline (the budget) and who hears its progress.
pub struct Watch<'a> {
    pub deadline: Option<Instant>,
    pub progress: &'a mut dyn FnMut(Progress),
}

impl fmt::Debug for Watch<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Watch").field("deadline", &self.deadline).finish_non_exhaustive()
    }
}

impl Watch<'_> {
    fn expired(&self) -> bool {
        self.deadline.map_or(false, |d| Instant::now() >= d)
    }
}

/// A failing input and what it did: the same for both oracles.
#[derive(Debug, Clone)]
pub struct Evidence {
    pub input: String,
    pub expected: String,
    pub got: Outcome,
    pub kind: Kind,
    /// Why a printed output is wrong: the first differing line, or the checker's word.
    pub why: Option<String>,
}

/// A disagreement, shrunk: the minimal input, what the oracle expects, and what came back.
#[derive(Debug, Clone)]
pub struct Failure<C> {
    pub cases: Vec<C>,
    pub input: String,
    pub expected: String,
    pub got: Outcome,
    pub kind: Kind,
    pub mismatch: Option<Mismatch>,
    /// The generated case (its index from the seed) where the failure was first seen: the last of
    /// its run when the run as a whole failed (a crash or a time limit).
    pub first_seen: u64,
    /// The first case of that run.
    pub run_from: u64,
    pub family: Family,
    /// How many smaller inputs were run while shrinking.
    pub shrink_runs: usize,
    /// False when the budget stopped the shrinking: smaller failing inputs may exist.
    pub minimal: bool,
}

impl<C> Failure<C> {
    pub fn evidence(&self) -> Evidence {
        Evidence {
            input: self.input.clone(),
            expected: self.expected.clone(),
            got: self.got.clone(),
            kind: self.kind,
            why: self.mismatch.as_ref().map(Mismatch::to_string),
        }
    }
}

/// How a stress session ended.
#[derive(Debug, Clone)]
pub struct Report<F> {
    pub cases_run: u64,
    pub runs: u64,
    pub elapsed: Duration,
    /// The budget ran out before every case was run (and nothing failed).
    pub out_of_time: bool,
    pub failure: Option<F>,
}

/// The family of the `i`-th case: the listed families in turn.
fn family_of(families: &[Family], i: u64) -> Family {
    families[(i % families.len() as u64) as usize]
}

/// The `i`-th generated case of a seed: each case replayable on its own.
pub fn case_at<M: Model>(seed: u64, families: &[Family], i: u64) -> M::Case {
    M::generate(family_of(families, i), &mut Rng::derive(seed, i))
}

/// A failure's kind and evidence, or `None` when `got` is right.
struct Found {
    kind: Kind,
    expected: String,
    got: Outcome,
    mismatch: Option<Mismatch>,
}

fn judge(expected: String, got: Outcome) -> Option<Found> {
    let (kind, mismatch) = match &got {
        Outcome::Printed(out) => (Kind::WrongAnswer, Some(compare(&expected, out)?)),
        Outcome::Crashed { .. } => (Kind::RuntimeError, None),
        Outcome::TimedOut { .. } => (Kind::TimeLimit, None),
        Outcome::Flooded => (Kind::OutputLimit, None),
    };
    Some(Found { kind, expected, got, mismatch })
}

/// Does `subject` get these cases wrong?
fn check<M: Model>(subject: &mut dyn Subject, cases: &[M::Case]) -> io::Result<Option<Found>> {
    let want: String = cases.iter().map(|c| expected::<M>(c) + "\n").collect();
    let input = M::render(cases);
    Ok(judge(want, confirmed(|| subject.answer(&input))?))
}

/// The cases a shape stands for, when they make an input the model's validator accepts (and one
/// the format can hold: one case for a one-game format).
fn decode<M: Model>(shape: &Shape) -> Option<Vec<M::Case>> {
    let cases: Vec<M::Case> = shape.items()?.iter().map(M::from_shape).collect::<Option<_>>()?;
    let fits = !cases.is_empty() && (M::MULTI_CASE || cases.len() == 1);
    (fits && M::parse(&M::render(&cases)).ok()? == cases).then_some(cases)
}

/// The valid cases one shrink step below `case` (see [`shrink::neighbours`]): a shrunk failure is
/// minimal when none of them fails.
pub fn smaller_cases<M: Model>(case: &M::Case) -> Vec<M::Case> {
    shrink::neighbours(&M::shape(case))
        .iter()
        .filter_map(|s| decode::<M>(&Shape::List(vec![s.clone()])))
        .map(|mut cases| cases.remove(0))
        .collect()
}

/// Run the stress session. `progress` hears (cases done, total) after every batch.
pub fn stress<M: Model>(
    subject: &mut dyn Subject,
    opts: &Options,
    progress: &mut dyn FnMut(u64, u64),
) -> io::Result<Report<Failure<M::Case>>> {
    let mut hear = |p: Progress| {
        if let Progress::Searching { done, total } = p {
            progress(done, total);
        }
    };
    stress_watched::<M>(subject, opts, &mut Watch { deadline: None, progress: &mut hear })
}

/// Run the stress session under a deadline, telling `watch` how it goes.
pub fn stress_watched<M: Model>(
    subject: &mut dyn Subject,
    opts: &Options,
    watch: &mut Watch<'_>,
) -> io::Result<Report<Failure<M::Case>>> {
    let started = Instant::now();
    let batch = if M::MULTI_CASE { opts.batch.unwrap_or(M::JUDGE_BATCH).max(1) as u64 } else { 1 };
    let (mut done, mut runs) = (0, 0);
    while done < opts.cases {
        if watch.expired() {
            return Ok(Report {
                cases_run: done,
                runs,
                elapsed: started.elapsed(),
                out_of_time: true,
                failure: None,
            });
        }
        let end = (done + batch).min(opts.cases);
        let cases: Vec<M::Case> =
            (done..end).map(|i| case_at::<M>(opts.seed, &opts.families, i)).collect();
        runs += 1;
        if let Some(found) = check::<M>(subject, &cases)? {
            // A wrong line names its case: try it alone first (state leaking between cases is a
            // failure too, so the batch up to it is the fallback). Other failures shrink the batch.
            let kind = found.kind;
            let mut start = (cases.clone(), found);
            let mut first = cases.len() - 1;
            if let Some(m) = &start.1.mismatch {
                first = (m.line - 1).min(cases.len() - 1);
                let alone = vec![cases[first].clone()];
                let prefix = cases[..=first].to_vec();
                for candidate in [alone, prefix] {
                    runs += 1;
                    match check::<M>(subject, &candidate)? {
                        Some(f) if f.kind == kind => {
                            start = (candidate, f);
                            break;
                        }
                        _ => {}
                    }
                }
            }
            let index = done + first as u64;
            let mut failure = shrink_cases::<M>(subject, start, watch)?;
            failure.first_seen = index;
            failure.run_from = done;
            failure.family = family_of(&opts.families, index);
            return Ok(Report {
                cases_run: end,
                runs,
                elapsed: started.elapsed(),
                out_of_time: false,
                failure: Some(failure),
            });
        }
        done = end;
        (watch.progress)(Progress::Searching { done, total: opts.cases });
    }
    Ok(Report {
        cases_run: done,
        runs,
        elapsed: started.elapsed(),
        out_of_time: false,
        failure: None,
    })
}

/// Shrink failing cases with the one shrinker: the cases are a list (chunks of cases dropped),
/// each case its model's shape. Keeps only candidates the validator accepts that fail the same way.
fn shrink_cases<M: Model>(
    subject: &mut dyn Subject,
    (start, found): (Vec<M::Case>, Found),
    watch: &mut Watch<'_>,
) -> io::Result<Failure<M::Case>> {
    let mut runs = 0;
    let mut best = found;
    let mut error = None;
    let shape = Shape::List(start.iter().map(M::shape).collect());
    let shrunk = minimize(shape, &mut |candidate| {
        if watch.expired() {
            return Verdict::Stop;
        }
        let cases = match decode::<M>(candidate) {
            Some(c) => c,
            None => return Verdict::Passes,
        };
        runs += 1;
        (watch.progress)(Progress::Shrinking { runs, bytes: M::render(&cases).len() });
        match check::<M>(subject, &cases) {
            Ok(Some(f)) if f.kind == best.kind => {
                best = f;
                Verdict::Fails
            }
            Ok(_) => Verdict::Passes,
            Err(e) => {
                error = Some(e);
                Verdict::Stop
            }
        }
    });
    if let Some(e) = error {
        return Err(e);
    }
    let cases = decode::<M>(&shrunk.shape).unwrap_or(start);
    Ok(Failure {
        input: M::render(&cases),
        cases,
        expected: best.expected,
        got: best.got,
        kind: best.kind,
        mismatch: best.mismatch,
        first_seen: 0,
        run_from: 0,
        family: Family::Small,
        shrink_runs: runs,
        minimal: shrunk.minimal,
    })
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

/// Stress testing a problem without a model: the user's programs.
#[derive(Debug, Clone)]
pub struct Custom {
    /// Run as `gen SEED SIZE`; prints one input.
    pub generator: Program,
    /// Its output is the expected one.
    pub brute: Program,
    /// The program under test.
    pub program: Program,
    /// Exit 0 when the input on its stdin is valid.
    pub validator: Option<Program>,
    /// Run as `checker INPUT_FILE OUTPUT_FILE EXPECTED_FILE`; exit 0 accepts.
    pub checker: Option<Program>,
    /// The time limit of the program under test.
    pub limit: Duration,
    /// The time limit of the generator, brute force, validator and checker.
    pub helper_limit: Duration,
    /// A directory for the checker's files.
    pub work: PathBuf,
}

/// How to stress a problem without a model.
#[derive(Debug, Clone, Copy)]
pub struct CustomOptions {
    pub cases: u64,
    pub seed: u64,
    /// Sizes grow from 1 to this over the session.
    pub max_size: u64,
}

/// A failure of a custom session, shrunk.
#[derive(Debug, Clone)]
pub struct CustomFailure {
    pub evidence: Evidence,
    /// The generator's arguments where it was found, and after shrinking over them.
    pub found_at: (u64, u64),
    pub smallest_at: (u64, u64),
    pub shrink_runs: usize,
    pub minimal: bool,
}

/// The generator's size for the `i`-th of `cases` cases: from 1 up to `max_size`.
pub fn size_at(opts: &CustomOptions, i: u64) -> u64 {
    1 + (u128::from(i) * u128::from(opts.max_size) / u128::from(opts.cases.max(1))) as u64
}

impl Custom {
    /// Run a helper program; an error (one line, naming it) unless it exits 0.
    fn helper(
        &self,
        what: &str,
        program: &Program,
        input: &str,
        about: &str,
    ) -> Result<Run, String> {
        let run = program.run(input.as_bytes(), self.helper_limit).map_err(|e| e.to_string())?;
        run.started(program).map_err(|e| e.to_string())?;
        if run.exit != Exit::Success {
            let said = run.stderr_line();
            return Err(format!(
                "the {} `{}` failed ({}) on {}{}",
                what,
                program,
                crash_text(&run.exit),
                about,
                if said.is_empty() { String::new() } else { format!(": {}", said) }
            ));
        }
        Ok(run)
    }

    /// The generator's input for (seed, size).
    fn generate(&self, seed: u64, size: u64) -> Result<String, String> {
        let gen = self.generator.with_args(&[seed.to_string(), size.to_string()]);
        let about = format!("seed {} size {}", seed, size);
        let input = self.helper("generator", &gen, "", &about)?.stdout_text();
        if input.trim().is_empty() {
            return Err(format!(
                "the generator `{}` printed nothing for {}",
                self.generator, about
            ));
        }
        Ok(input)
    }

    /// Does the validator (if any) accept `input`? `Err` only when it cannot run at all.
    fn valid(&self, input: &str) -> Result<Result<(), String>, String> {
        let v = match &self.validator {
            Some(v) => v,
            None => return Ok(Ok(())),
        };
        let run = v.run(input.as_bytes(), self.helper_limit).map_err(|e| e.to_string())?;
        run.started(v).map_err(|e| e.to_string())?;
        Ok(if run.exit == Exit::Success {
            Ok(())
        } else {
            let mut said = run.stderr_line();
            if said.is_empty() {
                said = run.stdout_text().lines().next().unwrap_or("").to_string();
            }
            Err(format!(
                "{}{}",
                run.exit,
                if said.is_empty() { String::new() } else { format!(": {}", said) }
            ))
        })
    }

    /// Run the brute force and the program on `input` and judge; `Err` when a helper fails (not
    /// the program's fault) or a program cannot start.
    fn judge(&self, input: &str, about: &str) -> Result<Option<Evidence>, String> {
        let brute = self
            .helper("brute force", &self.brute, input, about)
            .map_err(|e| format!("{} — not your program's fault", e))?;
        let expected = brute.stdout_text();
        let got = confirmed(|| {
            let run = self.program.run(input.as_bytes(), self.limit).map_err(|e| e.to_string())?;
            run.started(&self.program).map_err(|e| e.to_string())?;
            Ok::<_, String>(Outcome::of(&run, self.limit))
        })?;
        let (kind, why) = match &got {
            Outcome::Printed(out) => match &self.checker {
                None => match compare(&expected, out) {
                    None => return Ok(None),
                    Some(m) => (Kind::WrongAnswer, Some(m.to_string())),
                },
                Some(checker) => match self.check(checker, input, out, &expected)? {
                    None => return Ok(None),
                    Some(word) => (Kind::WrongAnswer, Some(word)),
                },
            },
            Outcome::Crashed { .. } => (Kind::RuntimeError, None),
            Outcome::TimedOut { .. } => (Kind::TimeLimit, None),
            Outcome::Flooded => (Kind::OutputLimit, None),
        };
        Ok(Some(Evidence { input: input.to_string(), expected, got, kind, why }))
    }

    /// The checker's verdict: `None` when it accepts, else its first line of explanation.
    fn check(
        &self,
        checker: &Program,
        input: &str,
        output: &str,
        expected: &str,
    ) -> Result<Option<String>, String> {
        let io_err = |e: io::Error| {
            format!("cannot write the checker's files in {}: {}", self.work.display(), e)
        };
        fs::create_dir_all(&self.work).map_err(io_err)?;
        let files = [("input", input), ("output", output), ("expected", expected)];
        let mut args = Vec::new();
        for (name, text) in files {
            let path = self.work.join(name);
            fs::write(&path, text).map_err(io_err)?;
            args.push(path.display().to_string());
        }
        let program = checker.with_args(&args);
        let run = program.run(b"", self.helper_limit).map_err(|e| e.to_string())?;
        run.started(checker).map_err(|e| e.to_string())?;
        Ok(match run.exit {
            Exit::Success => None,
            Exit::Code(_) => {
                let said = [run.stdout_text(), String::from_utf8_lossy(&run.stderr).into_owned()]
                    .iter()
                    .find_map(|t| t.lines().find(|l| !l.trim().is_empty()).map(str::to_string));
                Some(format!(
                    "the checker rejects it: {}",
                    said.unwrap_or_else(|| "(no reason given)".into())
                ))
            }
            exit => {
                return Err(format!(
                    "the checker `{}` failed ({}) — not your program's fault",
                    checker, exit
                ))
            }
        })
    }
}

/// Stress the user's program against the brute force on generated inputs of growing size. `Err`
/// is a one-line explanation of why the session cannot go on (a helper failed, a program cannot
/// start): not a failure of the program under test.
pub fn stress_custom(
    custom: &Custom,
    opts: &CustomOptions,
    watch: &mut Watch<'_>,
) -> Result<Report<CustomFailure>, String> {
    let started = Instant::now();
    let mut runs = 0;
    for i in 0..opts.cases {
        if watch.expired() {
            return Ok(Report {
                cases_run: i,
                runs,
                elapsed: started.elapsed(),
                out_of_time: true,
                failure: None,
            });
        }
        let (seed, size) = (opts.seed.wrapping_add(i), size_at(opts, i));
        let about = format!("seed {} size {}", seed, size);
        let input = custom.generate(seed, size)?;
        if let Err(why) = custom.valid(&input)? {
            return Err(format!(
                "the validator rejects the generator's input for {} ({})",
                about, why
            ));
        }
        runs += 1;
        if let Some(evidence) = custom.judge(&input, &about)? {
            let failure = shrink_custom(custom, evidence, (seed, size), watch);
            return Ok(Report {
                cases_run: i + 1,
                runs,
                elapsed: started.elapsed(),
                out_of_time: false,
                failure: Some(failure),
            });
        }
        (watch.progress)(Progress::Searching { done: i + 1, total: opts.cases });
    }
    Ok(Report {
        cases_run: opts.cases,
        runs,
        elapsed: started.elapsed(),
        out_of_time: false,
        failure: None,
    })
}

/// How many seeds are tried at each size while shrinking over (size, seed).
const SEEDS_PER_SIZE: u64 = 8;

/// Shrink a custom failure: first the smallest generator size that still fails (bisection, a few
/// seeds per size), then, with a validator, the text itself (lines and tokens dropped, integers
/// bisected toward 0) through the one shrinker. Helpers failing on a candidate drop the candidate.
fn shrink_custom(
    custom: &Custom,
    found: Evidence,
    at: (u64, u64),
    watch: &mut Watch<'_>,
) -> CustomFailure {
    let mut runs = 0;
    let kind = found.kind;
    let mut best = (found.clone(), at);
    let mut stopped = false;
    let attempt = |input: &str, about: &str, runs: &mut usize, watch: &mut Watch<'_>| {
        *runs += 1;
        (watch.progress)(Progress::Shrinking { runs: *runs, bytes: input.len() });
        match custom.valid(input) {
            Ok(Ok(())) => {}
            _ => return None,
        }
        custom.judge(input, about).ok().flatten().filter(|e| e.kind == kind)
    };
    let (mut lo, mut hi) = (0, at.1);
    while hi - lo > 1 && !stopped {
        let mid = lo + (hi - lo) / 2;
        let mut failed = false;
        for k in 0..SEEDS_PER_SIZE {
            if watch.expired() {
                stopped = true;
                break;
            }
            let seed = at.0.wrapping_add(k);
            let input = match custom.generate(seed, mid) {
                Ok(i) => i,
                Err(_) => continue,
            };
            let about = format!("seed {} size {}", seed, mid);
            if let Some(e) = attempt(&input, &about, &mut runs, watch) {
                best = (e, (seed, mid));
                failed = true;
                break;
            }
        }
        if failed {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let smallest_at = best.1;
    let mut evidence = best.0;
    if custom.validator.is_some() && !stopped {
        let shape = text_shape(&evidence.input);
        let about = "a shrunk input".to_string();
        let shrunk = minimize(shape, &mut |candidate| {
            if watch.expired() {
                return Verdict::Stop;
            }
            let text = match shape_text(candidate) {
                Some(t) => t,
                None => return Verdict::Passes,
            };
            match attempt(&text, &about, &mut runs, watch) {
                Some(e) => {
                    evidence = e;
                    Verdict::Fails
                }
                None => Verdict::Passes,
            }
        });
        stopped = !shrunk.minimal;
    }
    CustomFailure { evidence, found_at: at, smallest_at, shrink_runs: runs, minimal: !stopped }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::nod1067::Nod1067;

    /// A nod1067 solver in-process with planted faults: `fault(n)` says what it does on a pile
    /// instead of answering.
    struct Planted<F: FnMut(u64) -> Option<Outcome>> {
        fault: F,
        runs: usize,
    }

    impl<F: FnMut(u64) -> Option<Outcome>> Subject for Planted<F> {
        fn answer(&mut self, input: &str) -> io::Result<Outcome> {
            self.runs += 1;
            let cases = Nod1067::parse(input).expect("only valid inputs are run");
            // A crash anywhere ends the run; else the first other fault shows.
            let faults: Vec<Outcome> = cases.iter().filter_map(|c| (self.fault)(c.n)).collect();
            if let Some(f) = faults.iter().find(|f| matches!(f, Outcome::Crashed { .. })) {
                return Ok(f.clone());
            }
            if let Some(f) = faults.into_iter().next() {
                return Ok(f);
            }
            Ok(Outcome::Printed(cases.iter().map(|c| expected::<Nod1067>(c) + "\n").collect()))
        }
    }

    fn opts() -> Options {
        Options { cases: 20_000, seed: 3, families: Family::ALL.to_vec(), batch: None }
    }

    #[test]
    fn a_failure_keeps_its_kind_while_shrinking() {
        // A crash above 1000, a wrong answer from 50 to 1000: the crash must not slide into the
        // wrong answer, which is smaller.
        let crash = Outcome::Crashed { exit: "signal 6".into(), stderr: String::new() };
        let mut subject = Planted {
            fault: |n| match n {
                1001.. => Some(crash.clone()),
                50..=1000 => Some(Outcome::Printed("X\n".into())),
                _ => None,
            },
            runs: 0,
        };
        let report = stress::<Nod1067>(&mut subject, &opts(), &mut |_, _| {}).unwrap();
        let f = report.failure.unwrap();
        assert_eq!((f.kind, f.input.as_str(), f.minimal), (Kind::RuntimeError, "1\n1001\n", true));
        assert!(f.shrink_runs <= 70, "{} runs", f.shrink_runs);
    }

    #[test]
    fn a_time_limit_counts_only_when_it_happens_twice() {
        let limit = Duration::from_millis(1);
        // Every 7th run stalls once: nothing is wrong.
        let mut stalls = Planted { fault: |_| None, runs: 0 };
        let mut count = 0;
        let mut flaky = |input: &str| {
            count += 1;
            if count % 7 == 0 {
                Ok(Outcome::TimedOut { limit })
            } else {
                stalls.answer(input)
            }
        };
        for i in 0..50 {
            let input = format!("1\n{}\n", i + 1);
            let got = confirmed(|| flaky(&input)).unwrap();
            assert!(matches!(got, Outcome::Printed(_)), "{:?}", got);
        }
        // A program that hangs above 10^6 is a time limit, shrunk to the threshold.
        let mut hangs = Planted {
            fault: |n| if n > 1_000_000 { Some(Outcome::TimedOut { limit }) } else { None },
            runs: 0,
        };
        let f = stress::<Nod1067>(&mut hangs, &opts(), &mut |_, _| {}).unwrap().failure.unwrap();
        assert_eq!((f.kind, f.input.as_str()), (Kind::TimeLimit, "1\n1000001\n"));
    }

    #[test]
    fn the_deadline_stops_the_search_and_the_shrinking() {
        let mut right = Planted { fault: |_| None, runs: 0 };
        let mut hear = |_| {};
        let mut watch = Watch { deadline: Some(Instant::now()), progress: &mut hear };
        let report = stress_watched::<Nod1067>(&mut right, &opts(), &mut watch).unwrap();
        assert!(report.out_of_time && report.failure.is_none() && report.cases_run == 0);

        let mut crashes = Planted {
            fault: |n| {
                (n > 5).then(|| Outcome::Crashed { exit: "x".into(), stderr: String::new() })
            },
            runs: 0,
        };
        let mut seen = 0;
        let deadline = Instant::now() + Duration::from_secs(3600);
        let mut hear = |p| {
            if let Progress::Shrinking { .. } = p {
                seen += 1;
            }
        };
        let mut watch = Watch { deadline: Some(deadline), progress: &mut hear };
        let f = stress_watched::<Nod1067>(&mut crashes, &opts(), &mut watch).unwrap();
        assert_eq!(f.failure.unwrap().input, "1\n6\n");
        assert!(seen > 0);
    }
}
