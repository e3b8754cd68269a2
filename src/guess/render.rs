//! The finding as text: the table in one line, the rule (or "no rule found" and the nearest miss
//! with its first counterexample), how far it was checked, and the rule as Rust and C++.

use super::code::{self, Lang};
use super::period::Periodic;
use super::rule::{Finding, Law, NearMiss, Rule, Rule1, Rule2};
use super::sum::{Sum, COORDS};
use super::table::{Shape, Table, Values};
use std::io::{self, Write};

fn list(xs: impl IntoIterator<Item = u64>) -> String {
    xs.into_iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")
}

/// The table in one line: its size, its range and what its values are.
pub fn describe(table: &Table) -> String {
    let range = match &table.shape {
        Shape::One(rows) => {
            let (first, last) = (rows[0].0, rows[rows.len() - 1].0);
            match rows.len() {
                1 => format!("1 row, n = {}", first),
                n => format!("{} rows, n = {}..{}", n, first, last),
            }
        }
        Shape::Many(..) => String::new(),
        Shape::Two(cells) => {
            let a = cells.iter().map(|c| c.0);
            let b = cells.iter().map(|c| c.1);
            format!(
                "{} cells, a = {}..{}, b = {}..{}",
                cells.len(),
                a.clone().min().unwrap_or(0),
                a.max().unwrap_or(0),
                b.clone().min().unwrap_or(0),
                b.max().unwrap_or(0)
            )
        }
    };
    let range = match &table.shape {
        Shape::Many(d, cells) => {
            let axes: Vec<String> = (0..*d)
                .map(|i| {
                    let xs = cells.iter().map(|c| c.0[i]);
                    let (lo, hi) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
                    format!("{} = {}..{}", COORDS[i], lo, hi)
                })
                .collect();
            format!("{} cells, {} coordinates, {}", cells.len(), d, axes.join(", "))
        }
        _ => range,
    };
    let what = match &table.values {
        Values::Grundy => "Grundy values".to_string(),
        Values::WinLose { lose, win, why } => {
            format!("win/lose: {:?} = the player to move loses, {:?} wins ({})", lose, win, why)
        }
    };
    format!("{}, {}", range, what)
}

/// "the player to move loses" in the table's words.
fn loses(table: &Table) -> String {
    match &table.values {
        Values::WinLose { lose, .. } => format!("the player to move loses ({})", lose),
        Values::Grundy => "the player to move loses (G = 0)".into(),
    }
}

/// A one-dimensional rule in words; `g` names the function ("G" or "f").
pub fn rule1(table: &Table, r: &Rule1, wins: bool, g: &str) -> String {
    let from = if r.before.is_empty() { String::new() } else { format!(" for n ≥ {}", r.start) };
    let mut s = match &r.law {
        Law::Periodic(p) if wins => losing_residues(table, p, r.start, &from),
        Law::Periodic(p) => periodic_values(p, r.start, g),
        Law::Set(set) => format!("{} iff n is {}{}", loses(table), set.words(), from),
        Law::Beatty(a) => format!(
            "{} iff n = ⌊kα⌋ for some k ≥ 0 (a Beatty sequence), α = {}{}",
            loses(table),
            a.words(),
            from
        ),
        Law::Sequence(q) => format!("{}(n) = {}{}", g, q.words(), from),
    };
    if !r.before.is_empty() {
        let below = if wins { losing_below(&r.before) } else { values_below(&r.before, g) };
        s += &format!("; below n = {}: {}", r.start, below);
    }
    if !r.exceptions.is_empty() {
        let rows: Vec<String> = r
            .exceptions
            .iter()
            .map(|&(n, v)| format!("n = {} ({})", n, has_says(table, v, r.law.at(n))))
            .collect();
        s += &format!(
            "; the table breaks it at {}: wrong rows of the brute force? (the rule stands there)",
            rows.join(", ")
        );
    }
    s
}

/// "the table has X, the rule says Y" in the table's words.
fn has_says(table: &Table, got: u64, says: Option<u64>) -> String {
    format!(
        "the table has {}, the rule says {}",
        table.word(got),
        says.map_or("a value past u64".to_string(), |v| table.word(v))
    )
}

/// A candidate rule in a few words, with how much of it the table shows (`seen`: its rows from
/// the rule's start).
pub fn short(table: &Table, r: &Rule1, seen: usize) -> String {
    let from = if r.start == 0 { String::new() } else { format!(" from n = {}", r.start) };
    let rows = format!("{} row{} seen", seen, if seen == 1 { "" } else { "s" });
    match &r.law {
        Law::Periodic(p) => {
            let what = match p.saltus {
                0 => format!("period {}", p.period),
                s => format!("G(n + {}) = G(n) + {}", p.period, s),
            };
            let periods = seen as u64 / p.period;
            let plural = if periods == 1 { "" } else { "s" };
            format!("{} from n = {} ({} period{} seen)", what, r.start, periods, plural)
        }
        Law::Set(set) => format!("{} iff n is {}{} ({})", loses(table), set.words(), from, rows),
        Law::Beatty(a) => {
            format!("{} iff n = ⌊kα⌋, α = {}{} ({})", loses(table), a.words(), from, rows)
        }
        Law::Sequence(q) => format!("G(n) = {}{} ({})", q.words(), from, rows),
    }
}

/// The "not yet" lines: each candidate and the rows that would tell.
fn not_yet(out: &mut dyn Write, table: &Table, finding: &Finding) -> io::Result<()> {
    let rows = match &table.shape {
        Shape::One(rows) => rows,
        _ => return Ok(()),
    };
    let (first, last) = (rows[0].0, rows[rows.len() - 1].0);
    let dense = last - first == rows.len() as u64 - 1;
    for c in &finding.candidates {
        let seen = rows.iter().filter(|r| r.0 >= c.rule.start).count();
        let tell = match c.rows_needed {
            Some(k) => {
                // The table continued past its end without gaps.
                let upto = last.saturating_add(k.saturating_sub(rows.len()) as u64);
                let which = match dense {
                    true => format!("n = {}..{}", first, upto),
                    false => format!("up to n = {}", upto),
                };
                format!("print at least {} rows ({}) to tell", k, which)
            }
            None => "more rows than a brute force prints would not tell".to_string(),
        };
        writeln!(out, "Not yet: consistent with {}; {}", short(table, &c.rule, seen), tell)?;
    }
    Ok(())
}

/// Win/lose, periodic: the losing residues.
fn losing_residues(table: &Table, p: &Periodic, start: u64, from: &str) -> String {
    let mut res: Vec<u64> = (0..p.period)
        .filter(|&i| p.one[i as usize] == 0)
        .map(|i| (start % p.period + i) % p.period)
        .collect();
    res.sort_unstable();
    let what = if res.is_empty() {
        format!("the player to move wins at every n{}", from)
    } else {
        format!("{} iff n ≡ {} (mod {}){}", loses(table), list(res), p.period, from)
    };
    format!("{} — periodic, period {}, pre-period {}", what, p.period, start)
}

/// Grundy values, periodic or arithmetic-periodic: the rule and one period's values.
fn periodic_values(p: &Periodic, start: u64, g: &str) -> String {
    let last = start.saturating_add(p.period - 1);
    let mut one = list(p.one.iter().take(60).copied()).replace(',', "");
    if p.one.len() > 60 {
        one += " … (the code below has them all)";
    }
    if p.saltus == 0 {
        format!(
            "{g}(n + {p}) = {g}(n) for n ≥ {s} — periodic, period {p}, pre-period {s}; \
             {g}(n) for n = {s}..{l}: {o}",
            g = g,
            p = p.period,
            s = start,
            l = last,
            o = one
        )
    } else {
        format!(
            "{g}(n + {p}) = {g}(n) + {k} for n ≥ {s} — arithmetic-periodic, period {p}, \
             saltus {k}, pre-period {s}; {g}(n) for n = {s}..{l}: {o}",
            g = g,
            p = p.period,
            k = p.saltus,
            s = start,
            l = last,
            o = one
        )
    }
}

/// Win/lose rows before the rule starts: where the player to move loses.
fn losing_below(before: &[(u64, u64)]) -> String {
    let lose: Vec<u64> = before.iter().filter(|b| b.1 == 0).map(|b| b.0).collect();
    if lose.is_empty() {
        return "wins".to_string();
    }
    let more = if lose.len() > 40 { ", …" } else { "" };
    format!("loses at n = {}{}", list(lose.iter().take(40).copied()), more)
}

/// Grundy rows before the rule starts: a run of values when they have no gaps, else each row as
/// `g(n) = v`.
fn values_below(before: &[(u64, u64)], g: &str) -> String {
    let (lo, hi) = match (before.first(), before.last()) {
        (Some(lo), Some(hi)) => (lo.0, hi.0),
        _ => return String::new(),
    };
    if before.len() > 1 && hi - lo == before.len() as u64 - 1 {
        let values = list(before.iter().take(60).map(|b| b.1)).replace(',', "");
        let more = if before.len() > 60 { " …" } else { "" };
        format!("{}(n) for n = {}..{}: {}{}", g, lo, hi, values, more)
    } else {
        let pairs: Vec<String> =
            before.iter().take(40).map(|b| format!("{}({}) = {}", g, b.0, b.1)).collect();
        format!("{}{}", pairs.join(", "), if before.len() > 40 { ", …" } else { "" })
    }
}

/// A two-dimensional rule in words.
fn rule2(table: &Table, r: &Rule2, wins: bool) -> String {
    match r {
        Rule2::XorSum { f, of } => xor_sum(table, f, of.as_ref()),
        Rule2::Diagonal => format!("{} iff a = b", loses(table)),
        Rule2::Wythoff => format!(
            "{} iff {{a, b}} = {{⌊kφ⌋, ⌊kφ²⌋}} for some k ≥ 0, φ = (1 + √5)/2 — Wythoff's pairs \
             (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …",
            loses(table)
        ),
        Rule2::Periodic { pa, pb, table: t } if wins => format!(
            "{} iff (a mod {}, b mod {}) is {} — periodic in each coordinate",
            loses(table),
            pa,
            pb,
            losing_cells(t)
        ),
        Rule2::Periodic { pa, pb, table: t } => {
            let rows: Vec<String> =
                t.iter().map(|row| list(row.iter().copied()).replace(',', "")).collect();
            format!(
                "G(a, b) depends only on (a mod {}, b mod {}) — periodic in each coordinate; \
                 rows a mod {} = 0, 1, …: {}",
                pa,
                pb,
                pa,
                rows.join(" | ")
            )
        }
    }
}

/// Win/lose, periodic in each coordinate: the losing cells of one period's table, "never" if none.
fn losing_cells(t: &[Vec<u64>]) -> String {
    let mut lose = Vec::new();
    for (x, row) in t.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            if v == 0 {
                lose.push(format!("({}, {})", x, y));
            }
        }
    }
    match lose.len() {
        0 => "never".to_string(),
        1 => lose.swap_remove(0),
        _ => format!("one of {}", lose.join(" ")),
    }
}

/// G(a, b) = f(a) xor f(b): with f's own rule, or its values when none was found.
fn xor_sum(table: &Table, f: &[(u64, u64)], of: Option<&Rule1>) -> String {
    let f_text = match of {
        Some(o) => rule1(table, o, false, "f"),
        None => format!(
            "no rule found for f; f(n) for n = {}..: {}{}",
            f[0].0,
            list(f.iter().take(40).map(|x| x.1)).replace(',', ""),
            if f.len() > 40 { " …" } else { "" }
        ),
    };
    format!(
        "G(a, b) = f(a) xor f(b) — a sum of two independent games, f(n) = G(n, {}) (so f({}) = \
         0); {}",
        f[0].0, f[0].0, f_text
    )
}

/// G = f(a) xor f(b) xor …: a sum of copies of one game, with f's rule or values.
fn sum_text(table: &Table, s: &Sum) -> String {
    let args = &COORDS[..s.dims];
    let calls: Vec<String> = args.iter().map(|x| format!("f({})", x)).collect();
    let m = s.f[0].0;
    let rest = vec![m.to_string(); s.dims - 1].join(", ");
    let f_text = match &s.of {
        Some(o) => rule1(table, o, false, "f"),
        None => format!(
            "no rule found for f; f(n) for n = {}..: {}{}",
            m,
            list(s.f.iter().take(40).map(|x| x.1)).replace(',', ""),
            if s.f.len() > 40 { " …" } else { "" }
        ),
    };
    format!(
        "G({}) = {} — a sum of {} independent games, f(n) = G(n, {}); {}",
        args.join(", "),
        calls.join(" xor "),
        s.dims,
        rest,
        f_text
    )
}

/// Either rule in words; `wins` when its values are read as win/lose.
fn rule_text(table: &Table, rule: &Rule, wins: bool) -> String {
    match rule {
        Rule::One(r) => rule1(table, r, wins, "G"),
        Rule::Two(r) => rule2(table, r, wins),
        Rule::Sum(s) => sum_text(table, s),
    }
}

/// A near miss in words: the rule, then "except" the rows it fails (or that it fits them all).
pub fn near_text(table: &Table, near: &NearMiss) -> String {
    let wins = table.is_win_lose();
    let rule = rule_text(table, &near.rule, wins);
    let fails: Vec<String> = near
        .fails
        .iter()
        .map(|(pos, got, says)| format!("{} ({})", pos, has_says(table, *got, *says)))
        .collect();
    match fails.is_empty() {
        true => format!("{}, which fits every row", rule),
        false => format!("{}, except {}", rule, fails.join(", ")),
    }
}

/// Where the table ends, for "a guess beyond …".
fn beyond(table: &Table) -> String {
    match &table.shape {
        Shape::One(rows) => format!("n = {}", rows[rows.len() - 1].0),
        _ => "the table".into(),
    }
}

/// The whole text report; `proof` is the explorer's conclusion, when asked for; with
/// `keep_exceptions` the code returns the table's values at the rows the rule takes for wrong.
pub fn text(
    out: &mut dyn Write,
    table: &Table,
    finding: &Finding,
    proof: Option<&str>,
    keep_exceptions: bool,
) -> io::Result<()> {
    writeln!(out, "Table: {}", describe(table))?;
    let wins = table.is_win_lose() || finding.zeros_only;
    match &finding.rule {
        Some(rule) => found(out, table, finding, rule, wins)?,
        None => {
            match finding.candidates.is_empty() {
                true => writeln!(out, "Rule: no rule found")?,
                false => {
                    writeln!(out, "Rule: not yet (no rule has the rows a bet on it needs)")?;
                    not_yet(out, table, finding)?;
                }
            }
            if let Some(near) = &finding.near {
                writeln!(out, "Nearest miss: {}", near_text(table, near))?;
            }
        }
    }
    if let Some(p) = proof {
        write!(out, "{}", p)?;
    }
    match &finding.rule {
        Some(rule) => code_text(out, rule, wins, keep_exceptions),
        None => Ok(()),
    }
}

/// The lines of a rule found: the rule, how far it was checked, and a simpler near miss if any.
fn found(
    out: &mut dyn Write,
    table: &Table,
    finding: &Finding,
    rule: &Rule,
    wins: bool,
) -> io::Result<()> {
    if finding.zeros_only {
        writeln!(out, "Values: no rule found; where G = 0:")?;
    }
    writeln!(out, "Rule: {}", rule_text(table, rule, wins))?;
    if let (Shape::One(rows), Rule::One(r)) = (&table.shape, rule) {
        if let Some(b) = super::one::ruled_out(rows, r) {
            let q = if b == 1 { "q = 1".to_string() } else { format!("every q from 1 to {}", b) };
            writeln!(
                out,
                "Ruled out (simpler): G(n + q) = G(n) for n ≥ {}, for {} (each breaks a row)",
                r.start, q
            )?;
        }
    }
    let what = match table.shape {
        Shape::One(_) => "row",
        _ => "cell",
    };
    let broken = match rule {
        Rule::One(r) if !r.exceptions.is_empty() => {
            format!(", {} of them breaking it", r.exceptions.len())
        }
        _ => String::new(),
    };
    writeln!(
        out,
        "Checked: every {} of the table ({} {}s{}); a table proves nothing, so beyond {} this is \
         a guess",
        what,
        table.len(),
        what,
        broken,
        beyond(table)
    )?;
    if let Some(near) = &finding.near {
        writeln!(out, "Simpler but for a few rows (a wrong row?): {}", near_text(table, near))?;
    }
    Ok(())
}

/// The rule as a Rust and a C++ function, after the text (none when f, of a xor-sum, has no rule).
fn code_text(out: &mut dyn Write, rule: &Rule, wins: bool, keep: bool) -> io::Result<()> {
    let rust = code::function(Lang::Rust, rule, wins, keep);
    match (rust, code::function(Lang::Cpp, rule, wins, keep)) {
        (Some(rust), Some(cpp)) => write!(out, "\nRust:\n{}\nC++:\n{}", rust, cpp),
        _ => writeln!(out, "\nNo code: f has no rule found"),
    }
}
