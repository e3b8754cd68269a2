//! The finding as one JSON object, written by hand, with the same keys for every kind (null where a
//! key does not apply), in this order: `kind` (`periodic`, `arithmetic-periodic`, `set`,
//! `sequence`, `xor-sum`, `wythoff`, `none`), the rule's figures [`RULE_KEYS`], `proven` (always
//! false: a table proves nothing), `table` (`grundy` or `win-lose`), `rows` (how many positions
//! were checked), `about` (`values`, or `p-positions` when a Grundy table's values followed no
//! rule and only where G = 0 did), `exceptions`, `near_miss`, `candidates` and `proof`.
//!
//! The rule's figures: `period`, `preperiod`, `saltus` (0 for periodic), `values` (Grundy: the
//! values of one period from the pre-period on), `p_residues` (win/lose: n mod period at which the player to move loses, for n ≥
//! preperiod, sorted), `name`, `alpha` ("phi", "phi^2" or "p/q"), `alpha_also` (a quadratic
//! irrational that fits as well as the fraction, such as "sqrt(2)"), `from` (a set or sequence:
//! where it starts holding), `of` (a xor-sum's f: a rule object with these keys, or null).
//! Two-dimensional: `set` with name `diagonal`; `periodic` with `period` [pa, pb], `preperiod`
//! [0, 0] and `p_residues` [[a mod pa, b mod pb], …] or `values` (rows).
//!
//! `exceptions`: [[n, the table's value, the rule's value], …], the rows the rule takes for wrong
//! ([] for none). `near_miss`: a sentence, or null. `candidates` (kind `none`): the rules the
//! table is consistent with but cannot support yet, each a rule object with `rows_needed` (the
//! rows the table would need, continued past its end without gaps, to tell; null for more than a
//! brute force prints).
//! `proof`: the explorer's object with `--octal`/`--subtract`, else null.

use super::beatty::Alpha;
use super::render;
use super::rule::{Candidate, Finding, Law, Rule, Rule1, Rule2};
use super::table::Table;
use std::io::{self, Write};

pub use crate::json::string;

/// The keys of a rule object, in order (after `kind`).
pub const RULE_KEYS: &[&str] = &[
    "period",
    "preperiod",
    "saltus",
    "values",
    "p_residues",
    "name",
    "alpha",
    "alpha_also",
    "from",
    "of",
];

fn list(xs: impl IntoIterator<Item = u64>) -> String {
    format!("[{}]", xs.into_iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","))
}

/// A rule's kind and figures.
struct Fields {
    kind: &'static str,
    set: Vec<(&'static str, String)>,
}

impl Fields {
    fn new(kind: &'static str) -> Fields {
        Fields { kind, set: Vec::new() }
    }

    fn with(mut self, key: &'static str, value: String) -> Fields {
        self.set.push((key, value));
        self
    }

    /// `"kind":…` and every rule key, null where not set.
    fn body(&self) -> String {
        let mut s = format!("\"kind\":\"{}\"", self.kind);
        for key in RULE_KEYS {
            let value = self.set.iter().find(|f| f.0 == *key).map_or("null", |f| f.1.as_str());
            s += &format!(",\"{}\":{}", key, value);
        }
        s
    }
}

/// The figures of a one-dimensional rule.
fn one(r: &Rule1, wins: bool) -> Fields {
    match &r.law {
        Law::Periodic(p) => {
            let kind = if p.saltus == 0 { "periodic" } else { "arithmetic-periodic" };
            let f = Fields::new(kind)
                .with("period", p.period.to_string())
                .with("preperiod", r.start.to_string())
                .with("saltus", p.saltus.to_string());
            if wins {
                let mut res: Vec<u64> = (0..p.period)
                    .filter(|&i| p.one[i as usize] == 0)
                    .map(|i| (r.start % p.period + i) % p.period)
                    .collect();
                res.sort_unstable();
                f.with("p_residues", list(res))
            } else {
                f.with("values", list(p.one.iter().copied()))
            }
        }
        Law::Set(set) => {
            Fields::new("set").with("name", string(set.name())).with("from", r.start.to_string())
        }
        Law::Beatty(a) => {
            let f =
                Fields::new("set").with("name", string("beatty")).with("alpha", string(&a.name()));
            let f = match a {
                Alpha::Ratio(_, _, Some(c)) => f.with("alpha_also", string(c)),
                _ => f,
            };
            f.with("from", r.start.to_string())
        }
        Law::Sequence(q) => {
            Fields::new("sequence").with("name", string(q.name())).with("from", r.start.to_string())
        }
    }
}

fn two(r: &Rule2, wins: bool) -> Fields {
    match r {
        Rule2::XorSum { of, .. } => Fields::new("xor-sum").with(
            "of",
            of.as_ref().map_or("null".to_string(), |o| format!("{{{}}}", one(o, false).body())),
        ),
        Rule2::Diagonal => Fields::new("set").with("name", string("diagonal")),
        Rule2::Wythoff => Fields::new("wythoff"),
        Rule2::Periodic { pa, pb, table } => {
            let f = Fields::new("periodic")
                .with("period", format!("[{},{}]", pa, pb))
                .with("preperiod", "[0,0]".into());
            if wins {
                let mut lose = Vec::new();
                for (x, row) in table.iter().enumerate() {
                    for (y, &v) in row.iter().enumerate() {
                        if v == 0 {
                            lose.push(format!("[{},{}]", x, y));
                        }
                    }
                }
                f.with("p_residues", format!("[{}]", lose.join(",")))
            } else {
                let rows: Vec<String> = table.iter().map(|row| list(row.iter().copied())).collect();
                f.with("values", format!("[{}]", rows.join(",")))
            }
        }
    }
}

/// `[[n, the table's value, the rule's value], …]`.
fn exceptions(rule: Option<&Rule>) -> String {
    let r = match rule {
        Some(Rule::One(r)) => r,
        _ => return "[]".into(),
    };
    let items: Vec<String> = r
        .exceptions
        .iter()
        .map(|&(n, v)| {
            let says = r.law.at(n).map_or("null".to_string(), |x| x.to_string());
            format!("[{},{},{}]", n, v, says)
        })
        .collect();
    format!("[{}]", items.join(","))
}

fn candidates(list: &[Candidate], wins: bool) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|c| {
            let needed = c.rows_needed.map_or("null".to_string(), |n| n.to_string());
            format!("{{{},\"rows_needed\":{}}}", one(&c.rule, wins).body(), needed)
        })
        .collect();
    format!("[{}]", items.join(","))
}

/// The whole object, on one line; `proof` is the proof's object, when asked for.
pub fn write(
    out: &mut dyn Write,
    table: &Table,
    finding: &Finding,
    proof: Option<&str>,
) -> io::Result<()> {
    let wins = table.is_win_lose() || finding.zeros_only;
    let fields = match &finding.rule {
        Some(Rule::One(r)) => one(r, wins),
        Some(Rule::Two(r)) => two(r, wins),
        Some(Rule::Sum(s)) => Fields::new("xor-sum").with(
            "of",
            s.of.as_ref().map_or("null".to_string(), |o| format!("{{{}}}", one(o, false).body())),
        ),
        None => Fields::new("none"),
    };
    let near = finding
        .near
        .as_ref()
        .map_or("null".to_string(), |near| string(&render::near_text(table, near)));
    writeln!(
        out,
        "{{{},\"proven\":false,\"table\":\"{}\",\"rows\":{},\"about\":\"{}\",\
         \"exceptions\":{},\"near_miss\":{},\"candidates\":{},\"proof\":{}}}",
        fields.body(),
        if table.is_win_lose() { "win-lose" } else { "grundy" },
        table.len(),
        if finding.zeros_only { "p-positions" } else { "values" },
        exceptions(finding.rule.as_ref()),
        near,
        candidates(&finding.candidates, wins),
        proof.unwrap_or("null")
    )
}
