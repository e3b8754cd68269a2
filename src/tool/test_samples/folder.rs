//! The samples of a folder, paired as download tools leave them: `X.in` with `X.out` or `X.ans`
//! (ours, oj's `sample-1.in`/`sample-1.out`), or cf-tool's `inN.txt` with `ansN.txt` or
//! `outN.txt`. Every pairing that is ambiguous or incomplete is noted, to be said in one line.

use std::fs;
use std::path::{Path, PathBuf};

/// One sample: its name, its input file and its expected output (`None` when there is none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    pub name: String,
    pub input: PathBuf,
    pub answer: Option<PathBuf>,
}

/// The samples of a folder and what was odd about the pairing ("d.in: both d.out and d.ans, used
/// d.out"; "c.out: no c.in, ignored"), official numbered samples first, then in natural order
/// (`sample-2` before `sample-10`). An unreadable folder has none.
pub fn scan(dir: &Path) -> (Vec<Sample>, Vec<String>) {
    let mut files: Vec<String> = fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    files.sort_by_key(|f| natural_key(f));
    let has = |f: &str| files.iter().any(|g| g == f);
    let mut notes = Vec::new();
    let mut used = Vec::new();
    let mut found = Vec::new();
    for f in &files {
        let (name, candidates) = if let Some(stem) = f.strip_suffix(".in").filter(|s| !s.is_empty())
        {
            (stem.to_string(), [format!("{}.out", stem), format!("{}.ans", stem)])
        } else if let Some(n) = cf_tool_number(f, "in") {
            (format!("in{}", n), [format!("ans{}.txt", n), format!("out{}.txt", n)])
        } else {
            continue;
        };
        let present: Vec<&String> = candidates.iter().filter(|c| has(c)).collect();
        if present.len() == 2 {
            notes.push(format!(
                "{}: both {} and {}, used {}",
                f, present[0], present[1], present[0]
            ));
        }
        used.extend(present.iter().map(|p| p.to_string()));
        found.push(Sample {
            name,
            input: dir.join(f),
            answer: present.first().map(|p| dir.join(p)),
        });
    }
    for f in &files {
        let stem = [".out", ".ans"].iter().find_map(|ext| f.strip_suffix(ext));
        let cf = ["ans", "out"].iter().find_map(|p| cf_tool_number(f, p));
        let input = match (stem, cf) {
            (Some(s), _) if !s.is_empty() => format!("{}.in", s),
            (_, Some(n)) => format!("in{}.txt", n),
            _ => continue,
        };
        if !has(&input) && !used.contains(f) {
            notes.push(format!("{}: no {}, ignored", f, input));
        }
    }
    found.sort_by_key(|s| natural_key(&s.name));
    (found, notes)
}

/// `N` of cf-tool's `<prefix>N.txt`.
fn cf_tool_number<'a>(file: &'a str, prefix: &str) -> Option<&'a str> {
    let n = file.strip_prefix(prefix)?.strip_suffix(".txt")?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then_some(n)
}

/// The samples of a folder (see [`scan`]).
pub fn samples_in(dir: &Path) -> Vec<Sample> {
    scan(dir).0
}

/// Sample names of a folder (see [`scan`]).
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
    let stem = name.split('.').next().unwrap_or(name);
    (stem.parse::<u128>().is_err(), parts)
}

/// Is this sample outside the judge's bounds (run for a user's program only with `--all`)?
pub fn beyond(name: &str) -> bool {
    name.starts_with("beyond-")
}
