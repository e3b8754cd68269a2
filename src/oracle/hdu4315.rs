//! hdu4315 — Climbing the Hill: N persons on a hill at distinct cells (the top is cell 0); the
//! k-th nearest to the top is the king. A move takes one person up any number of cells, never past
//! the person above nor onto his cell (cell 0 holds any number); whoever brings the king to the
//! top wins. Alice moves first. Cases until the end of the input: `N k`, then the N cells in
//! increasing order. `Alice` or `Bob`.
//!
//! The brute force plays those rules through the engine (every person, every cell he may reach).
//! The reference pairs the persons from the bottom in a list, where the solution pairs them as
//! they stream in.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("hdu4315");

const MAX_N: u64 = P.max("N");
const MAX_P: u64 = P.max("position");
/// How many games the stress tester puts in one input: the judge states no count.
const BATCH: usize = 100;
/// The brute force: at most `BRUTE_N` persons, none below cell `BRUTE_P`.
const BRUTE_N: usize = 4;
const BRUTE_P: u64 = 12;
/// The exhaustive domain: 1 to `BRUTE_N` persons on cells 1 to `EX_P`, every k.
const EX_P: u64 = 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The king's rank from the top, 1-based.
    pub k: u64,
    /// The persons' cells, increasing (the first is nearest the top).
    pub cells: Vec<u64>,
}

#[derive(Debug)]
pub struct Hdu4315;

fn winner(alice_wins: bool) -> String {
    if alice_wins { "Alice" } else { "Bob" }.to_string()
}

/// A position: the persons' cells from the top (0 for those at the top) and the king's index.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Hill {
    pub cells: Vec<u64>,
    pub king: usize,
}

/// The literal rules. Once the king is at the top the game is over: the player to move there has
/// lost (his opponent brought the king up), so that position has no moves.
#[derive(Debug)]
pub struct Climb;

impl Game for Climb {
    type Pos = Hill;
    fn moves(&self, hill: &Hill) -> Vec<Hill> {
        if hill.cells[hill.king] == 0 {
            return vec![];
        }
        let mut out = Vec::new();
        for i in 0..hill.cells.len() {
            let here = hill.cells[i];
            // The lowest cell he may reach: just below the person above, or the top if that
            // person is at the top (or there is none).
            let above = if i == 0 { 0 } else { hill.cells[i - 1] };
            let lowest = if above == 0 { 0 } else { above + 1 };
            for to in lowest..here {
                let mut next = hill.clone();
                next.cells[i] = to;
                out.push(next);
            }
        }
        out
    }
}

thread_local! {
    static BRUTE: RefCell<Solver<Climb>> = RefCell::new(Solver::new(Climb));
}

/// Staircase Nim on pairs from the bottom: (p[N], p[N − 1]), (p[N − 2], p[N − 3]), …, each a Nim
/// pile of the cells between them; with N odd the top person pairs with a virtual one at −1 (a pile
/// of p[1]), or at 0 when the king is second (the person above him must not reach the top). k = 1:
/// the king goes up at once.
pub fn alice_wins(k: u64, cells: &[u64]) -> bool {
    if k == 1 {
        return true;
    }
    let mut x = 0;
    let mut i = cells.len();
    while i >= 2 {
        x ^= cells[i - 1] - cells[i - 2] - 1;
        i -= 2;
    }
    if i == 1 {
        x ^= if k == 2 { cells[0] - 1 } else { cells[0] };
    }
    x != 0
}

impl Model for Hdu4315 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = BATCH;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every hill of 1 to 4 persons on cells 1 to 10, every k";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        let mut n = Some(t.u64("N", P.range("N"))?);
        while let Some(count) = n {
            let k = t.u64("k", 1..=count)?;
            let mut cells = Vec::new();
            for _ in 0..count {
                let low = cells.last().map_or(1, |&c| c + 1);
                cells.push(t.u64("position", low..=MAX_P)?);
            }
            cases.push(Case { k, cells });
            n = t.opt_u64("N", P.range("N"))?;
        }
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s = String::new();
        for c in cases {
            let cells: Vec<String> = c.cells.iter().map(u64::to_string).collect();
            s += &format!("{} {}\n{}\n", c.cells.len(), c.k, cells.join(" "));
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        let n = case.cells.len();
        if n > BRUTE_N || case.cells.iter().any(|&c| c > BRUTE_P) || case.k == 0 {
            return None;
        }
        let hill = Hill { cells: case.cells.clone(), king: case.k as usize - 1 };
        Some(winner(BRUTE.with(|s| s.borrow_mut().wins(&hill))))
    }

    fn reference(case: &Case) -> String {
        winner(alice_wins(case.k, &case.cells))
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let n = match family {
            Family::Small => rng.range(1..=BRUTE_N as u64),
            Family::Random => rng.magnitude(1..=MAX_N),
            Family::Max => MAX_N,
            Family::Edge => rng.range(1..=5),
        };
        let top = match family {
            Family::Small => BRUTE_P,
            Family::Edge if rng.chance(1, 2) => n + rng.range(0..=2),
            _ => MAX_P,
        };
        let cells = distinct_sorted(n, top, rng);
        let k = match family {
            Family::Edge | Family::Small if rng.chance(1, 2) => rng.range(1..=n.min(2)),
            _ => rng.range(1..=n),
        };
        Case { k, cells }
    }

    fn uniform(rng: &mut Rng) -> Case {
        let n = rng.range(1..=MAX_N);
        Case { k: rng.range(1..=n), cells: distinct_sorted(n, MAX_P, rng) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Tuple(vec![Shape::Int(case.k), Shape::ints(&case.cells)])
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let parts = shape.parts()?;
        Some(Case { k: parts.first()?.int()?, cells: parts.get(1)?.to_ints()? })
    }

    fn exhaustive() -> Vec<Case> {
        let mut cases = Vec::new();
        for set in 1u32..1 << EX_P {
            let cells: Vec<u64> = (1..=EX_P).filter(|&c| set >> (c - 1) & 1 == 1).collect();
            if cells.len() > BRUTE_N {
                continue;
            }
            for k in 1..=cells.len() as u64 {
                cases.push(Case { k, cells: cells.clone() });
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "k = 1 not apart: the king first gets the staircase's answer",
                answer: |c| winner(alice_wins(if c.k == 1 { 3 } else { c.k }, &c.cells)),
            },
            Mutant {
                name: "k = 2 not apart: the virtual person at −1 for every k",
                answer: |c| winner(c.k == 1 || alice_wins(3, &c.cells)),
            },
            Mutant {
                name: "pairs from the top: (p[1], p[2]), (p[3], p[4]), …",
                answer: |c| {
                    let mut x = 0;
                    for pair in c.cells.chunks(2) {
                        x ^= if pair.len() == 2 { pair[1] - pair[0] - 1 } else { pair[0] };
                    }
                    winner(c.k == 1 || x != 0)
                },
            },
        ]
    }
}

/// `n` distinct cells in 1..=top, increasing.
fn distinct_sorted(n: u64, top: u64, rng: &mut Rng) -> Vec<u64> {
    let mut cells = std::collections::BTreeSet::new();
    while (cells.len() as u64) < n {
        cells.insert(rng.range(1..=top));
    }
    cells.into_iter().collect()
}
