//! `grundy stress <id> [--cmd "<command>"] [--cases N] [--seed S] [--family F] [--save] …`:
//! stress-test our binary, or anybody's program, against the problem's oracle.

use super::args::Args;
use super::term::{colour, is_terminal, Paint};
use crate::oracle::{self, expected, Family, Model, Visitor};
use crate::process::Program;
use crate::stress::{stress, Failure, Options, ProgramSubject};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub const HELP: &str = "\
usage: grundy stress <id> [--cmd \"<command>\"] [--cases N] [--seed S] [--family F[,F…]] [--batch N] [--timeout-ms N] [--save]

Stress a program against the problem's oracle (the literal rules where the case is small enough,
else an independent reference): seeded cases, batched as the judge's format allows; on the first
mismatch, crash or timeout the failing case is isolated and shrunk.

options:
  --cmd \"<command>\"   the program to test (default: our solution of <id>)
  --cases N           how many cases (default 10 000, or 1 000 for one-game formats)
  --seed S            replay a seed (default: from the clock)
  --family F          small, random, max, edge, or a comma list (default: all four in turn)
  --batch N           cases per run (default: the judge's batch)
  --timeout-ms N      time limit of one run (default 10 000)
  --save              keep a failure as a regression sample in samples/<id>/";

/// Everything the command line says.
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
    limit: Duration,
    save: bool,
}

pub fn run(mut args: Args) -> Result<i32, String> {
    let request = (|| -> Result<(String, Request), String> {
        let custom = args.value("cmd")?;
        let cases = args.parsed::<u64>("cases")?;
        let seed = args.parsed::<u64>("seed")?;
        let family_arg = args.value("family")?;
        let batch = args.parsed::<usize>("batch")?;
        let limit = Duration::from_millis(args.parsed::<u64>("timeout-ms")?.unwrap_or(10_000));
        let save = args.flag("save");
        let rest = args.finish()?;
        let id = match rest.as_slice() {
            [id] => id.clone(),
            [] => return Err("which problem? give an id".into()),
            _ => return Err(format!("one id at a time, got {}", rest.join(" "))),
        };
        if !oracle::IDS.contains(&id.as_str()) {
            return Err(format!(
                "unknown problem id {:?}; known ids: {}",
                id,
                oracle::IDS.join(" ")
            ));
        }
        let families = match &family_arg {
            None => Family::ALL.to_vec(),
            Some(list) => list
                .split(',')
                .map(|f| {
                    Family::parse(f.trim())
                        .ok_or_else(|| format!("unknown family {:?} (small, random, max, edge)", f))
                })
                .collect::<Result<_, _>>()?,
        };
        let program = match &custom {
            Some(c) => Program::shell(c, super::args::caller_dir()).ok_or("--cmd is empty")?,
            None => {
                let exe = std::env::current_exe().map_err(|e| e.to_string())?;
                Program::new(exe.with_file_name(format!("{}{}", id, std::env::consts::EXE_SUFFIX)))
            }
        };
        let clock = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
        let seed_given = seed.is_some();
        let seed = seed.unwrap_or(clock % 1_000_000_007);
        Ok((
            id,
            Request {
                program,
                custom,
                cases,
                seed,
                seed_given,
                families,
                family_arg,
                batch,
                limit,
                save,
            },
        ))
    })();
    let (id, req) = request?;
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
        let show_progress = is_terminal(2);
        let started = Instant::now();
        let mut progress = |done: u64, total: u64| {
            if show_progress {
                let rate = done as f64 / started.elapsed().as_secs_f64().max(1e-9);
                eprint!("\r{} {}/{} cases, {:.0} cases/s   ", M::ID, done, total, rate);
                let _ = std::io::stderr().flush();
            }
        };
        let mut subject = ProgramSubject { program: req.program.clone(), limit: req.limit };
        let report = stress::<M>(&mut subject, &opts, &mut progress);
        if show_progress {
            eprint!("\r{:60}\r", "");
        }
        let report = match report {
            Ok(r) => r,
            Err(e) => {
                eprintln!("error: {}", e);
                return 2;
            }
        };
        let paint = Paint(colour(1));
        let who = req.custom.clone().unwrap_or_else(|| format!("our {}", M::ID));
        match report.failure {
            None => {
                println!(
                    "{} {} cases ({} run{}, {:.1} s) of {}: {} agrees with the oracle (seed {})",
                    paint.green("OK"),
                    report.cases_run,
                    report.runs,
                    if report.runs == 1 { "" } else { "s" },
                    report.elapsed.as_secs_f64(),
                    families_text(&req.families),
                    who,
                    req.seed
                );
                0
            }
            Some(f) => {
                print_failure::<M>(&req, &f, paint);
                1
            }
        }
    }
}

fn families_text(families: &[Family]) -> String {
    families.iter().map(|f| f.name()).collect::<Vec<_>>().join(",")
}

fn print_failure<M: Model>(req: &Request, f: &Failure<M::Case>, paint: Paint) {
    let oracle = if f.cases.iter().all(|c| M::brute(c).is_some()) {
        "the literal rules"
    } else {
        "the reference"
    };
    println!(
        "{} at generated case #{} (family {}, seed {}); shrunk with {} runs to {} case{}:",
        paint.red("FAILED"),
        f.first_seen,
        f.family.name(),
        req.seed,
        f.shrink_runs,
        f.cases.len(),
        if f.cases.len() == 1 { "" } else { "s" }
    );
    println!("--- input ---\n{}", f.input.trim_end());
    println!("--- expected (from {}) ---\n{}", oracle, f.expected.trim_end());
    println!("--- got ---\n{}", f.got.to_string().trim_end());
    let base = format!("seed{}-case{}", req.seed, f.first_seen);
    let dir = Path::new("target/stress").join(M::ID);
    match save(&dir, &base, f) {
        Ok(()) => println!("written: {}/{}.in (.expected, .got)", dir.display(), base),
        Err(e) => eprintln!("warning: cannot write {}: {}", dir.display(), e),
    }
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
        replay += &format!(" --cmd {:?}", c);
    }
    println!(
        "replay: {}{}",
        replay,
        if req.seed_given { "" } else { "  (the seed was chosen from the clock)" }
    );
}

fn save<C>(dir: &Path, base: &str, f: &Failure<C>) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    fs::write(dir.join(format!("{}.in", base)), &f.input)?;
    fs::write(dir.join(format!("{}.expected", base)), &f.expected)?;
    fs::write(dir.join(format!("{}.got", base)), f.got.to_string())
}
