//! `grundy explore <game> [params] [--upto N] [--svg FILE]`: print a game's table and what can be
//! said about its pattern — proven where a proof exists, "observed" where it does not.

use super::args::Args;
use crate::engine::Solver;
use crate::explore::{
    observed_period, one_pile_values, p_residues, proven_period, subtraction_moves, Period,
};
use crate::svg::Svg;
use std::fmt::Write as _;

pub const HELP: &str = "\
usage: grundy explore <game> [params] [--upto N] [--svg FILE]
games:
  subtract S…   one pile, take one of the listed amounts (e.g. subtract 1 3 4)
  bash K        one pile, take 1..=K
  powers        one pile, take a power of two
  nim           one pile, take any positive amount
  wythoff       two piles: take from one, or the same from both (grid; --svg)
  cut           the poj2311 sheet-cutting game (grid of Grundy values; --svg)
  fibonacci     one pile, first take not all, then at most twice the last take
  arabella K    gym102263b: take 1..=max(1, n − K)
  reverse       gym103102b: reverse 10, 110, 100 or 1010 in a bit string";

pub fn run(mut args: Args) -> Result<i32, String> {
    let upto = args.parsed::<u64>("upto")?;
    let svg = args.value("svg")?;
    let words = args.finish()?;
    print!("{}", report(&words, upto, svg.as_deref())?);
    Ok(0)
}

/// Numbers after the game's name.
fn numbers(words: &[String], what: &str) -> Result<Vec<u64>, String> {
    words
        .iter()
        .map(|w| {
            w.parse::<u64>().map_err(|_| format!("{}: {:?} is not a non-negative integer", what, w))
        })
        .collect()
}

/// The explorer's output for a request (also what the tests check).
pub fn report(words: &[String], upto: Option<u64>, svg: Option<&str>) -> Result<String, String> {
    let (game, params) = words.split_first().ok_or("which game?")?;
    if svg.is_some() && !matches!(game.as_str(), "wythoff" | "cut") {
        return Err("--svg is for the grid games (wythoff, cut)".into());
    }
    match game.as_str() {
        "subtract" => {
            let mut set = numbers(params, "subtract")?;
            set.sort_unstable();
            set.dedup();
            if set.is_empty() || set[0] == 0 {
                return Err("subtract needs positive amounts, e.g. subtract 1 3 4".into());
            }
            let title = format!(
                "subtract {{{}}}: one pile, take {} stones",
                join(&set, ", "),
                or_list(&set)
            );
            Ok(finite_subtraction(&title, set, upto))
        }
        "bash" => match numbers(params, "bash")?.as_slice() {
            [k] if *k >= 1 => Ok(finite_subtraction(
                &format!("bash {}: one pile, take 1..={} stones", k, k),
                (1..=*k).collect(),
                upto,
            )),
            _ => Err("bash takes one K ≥ 1, e.g. bash 3".into()),
        },
        "powers" if params.is_empty() => {
            let upto = upto.unwrap_or(60);
            let g = one_pile_values(
                |n| (0..64).map(|i| 1u64 << i).take_while(|&s| s <= n).map(|s| n - s).collect(),
                upto,
            );
            Ok(infinite_one_pile("powers: one pile, take a power of two (1, 2, 4, 8, …)", &g, upto))
        }
        "nim" if params.is_empty() => {
            let upto = upto.unwrap_or(30);
            let g = one_pile_values(|n| (0..n).collect(), upto);
            Ok(infinite_one_pile("nim: one pile, take any positive number of stones", &g, upto))
        }
        "arabella" => match numbers(params, "arabella")?.as_slice() {
            [k] => arabella(*k, upto.unwrap_or(40)),
            _ => Err("arabella takes one K, e.g. arabella 5".into()),
        },
        "wythoff" if params.is_empty() => wythoff(upto.unwrap_or(20), svg),
        "cut" if params.is_empty() => cut(upto.unwrap_or(20), svg),
        "fibonacci" if params.is_empty() => fibonacci(upto.unwrap_or(100)),
        "reverse" if params.is_empty() => reverse(upto.unwrap_or(4)),
        "powers" | "nim" | "wythoff" | "cut" | "fibonacci" | "reverse" => {
            Err(format!("{} takes no parameters", game))
        }
        other => Err(format!("unknown game {:?}", other)),
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

fn residues_text(residues: &[usize], period: usize, start: usize, below: &[usize]) -> String {
    let list = residues.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ");
    let mut s = if residues.is_empty() {
        format!("none for n ≥ {}", start)
    } else {
        format!("n ≡ {} (mod {}) for n ≥ {}", list, period, start)
    };
    if !below.is_empty() {
        s += &format!(
            ", and n = {}",
            below.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ")
        );
    }
    s
}

/// A finite subtraction set: compute far enough to prove the period.
fn finite_subtraction(title: &str, set: Vec<u64>, upto: Option<u64>) -> String {
    let window = *set.last().unwrap_or(&1) as usize;
    let shown = upto.unwrap_or(40) as usize;
    let mut limit = shown.max(16 * window + 64);
    let (g, period) = loop {
        let g = one_pile_values(subtraction_moves(set.clone()), limit as u64);
        match proven_period(&g, window) {
            Some(p) => break (g, Some(p)),
            None if limit >= 1 << 15 => break (g, None),
            None => limit *= 4,
        }
    };
    let mut out = format!("{}\n\nGrundy values g(n):\n", title);
    out += &value_table(&g[..=shown.min(g.len() - 1)], row_length(period));
    let _ = writeln!(
        out,
        "\nP-positions up to {}: {}",
        shown,
        p_positions(&g[..=shown.min(g.len() - 1)])
    );
    match period {
        Some(p) => {
            let (residues, below) = p_residues(&g, p);
            let _ = writeln!(
                out,
                "Period: g(n + {}) = g(n) for n ≥ {} — proven (it holds for {} consecutive n from {}, \
                 and the largest move is {})",
                p.period, p.start, window, p.start, window
            );
            let _ = writeln!(
                out,
                "P-positions: {} — proven",
                residues_text(&residues, p.period, p.start, &below)
            );
        }
        None => {
            let _ = writeln!(out, "Period: none proven with values up to {}", g.len() - 1);
        }
    }
    out
}

/// An infinite move set: report what is seen, and say it is not proven.
fn infinite_one_pile(title: &str, g: &[u32], upto: u64) -> String {
    let mut out = format!("{}\n\nGrundy values g(n):\n", title);
    let period = observed_period(g);
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
        None if g.iter().enumerate().all(|(n, &v)| v as usize == n) => {
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
fn arabella(k: u64, upto: u64) -> Result<String, String> {
    if upto > 2000 {
        return Err("arabella: --upto at most 2000 (the search is quadratic)".into());
    }
    let g = one_pile_values(crate::oracle::gym102263b::moves(k), upto);
    let mut out = format!(
        "arabella {}: one number n, subtract 1..=max(1, n − {}); who must move at 0 loses\n\n",
        k, k
    );
    out += "Who wins with n on the board and the player to move (L: that player loses):\n";
    out += &win_lose_table(&g);
    let _ = writeln!(out, "\nP-positions up to {}: {}", upto, p_positions(&g));
    let rule = |n: u64| n % 2 == 0 && u128::from(n) <= u128::from(k) + 1;
    let agrees = g.iter().zip(0..).all(|(&v, n)| (v == 0) == rule(n));
    let _ = writeln!(
        out,
        "Rule of problems/gym102263b.md (lost iff n is even and n ≤ K + 1): {} for every n ≤ {}",
        verdict(agrees),
        upto
    );
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

/// Write the SVG picture of a grid when asked; the line saying where it went.
fn maybe_svg(
    path: Option<&str>,
    title: &str,
    rows: &[(usize, Vec<u32>)],
    first_col: usize,
) -> Result<String, String> {
    match path {
        None => Ok(String::new()),
        Some(p) => std::fs::write(p, grid_svg(title, rows, first_col))
            .map(|()| format!("\nPicture: {}\n", p))
            .map_err(|e| format!("cannot write {}: {}", p, e)),
    }
}

fn verdict(agrees: bool) -> &'static str {
    if agrees {
        "agrees"
    } else {
        "DISAGREES"
    }
}

/// poj1067's game from its model's literal moves: Grundy values of every pair up to `upto`, and the
/// page's rule checked on them through the library's independent Zeckendorf test.
fn wythoff(upto: u64, svg: Option<&str>) -> Result<String, String> {
    use crate::oracle::poj1067::{lost_by_zeckendorf, Wythoff};
    if upto > 200 {
        return Err("wythoff: --upto at most 200 (the search is cubic)".into());
    }
    let mut solver = Solver::new(Wythoff);
    let rows: Vec<(usize, Vec<u32>)> = (0..=upto)
        .map(|a| (a as usize, (0..=upto).map(|b| solver.grundy(&(a.min(b), a.max(b)))).collect()))
        .collect();
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
    let agrees = rows.iter().all(|(a, values)| {
        values.iter().zip(0..).all(|(&g, b)| (g == 0) == lost_by_zeckendorf(*a as u64, b))
    });
    let _ = writeln!(
        out,
        "Rule of problems/poj1067.md (lost iff min = ⌊(max − min)·φ⌋, tested the Zeckendorf way): \
         {} for every pair ≤ {}",
        verdict(agrees),
        upto
    );
    out += &maybe_svg(svg, "Wythoff: Grundy values g(a, b), P-positions dark", &rows, 0)?;
    Ok(out)
}

/// poj2311's game: Grundy values of the safe-cut game its page reduces it to (cuts that leave both
/// parts at least 2 wide), and that reduction checked against the literal rules on small sheets.
fn cut(upto: u64, svg: Option<&str>) -> Result<String, String> {
    use crate::engine::SplitSolver;
    use crate::oracle::poj2311::{SafeCuts, Sheets};
    if !(2..=200).contains(&upto) {
        return Err("cut: --upto between 2 and 200".into());
    }
    let mut safe = SplitSolver::new(SafeCuts);
    let rows: Vec<(usize, Vec<u32>)> = (2..=upto)
        .map(|w| (w as usize, (2..=upto).map(|h| safe.grundy(&(w.min(h), w.max(h)))).collect()))
        .collect();
    let mut out = String::from(
        "cut: one W × H sheet; a move cuts a sheet in two along a grid line; whoever first cuts \
         out a 1 × 1 wins\n\nGrundy values g(W, H) of the safe-cut game (both parts ≥ 2 wide; \
         · marks 0: the player to move loses):\n",
    );
    out += &grid_text(&rows, 2, "W", "H");
    // The literal game: every cut allowed, a 1 × 1 sheet wins at once.
    let small = upto.min(8) as u8;
    let mut literal = Solver::new(Sheets);
    let agrees = (2..=small).all(|w| {
        (2..=small).all(|h| {
            let wins = literal.wins(&vec![(w.min(h), w.max(h))]);
            wins == (rows[usize::from(w) - 2].1[usize::from(h) - 2] != 0)
        })
    });
    let _ = writeln!(
        out,
        "\nCheck against the literal rules (every cut allowed, the first 1 × 1 wins): {} (g ≠ 0 \
         exactly when WIN) on every sheet up to {} × {}",
        verdict(agrees),
        small,
        small
    );
    out += &maybe_svg(svg, "Cutting game: Grundy values g(W, H), LOSE dark", &rows, 2)?;
    Ok(out)
}

/// hdu2516's game from its model's literal moves: who wins each starting pile.
fn fibonacci(upto: u64) -> Result<String, String> {
    use crate::oracle::hdu2516::{is_fibonacci, TakeAtMostTwice};
    if upto > 1000 {
        return Err("fibonacci: --upto at most 1000 (the search is cubic)".into());
    }
    let mut solver = Solver::new(TakeAtMostTwice);
    // The first move may take anything but the whole pile; n = 0 has no game and is left out.
    let lost: Vec<u64> = (1..=upto).filter(|&n| !solver.wins(&(n, n - 1))).collect();
    let mut out = String::from(
        "fibonacci: one pile; the first move takes any number but not all, then each move takes \
         1 up to twice the last take\n\n",
    );
    let shown: Vec<String> = lost.iter().map(|n| n.to_string()).collect();
    let _ = writeln!(out, "Piles the first player loses, 1 ≤ n ≤ {}: {}", upto, shown.join(" "));
    let agrees = (1..=upto).all(|n| lost.contains(&n) == is_fibonacci(n));
    let _ = writeln!(
        out,
        "Rule of problems/hdu2516.md (the first player loses iff n is a Fibonacci number): {} for \
         every n ≤ {}",
        verdict(agrees),
        upto
    );
    Ok(out)
}

/// gym103102b's game from its model's literal moves: every bit string up to a length, with who wins.
fn reverse(upto: u64) -> Result<String, String> {
    use crate::oracle::gym103102b::{inversions, Reverse};
    if upto > 12 {
        return Err("reverse: --upto (the longest string) at most 12".into());
    }
    let mut solver = Solver::new(Reverse);
    let mut out = String::from(
        "reverse: a bit string; a move reverses a substring 10, 110, 100 or 1010\n\n\
         Every string by length, as string:fate inversions (fate of the player to move: W wins, \
         L loses):\n",
    );
    let (mut total, mut agree) = (0, 0);
    for len in 1..=upto as u32 {
        let _ = write!(out, "  length {:>2} |", len);
        for bits in 0..1u32 << len {
            let s: String =
                (0..len).rev().map(|i| if bits >> i & 1 == 1 { '1' } else { '0' }).collect();
            let wins = solver.wins(&s.as_bytes().to_vec());
            let inv = inversions(&s);
            total += 1;
            agree += usize::from(wins == (inv % 3 != 0));
            if upto <= 5 {
                let _ = write!(out, " {}:{} {}", s, if wins { 'W' } else { 'L' }, inv);
            }
        }
        if upto > 5 {
            let _ = write!(out, " {} strings (listed up to length 5)", 1u32 << len);
        }
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "\nRule of problems/gym103102b.md (the player to move loses iff the inversions ≡ 0 mod 3): \
         {} on {} of {} strings",
        verdict(agree == total),
        agree,
        total
    );
    Ok(out)
}

/// A grid picture: cell (r, c) shaded by its value (0 = P-position, drawn dark), values written in.
pub fn grid_svg(title: &str, rows: &[(usize, Vec<u32>)], first_col: usize) -> String {
    let cell = 18.0;
    let cols = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    let (left, top) = (40.0, 46.0);
    let mut svg = Svg::new(
        (left + cell * cols as f64 + 10.0) as u32,
        (top + cell * rows.len() as f64 + 10.0) as u32,
    );
    svg.text(left, 18.0, 14, "start", title);
    for c in 0..cols {
        svg.text(
            left + cell * (c as f64 + 0.5),
            top - 6.0,
            9,
            "middle",
            &(first_col + c).to_string(),
        );
    }
    for (i, (label, values)) in rows.iter().enumerate() {
        let y = top + cell * i as f64;
        svg.text(left - 6.0, y + cell * 0.7, 9, "end", &label.to_string());
        for (c, &v) in values.iter().enumerate() {
            let x = left + cell * c as f64;
            let fill = if v == 0 {
                "#203060".to_string()
            } else {
                format!("hsl({}, 60%, 85%)", (v * 47) % 360)
            };
            svg.rect(x, y, cell - 1.0, cell - 1.0, &fill);
            if v != 0 {
                svg.text(x + cell / 2.0, y + cell * 0.7, 9, "middle", &v.to_string());
            }
        }
    }
    svg.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn explore(s: &str, upto: Option<u64>) -> String {
        let words: Vec<String> = s.split_whitespace().map(str::to_string).collect();
        report(&words, upto, None).unwrap_or_else(|e| e)
    }

    #[test]
    fn subtract_1_3_4_is_proven_period_7() {
        let out = explore("subtract 1 3 4", None);
        assert!(out.contains("P-positions: n ≡ 0, 2 (mod 7) for n ≥ 0 — proven"), "{}", out);
        assert!(
            out.contains(
                "  n =  0..20 |  0  1  0  1  2  3  2  0  1  0  1  2  3  2  0  1  0  1  2  3  2\n"
            ),
            "{}",
            out
        );
    }

    #[test]
    fn bash_k_is_proven_period_k_plus_1() {
        let out = explore("bash 5", None);
        assert!(out.contains("Period: g(n + 6) = g(n) for n ≥ 0 — proven"), "{}", out);
        assert!(out.contains("P-positions: n ≡ 0 (mod 6) for n ≥ 0 — proven"), "{}", out);
    }

    #[test]
    fn powers_are_observed_not_proven() {
        let out = explore("powers", Some(60));
        assert!(
            out.contains("P-positions: n ≡ 0 (mod 3) for n ≥ 0 — observed up to 60, not proven"),
            "{}",
            out
        );
    }

    #[test]
    fn nim_has_no_period() {
        let out = explore("nim", Some(20));
        assert!(out.contains("g(n) = n — observed up to 20"), "{}", out);
    }

    #[test]
    fn arabella_agrees_with_its_rule() {
        for k in [0, 1, 4, 5, 9] {
            let out = explore(&format!("arabella {}", k), Some(30));
            assert!(out.contains("agrees for every n ≤ 30"), "{}", out);
        }
        // k = 5: the even n up to 6 lose, by hand from the rules (n = 8 can move to 6).
        let out = explore("arabella 5", Some(12));
        assert!(out.contains("P-positions up to 12: 0 2 4 6\n"), "{}", out);
    }

    #[test]
    fn wythoff_p_positions_are_the_beatty_pairs() {
        let out = explore("wythoff", Some(20));
        // ⌊kφ⌋ and ⌊kφ⌋ + k for k = 0..8, by hand.
        let pairs = "(0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) (12, 20)\n";
        assert!(out.contains(&format!("P-positions with a ≤ b ≤ 20: {}", pairs)), "{}", out);
        assert!(out.contains("agrees for every pair ≤ 20"), "{}", out);
        assert!(out.contains("  a =  1 |  1  2  ·  4"), "{}", out);
    }

    #[test]
    fn cut_losing_sheets_are_the_known_ones() {
        let out = explore("cut", Some(6));
        // By hand: 2 × 2, 2 × 3, 3 × 3 have no safe cut; 2 × 4 → 2 × 2 + 2 × 2 (value 0), so 1;
        // 2 × 6 → 2 × 2 + 2 × 4 (1) or 2 × 3 + 2 × 3 (0), so 2.
        assert!(out.contains("  W = 2 | · · 1 1 2\n  W = 3 | · · 1 1 2\n"), "{}", out);
        assert!(
            out.contains("agrees (g ≠ 0 exactly when WIN) on every sheet up to 6 × 6"),
            "{}",
            out
        );
    }

    #[test]
    fn fibonacci_and_reverse_agree_with_their_rules() {
        let out = explore("fibonacci", Some(150));
        assert!(out.contains("1 ≤ n ≤ 150: 1 2 3 5 8 13 21 34 55 89 144\n"), "{}", out);
        assert!(out.contains("agrees for every n ≤ 150"), "{}", out);
        let out = explore("reverse", Some(8));
        assert!(out.contains("agrees on 510 of 510 strings"), "{}", out);
        let out = explore("reverse", Some(3));
        assert!(out.contains("  length  3 | 000:L 0 001:L 0 010:W 1 011:L 0 100:W 2"), "{}", out);
    }

    #[test]
    fn bad_requests_are_errors() {
        for bad in [
            "",
            "subtract",
            "subtract 0 2",
            "bash",
            "bash x",
            "nim 3",
            "chess",
            "arabella",
            "wythoff 3",
            "reverse 1",
        ] {
            let words: Vec<String> = bad.split_whitespace().map(str::to_string).collect();
            assert!(report(&words, None, None).is_err(), "{:?}", bad);
        }
    }
}
