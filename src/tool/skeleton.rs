//! `grundy skeleton [--write]`: keep the shared skeleton of every solution identical. The canonical
//! skeleton is the part of `src/bin/nod1066.rs` after the skeleton marker; every item of it (the
//! `Error` and `Scanner` types, the scanner methods, `main`) that a solution contains must match it
//! to the letter, doc comments and attributes included. Solutions may leave out methods they do not
//! use and add small methods of their own (a raw-token reader, say). `--write` copies the canonical
//! items over the solutions' versions.

use super::args::Args;
use std::fs;
use std::io::Write;
use std::path::Path;

pub const CANONICAL: &str = "nod1066";
pub const MARKER: &str = "// ---- The skeleton shared by every solution";

/// An item of the skeleton: its lines from its doc comment down to its closing brace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The line that names it (`struct Error {`, `fn main() {`, `    fn next(…`).
    pub head: String,
    /// The whole text, doc comments and attributes included.
    pub text: String,
}

fn is_head(line: &str) -> bool {
    let t = line.trim_start();
    (t.starts_with("fn ") || t.starts_with("struct ")) && line.trim_end().ends_with('{')
}

/// The key of an item: its name as written (`fn next`, `struct Error`).
fn key(head: &str) -> String {
    let words: Vec<&str> = head.split(['(', '<', ' ']).filter(|w| !w.is_empty()).take(2).collect();
    words.join(" ")
}

/// The items of a source text (after `from`), with their preceding `///` and `#[…]` lines.
pub fn items(source: &str) -> Vec<Item> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if !is_head(line) {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let mut first = i;
        while first > 0 {
            let prev = lines[first - 1];
            let p = prev.trim_start();
            if prev.len() - p.len() == indent && (p.starts_with("///") || p.starts_with("#[")) {
                first -= 1;
            } else {
                break;
            }
        }
        let close = format!("{}}}", " ".repeat(indent));
        if let Some(end) = (i..lines.len()).find(|&j| lines[j] == close) {
            found.push(Item { head: key(line), text: lines[first..=end].join("\n") });
        }
    }
    found
}

/// The canonical skeleton's items.
pub fn canonical(root: &Path) -> Result<Vec<Item>, String> {
    let path = root.join("src/bin").join(format!("{}.rs", CANONICAL));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {}", path.display(), e))?;
    let at =
        text.find(MARKER).ok_or_else(|| format!("{} has no skeleton marker", path.display()))?;
    Ok(items(&text[at..]))
}

/// The items of `source` that differ from the canonical ones (by name).
pub fn drift(source: &str, canon: &[Item]) -> Vec<String> {
    let theirs = items(source);
    canon
        .iter()
        .filter(|c| theirs.iter().any(|t| t.head == c.head && t.text != c.text))
        .map(|c| c.head.clone())
        .collect()
}

/// `source` with every item that exists in `canon` replaced by the canonical text.
pub fn synced(source: &str, canon: &[Item]) -> String {
    let mut out = source.to_string();
    for theirs in items(source) {
        if let Some(c) = canon.iter().find(|c| c.head == theirs.head) {
            out = out.replacen(&theirs.text, &c.text, 1);
        }
    }
    out
}

pub const HELP: &str = "\
usage: grundy skeleton [--write]

Check that every solution's copy of the shared skeleton (the part of src/bin/nod1066.rs after the
skeleton marker: the Error and Scanner types, the scanner's methods, main) matches nod1066's to the
letter; exit 1 when one drifted. --write copies the canonical items over the solutions' versions.";

pub fn run(mut args: Args, out: &mut dyn Write) -> super::Outcome {
    let write = args.flag("write");
    args.finish_none()?;
    let root = super::paths::repository();
    let canon = match canonical(root) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {}", e);
            return Ok(2);
        }
    };
    let mut drifted = 0;
    for id in crate::oracle::IDS {
        let path = root.join("src/bin").join(format!("{}.rs", id));
        let source = match fs::read_to_string(&path) {
            Ok(s) => s,
            Err(_) => continue,
        };
        let differs = drift(&source, &canon);
        if differs.is_empty() {
            continue;
        }
        drifted += 1;
        if write {
            match fs::write(&path, synced(&source, &canon)) {
                Ok(()) => writeln!(out, "{}: updated {}", id, differs.join(", "))?,
                Err(e) => eprintln!("error: {}: {}", path.display(), e),
            }
        } else {
            writeln!(out, "{}: differs from {} in {}", id, CANONICAL, differs.join(", "))?;
        }
    }
    if drifted == 0 {
        writeln!(out, "every solution's skeleton matches {}", CANONICAL)?;
    }
    Ok(i32::from(drifted > 0 && !write))
}
