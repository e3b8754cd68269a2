//! `grundy guess`: the pattern of a table a brute force printed (打表找规律), for any game.
//!
//! The pipeline: [`parse`] reads the table (one, two or more coordinates, Grundy values or
//! win/lose in any spelling); [`find`] tries the rules in order of simplicity ([`one`] for one
//! dimension, [`grid`] for two, [`sum`] for more) and keeps a rule only if it fits every row (or
//! names the few it takes for wrong) with the [`evidence`] of its complexity; else "not yet" with
//! the rules the table is consistent with, and the nearest miss; [`render`] writes it as text,
//! [`json`] as one object, and [`code`] as a Rust and a C++ function exact for every u64 argument.
//! A table proves nothing: [`proof`] hands a known game (an octal code, a subtraction set) to the
//! explorer's proof.

pub mod beatty;
pub mod code;
pub mod code_law;
pub mod evidence;
pub mod grid;
pub mod json;
pub mod one;
pub mod parse;
pub mod period;
pub mod proof;
pub mod render;
pub mod rule;
pub mod sets;
pub mod sum;
pub mod table;

pub use parse::{parse, ReadOptions};
pub use rule::{Candidate, Finding, Rule};
pub use table::{Shape, Table, Values};

/// The simplest rule that fits every row of the table with evidence, or the nearest miss and the
/// rules it is consistent with. A Grundy table whose values follow no rule and miss none narrowly
/// gets a second try on where its values are 0.
pub fn find(table: &Table) -> Finding {
    let found = find_in(table);
    let many = matches!(table.shape, Shape::Many(..));
    if found.rule.is_none() && found.near.is_none() && !table.is_win_lose() && !many {
        let zeros = find_in(&table.zeros());
        if zeros.rule.is_some() {
            return Finding { zeros_only: true, ..zeros };
        }
    }
    found
}

fn find_in(table: &Table) -> Finding {
    match &table.shape {
        Shape::One(rows) => {
            let found = one::find(rows, table.is_win_lose());
            Finding {
                rule: found.rule.map(Rule::One),
                near: found.near,
                zeros_only: false,
                candidates: found.candidates,
            }
        }
        Shape::Two(cells) => {
            let (rule, near) = grid::find(cells, table.is_win_lose());
            Finding { rule, near, zeros_only: false, candidates: Vec::new() }
        }
        Shape::Many(dims, cells) => Finding {
            rule: sum::find(*dims, cells).map(Rule::Sum),
            near: None,
            zeros_only: false,
            candidates: Vec::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Random tables of every layout (short and long, gaps, huge positions and values, win/lose,
    /// periodic with noise): finding, text, JSON and code never panic.
    #[test]
    fn no_table_panics() {
        let mut rng = Rng::new(30);
        for case in 0..3000u64 {
            let len = rng.range(1..=90) as usize;
            let base = if rng.chance(1, 5) { u64::MAX - 200 } else { rng.below(5) };
            let step = if rng.chance(1, 3) { rng.range(1..=3) } else { 1 };
            let period = rng.range(1..=9);
            let one: Vec<u64> = (0..period).map(|_| rng.magnitude(0..=u64::MAX)).collect();
            let mut text = String::new();
            for i in 0..len as u64 {
                let n = base.saturating_add(i * step);
                let mut v = match case % 4 {
                    0 => rng.below(3),
                    1 => one[(i % period) as usize],
                    2 => one[(i % period) as usize].saturating_add(i * (case % 5)),
                    _ => rng.magnitude(0..=u64::MAX),
                };
                if rng.chance(1, 40) {
                    v = rng.below(4);
                }
                text += &if case % 7 == 0 { format!("{}\n", v) } else { format!("{} {}\n", n, v) };
            }
            let table = match parse(&text, &ReadOptions::default()) {
                Ok(t) => t,
                Err(_) => continue,
            };
            let finding = find(&table);
            let mut out = Vec::new();
            render::text(&mut out, &table, &finding, None, case % 2 == 0).unwrap();
            json::write(&mut out, &table, &finding, None).unwrap();
        }
    }
}
