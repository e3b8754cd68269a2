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
