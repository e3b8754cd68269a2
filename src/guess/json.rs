//! The finding as one JSON object, written by hand. Fields: `kind` (`periodic`,
//! `arithmetic-periodic`, `set`, `sequence`, `xor-sum`, `wythoff`, `none`), `proven` (always false:
//! a table proves nothing), `table` (`grundy` or `win-lose`), `rows` (how many positions were
//! checked), `about` (`values`, or `p-positions` when a Grundy table's values followed no rule and
//! only where G = 0 did), and the rule's figures: `period`, `preperiod`, `p_residues` (win/lose:
//! n mod period at which the player to move loses, for n ≥ preperiod, sorted), `values` (Grundy:
//! G(preperiod..preperiod + period)), `saltus`, `name`, `alpha` ("phi", "phi^2" or "p/q"; with a fraction, `alpha_also`, a quadratic irrational that fits
//! as well, such as "sqrt(2)", if one does),
//! `from` (a set or sequence: where it starts holding), `of` (a xor-sum's f, the same kind of
//! object, or null). Two-dimensional: `set` with name `diagonal`; `periodic` with `period` [pa, pb]
//! and `p_residues` [[a mod pa, b mod pb], …] or `values` (rows). `none` has `near_miss` (text or
//! null); a rule with a long pre-period has it too when the same period from the first row fails
//! only a few rows. With a proof: `proof`, an object.

use super::beatty::Alpha;
use super::render;
use super::rule::{Finding, Law, Rule, Rule1, Rule2};
use super::table::Table;
use std::io::{self, Write};

pub use crate::json::string;

fn list(xs: impl IntoIterator<Item = u64>) -> String {
    format!("[{}]", xs.into_iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","))
}

/// The fields of a one-dimensional rule, after `{`.
fn one(r: &Rule1, wins: bool) -> String {
    match &r.law {
        Law::Periodic(p) => {
            let kind = if p.saltus == 0 { "periodic" } else { "arithmetic-periodic" };
            let mut s =
                format!("\"kind\":\"{}\",\"period\":{},\"preperiod\":{}", kind, p.period, r.start);
            if p.saltus > 0 {
                s += &format!(",\"saltus\":{}", p.saltus);
            }
            if wins {
                let mut res: Vec<u64> = (0..p.period)
                    .filter(|&i| p.one[i as usize] == 0)
                    .map(|i| (r.start % p.period + i) % p.period)
                    .collect();
                res.sort_unstable();
                s += &format!(",\"p_residues\":{}", list(res));
            } else {
                s += &format!(",\"values\":{}", list(p.one.iter().copied()));
            }
            s
        }
        Law::Set(set) => {
            format!("\"kind\":\"set\",\"name\":\"{}\",\"from\":{}", set.name(), r.start)
        }
        Law::Beatty(a) => format!(
            "\"kind\":\"set\",\"name\":\"beatty\",\"alpha\":{}{},\"from\":{}",
            string(&a.name()),
            match a {
                Alpha::Ratio(_, _, Some(c)) => format!(",\"alpha_also\":{}", string(c)),
                _ => String::new(),
            },
            r.start
        ),
        Law::Sequence(q) => {
            format!("\"kind\":\"sequence\",\"name\":\"{}\",\"from\":{}", q.name(), r.start)
        }
    }
}

fn two(r: &Rule2, wins: bool) -> String {
    match r {
        Rule2::XorSum { of, .. } => format!(
            "\"kind\":\"xor-sum\",\"of\":{}",
            of.as_ref().map_or("null".to_string(), |o| format!("{{{}}}", one(o, false)))
        ),
        Rule2::Diagonal => "\"kind\":\"set\",\"name\":\"diagonal\"".into(),
        Rule2::Wythoff => "\"kind\":\"wythoff\"".into(),
        Rule2::Periodic { pa, pb, table } => {
            let mut s =
                format!("\"kind\":\"periodic\",\"period\":[{},{}],\"preperiod\":[0,0]", pa, pb);
            if wins {
                let mut lose = Vec::new();
                for (x, row) in table.iter().enumerate() {
                    for (y, &v) in row.iter().enumerate() {
                        if v == 0 {
                            lose.push(format!("[{},{}]", x, y));
                        }
                    }
                }
                s += &format!(",\"p_residues\":[{}]", lose.join(","));
            } else {
                let rows: Vec<String> = table.iter().map(|row| list(row.iter().copied())).collect();
                s += &format!(",\"values\":[{}]", rows.join(","));
            }
            s
        }
    }
}

/// The whole object, on one line; `proof` is the proof's object, when asked for.
pub fn write(
    out: &mut dyn Write,
    table: &Table,
    finding: &Finding,
    proof: Option<&str>,
) -> io::Result<()> {
    let wins = table.is_win_lose() || finding.zeros_only;
    let rule = match &finding.rule {
        Some(Rule::One(r)) => one(r, wins),
        Some(Rule::Two(r)) => two(r, wins),
        None => "\"kind\":\"none\"".into(),
    };
    let near = match (&finding.rule, &finding.near) {
        (_, Some(near)) => format!(",\"near_miss\":{}", string(&render::near_text(table, near))),
        (None, None) => ",\"near_miss\":null".to_string(),
        (Some(_), None) => String::new(),
    };
    writeln!(
        out,
        "{{{},\"proven\":false,\"table\":\"{}\",\"rows\":{},\"about\":\"{}\"{}{}}}",
        rule,
        if table.is_win_lose() { "win-lose" } else { "grundy" },
        table.len(),
        if finding.zeros_only { "p-positions" } else { "values" },
        near,
        proof.map_or(String::new(), |p| format!(",\"proof\":{}", p))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::guess::{find, parse, ReadOptions};

    #[test]
    fn strings_are_escaped() {
        assert_eq!(string("a\"b\\c\nd ≡"), "\"a\\\"b\\\\c\\nd ≡\"");
    }

    #[test]
    fn a_xor_sum_without_a_rule_for_f_has_of_null() {
        // f = 0 3 1 7 2 (no rule on five values), G(a, b) = f(a) xor f(b).
        let f = [0u64, 3, 1, 7, 2];
        let text: String = f
            .iter()
            .map(|x| f.iter().map(|y| (x ^ y).to_string()).collect::<Vec<_>>().join(" ") + "\n")
            .collect();
        let table = parse(&text, &ReadOptions::default()).unwrap();
        let mut out = Vec::new();
        write(&mut out, &table, &find(&table), None).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"kind\":\"xor-sum\",\"of\":null,\"proven\":false,\"table\":\"grundy\",\"rows\":25,\
             \"about\":\"values\"}\n"
        );
    }
}
