//! Finding patterns in Grundy sequences, and proving them where a proof exists.
//!
//! For a subtraction game with a finite set S (largest move m), g(n) is determined by the m values
//! before it. So if g(n + p) = g(n) for m consecutive n starting at n0, then for every n ≥ n0 + m,
//! g(n + p) = mex{g(n + p − s)} = mex{g(n − s)} = g(n) by induction (all n − s ≥ n0): the sequence is
//! periodic with period p from n0 on. Scanning p = 1, 2, … and, for each, the first such run of m
//! agreements gives the least period and the least pre-period: any smaller true period or earlier
//! start would have shown such a run first. Without a finite m (take any power of two) no window
//! proves anything, and a pattern is only "observed".

use crate::engine::{OnePile, Solver};

/// Grundy values g(0..=upto) of a one-pile game, from the engine.
pub fn one_pile_values(moves: impl Fn(u64) -> Vec<u64>, upto: u64) -> Vec<u32> {
    let mut solver = Solver::new(OnePile(moves));
    (0..=upto).map(|n| solver.grundy(&n)).collect()
}

/// The moves of a subtraction game: take one of `set`, if the pile has that many.
pub fn subtraction_moves(set: Vec<u64>) -> impl Fn(u64) -> Vec<u64> {
    move |n| set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect()
}

/// Eventually periodic: g(n + period) = g(n) for all n ≥ start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub start: usize,
    pub period: usize,
}

/// The least period, with its least pre-period, proven from the values of a subtraction game whose
/// largest move is `window` (see the module docs); `None` if the values do not reach far enough.
pub fn proven_period(g: &[u32], window: usize) -> Option<Period> {
    let window = window.max(1);
    for period in 1..g.len() {
        let mut run = 0;
        for n in 0..g.len() - period {
            run = if g[n + period] == g[n] { run + 1 } else { 0 };
            if run == window {
                return Some(Period { start: n + 1 - window, period });
            }
        }
    }
    None
}

/// The least period seen in all of `g` (at least two full periods after the start), unproven.
pub fn observed_period(g: &[u32]) -> Option<Period> {
    for period in 1..=g.len() / 2 {
        // The least start from which every later value repeats `period` steps on.
        let start =
            (0..g.len() - period).rev().find(|&n| g[n + period] != g[n]).map_or(0, |n| n + 1);
        if g.len() - start >= 2 * period + period.min(8) {
            return Some(Period { start, period });
        }
    }
    None
}

/// The P-positions (value 0) as residues of a period: `[r…]` with r in `start..start + period`
/// reduced mod `period`, sorted; plus the exceptional n below the start.
pub fn p_residues<T: Copy + PartialEq + Default>(g: &[T], p: Period) -> (Vec<usize>, Vec<usize>) {
    let zero = T::default();
    let mut residues: Vec<usize> =
        (p.start..p.start + p.period).filter(|&n| g[n] == zero).map(|n| n % p.period).collect();
    residues.sort_unstable();
    let below = (0..p.start).filter(|&n| g[n] == zero).collect();
    (residues, below)
}

/// A problem page's rule checked against a table the engine computed from the problem's literal
/// rules: the last line of an explored game tied to a problem (the checks are in
/// `src/tool/explore/checks.rs`, one for each such game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleCheck {
    /// The problem id: the page is `problems/<id>.md`.
    pub id: &'static str,
    /// The rule, in a few words.
    pub rule: &'static str,
    pub holds: bool,
    /// Where it was checked ("for every n ≤ 40").
    pub scope: String,
}

impl std::fmt::Display for RuleCheck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let verdict = if self.holds { "agrees" } else { "DISAGREES" };
        write!(f, "Rule of problems/{}.md ({}): {} {}", self.id, self.rule, verdict, self.scope)
    }
}
