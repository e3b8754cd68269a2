//! `grundy check-judges`: compile every solution alone, the way a judge does, with the compilers
//! judges run: rustc 1.63 (Debian's `/usr/bin/rustc`) in editions 2018 and 2021, and current stable
//! in edition 2024, all with `-D warnings`. Also the paste-unit rules: under 64 KiB, std only, no
//! `unsafe` but one CPU intrinsic behind a run-time check (`intrinsic_only`), no floating point,
//! the kactl-style header.

use super::args::Args;
use super::term::{colour, Paint};
use std::io::Write;
use std::path::Path;
use std::process::Command;

/// Debian's rustc 1.63: the oldest compiler a judge mirror is assumed to run.
pub const OLD_RUSTC: &str = "/usr/bin/rustc";

/// Substrings a paste unit's code (comments aside) must not contain, with the reason.
pub const BANNED: &[(&str, &str)] = &[
    ("use grundy", "uses the crate's library"),
    ("grundy::", "uses the crate's library"),
    ("extern crate", "pulls in a crate"),
    ("unsafe", "uses unsafe"),
    ("include!", "includes another file"),
    ("f32", "uses floating point"),
    ("f64", "uses floating point"),
];

/// The code of a Rust file with `//` comments cut off (good enough for solution files, whose
/// string literals hold no `//`).
pub fn code_only(source: &str) -> String {
    source.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The header lines every solution opens with.
pub const HEADER: &[&str] = &["//! Problem:", "//! Idea:", "//! Time:", "//! Status:"];

/// The compilers and editions of the matrix: (rustc, edition).
pub fn columns(old_present: bool) -> Vec<(&'static str, &'static str)> {
    let mut cols = vec![("rustc", "2024")];
    if old_present {
        cols.extend([(OLD_RUSTC, "2018"), (OLD_RUSTC, "2021")]);
    }
    cols
}

/// Problems with a solution file as a paste unit; empty when it follows every rule.
pub fn paste_unit_problems(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    if source.len() >= 64 * 1024 {
        found.push(format!("{} bytes: over Codeforces' 64 KiB", source.len()));
    }
    let code = code_only(source);
    for (needle, why) in BANNED {
        if *needle == "unsafe" && intrinsic_only(&code).is_some() {
            continue;
        }
        if code.contains(needle) {
            found.push(format!("contains {:?}: {}", needle, why));
        }
    }
    if code
        .lines()
        .any(|l| l.trim_start().starts_with("mod ") || l.trim_start().starts_with("pub mod "))
    {
        found.push("declares a module: a paste unit is one file".to_string());
    }
    for h in HEADER {
        if !source.contains(h) {
            found.push(format!("lacks the header line {:?}", h));
        }
    }
    found
}

/// The CPU features a solution's one `unsafe` may use, with what each is for: the intrinsics
/// that measurably pay (issue 28), each beside a portable path.
pub const INTRINSICS: &[(&str, &str)] = &[
    ("pclmulqdq", "the carry-less multiply, `pclmulqdq`"),
    ("sse2", "bytes tested 16 at a time, `pmovmskb`"),
];

/// The entry of `INTRINSICS` the code's `unsafe` uses, if it is the one a solution may hold: one
/// `unsafe fn` under
/// `#[target_feature(enable = "F")]`, F in `INTRINSICS`, entered from one `unsafe`
/// block, in a file that asks `is_x86_feature_detected!("F")` (the lints that allow it aside). Anything more,
/// or any other use, is banned.
pub fn intrinsic_only(code: &str) -> Option<&'static (&'static str, &'static str)> {
    let rest = code.replace("unsafe_op_in_unsafe_fn", "").replace("unsafe_code", "");
    let lines: Vec<&str> = rest.lines().collect();
    let one = rest.matches("unsafe").count() == 2
        && rest.matches("unsafe fn ").count() == 1
        && rest.matches("unsafe {").count() == 1;
    INTRINSICS.iter().find(|(feature, _)| {
        let attribute = format!("#[target_feature(enable = \"{}\")]", feature);
        let guarded = lines.windows(4).any(|w| {
            w[0].trim() == attribute
                && w[1..].iter().any(|l| l.trim_start().starts_with("unsafe fn "))
        });
        one && guarded && rest.contains(&format!("is_x86_feature_detected!(\"{}\")", feature))
    })
}

/// How far a column of the matrix builds a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Depth {
    /// To a binary, as a judge does.
    Binary,
    /// Through analysis only (`--emit=metadata`: parsing, types, borrows, the lints), no code
    /// generation, at a fifth of the cost (measured on three solutions with rustc 1.63: 3.1 s →
    /// 0.6 s). The test suite's old-rustc columns. What it misses: the lints of the MIR passes that
    /// run with code generation (`255u8 + 1` is `arithmetic_overflow` only in a binary build);
    /// the stable column, built to a binary, catches those.
    Analysis,
}

/// Compile one file alone; `Err` holds the compiler's complaint. Without optimisation: a judge
/// builds with -O, but whether a file compiles and lints clean does not depend on the level, and
/// opt-level 0 halves the matrix (measured on poj1704: rustc 1.63 2.3 s → 1.1 s, stable 0.76 s →
/// 0.37 s; the speed of our binaries is `grundy bench`'s business).
pub fn compile(
    (rustc, edition): (&str, &str),
    depth: Depth,
    src: &Path,
    out_dir: &Path,
) -> Result<(), String> {
    let stem = src.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let mut out = out_dir.join(format!("{}-{}-{}", stem, edition, rustc.replace('/', "_")));
    let mut command = Command::new(rustc);
    command.args(["--edition", edition, "-D", "warnings", "--crate-type", "bin"]);
    match depth {
        Depth::Binary => command.args(["-C", "opt-level=0"]),
        Depth::Analysis => {
            out.set_extension("rmeta");
            command.arg("--emit=metadata")
        }
    };
    let out = command
        .arg("-o")
        .arg(out)
        .arg(src)
        .output()
        .map_err(|e| format!("cannot run {}: {}", rustc, e))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Every failure of the matrix for these solution files, as readable paragraphs; the columns of
/// rustc 1.63 built to `old_depth` (the stable column always to a binary).
pub fn check(
    root: &Path,
    ids: &[String],
    (old_present, old_depth): (bool, Depth),
    out_dir: &Path,
    mut each: impl FnMut(&str, &str, bool),
) -> Vec<String> {
    let mut failures = Vec::new();
    for id in ids {
        let src = root.join("src/bin").join(format!("{}.rs", id));
        match std::fs::read_to_string(&src) {
            Ok(text) => {
                for p in paste_unit_problems(&text) {
                    failures.push(format!("{}: {}", id, p));
                }
            }
            Err(e) => failures.push(format!("{}: cannot read {}: {}", id, src.display(), e)),
        }
        for (rustc, edition) in columns(old_present) {
            let depth = if rustc == OLD_RUSTC { old_depth } else { Depth::Binary };
            let result = compile((rustc, edition), depth, &src, out_dir);
            each(id, &format!("{} --edition {}", rustc, edition), result.is_ok());
            if let Err(e) = result {
                failures.push(format!("{} with {} --edition {}:\n{}", id, rustc, edition, e));
            }
        }
    }
    failures
}

pub const HELP: &str = "\
usage: grundy check-judges [ID…]

Compile each solution (every one, or the ids given) alone, the way a judge does: rustc 1.63 in
editions 2018 and 2021 (Debian's /usr/bin/rustc: `apt-get install rustc`) and the current stable
rustc in edition 2024, all with -D warnings; each file must also be a paste unit (std only, no
unsafe but one CPU intrinsic behind a run-time check, no floating point). Ends with an 'N passed,
M failed' line. Without /usr/bin/rustc its columns are skipped with a warning and the exit code
is 1: the matrix is incomplete.";

pub fn run(args: Args, out: &mut dyn Write) -> super::Outcome {
    let ids = args.finish_ids()?;
    let old_present = Path::new(OLD_RUSTC).exists();
    if !old_present {
        eprintln!("warning: {} (rustc 1.63) is missing: only the stable column runs (apt-get install rustc)", OLD_RUSTC);
    }
    let root = super::paths::repository();
    let out_dir = root.join("target/check-judges");
    if let Err(e) = std::fs::create_dir_all(&out_dir) {
        eprintln!("error: cannot create {}: {}", out_dir.display(), e);
        return Ok(2);
    }
    let paint = Paint(colour(1));
    let mut compiled = 0;
    let mut unwritten = None;
    let failures = check(root, &ids, (old_present, Depth::Binary), &out_dir, |id, column, ok| {
        compiled += usize::from(ok);
        let tag = if ok { paint.green("OK  ") } else { paint.red("FAIL") };
        if let Err(e) = writeln!(out, "{} {:<14} {}", tag, id, column) {
            unwritten.get_or_insert(e);
        }
    });
    if let Some(e) = unwritten {
        return Err(e.into());
    }
    for f in &failures {
        writeln!(out, "\n{}", f)?;
    }
    let cells = ids.len() * columns(old_present).len();
    // Passed: compilations that succeeded; failed: the others and every broken paste-unit rule.
    writeln!(out, "{} solutions × {} compilers", ids.len(), columns(old_present).len())?;
    writeln!(out, "check-judges: {} passed, {} failed", compiled, failures.len())?;
    if cells == 0 || !failures.is_empty() || !old_present {
        // A missing rustc 1.63 is a failure: the matrix is incomplete.
        return Ok(1);
    }
    Ok(0)
}
