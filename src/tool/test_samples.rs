//! `grundy test-samples [ID…]`: run every solution on every `samples/<id>/*.in` and compare with the
//! `.out` the way a judge does. One line per sample, a summary line, non-zero exit on any failure.

use super::args::Args;
use super::term::{colour, Paint};
use crate::process::{Exit, Program};
use crate::text::compare;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub const HELP: &str = "\
usage: grundy test-samples [ID…] [--limit-ms N] [--samples DIR] [--bins DIR]

Run every solution (or the ids given) on every samples/<id>/*.in and compare with its .out the way a
judge does (trailing spaces and a missing final newline forgiven). One line a sample, then an
'N passed, M failed' line; exit 1 on any failure.

options:
  --limit-ms N     time limit of one run (default 2000)
  --samples DIR    the folder holding <id>/ sample folders (default samples)
  --bins DIR       the folder holding the programs named <id> (default: beside grundy)";

/// Sample names of a folder (the stems of `*.in`): official numbered ones first, in numeric order.
pub fn sample_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().map_or(false, |x| x == "in"))
                .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
                .collect()
        })
        .unwrap_or_default();
    names.sort_by_key(|n| (n.parse::<u64>().map_or((1, 0), |k| (0, k)), n.clone()));
    names
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
    /// The sample cannot be judged (no `.out`, no binary, no samples).
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

/// Judge one sample: run `bin` on `input`, compare with `expected`.
pub fn judge(bin: &Path, input: &[u8], expected: &str, limit: Duration) -> (Verdict, Duration) {
    let run = match Program::new(bin).run(input, limit) {
        Ok(r) => r,
        Err(e) => return (Verdict::Missing(e.to_string()), Duration::ZERO),
    };
    let verdict = match run.exit {
        Exit::TimedOut => Verdict::Tle,
        Exit::Success => match compare(expected, &run.stdout_text()) {
            None => Verdict::Ok,
            Some(m) => Verdict::Wa(m.to_string()),
        },
        exit => Verdict::Re(format!("{}: {}", exit, run.stderr_line())),
    };
    (verdict, run.elapsed)
}

pub fn run(mut args: Args) -> Result<i32, String> {
    let limit = args.parsed::<u64>("limit-ms")?.unwrap_or(2000);
    let samples = args.value("samples")?.map_or_else(|| PathBuf::from("samples"), PathBuf::from);
    let bins = match args.value("bins")? {
        Some(b) => PathBuf::from(b),
        None => std::env::current_exe().map_err(|e| e.to_string())?.with_file_name(""),
    };
    let ids = args.finish_ids()?;
    let paint = Paint(colour(1));
    let limit = Duration::from_millis(limit);
    let (mut passed, mut failed) = (0, 0);
    for id in &ids {
        let dir = samples.join(id);
        let names = sample_names(&dir);
        let bin = bins.join(format!("{}{}", id, std::env::consts::EXE_SUFFIX));
        let mut lines = Vec::new();
        if names.is_empty() {
            lines.push((
                format!("{}/", id),
                Verdict::Missing(format!("no samples: {} has no .in files", dir.display())),
                Duration::ZERO,
            ));
        } else if !bin.exists() {
            let why =
                format!("no binary at {} (build with `cargo build --release`)", bin.display());
            lines.push((format!("{}/", id), Verdict::Missing(why), Duration::ZERO));
        }
        if lines.is_empty() {
            for name in names {
                let input_path = dir.join(format!("{}.in", name));
                let out_path = dir.join(format!("{}.out", name));
                let (verdict, took) = match (fs::read(&input_path), fs::read_to_string(&out_path)) {
                    (Ok(input), Ok(expected)) => judge(&bin, &input, &expected, limit),
                    (Err(e), _) => (
                        Verdict::Missing(format!("cannot read {}: {}", input_path.display(), e)),
                        Duration::ZERO,
                    ),
                    (_, Err(_)) => (
                        Verdict::Missing(format!("no expected output {}", out_path.display())),
                        Duration::ZERO,
                    ),
                };
                lines.push((format!("{}/{}", id, name), verdict, took));
            }
        }
        for (name, verdict, took) in lines {
            let tag = format!("{:<7}", verdict.tag());
            let tag = if verdict == Verdict::Ok { paint.green(&tag) } else { paint.red(&tag) };
            let ms = match verdict {
                Verdict::Tle => format!(">{} ms", limit.as_millis()),
                Verdict::Missing(_) => "-".to_string(),
                _ => format!("{} ms", took.as_millis()),
            };
            let detail = match &verdict {
                Verdict::Ok => String::new(),
                Verdict::Tle => format!("killed after {} ms", limit.as_millis()),
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
    let summary = format!("{} passed, {} failed", passed, failed);
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
        for n in ["10", "2", "1", "edge-b", "beyond-a", "edge-a"] {
            fs::write(dir.join(format!("{}.in", n)), "").unwrap();
        }
        fs::write(dir.join("1.out"), "").unwrap();
        assert_eq!(sample_names(&dir), ["1", "2", "10", "beyond-a", "edge-a", "edge-b"]);
        fs::remove_dir_all(&dir).unwrap();
    }
}
