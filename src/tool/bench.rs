//! `grundy bench [ID…] [--mb N] [--runs N] [--update-readme]`: whole-process throughput of every
//! release binary on a large input (the judge's format far beyond its counts, every value inside its
//! bounds), against a read floor: a minimal program, built here, that reads the same bytes the way
//! our solutions do and touches each once. Also each binary's time on a judge-sized `max` input next
//! to the judge's limit. Writes `target/bench/report.md` and `target/bench/mbps.svg`.

use super::args::Args;
use crate::oracle::{self, Family, Model, Visitor};
use crate::rng::Rng;
use crate::svg::bar_chart;
use std::fmt::Write as _;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub const HELP: &str = "\
usage: grundy bench [ID…] [--mb N] [--runs N] [--update-readme]

Whole-process throughput of every release solution (or the ids given) on a large generated input,
against a read floor (a program that only reads the same bytes), plus each one's time on a
judge-sized max input next to the judge's limit. Writes target/bench/report.md and an SVG chart.

options:
  --mb N            input size in MB (default 64)
  --runs N          timed runs per program, after a warm-up; the median is reported (default 5)
  --update-readme   write the table between the README's bench markers";
const DIR: &str = "target/bench";
const SEED: u64 = 2024;

/// The read floor: read stdin as the solutions do (one reserved buffer), touch every byte once.
const FLOOR_SOURCE: &str = r#"// The read floor for `grundy bench`: the least any solution can do with its input.
use std::io::{Read, Write};

fn main() {
    let size = std::fs::metadata("/dev/stdin").map_or(0, |m| m.len() as usize);
    let mut input = Vec::with_capacity(size + 1);
    std::io::stdin().read_to_end(&mut input).expect("stdin");
    let touched = input.iter().fold(0u8, |a, &b| a.wrapping_add(b));
    std::io::stdout().write_all(&[touched]).expect("stdout");
}
"#;

/// One measured row of the report.
#[derive(Debug, Clone)]
pub struct Row {
    pub id: String,
    pub bytes: u64,
    /// The bytes the binary writes: each output page faults like an input page.
    pub out_bytes: u64,
    pub median: Duration,
    pub floor: Duration,
    pub judge_max: Duration,
    pub limit_ms: u64,
}

impl Row {
    pub fn mb_per_s(&self) -> f64 {
        self.bytes as f64 / 1e6 / self.median.as_secs_f64()
    }
    pub fn floor_ratio(&self) -> f64 {
        self.median.as_secs_f64() / self.floor.as_secs_f64()
    }
}

/// The median wall time of `runs` runs (after one warm-up) of `exe` with stdin from `input`.
pub fn time_runs(exe: &Path, input: &Path, runs: usize) -> Result<Duration, String> {
    let mut times = Vec::new();
    for i in 0..=runs {
        let stdin = File::open(input).map_err(|e| format!("{}: {}", input.display(), e))?;
        let start = Instant::now();
        let status = Command::new(exe)
            .stdin(stdin)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_err(|e| format!("cannot start {}: {}", exe.display(), e))?;
        let took = start.elapsed();
        if !status.success() {
            return Err(format!("{} failed on {} ({})", exe.display(), input.display(), status));
        }
        if i > 0 {
            times.push(took);
        }
    }
    times.sort();
    Ok(times[times.len() / 2])
}

/// How many bytes `exe` writes with stdin from `input` (counted from a pipe, not kept).
pub fn output_bytes(exe: &Path, input: &Path) -> Result<u64, String> {
    let stdin = File::open(input).map_err(|e| format!("{}: {}", input.display(), e))?;
    let mut child = Command::new(exe)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {}", exe.display(), e))?;
    let mut stdout = child.stdout.take().ok_or("no stdout pipe")?;
    let counted = std::io::copy(&mut stdout, &mut std::io::sink());
    let status = child.wait().map_err(|e| e.to_string())?;
    match counted {
        Ok(n) if status.success() => Ok(n),
        _ => Err(format!("{} failed on {} ({})", exe.display(), input.display(), status)),
    }
}

/// Build the floor program once (again when its source changes).
fn build_floor(dir: &Path) -> Result<PathBuf, String> {
    let src = dir.join("floor.rs");
    let exe = dir.join(format!("floor{}", std::env::consts::EXE_SUFFIX));
    if fs::read_to_string(&src).ok().as_deref() != Some(FLOOR_SOURCE) || !exe.exists() {
        fs::write(&src, FLOOR_SOURCE).map_err(|e| e.to_string())?;
        let ok = Command::new("rustc")
            .args(["-C", "opt-level=3", "--edition", "2021", "-o"])
            .arg(&exe)
            .arg(&src)
            .status()
            .map_err(|e| format!("cannot run rustc: {}", e))?
            .success();
        if !ok {
            return Err("the floor program did not compile".into());
        }
    }
    Ok(exe)
}

/// Write `path` from `make` unless it exists already (inputs are cached between runs).
fn cached(path: &Path, make: impl FnOnce() -> String) -> Result<u64, String> {
    if !path.exists() {
        fs::write(path, make()).map_err(|e| format!("{}: {}", path.display(), e))?;
    }
    fs::metadata(path).map(|m| m.len()).map_err(|e| e.to_string())
}

struct Measure<'a> {
    dir: &'a Path,
    bins: &'a Path,
    floor: &'a Path,
    mb: u64,
    runs: usize,
}

impl Visitor for Measure<'_> {
    type Output = Result<Row, String>;

    fn visit<M: Model>(self) -> Result<Row, String> {
        let huge = self.dir.join(format!("{}-{}mb.in", M::ID, self.mb));
        let bytes = cached(&huge, || M::huge((self.mb * 1_000_000) as usize, &mut Rng::new(SEED)))?;
        let judge = self.dir.join(format!("{}-max.in", M::ID));
        cached(&judge, || {
            let mut rng = Rng::new(SEED);
            let count = if M::MULTI_CASE { M::JUDGE_BATCH } else { 1 };
            M::render(&(0..count).map(|_| M::generate(Family::Max, &mut rng)).collect::<Vec<_>>())
        })?;
        let exe = self.bins.join(format!("{}{}", M::ID, std::env::consts::EXE_SUFFIX));
        Ok(Row {
            id: M::ID.to_string(),
            bytes,
            out_bytes: output_bytes(&exe, &huge)?,
            median: time_runs(&exe, &huge, self.runs)?,
            floor: time_runs(self.floor, &huge, self.runs)?,
            judge_max: time_runs(&exe, &judge, self.runs)?,
            limit_ms: M::TIME_LIMIT_MS,
        })
    }
}

/// The machine, in one line: CPU model, cores, compiler.
pub fn machine() -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let rustc = Command::new("rustc")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    format!("{}, {} cores, {}", cpu, cores, rustc)
}

/// The report table in Markdown.
pub fn table(rows: &[Row]) -> String {
    let mut t = String::from(
        "| problem | input | output | time | throughput | read floor | × floor | judge-max input | judge limit |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for r in rows {
        let _ = writeln!(
            t,
            "| {} | {:.0} MB | {} | {:.1} ms | {:.0} MB/s | {:.1} ms | {:.2} | {:.1} ms | {} ms |",
            r.id,
            r.bytes as f64 / 1e6,
            size(r.out_bytes),
            r.median.as_secs_f64() * 1e3,
            r.mb_per_s(),
            r.floor.as_secs_f64() * 1e3,
            r.floor_ratio(),
            r.judge_max.as_secs_f64() * 1e3,
            r.limit_ms
        );
    }
    t
}

/// A byte count for the table: whole megabytes, or kilobytes below one megabyte.
fn size(bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{:.0} MB", bytes as f64 / 1e6)
    } else {
        format!("{:.0} KB", bytes as f64 / 1e3)
    }
}

/// Replace the text between the bench markers of the README.
pub fn splice_readme(readme: &str, section: &str) -> Option<String> {
    let (start, end) = ("<!-- bench:start -->", "<!-- bench:end -->");
    let a = readme.find(start)? + start.len();
    let b = readme[a..].find(end)? + a;
    Some(format!("{}\n{}{}", &readme[..a], section, &readme[b..]))
}

pub fn run(mut args: Args) -> Result<i32, String> {
    let mb = args.parsed::<u64>("mb")?.unwrap_or(64).max(1);
    let runs = args.parsed::<usize>("runs")?.unwrap_or(5).max(1);
    let update_readme = args.flag("update-readme");
    let ids = args.finish_ids()?;
    let dir = PathBuf::from(DIR);
    let bins = match std::env::current_exe() {
        Ok(p) => p.with_file_name(""),
        Err(e) => {
            eprintln!("error: {}", e);
            return Ok(2);
        }
    };
    let started = Instant::now();
    let floor = match fs::create_dir_all(&dir)
        .map_err(|e| e.to_string())
        .and_then(|()| build_floor(&dir))
    {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {}", e);
            return Ok(2);
        }
    };
    let mut rows = Vec::new();
    for id in &ids {
        let m = Measure { dir: &dir, bins: &bins, floor: &floor, mb, runs };
        match oracle::visit(id, m) {
            Some(Ok(row)) => {
                println!(
                    "{:<14} {:>8.1} ms {:>7.0} MB/s  {:>5.2}× floor   judge-max {:>7.2} ms",
                    row.id,
                    row.median.as_secs_f64() * 1e3,
                    row.mb_per_s(),
                    row.floor_ratio(),
                    row.judge_max.as_secs_f64() * 1e3
                );
                rows.push(row);
            }
            Some(Err(e)) => {
                eprintln!("error: {}: {}", id, e);
                return Ok(1);
            }
            None => unreachable!("ids were checked"),
        }
    }
    let machine = machine();
    let section = format!(
        "Measured with `just bench` (median of {} runs after a warm-up; {} MB inputs) on {}.\n\n{}",
        runs,
        mb,
        machine,
        table(&rows)
    );
    let report = format!("# Benchmark report\n\n{}\n![MB/s per problem](mbps.svg)\n", section);
    let bars: Vec<(String, f64)> = rows.iter().map(|r| (r.id.clone(), r.mb_per_s())).collect();
    let floor_mbps =
        rows.iter().map(|r| r.bytes as f64 / 1e6 / r.floor.as_secs_f64()).fold(0.0, f64::max);
    let chart = bar_chart(
        "Whole-process throughput (MB/s)",
        "MB/s",
        &bars,
        Some((floor_mbps, "read floor")),
    );
    let written = fs::write(dir.join("report.md"), &report)
        .and_then(|()| fs::write(dir.join("mbps.svg"), chart));
    if let Err(e) = written {
        eprintln!("error: cannot write the report: {}", e);
        return Ok(1);
    }
    println!(
        "report: {}/report.md, chart: {}/mbps.svg ({:.0} s)",
        DIR,
        DIR,
        started.elapsed().as_secs_f64()
    );
    if update_readme {
        let updated =
            fs::read_to_string("README.md").ok().and_then(|r| splice_readme(&r, &section));
        match updated.map(|r| fs::write("README.md", r)) {
            Some(Ok(())) => println!("README.md: benchmark table updated"),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readme_splice_replaces_only_the_section() {
        let r = "a\n<!-- bench:start -->\nold\n<!-- bench:end -->\nb\n";
        assert_eq!(
            splice_readme(r, "new\n").unwrap(),
            "a\n<!-- bench:start -->\nnew\n<!-- bench:end -->\nb\n"
        );
        assert_eq!(splice_readme("no markers", "x"), None);
    }

    #[cfg(unix)]
    #[test]
    fn output_bytes_counts_what_a_program_writes() {
        let input = std::env::temp_dir().join(format!("grundy-bench-{}.in", std::process::id()));
        fs::write(&input, vec![b'7'; 100_003]).unwrap();
        let counted = output_bytes(Path::new("/bin/cat"), &input);
        let failed = output_bytes(Path::new("/bin/false"), &input);
        let _ = fs::remove_file(&input);
        assert_eq!(counted, Ok(100_003));
        assert!(failed.is_err());
    }

    #[test]
    fn table_shows_ratios() {
        let row = Row {
            id: "x".into(),
            bytes: 64_000_000,
            out_bytes: 2_400_000,
            median: Duration::from_millis(64),
            floor: Duration::from_millis(32),
            judge_max: Duration::from_millis(1),
            limit_ms: 1000,
        };
        assert!((row.mb_per_s() - 1000.0).abs() < 1e-6);
        assert_eq!((size(999_499), size(1_500_001)), ("999 KB".to_string(), "2 MB".to_string()));
        assert!(table(&[row]).contains(
            "| x | 64 MB | 2 MB | 64.0 ms | 1000 MB/s | 32.0 ms | 2.00 | 1.0 ms | 1000 ms |"
        ));
    }
}
