//! `grundy test-samples [ID…] [--cmd "<command>"]`: run a program (our solution, or the user's
//! command) on every sample of a problem and judge it the way a judge does: compared by lines,
//! tokens or bytes, by a checker, or played against an interactor. One line per sample, a summary
//! line, non-zero exit on any failure.
//!
//! Where the samples are: our problems' `samples/<id>/` (wherever the repository is), `--samples
//! DIR`, or — with no id — the folder a download tool left (`./test/`, oj's layout, else the
//! current folder's `*.in`). A user's program is judged on the samples inside the judge's bounds:
//! `beyond-*` samples (past the judge's bounds, which our solutions accept) are skipped and counted
//! unless `--all`.

pub mod folder;

pub use folder::{beyond, sample_names, samples_in, scan, Sample};

use super::args::{Args, MemoryArgs};
use super::paths::{caller_dir, from_caller, our_program, our_samples, user_program, written};
use super::term::{colour, Paint};
use crate::compare::{differ, float_hint, Mode, SHOWN_WIDTH};
use crate::oracle::IDS;
use crate::process::{Exit, Program, RunError};
use crate::source::CommandError;
use crate::sys;
use crate::testlib::{self, HelperError};
use crate::text::shorten;
use crate::verdict::{how_it_ended, mib, run_as_judge, Verdict};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

pub const HELP: &str = "\
usage: grundy test-samples [ID…] [--cmd \"<command>\"] [--samples DIR] [--all] [--compare MODE] [--float EPS] [--checker \"<command>\"] [--interactor \"<command>\"] [--limit-ms N] [--memory-mb N] [--bins DIR]

Run a program on every sample and judge it as a judge does. One line a sample (AC, WA, RE, TLE,
OLE), then an 'N passed, M failed' line; exit 1 on any failure.

Which samples: with ids, our samples of those problems (every problem without ids or --cmd); with
--samples DIR, the pairs in DIR (or DIR/<id>/); with --cmd and no id, the folder your download tool
filled: ./test/ (oj's layout) if it exists, else the .in files where you stand. A sample is X.in
with X.out or X.ans (ours, oj's sample-1.in/sample-1.out), or cf-tool's inN.txt with ansN.txt or
outN.txt; a pairing that is ambiguous or incomplete is named in one warning line.

Which program: our solution, or yours with --cmd, run as at your prompt (sh -c, in the folder you
call from); a source file is built once and cached (sol.cpp: g++ -O2 -std=c++17; sol.c, sol.rs;
sol.py runs with python3). Your program is judged on the samples inside the judge's bounds: our
beyond-* samples are skipped and counted unless --all.

examples:
  grundy test-samples --cmd sol.cpp                      the samples in ./test/ (or ./*.in)
  grundy test-samples nod1066 --cmd \"./a.out\"            our samples of nod1066
  grundy test-samples --cmd sol.py --compare tokens      compare as Codeforces does
  grundy test-samples --cmd sol.cpp --interactor \"python3 interactor.py\"

options:
  --cmd \"<command>\"      judge your program instead of ours
  --samples DIR          a folder of sample pairs; with ids, DIR/<id>/ when it exists, else DIR
  --all                  with --cmd, run the beyond-* samples too
  --compare MODE         lines (default: trailing spaces, CR and blank lines at the end forgiven),
                         tokens (Codeforces' default checker), exact (byte for byte)
  --float EPS            tokens, numbers equal within EPS absolute or relative (testlib's rcmp)
  --checker \"<command>\"  run as `<command> INPUT OUTPUT ANSWER`: exit 0 AC, 1 WA, 2 PE (a WA),
                         anything else the checker's own failure (testlib's convention)
  --interactor \"<cmd>\"   an interactive problem: run as `<cmd> INPUT OUTPUT` (testlib), its
                         stdout wired to your program's stdin and back; its exit code is the
                         verdict (0 AC, 1 or 2 WA, else its own failure); .in files suffice. A
                         deadlock (both waiting: a missing flush) is a TLE, said at once
  --limit-ms N           CPU time limit of one run (default for your program: the problem's judge
                         limit, 2000 ms for a folder of another problem; ours 5000 ms, a guard
                         against hangs: `just bench` measures their speed)
  --memory-mb N          memory limit of one run, the whole process group's resident memory: a
                         run over it is stopped, MLE (default: the judge's, else 256)
  --stack-mb N           stack limit (default: the memory limit, as on most Linux judges)
  --bins DIR             the folder holding our programs named <id> (default: beside grundy)

Files of failing runs (output, stderr, transcript) go to ./grundy-out/test-samples/. Exit status:
0 all passed, 1 a failure, 2 a bad request or a helper's failure, 130 interrupted.";

/// The time limit of a folder that belongs to no problem we know.
const DEFAULT_LIMIT_MS: u64 = 2000;

/// The time limit of our own solutions: they answer a sample in milliseconds (their speed is the
/// bench's business), so this only stops a hang. Not the judge's limit: on a loaded machine a
/// 2 ms run was seen to take 1.4 s of wall time, which would be a false TLE.
const OURS_LIMIT_MS: u64 = 5000;

/// How many lines of a failing interactive run's transcript are shown.
const TRANSCRIPT_LINES: usize = 8;

/// How a sample's run is judged.
#[derive(Debug, Clone)]
enum Judge {
    Compare(Mode),
    Checker(Program),
    Interactor(Program),
}

/// A folder of samples to judge, and what runs on it.
#[derive(Debug)]
struct SampleFolder {
    /// The problem id, or the folder's name.
    label: String,
    dir: PathBuf,
    program: Program,
    limit: Duration,
}

/// Everything a run needs, gathered from the arguments.
#[derive(Debug)]
struct Plan {
    groups: Vec<SampleFolder>,
    user: bool,
    all: bool,
    judge: Judge,
}

/// Why a request cannot run.
enum Refusal {
    /// The arguments themselves are wrong: the message, then the usage line.
    Usage(String),
    /// They point at something that is not there (a folder, samples, a binary): one line.
    Missing(String),
}

/// A user's command as a program (a source file is built first).
fn program_of(what: &str, text: &str) -> Result<Program, Refusal> {
    user_program(text).map_err(|e| match e {
        CommandError::Empty => Refusal::Usage(format!("--{} is empty", what)),
        CommandError::DoesNotBuild(why) => Refusal::Missing(why),
    })
}

/// The command line's words, before anything is looked up.
struct Words {
    limit_ms: Option<u64>,
    memory: MemoryArgs,
    all: bool,
    samples: Option<String>,
    bins: Option<PathBuf>,
    names: Vec<String>,
    /// The user's program (`--cmd`), if any.
    user: Option<Program>,
    judge: Judge,
}

fn words(mut args: Args) -> Result<Words, Refusal> {
    let limit_ms = args.parsed::<u64>("limit-ms").map_err(Refusal::Usage)?;
    let memory = args.memory().map_err(Refusal::Usage)?;
    let all = args.flag("all");
    let cmd = args.value("cmd").map_err(Refusal::Usage)?;
    let samples = args.value("samples").map_err(Refusal::Usage)?;
    let bins = args.value("bins").map_err(Refusal::Usage)?.map(|b| from_caller(&b));
    let (compare, _) = args.comparison().map_err(Refusal::Usage)?;
    let checker = args.value("checker").map_err(Refusal::Usage)?;
    let interactor = args.value("interactor").map_err(Refusal::Usage)?;
    let names = args.finish().map_err(Refusal::Usage)?;
    let judge = judge_of(compare, checker, interactor)?;
    if matches!(judge, Judge::Interactor(_)) && cmd.is_none() {
        return Err(Refusal::Usage("--interactor needs --cmd, the program it plays".into()));
    }
    let user = match &cmd {
        None => None,
        Some(c) => Some(program_of("cmd", c)?),
    };
    Ok(Words { limit_ms, memory, all, samples, bins, names, user, judge })
}

impl Words {
    /// The time limit for the samples of `id` (a problem of ours) or of a user's folder (`None`).
    fn limit(&self, id: Option<&str>) -> Duration {
        let judge = id.and_then(crate::problems::find).map(|p| p.time_limit_ms());
        let ours = if self.user.is_none() { Some(OURS_LIMIT_MS) } else { None };
        Duration::from_millis(self.limit_ms.or(ours).or(judge).unwrap_or(DEFAULT_LIMIT_MS))
    }

    /// The folder `dir` of samples labelled `label`, with the program that runs on it.
    fn folder(&self, label: &str, dir: PathBuf) -> Result<SampleFolder, Refusal> {
        let known = IDS.contains(&label);
        let program = match (&self.user, &self.bins) {
            (Some(p), _) => p.clone(),
            (None, _) if !known => {
                return Err(Refusal::Usage(format!(
                    "{} is not one of our problems: give the program to judge with --cmd",
                    label
                )))
            }
            (None, Some(b)) => {
                Program::new(b.join(format!("{}{}", label, std::env::consts::EXE_SUFFIX)))
            }
            (None, None) => our_program(label).map_err(Refusal::Missing)?,
        };
        let limit = self.limit(known.then_some(label));
        let memory = known
            .then(|| crate::problems::find(label).map(|p| p.memory_limit_mb()))
            .flatten()
            .unwrap_or(crate::problems::DEFAULT_MEMORY_MB);
        let program = program.judged(self.memory.limits(memory));
        Ok(SampleFolder { label: label.to_string(), dir, program, limit })
    }

    /// Every folder to judge: ./test (or ./*.in) for a user's program alone, our problems' samples
    /// by id, or the folders of `--samples`.
    fn folders(&self) -> Result<Vec<SampleFolder>, Refusal> {
        let group = |label: &str, dir: PathBuf| self.folder(label, dir);
        match &self.samples {
            None if self.names.is_empty() && self.user.is_some() => {
                let dir = default_folder()?;
                Ok(vec![self.folder(&folder_name(&dir), dir)?])
            }
            None => {
                let ids = Args::new(self.names.clone()).finish_ids().map_err(Refusal::Usage)?;
                ids.iter()
                    .map(|id| self.folder(id, our_samples(id).map_err(Refusal::Missing)?))
                    .collect()
            }
            Some(dir) => {
                let root = from_caller(dir);
                if !root.is_dir() {
                    return Err(Refusal::Missing(format!(
                        "no samples folder {} (--samples {})",
                        root.display(),
                        dir
                    )));
                }
                match self.names.is_empty() {
                    true => folder_groups(&root, self.user.is_some(), &group),
                    false => named_groups(&root, &self.names, &group),
                }
            }
        }
    }
}

/// What to judge, and how, from the command line.
fn request(args: Args) -> Result<Plan, Refusal> {
    let w = words(args)?;
    let groups = w.folders()?;
    Ok(Plan { groups, user: w.user.is_some(), all: w.all, judge: w.judge })
}

/// How the samples are judged: one of a comparison, a checker or an interactor.
fn judge_of(
    compare: Option<Mode>,
    checker: Option<String>,
    interactor: Option<String>,
) -> Result<Judge, Refusal> {
    match (compare, checker, interactor) {
        (m, None, None) => Ok(Judge::Compare(m.unwrap_or(Mode::Lines))),
        (None, Some(c), None) => Ok(Judge::Checker(program_of("checker", &c)?)),
        (None, None, Some(i)) => Ok(Judge::Interactor(program_of("interactor", &i)?)),
        _ => Err(Refusal::Usage(
            "one way of judging at a time: --compare/--float, --checker or --interactor".into(),
        )),
    }
}

/// `--samples DIR` with names: DIR/<name>/ for each, or DIR itself for one of our ids.
fn named_groups(
    root: &Path,
    names: &[String],
    group: &dyn Fn(&str, PathBuf) -> Result<SampleFolder, Refusal>,
) -> Result<Vec<SampleFolder>, Refusal> {
    let mut groups = Vec::new();
    for name in names {
        let sub = root.join(name);
        if !IDS.contains(&name.as_str()) && !sub.is_dir() {
            return Err(Refusal::Usage(format!(
                "unknown problem id {:?} and no folder {}; known ids: {}",
                name,
                sub.display(),
                IDS.join(" ")
            )));
        }
        groups.push(group(name, if sub.is_dir() { sub } else { root.to_path_buf() })?);
    }
    Ok(groups)
}

/// A folder's own name, for the sample lines (`test` for `./test/`).
fn folder_name(dir: &Path) -> String {
    dir.canonicalize()
        .ok()
        .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| dir.display().to_string())
}

/// With `--cmd` and no id: `./test/` if it exists (oj's layout), else the current folder.
fn default_folder() -> Result<PathBuf, Refusal> {
    let here = caller_dir();
    let test = here.join("test");
    let dir = if test.is_dir() { test } else { here };
    if scan(&dir).0.is_empty() {
        return Err(Refusal::Missing(format!(
            "nothing to judge in {}: no .in files (nor cf-tool's inN.txt); give an id or --samples DIR",
            dir.display()
        )));
    }
    Ok(dir)
}

/// `--samples DIR` without ids: DIR holds the pairs itself, or (like `samples/`) a folder per id.
fn folder_groups(
    root: &Path,
    user: bool,
    group: &dyn Fn(&str, PathBuf) -> Result<SampleFolder, Refusal>,
) -> Result<Vec<SampleFolder>, Refusal> {
    if !samples_in(root).is_empty() {
        // Named by the folder; a folder named by one of our ids takes that problem's limit.
        return Ok(vec![group(&folder_name(root), root.to_path_buf())?]);
    }
    let per_id: Vec<&str> = IDS.iter().copied().filter(|id| root.join(id).is_dir()).collect();
    if per_id.is_empty() {
        return Err(Refusal::Missing(format!(
            "nothing to judge in {}: no .in files (nor inN.txt) and no folder named by a problem id",
            root.display()
        )));
    }
    if user && per_id.len() > 1 {
        return Err(Refusal::Usage(format!(
            "{} holds the samples of {} problems: name the problem id of your program",
            root.display(),
            per_id.len()
        )));
    }
    per_id.iter().map(|id| group(id, root.join(id))).collect()
}

/// One sample judged: its verdict (`None`: it cannot be judged), why, the time, and the
/// transcript of an interactive run.
struct SampleVerdict {
    verdict: Option<Verdict>,
    why: String,
    took: Option<Duration>,
    /// Its peak memory in bytes (0: not measured), and an upper bound when it was not.
    peak: (u64, u64),
    transcript: Option<String>,
}

impl SampleVerdict {
    fn missing(why: String) -> SampleVerdict {
        SampleVerdict { verdict: None, why, took: None, peak: (0, 0), transcript: None }
    }
}

/// How a run that did not exit 0 ended, in words, with the last line of its stderr.
fn crashed(run: &crate::process::Run, limit: Duration) -> String {
    let how = how_it_ended(run, limit);
    match run.stderr_tail(1).pop() {
        Some(last) if run.exit != Exit::Flooded => {
            format!("{}; stderr: {}", how, shorten(&last, SHOWN_WIDTH))
        }
        _ => how,
    }
}

/// Judge one sample. `Err` when the tool must stop: interrupted, a command that cannot start, a
/// helper that failed.
fn judge_sample(
    req: &Plan,
    g: &SampleFolder,
    s: &Sample,
    files: &Path,
) -> Result<SampleVerdict, HelperError> {
    let input = match read(&s.input) {
        Ok(i) => i,
        Err(why) => return Ok(SampleVerdict::missing(why)),
    };
    let never = AtomicBool::new(false);
    if let Judge::Interactor(interactor) = &req.judge {
        return play(g, interactor, &input, files);
    }
    let answer = match expected(s) {
        Ok(answer) => answer,
        Err(missing) => return Ok(missing),
    };
    let run = run_as_judge(&g.program, &input, g.limit, &never)?;
    let (took, peak) = (Some(run.elapsed), (run.peak, run.peak_bound));
    if let Some(verdict) = Verdict::of_exit(run.exit) {
        let why = crashed(&run, g.limit);
        return Ok(SampleVerdict { verdict: Some(verdict), why, took, peak, transcript: None });
    }
    let output = run.stdout_text();
    Ok(match wrong(&req.judge, (&input, &output, &answer), files)? {
        None => SampleVerdict {
            verdict: Some(Verdict::Accepted),
            why: String::new(),
            took,
            peak,
            transcript: None,
        },
        Some(why) => {
            let _ = fs::create_dir_all(files)
                .and_then(|()| fs::write(files.join(format!("{}.got", s.name)), &run.stdout));
            SampleVerdict { verdict: Some(Verdict::WrongAnswer), why, took, peak, transcript: None }
        }
    })
}

fn read(p: &Path) -> Result<Vec<u8>, String> {
    fs::read(p).map_err(|e| format!("cannot read {}: {}", p.display(), e))
}

/// The sample's expected output, or the verdict that it is missing.
fn expected(s: &Sample) -> Result<String, SampleVerdict> {
    match &s.answer {
        Some(a) => match read(a) {
            Ok(a) => Ok(String::from_utf8_lossy(&a).into_owned()),
            Err(why) => Err(SampleVerdict::missing(why)),
        },
        None => {
            let stem = s.input.with_extension("");
            Err(SampleVerdict::missing(format!(
                "no expected output {}.out (or .ans)",
                stem.display()
            )))
        }
    }
}

/// An interactive sample: the folder's program plays the interactor on the input.
fn play(
    g: &SampleFolder,
    interactor: &Program,
    input: &[u8],
    files: &Path,
) -> Result<SampleVerdict, HelperError> {
    let text = String::from_utf8_lossy(input).into_owned();
    let dir = files.join(".interactor");
    let never = AtomicBool::new(false);
    let j = testlib::interactive(&g.program, interactor, &dir, &text, g.limit, &never)?;
    let _ = fs::remove_dir_all(&dir);
    let shown = (j.verdict != Verdict::Accepted).then(|| j.interaction.transcript.render());
    Ok(SampleVerdict {
        verdict: Some(j.verdict),
        why: j.why.unwrap_or_default(),
        took: Some(j.interaction.program.elapsed),
        peak: (j.interaction.program.peak, 0),
        transcript: shown,
    })
}

/// What is wrong with `output` for this input and answer, as the comparison or checker says;
/// `None` when it is accepted.
fn wrong(
    judge: &Judge,
    (input, output, answer): (&[u8], &str, &str),
    files: &Path,
) -> Result<Option<String>, HelperError> {
    Ok(match judge {
        Judge::Compare(mode) => differ(*mode, answer, output)
            .map(|d| d.to_string() + &float_hint(*mode, answer, output).unwrap_or_default()),
        Judge::Checker(c) => {
            let text = String::from_utf8_lossy(input);
            let dir = files.join(".checker");
            let said = testlib::check(c, &dir, &text, output, answer, Duration::from_secs(10))?;
            let _ = fs::remove_dir_all(&dir);
            said
        }
        Judge::Interactor(_) => None,
    })
}

pub fn run(args: Args, out: &mut dyn Write) -> super::Outcome {
    let req = match request(args) {
        Ok(r) => r,
        Err(Refusal::Usage(usage)) => return Err(usage.into()),
        Err(Refusal::Missing(message)) => {
            eprintln!("error: {}", message);
            return Ok(2);
        }
    };
    match judge_all(out, &req) {
        Ok(code) => Ok(code),
        Err(Stop::Output(e)) => Err(e.into()),
        Err(Stop::Helper(e)) => {
            out.flush()?;
            match e {
                HelperError::Run(RunError::Interrupted) => {
                    eprintln!("interrupted");
                    Ok(130)
                }
                e => {
                    eprintln!("error: {}", e);
                    Ok(2)
                }
            }
        }
    }
}

/// Why judging stopped before its summary.
enum Stop {
    /// A helper failed, a command could not start, or the tool was interrupted.
    Helper(HelperError),
    /// The report could not be written.
    Output(io::Error),
}

impl From<HelperError> for Stop {
    fn from(e: HelperError) -> Stop {
        Stop::Helper(e)
    }
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Output(e)
    }
}

/// Judge every group's samples, printing a line each as it is judged; the exit code.
fn judge_all(out: &mut dyn Write, req: &Plan) -> Result<i32, Stop> {
    let paint = Paint(colour(1));
    let mut tally = Tally::default();
    for g in &req.groups {
        if judge_folder(out, paint, req, g, &mut tally)?.is_none() {
            return Ok(130);
        }
    }
    let Tally { passed, failed, skipped, unanswered } = tally;
    let mut summary = format!("{} passed, {} failed", passed, failed);
    if skipped > 0 {
        summary += &format!(
            ", {} skipped (beyond-*: outside the judge's bounds; --all runs them)",
            skipped
        );
    }
    if unanswered > 0 {
        summary += &format!(
            ", {} without {} (an interactive problem? pass --interactor; else add .out files)",
            unanswered,
            if unanswered == 1 { "an answer" } else { "answers" }
        );
    }
    // Nothing judged at all proves nothing: that is no pass.
    let bad = failed > 0 || passed == 0;
    writeln!(out, "{}", if bad { paint.red(&summary) } else { paint.green(&summary) })?;
    Ok(i32::from(bad))
}

/// How many samples passed, failed and were skipped so far, and the inputs without an answer.
#[derive(Debug, Default)]
struct Tally {
    passed: usize,
    failed: usize,
    skipped: usize,
    unanswered: usize,
}

/// Judge one folder's samples, a line each; `None` when Ctrl-C stopped it (the line saying so
/// printed).
fn judge_folder(
    out: &mut dyn Write,
    paint: Paint,
    req: &Plan,
    g: &SampleFolder,
    tally: &mut Tally,
) -> Result<Option<()>, Stop> {
    let (samples, notes) = scan(&g.dir);
    if !notes.is_empty() && req.user {
        eprintln!("warning: {}: {}", g.dir.display(), notes.join("; "));
    }
    let files = written("test-samples").join(&g.label);
    if samples.is_empty() {
        let why = format!("no samples: {} has no .in files", g.dir.display());
        let verdict = SampleVerdict::missing(why);
        print_line(out, paint, &format!("{}/", g.label), &verdict, g.limit)?;
        tally.failed += 1;
        return Ok(Some(()));
    }
    for s in &samples {
        if req.user && !req.all && beyond(&s.name) {
            tally.skipped += 1;
            continue;
        }
        if s.answer.is_none() && !matches!(req.judge, Judge::Interactor(_)) {
            tally.unanswered += 1;
            continue;
        }
        let outcome = match judge_sample(req, g, s, &files) {
            _ if sys::received().is_some() => None,
            Err(HelperError::Run(RunError::Interrupted)) => None,
            other => Some(other?),
        };
        let outcome = match outcome {
            Some(o) => o,
            None => {
                let summary = format!(
                    "interrupted at {}/{}: {} passed, {} failed so far",
                    g.label, s.name, tally.passed, tally.failed
                );
                writeln!(out, "{}", paint.yellow(&summary))?;
                return Ok(None);
            }
        };
        print_line(out, paint, &format!("{}/{}", g.label, s.name), &outcome, g.limit)?;
        if let Some(t) = &outcome.transcript {
            transcript(out, t, &files, &s.name)?;
        }
        match outcome.verdict == Some(Verdict::Accepted) {
            true => tally.passed += 1,
            false => tally.failed += 1,
        }
    }
    Ok(Some(()))
}

/// `AC      nod1066/1                     3 ms    1.9 MiB`, or a failure with why.
fn print_line(
    out: &mut dyn Write,
    paint: Paint,
    name: &str,
    o: &SampleVerdict,
    limit: Duration,
) -> io::Result<()> {
    let tag = format!("{:<7}", o.verdict.map_or("MISSING", Verdict::short));
    let tag =
        if o.verdict == Some(Verdict::Accepted) { paint.green(&tag) } else { paint.red(&tag) };
    let ms = match (o.verdict, o.took) {
        (Some(Verdict::TimeLimit), Some(t)) if t >= limit => format!(">{} ms", limit.as_millis()),
        (_, Some(t)) => format!("{} ms", t.as_millis()),
        (_, None) => "-".to_string(),
    };
    let memory = match o.peak {
        (0, 0) => "-".to_string(),
        (0, bound) => format!("≤{}", mib(bound)),
        (peak, _) => mib(peak),
    };
    let line = format!("{} {:<40} {:>9} {:>9}  {}", tag, name, ms, memory, o.why);
    writeln!(out, "{}", line.trim_end())
}

/// The head of a failing interactive run's transcript, and where the whole is.
fn transcript(out: &mut dyn Write, t: &str, files: &Path, name: &str) -> io::Result<()> {
    let lines: Vec<&str> = t.lines().collect();
    for l in lines.iter().take(TRANSCRIPT_LINES) {
        writeln!(out, "        {}", shorten(l, SHOWN_WIDTH))?;
    }
    let path = files.join(format!("{}.transcript", name));
    let saved = fs::create_dir_all(files).and_then(|()| fs::write(&path, t));
    let more = lines.len().saturating_sub(TRANSCRIPT_LINES);
    let whole = super::paths::as_seen_by_caller(&path);
    match (saved, more) {
        (Ok(()), 0) => writeln!(out, "        (transcript: {})", whole.display()),
        (Ok(()), n) => writeln!(out, "        …{} more lines: {}", n, whole.display()),
        (Err(e), _) => {
            eprintln!("warning: cannot write {}: {}", path.display(), e);
            Ok(())
        }
    }
}
