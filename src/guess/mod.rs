//! `grundy guess`: the pattern of a table a brute force printed (打表找规律), for any game.
//!
//! The pipeline: [`parse`] reads the table (one- or two-dimensional, Grundy values or win/lose in
//! any spelling); [`find`] tries the rules in order of simplicity ([`one`] for one dimension,
//! [`grid`] for two) and keeps a rule only if it fits every row, else the nearest miss; [`render`]
//! writes it as text, [`json`] as one object, and [`code`] as a Rust and a C++ function exact for
//! every u64. A table proves nothing: [`proof`] hands a known game (an octal code, a subtraction
//! set) to the explorer's proof.

pub mod beatty;
pub mod code;
pub mod code_law;
pub mod grid;
pub mod json;
pub mod one;
pub mod parse;
pub mod period;
pub mod proof;
pub mod render;
pub mod rule;
pub mod sets;
pub mod table;

pub use parse::{parse, ReadOptions};
pub use rule::{Finding, Rule};
pub use table::{Shape, Table, Values};

/// The simplest rule that fits every row of the table, or the nearest miss. A Grundy table whose
/// values follow no rule and miss none narrowly gets a second try on where its values are 0.
pub fn find(table: &Table) -> Finding {
    let (rule, near) = find_in(table);
    if rule.is_none() && near.is_none() && !table.is_win_lose() {
        if let (Some(rule), near) = find_in(&table.zeros()) {
            return Finding { rule: Some(rule), near, zeros_only: true };
        }
    }
    Finding { rule, near, zeros_only: false }
}

fn find_in(table: &Table) -> (Option<Rule>, Option<rule::NearMiss>) {
    match &table.shape {
        Shape::One(rows) => {
            let (rule, near) = one::find(rows, table.is_win_lose());
            (rule.map(Rule::One), near)
        }
        Shape::Two(cells) => grid::find(cells, table.is_win_lose()),
    }
}
