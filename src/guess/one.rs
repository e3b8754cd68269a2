//! The one-dimensional finders in order of simplicity. Win/lose: periodic from the table's first
//! row, a known set, a Beatty sequence, periodic after a pre-period. Grundy values: periodic from
//! the first row, a known sequence, periodic after a pre-period, arithmetic-periodic. A known set or
//! sequence may leave out at most [`MAX_BEFORE`] rows at the table's start (n = 0 losing before the
//! powers of two). Every rule must have the [`evidence`] of its complexity.
//!
//! A strong rule broken by a few isolated rows (at most [`MAX_EXCEPTIONS`], the rule strong before
//! the first and holding for two periods after the last) is stated from the table's first row with
//! those rows as exceptions: wrong rows of the brute force, more likely than a rule that changes
//! and changes back. Otherwise, with no rule: the nearest miss (a rule found on the table's first
//! half, or a known set or sequence, failing at most [`MAX_FAILS`] rows), and the rules the table
//! is consistent with but cannot yet support, with the rows that would tell.

use super::beatty;
use super::evidence;
use super::period::{self, Periodic};
use super::rule::{Candidate, Law, NearMiss, Pos, Rule, Rule1};
use super::sets::{SEQUENCES, SETS};

/// Rows at the start a known set or sequence may leave out.
pub const MAX_BEFORE: usize = 3;
/// The most rows a near miss may fail.
pub const MAX_FAILS: usize = 3;
/// The most rows a rule may name as wrong.
pub const MAX_EXCEPTIONS: usize = 10;

/// What the one-dimensional finders found.
#[derive(Debug, Clone, Default)]
pub struct Found {
    pub rule: Option<Rule1>,
    pub near: Option<NearMiss>,
    pub candidates: Vec<Candidate>,
}

/// The rule with evidence, or the nearest miss and the candidates.
pub fn find(rows: &[(u64, u64)], win_lose: bool) -> Found {
    let mut weak = Vec::new();
    if let Some(rule) = fits(rows, win_lose, &mut weak) {
        let extended = from_the_start(&rule).map(|law| Rule1::from(law, rows[0].0));
        if let Some(r) = extended.clone().and_then(|r| with_exceptions(rows, r)) {
            if r.exceptions.len() < rule.before.len() {
                return Found { rule: Some(r), ..Found::default() };
            }
        }
        let near = extended.and_then(|r| near_miss(rows, r));
        let near = near.filter(|n| n.fails.len() < rule.before.len());
        return Found { rule: Some(rule), near, candidates: Vec::new() };
    }
    let tries = rules_to_try(rows, win_lose, &weak);
    if let Some(rule) = tries.iter().find_map(|r| with_exceptions(rows, r.clone())) {
        return Found { rule: Some(rule), ..Found::default() };
    }
    let near = tries.into_iter().filter_map(|r| near_miss(rows, r)).min_by_key(|n| n.fails.len());
    Found { rule: None, near, candidates: candidates(rows, weak) }
}

/// A periodic rule with more than MAX_FAILS rows before its start, extended back to the table's
/// first row.
fn from_the_start(rule: &Rule1) -> Option<Law> {
    let p = match &rule.law {
        Law::Periodic(p) if p.saltus == 0 && rule.before.len() > MAX_FAILS => p,
        _ => return None,
    };
    let first = rule.before[0].0;
    let shift = (first % p.period + p.period - rule.start % p.period) % p.period;
    let one = (0..p.period).map(|i| p.one[((shift + i) % p.period) as usize]).collect();
    Some(Law::Periodic(Periodic { start: first, period: p.period, saltus: 0, one }))
}

/// The rule with the rows it fails as exceptions, if they are few and isolated: the rule is
/// strong on the rows before the first, holds on two periods and at least [`evidence::ROWS`] rows
/// after each (a cluster of breaks is a change of rule, not wrong rows), and is strong on the
/// whole table without them.
fn with_exceptions(rows: &[(u64, u64)], mut rule: Rule1) -> Option<Rule1> {
    let bad: Vec<usize> = (0..rows.len())
        .filter(|&i| rule.at(rows[i].0) != Some(rows[i].1))
        .take(MAX_EXCEPTIONS + 1)
        .collect();
    let (&first, &last) = (bad.first()?, bad.last()?);
    if bad.len() > MAX_EXCEPTIONS || bad.len() * 8 > rows.len() {
        return None;
    }
    let after = match &rule.law {
        Law::Periodic(p) => (2 * p.period as usize).max(evidence::ROWS),
        _ => evidence::ROWS,
    };
    let isolated = bad.windows(2).all(|w| w[1] - w[0] > after);
    if !isolated || rows.len() - last - 1 < after {
        return None;
    }
    if !evidence::support(&rows[..first], &rule).strong() {
        return None;
    }
    rule.exceptions = bad.iter().map(|&i| rows[i]).collect();
    evidence::support(rows, &rule).strong().then_some(rule)
}

/// The rules a broken table is compared with: the rule found on its first half (quarter, three
/// quarters), with its own pre-period and a long one extended to the first row; the periods that
/// fit its end without evidence, so extended; the known sets (win/lose) or sequences (Grundy
/// values) from its first row.
fn rules_to_try(rows: &[(u64, u64)], win_lose: bool, weak: &[Rule1]) -> Vec<Rule1> {
    let first = rows[0].0;
    let from_first = |law: Law| Rule1::from(law, first);
    let mut tries = Vec::new();
    for part in [rows.len() / 2, rows.len() / 4, rows.len() * 3 / 4] {
        if part < evidence::ROWS {
            continue;
        }
        if let Some(rule) = fits(&rows[..part], win_lose, &mut Vec::new()) {
            tries.extend(from_the_start(&rule).map(from_first));
            tries.push(rule);
        }
    }
    tries.extend(weak.iter().filter_map(from_the_start).map(from_first));
    if win_lose {
        tries.extend(SETS.iter().map(|&s| from_first(Law::Set(s))));
    } else {
        tries.extend(SEQUENCES.iter().map(|&s| from_first(Law::Sequence(s))));
    }
    tries
}

fn fits(rows: &[(u64, u64)], win_lose: bool, weak: &mut Vec<Rule1>) -> Option<Rule1> {
    let first = rows.first()?.0;
    let periodic = period::find(rows, false);
    weak.extend(periodic.weak);
    if let Some(r) = periodic.found.as_ref().filter(|r| r.start == first) {
        return Some(r.clone());
    }
    let mut named = || -> Option<Rule1> {
        if win_lose {
            let set = SETS.iter().find_map(|&s| named(rows, Law::Set(s), weak));
            set.or_else(|| beatty_rule(rows, weak))
        } else {
            SEQUENCES.iter().find_map(|&s| named(rows, Law::Sequence(s), weak))
        }
    };
    if let Some(r) = named().or(periodic.found) {
        return Some(r);
    }
    if win_lose {
        return None;
    }
    let arithmetic = period::find(rows, true);
    weak.extend(arithmetic.weak);
    arithmetic.found
}

/// The least start from which `law` agrees with every row (`None`: not even the last).
fn start_of(rows: &[(u64, u64)], law: &Law) -> Option<u64> {
    match rows.iter().rev().find(|&&(n, v)| law.at(n) != Some(v)) {
        Some(r) => r.0.checked_add(1),
        None => Some(rows[0].0),
    }
}

/// A known set or sequence with evidence, at most MAX_BEFORE rows left out; without evidence, a
/// candidate if it shows 4 losing and 4 winning rows (a set) or 8 rows (a sequence).
fn named(rows: &[(u64, u64)], law: Law, weak: &mut Vec<Rule1>) -> Option<Rule1> {
    let start = start_of(rows, &law)?;
    let split = rows.iter().take_while(|r| r.0 < start).count();
    if split > MAX_BEFORE {
        return None;
    }
    let (before, after) = rows.split_at(split);
    let rule = Rule1 { law, start, before: before.to_vec(), exceptions: Vec::new() };
    if evidence::support(rows, &rule).strong() {
        return Some(rule);
    }
    let losing = after.iter().filter(|r| r.1 == 0).count();
    let shows = match rule.law {
        Law::Set(_) => losing >= 4 && after.len() - losing >= 4,
        _ => after.len() >= 8,
    };
    if shows {
        weak.push(rule);
    }
    None
}

/// ⌊kα⌋: rows from 0 or 1 without gaps; n = 0 may be the one row left out.
fn beatty_rule(rows: &[(u64, u64)], weak: &mut Vec<Rule1>) -> Option<Rule1> {
    let first = rows[0].0;
    let last = rows[rows.len() - 1].0;
    if first > 1 || last - first != rows.len() as u64 - 1 {
        return None;
    }
    let members: Vec<u64> = rows.iter().filter(|r| r.0 >= 1 && r.1 == 0).map(|r| r.0).collect();
    let law = Law::Beatty(beatty::fit(&members, last)?);
    let start = start_of(rows, &law)?;
    if start > 1 {
        return None;
    }
    let before = rows[..(start - first) as usize].to_vec();
    let rule = Rule1 { law, start, before, exceptions: Vec::new() };
    if evidence::support(rows, &rule).strong() {
        return Some(rule);
    }
    weak.push(rule);
    None
}

/// The rows a rule fails (at most MAX_FAILS + 1 of them).
fn fails(rows: &[(u64, u64)], rule: &Rule1) -> Vec<(Pos, u64, Option<u64>)> {
    rows.iter()
        .filter_map(|&(n, v)| {
            let says = rule.at(n);
            (says != Some(v)).then_some((Pos::N(n), v, says))
        })
        .take(MAX_FAILS + 1)
        .collect()
}

/// The rule as a near miss, if it fails at least one row and at most MAX_FAILS (and at most one
/// row in eight).
fn near_miss(rows: &[(u64, u64)], rule: Rule1) -> Option<NearMiss> {
    let f = fails(rows, &rule);
    let few = !f.is_empty() && f.len() <= MAX_FAILS && f.len() * 8 <= rows.len();
    few.then_some(NearMiss { rule: Rule::One(rule), fails: f })
}

/// The weak rules, simplest first (fewest parameters, then fewest bits to choose them), each with
/// the rows that would tell; a rule giving the same values as a simpler one, at the table's
/// positions and as many past its end, is left out.
fn candidates(rows: &[(u64, u64)], mut weak: Vec<Rule1>) -> Vec<Candidate> {
    let cost = |r: &Rule1| {
        let s = evidence::support(rows, r);
        s.params as f64 + s.choice
    };
    weak.sort_by(|a, b| cost(a).total_cmp(&cost(b)));
    // The same values said twice (G(n + 1) = G(n) + 1 from 0 is G(n) = n): the simpler once.
    // Compared at the table's positions and as many past its end.
    let last = rows[rows.len() - 1].0;
    let past = (1..=rows.len().min(MOST_ROWS) as u64).map_while(|i| last.checked_add(i));
    let points: Vec<u64> = rows.iter().map(|r| r.0).chain(past).collect();
    let same = |a: &Rule1, b: &Rule1| points.iter().all(|&n| a.at(n) == b.at(n));
    let mut kept: Vec<Rule1> = Vec::new();
    for rule in weak {
        if !kept.iter().any(|k| same(k, &rule)) {
            kept.push(rule);
        }
    }
    kept.into_iter()
        .take(period::CANDIDATES)
        .map(|rule| Candidate { rows_needed: rows_needed(rows, &rule), rule })
        .collect()
}

/// The longest period "ruled out" checks.
pub const RULED_OUT: u64 = 64;

/// The simpler rules the table rules out: the largest B such that every period q ≤ B (plain,
/// without saltus) breaks a row from the rule's start (its exceptions aside); q stays below a
/// periodic rule's own period, at most [`RULED_OUT`] and half the rows from the start. `None`
/// when not even period 1 is checked.
pub fn ruled_out(rows: &[(u64, u64)], rule: &Rule1) -> Option<u64> {
    let exception = |n: u64| rule.exceptions.binary_search_by_key(&n, |e| e.0).is_ok();
    let from: Vec<(u64, u64)> =
        rows.iter().copied().filter(|r| r.0 >= rule.start && !exception(r.0)).collect();
    let mut bound = RULED_OUT.min(from.len() as u64 / 2);
    if let Law::Periodic(p) = &rule.law {
        if p.saltus == 0 {
            bound = bound.min(p.period - 1);
        }
    }
    let breaks = |q: u64| {
        let mut class: Vec<Option<u64>> = vec![None; q as usize];
        from.iter().any(|&(n, v)| {
            let c = &mut class[(n % q) as usize];
            c.replace(v).map_or(false, |w| w != v)
        })
    };
    let b = (1..=bound).take_while(|&q| breaks(q)).last()?;
    Some(b)
}

/// The most rows a candidate may need to be told ("not yet" beyond it says "more than").
pub const MOST_ROWS: usize = 1 << 16;

/// The number of rows the table would need, continued past its end without gaps, for the rule
/// (holding there) to be strong.
fn rows_needed(rows: &[(u64, u64)], rule: &Rule1) -> Option<usize> {
    let strong_at = |len: usize| -> Option<bool> {
        let mut ext: Vec<(u64, u64)> = Vec::with_capacity(len.max(rows.len()));
        ext.extend(rows.iter().copied());
        let mut n = rows[rows.len() - 1].0;
        while ext.len() < len {
            n = n.checked_add(1)?;
            ext.push((n, rule.at(n)?));
        }
        Some(evidence::support(&ext, rule).strong())
    };
    let (mut lo, mut hi) = (rows.len(), rows.len().max(1));
    loop {
        match strong_at(hi) {
            Some(true) => break,
            Some(false) if hi < MOST_ROWS => {
                lo = hi;
                hi *= 2;
            }
            _ => return None,
        }
    }
    // lo is weak (or the table), hi strong.
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        match strong_at(mid) {
            Some(true) => hi = mid,
            _ => lo = mid,
        }
    }
    Some(hi)
}
