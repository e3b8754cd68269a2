//! `grundy init [DIR] [--lang py|cpp]`: a contestant's starting kit for a problem of their own —
//! generator, brute force, validator, checker, a placeholder solution and a `test/` sample, for an
//! example game (take 1, 3 or 4 stones), each file commented with what to change. The files are
//! `kit/<lang>/` of the repository, compiled in; a file that exists is never overwritten.

use super::args::Args;
use super::paths::{as_seen_by_caller, from_caller};
use std::fs;
use std::io::Write;

pub const HELP: &str = "\
usage: grundy init [DIR] [--lang py|cpp]

Write a starting kit for stress-testing a problem of your own into DIR (default: the current
folder): gen (run as `gen SEED SIZE`, prints one input), brute (the literal rules, searched),
validate (exit 0 when stdin is a valid input), checker (testlib's `checker INPUT OUTPUT ANSWER`,
optional), sol (a placeholder solution) and test/sample-1.in, .out. They solve an example game —
T piles, a move takes 1, 3 or 4 stones, who cannot move loses — so the commands printed at the end
run at once; each file says what to change for your problem. Files that exist are kept.

options:
  --lang py|cpp   the kit's language (default py: python3; cpp: g++, built by grundy itself)";

/// The kit's files: name, then text.
const PY: &[(&str, &str)] = &[
    ("gen.py", include_str!("../../kit/py/gen.py")),
    ("brute.py", include_str!("../../kit/py/brute.py")),
    ("validate.py", include_str!("../../kit/py/validate.py")),
    ("checker.py", include_str!("../../kit/py/checker.py")),
    ("sol.py", include_str!("../../kit/py/sol.py")),
];

const CPP: &[(&str, &str)] = &[
    ("gen.cpp", include_str!("../../kit/cpp/gen.cpp")),
    ("brute.cpp", include_str!("../../kit/cpp/brute.cpp")),
    ("validate.cpp", include_str!("../../kit/cpp/validate.cpp")),
    ("checker.cpp", include_str!("../../kit/cpp/checker.cpp")),
    ("sol.cpp", include_str!("../../kit/cpp/sol.cpp")),
];

/// The example's sample, answered by hand: with moves {1, 3, 4} the losing positions are
/// n ≡ 0, 2 (mod 7), so 1 is a win, 2 and 7 are losses.
const SAMPLE: (&str, &str) = ("3\n1\n2\n7\n", "First\nSecond\nSecond\n");

pub fn run(mut args: Args, out: &mut dyn Write) -> super::Outcome {
    let lang = args.value("lang")?.unwrap_or_else(|| "py".into());
    let (files, ext) = match lang.as_str() {
        "py" | "python" => (PY, "py"),
        "cpp" | "c++" => (CPP, "cpp"),
        other => return Err(format!("unknown language {:?} (py or cpp)", other).into()),
    };
    let rest = args.finish()?;
    let dir = match rest.as_slice() {
        [] => from_caller("."),
        [d] => from_caller(d),
        _ => return Err(format!("one folder at a time, got {}", rest.join(" ")).into()),
    };
    let mut all: Vec<(String, &str)> = files.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    all.push(("test/sample-1.in".into(), SAMPLE.0));
    all.push(("test/sample-1.out".into(), SAMPLE.1));
    let (mut wrote, mut kept) = (Vec::new(), Vec::new());
    for (name, text) in &all {
        let path = dir.join(name);
        if path.exists() {
            kept.push(name.clone());
            continue;
        }
        let done =
            path.parent().map_or(Ok(()), fs::create_dir_all).and_then(|()| fs::write(&path, text));
        if let Err(e) = done {
            eprintln!("error: cannot write {}: {}", path.display(), e);
            return Ok(2);
        }
        wrote.push(name.clone());
    }
    let shown = as_seen_by_caller(&dir);
    let place = if shown.as_os_str().is_empty() { ".".into() } else { shown.display().to_string() };
    let say = |out: &mut dyn Write, what: &str, names: &[String]| {
        if names.is_empty() {
            Ok(())
        } else {
            writeln!(out, "{} in {}: {}", what, place, names.join(", "))
        }
    };
    say(out, "wrote", &wrote)?;
    say(out, "kept (they exist)", &kept)?;
    let cd = if place == "." { String::new() } else { format!("cd {} && ", place) };
    writeln!(
        out,
        "next, with the example as it is, then with your problem:\n  \
         {cd}grundy test-samples --cmd sol.{e}\n  \
         {cd}grundy stress --gen gen.{e} --brute brute.{e} --validator validate.{e} --cmd sol.{e}\n  \
         (add --checker checker.{e} when your problem accepts several answers)",
        cd = cd,
        e = ext
    )?;
    Ok(0)
}
