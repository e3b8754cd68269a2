//! `grundy explore <game> [params] [--upto N] [--svg FILE] [--json]`: print a game's table and what
//! can be said about its pattern — proven where a proof exists, "observed" where it does not.
//! One table, [`GAMES`], gives the help text and the dispatch; the README's "Exploring a game"
//! follows it (a test checks that it names every game). The octal explorer is in `octal_game`;
//! every game's `--json` object is built with `json` (its fields are in the help text).

use super::args::Args;
use super::term::is_terminal;
use crate::engine::Solver;
use crate::explore::{
    observed_period, one_pile_values, p_residues, proven_period, subtraction_moves, Period,
};
use crate::octal::{self, Code};
use json::Object;
use std::fmt::Write as _;

mod checks;
pub mod json;
mod octal_game;
pub use octal_game::{
    OCTAL_DEFAULT_SECONDS, OCTAL_DEFAULT_UPTO, OCTAL_ENGINE_CHECK, OCTAL_MAX_UPTO,
};

/// What every game is handed besides its parameters.
#[derive(Debug, Clone, Default)]
pub struct ExploreOptions {
    pub upto: Option<u64>,
    pub svg: Option<String>,
    pub json: bool,
    /// Show progress lines on stderr (only when it is a terminal).
    pub progress: bool,
}

/// One explorable game: its name, parameters, one-line description, which options it takes, and
/// how it runs (the report it prints, or a usage error).
#[derive(Debug)]
pub struct Game {
    pub name: &'static str,
    pub params: &'static str,
    pub about: &'static str,
    pub svg: bool,
    pub json: bool,
    run: fn(&[String], &ExploreOptions) -> Result<String, String>,
}

/// The table of games and the help text built from it (a macro, so `HELP` stays a `const`).
macro_rules! games {
    ($($name:literal $params:literal svg: $svg:literal json: $json:literal $about:literal => $run:path;)*) => {
        pub const GAMES: &[Game] = &[
            $(Game { name: $name, params: $params, about: $about, svg: $svg, json: $json, run: $run },)*
        ];
        pub const HELP: &str = concat!(
            "usage: grundy explore <game> [params] [--upto N] [--svg FILE] [--json]\n\n",
            "Print a game's values from its literal rules through the engine, and what they prove.\n\n",
            "games:\n",
            $("  ", $name, $params, "\n      ", $about, "\n",)*
            "\noptions:\n",
            "  --upto N     how far to compute (octal: the most heaps; by default up to 1048576\n",
            "               heaps or 10 s, whichever comes first)\n",
            "  --svg FILE   also draw the grid (wythoff, cut)\n",
            "  --json       one JSON object on one line instead of the text (every game; below)\n",
            "\n--json: one object per run; every game's fields, in this order:\n",
            "  game, params  the game and its parameters (subtract: the amounts, sorted; bash,\n",
            "                arabella: [K]; octal: [the code])\n",
            "  upto          how far was asked (or the default); computed: how far the values were\n",
            "                computed; first: the n of values[0]\n",
            "  values        one-pile games: G(n) for n = first..=min(upto, computed), at most 10000\n",
            "                (values_truncated: true when there were more); wythoff: rows a = 0..=upto\n",
            "                of g(a, b), b = 0..=upto; cut: rows W = 2..=upto of g(W, H), H = 2..=upto;\n",
            "                fibonacci (n from 1), arabella: true where the player to move wins;\n",
            "                reverse: one row per length L from 1, entry k: the L bits of k, W = true\n",
            "  pattern       the same keys for every game, null where one does not apply: kind\n",
            "                (periodic, p_positions, identity: g(n) = n, arithmetic_periodic: g(n +\n",
            "                period) = g(n) + period from preperiod on, or none), period, preperiod,\n",
            "                p_residues, p_before_preperiod, p_positions (wythoff, cut: [a,b], a ≤ b)\n",
            "  proven        true only where the text says proven (octal, subtract, bash)\n",
            "then subtract, bash: octal_code; wythoff, cut, fibonacci, arabella, reverse, lasker,\n",
            "split3, lieges: check (the\n",
            "problem page's rule on the table: problem, rule, agrees, scope). octal starts with its\n",
            "own fields (code, last_exception, proven, computed, engine_check; its period is in\n",
            "pattern, as every game's), then game … pattern, and ends with unsolved:\n",
            "{\"source\",\"computed_to\"} when the research tables list the code as unsolved, else null.\n",
        );
    };
}

games! {
    "octal" " CODE" svg: false json: true
        "any octal game d0.d1d2… (0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess): values, P-positions, period proven or \"not settled up to N\"" => octal_game::octal;
    "subtract" " S…" svg: false json: true
        "one heap, take one of the amounts; ranges too (subtract 1..6, subtract 1 3..5 8); it is the octal game 0.3…" => subtract;
    "bash" " K" svg: false json: true
        "one heap, take 1..=K (nod1066; the octal game 0.33…3)" => bash;
    "powers" "" svg: false json: true
        "one heap, take a power of two (nod1068): a period observed, not proven" => powers;
    "nim" "" svg: false json: true
        "one heap, take any positive amount" => nim;
    "wythoff" "" svg: true json: true
        "poj1067: two piles, take from one or the same from both (grid; --svg)" => wythoff;
    "cut" "" svg: true json: true
        "poj2311: the sheet-cutting game (grid of Grundy values; --svg)" => cut;
    "fibonacci" "" svg: false json: true
        "hdu2516: one pile, first take not all, then at most twice the last take" => fibonacci;
    "arabella" " K" svg: false json: true
        "gym102263b: take 1..=max(1, n − K)" => arabella;
    "reverse" "" svg: false json: true
        "gym103102b: reverse 10, 110, 100 or 1010 in a bit string" => reverse;
    "lasker" "" svg: false json: true
        "hdu3032: one heap, take any positive amount or split it in two (Lasker's Nim)" => lasker;
    "split3" "" svg: false json: true
        "hdu5795: one heap, take any positive amount or split it in three" => split3;
    "lieges" " K" svg: false json: true
        "cf603c: one pile, take a cow, or split an even pile 2x into K piles of x" => lieges;
}

pub fn run(mut args: Args, out: &mut dyn std::io::Write) -> super::Outcome {
    let upto = args.parsed::<u64>("upto")?;
    let svg = args.value("svg")?;
    let json = args.flag("json");
    let words = args.finish()?;
    let options = ExploreOptions { upto, svg, json, progress: is_terminal(2) };
    let text = report(&words, &options)?;
    out.write_all(text.as_bytes())?;
    Ok(0)
}

/// The explorer's output for a request (also what the tests check).
pub fn report(words: &[String], options: &ExploreOptions) -> Result<String, String> {
    let (name, params) = words.split_first().ok_or("which game?")?;
    let game = GAMES.iter().find(|g| g.name == name.as_str()).ok_or_else(|| {
        let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
        format!("unknown game {:?}; games: {}", name, names.join(" "))
    })?;
    if options.svg.is_some() && !game.svg {
        return Err("--svg is for the grid games (wythoff, cut)".into());
    }
    if options.json && !game.json {
        return Err(format!("--json is not available for {}", game.name));
    }
    if game.params.is_empty() && !params.is_empty() {
        return Err(format!("{} takes no parameters", game.name));
    }
    (game.run)(params, options)
}

/// Numbers after the game's name.
fn numbers(words: &[String], what: &str) -> Result<Vec<u64>, String> {
    words.iter().map(|w| number(w, what)).collect()
}

fn number(word: &str, what: &str) -> Result<u64, String> {
    word.parse::<u64>().map_err(|_| format!("{}: {:?} is not a non-negative integer", what, word))
}

/// The amounts of `subtract`: numbers and inclusive ranges `a..b`, sorted, without repeats.
fn amounts(words: &[String]) -> Result<Vec<u64>, String> {
    let mut set = Vec::new();
    for w in words {
        match w.split_once("..") {
            Some((a, b)) => {
                let (a, b) = (number(a, "subtract")?, number(b, "subtract")?);
                if a > b || b > octal::MAX_DIGITS as u64 {
                    return Err(format!(
                        "subtract: range {:?} must be a..b with a ≤ b ≤ {}",
                        w,
                        octal::MAX_DIGITS
                    ));
                }
                set.extend(a..=b);
            }
            None => set.push(number(w, "subtract")?),
        }
    }
    set.sort_unstable();
    set.dedup();
    if set.is_empty() || set[0] == 0 {
        return Err("subtract needs positive amounts, e.g. subtract 1 3 4 or subtract 1..6".into());
    }
    if set[set.len() - 1] > octal::MAX_DIGITS as u64 {
        return Err(format!("subtract: amounts at most {}", octal::MAX_DIGITS));
    }
    Ok(set)
}

/// Ascending numbers as text, runs of three or more written a..b: "1..6, 8".
fn ranges(xs: &[u64]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < xs.len() {
        let mut j = i;
        while j + 1 < xs.len() && xs[j + 1] == xs[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}..{}", xs[i], xs[j]));
        } else {
            parts.extend(xs[i..=j].iter().map(|x| x.to_string()));
        }
        i = j + 1;
    }
    parts.join(", ")
}

/// The engine searches every move of every n it needs: at most this many in all.
const SUBTRACT_WORK: u64 = 30_000_000;

/// A finite set small enough for the engine's search (see `finite_subtraction`).
fn searchable(set: &[u64], what: &str) -> Result<(), String> {
    let max = set.iter().max().copied().unwrap_or(0);
    let work = set.len() as u64 * (16 * max + 64);
    if work > SUBTRACT_WORK {
        return Err(format!(
            "{}: {} amounts up to {} mean about {} moves to search, at most {}; the octal \
             explorer is faster (grundy explore octal CODE)",
            what,
            set.len(),
            max,
            work,
            SUBTRACT_WORK
        ));
    }
    Ok(())
}

fn subtract(params: &[String], options: &ExploreOptions) -> Result<String, String> {
    let set = amounts(params)?;
    searchable(&set, "subtract")?;
    let title = format!("subtract {{{}}}: one pile, take {} stones", ranges(&set), or_list(&set));
    Ok(finite_subtraction("subtract", json::list(&set), &title, set, options))
}

fn bash(params: &[String], options: &ExploreOptions) -> Result<String, String> {
    match numbers(params, "bash")?.as_slice() {
        [k] if (1..=octal::MAX_DIGITS as u64).contains(k) => {
            searchable(&(1..=*k).collect::<Vec<_>>(), "bash")?;
            Ok(finite_subtraction(
                "bash",
                json::list(&[k]),
                &format!("bash {}: one pile, take 1..={} stones", k, k),
                (1..=*k).collect(),
                options,
            ))
        }
        _ => Err(format!("bash takes one K, 1 ≤ K ≤ {}, e.g. bash 3", octal::MAX_DIGITS)),
    }
}

fn powers(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    let upto = options.upto.unwrap_or(60);
    if upto > 100_000 {
        return Err("powers: --upto at most 100000".into());
    }
    let g = one_pile_values(
        |n| (0..64).map(|i| 1u64 << i).take_while(|&s| s <= n).map(|s| n - s).collect(),
        upto,
    );
    let title = "powers: one pile, take a power of two (1, 2, 4, 8, …)";
    Ok(infinite_one_pile("powers", title, &g, upto, options.json))
}

fn nim(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    let upto = options.upto.unwrap_or(30);
    if upto > 2000 {
        return Err("nim: --upto at most 2000 (the search is quadratic)".into());
    }
    let g = one_pile_values(|n| (0..n).collect(), upto);
    let title = "nim: one pile, take any positive number of stones";
    Ok(infinite_one_pile("nim", title, &g, upto, options.json))
}

/// Up to `limit` numbers, then how many there are in all.
fn some(xs: &[usize], limit: usize) -> String {
    let shown: Vec<String> = xs.iter().take(limit).map(|x| x.to_string()).collect();
    if xs.len() > limit {
        format!("{} … ({} in all)", shown.join(", "), xs.len())
    } else {
        shown.join(", ")
    }
}

fn join(xs: &[u64], sep: &str) -> String {
    xs.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(sep)
}

fn or_list(xs: &[u64]) -> String {
    match xs {
        [] => String::new(),
        [x] => x.to_string(),
        [init @ .., last] => format!("{} or {}", join(init, ", "), last),
    }
}

/// A row length that is a multiple of a short period (so each column is one residue), else 10.
fn row_length(period: Option<Period>) -> usize {
    match period {
        Some(p) if (2..=24).contains(&p.period) => p.period * (24 / p.period),
        _ => 10,
    }
}

/// Values in rows: one row per period when the period is short, so residues line up in columns.
fn value_table(g: &[u32], row: usize) -> String {
    let width = g.iter().map(|v| v.to_string().len()).max().unwrap_or(1).max(2);
    let label = (g.len().saturating_sub(1)).to_string().len();
    let mut out = String::new();
    for (i, chunk) in g.chunks(row).enumerate() {
        let from = i * row;
        let _ = write!(out, "  n = {:>w$}..{:>w$} |", from, from + chunk.len() - 1, w = label);
        for v in chunk {
            let _ = write!(out, " {:>w$}", v, w = width);
        }
        out.push('\n');
    }
    out
}

fn p_positions(g: &[u32]) -> String {
    let ps: Vec<String> =
        g.iter().enumerate().filter(|(_, &v)| v == 0).map(|(n, _)| n.to_string()).collect();
    ps.join(" ")
}

/// "n ≡ 1, 5 (mod 12) for n ≥ 71, and n = 0, 4, …", with at most 40 of the n below the start.
fn residues_text(residues: &[usize], period: usize, start: usize, below: &[usize]) -> String {
    let list = residues.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ");
    let mut s = if residues.is_empty() {
        format!("none for n ≥ {}", start)
    } else {
        format!("n ≡ {} (mod {}) for n ≥ {}", list, period, start)
    };
    if !below.is_empty() {
        s += &format!(", and n = {}", some(below, 40));
    }
    s
}

/// A finite subtraction set: compute far enough to prove the period.
fn finite_subtraction(
    name: &str,
    params: String,
    title: &str,
    set: Vec<u64>,
    options: &ExploreOptions,
) -> String {
    let window = *set.last().unwrap_or(&1) as usize;
    let shown = options.upto.unwrap_or(40) as usize;
    let mut limit = shown.max(16 * window + 64);
    let (g, period) = loop {
        let g = one_pile_values(subtraction_moves(set.clone()), limit as u64);
        match proven_period(&g, window) {
            Some(p) => break (g, Some(p)),
            None if limit >= 1 << 15 => break (g, None),
            None => limit *= 4,
        }
    };
    if options.json {
        let code =
            Code::subtraction(&set).map_or("null".to_string(), |c| json::string(&c.to_string()));
        return Object::game(name, params, shown as u64, g.len() - 1, 0)
            .values(&g[..=shown.min(g.len() - 1)])
            .raw("pattern", json::pattern(&g, period))
            .raw("proven", period.is_some())
            .raw("octal_code", code)
            .finish();
    }
    let mut out = format!("{}\n", title);
    if let Some(code) = Code::subtraction(&set) {
        let _ = writeln!(
            out,
            "It is the octal game {} (digit 3 at each amount: take it, leaving nothing or one heap)",
            code
        );
    }
    out += "\nGrundy values g(n):\n";
    out += &value_table(&g[..=shown.min(g.len() - 1)], row_length(period));
    let _ = writeln!(
        out,
        "\nP-positions up to {}: {}",
        shown,
        p_positions(&g[..=shown.min(g.len() - 1)])
    );
    out + &period_text(&g, period, window)
}

/// The lines on a subtraction game's period: proven from `window` (its largest move) consecutive
/// values, or none found.
fn period_text(g: &[u32], period: Option<Period>, window: usize) -> String {
    let p = match period {
        Some(p) => p,
        None => return format!("Period: none proven with values up to {}\n", g.len() - 1),
    };
    let (residues, below) = p_residues(g, p);
    format!(
        "Period: g(n + {}) = g(n) for n ≥ {} — proven (it holds for {} consecutive n from {}, \
         and the largest move is {})\nP-positions: {} — proven\n",
        p.period,
        p.start,
        window,
        p.start,
        window,
        residues_text(&residues, p.period, p.start, &below)
    )
}

/// An infinite move set: report what is seen, and say it is not proven.
fn infinite_one_pile(name: &str, title: &str, g: &[u32], upto: u64, json: bool) -> String {
    let period = observed_period(g);
    let identity = g.iter().enumerate().all(|(n, &v)| v as usize == n);
    if json {
        let pattern = match period {
            None if identity => json::identity(),
            _ => json::pattern(g, period),
        };
        return Object::game(name, "[]".into(), upto, g.len() - 1, 0)
            .values(g)
            .raw("pattern", pattern)
            .raw("proven", false)
            .finish();
    }
    let mut out = format!("{}\n\nGrundy values g(n):\n", title);
    out += &value_table(g, row_length(period));
    let _ = writeln!(out, "\nP-positions up to {}: {}", upto, p_positions(g));
    match period {
        Some(Period { start, period }) => {
            let (residues, below) = p_residues(g, Period { start, period });
            let _ = writeln!(
                out,
                "Period: g(n + {}) = g(n) for {} ≤ n ≤ {} — observed up to {}, not proven",
                period,
                start,
                upto as usize - period,
                upto
            );
            let _ = writeln!(
                out,
                "P-positions: {} — observed up to {}, not proven",
                residues_text(&residues, period, start, &below),
                upto
            );
        }
        None if identity => {
            let _ =
                writeln!(out, "Pattern: g(n) = n — observed up to {}, not proven; no period", upto);
        }
        None => {
            let _ = writeln!(out, "Pattern: no period observed up to {}", upto);
        }
    }
    out
}

/// Win/lose of each n, in rows of ten: `L` where the player to move loses.
fn win_lose_table(g: &[u32]) -> String {
    let label = (g.len().saturating_sub(1)).to_string().len();
    let mut out = String::new();
    for (i, chunk) in g.chunks(10).enumerate() {
        let from = i * 10;
        let _ = write!(out, "  n = {:>w$}..{:>w$} |", from, from + chunk.len() - 1, w = label);
        for &v in chunk {
            out += if v == 0 { " L" } else { " W" };
        }
        out.push('\n');
    }
    out
}

/// gym102263b from its model's literal moves: the table, and the rule of its page checked on it.
fn arabella(params: &[String], options: &ExploreOptions) -> Result<String, String> {
    let k = match numbers(params, "arabella")?.as_slice() {
        [k] => *k,
        _ => return Err("arabella takes one K, e.g. arabella 5".into()),
    };
    let upto = options.upto.unwrap_or(40);
    if upto > 2000 {
        return Err("arabella: --upto at most 2000 (the search is quadratic)".into());
    }
    let g = one_pile_values(crate::oracle::gym102263b::moves(k), upto);
    if options.json {
        let wins: Vec<bool> = g.iter().map(|&v| v != 0).collect();
        let lost: Vec<usize> = (0..g.len()).filter(|&n| g[n] == 0).collect();
        return Ok(Object::game("arabella", json::list(&[k]), upto, g.len() - 1, 0)
            .values(&wins)
            .raw("pattern", json::p_positions(&lost))
            .raw("proven", false)
            .raw("check", json::check(&checks::arabella(k, &g)))
            .finish());
    }
    let mut out = format!(
        "arabella {}: one number n, subtract 1..=max(1, n − {}); who must move at 0 loses\n\n",
        k, k
    );
    out += "Who wins with n on the board and the player to move (L: that player loses):\n";
    out += &win_lose_table(&g);
    let _ = writeln!(out, "\nP-positions up to {}: {}", upto, p_positions(&g));
    let _ = writeln!(out, "{}", checks::arabella(k, &g));
    Ok(out)
}

/// A grid of values as text: one row per label, `·` where the value is 0 (the player to move loses).
fn grid_text(rows: &[(usize, Vec<u32>)], first_col: usize, row: &str, col: &str) -> String {
    let cols = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    let last_col = first_col + cols.saturating_sub(1);
    let values = rows.iter().flat_map(|r| r.1.iter());
    let width = values.map(|v| v.to_string().len()).chain([last_col.to_string().len()]).max();
    let width = width.unwrap_or(1);
    let label = rows.iter().map(|r| r.0.to_string().len()).max().unwrap_or(1);
    let mut out = format!("{:>w$}   {} →", "", col, w = row.len() + label + 1);
    for c in first_col..=last_col {
        let _ = write!(out, " {:>w$}", c, w = width);
    }
    out.push('\n');
    for (r, values) in rows {
        let _ = write!(out, "  {} = {:>w$} |", row, r, w = label);
        for &v in values {
            let shown = if v == 0 { "·".to_string() } else { v.to_string() };
            let _ = write!(out, " {:>w$}", shown, w = width);
        }
        out.push('\n');
    }
    out
}

/// The common fields of a grid game, its rows as `values` (`values[i][j]`: row first + i, column
/// first + j).
fn grid_json(name: &str, rows: &[(usize, Vec<u32>)], upto: u64, first: usize) -> Object {
    let values: Vec<String> = rows.iter().map(|r| json::list(&r.1)).collect();
    Object::game(name, "[]".into(), upto, upto as usize, first)
        .raw("values", json::list(&values))
        .raw("values_truncated", false)
}

/// Write the SVG picture of a grid when asked; the line saying where it went.
fn maybe_svg(
    path: Option<&str>,
    title: &str,
    rows: &[(usize, Vec<u32>)],
    first_col: usize,
) -> Result<String, String> {
    match path {
        None => Ok(String::new()),
        Some(p) => std::fs::write(p, crate::svg::grid(title, rows, first_col))
            .map(|()| format!("\nPicture: {}\n", p))
            .map_err(|e| format!("cannot write {}: {}", p, e)),
    }
}

/// poj1067's game from its model's literal moves: Grundy values of every pair up to `upto`, and the
/// page's rule checked on them through the library's independent Zeckendorf test.
fn wythoff(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    use crate::oracle::poj1067::Wythoff;
    let (upto, svg) = (options.upto.unwrap_or(20), options.svg.as_deref());
    if upto > 200 {
        return Err("wythoff: --upto at most 200 (the search is cubic)".into());
    }
    let mut solver = Solver::new(Wythoff);
    let rows: Vec<(usize, Vec<u32>)> = (0..=upto)
        .map(|a| (a as usize, (0..=upto).map(|b| solver.grundy(&(a.min(b), a.max(b)))).collect()))
        .collect();
    if options.json {
        let pairs: Vec<String> = (0..=upto as usize)
            .flat_map(|a| (a..=upto as usize).map(move |b| (a, b)))
            .filter(|&(a, b)| rows[a].1[b] == 0)
            .map(|(a, b)| format!("[{},{}]", a, b))
            .collect();
        maybe_svg(svg, "Wythoff: Grundy values g(a, b), P-positions dark", &rows, 0)?;
        return Ok(grid_json("wythoff", &rows, upto, 0)
            .raw("pattern", json::p_positions(&pairs))
            .raw("proven", false)
            .raw("check", json::check(&checks::wythoff(&rows)))
            .finish());
    }
    let title = "wythoff: two piles; take any number from one pile, or the same number from both";
    let mut out =
        format!("{}\n\nGrundy values g(a, b) (· marks 0: the player to move loses):\n", title);
    out += &grid_text(&rows, 0, "a", "b");
    let listed: Vec<String> = (0..=upto as usize)
        .flat_map(|a| (a..=upto as usize).map(move |b| (a, b)))
        .filter(|&(a, b)| rows[a].1[b] == 0)
        .map(|(a, b)| format!("({}, {})", a, b))
        .collect();
    let _ = writeln!(out, "\nP-positions with a ≤ b ≤ {}: {}", upto, listed.join(" "));
    let _ = writeln!(out, "{}", checks::wythoff(&rows));
    out += &maybe_svg(svg, "Wythoff: Grundy values g(a, b), P-positions dark", &rows, 0)?;
    Ok(out)
}

/// poj2311's game: Grundy values of the safe-cut game its page reduces it to (cuts that leave both
/// parts at least 2 wide), and that reduction checked against the literal rules on small sheets.
fn cut(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    use crate::engine::SplitSolver;
    use crate::oracle::poj2311::SafeCuts;
    let (upto, svg) = (options.upto.unwrap_or(20), options.svg.as_deref());
    if !(2..=200).contains(&upto) {
        return Err("cut: --upto between 2 and 200".into());
    }
    let mut safe = SplitSolver::new(SafeCuts);
    let rows: Vec<(usize, Vec<u32>)> = (2..=upto)
        .map(|w| (w as usize, (2..=upto).map(|h| safe.grundy(&(w.min(h), w.max(h)))).collect()))
        .collect();
    if options.json {
        let sheets: Vec<String> = rows
            .iter()
            .flat_map(|(w, values)| values.iter().zip(2..).map(move |(&v, h)| (*w, h, v)))
            .filter(|&(w, h, v)| v == 0 && w <= h)
            .map(|(w, h, _)| format!("[{},{}]", w, h))
            .collect();
        maybe_svg(svg, "Cutting game: Grundy values g(W, H), LOSE dark", &rows, 2)?;
        return Ok(grid_json("cut", &rows, upto, 2)
            .raw("pattern", json::p_positions(&sheets))
            .raw("proven", false)
            .raw("check", json::check(&checks::cut(&rows, upto.min(8) as u8)))
            .finish());
    }
    let mut out = String::from(
        "cut: one W × H sheet; a move cuts a sheet in two along a grid line; whoever first cuts \
         out a 1 × 1 wins\n\nGrundy values g(W, H) of the safe-cut game (both parts ≥ 2 wide; \
         · marks 0: the player to move loses):\n",
    );
    out += &grid_text(&rows, 2, "W", "H");
    // The page's reduction checked against the literal game (every cut allowed, the first 1 × 1
    // wins) on the small sheets.
    let _ = writeln!(out, "\n{}", checks::cut(&rows, upto.min(8) as u8));
    out += &maybe_svg(svg, "Cutting game: Grundy values g(W, H), LOSE dark", &rows, 2)?;
    Ok(out)
}

/// hdu2516's game from its model's literal moves: who wins each starting pile.
fn fibonacci(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    use crate::oracle::hdu2516::TakeAtMostTwice;
    let upto = options.upto.unwrap_or(100);
    if upto > 1000 {
        return Err("fibonacci: --upto at most 1000 (the search is cubic)".into());
    }
    let mut solver = Solver::new(TakeAtMostTwice);
    // The first move may take anything but the whole pile; n = 0 has no game and is left out.
    let lost: Vec<u64> = (1..=upto).filter(|&n| !solver.wins(&(n, n - 1))).collect();
    if options.json {
        let wins: Vec<bool> = (1..=upto).map(|n| lost.binary_search(&n).is_err()).collect();
        return Ok(Object::game("fibonacci", "[]".into(), upto, upto as usize, 1)
            .values(&wins)
            .raw("pattern", json::p_positions(&lost))
            .raw("proven", false)
            .raw("check", json::check(&checks::fibonacci(&lost, upto)))
            .finish());
    }
    let mut out = String::from(
        "fibonacci: one pile; the first move takes any number but not all, then each move takes \
         1 up to twice the last take\n\n",
    );
    let shown: Vec<String> = lost.iter().map(|n| n.to_string()).collect();
    let _ = writeln!(out, "Piles the first player loses, 1 ≤ n ≤ {}: {}", upto, shown.join(" "));
    let _ = writeln!(out, "{}", checks::fibonacci(&lost, upto));
    Ok(out)
}

/// gym103102b's game from its model's literal moves: every bit string up to a length, with who wins.
fn reverse(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    use crate::oracle::gym103102b::{inversions, Reverse};
    let upto = options.upto.unwrap_or(4);
    if upto > 12 {
        return Err("reverse: --upto (the longest string) at most 12".into());
    }
    let mut solver = Solver::new(Reverse);
    let mut out = String::from(
        "reverse: a bit string; a move reverses a substring 10, 110, 100 or 1010\n\n\
         Every string by length, as string:fate inversions (fate of the player to move: W wins, \
         L loses):\n",
    );
    let mut fates = Vec::new();
    let mut rows = Vec::new();
    for len in 1..=upto as u32 {
        let mut row = Vec::new();
        let _ = write!(out, "  length {:>2} |", len);
        for bits in 0..1u32 << len {
            let s: String =
                (0..len).rev().map(|i| if bits >> i & 1 == 1 { '1' } else { '0' }).collect();
            let wins = solver.wins(&s.as_bytes().to_vec());
            if upto <= 5 {
                let _ = write!(out, " {}:{} {}", s, if wins { 'W' } else { 'L' }, inversions(&s));
            }
            row.push(wins);
            fates.push((s, wins));
        }
        if upto > 5 {
            let _ = write!(out, " {} strings (listed up to length 5)", 1u32 << len);
        }
        out.push('\n');
        rows.push(json::list(&row));
    }
    if options.json {
        return Ok(Object::game("reverse", "[]".into(), upto, upto as usize, 1)
            .raw("values", json::list(&rows))
            .raw("values_truncated", false)
            .raw("pattern", json::no_pattern())
            .raw("proven", false)
            .raw("check", json::check(&checks::reverse(&fates)))
            .finish());
    }
    let _ = writeln!(out, "\n{}", checks::reverse(&fates));
    Ok(out)
}

/// g(0..=upto) of a one-heap game: `options(n, g, out)` pushes the values of n's options, given
/// the values below n.
fn heap_values(upto: u64, options: impl Fn(usize, &[u32], &mut Vec<u32>)) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    let mut seen = Vec::new();
    for n in 0..=upto as usize {
        seen.clear();
        options(n, &g, &mut seen);
        g.push(crate::engine::mex(seen.iter().copied()));
    }
    g
}

/// How far the whole game's literal rules (`by_rules`, a search over every position of several
/// heaps) agree with `g`, tried up to n = `cap` (the search grows fast past it): the last n
/// checked. A disagreement would be a bug of ours, reported as an error.
fn literal_agrees(g: &[u32], cap: usize, by_rules: impl Fn(u64) -> u32) -> Result<usize, String> {
    let last = g.len().min(cap + 1) - 1;
    match (0..=last).find(|&n| by_rules(n as u64) != g[n]) {
        Some(n) => Err(format!("internal error: the literal rules disagree at n = {}", n)),
        None => Ok(last),
    }
}

/// A one-heap game tied to a problem whose page proves an arithmetic-periodic rule: the values
/// from the literal rules, the pattern seen in them, and the page's rule checked on every value.
fn arithmetic_one_pile(
    name: &str,
    title: &str,
    g: &[u32],
    period: usize,
    check: crate::explore::RuleCheck,
    literal: usize,
    json: bool,
) -> String {
    let upto = g.len() as u64 - 1;
    // Seen: g(n + period) = g(n) + period from n = 1 on (n = 0 is the empty heap).
    let holds = g.len() > 2 * period + 1
        && (1..g.len() - period)
            .all(|n| u64::from(g[n + period]) == u64::from(g[n]) + period as u64);
    if json {
        let pattern =
            if holds { json::arithmetic(period, 1) } else { json::pattern(g, observed_period(g)) };
        return Object::game(name, "[]".into(), upto, g.len() - 1, 0)
            .values(g)
            .raw("pattern", pattern)
            .raw("proven", holds && check.holds)
            .raw("check", json::check(&check))
            .finish();
    }
    let mut out = format!(
        "{}\n\nGrundy values g(n) (mex over the options; heaps left side by side are worth the XOR of \
         their values; the whole game's literal rules agree up to n = {}):\n",
        title, literal
    );
    out += &value_table(g, period.max(8));
    let _ = writeln!(out, "\nP-positions up to {}: {}", upto, p_positions(g));
    if holds {
        let _ = writeln!(
            out,
            "Pattern: g(n + {p}) = g(n) + {p} for n ≥ 1 (arithmetic-periodic, period {p}) — seen up \
             to {}; proven by induction on problems/{}.md",
            upto,
            check.id,
            p = period
        );
    } else {
        let _ = writeln!(out, "Pattern: not arithmetic-periodic up to {} (too few values)", upto);
    }
    let _ = writeln!(out, "{}", check);
    out
}

fn lasker(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    use crate::oracle::hdu3032::{heap_value_by_rules, lasker};
    let upto = options.upto.unwrap_or(40);
    if upto > 2000 {
        return Err("lasker: --upto at most 2000 (each heap tries every split)".into());
    }
    // A heap's options: a smaller heap, or two heaps (worth the XOR of their values).
    let g = heap_values(upto, |n, g, options| {
        options.extend((0..n).map(|m| g[m]));
        options.extend((1..=n / 2).map(|a| g[a] ^ g[n - a]));
    });
    let literal = literal_agrees(&g, 24, heap_value_by_rules)?;
    let check = checks::by_rule(
        "hdu3032",
        "g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3, else g(n) = n",
        &g,
        lasker,
    );
    let title =
        "lasker: one heap; take any positive number, or split the heap into two nonempty heaps";
    Ok(arithmetic_one_pile("lasker", title, &g, 4, check, literal, options.json))
}

fn split3(_: &[String], options: &ExploreOptions) -> Result<String, String> {
    use crate::oracle::hdu5795::{heap_value_by_rules, value};
    let upto = options.upto.unwrap_or(40);
    if upto > 500 {
        return Err("split3: --upto at most 500 (each heap tries every split in three)".into());
    }
    let g = heap_values(upto, |n, g, options| {
        options.extend((0..n).map(|m| g[m]));
        for a in 1..=n / 3 {
            options.extend((a..=(n - a) / 2).map(|b| g[a] ^ g[b] ^ g[n - a - b]));
        }
    });
    let literal = literal_agrees(&g, 24, heap_value_by_rules)?;
    let check = checks::by_rule(
        "hdu5795",
        "g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7, else g(n) = n",
        &g,
        value,
    );
    let title =
        "split3: one heap; take any positive number, or split the heap into three nonempty heaps";
    Ok(arithmetic_one_pile("split3", title, &g, 8, check, literal, options.json))
}

fn lieges(params: &[String], options: &ExploreOptions) -> Result<String, String> {
    use crate::oracle::cf603c::{pile_value_by_rules, value};
    let k = match params {
        [k] => number(k, "K")?,
        _ => return Err("lieges K: one K, 1 ≤ K ≤ 10^9 (its parity is what matters)".into()),
    };
    if !(1..=1_000_000_000).contains(&k) {
        return Err(format!("lieges: K = {} is outside 1..=10^9", k));
    }
    let upto = options.upto.unwrap_or(64);
    if upto > 100_000 {
        return Err("lieges: --upto at most 100000".into());
    }
    // A pile's options: one cow less, or (n even) K piles of n/2, worth the XOR of K equal values.
    let g = heap_values(upto, |n, g, options| {
        if n > 0 {
            options.push(g[n - 1]);
        }
        if n > 0 && n % 2 == 0 {
            options.push(if k % 2 == 1 { g[n / 2] } else { 0 });
        }
    });
    // The whole game's literal rules, with K or (past 4) the K of the same parity, where they are
    // quick: up to 14 cows.
    let rules_k = if k <= 4 { k } else { 4 - k % 2 } as u32;
    let literal = literal_agrees(&g, 14, |a| pile_value_by_rules(rules_k, a))?;
    let (rule, period) = if k % 2 == 0 {
        ("K even: g = 0, 1, 2 for n ≤ 2; then 1 for n even, 0 for n odd", true)
    } else {
        ("K odd: g = 0, 1, 0, 1, 2 for n ≤ 4; then 0 for n odd, and for n even 2 if g(n/2) = 1, else 1", false)
    };
    let check = checks::by_rule("cf603c", rule, &g, |n| u128::from(value(k, n)));
    let periodic = if period { observed_period(&g) } else { None };
    if options.json {
        return Ok(Object::game("lieges", format!("[{}]", k), upto, g.len() - 1, 0)
            .values(&g)
            .raw("pattern", json::pattern(&g, periodic))
            .raw("proven", check.holds && periodic.is_some())
            .raw("check", json::check(&check))
            .finish());
    }
    let mut out = format!(
        "lieges K = {}: one pile of n cows; take one cow, or split an even pile of 2x into K piles \
         of x\n\nGrundy values g(n) (mex over the options; K piles of x are worth the XOR of K \
         equal values: g(x) for K odd, 0 for K even; the whole game's literal rules, with K = {}, \
         agree up to n = {}):\n",
        k, rules_k, literal
    );
    out += &value_table(&g, 8);
    let _ = writeln!(out, "\nP-positions up to {}: {}", upto, p_positions(&g));
    match periodic {
        Some(Period { start, period }) => {
            let _ = writeln!(
                out,
                "Period: g(n + {}) = g(n) for n ≥ {} — proven on problems/cf603c.md",
                period, start
            );
        }
        None => {
            let _ = writeln!(
                out,
                "Pattern: no period (n even halves to g(n/2): 2 where n/2 has value 1) — the \
                 recursion is proven on problems/cf603c.md"
            );
        }
    }
    let _ = writeln!(out, "{}", check);
    Ok(out)
}
