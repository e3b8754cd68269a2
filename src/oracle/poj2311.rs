//! poj2311 — Cutting Game: one W × H sheet of grid paper; a move cuts one sheet along a grid line
//! into two; whoever first cuts out a 1 × 1 sheet wins. Lines `W H` until the end of the input.

use super::{Family, Model, Mutant};
use crate::engine::{mex, Game, Solver, SplitGame, SplitSolver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("poj2311");

const MIN_SIDE: u64 = P.bound("W, H").min;
pub const MAX_SIDE: u64 = P.max("W, H");
/// The brute force plays every sheet with both sides up to this, ...
const BRUTE_SQUARE: u64 = 9;
/// ... and every sheet with one side at most `BRUTE_NARROW` and the other up to `BRUTE_LONG`.
const BRUTE_NARROW: u64 = 3;
const BRUTE_LONG: u64 = 28;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub w: u64,
    pub h: u64,
}

#[derive(Debug)]
pub struct Poj2311;

fn verdict(win: bool) -> String {
    if win { "WIN" } else { "LOSE" }.to_string()
}

/// The literal game: a position is the multiset of sheets on the table, each as (short side,
/// long side), sorted. A cut that makes a 1 × 1 sheet wins on the spot: the position after it is
/// the empty table, where the opponent has no move and so has lost.
#[derive(Debug)]
pub struct Sheets;

impl Game for Sheets {
    type Pos = Vec<(u8, u8)>;
    fn moves(&self, pos: &Vec<(u8, u8)>) -> Vec<Vec<(u8, u8)>> {
        // The winning cuts first: the search stops at the first move that wins.
        let (mut wins, mut rest) = (Vec::new(), Vec::new());
        for (k, &(a, b)) in pos.iter().enumerate() {
            let across_a = (1..a).map(|i| ((i, b), (a - i, b)));
            let across_b = (1..b).map(|j| ((a, j), (a, b - j)));
            for (p, q) in across_a.chain(across_b) {
                if p == (1, 1) || q == (1, 1) {
                    wins.push(Vec::new());
                    continue;
                }
                let mut next = pos.clone();
                next.remove(k);
                next.extend([p, q].iter().map(|&(x, y)| (x.min(y), x.max(y))));
                next.sort_unstable();
                rest.push(next);
            }
        }
        wins.extend(rest);
        wins
    }
}

/// The game the theory reduces it to: only cuts that leave both parts at least 2 wide; a sheet
/// with no such cut is a finished part. Grundy values by the Sprague–Grundy theorem.
#[derive(Debug)]
pub struct SafeCuts;

impl SplitGame for SafeCuts {
    type Pos = (u64, u64);
    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
        let norm = |x: u64, y: u64| (x.min(y), x.max(y));
        let across_a = (2..=a.saturating_sub(2)).map(|i| vec![norm(i, b), norm(a - i, b)]);
        let across_b = (2..=b.saturating_sub(2)).map(|j| vec![norm(a, j), norm(a, b - j)]);
        across_a.chain(across_b).collect()
    }
}

thread_local! {
    static LITERAL: RefCell<Solver<Sheets>> = RefCell::new(Solver::new(Sheets));
    static SAFE: RefCell<SplitSolver<SafeCuts>> = RefCell::new(SplitSolver::new(SafeCuts));
}

/// The Grundy value of a w × h sheet in the safe-cut game (both sides ≥ 2).
pub fn safe_grundy(w: u64, h: u64) -> u32 {
    SAFE.with(|s| s.borrow_mut().grundy(&(w.min(h), w.max(h))))
}

/// Whether the literal search handles this sheet quickly.
fn brute_sized(c: &Case) -> bool {
    let (short, long) = (c.w.min(c.h), c.w.max(c.h));
    long <= BRUTE_SQUARE || (short <= BRUTE_NARROW && long <= BRUTE_LONG)
}

/// The Grundy values of a cutting game with another rule, 1 ≤ w, h ≤ 200: `lo` is the narrowest
/// part a cut may leave, `both` whether cuts across h count too. For the mutants.
fn variant_table(lo: usize, both: bool) -> Vec<Vec<u32>> {
    let m = MAX_SIDE as usize;
    let mut g = vec![vec![0u32; m + 1]; m + 1];
    for w in 1..=m {
        for h in 1..=m {
            let mut options: Vec<u32> =
                (lo..=w.saturating_sub(lo)).map(|i| g[i][h] ^ g[w - i][h]).collect();
            if both {
                options.extend((lo..=h.saturating_sub(lo)).map(|j| g[w][j] ^ g[w][h - j]));
            }
            g[w][h] = mex(options);
        }
    }
    g
}

thread_local! {
    /// Normal play with every cut allowed (the last possible cut wins).
    static ANY_CUT: Vec<Vec<u32>> = variant_table(1, true);
    /// Safe cuts, but only across W.
    static ONE_WAY: Vec<Vec<u32>> = variant_table(2, false);
}

impl Model for Poj2311 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    /// The judge gives no count; a file of a thousand lines is taken as typical.
    const JUDGE_BATCH: usize = 1_000;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "sheets with 1 ≤ W, H ≤ 9, or with one side at most 3 and \
         the other at most 28 (1 × 1 left out; sides of 1 are beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        while let Some(w) = t.opt_u64("W", P.range("W, H"))? {
            let h = t.u64("H", P.range("W, H"))?;
            cases.push(Case { w, h });
        }
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        cases.iter().map(|c| format!("{} {}\n", c.w, c.h)).collect()
    }

    fn brute(case: &Case) -> Option<String> {
        if !brute_sized(case) || case.w * case.h <= 1 {
            return None;
        }
        let sheet = vec![(case.w.min(case.h) as u8, case.w.max(case.h) as u8)];
        Some(verdict(LITERAL.with(|s| s.borrow_mut().wins(&sheet))))
    }

    fn reference(case: &Case) -> String {
        // A 1 × k sheet (beyond the judge) is won at once: cut a 1 × 1 off it.
        verdict(case.w == 1 || case.h == 1 || safe_grundy(case.w, case.h) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => {
                if rng.chance(1, 2) {
                    Case { w: rng.range(2..=BRUTE_SQUARE), h: rng.range(2..=BRUTE_SQUARE) }
                } else {
                    let (a, b) = (rng.range(2..=BRUTE_NARROW), rng.range(2..=BRUTE_LONG));
                    if rng.chance(1, 2) {
                        Case { w: a, h: b }
                    } else {
                        Case { w: b, h: a }
                    }
                }
            }
            Family::Random => Case {
                w: rng.magnitude(MIN_SIDE..=MAX_SIDE),
                h: rng.magnitude(MIN_SIDE..=MAX_SIDE),
            },
            Family::Max => {
                let w = MAX_SIDE - rng.range(0..=3);
                let h = if rng.chance(1, 2) { MAX_SIDE } else { rng.range(MIN_SIDE..=MAX_SIDE) };
                if rng.chance(1, 2) {
                    Case { w, h }
                } else {
                    Case { w: h, h: w }
                }
            }
            Family::Edge => {
                // A lost sheet half of the time (they are rare), else a thin or square one.
                if rng.chance(1, 2) {
                    let lost = lost_sheets();
                    *rng.pick(&lost)
                } else if rng.chance(1, 2) {
                    Case { w: rng.range(2..=4), h: rng.range(MIN_SIDE..=MAX_SIDE) }
                } else {
                    let w = rng.magnitude(MIN_SIDE..=MAX_SIDE);
                    Case { w, h: (w + rng.range(0..=2)).min(MAX_SIDE) }
                }
            }
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { w: rng.range(MIN_SIDE..=MAX_SIDE), h: rng.range(MIN_SIDE..=MAX_SIDE) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::pair(case.w, case.h)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let (w, h) = shape.to_pair()?;
        Some(Case { w, h })
    }

    fn exhaustive() -> Vec<Case> {
        let mut cases = Vec::new();
        for w in 1..=BRUTE_LONG {
            for h in 1..=BRUTE_LONG {
                let c = Case { w, h };
                if brute_sized(&c) && w * h > 1 {
                    cases.push(c);
                }
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "every cut allowed, plain normal play (the last possible cut wins)",
                answer: |c| verdict(ANY_CUT.with(|g| g[c.w as usize][c.h as usize]) != 0),
            },
            Mutant {
                name: "only cuts across W (forgets cutting the other way)",
                answer: |c| verdict(ONE_WAY.with(|g| g[c.w as usize][c.h as usize]) != 0),
            },
            Mutant {
                name: "LOSE only when no sensible cut exists (W, H ≤ 3)",
                answer: |c| verdict(c.w.max(c.h) >= 4),
            },
        ]
    }
}

/// Every lost sheet within the judge's bounds.
fn lost_sheets() -> Vec<Case> {
    thread_local! {
        static LOST: Vec<Case> = (MIN_SIDE..=MAX_SIDE)
            .flat_map(|w| (MIN_SIDE..=MAX_SIDE).map(move |h| Case { w, h }))
            .filter(|c| safe_grundy(c.w, c.h) == 0)
            .collect();
    }
    LOST.with(Vec::clone)
}
