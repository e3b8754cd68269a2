//! `explore … --json`: one JSON object per run, written by hand, fields in a fixed order. Every
//! game starts with the same fields (see [`Object::game`]); what they hold is in the help text.

use crate::explore::{p_residues, Period, RuleCheck};
use std::fmt::Display;

/// At most this many values go into `values`; beyond it `values_truncated` is true.
pub const VALUES_CAP: usize = 10_000;

/// A JSON object built field by field; each value is JSON already.
#[derive(Debug, Default)]
pub struct Object {
    fields: Vec<String>,
}

impl Object {
    /// The fields every game starts with: `game`, `params`, `upto` (what was asked, or the
    /// default), `computed` (how far the values were computed) and `first` (the n of `values[0]`).
    pub fn game(name: &str, params: String, upto: u64, computed: usize, first: usize) -> Object {
        Object::default()
            .raw("game", string(name))
            .raw("params", params)
            .raw("upto", upto)
            .raw("computed", computed)
            .raw("first", first)
    }

    pub fn raw(mut self, key: &str, value: impl Display) -> Object {
        self.fields.push(format!("{}:{}", string(key), value));
        self
    }

    /// `values` (at most [`VALUES_CAP`] of them) and `values_truncated`.
    pub fn values<T: Display>(self, values: &[T]) -> Object {
        let shown = values.len().min(VALUES_CAP);
        self.raw("values", list(&values[..shown])).raw("values_truncated", shown < values.len())
    }

    /// The object on one line after the fields `first` (JSON object members, without braces).
    pub fn finish_after(self, first: &str) -> String {
        let mut fields = vec![first.to_string()];
        fields.extend(self.fields);
        Object { fields }.finish()
    }

    /// The object on one line, with its newline.
    pub fn finish(self) -> String {
        format!("{{{}}}\n", self.fields.join(","))
    }
}

pub use crate::json::{list, string};

/// The pattern object every game writes, with the same keys for every kind (null where a key
/// does not apply): `{"kind":…,"period":p,"preperiod":n0,"p_residues":[…],
/// "p_before_preperiod":[…],"p_positions":[…]}`; kind `periodic`, `p_positions`, `identity`,
/// `arithmetic_periodic` or `none`.
fn pattern_object(
    kind: &str,
    periodic: Option<(usize, usize, String, String)>,
    ps: &str,
) -> String {
    let (period, preperiod, residues, below) = match periodic {
        Some((p, n0, r, b)) => (p.to_string(), n0.to_string(), r, b),
        None => ("null".into(), "null".into(), "null".into(), "null".into()),
    };
    format!(
        "{{\"kind\":\"{}\",\"period\":{},\"preperiod\":{},\"p_residues\":{},\
         \"p_before_preperiod\":{},\"p_positions\":{}}}",
        kind, period, preperiod, residues, below, ps
    )
}

/// The pattern of a periodic game, or kind `none`.
pub fn pattern<T: Copy + PartialEq + Default>(g: &[T], period: Option<Period>) -> String {
    match period {
        Some(p) => {
            let (residues, below) = p_residues(g, p);
            let figures = (p.period, p.start, list(&residues), list(&below));
            pattern_object("periodic", Some(figures), "null")
        }
        None => no_pattern(),
    }
}

/// The pattern of kind `none`.
pub fn no_pattern() -> String {
    pattern_object("none", None, "null")
}

/// The pattern of kind `identity`: g(n) = n.
pub fn identity() -> String {
    pattern_object("identity", None, "null")
}

/// The pattern of kind `arithmetic_periodic`: g(n + period) = g(n) + period from `start` on.
pub fn arithmetic(period: usize, start: usize) -> String {
    pattern_object(
        "arithmetic_periodic",
        Some((period, start, "null".into(), "null".into())),
        "null",
    )
}

/// The pattern of kind `p_positions`: the P-positions, listed (no period claimed).
pub fn p_positions<T: Display>(ps: &[T]) -> String {
    pattern_object("p_positions", None, &list(ps))
}

/// A problem page's rule checked on the table: `{"problem":…,"rule":…,"agrees":…,"scope":…}`.
pub fn check(c: &RuleCheck) -> String {
    format!(
        "{{\"problem\":{},\"rule\":{},\"agrees\":{},\"scope\":{}}}",
        string(c.id),
        string(c.rule),
        c.holds,
        string(&c.scope)
    )
}
