//! What a stress session says: the failure (its input, the expected and the actual output, why
//! they differ, the program's stderr), how far it was shrunk and what could not make it smaller,
//! where its files are, how to replay it; and always, last, what the search covered.

use super::Request;
use crate::source::quote;
use crate::stress::probe::Cut;
use crate::stress::{End, Evidence, Failure, Oracle, Origin, Report};
use crate::text::shorten;
use crate::tool::paths::{as_seen_by_caller, invoked_as, written};
use crate::tool::term::{colour, Paint};
use crate::verdict::{ending, Verdict};
use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::time::Duration;

/// Most of a text shown on a terminal; the whole is in the written files.
const SHOWN_BYTES: usize = 1024;

/// How many of the last lines of stderr are shown.
const STDERR_LINES: usize = 10;

pub struct Context<'a> {
    pub req: &'a Request,
    pub oracle: &'a dyn Oracle,
    /// The program under test, as the user knows it.
    pub who: &'a str,
    /// The problem id, or "custom".
    pub what: &'a str,
    pub limit: Duration,
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", n, if n == 1 { one } else { many })
}

/// Print the report; the exit code (0 no failure, 1 a failure, 130 interrupted).
pub fn print(out: &mut dyn Write, ctx: &Context<'_>, r: &Report) -> io::Result<i32> {
    let paint = Paint(colour(1));
    let searched = &r.searched;
    let covered = format!(
        "{} in {}, {:.1} s (seed {}; {})",
        plural(searched.cases, "case", "cases"),
        plural(searched.tests, "run", "runs"),
        r.elapsed.as_secs_f64(),
        ctx.req.seed,
        ctx.oracle.coverage(searched.tests)
    );
    let f = match &r.failure {
        Some(f) => f,
        None => {
            let (tag, how) = match searched.end {
                End::Interrupted => {
                    let stopped = match searched.stopped {
                        0 => String::new(),
                        n => format!(" ({} in flight stopped)", plural(n, "run", "runs")),
                    };
                    let how = match searched.tests {
                        0 => "no run finished: nothing is known yet".to_string(),
                        _ => "no failure in the runs that finished".to_string(),
                    };
                    writeln!(
                        out,
                        "{} {}{}: {}",
                        paint.yellow("INTERRUPTED"),
                        covered,
                        stopped,
                        how
                    )?;
                    return Ok(130);
                }
                End::Budget => (
                    paint.green("OK"),
                    format!("the budget of {} s spent; no failure", ctx.req.budget.as_secs()),
                ),
                _ => (paint.green("OK"), "no failure".to_string()),
            };
            writeln!(
                out,
                "{} {}: {}, {} agrees with {}",
                tag,
                covered,
                how,
                ctx.who,
                oracle_name(ctx)
            )?;
            return Ok(if r.interrupted() { 130 } else { 0 });
        }
    };
    header(out, ctx, f, paint)?;
    if let Some(learnt) = ctx.oracle.learnt() {
        writeln!(out, "{}", learnt)?;
    }
    evidence(out, ctx, &f.smallest)?;
    if f.cut.is_none() {
        let mut line = match f.minimal {
            // Every value at 0, or none (words; a count the input derives): no smaller ones to run.
            Some(0) => "smallest found: minimal — no value in it can be lowered, and no part can be removed".to_string(),
            Some(n) => format!(
                "smallest found: minimal — all {} inputs of its shape with smaller values were run (or refused as invalid) and pass, and no part can be removed",
                n
            ),
            None => format!(
                "smallest found: a local minimum (the inputs of its shape with smaller values are over {} or the budget ran out; {} runs spent) — no smaller failing input by {}",
                crate::stress::MINIMAL_CHECK,
                f.runs,
                f.moves.join(", ")
            ),
        };
        if f.smaller_tried > 0 {
            line += &format!("; {} smaller generated inputs pass", f.smaller_tried);
        }
        writeln!(out, "{}", line)?;
    }
    if f.helper_faults > 0 {
        writeln!(
            out,
            "note: a helper failed on {} (dropped)",
            plural(f.helper_faults, "shrunk input", "shrunk inputs")
        )?;
    }
    files(out, ctx, f)?;
    writeln!(out, "replay: {}", replay(ctx, f))?;
    writeln!(out, "searched {}", covered)?;
    Ok(if r.interrupted() { 130 } else { 1 })
}

fn oracle_name(ctx: &Context<'_>) -> &'static str {
    if ctx.req.interactor.is_some() {
        "the interactor"
    } else if ctx.req.id.is_some() {
        "the oracle"
    } else {
        "the brute force"
    }
}

/// `FAILED (WA) at generated case #3 (family max), seed 3; shrunk in 23 runs (+7 speculative,
/// 0.4 s) to 1 case:`, and when it is not minimal, why.
fn header(out: &mut dyn Write, ctx: &Context<'_>, f: &Failure, paint: Paint) -> io::Result<()> {
    let origin = match &f.found.test.origin {
        o @ Origin::Cases { first, last, .. } if first != last => format!("in the run of {}", o),
        o => format!("at {}", o),
    };
    let mut shrunk = format!("shrunk in {}", plural(f.runs, "run", "runs"));
    let mut extra = Vec::new();
    if f.speculative > 0 {
        extra.push(format!("+{} speculative", f.speculative));
    }
    extra.push(format!("{:.1} s", f.took.as_secs_f64()));
    shrunk += &format!(" ({})", extra.join(", "));
    let size = match ctx.oracle.cases_in(&f.smallest.input) {
        Some(n) => plural(n, "case", "cases"),
        None => "one input".to_string(),
    };
    let cut = match &f.cut {
        None => String::new(),
        Some(Cut::Budget) => format!(
            " — NOT minimal: the budget of {} s ran out while shrinking; the smallest failing input so far",
            ctx.req.budget.as_secs()
        ),
        Some(Cut::Interrupted) => " — NOT minimal: interrupted; the smallest failing input so far".into(),
        Some(Cut::Fault(e)) => format!(" — NOT minimal: {}", e),
    };
    writeln!(
        out,
        "{} ({}) {}, seed {}; {} to {}{}:",
        paint.red("FAILED"),
        f.smallest.verdict.short(),
        origin,
        ctx.req.seed,
        shrunk,
        size,
        cut
    )
}

/// A text for the terminal: shortened past a kilobyte.
fn shown(text: &str) -> String {
    shorten(text, SHOWN_BYTES).trim_end().to_string()
}

/// What `run` printed or how it ended, as the `.got` file and the report show it.
fn got(e: &Evidence, limit: Duration) -> String {
    match e.verdict {
        Verdict::WrongAnswer | Verdict::Accepted => e.run.stdout_text(),
        _ => ending(&e.run, limit),
    }
}

fn evidence(out: &mut dyn Write, ctx: &Context<'_>, e: &Evidence) -> io::Result<()> {
    writeln!(out, "--- input ---\n{}", shown(&e.input))?;
    if let Some(t) = &e.transcript {
        writeln!(out, "--- transcript (> your program, < the interactor) ---\n{}", shown(t))?;
        writeln!(out, "--- {} ({})", e.verdict.name(), e.why.as_deref().unwrap_or("?"))?;
        return stderr(out, e);
    }
    let from = ctx.oracle.expected_from(&e.input);
    let expected = e
        .expected
        .as_deref()
        .map_or_else(|| "(not known: the brute force failed on it)".to_string(), shown);
    writeln!(out, "--- expected (from {}) ---\n{}", from, expected)?;
    writeln!(out, "--- got ({}) ---\n{}", e.verdict.name(), shown(&got(e, ctx.limit)))?;
    if let Some(why) = &e.why {
        writeln!(out, "--- {}", shorten(why, SHOWN_BYTES / 4).trim_end())?;
    }
    stderr(out, e)
}

/// The last lines of the program's stderr.
fn stderr(out: &mut dyn Write, e: &Evidence) -> io::Result<()> {
    let all = e.run.stderr_tail(usize::MAX);
    if !all.is_empty() {
        let tail = e.run.stderr_tail(STDERR_LINES);
        let head = if tail.len() < all.len() {
            format!("--- stderr (the last {} lines of {}) ---", tail.len(), all.len())
        } else {
            "--- stderr ---".to_string()
        };
        writeln!(out, "{}\n{}", head, shown(&tail.join("\n")))?;
    }
    Ok(())
}

/// The name of the written files: `seed3-case12` (the failing batch's last case) or
/// `seed14-size2` (the generator's arguments).
fn base(ctx: &Context<'_>, f: &Failure) -> String {
    match &f.found.test.origin {
        Origin::Cases { last, .. } => format!("seed{}-case{}", ctx.req.seed, last),
        Origin::Generator { seed, size } => format!("seed{}-size{}", seed, size),
    }
}

/// Write the input, the expected output, what the program printed and its whole stderr.
fn files(out: &mut dyn Write, ctx: &Context<'_>, f: &Failure) -> io::Result<()> {
    let e = &f.smallest;
    let dir = written("stress").join(ctx.what);
    let name = base(ctx, f);
    let mut all = vec![("in", e.input.clone())];
    match &e.transcript {
        Some(t) => all.push(("transcript", t.clone())),
        None => all.push(("got", got(e, ctx.limit))),
    }
    if let Some(x) = &e.expected {
        all.insert(1, ("expected", x.clone()));
    }
    if !e.run.stderr.is_empty() {
        all.push(("err", e.run.stderr_text()));
    }
    let written = fs::create_dir_all(&dir).and_then(|()| {
        all.iter()
            .try_for_each(|(ext, text)| fs::write(dir.join(format!("{}.{}", name, ext)), text))
    });
    match written {
        Ok(()) => {
            let others: Vec<String> = all[1..].iter().map(|(ext, _)| format!(".{}", ext)).collect();
            let cut = [&e.input, e.expected.as_deref().unwrap_or("")]
                .iter()
                .any(|t| t.len() > SHOWN_BYTES);
            writeln!(
                out,
                "written: {}.in ({}){}",
                as_seen_by_caller(&dir).join(&name).display(),
                others.join(", "),
                if cut { " — in full; shortened above" } else { "" }
            )?;
        }
        Err(err) => eprintln!("warning: cannot write {}: {}", dir.display(), err),
    }
    if let (Some(save), Some(expected)) = (&ctx.req.save, &e.expected) {
        save_sample(out, save, &format!("stress-{}", name), &e.input, expected)?;
    }
    Ok(())
}

/// Keep the failure as a sample pair for test-samples.
fn save_sample(
    out: &mut dyn Write,
    dir: &Path,
    name: &str,
    input: &str,
    expected: &str,
) -> io::Result<()> {
    let saved = fs::create_dir_all(dir)
        .and_then(|()| fs::write(dir.join(format!("{}.in", name)), input))
        .and_then(|()| fs::write(dir.join(format!("{}.out", name)), expected));
    match saved {
        Ok(()) => writeln!(
            out,
            "saved as a sample: {}.in (.out)",
            as_seen_by_caller(dir).join(name).display()
        ),
        Err(e) => {
            eprintln!("warning: cannot save the sample in {}: {}", dir.display(), e);
            Ok(())
        }
    }
}

/// The command that finds the same failure again.
fn replay(ctx: &Context<'_>, f: &Failure) -> String {
    let req = ctx.req;
    let mut line = format!("{} stress", invoked_as());
    match &req.id {
        Some(id) => line += &format!(" {}", id),
        None => {
            for (name, v) in [("gen", &req.gen), ("brute", &req.brute)] {
                if let Some(v) = v {
                    line += &format!(" --{} {}", name, quote(v));
                }
            }
        }
    }
    if let Some(c) = &req.cmd {
        line += &format!(" --cmd {}", quote(c));
    }
    if let Some(i) = &req.interactor {
        line += &format!(" --interactor {}", quote(i));
    }
    for (name, v) in [("validator", &req.validator), ("checker", &req.checker)] {
        if let Some(v) = v {
            line += &format!(" --{} {}", name, quote(v));
        }
    }
    let cases = match f.found.test.origin {
        Origin::Cases { last, .. } => last + 1,
        Origin::Generator { .. } => f.found.index + 1,
    };
    line += &format!(" --seed {} --cases {}", req.seed, cases);
    if let Some(fam) = &req.family_arg {
        line += &format!(" --family {}", fam);
    }
    if let Some(b) = req.batch {
        line += &format!(" --batch {}", b);
    }
    if let Some(m) = req.max_size {
        line += &format!(" --max-size {}", m);
    }
    match (req.compare, &req.compare_arg) {
        (Some(crate::compare::Mode::Float(eps)), _) => line += &format!(" --float {}", eps),
        (Some(_), Some(m)) => line += &format!(" --compare {}", m),
        _ => {}
    }
    if let Some(l) = req.limit {
        line += &format!(" --timeout-ms {}", l.as_millis());
    }
    if let Origin::Generator { seed, size } = f.found.test.origin {
        line += &format!("  (the input alone: the generator with arguments {} {})", seed, size);
    }
    if !req.seed_given {
        line += "  (the seed was chosen from the clock)";
    }
    line
}
