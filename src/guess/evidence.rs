//! How strongly a table's rows support a rule: whether a contestant could bet on it. A rule spends
//! some rows fixing its own parameters (the rows below its start, listed verbatim; one period's
//! values; the saltus; the rows it names as exceptions) and is tested by the rest. It is believed
//! only when
//! - the tested rows are at least as many as its parameters (the table is at least twice the rule),
//! - a periodic rule shows three periods from its start (each value of the period seen again
//!   twice), and a known set, sequence or Beatty α at least [`ROWS`] tested rows, and
//! - a chance fit of the same complexity is unlikely: of the arrangements of the tested rows'
//!   values (residuals G(n) − s·⌊n/p⌋ for an arithmetic-periodic rule, losing or winning for a
//!   set), the rule fits one, so they carry log2(t! / Π m_v!) bits (m_v rows of value v), and
//!   must carry [`BITS`] more than it took to choose the rule among its kind (log2 of the period
//!   and of the pre-period, of the number of known sets, of α's numerator and denominator). A
//!   periodic rule with [`ROWS`] tested rows needs no more (a constant tail of 16 rows is
//!   believed); a random table of d equally likely values carries about log2 d bits a row.

use super::beatty::{Alpha, CONSTANTS};
use super::rule::{Law, Rule1};
use super::sets::{SEQUENCES, SETS};

/// The bits a chance fit must fall short of.
pub const BITS: f64 = 16.0;
/// Tested rows that are evidence enough for a periodic rule, and the least for a named one.
pub const ROWS: usize = 16;

/// What a rule spent and what it earned on a table.
#[derive(Debug, Clone, PartialEq)]
pub struct Support {
    /// Rows' worth of parameters: rows listed verbatim, one period's values, the saltus.
    pub params: usize,
    /// Rows that test the rule (not used to fix its parameters).
    pub tested: usize,
    /// Bits the tested rows carry.
    pub bits: f64,
    /// Bits it took to choose the rule among its kind.
    pub choice: f64,
    /// The least number of tested rows (two periods' worth, or [`ROWS`]).
    pub least: usize,
    /// Whether [`ROWS`] tested rows are enough whatever their bits (a periodic rule).
    pub rows_suffice: bool,
}

impl Support {
    /// Whether the rows support the rule as strongly as a contestant would need to bet on it.
    pub fn strong(&self) -> bool {
        let t = self.tested;
        let chance = self.bits >= BITS + self.choice;
        t >= self.params && t >= self.least && (chance || self.rows_suffice && t >= ROWS)
    }
}

/// log2(t! / Π m_v!): the bits of t values in one arrangement of their own multiset.
pub fn bits<T: Ord + Copy>(values: impl IntoIterator<Item = T>) -> f64 {
    let mut v: Vec<T> = values.into_iter().collect();
    v.sort_unstable();
    let log_factorial = |m: usize| (2..=m).map(|k| (k as f64).log2()).sum::<f64>();
    let mut total = log_factorial(v.len());
    let mut run = 0;
    for i in 0..v.len() {
        run += 1;
        if i + 1 == v.len() || v[i + 1] != v[i] {
            total -= log_factorial(run);
            run = 0;
        }
    }
    total
}

/// The support of a one-dimensional rule on a table's rows (sorted by n). Rows below the rule's
/// start and the rows it names as exceptions are its parameters.
pub fn support(rows: &[(u64, u64)], rule: &Rule1) -> Support {
    let below = rows.partition_point(|r| r.0 < rule.start);
    let exception = |n: u64| rule.exceptions.binary_search_by_key(&n, |e| e.0).is_ok();
    let from: Vec<(u64, u64)> = rows[below..].iter().copied().filter(|r| !exception(r.0)).collect();
    let verbatim = below + rule.exceptions.len();
    let log2 = |x: usize| (x.max(1) as f64).log2();
    match &rule.law {
        Law::Periodic(p) => {
            let fixed = p.period as usize + usize::from(p.saltus > 0);
            // Past i128 (a saltus near 2^64 at n near 2^64): one residual for all such rows.
            let residual = |&(n, v): &(u64, u64)| {
                let k = (n - p.start) / p.period;
                i128::from(p.saltus).checked_mul(i128::from(k)).map(|x| i128::from(v) - x)
            };
            Support {
                params: verbatim + fixed,
                tested: from.len().saturating_sub(fixed),
                bits: bits(from.iter().skip(fixed).map(residual)),
                choice: log2(p.period as usize) + log2(below + 1),
                least: 2 * p.period as usize,
                rows_suffice: true,
            }
        }
        law => {
            let (values, choice): (Vec<u64>, f64) = match law {
                Law::Set(_) => {
                    (from.iter().map(|r| u64::from(r.1 != 0)).collect(), log2(SETS.len()))
                }
                Law::Beatty(a) => {
                    let digits = match a {
                        Alpha::Ratio(p, q, _) => (*p as f64).log2() + (*q as f64).log2(),
                        _ => log2(CONSTANTS.len() + 2),
                    };
                    (from.iter().map(|r| u64::from(r.1 != 0)).collect(), digits)
                }
                _ => (from.iter().map(|r| r.1).collect(), log2(SEQUENCES.len())),
            };
            let defining = if matches!(law, Law::Beatty(Alpha::Ratio(..))) { 2 } else { 1 };
            Support {
                params: verbatim + defining,
                tested: from.len(),
                bits: bits(values),
                choice: choice + log2(below + 1),
                least: ROWS,
                rows_suffice: false,
            }
        }
    }
}
