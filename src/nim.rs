//! Nim on a list of piles, for the models that play it by the literal rules (poj2975, nod1069,
//! csdn-stones2's exhaustive domain): the game, its one memo, and the pile lists they enumerate.

use crate::engine::{Game, Solver};
use std::cell::RefCell;

/// Nim on sorted piles: a move lowers one pile to any smaller size. Two moves reaching the same
/// multiset (equal piles) are listed twice, so the engine counts moves, not positions.
#[derive(Debug)]
pub struct Nim;

impl Game for Nim {
    type Pos = Vec<u64>;
    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for left in 0..piles[i] {
                let mut next = piles.clone();
                next[i] = left;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

thread_local! {
    /// The one memo of Nim positions, shared by every model that searches Nim (poj2975, nod1069):
    /// a position's value does not depend on the case or the problem.
    pub static NIM: RefCell<Solver<Nim>> = RefCell::new(Solver::new(Nim));
}

/// Every multiset of `len` values from `0..=max`, each sorted ascending.
pub fn multisets(len: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    for _ in 0..len {
        let mut longer = Vec::new();
        for m in &all {
            let from = m.last().copied().unwrap_or(0);
            for v in from..=max {
                let mut next = m.clone();
                next.push(v);
                longer.push(next);
            }
        }
        all = longer;
    }
    all
}

/// Is the brute force's work on `piles`, ∏ (k + 1) · Σ k, at most `limit`?
pub fn searchable(piles: &[u64], limit: u64) -> bool {
    let moves = piles.iter().try_fold(0u64, |s, &k| s.checked_add(k));
    let work = piles.iter().try_fold(moves.unwrap_or(u64::MAX).max(1), |w, &k| {
        w.checked_mul(k.checked_add(1)?).filter(|&w| w <= limit)
    });
    work.is_some()
}
