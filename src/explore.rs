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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtract_1_3_4_has_period_7_with_p_positions_0_and_2() {
        let g = one_pile_values(subtraction_moves(vec![1, 3, 4]), 100);
        let p = proven_period(&g, 4).unwrap();
        assert_eq!(p, Period { start: 0, period: 7 });
        assert_eq!(p_residues(&g, p), (vec![0, 2], vec![]));
    }

    #[test]
    fn bash_k_has_period_k_plus_1() {
        for k in 1..=9u64 {
            let g = one_pile_values(subtraction_moves((1..=k).collect()), 60);
            assert_eq!(
                proven_period(&g, k as usize),
                Some(Period { start: 0, period: k as usize + 1 })
            );
            assert_eq!(p_residues(&g, Period { start: 0, period: k as usize + 1 }).0, vec![0]);
        }
    }

    #[test]
    fn a_pre_period_is_found_and_minimal() {
        // Built by hand: 5 7 | 1 2 3 1 2 3 … has pre-period 2 and period 3.
        let g = [5, 7, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3];
        assert_eq!(proven_period(&g, 3), Some(Period { start: 2, period: 3 }));
        assert_eq!(observed_period(&g), Some(Period { start: 2, period: 3 }));
        // S = {2, 3}: g = 0 0 1 1 2 0 0 1 1 2 … by hand; period 5 from the start.
        let g23 = one_pile_values(subtraction_moves(vec![2, 3]), 40);
        assert_eq!(&g23[..10], &[0, 0, 1, 1, 2, 0, 0, 1, 1, 2]);
        assert_eq!(proven_period(&g23, 3), Some(Period { start: 0, period: 5 }));
    }

    #[test]
    fn too_few_values_prove_nothing() {
        let g = one_pile_values(subtraction_moves(vec![1, 3, 4]), 9);
        assert_eq!(proven_period(&g, 4), None);
    }

    #[test]
    fn powers_of_two_look_periodic_but_nim_does_not() {
        let powers = one_pile_values(
            |n| (0..64).map(|i| 1u64 << i).filter(|&s| s <= n).map(|s| n - s).collect(),
            60,
        );
        assert_eq!(observed_period(&powers), Some(Period { start: 0, period: 3 }));
        let nim = one_pile_values(|n| (0..n).collect(), 40);
        assert_eq!(observed_period(&nim), None);
    }
}
