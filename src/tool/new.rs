//! `grundy new <id>`: scaffold a fourteenth problem. It writes the four files of a problem, each a
//! working placeholder ("one pile, take exactly one stone": A wins iff N is odd), and registers the
//! model with the library and the test battery, so `just test-samples <id>` and `just stress <id>`
//! work at once and every blank to fill is a compiling, tested starting point.

use super::args::Args;
use std::fs;
use std::io::Write;
use std::path::Path;

use super::skeleton::{CANONICAL, MARKER as SKELETON_MARKER};

/// The canonical solution of the repository at `root`, whose skeleton (everything from the marker
/// on) every new bin reuses. Read when `new` runs, not compiled in: editing that solution then
/// rebuilds that solution alone.
pub fn template_bin(root: &Path) -> Result<String, String> {
    let path = root.join("src/bin").join(format!("{}.rs", CANONICAL));
    fs::read_to_string(&path).map_err(|e| format!("the template {}: {}", path.display(), e))
}

pub const BIN_HEAD: &str = r#"//! Problem: {ID} — TITLE (JUDGE, URL).
//!          RULES IN ONE LINE. (Placeholder game: one pile of N, take exactly one stone.)
//! Idea:    THE THEOREM IN ONE OR TWO LINES. (Placeholder: the mover wins iff N is odd.)
//! Time:    O(1) per game, O(input) in all; memory: O(1): a 128 KiB input window.
//! Range:   WHAT VALUES ARE ACCEPTED.
//! Status:  not yet verified: fill in from the test run.

use std::convert::TryInto;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

fn solve(sc: &mut Scanner) -> Result<(), Error> {
    let games = sc.u64("T", 0..=u64::MAX)?;
    for _ in 0..games {
        let n = sc.u64("N", 0..=u64::MAX)?;
        sc.out.extend_from_slice(if n % 2 == 1 { b"A\n" } else { b"B\n" });
    }
    Ok(())
}

"#;

pub const MODEL: &str = r#"//! {ID} — TITLE. A placeholder model (one pile, take exactly one stone) to replace.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{OnePile, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("{ID}");

const MAX_T: u64 = P.max("T");
const MAX_N: u64 = P.max("N");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub n: u64,
}

#[derive(Debug)]
pub struct {TYPE};

fn winner(a_wins: bool) -> String {
    if a_wins { "A" } else { "B" }.to_string()
}

impl Model for {TYPE} {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every N in 1..=200";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        // "T, then T cases", read and written by the shared format (src/oracle/format.rs).
        parse_counted(input, MAX_T, |t| Ok(Case { n: t.u64("N", P.range("N"))? }))
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| format!("{}\n", c.n))
    }

    fn brute(case: &Case) -> Option<String> {
        if case.n > 1000 {
            return None;
        }
        // The literal rules: from n, the only move is to n - 1.
        let mut game = Solver::new(OnePile(|n| if n > 0 { vec![n - 1] } else { vec![] }));
        Some(winner(game.wins(&case.n)))
    }

    fn reference(case: &Case) -> String {
        winner(case.n & 1 == 1)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let n = match family {
            Family::Small => rng.range(1..=200),
            Family::Random => rng.magnitude(1..=MAX_N),
            Family::Max => MAX_N - rng.range(0..=1),
            Family::Edge => *rng.pick(&[1, 2, 3, MAX_N - 1, MAX_N]),
        };
        Case { n }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { n: rng.range(1..=MAX_N) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Int(case.n)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { n: shape.int()? })
    }

    fn exhaustive() -> Vec<Case> {
        (1..=200).map(|n| Case { n }).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![Mutant { name: "A always wins", answer: |_| winner(true) }]
    }
}
"#;

pub const PAGE: &str = r#"# {ID} — TITLE

| | |
|---|---|
| Judge | JUDGE |
| Solution | [`src/bin/{ID}.rs`](../src/bin/{ID}.rs) |
| Samples | [`samples/{ID}/`](../samples/{ID}/) |
| Model (validator, brute force, generators) | [`src/oracle/{ID}.rs`](../src/oracle/{ID}.rs) |
| Limits | (generated from src/problems.rs) |
| Submit in Rust | WHERE |

## The game

## Input and output

| | judge's bound | what our solution accepts |
|---|---|---|
| T | (generated) | WHAT THE SOLUTION ACCEPTS |
| N | (generated) | WHAT THE SOLUTION ACCEPTS |

## Theory

**Claim.**

**Proof.**

## Pitfalls

## Verified
"#;

/// The placeholder bounds and limits of a new problem's row in the table (its model's T and N).
const ROW_FACTS: &str = "&[b(\"T\", 1, 10_000, \"\"), b(\"N\", 1, E9, \"\")], \
                         Limits { time_ms: None, memory_kib: None, note: \"LIMITS\" }";

/// Is `id` a good problem id: lowercase letters, digits and inner dashes, starting with a letter?
pub fn valid_id(id: &str) -> bool {
    let b = id.as_bytes();
    !b.is_empty()
        && b.len() <= 40
        && b[0].is_ascii_lowercase()
        && b.iter().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
        && !id.ends_with('-')
        && !id.contains("--")
}

/// `demo-1` → `demo_1` (the module) and `Demo1` (the model type).
pub fn names(id: &str) -> (String, String) {
    let module = id.replace('-', "_");
    let ty = id
        .split('-')
        .map(|part| {
            let mut cs = part.chars();
            cs.next().map(|c| c.to_ascii_uppercase().to_string() + cs.as_str()).unwrap_or_default()
        })
        .collect();
    (module, ty)
}

pub fn fill(template: &str, id: &str, ty: &str) -> String {
    template.replace("{ID}", id).replace("{TYPE}", ty)
}

/// Add `text` at the end of the file at `path`.
fn append(path: &Path, text: &str) -> Result<(), String> {
    let old = fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))?;
    fs::write(path, old + text).map_err(|e| format!("{}: {}", path.display(), e))
}

/// Insert `line` just above the line containing `marker` in the file at `path`.
fn insert_above(path: &Path, marker: &str, line: &str) -> Result<(), String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {}", path.display(), e))?;
    let at = text
        .find(marker)
        .ok_or_else(|| format!("{}: marker {:?} not found", path.display(), marker))?;
    let line_start = text[..at].rfind('\n').map_or(0, |p| p + 1);
    let updated = format!("{}{}\n{}", &text[..line_start], line, &text[line_start..]);
    fs::write(path, updated).map_err(|e| format!("{}: {}", path.display(), e))
}

/// Scaffold problem `id` in the repository at `root`; returns the files written.
pub fn scaffold(root: &Path, id: &str) -> Result<Vec<String>, String> {
    if !valid_id(id) {
        return Err(format!(
            "{:?} is not a valid id: use lowercase letters, digits and single inner dashes, starting with a letter (e.g. cf1234a)",
            id
        ));
    }
    let (module, ty) = names(id);
    let files = [
        format!("src/bin/{}.rs", id),
        format!("src/oracle/{}.rs", id),
        format!("problems/{}.md", id),
        format!("samples/{}", id),
    ];
    if let Some(existing) = files.iter().find(|f| root.join(f).exists()) {
        return Err(format!("problem {:?} exists already ({} is there)", id, existing));
    }
    let mod_rs = root.join("src/oracle/mod.rs");
    if fs::read_to_string(&mod_rs).map_or(false, |t| t.contains(&format!("\"{}\" =>", id))) {
        return Err(format!("problem {:?} is registered already in src/oracle/mod.rs", id));
    }
    let template = template_bin(root)?;
    let skeleton = template
        .find(SKELETON_MARKER)
        .map(|at| &template[at..])
        .ok_or("the template bin lost its skeleton marker")?;
    let write = |path: &str, text: String| {
        fs::write(root.join(path), text).map_err(|e| format!("{}: {}", path, e))
    };
    write(&files[0], fill(BIN_HEAD, id, &ty) + skeleton)?;
    write(&files[1], fill(MODEL, id, &ty))?;
    write(&files[2], fill(PAGE, id, &ty))?;
    fs::create_dir_all(root.join(&files[3])).map_err(|e| e.to_string())?;
    let decl = if module == id {
        format!("pub mod {};", module)
    } else {
        format!("#[path = \"{}.rs\"]\npub mod {};", id, module)
    };
    insert_above(&mod_rs, "`just new <id>` adds the module", &decl)?;
    insert_above(
        &mod_rs,
        "`just new <id>` adds the entry",
        &format!("    \"{}\" => {}::{},", id, module, ty),
    )?;
    insert_above(
        &root.join("src/problems.rs"),
        "`just new <id>` adds the problem's row",
        &format!(
            "    p(\"{}\", \"TITLE\", &[\"JUDGE\"], \"none known\", \"IDEA\", {}),",
            id, ROW_FACTS
        ),
    )?;
    append(&root.join("Cargo.toml"), &format!("\n[[bin]]\nname = \"{}\"\ntest = false\n", id))?;
    insert_above(
        &root.join("tests/toolkit/problems.rs"),
        "`just new <id>` adds the battery",
        &format!("    {} => grundy::oracle::{}::{},", module, module, ty),
    )?;
    Ok(files.to_vec())
}

pub const HELP: &str = "\
usage: grundy new <id>   (e.g. grundy new cf1234a)

Scaffold a new problem: src/bin/<id>.rs (the shared skeleton with a placeholder game),
src/oracle/<id>.rs (a working placeholder model), problems/<id>.md (the headings) and samples/<id>/,
and register the model with the library and the test battery. Ids are lower-case letters and digits,
words joined by single hyphens. Then follow \"Adding a problem\" in the README.";

pub fn run(args: Args, out: &mut dyn Write) -> super::Outcome {
    let id = match args.finish()?.as_slice() {
        [id] => id.clone(),
        [] => return Err("which id? give one".into()),
        more => return Err(format!("one id at a time, got {}", more.join(" ")).into()),
    };
    let files = scaffold(Path::new("."), &id)?;
    writeln!(out, "scaffolded {}: {}", id, files.join(", "))?;
    writeln!(
        out,
        "registered in src/oracle/mod.rs, src/problems.rs (its row: title, judges, idea, bounds, limits), Cargo.toml and tests/toolkit/problems.rs"
    )?;
    writeln!(
        out,
        "next: the checklist in README.md (\"Adding a problem\"); start with samples/{}/1.in and 1.out",
        id
    )?;
    Ok(0)
}
