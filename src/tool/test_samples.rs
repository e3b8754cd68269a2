//! `grundy test-samples [ID…] [--cmd "<command>"]`: run a program (our solution, or the user's
//! command line) on every sample of a problem and compare with the expected output the way a judge
//! does. One line per sample, a summary line, non-zero exit on any failure.
//!
//! A sample is a pair of files in one folder: `X.in` with `X.out` or `X.ans` (our samples, oj's
//! `sample-1.in`/`sample-1.out`, `1.in`/`1.ans`), or cf-tool's `inN.txt` with `ansN.txt` or
//! `outN.txt`. A user's program is judged on the samples inside the judge's bounds: the official
//! ones and `edge-*`; `beyond-*` samples (inputs past the judge's bounds, which our solutions accept)
//! are skipped and counted unless `--all`.

use super::args::Args;
use super::paths::caller_dir;
use super::term::{colour, Paint};
use crate::compare::{compare, SHOWN_WIDTH as MISMATCH_WIDTH};
use crate::oracle::{self, Model, Visitor, IDS};
use crate::process::{Exit, Program, Run};
use crate::text::shorten;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub const HELP: &str = "\
usage: grundy test-samples [ID…] [--cmd \"<command>\"] [--all] [--samples DIR] [--limit-ms N] [--bins DIR]

Run a program on every sample of the problems given (default: every problem) and compare its output
with the expected one the way a judge does (trailing spaces, CR and a missing final newline
forgiven). One line a sample, then an 'N passed, M failed' line; exit 1 on any failure.

Without --cmd the program is our solution, run on every sample. With --cmd it is yours, run through
`sh -c` in the directory you stand in (pipes, quotes, `cd dir && ./a.out` work), on the samples
inside the judge's bounds: the official ones and edge-*; beyond-* samples (past the judge's bounds)
are skipped and counted in the summary unless --all.

A sample is X.in with X.out or X.ans beside it (as oj and most tools save them), or cf-tool's
inN.txt with ansN.txt or outN.txt.

examples:
  grundy test-samples nod1066 --cmd \"./a.out\"
  grundy test-samples --samples tests/ --cmd \"python3 sol.py\"     any problem: DIR holds the pairs

options:
  --cmd \"<command>\"  judge your program instead of ours (\"./a.out\", \"python3 sol.py\")
  --all              with --cmd, run the beyond-* samples too
  --samples DIR      a folder of sample pairs; with ids, DIR/<id>/ when it exists, else DIR itself
                     (default: samples/<id>/ of this repository)
  --limit-ms N       time limit of one run (default for your program: the problem's judge limit,
                     2000 ms for a folder of another problem; for ours 5000 ms, a guard
                     against hangs: `just bench` measures their speed)
  --bins DIR         the folder holding our programs named <id> (default: beside grundy)";

/// The time limit of a folder that belongs to no problem we know.
const DEFAULT_LIMIT_MS: u64 = 2000;

/// The time limit of our own solutions: they answer a sample in milliseconds (their speed is the
/// bench's business), so this only stops a hang. Not the judge's limit: on a loaded machine a
/// 2 ms run was seen to take 1.4 s of wall time, which would be a false TLE.
const OURS_LIMIT_MS: u64 = 5000;

/// One sample: its name, its input file and its expected output (`None` when there is none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    pub name: String,
    pub input: PathBuf,
    pub answer: Option<PathBuf>,
}

/// The samples of a folder, official numbered ones first, then in natural order (`sample-2` before
/// `sample-10`). An unreadable folder has none.
pub fn samples_in(dir: &Path) -> Vec<Sample> {
    let files: Vec<String> = fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    let answer =
        |candidates: [String; 2]| candidates.into_iter().map(|c| dir.join(c)).find(|p| p.is_file());
    let mut found: Vec<Sample> = files
        .iter()
        .filter_map(|f| {
            if let Some(stem) = f.strip_suffix(".in").filter(|s| !s.is_empty()) {
                Some(Sample {
                    name: stem.to_string(),
                    input: dir.join(f),
                    answer: answer([format!("{}.out", stem), format!("{}.ans", stem)]),
                })
            } else {
                // cf-tool: in1.txt with ans1.txt.
                let n = f.strip_prefix("in")?.strip_suffix(".txt")?;
                (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then(|| Sample {
                    name: format!("in{}", n),
                    input: dir.join(f),
                    answer: answer([format!("ans{}.txt", n), format!("out{}.txt", n)]),
                })
            }
        })
        .collect();
    found.sort_by_key(|s| natural_key(&s.name));
    found
}

/// Sample names of a folder (see [`samples_in`]).
pub fn sample_names(dir: &Path) -> Vec<String> {
    samples_in(dir).into_iter().map(|s| s.name).collect()
}

/// Sort key: plain numbers first by value, then the rest with digit runs compared by value.
fn natural_key(name: &str) -> (bool, Vec<(String, u128)>) {
    let mut parts = Vec::new();
    let mut rest = name;
    while !rest.is_empty() {
        let text_len = rest.find(|c: char| c.is_ascii_digit()).unwrap_or(rest.len());
        let (text, tail) = rest.split_at(text_len);
        let digits_len = tail.find(|c: char| !c.is_ascii_digit()).unwrap_or(tail.len());
        let (digits, tail) = tail.split_at(digits_len);
        parts.push((text.to_string(), digits.parse().unwrap_or(0)));
        rest = tail;
    }
    (name.parse::<u128>().is_err(), parts)
}

/// Is this sample outside the judge's bounds (run for a user's program only with `--all`)?
pub fn beyond(name: &str) -> bool {
    name.starts_with("beyond-")
}

/// One sample's verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    /// Wrong answer, with the judge-style first difference.
    Wa(String),
    /// Runtime error: how it ended and its first stderr line.
    Re(String),
    Tle,
    /// The sample cannot be judged (no expected output, no binary, no samples).
    Missing(String),
}

impl Verdict {
    fn tag(&self) -> &'static str {
        match self {
            Verdict::Ok => "OK",
            Verdict::Wa(_) => "WA",
            Verdict::Re(_) => "RE",
            Verdict::Tle => "TLE",
            Verdict::Missing(_) => "MISSING",
        }
    }
}

/// The verdict of a finished run against the expected output.
pub fn verdict(run: &Run, expected: &str) -> Verdict {
    match run.exit {
        Exit::TimedOut(_) => Verdict::Tle,
        Exit::Success => match compare(expected, &run.stdout_text()) {
            None => Verdict::Ok,
            Some(m) => Verdict::Wa(m.to_string()),
        },
        exit => {
            let stderr = run.stderr_line();
            if stderr.is_empty() {
                Verdict::Re(exit.to_string())
            } else {
                Verdict::Re(format!("{}: {}", exit, shorten(&stderr, MISMATCH_WIDTH)))
            }
        }
    }
}

/// The judge's time limit of a problem.
struct TimeLimit;

impl Visitor for TimeLimit {
    type Output = u64;
    fn visit<M: Model>(self) -> u64 {
        M::TIME_LIMIT_MS
    }
}

/// A folder of samples to judge, and what runs on it.
#[derive(Debug)]
struct Group {
    /// The problem id, or the folder's name.
    label: String,
    dir: PathBuf,
    /// Our solution, when the label is a problem id and no `--cmd` is given.
    ours: Option<PathBuf>,
    limit: Duration,
}

/// A path the user typed, read from where they stand.
fn from_caller(path: &str) -> PathBuf {
    let p = PathBuf::from(path);
    if p.is_absolute() {
        p
    } else {
        caller_dir().join(p)
    }
}

/// Everything a run needs, gathered from the arguments.
struct Request {
    groups: Vec<Group>,
    user: Option<Program>,
    all: bool,
}

/// Why a request cannot run.
enum Refusal {
    /// The arguments themselves are wrong: the message, then the usage line.
    Usage(String),
    /// They point at something that is not there (a folder, samples): one line.
    Missing(String),
}

/// Read the arguments.
fn request(mut args: Args) -> Result<Request, Refusal> {
    let limit_ms = args.parsed::<u64>("limit-ms").map_err(Refusal::Usage)?;
    let all = args.flag("all");
    let cmd = args.value("cmd").map_err(Refusal::Usage)?;
    let samples = args.value("samples").map_err(Refusal::Usage)?;
    let bins = match args.value("bins").map_err(Refusal::Usage)? {
        Some(b) => from_caller(&b),
        None => {
            std::env::current_exe().map_err(|e| Refusal::Missing(e.to_string()))?.with_file_name("")
        }
    };
    let user = match &cmd {
        None => None,
        Some(c) => Some(
            Program::shell(c, caller_dir())
                .ok_or_else(|| Refusal::Usage("--cmd is empty".into()))?,
        ),
    };
    let limit = |id: Option<&str>| {
        let judge = id.and_then(|id| oracle::visit(id, TimeLimit));
        let ours = if user.is_none() { Some(OURS_LIMIT_MS) } else { None };
        Duration::from_millis(limit_ms.or(ours).or(judge).unwrap_or(DEFAULT_LIMIT_MS))
    };
    let group = |label: &str, dir: PathBuf| {
        let known = IDS.contains(&label);
        Group {
            label: label.to_string(),
            dir,
            ours: (known && user.is_none())
                .then(|| bins.join(format!("{}{}", label, std::env::consts::EXE_SUFFIX))),
            limit: limit(known.then_some(label)),
        }
    };
    let names = args.finish().map_err(Refusal::Usage)?;
    let groups = match samples {
        None => {
            if user.is_some() && names.is_empty() {
                return Err(Refusal::Usage("--cmd needs a problem id (or --samples DIR)".into()));
            }
            let ids = Args::new(names).finish_ids().map_err(Refusal::Usage)?;
            ids.iter().map(|id| group(id, PathBuf::from("samples").join(id))).collect()
        }
        Some(dir) => {
            let root = from_caller(&dir);
            if !root.is_dir() {
                return Err(Refusal::Missing(format!(
                    "no samples folder {} (--samples {})",
                    root.display(),
                    dir
                )));
            }
            if names.is_empty() {
                folder_groups(&root, user.is_some(), &group)?
            } else {
                let mut groups = Vec::new();
                for name in &names {
                    let sub = root.join(name);
                    if !IDS.contains(&name.as_str()) && !sub.is_dir() {
                        return Err(Refusal::Usage(format!(
                            "unknown problem id {:?} and no folder {}; known ids: {}",
                            name,
                            sub.display(),
                            IDS.join(" ")
                        )));
                    }
                    groups.push(group(name, if sub.is_dir() { sub } else { root.clone() }));
                }
                groups
            }
        }
    };
    if let Some(g) = groups.iter().find(|g| g.ours.is_none() && user.is_none()) {
        return Err(Refusal::Usage(format!(
            "{} is not one of our problems: give the program to judge with --cmd",
            g.label
        )));
    }
    Ok(Request { groups, user, all })
}

/// `--samples DIR` without ids: DIR holds the pairs itself, or (like `samples/`) a folder per id.
fn folder_groups(
    root: &Path,
    user: bool,
    group: &dyn Fn(&str, PathBuf) -> Group,
) -> Result<Vec<Group>, Refusal> {
    if !samples_in(root).is_empty() {
        // Named by the folder; a folder named by one of our ids takes that problem's limit.
        let label = root
            .canonicalize()
            .ok()
            .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_else(|| root.display().to_string());
        return Ok(vec![group(&label, root.to_path_buf())]);
    }
    let per_id: Vec<&str> = IDS.iter().copied().filter(|id| root.join(id).is_dir()).collect();
    if per_id.is_empty() {
        return Err(Refusal::Missing(format!(
            "no samples in {}: no .in files (nor inN.txt) and no folder named by a problem id",
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
    Ok(per_id.iter().map(|id| group(id, root.join(id))).collect())
}

/// One printed line: a verdict and its time.
struct Line {
    name: String,
    verdict: Verdict,
    took: Option<Duration>,
}

pub fn run(args: Args) -> Result<i32, String> {
    let req = match request(args) {
        Ok(r) => r,
        Err(Refusal::Usage(usage)) => return Err(usage),
        Err(Refusal::Missing(message)) => {
            eprintln!("error: {}", message);
            return Ok(2);
        }
    };
    let paint = Paint(colour(1));
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    for g in &req.groups {
        let samples = samples_in(&g.dir);
        let mut lines = Vec::new();
        let missing = |why: String| Line {
            name: format!("{}/", g.label),
            verdict: Verdict::Missing(why),
            took: None,
        };
        if samples.is_empty() {
            lines.push(missing(format!("no samples: {} has no .in files", g.dir.display())));
        } else if let Some(bin) = g.ours.as_ref().filter(|b| !b.exists()) {
            lines.push(missing(format!(
                "no binary at {} (build with `cargo build --bins`)",
                bin.display()
            )));
        }
        if lines.is_empty() {
            let program = match (&req.user, &g.ours) {
                (Some(p), _) => p.clone(),
                (None, Some(bin)) => Program::new(bin),
                (None, None) => unreachable!("checked by request()"),
            };
            for s in samples {
                if req.user.is_some() && !req.all && beyond(&s.name) {
                    skipped += 1;
                    continue;
                }
                let name = format!("{}/{}", g.label, s.name);
                let expected = match &s.answer {
                    Some(a) => fs::read_to_string(a)
                        .map_err(|e| format!("cannot read {}: {}", a.display(), e)),
                    None => Err(format!(
                        "no expected output {}.out (or .ans)",
                        s.input.with_extension("").display()
                    )),
                };
                let input = fs::read(&s.input)
                    .map_err(|e| format!("cannot read {}: {}", s.input.display(), e));
                let (input, expected) = match (input, expected) {
                    (Ok(i), Ok(e)) => (i, e),
                    (Err(why), _) | (_, Err(why)) => {
                        lines.push(Line { name, verdict: Verdict::Missing(why), took: None });
                        continue;
                    }
                };
                let run = match program.run(&input, g.limit) {
                    Ok(r) => r,
                    Err(e) => {
                        eprintln!("error: {}", e);
                        return Ok(2);
                    }
                };
                lines.push(Line {
                    name,
                    verdict: verdict(&run, &expected),
                    took: Some(run.elapsed),
                });
            }
        }
        for Line { name, verdict, took } in lines {
            let tag = format!("{:<7}", verdict.tag());
            let tag = if verdict == Verdict::Ok { paint.green(&tag) } else { paint.red(&tag) };
            let ms = match (&verdict, took) {
                (Verdict::Tle, _) => format!(">{} ms", g.limit.as_millis()),
                (_, Some(t)) => format!("{} ms", t.as_millis()),
                (_, None) => "-".to_string(),
            };
            let detail = match &verdict {
                Verdict::Ok => String::new(),
                Verdict::Tle => {
                    format!("killed after {} ms (--limit-ms N to change)", g.limit.as_millis())
                }
                Verdict::Wa(d) | Verdict::Re(d) | Verdict::Missing(d) => d.clone(),
            };
            println!("{}", format!("{} {:<40} {:>9}  {}", tag, name, ms, detail).trim_end());
            if verdict == Verdict::Ok {
                passed += 1;
            } else {
                failed += 1;
            }
        }
    }
    let mut summary = format!("{} passed, {} failed", passed, failed);
    if skipped > 0 {
        summary += &format!(
            ", {} skipped (beyond-*: outside the judge's bounds; --all runs them)",
            skipped
        );
    }
    println!("{}", if failed == 0 { paint.green(&summary) } else { paint.red(&summary) });
    Ok(i32::from(failed > 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn official_samples_sort_first_and_numerically() {
        let dir = std::env::temp_dir().join(format!("grundy-sample-names-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        for n in ["10", "2", "1", "edge-b", "beyond-a", "edge-a", "sample-10", "sample-9"] {
            fs::write(dir.join(format!("{}.in", n)), "").unwrap();
        }
        fs::write(dir.join("1.out"), "").unwrap();
        assert_eq!(
            sample_names(&dir),
            ["1", "2", "10", "beyond-a", "edge-a", "edge-b", "sample-9", "sample-10"]
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn pairs_take_out_ans_and_cf_tool_names() {
        let dir = std::env::temp_dir().join(format!("grundy-sample-pairs-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        for f in ["a.in", "a.ans", "b.in", "b.out", "b.ans", "c.in", "in1.txt", "ans1.txt", "x.txt"]
        {
            fs::write(dir.join(f), "").unwrap();
        }
        let found: Vec<(String, Option<String>)> = samples_in(&dir)
            .into_iter()
            .map(|s| {
                let answer =
                    s.answer.map(|a| a.file_name().unwrap().to_string_lossy().into_owned());
                (s.name, answer)
            })
            .collect();
        let want =
            [("a", Some("a.ans")), ("b", Some("b.out")), ("c", None), ("in1", Some("ans1.txt"))];
        let want: Vec<(String, Option<String>)> =
            want.iter().map(|(n, a)| (n.to_string(), a.map(str::to_string))).collect();
        assert_eq!(found, want);
        fs::remove_dir_all(&dir).unwrap();
    }
}
