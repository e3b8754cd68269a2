//! `grundy explore octal CODE [--upto N] [--json]`: an octal game's values, P-positions and
//! period, settled with proof or "not settled up to N", as text or one JSON object. A code the
//! research tables call unsolved says so (`crate::octal_tables`), and is not sent to a larger --upto.

use super::json::{self, Object};
use super::{residues_text, row_length, some, value_table, ExploreOptions};
use crate::explore::{p_residues, Period};
use crate::octal::{self, Code, Table, Value};
use crate::octal_tables::{self, Unsolved};
use std::fmt::Write as _;
use std::time::Instant;

/// The most heaps `octal` computes by default, and at all.
pub const OCTAL_DEFAULT_UPTO: u64 = 1 << 20;
pub const OCTAL_MAX_UPTO: u64 = 1 << 26;
/// Without --upto, the octal explorer stops after this many seconds (with --upto, never).
pub const OCTAL_DEFAULT_SECONDS: u64 = 10;
/// The octal explorer checks its fast path against the engine on G(0..=this).
pub const OCTAL_ENGINE_CHECK: usize = 255;

/// Names of famous codes, for the title.
const NAMED: &[(&str, &str)] =
    &[("0.77", "Kayles"), ("0.07", "Dawson's Kayles"), ("0.137", "Dawson's chess")];

/// What `octal` found, in one place for the text and the JSON.
struct OctalFindings {
    code: Code,
    g: Table,
    period: Option<Period>,
    /// The fast path against the engine on G(0..=checked).
    checked: usize,
    agrees: bool,
    /// The rare/common rule the fast path ended with, in words.
    rule: String,
    rare: usize,
    seconds: f64,
    /// Stopped by the default time limit before `--upto`.
    stopped: bool,
    upto: u64,
    /// What the research tables say, if they call the code unsolved.
    unsolved: Option<Unsolved>,
}

pub(super) fn octal(params: &[String], options: &ExploreOptions) -> Result<String, String> {
    let code = match params {
        [c] => Code::parse(c)?,
        _ => return Err("octal takes one code, e.g. octal 0.77 (Kayles)".into()),
    };
    let upto = options.upto.unwrap_or(OCTAL_DEFAULT_UPTO);
    if upto > OCTAL_MAX_UPTO {
        return Err(format!("octal: --upto at most {}", OCTAL_MAX_UPTO));
    }
    let started = Instant::now();
    let show = options.progress;
    let limit = options.upto.is_none().then_some(OCTAL_DEFAULT_SECONDS as f64);
    let mut shown = 0.0;
    let mut stopped = false;
    let mut progress = |n: usize| {
        let t = started.elapsed().as_secs_f64();
        if show && t >= shown + 0.2 {
            shown = t;
            eprint!("\r  {}: G(n) computed up to n = {} (at most {}) …", code, n, upto);
        }
        stopped = limit.map_or(false, |l| t > l);
        !stopped
    };
    let (values, period) = octal::settle_upto(&code, upto as usize, &mut progress);
    if show {
        eprint!("\r{:72}\r", "");
    }
    let seconds = started.elapsed().as_secs_f64();
    let ((mask, odd_heaps, flip), rare) = values.rare_heaps();
    let g = values.into_table();
    let checked = OCTAL_ENGINE_CHECK.min(g.len() - 1);
    let agrees = octal::engine_values(&code, checked as u64) == g.head(checked + 1);
    let rule = format!(
        "mask {:#b}{}",
        mask,
        match (odd_heaps, flip) {
            (false, _) => "",
            (true, false) => " and heap parity",
            (true, true) => " and heap parity, flipped",
        }
    );
    let unsolved = octal_tables::unsolved(&code);
    let f = OctalFindings {
        code,
        g,
        period,
        checked,
        agrees,
        rule,
        rare,
        seconds,
        stopped,
        upto,
        unsolved,
    };
    Ok(match &f.g {
        Table::Narrow(g) => report(&f, g, options.json),
        Table::Wide(g) => report(&f, g, options.json),
    })
}

/// The findings as text or JSON, with the values `g` as they are stored.
fn report<T: Value>(f: &OctalFindings, g: &[T], json: bool) -> String {
    if json {
        octal_json(f, g)
    } else {
        octal_text(f, g)
    }
}

fn octal_json<T: Value>(f: &OctalFindings, g: &[T]) -> String {
    let last = f.period.and_then(|p| p.start.checked_sub(1));
    // The fields of the first version, in their order (the period is in `pattern`); then what
    // every game has.
    let first = format!(
        "\"code\":\"{}\",\"last_exception\":{},\"proven\":{},\"computed\":{},\
         \"engine_check\":{{\"upto\":{},\"agrees\":{}}}",
        f.code,
        last.map_or("null".to_string(), |n| n.to_string()),
        f.period.is_some(),
        g.len() - 1,
        f.checked,
        f.agrees
    );
    let unsolved = f.unsolved.map_or("null".to_string(), |u| {
        format!(
            "{{\"source\":{},\"computed_to\":{}}}",
            json::string(octal_tables::SOURCE),
            json::string(&u.computed_to())
        )
    });
    Object::default()
        .raw("game", json::string("octal"))
        .raw("params", json::list(&[json::string(&f.code.to_string())]))
        .raw("upto", f.upto)
        .raw("first", 0)
        .values(g)
        .raw("pattern", json::pattern(g, f.period))
        .raw("unsolved", unsolved)
        .finish_after(&first)
}

fn octal_text<T: Value>(f: &OctalFindings, g: &[T]) -> String {
    let computed = g.len() - 1;
    let code = f.code.to_string();
    let name =
        NAMED.iter().find(|(c, _)| *c == code).map_or(String::new(), |(_, n)| format!(" ({})", n));
    let mut out = format!("octal {}{}: {}\n\n", code, name, f.code.describe());
    let shown = match f.period {
        Some(p) => (p.start + 2 * p.period).clamp(40, 300),
        None => 60,
    }
    .min(computed);
    let _ = writeln!(out, "Grundy values G(n), n = 0..{}:", shown);
    out += &value_table(&f.g.head(shown + 1), row_length(f.period));
    match f.period {
        Some(p) => proven_text(&mut out, f, g, p),
        None => unsettled_text(&mut out, f, g),
    }
    let _ = writeln!(
        out,
        "Check: G(0..={}) from the literal rules through the engine: {}",
        f.checked,
        if f.agrees { "agrees" } else { "DISAGREES" }
    );
    let _ = writeln!(
        out,
        "Computed: G(0..={}) in {:.2} s ({} rare heaps under {})",
        computed, f.seconds, f.rare, f.rule
    );
    out
}

/// Why the period is proven: the theorem's range for a splitting game, else the window of
/// values each value depends on.
fn why_proven(code: &Code, p: Period) -> String {
    let from = p.start.max(1);
    if code.splits() {
        format!(
            "octal periodicity theorem: it holds for {} ≤ n < 2·{} + {} + {} = {}",
            p.start,
            from,
            p.period,
            code.last(),
            2 * from + p.period + code.last()
        )
    } else {
        format!(
            "no splitting moves: G(n) depends on the {} values before it, and it holds for {} ≤ n \
             ≤ {}",
            code.last(),
            p.start,
            octal::values_needed(code, p) - p.period
        )
    }
}

/// The text of a proven period: the theorem's range, the last exception, one period, the
/// P-positions.
fn proven_text<T: Value>(out: &mut String, f: &OctalFindings, g: &[T], p: Period) {
    let _ = writeln!(
        out,
        "\nPeriod: G(n + {}) = G(n) for every n ≥ {} — proven ({})",
        p.period,
        p.start,
        why_proven(&f.code, p)
    );
    match p.start.checked_sub(1) {
        Some(last) => {
            let _ = writeln!(
                out,
                "Pre-period {}: the last exception is n = {} (G({}) = {} but G({}) = {}); \
                 the tables' \"last exceptional value\" is this n",
                p.start,
                last,
                last,
                g[last],
                last + p.period,
                g[last + p.period]
            );
        }
        None => *out += "Pre-period 0: no exceptions, periodic from the start\n",
    }
    if p.period <= 200 {
        let one: Vec<String> =
            g[p.start..p.start + p.period].iter().map(|v| v.to_string()).collect();
        let _ = writeln!(
            out,
            "One period, n = {}..{}: {}",
            p.start,
            p.start + p.period - 1,
            one.join(" ")
        );
    }
    let (residues, below) = p_residues(g, p);
    let _ = writeln!(
        out,
        "P-positions (G = 0): {} — proven",
        if residues.is_empty() && below.is_empty() {
            "none but n = 0".to_string()
        } else {
            residues_text(&residues, p.period, p.start, &below)
        }
    );
}

/// The text of a game not settled: how far it was computed, what the tables say, the first
/// P-positions.
fn unsettled_text<T: Value>(out: &mut String, f: &OctalFindings, g: &[T]) {
    let computed = g.len() - 1;
    let code = f.code.to_string();
    // The first few P-positions and how many in all (not a list of millions).
    let mut zeros = (0..g.len()).filter(|&n| g[n] == T::default());
    let first: Vec<usize> = zeros.by_ref().take(40).collect();
    let more = zeros.count();
    let _ = writeln!(
        out,
        "\nPeriod: not settled up to {} — no period is proven by G(0..={}) (the octal \
         periodicity theorem needs G(n + p) = G(n) for n0 ≤ n < 2·n0 + p + {}; {})",
        computed,
        computed,
        f.code.last(),
        match (f.stopped, f.unsolved) {
            (true, Some(_)) =>
                format!("stopped after {} s, the limit without --upto", OCTAL_DEFAULT_SECONDS),
            (true, None) => format!(
                "stopped after {} s, the limit without --upto: --upto N goes on to N",
                OCTAL_DEFAULT_SECONDS
            ),
            (false, Some(_)) => "see below".to_string(),
            (false, None) => "try a larger --upto".to_string(),
        }
    );
    if let Some(u) = f.unsolved {
        let _ = writeln!(
            out,
            "Unsolved: {} lists {} as unsolved (computed there: {}); no period is known, \
             so a larger --upto is not expected to settle it",
            octal_tables::SOURCE,
            code,
            u.computed_to()
        );
    }
    let all = if more > 0 {
        format!("{} … ({} in all)", some(&first, 40), first.len() + more)
    } else {
        some(&first, 40)
    };
    let _ = writeln!(out, "P-positions up to {}: {}", computed, all);
}
