//! Eventually periodic and arithmetic-periodic values: the least period p (and, for it, the least
//! pre-period n0) with G(n + p) = G(n) + s for every n ≥ n0 in the table (s = 0: periodic; s > 0:
//! arithmetic-periodic, the saltus). Gaps are allowed: the rule is that the residual
//! G(n) − s·⌊n/p⌋ depends only on n mod p from n0 on. A period counts only with the evidence of
//! [`evidence`](super::evidence); one that fits but lacks it is kept as a candidate ("not yet").
//!
//! Near-linear on any table: for each p, row n is first compared with row n + p, from the end (a
//! table that is not periodic with period p fails at once, gaps or not); only when those pairs
//! agree over half the table are the residue classes checked in full (a gap can hide a class's
//! disagreement from the pairs).

use super::evidence::{self, Support};
use super::rule::{Law, Rule1};

/// G(n) = one[(n − start) mod period] + saltus·⌊(n − start)/period⌋ for n ≥ start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    pub start: u64,
    pub period: u64,
    pub saltus: u64,
    pub one: Vec<u64>,
}

impl Periodic {
    /// The rule's value at n ≥ start (`None` past u64).
    pub fn at(&self, n: u64) -> Option<u64> {
        let k = n.checked_sub(self.start)?;
        let base = self.one[(k % self.period) as usize];
        self.saltus.checked_mul(k / self.period).and_then(|x| x.checked_add(base))
    }

    /// The rule with the table's rows below its start.
    pub fn rule(self, rows: &[(u64, u64)]) -> Rule1 {
        let before = rows.iter().copied().take_while(|r| r.0 < self.start).collect();
        Rule1 { start: self.start, before, law: Law::Periodic(self), exceptions: Vec::new() }
    }
}

/// The candidates a search kept besides the rule it found: at most this many.
pub const CANDIDATES: usize = 3;

/// What a search found: the least period with evidence, and the periods before it that fit the
/// table (from a start that leaves at least half of it) and show two periods, without evidence.
#[derive(Debug, Clone, Default)]
pub struct Search {
    pub found: Option<Rule1>,
    pub weak: Vec<Rule1>,
}

/// The least period with evidence (with `arithmetic`: the least arithmetic one with s ≥ 1).
pub fn find(rows: &[(u64, u64)], arithmetic: bool) -> Search {
    let mut search = Search::default();
    let last = match rows.last() {
        Some(&r) => r,
        None => return search,
    };
    let dense = last.0 - rows[0].0 == rows.len() as u64 - 1;
    let max = rows.len() / 2;
    let mut classes = Classes { stamp: vec![0usize; max + 1], key: vec![0i128; max + 1] };
    for p in 1..=max {
        let saltus = match arithmetic {
            true => match saltus(rows, last, p) {
                Some(s) => s,
                None => continue,
            },
            false => 0,
        };
        let from = match pairs_agree_from(rows, p, saltus, dense) {
            Some(from) if dense => from,
            Some(from) => match classes.agree_from(rows, p, saltus, from) {
                Some(from) => from,
                None => continue,
            },
            None => continue,
        };
        let rule = match one_period(rows, from, p, saltus) {
            Some(periodic) => periodic.rule(rows),
            None => continue,
        };
        let support = evidence::support(rows, &rule);
        if support.strong() {
            search.found = Some(rule);
            return search;
        }
        if shows_two_periods(&support, p)
            && search.weak.len() < CANDIDATES
            && !multiple(&search.weak, &rule)
        {
            search.weak.push(rule);
        }
    }
    search
}

/// Whether the rule is a multiple of a candidate already kept (its period a multiple, from a start
/// no earlier): the same pattern, said again.
fn multiple(kept: &[Rule1], rule: &Rule1) -> bool {
    let p = match &rule.law {
        Law::Periodic(p) => p,
        _ => return false,
    };
    kept.iter().any(|k| match &k.law {
        Law::Periodic(q) => p.period % q.period == 0 && k.start <= rule.start,
        _ => false,
    })
}

/// Whether a rule without evidence is worth naming: a whole period seen again.
fn shows_two_periods(s: &Support, p: usize) -> bool {
    s.tested >= p
}

/// The rise over one period p at the table's end, if positive (else no arithmetic period p).
fn saltus(rows: &[(u64, u64)], last: (u64, u64), p: usize) -> Option<i128> {
    let before = last.0.checked_sub(p as u64)?;
    match rows.binary_search_by_key(&before, |r| r.0) {
        Ok(i) if last.1 > rows[i].1 => Some(i128::from(last.1 - rows[i].1)),
        _ => None,
    }
}

/// G(n) − s·⌊n/p⌋ (`None` past i128).
fn key(n: u64, v: u64, p: usize, saltus: i128) -> Option<i128> {
    saltus.checked_mul(i128::from(n / p as u64)).map(|x| i128::from(v) - x)
}

/// How far past n a pair is sought: n + p, n + 2p, …, n + PARTNERS·p (a table missing every
/// other n has n + 2p where p is odd).
const PARTNERS: u64 = 8;

/// The nearest row n + jp (1 ≤ j ≤ `most`) after row i, if the table has one.
fn partner(rows: &[(u64, u64)], i: usize, p: u64, most: u64) -> Option<(u64, u64)> {
    let (n, last) = (rows[i].0, rows[rows.len() - 1].0);
    let later = &rows[i + 1..];
    (1..=most)
        .map_while(|j| n.checked_add(j * p).filter(|&m| m <= last))
        .find_map(|m| later.binary_search_by_key(&m, |r| r.0).ok().map(|k| later[k]))
}

/// Whether row i disagrees with its pair (a residual past i128 disagrees).
fn disagrees(row: (u64, u64), pair: (u64, u64), p: usize, saltus: i128) -> bool {
    let k = key(row.0, row.1, p, saltus);
    k.is_none() || k != key(pair.0, pair.1, p, saltus)
}

/// The index of the first row from which every row n agrees with the nearest row n + jp in the
/// table (j = 1 without gaps, j ≤ [`PARTNERS`] with them), if that leaves at least half the
/// table. A rule must hold on the table's second half, so a few rows from its middle are tried
/// first: a table that is not periodic with period p fails there at once, gaps or not. Then every
/// row with a pair, from the last. With gaps the pairs only bound the start from below (the
/// classes decide).
fn pairs_agree_from(rows: &[(u64, u64)], p: usize, saltus: i128, dense: bool) -> Option<usize> {
    let last = rows[rows.len() - 1].0;
    let pw = p as u64;
    let most = if dense { 1 } else { PARTNERS };
    let top = rows.partition_point(|r| r.0.saturating_add(pw) <= last);
    let middle = rows.len() / 2;
    let pairs = (middle..top).filter_map(|i| partner(rows, i, pw, most).map(|w| (i, w)));
    if pairs.take(32).any(|(i, w)| disagrees(rows[i], w, p, saltus)) {
        return None;
    }
    let from = (0..top)
        .rev()
        .find(|&i| partner(rows, i, pw, most).map_or(false, |w| disagrees(rows[i], w, p, saltus)))
        .map_or(0, |i| i + 1);
    (2 * (rows.len() - from) >= rows.len()).then_some(from)
}

/// One period's values from row `from` on (every residue must appear from there), or `None`.
fn one_period(rows: &[(u64, u64)], from: usize, p: usize, saltus: i128) -> Option<Periodic> {
    let pw = p as u64;
    let start = rows[from].0;
    let mut one: Vec<Option<u64>> = vec![None; p];
    for &(n, v) in &rows[from..] {
        let i = ((n - start) % pw) as usize;
        if one[i].is_none() {
            // The value at start + i: this row's residual moved back to the first period.
            let k = key(n, v, p, saltus)?
                .checked_add(saltus.checked_mul(i128::from((start + i as u64) / pw))?)?;
            one[i] = Some(u64::try_from(k).ok()?);
        }
    }
    let one: Option<Vec<u64>> = one.into_iter().collect();
    Some(Periodic { start, period: pw, saltus: saltus as u64, one: one? })
}

/// For a table with gaps: each residue class's residual (`key`), stamped with the period it was
/// written for (reused across periods).
struct Classes {
    stamp: Vec<usize>,
    key: Vec<i128>,
}

impl Classes {
    /// The index of the first row from which every residue class agrees, at or after `from`,
    /// if that leaves at least half the table.
    fn agree_from(
        &mut self,
        rows: &[(u64, u64)],
        p: usize,
        saltus: i128,
        from: usize,
    ) -> Option<usize> {
        let pw = p as u64;
        let mut start = from;
        for i in (from..rows.len()).rev() {
            let (n, v) = rows[i];
            let r = (n % pw) as usize;
            let k = match key(n, v, p, saltus) {
                Some(k) => k,
                None => {
                    start = i + 1;
                    break;
                }
            };
            if self.stamp[r] != p {
                self.stamp[r] = p;
                self.key[r] = k;
            } else if self.key[r] != k {
                start = i + 1;
                break;
            }
        }
        (2 * (rows.len() - start) >= rows.len()).then_some(start)
    }
}
