//! The one-dimensional finders in order of simplicity. Win/lose: periodic from the table's first
//! row, a known set, a Beatty sequence, periodic after a pre-period. Grundy values: periodic from
//! the first row, a known sequence, periodic after a pre-period, arithmetic-periodic. A known set or
//! sequence may leave out at most [`MAX_BEFORE`] rows at the table's start (n = 0 losing before the
//! powers of two). When nothing fits, the nearest miss: a rule found on the table's first half, or
//! a known set or sequence, that fails at most [`MAX_FAILS`] rows.

use super::beatty;
use super::period::{self, Periodic};
use super::rule::{Law, NearMiss, Pos, Rule, Rule1};
use super::sets::{SEQUENCES, SETS};

/// Rows at the start a known set or sequence may leave out.
pub const MAX_BEFORE: usize = 3;
/// The most rows a near miss may fail.
pub const MAX_FAILS: usize = 3;

/// The rule that fits every row, or the nearest miss. With a rule whose pre-period is long, the
/// same period from the table's first row when it fails fewer rows (a wrong row in the brute
/// force moves the pre-period past it).
pub fn find(rows: &[(u64, u64)], win_lose: bool) -> (Option<Rule1>, Option<NearMiss>) {
    match fits(rows, win_lose) {
        Some(rule) => {
            let near = from_the_start(rows, &rule);
            (Some(rule), near)
        }
        None => (None, near(rows, win_lose)),
    }
}

/// A periodic rule with more than MAX_FAILS rows before its start, extended back to the table's
/// first row, if it then fails fewer rows than that (at most MAX_FAILS).
fn from_the_start(rows: &[(u64, u64)], rule: &Rule1) -> Option<NearMiss> {
    let p = match &rule.law {
        Law::Periodic(p) if p.saltus == 0 && rule.before.len() > MAX_FAILS => p,
        _ => return None,
    };
    let first = rows[0].0;
    let shift = (first % p.period + p.period - rule.start % p.period) % p.period;
    let one = (0..p.period).map(|i| p.one[((shift + i) % p.period) as usize]).collect();
    let law = Law::Periodic(Periodic { start: first, period: p.period, saltus: 0, one });
    let extended = Rule1 { law, start: first, before: Vec::new() };
    let f = fails(rows, &extended);
    let few = f.len() <= MAX_FAILS && f.len() < rule.before.len();
    few.then_some(NearMiss { rule: Rule::One(extended), fails: f })
}

fn fits(rows: &[(u64, u64)], win_lose: bool) -> Option<Rule1> {
    let first = rows.first()?.0;
    let periodic = period::find(rows, false).map(|p| from_periodic(rows, p));
    if let Some(r) = periodic.as_ref().filter(|r| r.start == first) {
        return Some(r.clone());
    }
    let named = if win_lose {
        SETS.iter().find_map(|&s| named(rows, Law::Set(s)))
    } else {
        SEQUENCES.iter().find_map(|&s| named(rows, Law::Sequence(s)))
    };
    if win_lose {
        named.or_else(|| beatty_rule(rows)).or(periodic)
    } else {
        named.or(periodic).or_else(|| period::find(rows, true).map(|p| from_periodic(rows, p)))
    }
}

fn from_periodic(rows: &[(u64, u64)], p: Periodic) -> Rule1 {
    let before = rows.iter().copied().take_while(|r| r.0 < p.start).collect();
    Rule1 { start: p.start, before, law: Law::Periodic(p) }
}

/// The least start from which `law` agrees with every row (`None`: not even the last).
fn start_of(rows: &[(u64, u64)], law: &Law) -> Option<u64> {
    match rows.iter().rev().find(|&&(n, v)| law.at(n) != Some(v)) {
        Some(r) => r.0.checked_add(1),
        None => Some(rows[0].0),
    }
}

/// A known set or sequence, with evidence: at most MAX_BEFORE rows left out, 8 rows from its
/// start, and (a set) at least 4 losing and 4 winning rows from its start.
fn named(rows: &[(u64, u64)], law: Law) -> Option<Rule1> {
    let start = start_of(rows, &law)?;
    let split = rows.iter().take_while(|r| r.0 < start).count();
    let (before, after) = rows.split_at(split);
    let losing = after.iter().filter(|r| r.1 == 0).count();
    let enough = match law {
        Law::Set(_) => losing >= 4 && after.len() - losing >= 4,
        _ => after.len() >= 8,
    };
    (before.len() <= MAX_BEFORE && enough).then(|| Rule1 { law, start, before: before.to_vec() })
}

/// ⌊kα⌋: rows from 0 or 1 without gaps; n = 0 may be the one row left out.
fn beatty_rule(rows: &[(u64, u64)]) -> Option<Rule1> {
    let first = rows[0].0;
    let last = rows[rows.len() - 1].0;
    if first > 1 || last - first != rows.len() as u64 - 1 {
        return None;
    }
    let members: Vec<u64> = rows.iter().filter(|r| r.0 >= 1 && r.1 == 0).map(|r| r.0).collect();
    let law = Law::Beatty(beatty::fit(&members, last)?);
    let start = start_of(rows, &law)?;
    (start <= 1).then(|| Rule1 {
        law,
        start,
        before: rows[..start as usize - first as usize].to_vec(),
    })
}

/// The rows a rule fails.
fn fails(rows: &[(u64, u64)], rule: &Rule1) -> Vec<(Pos, u64, Option<u64>)> {
    rows.iter()
        .filter_map(|&(n, v)| {
            let says = rule.at(n);
            (says != Some(v)).then_some((Pos::N(n), v, says))
        })
        .take(MAX_FAILS + 1)
        .collect()
}

/// The nearest miss: fewest failed rows, at most MAX_FAILS.
fn near(rows: &[(u64, u64)], win_lose: bool) -> Option<NearMiss> {
    let mut candidates: Vec<Rule1> = Vec::new();
    if rows.len() >= 2 * period::EVIDENCE {
        let half = &rows[..rows.len() / 2];
        candidates.extend(fits(half, win_lose));
    }
    let first = rows[0].0;
    let laws: Vec<Law> = if win_lose {
        SETS.iter().map(|&s| Law::Set(s)).collect()
    } else {
        SEQUENCES.iter().map(|&s| Law::Sequence(s)).collect()
    };
    candidates.extend(laws.into_iter().map(|law| Rule1 { law, start: first, before: Vec::new() }));
    candidates
        .into_iter()
        .map(|rule| {
            let f = fails(rows, &rule);
            (f.len(), rule, f)
        })
        .filter(|c| c.0 <= MAX_FAILS && c.0 * 8 <= rows.len())
        .min_by_key(|c| c.0)
        .map(|(_, rule, fails)| NearMiss { rule: Rule::One(rule), fails })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::guess::beatty::Alpha;
    use crate::guess::sets::{SeqName, SetName};

    fn rows(g: impl IntoIterator<Item = u64>) -> Vec<(u64, u64)> {
        g.into_iter().enumerate().map(|(n, v)| (n as u64, v)).collect()
    }

    #[test]
    fn known_sets_and_sequences() {
        // Powers of two lose, and n = 0 (no moves) too: one row left out.
        let t = rows((0..64u64).map(|n| u64::from(!(n == 0 || n.is_power_of_two()))));
        let r = find(&t, true).0.unwrap();
        assert_eq!((r.law, r.start, r.before), (Law::Set(SetName::PowersOfTwo), 1, vec![(0, 0)]));
        let t = rows((0..64u64).map(|n| n & n.wrapping_neg()));
        assert_eq!(find(&t, false).0.unwrap().law, Law::Sequence(SeqName::Lowbit));
        let t = rows((0..200u64).map(|n| u64::from(!beatty::lower_wythoff(n))));
        assert_eq!(find(&t, true).0.unwrap().law, Law::Beatty(Alpha::Phi));
    }

    #[test]
    fn a_changed_row_is_a_near_miss() {
        let mut t = rows((0..100u64).map(|n| u64::from(n % 7 != 0 && n % 7 != 2)));
        t[91].1 = 1;
        let (rule, near) = find(&t, true);
        assert_eq!(rule, None);
        let near = near.unwrap();
        assert_eq!(near.fails, vec![(Pos::N(91), 1, Some(0))]);
        // Early, the pre-period moves past it, and the period from the start is the near miss.
        t[91].1 = 0;
        t[29].1 = 0; // 29 ≡ 1 (mod 7): W by the rule
        let (rule, near) = find(&t, true);
        assert_eq!(rule.map(|r| r.start), Some(30));
        assert_eq!(near.unwrap().fails, vec![(Pos::N(29), 0, Some(1))]);
    }
}
