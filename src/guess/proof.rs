//! Where the game is known, the table's guess meets a proof: an octal code (`--octal CODE`) or a
//! subtraction set (`--subtract 1,3,4`, the octal game of 3s at those digits) is settled by the
//! explorer's library (`octal::settle_upto`, the octal periodicity theorem, as `grundy explore
//! octal` does, at most 10 s), and the game's values are compared with every row of the table.

use super::json::string;
use super::table::{Shape, Table};
use crate::explore::{p_residues, Period};
use crate::octal::{self, Code};
use std::time::Instant;

/// The longest the proof may compute.
pub const SECONDS: u64 = 10;

/// The explorer's conclusion, as text lines and as a JSON object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    pub text: String,
    pub json: String,
}

/// The game of `--subtract`: amounts separated by commas (or spaces), ranges a..b.
pub fn subtraction(text: &str) -> Result<(Code, String), String> {
    let mut set = Vec::new();
    for w in text.split(|c: char| c == ',' || c.is_whitespace()).filter(|w| !w.is_empty()) {
        let num = |s: &str| {
            s.parse::<u64>().map_err(|_| format!("--subtract: {:?} is not a positive integer", s))
        };
        match w.split_once("..") {
            Some((a, b)) => {
                let (a, b) = (num(a)?, num(b)?);
                if a > b || b > octal::MAX_DIGITS as u64 {
                    return Err(format!(
                        "--subtract: range {:?} must be a..b, a ≤ b ≤ {}",
                        w,
                        octal::MAX_DIGITS
                    ));
                }
                set.extend(a..=b);
            }
            None => set.push(num(w)?),
        }
    }
    set.sort_unstable();
    set.dedup();
    let code = Code::subtraction(&set).ok_or_else(|| {
        format!(
            "--subtract needs positive amounts up to {}, e.g. --subtract 1,3,4",
            octal::MAX_DIGITS
        )
    })?;
    let shown: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    Ok((code.clone(), format!("subtract {{{}}} = octal {}", shown.join(", "), code)))
}

/// Settle the game and compare it with the table.
pub fn prove(code: &Code, label: &str, table: &Table) -> Result<Proof, String> {
    let rows = match &table.shape {
        Shape::One(rows) => rows,
        _ => return Err("--octal and --subtract need a one-dimensional table".into()),
    };
    let started = Instant::now();
    let upto = (rows[rows.len() - 1].0.min(1 << 24) as usize).max(1 << 20);
    let mut progress = |_: usize| started.elapsed().as_secs() < SECONDS;
    let (values, period) = octal::settle_upto(code, upto, &mut progress);
    let g = values.table();
    let (compared, differs) = compare(g, rows, table.is_win_lose());
    let mut text = format!("Proof ({}, by the explorer): ", label);
    let mut json =
        format!("{{\"game\":{},\"proven\":{}", string(&code.to_string()), period.is_some());
    match period {
        Some(p) => {
            let (t, j) = period_found(g, p);
            text += &t;
            json += &j;
        }
        None => {
            text += &format!("not settled up to n = {} (no period proven)\n", g.len() - 1);
        }
    }
    text += &match differs {
        None => {
            format!("The game's values agree with the table at all {} rows it computed\n", compared)
        }
        Some((n, v, gv)) => format!(
            "The game DISAGREES with the table: first at n = {} (the table has {}, the game {})\n",
            n,
            table.word(v),
            table.word(gv)
        ),
    };
    json += &format!(",\"compared\":{},\"agrees\":{}}}", compared, differs.is_none());
    Ok(Proof { text, json })
}

/// How many rows the game's values cover, and the first that differs: (n, the table's value,
/// the game's), win/lose compared as such.
fn compare(g: &octal::Table, rows: &[(u64, u64)], wins: bool) -> (usize, Option<(u64, u64, u64)>) {
    let game_value = |n: u64| -> Option<u64> {
        let n = usize::try_from(n).ok().filter(|&n| n < g.len())?;
        let v = u64::from(g.get(n));
        Some(if wins { u64::from(v != 0) } else { v })
    };
    let mut compared = 0;
    let mut differs = None;
    for &(n, v) in rows {
        if let Some(gv) = game_value(n) {
            compared += 1;
            if gv != v && differs.is_none() {
                differs = Some((n, v, gv));
            }
        }
    }
    (compared, differs)
}

/// The proven period's line of text and its JSON fields.
fn period_found(g: &octal::Table, p: Period) -> (String, String) {
    let (residues, below) = match g {
        octal::Table::Narrow(g) => p_residues(g, p),
        octal::Table::Wide(g) => p_residues(g, p),
    };
    let res: Vec<String> = residues.iter().map(|r| r.to_string()).collect();
    let low: Vec<String> = below.iter().map(|r| r.to_string()).collect();
    let text = format!(
        "G(n + {}) = G(n) for every n ≥ {} — proven; P-positions: {}{} — proven\n",
        p.period,
        p.start,
        if res.is_empty() {
            format!("none for n ≥ {}", p.start)
        } else {
            format!("n ≡ {} (mod {}) for n ≥ {}", res.join(", "), p.period, p.start)
        },
        if low.is_empty() { String::new() } else { format!(", and n = {}", low.join(", ")) }
    );
    let json = format!(
        ",\"period\":{},\"preperiod\":{},\"p_residues\":[{}]",
        p.period,
        p.start,
        res.join(",")
    );
    (text, json)
}
