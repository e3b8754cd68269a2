//! `grundy bench [ID…] [--mb N] [--runs N] [--bins DIR] [--update-readme]`: whole-process time of
//! every release binary on two large inputs (the judge's format far beyond its counts, every value
//! inside its bounds: numbers of mixed lengths from `Model::huge`, and values uniform over the full
//! bounds as judges draw them from `Model::huge_uniform`) against its rivals, run in alternation:
//! the C++ a speed-minded contestant writes (`bench/cpp/<id>.cpp`, built here with `g++ -O2`), a
//! read floor (a minimal program, built here, that reads the same bytes in 128 KiB pieces and
//! touches each once) and `wc -l`. Each run is measured by a small helper (`bench/cpp/measure.cpp`)
//! that forks, execs and `wait4`s: wall, user and system time and peak memory of that child alone.
//! Also our peak memory on a 1 KB input and our time on a judge-sized `max` input. Writes
//! `target/bench/report.md` and `target/bench/mbps.svg`.

pub mod report;
mod snippet;

use super::args::Args;
use super::paths::caller_dir;
use crate::oracle::{self, Family, Model, Visitor};
use crate::rng::Rng;
use crate::svg::bar_chart;
use report::{console_line, machine, splice_readme, table};
use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub const HELP: &str = "\
usage: grundy bench [ID…] [--mb N] [--runs N] [--bins DIR] [--update-readme]
       grundy bench --snippet nim_product [--runs N]

Whole-process time of every release solution (or the ids given) on two large generated inputs, run
in alternation with its rivals: the contestant's C++ (bench/cpp/<id>.cpp, g++ -O2, the narrowest
integer types the bounds allow; its output must equal ours on every input), a read floor (a program
that only reads the same bytes) and `wc -l`. The two inputs, both in the judge's format far beyond
its counts and of the same size, give the table's two columns of ours ÷ C++:
  mixed     numbers of mixed lengths (many of 1-8 digits), as the stress generators draw them
  uniform   every value uniform over the judge's full bounds, as judges generate their data
            (testlib's rnd.next(1, 1000000000): almost every number has 9 or 10 digits)
Each ratio is the median of the per-round ratios of paired runs, with their lowest and highest.
Also reports user and system time, peak memory on both inputs (and on a 1 KB input), the read
floor and `wc -l` on the mixed input, and our time on a judge-sized max input.
Without g++ the C++ column and the CPU and memory figures are skipped with a note. Writes
target/bench/report.md and an SVG chart.

options:
  --mb N            input size in MB (default 64)
  --runs N          paired runs after a warm-up; medians are reported (default 5)
  --bins DIR        measure the solutions in DIR (default: beside this grundy binary)
  --update-readme   write the table between the README's bench markers
  --snippet NAME    instead, a snippet in Rust and C++ against the fastest public approach
                    (nim_product: 10^6 products of random pairs, timed in the process and as a
                    whole process, paired rounds)";
/// Where the report goes, and where the rivals are: in the repository this tool was built from,
/// wherever it is run.
fn out_dir() -> PathBuf {
    super::paths::repository().join("target/bench")
}

pub fn rivals_dir() -> PathBuf {
    super::paths::repository().join("bench/cpp")
}
const SEED: u64 = 2024;
/// The small input whose peak memory is compared with the large one's.
const SMALL_BYTES: usize = 1000;

/// The read floor: read stdin in 128 KiB pieces, as a streaming solution does, touch every byte.
const FLOOR_SOURCE: &str = r#"// The read floor for `grundy bench`: the least any solution can do with its input.
use std::io::{Read, Write};

fn main() {
    let mut buf = vec![0u8; 1 << 17];
    let mut stdin = std::io::stdin().lock();
    let mut touched = 0u8;
    loop {
        match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => touched = buf[..n].iter().fold(touched, |a, &b| a.wrapping_add(b)),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => panic!("stdin: {}", e),
        }
    }
    std::io::stdout().write_all(&[touched]).expect("stdout");
}
"#;

/// Our input and output, or the C++'s, go to this file while timing: nothing is kept.
pub const DISCARD: &str = "/dev/null";

/// A program to measure: an executable (a path, or a name looked up in PATH) and its arguments.
#[derive(Debug, Clone)]
pub struct Prog {
    pub exe: PathBuf,
    pub args: Vec<&'static str>,
}

impl Prog {
    pub fn new(exe: impl Into<PathBuf>) -> Self {
        Prog { exe: exe.into(), args: Vec::new() }
    }
}

/// CPU time and peak memory of one run, from `wait4`'s rusage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Usage {
    pub user: Duration,
    pub sys: Duration,
    /// ru_maxrss: peak resident memory in KiB.
    pub rss_kb: u64,
}

/// One run of one program (or the medians of several): wall time, and its usage when the helper
/// measured it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sample {
    pub wall: Duration,
    pub usage: Option<Usage>,
}

/// The helper's line, `<wall µs> <user µs> <system µs> <peak KiB> <exit code>`, as a sample. A
/// program that did not exit with 0 is an error naming how it ended.
pub fn parse_sample(line: &str) -> Result<Sample, String> {
    let garbled = || format!("the measuring helper printed {:?}", line.trim());
    let fields: Vec<u64> = line
        .split_ascii_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|_| garbled())?;
    match fields[..] {
        [wall, user, sys, rss_kb, 0] => Ok(Sample {
            wall: Duration::from_micros(wall),
            usage: Some(Usage {
                user: Duration::from_micros(user),
                sys: Duration::from_micros(sys),
                rss_kb,
            }),
        }),
        [_, _, _, _, 127] => Err("could not start (exit status 127)".to_string()),
        [_, _, _, _, code] if code > 128 => Err(format!("killed by signal {}", code - 128)),
        [_, _, _, _, code] => Err(format!("exit status {}", code)),
        _ => Err(garbled()),
    }
}

/// How runs are measured: by the helper (wall, CPU time, peak memory of the child alone), or,
/// without g++ to build it, by the wall clock around `Command::status` only.
#[derive(Debug)]
pub enum Meter {
    Helper(PathBuf),
    Clock,
}

impl Meter {
    /// Run `prog` once with stdin from `input` and stdout to `output`; stderr is discarded.
    pub fn run(&self, prog: &Prog, input: &Path, output: &Path) -> Result<Sample, String> {
        let failed = |e: String| format!("{} on {}: {}", prog.exe.display(), input.display(), e);
        match self {
            Meter::Helper(helper) => {
                let out = Command::new(helper)
                    .arg(input)
                    .arg(output)
                    .arg(&prog.exe)
                    .args(&prog.args)
                    .stdin(Stdio::null())
                    .stderr(Stdio::piped())
                    .output()
                    .map_err(|e| format!("cannot start {}: {}", helper.display(), e))?;
                if !out.status.success() {
                    return Err(failed(String::from_utf8_lossy(&out.stderr).trim().to_string()));
                }
                parse_sample(&String::from_utf8_lossy(&out.stdout)).map_err(failed)
            }
            Meter::Clock => {
                let stdin = File::open(input).map_err(|e| failed(e.to_string()))?;
                let stdout = File::create(output).map_err(|e| failed(e.to_string()))?;
                let start = Instant::now();
                let status = Command::new(&prog.exe)
                    .args(&prog.args)
                    .stdin(stdin)
                    .stdout(stdout)
                    .stderr(Stdio::null())
                    .status()
                    .map_err(|e| failed(format!("cannot start: {}", e)))?;
                let wall = start.elapsed();
                if !status.success() {
                    return Err(failed(status.to_string()));
                }
                Ok(Sample { wall, usage: None })
            }
        }
    }

    /// A warm-up round, then `runs` rounds in which every job (a program on an input) runs once,
    /// in turn; the order is reversed every other round, so no job always runs first or last.
    /// Returns each job's samples, round by round (the pairs `paired_ratio` divides).
    pub fn rounds(&self, jobs: &[(&Prog, &Path)], runs: usize) -> Result<Vec<Vec<Sample>>, String> {
        self.rounds_then(jobs, runs, Path::new(DISCARD), |_| Ok(()))
    }

    /// `rounds`, each program's output going to `output`, and `then(i)` called after each
    /// measured run of job i (to read what it wrote).
    fn rounds_then(
        &self,
        jobs: &[(&Prog, &Path)],
        runs: usize,
        output: &Path,
        mut then: impl FnMut(usize) -> Result<(), String>,
    ) -> Result<Vec<Vec<Sample>>, String> {
        let mut samples = vec![Vec::new(); jobs.len()];
        for round in 0..=runs {
            for k in 0..jobs.len() {
                let i = if round % 2 == 0 { k } else { jobs.len() - 1 - k };
                let sample = self.run(jobs[i].0, jobs[i].1, output)?;
                if round > 0 {
                    samples[i].push(sample);
                    then(i)?;
                }
            }
        }
        Ok(samples)
    }
}

/// The middle value (the upper of the two middle ones for an even count); `None` for no values.
pub fn median<T: PartialOrd + Copy>(values: &[T]) -> Option<T> {
    let mut v = values.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v.get(v.len() / 2).copied()
}

/// The medians of a program's samples, field by field (usage only when every run has it).
pub fn summarize(samples: &[Sample]) -> Option<Sample> {
    let field = |f: fn(&Usage) -> Duration| -> Option<Vec<Duration>> {
        samples.iter().map(|s| s.usage.as_ref().map(f)).collect()
    };
    let usage = match (field(|u| u.user), field(|u| u.sys)) {
        (Some(user), Some(sys)) => {
            let rss: Vec<u64> = samples.iter().filter_map(|s| s.usage.map(|u| u.rss_kb)).collect();
            Some(Usage { user: median(&user)?, sys: median(&sys)?, rss_kb: median(&rss)? })
        }
        _ => None,
    };
    let walls: Vec<Duration> = samples.iter().map(|s| s.wall).collect();
    Some(Sample { wall: median(&walls)?, usage })
}

/// How many times more `a` takes than `b` of what `key` measures: the median of the per-round
/// ratios of their paired runs, not the ratio of their medians. Both runs of a round see the
/// machine in about the same state, so each ratio cancels most of the load on it. `None` without
/// runs or when `key` has no figure.
pub fn paired_ratio(a: &[Sample], b: &[Sample], key: fn(&Sample) -> Option<f64>) -> Option<f64> {
    median(&paired_ratios(a, b, key)?)
}

/// The per-round ratios `paired_ratio` takes the median of; `None` when `key` has no figure.
fn paired_ratios(a: &[Sample], b: &[Sample], key: fn(&Sample) -> Option<f64>) -> Option<Vec<f64>> {
    a.iter().zip(b).map(|(x, y)| Some(key(x)? / key(y)?.max(1e-6))).collect()
}

/// Wall time in seconds, the figure the targets are set in.
pub fn wall(s: &Sample) -> Option<f64> {
    Some(s.wall.as_secs_f64())
}

/// CPU time (user + system) in seconds: what a run costs whatever else the machine is doing. On a
/// loaded machine the wall time of a long run swells more than that of a short one (it is
/// preempted more often), so next to a 10 ms `wc -l` this is the fairer ratio.
pub fn cpu(s: &Sample) -> Option<f64> {
    s.usage.map(|u| (u.user + u.sys).as_secs_f64())
}

/// A rival's figures next to ours: its medians, and ours ÷ it from the paired runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rival {
    pub median: Sample,
    pub wall_ratio: f64,
    /// The lowest and highest of the per-round wall ratios: how noisy the machine was.
    pub wall_range: (f64, f64),
    pub cpu_ratio: Option<f64>,
}

impl Rival {
    /// Compare `ours` with `theirs`, the same rounds' samples; `None` without runs.
    pub fn new(ours: &[Sample], theirs: &[Sample]) -> Option<Rival> {
        let walls = paired_ratios(ours, theirs, wall)?;
        let low = walls.iter().copied().fold(f64::INFINITY, f64::min);
        let high = walls.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        Some(Rival {
            median: summarize(theirs)?,
            wall_ratio: median(&walls)?,
            wall_range: (low, high),
            cpu_ratio: paired_ratio(ours, theirs, cpu),
        })
    }
}

/// The header every rival includes (its input and output), beside them in `bench/cpp`.
const CPP_HEADER: &str = "contest_io.h";

/// Build `exe` from the C++ file `src` with `g++ -O2` unless it is newer than its source and the
/// shared header beside it.
pub fn compile_cpp(src: &Path, exe: &Path) -> Result<(), String> {
    let modified = |p: &Path| fs::metadata(p).and_then(|m| m.modified()).ok();
    let source = modified(src).ok_or_else(|| format!("{}: not found", src.display()))?;
    let source = modified(&src.with_file_name(CPP_HEADER)).map_or(source, |h| h.max(source));
    if modified(exe).map_or(false, |built| built >= source) {
        return Ok(());
    }
    compile("g++", &["-O2"], src, exe)
}

/// Run `compiler` with `flags`, then `-o exe src`; `Err` holds the compiler's first line of
/// complaint.
fn compile(compiler: &str, flags: &[&str], src: &Path, exe: &Path) -> Result<(), String> {
    let out = Command::new(compiler)
        .args(flags)
        .arg("-o")
        .arg(exe)
        .arg(src)
        .output()
        .map_err(|e| format!("cannot run {}: {}", compiler, e))?;
    if !out.status.success() {
        let first = String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or("").to_string();
        return Err(format!("{} does not compile: {}", src.display(), first));
    }
    Ok(())
}

/// Whether a command runs at all (`g++ --version`, `wc -l`).
pub fn available(exe: &str, arg: &str) -> bool {
    Command::new(exe)
        .arg(arg)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_or(false, |s| s.success())
}

/// Whether two files hold the same bytes, read in 64 KiB pieces (outputs reach 100 MB).
pub fn same_content(a: &Path, b: &Path) -> Result<bool, String> {
    let open = |p: &Path| File::open(p).map_err(|e| format!("{}: {}", p.display(), e));
    let (mut fa, mut fb) = (open(a)?, open(b)?);
    let (mut ba, mut bb) = (vec![0; 1 << 16], vec![0; 1 << 16]);
    loop {
        let n = fill(&mut fa, &mut ba).map_err(|e| format!("{}: {}", a.display(), e))?;
        let m = fill(&mut fb, &mut bb).map_err(|e| format!("{}: {}", b.display(), e))?;
        if ba[..n] != bb[..m] {
            return Ok(false);
        }
        if n == 0 {
            return Ok(true);
        }
    }
}

/// Read until `buf` is full or the end; the count read.
fn fill(r: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// One measured row of the report.
#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    /// The bytes the binary writes on the mixed input: each output page costs like an input page.
    pub out_bytes: u64,
    /// Ours and the C++ on the large input of mixed-length numbers (`Model::huge`).
    pub mixed: Column,
    /// Ours and the C++ on the large input drawn as judges do (`Model::huge_uniform`).
    pub uniform: Column,
    /// The read floor, on the mixed input.
    pub floor: Rival,
    /// `wc -l` over the mixed input.
    pub wc: Option<Rival>,
    /// Our peak memory (KiB) on a 1 KB input of the same kind.
    pub small_rss_kb: Option<u64>,
    pub judge_max: Duration,
    pub limit_ms: u64,
}

/// Ours and the contestant's C++ on one of the two large inputs.
#[derive(Debug, Clone)]
pub struct Column {
    pub bytes: u64,
    /// Our medians.
    pub ours: Sample,
    /// The contestant's C++ (`None` without g++).
    pub cpp: Option<Rival>,
}

impl Row {
    /// Our throughput on the mixed input.
    pub fn mb_per_s(&self) -> f64 {
        self.mixed.bytes as f64 / 1e6 / self.mixed.ours.wall.as_secs_f64()
    }
}

/// Build the floor program once (again when its source changes).
fn build_floor(dir: &Path) -> Result<PathBuf, String> {
    let src = dir.join("floor.rs");
    let exe = dir.join(format!("floor{}", std::env::consts::EXE_SUFFIX));
    if fs::read_to_string(&src).ok().as_deref() != Some(FLOOR_SOURCE) || !exe.exists() {
        fs::write(&src, FLOOR_SOURCE).map_err(|e| e.to_string())?;
        compile_rust(&src, &exe).map_err(|e| format!("the floor program: {}", e))?;
    }
    Ok(exe)
}

/// Build a Rust program as a release build does (opt-level 3, edition 2021); `Err` holds the
/// compiler's first line of complaint.
fn compile_rust(src: &Path, exe: &Path) -> Result<(), String> {
    compile("rustc", &["-C", "opt-level=3", "--edition", "2021"], src, exe)
}

/// Write `path` from `make` unless it exists already (inputs are cached between runs).
fn cached(path: &Path, make: impl FnOnce() -> String) -> Result<u64, String> {
    if !path.exists() {
        fs::write(path, make()).map_err(|e| format!("{}: {}", path.display(), e))?;
    }
    fs::metadata(path).map(|m| m.len()).map_err(|e| e.to_string())
}

/// What every problem's measurement shares.
#[derive(Clone, Copy)]
struct Measure<'a> {
    dir: &'a Path,
    bins: &'a Path,
    meter: &'a Meter,
    floor: &'a Prog,
    /// Where the C++ binaries go; `None` without g++.
    cpp_dir: Option<&'a Path>,
    wc: bool,
    mb: u64,
    runs: usize,
}

impl Measure<'_> {
    /// Run ours and the C++ once on `input`, each output to a file: they must be the same bytes
    /// (checked on all four inputs: mixed, uniform, 1 KB and judge-max).
    /// Returns the size of our output. On a difference both files are kept for a look.
    fn agree(
        &self,
        id: &str,
        ours: &Prog,
        cpp: Option<&Prog>,
        input: &Path,
    ) -> Result<u64, String> {
        let mine = self.dir.join(format!("{}.ours.out", id));
        self.meter.run(ours, input, &mine)?;
        let bytes = fs::metadata(&mine).map(|m| m.len()).map_err(|e| e.to_string())?;
        if let Some(cpp) = cpp {
            let theirs = self.dir.join(format!("{}.cpp.out", id));
            self.meter.run(cpp, input, &theirs)?;
            if !same_content(&mine, &theirs)? {
                return Err(format!(
                    "the C++ and our solution answer differently on {} (kept: {}, {})",
                    input.display(),
                    mine.display(),
                    theirs.display()
                ));
            }
            let _ = fs::remove_file(theirs);
        }
        let _ = fs::remove_file(mine);
        Ok(bytes)
    }
}

/// One problem's benchmark inputs (written once, then reused) and the sizes of the large ones.
struct Inputs {
    huge: PathBuf,
    bytes: u64,
    uniform: PathBuf,
    uniform_bytes: u64,
    small: PathBuf,
    judge: PathBuf,
}

impl Measure<'_> {
    /// The mixed and the uniform large input, the 1 KB one, and the judge's largest.
    fn inputs<M: Model>(&self) -> Result<Inputs, String> {
        let file = |name: String| self.dir.join(name);
        let megabytes = (self.mb * 1_000_000) as usize;
        let huge = file(format!("{}-{}mb.in", M::ID, self.mb));
        let bytes = cached(&huge, || M::huge(megabytes, &mut Rng::new(SEED)))?;
        let uniform = file(format!("{}-{}mb-uniform.in", M::ID, self.mb));
        let uniform_bytes = cached(&uniform, || M::huge_uniform(megabytes, &mut Rng::new(SEED)))?;
        let small = file(format!("{}-1kb.in", M::ID));
        cached(&small, || M::huge(SMALL_BYTES, &mut Rng::new(SEED)))?;
        let judge = file(format!("{}-max.in", M::ID));
        cached(&judge, || {
            let mut rng = Rng::new(SEED);
            let count = if M::MULTI_CASE { M::JUDGE_BATCH } else { 1 };
            M::render(&(0..count).map(|_| M::generate(Family::Max, &mut rng)).collect::<Vec<_>>())
        })?;
        Ok(Inputs { huge, bytes, uniform, uniform_bytes, small, judge })
    }

    /// The C++ rival of `id`, compiled; `None` without g++.
    fn rival(&self, id: &str) -> Result<Option<Prog>, String> {
        let dir = match self.cpp_dir {
            Some(dir) => dir,
            None => return Ok(None),
        };
        let exe = dir.join(id);
        compile_cpp(&rivals_dir().join(format!("{}.cpp", id)), &exe)?;
        Ok(Some(Prog::new(exe)))
    }
}

impl Visitor for Measure<'_> {
    type Output = Result<Row, String>;

    fn visit<M: Model>(self) -> Result<Row, String> {
        let inputs = self.inputs::<M>()?;
        self.row(M::ID, M::TIME_LIMIT_MS, inputs)
    }
}

impl Measure<'_> {
    /// The row of problem `id` measured on its inputs: the model's part is only in the inputs, so
    /// this is compiled once, not once per problem.
    fn row(self, id: &str, limit_ms: u64, inputs: Inputs) -> Result<Row, String> {
        let Inputs { huge, bytes, uniform, uniform_bytes, small, judge } = inputs;
        let ours = Prog::new(self.bins.join(format!("{}{}", id, std::env::consts::EXE_SUFFIX)));
        let cpp = self.rival(id)?;
        let out_bytes = self.agree(id, &ours, cpp.as_ref(), &huge)?;
        for input in [&uniform, &small, &judge] {
            self.agree(id, &ours, cpp.as_ref(), input)?;
        }

        // One set of rounds over both large inputs: ours and the C++ on each, then the floor and
        // `wc -l` on the mixed one; every job once a round, the order reversed every other round.
        let wc = Prog { exe: PathBuf::from("wc"), args: vec!["-l"] };
        let mut jobs = Vec::new();
        for input in [&huge, &uniform] {
            jobs.push((&ours, input.as_path()));
            jobs.extend(cpp.as_ref().map(|c| (c, input.as_path())));
        }
        let floor_at = jobs.len();
        jobs.push((self.floor, huge.as_path()));
        if self.wc {
            jobs.push((&wc, huge.as_path()));
        }
        let samples = self.meter.rounds(&jobs, self.runs)?;
        let none = || "no runs".to_string();
        let against = |o: usize, i: usize| Rival::new(&samples[o], &samples[i]).ok_or_else(none);
        let column = |o: usize, bytes: u64| -> Result<Column, String> {
            Ok(Column {
                bytes,
                ours: summarize(&samples[o]).ok_or_else(none)?,
                cpp: if cpp.is_some() { Some(against(o, o + 1)?) } else { None },
            })
        };
        let second = if cpp.is_some() { 2 } else { 1 };

        let small_runs = self.meter.rounds(&[(&ours, &small)], self.runs)?;
        let judge_runs = self.meter.rounds(&[(&ours, &judge)], self.runs)?;
        Ok(Row {
            id: id.to_string(),
            out_bytes,
            mixed: column(0, bytes)?,
            uniform: column(second, uniform_bytes)?,
            floor: against(0, floor_at)?,
            wc: if self.wc { Some(against(0, floor_at + 1)?) } else { None },
            small_rss_kb: summarize(&small_runs[0]).and_then(|s| s.usage).map(|u| u.rss_kb),
            judge_max: summarize(&judge_runs[0]).ok_or_else(none)?.wall,
            limit_ms,
        })
    }
}

/// Report a failure of the setup (not of a usage) and the exit code for it.
fn setup_failed(e: &str) -> i32 {
    eprintln!("error: {}", e);
    2
}

/// What measures: the read floor, the meter (the g++-built helper or the clock), whether g++ and
/// `wc` are there, and notes on what is missing.
struct Tools {
    floor: Prog,
    meter: Meter,
    gxx: bool,
    wc: bool,
    notes: Vec<&'static str>,
}

/// Build the read floor and the measuring helper in `dir`.
fn tools(dir: &Path, cpp_dir: &Path) -> Result<Tools, String> {
    fs::create_dir_all(cpp_dir).map_err(|e| format!("{}: {}", cpp_dir.display(), e))?;
    let floor = Prog::new(build_floor(dir)?);
    let mut notes = Vec::new();
    let gxx = available("g++", "--version");
    let meter = if gxx {
        let helper = cpp_dir.join("measure");
        compile_cpp(&rivals_dir().join("measure.cpp"), &helper)?;
        Meter::Helper(helper)
    } else {
        notes.push(
            "g++ was not found: no C++ column, and no CPU time or peak memory (they are measured \
             by a helper built with g++); wall times by the clock around each run.",
        );
        Meter::Clock
    };
    let wc = available("wc", "-l");
    if !wc {
        notes.push("`wc` was not found: no `wc -l` column.");
    }
    Ok(Tools { floor, meter, gxx, wc, notes })
}

/// The README's section: how it was measured, the notes, the table.
fn section(rows: &[Row], mb: u64, runs: usize, t: &Tools) -> String {
    let mut section = format!(
        "Measured with `just bench` on two {} MB inputs per problem: *mixed*, numbers of mixed \
         lengths (bit lengths uniform, so many have 1–8 digits), and *uniform*, every value drawn \
         uniformly over the judge's full bounds as judges generate their data (almost every \
         number up to 10^9 has 9 or 10 digits), both in the judge's format far beyond its counts. \
         A warm-up, then {} rounds in which ours and the C++ run once on each input and the read \
         floor and `wc -l` once on the mixed one, in alternating order; medians of the runs, each \
         ratio the median of the per-round ratios, and in brackets the lowest and highest of \
         those (how noisy the machine was). Machine: {}.\n\n",
        mb,
        runs,
        machine(t.gxx)
    );
    for note in &t.notes {
        let _ = writeln!(section, "Note: {}\n", note);
    }
    section + &table(rows)
}

/// Write `report.md` and the chart into `dir`.
fn write_report(dir: &Path, section: &str, rows: &[Row]) -> std::io::Result<()> {
    let report = format!("# Benchmark report\n\n{}\n![MB/s per problem](mbps.svg)\n", section);
    let bars: Vec<(String, f64)> = rows.iter().map(|r| (r.id.clone(), r.mb_per_s())).collect();
    let floor_mbps = rows
        .iter()
        .map(|r| r.mixed.bytes as f64 / 1e6 / r.floor.median.wall.as_secs_f64())
        .fold(0.0, f64::max);
    let chart = bar_chart(
        "Whole-process throughput (MB/s)",
        "MB/s",
        &bars,
        Some((floor_mbps, "read floor")),
    );
    fs::write(dir.join("report.md"), &report).and_then(|()| fs::write(dir.join("mbps.svg"), chart))
}

/// Where our built solutions are: `--bins DIR`, else beside the running grundy.
fn bins_dir(arg: Option<String>) -> Result<PathBuf, String> {
    match arg {
        Some(d) => {
            let d = caller_dir().join(d);
            match d.is_dir() {
                true => Ok(d),
                false => Err(format!("--bins: {} is not a directory", d.display())),
            }
        }
        None => std::env::current_exe().map(|p| p.with_file_name("")).map_err(|e| e.to_string()),
    }
}

/// Measure every problem of `ids`, printing each row as it comes; an error names its problem.
fn measure_all(
    ids: &[String],
    m: Measure<'_>,
    out: &mut dyn Write,
) -> std::io::Result<Result<Vec<Row>, String>> {
    let mut rows = Vec::new();
    for id in ids {
        match oracle::visit(id, m) {
            Some(Ok(row)) => {
                writeln!(out, "{}", console_line(&row))?;
                rows.push(row);
            }
            Some(Err(e)) => return Ok(Err(format!("{}: {}", id, e))),
            None => unreachable!("ids were checked"),
        }
    }
    Ok(Ok(rows))
}

/// Write the report and the chart, and the README's table with `--update-readme`.
fn publish(
    dir: &Path,
    (section, rows): (&str, &[Row]),
    update_readme: bool,
    started: Instant,
    out: &mut dyn Write,
) -> super::Outcome {
    if let Err(e) = write_report(dir, section, rows) {
        eprintln!("error: cannot write the report: {}", e);
        return Ok(1);
    }
    writeln!(
        out,
        "report: {}/report.md, chart: {}/mbps.svg ({:.0} s)",
        dir.display(),
        dir.display(),
        started.elapsed().as_secs_f64()
    )?;
    if update_readme {
        let readme = super::paths::repository().join("README.md");
        let updated = fs::read_to_string(&readme).ok().and_then(|r| splice_readme(&r, section));
        match updated.map(|r| fs::write(&readme, r)) {
            Some(Ok(())) => writeln!(out, "README.md: benchmark table updated")?,
            _ => {
                eprintln!(
                    "error: README.md has no <!-- bench:start --> … <!-- bench:end --> section"
                );
                return Ok(1);
            }
        }
    }
    Ok(0)
}

pub fn run(mut args: Args, out: &mut dyn Write) -> super::Outcome {
    let mb = args.parsed::<u64>("mb")?.unwrap_or(64).max(1);
    let runs = args.parsed::<usize>("runs")?.unwrap_or(5).max(1);
    let bins_arg = args.value("bins")?;
    let update_readme = args.flag("update-readme");
    if let Some(name) = args.value("snippet")? {
        args.finish_none()?;
        let dir = out_dir();
        let t = match tools(&dir, &dir.join("cpp")) {
            Ok(t) if t.gxx => t,
            Ok(_) => {
                return Ok(setup_failed("--snippet needs g++ (the C++ snippet and the rival)"))
            }
            Err(e) => return Ok(setup_failed(&e)),
        };
        return match snippet::run(&name, runs, &t.meter, &dir, out) {
            Ok(()) => Ok(0),
            Err(e) if e.starts_with("--snippet") => Err(e.into()),
            Err(e) => {
                eprintln!("error: {}", e);
                Ok(1)
            }
        };
    }
    let ids = args.finish_ids()?;
    let bins = match bins_dir(bins_arg) {
        Ok(bins) => bins,
        Err(e) if e.starts_with("--bins") => return Err(e.into()),
        Err(e) => return Ok(setup_failed(&e)),
    };
    let dir = out_dir();
    let cpp_dir = dir.join("cpp");
    let started = Instant::now();
    let t = match tools(&dir, &cpp_dir) {
        Ok(t) => t,
        Err(e) => return Ok(setup_failed(&e)),
    };
    for note in &t.notes {
        eprintln!("note: {}", note);
    }
    let m = Measure {
        dir: &dir,
        bins: &bins,
        meter: &t.meter,
        floor: &t.floor,
        cpp_dir: if t.gxx { Some(&cpp_dir) } else { None },
        wc: t.wc,
        mb,
        runs,
    };
    let rows = match measure_all(&ids, m, out)? {
        Ok(rows) => rows,
        Err(e) => {
            eprintln!("error: {}", e);
            return Ok(1);
        }
    };
    let section = section(&rows, mb, runs, &t);
    publish(&dir, (&section, &rows), update_readme, started, out)
}
