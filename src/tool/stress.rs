//! `grundy stress <id> [--cmd "<command>"] …` and `grundy stress --gen … --brute … --cmd …`:
//! stress-test our binary or anybody's program against a problem's oracle, or against a brute force
//! for a problem without a model; shrink any failure, within a time budget.

use super::args::{caller_dir, Args};
use super::term::{colour, is_terminal, Paint};
use crate::oracle::{self, expected, Family, Model, Visitor};
use crate::process::Program;
use crate::stress::{
    size_at, stress_custom, stress_watched, Custom, CustomOptions, Evidence, Options,
    ProgramSubject, Progress, Watch,
};
use crate::text::shorten;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub const HELP: &str = "\
usage: grundy stress <id> [--cmd \"<command>\"] [--cases N] [--seed S] [--family F[,F…]] [--batch N] [--timeout-ms N] [--budget-s N] [--save]
       grundy stress --gen \"<command>\" --brute \"<command>\" --cmd \"<command>\" [--validator \"<command>\"] [--checker \"<command>\"] [--cases N] [--seed S] [--max-size N] [--timeout-ms N] [--budget-s N]

Stress a program against a problem's oracle (the literal rules where the case is small enough,
else an independent reference), on seeded cases batched as the judge's format allows; or, for a
problem without a model, against your brute force on inputs from your generator. The first wrong
answer (WA), crash (RE), time limit (TLE) or output flood (OLE) is shrunk to a small input that
fails the same way: integers by bisection, lists and strings by delta debugging. Commands run as
at your prompt (sh -c, in the directory you called from): pipes, cd, quotes work.

options:
  --cmd \"<command>\"   the program to test (default with an id: our solution of <id>)
  --cases N           how many cases (default 10 000, or 1 000 for one-game formats and --gen)
  --seed S            replay a seed (default: from the clock)
  --family F          small, random, max, edge, or a comma list (default: all four in turn)
  --batch N           cases per run (default: the judge's batch)
  --timeout-ms N      time limit of one run (default: the judge's limit, or 2 000 with --gen)
  --budget-s N        stop searching or shrinking after N seconds (default 60)
  --save              keep a failure as a regression sample in samples/<id>/
without a model:
  --gen \"<command>\"   run as `<command> SEED SIZE`, prints one input; sizes grow from 1
  --brute \"<command>\" a slow, sure solution: its output is the expected one
  --validator \"<cmd>\" exit 0 when the input on its stdin is valid; enables shrinking the text
  --checker \"<cmd>\"   run as `<cmd> INPUT OUTPUT EXPECTED` (files), exit 0 accepts (oj, testlib)
  --max-size N        the largest SIZE given to the generator (default 100)";

/// What the terminal shows of a session: one progress line, overwritten, only on a terminal.
struct Line {
    on: bool,
    started: Instant,
    last: Option<Instant>,
    what: String,
}

impl Line {
    fn new(what: &str) -> Line {
        Line { on: is_terminal(2), started: Instant::now(), last: None, what: what.to_string() }
    }

    fn show(&mut self, p: Progress) {
        let now = Instant::now();
        if !self.on || self.last.map_or(false, |t| now - t < Duration::from_millis(100)) {
            return;
        }
        self.last = Some(now);
        let secs = self.started.elapsed().as_secs_f64();
        let text = match p {
            Progress::Searching { done, total } => {
                format!("{} searching: {}/{} cases, {:.1} s", self.what, done, total, secs)
            }
            Progress::Shrinking { runs, bytes } => {
                format!(
                    "{} shrinking: {} runs, input {} bytes, {:.1} s",
                    self.what, runs, bytes, secs
                )
            }
        };
        eprint!("\r\x1b[K{}", text);
        let _ = std::io::stderr().flush();
    }

    fn clear(&self) {
        if self.on {
            eprint!("\r\x1b[K");
            let _ = std::io::stderr().flush();
        }
    }
}

/// The command line, for both modes.
#[derive(Debug, Clone)]
struct Request {
    program: Program,
    custom: Option<String>,
    cases: Option<u64>,
    seed: u64,
    seed_given: bool,
    families: Vec<Family>,
    family_arg: Option<String>,
    batch: Option<usize>,
    limit: Option<Duration>,
    budget: Duration,
    save: bool,
}

/// The commands of a session without a model, as typed.
#[derive(Debug, Clone)]
struct Typed {
    gen: String,
    brute: String,
    validator: Option<String>,
    checker: Option<String>,
    max_size: u64,
}

pub fn run(mut args: Args) -> Result<i32, String> {
    let custom = args.value("cmd")?;
    let gen = args.value("gen")?;
    let brute = args.value("brute")?;
    let validator = args.value("validator")?;
    let checker = args.value("checker")?;
    let max_size = args.parsed::<u64>("max-size")?;
    let cases = args.parsed::<u64>("cases")?;
    let seed = args.parsed::<u64>("seed")?;
    let family_arg = args.value("family")?;
    let batch = args.parsed::<usize>("batch")?;
    let limit = args.parsed::<u64>("timeout-ms")?.map(Duration::from_millis);
    let budget = Duration::from_secs(args.parsed::<u64>("budget-s")?.unwrap_or(60));
    let save = args.flag("save");
    let rest = args.finish()?;
    let shell = |what: &str, c: &str| {
        Program::shell(c, caller_dir()).ok_or_else(|| format!("--{} is empty", what))
    };
    let clock = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let mut req = Request {
        program: Program::new("."),
        custom: custom.clone(),
        cases,
        seed: seed.unwrap_or(clock % 1_000_000_007),
        seed_given: seed.is_some(),
        families: Family::ALL.to_vec(),
        family_arg: family_arg.clone(),
        batch,
        limit,
        budget,
        save,
    };
    let modeless =
        [("gen", &gen), ("brute", &brute), ("validator", &validator), ("checker", &checker)];
    let given: Vec<&str> = modeless.iter().filter(|(_, v)| v.is_some()).map(|(n, _)| *n).collect();
    if !given.is_empty() || max_size.is_some() {
        if let Some(id) = rest.first() {
            return Err(format!(
                "--{} is for a problem without a model; with the id {} the model is the oracle",
                given.first().copied().unwrap_or("max-size"),
                id
            ));
        }
        for (name, set) in
            [("family", family_arg.is_some()), ("batch", batch.is_some()), ("save", save)]
        {
            if set {
                return Err(format!("--{} needs a problem id (it is for a model's cases)", name));
            }
        }
        let (gen, brute) = match (gen, brute) {
            (Some(g), Some(b)) => (g, b),
            _ => return Err("without an id, give both --gen and --brute (and --cmd)".into()),
        };
        let cmd = custom.ok_or("without an id, --cmd is the program to test: give it")?;
        req.program = shell("cmd", &cmd)?;
        let typed =
            Typed { gen, brute, validator, checker, max_size: max_size.unwrap_or(100).max(1) };
        return run_custom(&req, &typed);
    }
    let id =
        match rest.as_slice() {
            [id] => id.clone(),
            [] => return Err(
                "which problem? give an id (or --gen and --brute for a problem without a model)"
                    .into(),
            ),
            _ => return Err(format!("one id at a time, got {}", rest.join(" "))),
        };
    if !oracle::IDS.contains(&id.as_str()) {
        return Err(format!("unknown problem id {:?}; known ids: {}", id, oracle::IDS.join(" ")));
    }
    if let Some(list) = &family_arg {
        req.families = list
            .split(',')
            .map(|f| {
                Family::parse(f.trim())
                    .ok_or_else(|| format!("unknown family {:?} (small, random, max, edge)", f))
            })
            .collect::<Result<_, _>>()?;
    }
    req.program = match &custom {
        Some(c) => shell("cmd", c)?,
        None => {
            let exe = std::env::current_exe().map_err(|e| e.to_string())?;
            Program::new(exe.with_file_name(format!("{}{}", id, std::env::consts::EXE_SUFFIX)))
        }
    };
    Ok(oracle::visit(&id, Session(req)).unwrap_or(2))
}

struct Session(Request);

impl Visitor for Session {
    type Output = i32;

    fn visit<M: Model>(self) -> i32 {
        let req = self.0;
        let cases = req.cases.unwrap_or(if M::MULTI_CASE { 10_000 } else { 1_000 });
        let opts =
            Options { cases, seed: req.seed, families: req.families.clone(), batch: req.batch };
        let limit = req.limit.unwrap_or(Duration::from_millis(M::TIME_LIMIT_MS));
        let mut line = Line::new(M::ID);
        let mut show = |p: Progress| line.show(p);
        let mut watch = Watch { deadline: Some(Instant::now() + req.budget), progress: &mut show };
        let mut subject = ProgramSubject { program: req.program.clone(), limit };
        let report = stress_watched::<M>(&mut subject, &opts, &mut watch);
        line.clear();
        let report = match report {
            Ok(r) => r,
            Err(e) => {
                eprintln!("error: {}", e);
                return 2;
            }
        };
        let paint = Paint(colour(1));
        let who = req.custom.clone().unwrap_or_else(|| format!("our {}", M::ID));
        let f = match report.failure {
            Some(f) => f,
            None => {
                let runs = format!(
                    "{} run{}, {:.1} s",
                    report.runs,
                    if report.runs == 1 { "" } else { "s" },
                    report.elapsed.as_secs_f64()
                );
                let p = Passed {
                    done: report.cases_run,
                    of: cases,
                    detail: runs,
                    families: format!(" of {}", families_text(&req.families)),
                    who: &who,
                    oracle: "the oracle",
                };
                passed(&req, report.out_of_time, &p);
                return 0;
            }
        };
        let oracle = if f.cases.iter().all(|c| M::brute(c).is_some()) {
            "the literal rules"
        } else {
            "the reference"
        };
        println!(
            "{} ({}) {}, seed {}; {} {} case{}:",
            paint.red("FAILED"),
            f.kind.short(),
            if f.run_from < f.first_seen && f.mismatch.is_none() {
                format!("in the run of generated cases #{}–#{}", f.run_from, f.first_seen)
            } else {
                format!("at generated case #{} (family {})", f.first_seen, f.family.name())
            },
            req.seed,
            shrunk_text(f.shrink_runs, f.minimal, req.budget),
            f.cases.len(),
            if f.cases.len() == 1 { "" } else { "s" }
        );
        let base = format!("seed{}-case{}", req.seed, f.first_seen);
        show_evidence(&f.evidence(), oracle, &Path::new("target/stress").join(M::ID), &base);
        if req.save {
            let samples = PathBuf::from("samples").join(M::ID);
            let name = format!("stress-{}", base);
            let answers: String = f.cases.iter().map(|c| expected::<M>(c) + "\n").collect();
            let written = fs::create_dir_all(&samples)
                .and_then(|()| fs::write(samples.join(format!("{}.in", name)), &f.input))
                .and_then(|()| fs::write(samples.join(format!("{}.out", name)), answers));
            match written {
                Ok(()) => println!(
                    "saved as a regression sample: {}/{}.in (.out from the oracle)",
                    samples.display(),
                    name
                ),
                Err(e) => eprintln!("warning: cannot save the sample: {}", e),
            }
        }
        let mut replay =
            format!("just stress {} --seed {} --cases {}", M::ID, req.seed, f.first_seen + 1);
        if let Some(f) = &req.family_arg {
            replay += &format!(" --family {}", f);
        }
        if let Some(c) = &req.custom {
            replay += &format!(" --cmd {}", quoted(c));
        }
        if let Some(l) = req.limit {
            replay += &format!(" --timeout-ms {}", l.as_millis());
        }
        println!(
            "replay: {}{}",
            replay,
            if req.seed_given { "" } else { "  (the seed was chosen from the clock)" }
        );
        1
    }
}

/// What a session that found nothing wrong says: every case passed, or the budget ran out first.
struct Passed<'a> {
    done: u64,
    of: u64,
    /// Runs or sizes, and seconds.
    detail: String,
    /// " of small,random,…" or nothing.
    families: String,
    who: &'a str,
    oracle: &'a str,
}

fn passed(req: &Request, out_of_time: bool, p: &Passed<'_>) {
    let paint = Paint(colour(1));
    if out_of_time {
        println!(
            "{} the budget of {} s ran out after {} of {} cases ({}): {} passed all of them (seed {})",
            paint.yellow("STOPPED"),
            req.budget.as_secs(),
            p.done,
            p.of,
            p.detail,
            p.who,
            req.seed
        );
    } else {
        println!(
            "{} {} cases ({}){}: {} agrees with {} (seed {})",
            paint.green("OK"),
            p.done,
            p.detail,
            p.families,
            p.who,
            p.oracle,
            req.seed
        );
    }
}

fn families_text(families: &[Family]) -> String {
    families.iter().map(|f| f.name()).collect::<Vec<_>>().join(",")
}

/// "shrunk with 31 runs to " and, when the budget stopped it, that it may not be minimal.
fn shrunk_text(runs: usize, minimal: bool, budget: Duration) -> String {
    let mut s = format!("shrunk with {} run{}", runs, if runs == 1 { "" } else { "s" });
    if !minimal {
        s += &format!(
            " (NOT minimal: the budget of {} s ran out while shrinking; the smallest failing input so far)",
            budget.as_secs()
        );
    }
    s + " to"
}

/// A command for a replay line, quoted for sh.
fn quoted(command: &str) -> String {
    format!("'{}'", command.replace('\'', "'\\''"))
}

/// Most of a text shown on a terminal; the whole is in the written files.
const SHOWN_BYTES: usize = 1024;

/// The input, the expected and the actual output (each shortened past a kilobyte), why they
/// differ, and the files with all of it.
fn show_evidence(e: &Evidence, oracle: &str, dir: &Path, base: &str) {
    let got = e.got.to_string();
    let mut cut = false;
    let mut shown = |t: &str| {
        let s = shorten(t, SHOWN_BYTES);
        cut |= s != t;
        s.trim_end().to_string()
    };
    println!("--- input ---\n{}", shown(&e.input));
    println!("--- expected (from {}) ---\n{}", oracle, shown(&e.expected));
    println!("--- got ({}) ---\n{}", e.kind.name(), shown(&got));
    if let Some(why) = &e.why {
        println!("--- {}", shorten(why, SHOWN_BYTES / 4));
    }
    let written = fs::create_dir_all(dir)
        .and_then(|()| fs::write(dir.join(format!("{}.in", base)), &e.input))
        .and_then(|()| fs::write(dir.join(format!("{}.expected", base)), &e.expected))
        .and_then(|()| fs::write(dir.join(format!("{}.got", base)), &got));
    match written {
        Ok(()) => println!(
            "written: {}/{}.in (.expected, .got){}",
            as_seen_by_caller(dir).display(),
            base,
            if cut { " — in full; shortened above" } else { "" }
        ),
        Err(e) => eprintln!("warning: cannot write {}: {}", dir.display(), e),
    }
}

/// `path` as the user can use it where they stand: relative to their directory when it lies below
/// it (as from the repository root), else absolute (`just stress` run from elsewhere).
fn as_seen_by_caller(path: &Path) -> PathBuf {
    let absolute = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let caller = fs::canonicalize(caller_dir()).unwrap_or_default();
    match absolute.strip_prefix(&caller) {
        Ok(below) if caller.is_absolute() => below.to_path_buf(),
        _ => absolute,
    }
}

/// A session without a model.
fn run_custom(req: &Request, typed: &Typed) -> Result<i32, String> {
    let shell = |what: &str, c: &str| {
        Program::shell(c, caller_dir()).ok_or_else(|| format!("--{} is empty", what))
    };
    let work = std::env::current_dir().map_err(|e| e.to_string())?.join("target/stress/custom");
    let custom = Custom {
        generator: shell("gen", &typed.gen)?,
        brute: shell("brute", &typed.brute)?,
        program: req.program.clone(),
        validator: typed.validator.as_deref().map(|v| shell("validator", v)).transpose()?,
        checker: typed.checker.as_deref().map(|c| shell("checker", c)).transpose()?,
        limit: req.limit.unwrap_or(Duration::from_millis(2000)),
        helper_limit: Duration::from_secs(10),
        work: work.join(format!("check-{}", std::process::id())),
    };
    let opts = CustomOptions {
        cases: req.cases.unwrap_or(1_000),
        seed: req.seed,
        max_size: typed.max_size,
    };
    let mut line = Line::new("stress");
    let mut show = |p: Progress| line.show(p);
    let mut watch = Watch { deadline: Some(Instant::now() + req.budget), progress: &mut show };
    let report = stress_custom(&custom, &opts, &mut watch);
    line.clear();
    let _ = fs::remove_dir_all(&custom.work);
    let report = match report {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {}", e);
            return Ok(2);
        }
    };
    let paint = Paint(colour(1));
    let who = req.custom.clone().unwrap_or_default();
    let f = match report.failure {
        Some(f) => f,
        None => {
            let last = size_at(&opts, report.cases_run.saturating_sub(1));
            let p = Passed {
                done: report.cases_run,
                of: opts.cases,
                detail: format!("sizes 1 to {}, {:.1} s", last, report.elapsed.as_secs_f64()),
                families: String::new(),
                who: &who,
                oracle: "the brute force",
            };
            passed(req, report.out_of_time, &p);
            return Ok(0);
        }
    };
    let (seed, size) = f.found_at;
    let (small_seed, small_size) = f.smallest_at;
    println!(
        "{} ({}) at seed {} size {}; smallest size failing: {} (seed {}); {} one input:",
        paint.red("FAILED"),
        f.evidence.kind.short(),
        seed,
        size,
        small_size,
        small_seed,
        shrunk_text(f.shrink_runs, f.minimal, req.budget),
    );
    let base = format!("seed{}-size{}", seed, size);
    show_evidence(&f.evidence, "the brute force", Path::new("target/stress/custom"), &base);
    let mut replay = format!(
        "just stress --gen {} --brute {} --cmd {}",
        quoted(&typed.gen),
        quoted(&typed.brute),
        quoted(&who)
    );
    for (name, v) in [("validator", &typed.validator), ("checker", &typed.checker)] {
        if let Some(v) = v {
            replay += &format!(" --{} {}", name, quoted(v));
        }
    }
    replay += &format!(" --seed {}", req.seed);
    if let Some(c) = req.cases {
        replay += &format!(" --cases {}", c);
    }
    if typed.max_size != 100 {
        replay += &format!(" --max-size {}", typed.max_size);
    }
    if let Some(l) = req.limit {
        replay += &format!(" --timeout-ms {}", l.as_millis());
    }
    println!(
        "replay: {}  (or the input alone: {} {} {}){}",
        replay,
        typed.gen,
        small_seed,
        small_size,
        if req.seed_given { "" } else { "  (the seed was chosen from the clock)" }
    );
    Ok(1)
}
