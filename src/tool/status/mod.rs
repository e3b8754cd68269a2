//! `grundy status [--write]`: the evidence lines of every solution's header (`//! Status:`) and of
//! every page's `## Verified` section, generated from what the test battery actually runs (the
//! model's exhaustive domain and mutants, the sample count, the random-case count). A test checks
//! that the files say exactly this, so a status can never claim more than `cargo test` checks.

use super::args::Args;
use super::judges::{code_only, intrinsic_only};
use super::test_samples::sample_names;
use crate::oracle::{self, random_cases, Model, Visitor};
use crate::problems::Problem;
use crate::text::thousands;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

pub mod judge;

/// What the battery runs for one problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coverage {
    pub id: String,
    pub samples: usize,
    pub exhaustive: String,
    pub exhaustive_cases: usize,
    pub random_cases: u64,
    pub mutants: Vec<String>,
    /// What the solution's one `unsafe` is for, if it holds the one a solution may: a CPU
    /// intrinsic behind a run-time check (see `tool::judges::INTRINSICS`).
    pub intrinsic: Option<&'static str>,
}

struct Gather<'a>(&'a Path);

impl Visitor for Gather<'_> {
    type Output = Coverage;
    fn visit<M: Model>(self) -> Coverage {
        Coverage {
            id: M::ID.to_string(),
            samples: sample_names(&self.0.join("samples").join(M::ID)).len(),
            exhaustive: M::EXHAUSTIVE.to_string(),
            exhaustive_cases: M::exhaustive().len(),
            random_cases: random_cases::<M>(),
            mutants: M::mutants().iter().map(|m| m.name.to_string()).collect(),
            intrinsic: fs::read_to_string(self.0.join("src/bin").join(format!("{}.rs", M::ID)))
                .ok()
                .and_then(|source| intrinsic_only(&code_only(&source)))
                .map(|&(_, what)| what),
        }
    }
}

pub fn evidence(root: &Path, id: &str) -> Option<Coverage> {
    oracle::visit(id, Gather(root))
}

/// Words wrapped to `width` columns, each line after the first starting with `indent`.
pub(crate) fn wrap(first: &str, indent: &str, text: &str, width: usize) -> String {
    let mut lines = vec![first.to_string()];
    for word in text.split(' ') {
        let last = lines.last_mut().expect("one line at least");
        let bare = last.len() == first.len();
        if !bare && last.chars().count() + 1 + word.chars().count() > width {
            lines.push(format!("{}{}", indent, word));
        } else {
            if !bare {
                last.push(' ');
            }
            last.push_str(word);
        }
    }
    lines.join("\n")
}

/// The tables generated from [`crate::problems::PROBLEMS`]: the file, its table's header line, and
/// the table.
pub fn problem_tables(root: &Path) -> [(PathBuf, &'static str, String); 2] {
    use crate::problems::{catalogue_table, readme_table};
    [
        (
            root.join("README.md"),
            "| id | problem | judge | submit in Rust | files |",
            readme_table(),
        ),
        (
            root.join("problems/README.md"),
            "| id | problem | judge | idea | solution | page | samples | model |",
            catalogue_table(),
        ),
    ]
}

/// The claims a Status line makes that no count stands for, each with the test that backs it: the
/// file and the function's name (a test checks that each is still there, so deleting a test makes
/// its claim fail rather than stay a fixed string).
pub const BACKED_CLAIMS: &[(&str, &str, &str)] = &[
    ("bad", "tests/toolkit/problems.rs", "fn bad_tokens_fail_cleanly_at_their_offset()"),
    ("truncated", "tests/toolkit/problems.rs", "fn truncated_and_empty_inputs_fail_cleanly()"),
    ("reformatted", "tests/toolkit/problems.rs", "fn whitespace_variants_give_identical_answers()"),
    (
        "compiles alone on stable, checks clean on rustc 1.63",
        "tests/toolkit/judges.rs",
        "fn every_solution_compiles_alone_on_old_and_new_rustc()",
    ),
];

/// The header's Status lines.
pub fn header(e: &Coverage) -> String {
    let text = format!(
        "`cargo test` passes: {} samples; {}: all {} against the literal-rules brute force; {} random \
         judge-scale cases against the library's reference; {} wrong solutions caught; {}, {} and {} inputs \
         handled cleanly; {}.",
        e.samples,
        e.exhaustive,
        thousands(e.exhaustive_cases as u64),
        thousands(e.random_cases),
        e.mutants.len(),
        BACKED_CLAIMS[0].0,
        BACKED_CLAIMS[1].0,
        BACKED_CLAIMS[2].0,
        BACKED_CLAIMS[3].0
    );
    wrap("//! Status:  ", "//!          ", &text, 100)
}

/// The page's `## Verified` section (to the end of the page).
pub fn verified(e: &Coverage) -> String {
    let mutants = e.mutants.iter().map(|m| format!("\"{}\"", m)).collect::<Vec<_>>().join("; ");
    format!(
        "## Verified\n\n\
         What `cargo test` checks for this problem (generated by `grundy status --write` from the code \
         the tests run, and checked against it):\n\n\
         - **Samples**: {} in `samples/{}/`, judged like a judge (per line, trailing whitespace ignored).\n\
         - **Exhaustive**: {}: all {}, each against the brute force that plays the literal rules.\n\
         - **Random**: {} cases from the `random`, `max`, `edge` and `small` families against the library's \
         reference (the brute force where a case is small enough).\n\
         - **Mutants caught and shrunk to one case**: {}.\n\
         - **Bad input**: each token of the official sample replaced by garbage, a negative, a decimal or a hex \
         number gives a one-line error at that token; truncated and empty inputs fail cleanly or answer \
         a prefix; CRLF, tabs, blank lines, no final newline give identical answers.\n\
         - **Judges**: compiles alone with rustc 1.63 (editions 2018 and 2021) and current stable (2024), \
         `-D warnings`; std only, {}, no floating point.\n",
        e.samples,
        e.id,
        e.exhaustive,
        thousands(e.exhaustive_cases as u64),
        thousands(e.random_cases),
        mutants,
        e.intrinsic.map_or("no `unsafe`".to_string(), |what| format!(
            "one `unsafe` ({}, where a run-time check finds it)",
            what
        ))
    )
}

/// `source` with its Status lines replaced by `status` (they run from `//! Status:` to the next
/// header line or the end of the header).
pub fn with_header(source: &str, status: &str) -> Option<String> {
    let start = source.find("//! Status:")?;
    let rest = &source[start..];
    let mut end = start;
    for (i, line) in rest.split_inclusive('\n').enumerate() {
        let continuation = line.starts_with("//!") && (i == 0 || line.starts_with("//!          "));
        if !continuation {
            break;
        }
        end += line.len();
    }
    Some(format!("{}{}\n{}", &source[..start], status, &source[end..]))
}

/// `page` with everything from `## Verified` on replaced by `section`.
pub fn with_verified(page: &str, section: &str) -> Option<String> {
    let at = page.find("## Verified")?;
    Some(format!("{}{}", &page[..at], section))
}

pub const HELP: &str = "\
usage: grundy status [--write]

Check that the generated text says exactly what it comes from; exit 1 when some is stale: each
solution's header Status lines and each page's Verified section (what the test suite runs: samples,
the exhaustive domain and its size, random cases, mutants); each header's Judge lines, each page's
Limits row and judge's bounds, each C++ rival's bounds comment and the tables of problems (the table
in src/problems.rs). --write regenerates them. Never write any of them by hand.";

/// A generated file: its text now, and its text as generated (or what it lacks to be generated).
#[derive(Debug)]
pub struct Generated {
    pub path: PathBuf,
    pub current: String,
    pub wanted: Result<String, String>,
}

fn generated_file(path: PathBuf, make: impl FnOnce(&str) -> Result<String, String>) -> Generated {
    let current = fs::read_to_string(&path).unwrap_or_default();
    let wanted = make(&current);
    Generated { path, current, wanted }
}

/// The page's row the snippets row follows.
const MODEL_ROW: &str = "Model (validator, brute force, generators)";

/// The page's row of snippets: each as its command, its two files, and how the solution holds it.
fn snippets_row(id: &str) -> Option<String> {
    use crate::snippets::used_by;
    let cells: Vec<String> = used_by(id)
        .map(|u| {
            let named: Vec<String> = u.items.iter().map(|i| format!("`{}`", i)).collect();
            let how = format!("the solution holds its {} to the letter", named.join(", "));
            format!(
                "`grundy snippet {n}` ([Rust](../snippets/{n}.rs), [C++](../snippets/{n}.cpp)): {}",
                how,
                n = u.snippet
            )
        })
        .collect();
    (!cells.is_empty()).then(|| cells.join("; "))
}

/// The solution's, the page's and the rival's generated text for problem `p`.
fn problem_files(root: &Path, p: &'static Problem) -> Vec<Generated> {
    let e = evidence(root, p.id).expect("every problem of the table has a model");
    let bin = root.join("src/bin").join(format!("{}.rs", p.id));
    let source = bin.clone();
    let page = root.join("problems").join(format!("{}.md", p.id));
    let rival = root.join("bench/cpp").join(format!("{}.cpp", p.id));
    let mut files = vec![
        generated_file(bin, |text| {
            let text = with_header(text, &header(&e)).ok_or("no `//! Status:` line")?;
            let judge = judge::header(p);
            judge::with_block(&text, "//! Judge:", "//!          ", "//! Status:", &judge)
                .ok_or_else(|| "no `//! Status:` line".to_string())
        }),
        generated_file(page, |text| {
            let text = with_verified(text, &verified(&e)).ok_or("no `## Verified` heading")?;
            let text = judge::with_page_facts(&text, p)?;
            let source = fs::read_to_string(&source).unwrap_or_default();
            let memory =
                judge::memory_clause(&source).ok_or("its solution's header names no memory")?;
            let text = judge::with_row(&text, "Memory (ours)", "Limits", &memory)
                .ok_or_else(|| "no `| Limits | … |` row".to_string())?;
            match snippets_row(p.id) {
                Some(row) => judge::with_row(&text, "Snippets", MODEL_ROW, &row)
                    .ok_or_else(|| format!("no `| {} | … |` row", MODEL_ROW)),
                None => Ok(text),
            }
        }),
    ];
    // A problem without a C++ rival yet (as `grundy new` leaves it) has no comment to keep.
    if rival.exists() {
        files.push(generated_file(rival, |text| {
            let comment = judge::rival_comment(p);
            judge::with_block(text, "// Judge bounds:", "//               ", "#include", &comment)
                .ok_or_else(|| "no `#include` line".to_string())
        }));
    }
    files
}

/// Every generated file of the repository at `root`.
pub fn generated(root: &Path) -> Vec<Generated> {
    let mut files: Vec<Generated> =
        crate::problems::PROBLEMS.iter().flat_map(|p| problem_files(root, p)).collect();
    for (path, head, table) in problem_tables(root) {
        files.push(generated_file(path, |text| {
            crate::problems::with_table(text, head, &table)
                .ok_or_else(|| format!("no table starting {:?}", head))
        }));
    }
    files
}

pub fn run(mut args: Args, out: &mut dyn Write) -> super::Outcome {
    let write = args.flag("write");
    args.finish_none()?;
    let mut stale = 0;
    for file in generated(super::paths::repository()) {
        let path = file.path.display();
        match file.wanted {
            Err(lacks) => {
                eprintln!("error: {}: {}", path, lacks);
                stale += 1;
            }
            Ok(wanted) if wanted != file.current => {
                stale += 1;
                if !write {
                    writeln!(out, "stale: {}", path)?;
                } else if let Err(err) = fs::write(&file.path, wanted) {
                    eprintln!("error: {}: {}", path, err);
                } else {
                    writeln!(out, "updated {}", path)?;
                }
            }
            Ok(_) => {}
        }
    }
    if stale == 0 {
        writeln!(out, "every generated text matches what it comes from")?;
    }
    Ok(i32::from(stale > 0 && !write))
}
