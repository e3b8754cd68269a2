//! `grundy stress <id> [--cmd "<command>"] …` and `grundy stress --gen … --brute … --cmd …`:
//! the one stress engine ([`crate::stress`]) behind the command line. This file reads the request
//! and builds the oracle and the program under test; [`report`] says what happened.

mod report;

use super::args::{Args, MemoryArgs};
use super::paths::{our_program, user_program, written};
use super::term::ProgressLine;
use crate::compare::Mode;
use crate::oracle::{self, Family, Model, Visitor};
use crate::process::Program;
use crate::source::CommandError;
use crate::stress::model::ModelOracle;
use crate::stress::user::UserOracle;
use crate::stress::{stress, Options, Oracle, ProgramSubject, Progress};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub const HELP: &str = "\
usage: grundy stress <id> [--cmd \"<command>\"] [--cases N] [--seed S] [--family F[,F…]] [--batch N] [--timeout-ms N] [--memory-mb N] [--budget-s N] [--jobs N] [--save DIR]
       grundy stress --gen \"<command>\" --brute \"<command>\" --cmd \"<command>\" [--validator \"<command>\"] [--checker \"<command>\"] [--compare MODE] [--float EPS] [--max-size N] [--cases N] [--seed S] [--timeout-ms N] [--budget-s N] [--jobs N] [--save DIR]
       grundy stress --gen \"<command>\" --interactor \"<command>\" --cmd \"<command>\" [--validator \"<command>\"] …

Stress a program against a problem's oracle (the literal rules where the case is small enough,
else an independent reference), or, for a problem without a model, against your brute force on
inputs from your generator. It searches until the first failure or the end of the budget: cases of
every family in batches of 1, 2, 4, … up to the judge's, or your generator's sizes 1, 2, … up to
--max-size and round again with new seeds. The first wrong answer (WA), runtime error (RE), time
limit (TLE) or output flood (OLE) is shrunk to the smallest input that fails the same way: parts
removed (with the number that counts them), numbers lowered (smallest values first, bits cleared,
halved, bisected), two numbers lowered together; then part of what is left of the budget looks
directly for a smaller failing input. Runs go on every core. Ctrl-C stops it, reports what it has
and kills everything it started.

Commands run as at your prompt (sh -c, in the folder you call from): pipes, cd, quotes work. A
command that is one source file is built once and cached: sol.cpp (g++ -O2 -std=c++17), sol.c
(gcc -O2), sol.rs (rustc -O); sol.py runs with python3.

options:
  --cmd \"<command>\"   the program to test (default with an id: our solution of <id>)
  --cases N           stop after N cases (default: search until a failure or the budget)
  --seed S            replay a seed (default: from the clock)
  --family F          small, random, max, edge, or a comma list (default: all four in turn)
  --batch N           at most N cases a run (default: the judge's limit)
  --timeout-ms N      CPU time limit of one run (default: the judge's limit, or 2000 with --gen)
  --memory-mb N       memory limit of one run, the whole process group's resident memory: a run
                      over it is stopped, MLE (default: the judge's limit, or 256 with --gen)
  --stack-mb N        stack limit (default: the memory limit, as on most Linux judges)
  --budget-s N        the whole session's budget in seconds (default 60)
  --jobs N            runs at once (default: the number of cores)
  --save DIR          also keep the failure as a sample pair in DIR (NAME.in and NAME.out)
without a model:
  --gen \"<command>\"   run as `<command> SEED SIZE`, prints one input
  --brute \"<command>\" a slow, sure solution: its output is the expected one
  --validator \"<cmd>\" exit 0 when the input on its stdin is valid: the shrinker runs nothing it
                      rejects. Without one, it keeps to the shape learnt from the generator's
                      inputs (each token's range, tokens a line, the numbers that count lines,
                      tokens or widths) and says what it learnt; a validator knows the real rules
  --checker \"<cmd>\"   run as `<cmd> INPUT OUTPUT ANSWER` (files): exit 0 accepts, 1 wrong answer,
                      2 presentation error, anything else is the checker's own failure (testlib)
  --interactor \"<cmd>\" an interactive problem: run as `<cmd> INPUT OUTPUT` (testlib), its stdout
                      wired to your program's stdin and back; its exit code is the verdict (0 AC,
                      1 or 2 WA, else its own failure); no --brute. A deadlock (both waiting: a
                      missing flush) is a TLE, reported at once; the transcript is written
  --compare MODE      without a checker: lines (default), tokens (Codeforces), exact
  --float EPS         compare tokens, numbers within EPS absolute or relative (testlib's rcmp)
  --max-size N        the largest SIZE given to the generator (default 100)

Written files go to ./grundy-out/stress/. Exit status: 0 no failure, 1 a failure, 2 a bad request
or a helper's failure, 130 interrupted.";

/// The command line, for both kinds of session.
#[derive(Debug, Clone)]
pub struct Request {
    pub id: Option<String>,
    /// `--cmd` as typed.
    pub cmd: Option<String>,
    pub gen: Option<String>,
    pub brute: Option<String>,
    pub validator: Option<String>,
    pub checker: Option<String>,
    pub interactor: Option<String>,
    pub compare: Option<Mode>,
    pub compare_arg: Option<String>,
    pub max_size: Option<u64>,
    pub cases: Option<u64>,
    pub seed: u64,
    pub seed_given: bool,
    pub families: Vec<Family>,
    pub family_arg: Option<String>,
    pub batch: Option<usize>,
    pub limit: Option<Duration>,
    pub budget: Duration,
    pub jobs: usize,
    pub save: Option<PathBuf>,
    /// `--memory-mb`, `--stack-mb`.
    pub memory: MemoryArgs,
}

/// The number of cores, for `--jobs`.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn request(mut args: Args) -> Result<Request, String> {
    let clock = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let seed = args.parsed::<u64>("seed")?;
    let (compare, compare_arg) = args.comparison()?;
    let r = Request {
        id: None,
        cmd: args.value("cmd")?,
        gen: args.value("gen")?,
        brute: args.value("brute")?,
        validator: args.value("validator")?,
        checker: args.value("checker")?,
        interactor: args.value("interactor")?,
        compare,
        compare_arg,
        max_size: args.parsed::<u64>("max-size")?,
        cases: args.parsed::<u64>("cases")?,
        seed: seed.unwrap_or(clock % 1_000_000_007),
        seed_given: seed.is_some(),
        families: Family::ALL.to_vec(),
        family_arg: args.value("family")?,
        batch: args.parsed::<usize>("batch")?,
        limit: args.parsed::<u64>("timeout-ms")?.map(Duration::from_millis),
        budget: Duration::from_secs(args.parsed::<u64>("budget-s")?.unwrap_or(60)),
        jobs: args.parsed::<usize>("jobs")?.unwrap_or_else(cores).max(1),
        save: args.value("save")?.map(|d| super::paths::from_caller(&d)),
        memory: args.memory()?,
    };
    let rest = args.finish()?;
    if r.cases == Some(0) {
        return Err("--cases must be at least 1".into());
    }
    let modeless = [
        ("gen", &r.gen),
        ("brute", &r.brute),
        ("validator", &r.validator),
        ("checker", &r.checker),
        ("interactor", &r.interactor),
    ];
    let given: Vec<&str> = modeless.iter().filter(|(_, v)| v.is_some()).map(|(n, _)| *n).collect();
    if !given.is_empty() || r.max_size.is_some() || r.compare.is_some() {
        if let Some(id) = rest.first() {
            let first = given.first().copied().unwrap_or(if r.max_size.is_some() {
                "max-size"
            } else {
                "compare"
            });
            return Err(format!(
                "--{} is for a problem without a model; with the id {} the model is the oracle",
                first, id
            ));
        }
        without_a_model(&r)?;
        return Ok(r);
    }
    with_a_model(r, &rest)
}

/// A session with the user's programs: what it needs, and nothing meant for a model.
fn without_a_model(r: &Request) -> Result<(), String> {
    for (name, set) in [("family", r.family_arg.is_some()), ("batch", r.batch.is_some())] {
        if set {
            return Err(format!("--{} needs a problem id (it is for a model's cases)", name));
        }
    }
    if r.interactor.is_some() {
        for (name, given) in [
            ("brute", r.brute.is_some()),
            ("checker", r.checker.is_some()),
            ("compare", r.compare.is_some()),
        ] {
            if given {
                return Err(format!(
                    "--{} and --interactor: the interactor judges each run; drop --{}",
                    name, name
                ));
            }
        }
        if r.gen.is_none() {
            return Err("--interactor needs --gen (the tests it plays on) and --cmd".into());
        }
    } else if r.gen.is_none() || r.brute.is_none() {
        return Err("without an id, give both --gen and --brute (and --cmd)".into());
    }
    if r.cmd.is_none() {
        return Err("without an id, --cmd is the program to test: give it".into());
    }
    if r.max_size == Some(0) {
        return Err("--max-size must be at least 1".into());
    }
    Ok(())
}

/// A session with one of our models: its id, and the families asked for.
fn with_a_model(mut r: Request, rest: &[String]) -> Result<Request, String> {
    let id =
        match rest {
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
    if let Some(list) = &r.family_arg {
        r.families = list
            .split(',')
            .map(|f| {
                Family::parse(f.trim())
                    .ok_or_else(|| format!("unknown family {:?} (small, random, max, edge)", f))
            })
            .collect::<Result<_, _>>()?;
    }
    r.id = Some(id);
    Ok(r)
}

/// A command the user gave, as a program (a source file is built first); `Err` is a message.
fn program(what: &str, text: &str) -> Result<Program, String> {
    user_program(text).map_err(|e| match e {
        CommandError::Empty => format!("--{} is empty", what),
        CommandError::DoesNotBuild(why) => why,
    })
}

pub fn run(args: Args, out: &mut dyn Write) -> super::Outcome {
    let req = request(args)?;
    let built = match &req.id {
        Some(id) => oracle::visit(id, WithModel(&req, out))
            .unwrap_or_else(|| Err(Refused("unknown id".into()))),
        None => with_user_programs(&req, out),
    };
    match built {
        Ok(code) => Ok(code?),
        Err(Refused(message)) => {
            eprintln!("error: {}", message);
            Ok(2)
        }
    }
}

/// A session that cannot start: the message (one line, or a compiler's complaint).
struct Refused(String);

impl From<String> for Refused {
    fn from(s: String) -> Refused {
        Refused(s)
    }
}

/// A session with a model.
struct WithModel<'a>(&'a Request, &'a mut dyn Write);

impl Visitor for WithModel<'_> {
    type Output = Result<super::Outcome, Refused>;

    fn visit<M: Model>(self) -> Result<super::Outcome, Refused> {
        let req = self.0;
        let oracle = ModelOracle::<M>::new(req.seed, req.families.clone(), req.batch, req.cases);
        let program = match &req.cmd {
            Some(c) => program("cmd", c)?,
            None => our_program(M::ID)?,
        };
        let limit = req.limit.unwrap_or(Duration::from_millis(M::TIME_LIMIT_MS));
        let memory = crate::problems::find(M::ID)
            .map_or(crate::problems::DEFAULT_MEMORY_MB, |p| p.memory_limit_mb());
        let program = program.judged(req.memory.limits(memory));
        let who = req.cmd.clone().unwrap_or_else(|| format!("our {}", M::ID));
        Ok(session(req, &oracle, ProgramSubject { program, limit }, &who, M::ID, self.1))
    }
}

/// A session with the user's generator, brute force, validator and checker.
fn with_user_programs(req: &Request, out: &mut dyn Write) -> Result<super::Outcome, Refused> {
    let need = |what: &str, v: &Option<String>| program(what, v.as_deref().unwrap_or(""));
    let optional =
        |what: &str, v: &Option<String>| v.as_deref().map(|c| program(what, c)).transpose();
    let work = written("stress/custom").join(format!(".check-{}", std::process::id()));
    let oracle = UserOracle {
        generator: need("gen", &req.gen)?,
        brute: optional("brute", &req.brute)?,
        interactor: optional("interactor", &req.interactor)?,
        validator: optional("validator", &req.validator)?,
        checker: optional("checker", &req.checker)?,
        compare: req.compare.unwrap_or(Mode::Lines),
        helper_limit: Duration::from_secs(10).max(req.limit.unwrap_or_default() * 10),
        seed: req.seed,
        max_size: req.max_size.unwrap_or(100),
        cases: req.cases,
        work: work.clone(),
        learnt: Default::default(),
    };
    let program =
        need("cmd", &req.cmd)?.judged(req.memory.limits(crate::problems::DEFAULT_MEMORY_MB));
    let limit = req.limit.unwrap_or(Duration::from_millis(2000));
    let who = req.cmd.clone().unwrap_or_default();
    let code = session(req, &oracle, ProgramSubject { program, limit }, &who, "custom", out);
    let _ = std::fs::remove_dir_all(&work);
    Ok(code)
}

/// Run the session with a progress line, then report; the exit code.
fn session(
    req: &Request,
    oracle: &dyn Oracle,
    subject: ProgramSubject,
    who: &str,
    what: &str,
    out: &mut dyn Write,
) -> super::Outcome {
    let line = ProgressLine::new();
    let show = |p: Progress| match p {
        Progress::Searching { tests: runs, cases } => {
            line.show(&format!("{}: searching, {} cases in {} runs", what, cases, runs))
        }
        Progress::Shrinking { runs, bytes } => {
            line.show(&format!("{}: shrinking, {} runs, input {} bytes", what, runs, bytes))
        }
    };
    let opts = Options { jobs: req.jobs, budget: req.budget };
    let result = stress(oracle, &subject, opts, &show);
    line.clear();
    let ctx = report::Context { req, oracle, who, what, limit: subject.limit };
    match result {
        Ok(r) => Ok(report::print(out, &ctx, &r)?),
        Err(crate::stress::Fault::Interrupted) => {
            eprintln!("interrupted");
            Ok(130)
        }
        Err(fault) => {
            eprintln!("error: {}", fault);
            Ok(2)
        }
    }
}
