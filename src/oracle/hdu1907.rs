//! hdu1907 — John: misère Nim. N piles of M&Ms; a move eats any positive number from one pile;
//! whoever eats the last one loses. John moves first. "T, then T cases": N, then the N piles.
//! `John` when the first player wins, else `Brother`.
//!
//! The brute force plays the misère rules through the engine (the position with nothing left is
//! won for the player to move: the opponent ate the last one). The reference counts piles above 1
//! and ones (the SJ theorem as the page states it), where the solution folds a flag into an XOR.
//!
//! The solution also answers N = 0 and empty piles (beyond the judge: nothing to eat, John wins;
//! empty piles change nothing), which the exhaustive domain uses.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::nim::{multisets, searchable};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;
use std::cell::RefCell;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("hdu1907");

const MAX_T: u64 = P.max("T");
const MAX_N: u64 = P.max("N");
const MAX_A: u64 = P.max("Ai");
/// The brute force's budget, ∏ (a + 1) · Σ a (positions times moves; the exhaustive domain's
/// largest case, five piles of 7, needs 1 146 880).
const BRUTE_WORK: u64 = 1_500_000;
/// The exhaustive domain: every multiset of 0 to `EX_PILES` piles of 0 to `EX_MAX`.
const EX_PILES: usize = 5;
const EX_MAX: u64 = 7;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub piles: Vec<u64>,
}

#[derive(Debug)]
pub struct Hdu1907;

fn winner(john_wins: bool) -> String {
    if john_wins { "John" } else { "Brother" }.to_string()
}

/// A position of misère Nim: the non-empty piles, sorted; or `Over`, after the player to move
/// found the table empty and so has won (the opponent ate the last one).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Table {
    Piles(Vec<u64>),
    Over,
}

/// The literal rules: eat 1..=a from any pile a. With nothing left, the one move is to `Over`
/// (claiming the win), after which nobody moves: the normal-play engine then plays misère Nim.
#[derive(Debug)]
pub struct MisereNim;

impl Game for MisereNim {
    type Pos = Table;
    fn moves(&self, pos: &Table) -> Vec<Table> {
        let piles = match pos {
            Table::Over => return vec![],
            Table::Piles(p) if p.is_empty() => return vec![Table::Over],
            Table::Piles(p) => p,
        };
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for left in 0..piles[i] {
                let mut next = piles.clone();
                next[i] = left;
                out.push(table(&next));
            }
        }
        out
    }
}

/// The position of these piles: empty ones dropped, the rest sorted.
fn table(piles: &[u64]) -> Table {
    let mut p: Vec<u64> = piles.iter().copied().filter(|&a| a > 0).collect();
    p.sort_unstable();
    Table::Piles(p)
}

thread_local! {
    static BRUTE: RefCell<Solver<MisereNim>> = RefCell::new(Solver::new(MisereNim));
}

fn xor(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |x, &a| x ^ a)
}

impl Model for Hdu1907 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every multiset of 0 to 5 piles of 0 to 7 (N = 0 and empty \
                                      piles are beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| {
            let n = t.u64("N", P.range("N"))?;
            let piles = (0..n).map(|_| t.u64("Ai", P.range("Ai"))).collect::<Result<_, _>>()?;
            Ok(Case { piles })
        })
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| {
            let piles: Vec<String> = c.piles.iter().map(u64::to_string).collect();
            format!("{}\n{}\n", c.piles.len(), piles.join(" "))
        })
    }

    fn brute(case: &Case) -> Option<String> {
        if !searchable(&case.piles, BRUTE_WORK) {
            return None;
        }
        Some(winner(BRUTE.with(|s| s.borrow_mut().wins(&table(&case.piles)))))
    }

    fn reference(case: &Case) -> String {
        // SJ: with no pile above 1 the game is the parity of the ones (John wins iff it is even);
        // otherwise Nim's rule holds.
        let big = case.piles.iter().filter(|&&a| a > 1).count();
        let ones = case.piles.iter().filter(|&&a| a == 1).count();
        winner(if big == 0 { ones % 2 == 0 } else { xor(&case.piles) != 0 })
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let piles = match family {
            Family::Small => (0..rng.range(1..=4)).map(|_| rng.range(1..=8)).collect(),
            Family::Random => {
                (0..rng.magnitude(1..=MAX_N)).map(|_| rng.magnitude(1..=MAX_A)).collect()
            }
            Family::Max => (0..MAX_N).map(|_| MAX_A - rng.range(0..=MAX_A / 4)).collect(),
            Family::Edge => match rng.range(0..=3) {
                // All ones: the misère reversal.
                0 => vec![1; rng.range(1..=MAX_N) as usize],
                // Ones and exactly one big pile: always won for John.
                1 => {
                    let mut p = vec![1; rng.range(0..=MAX_N - 1) as usize];
                    p.push(rng.range(2..=MAX_A));
                    rng.shuffle(&mut p);
                    p
                }
                // XOR 0 with big piles: pairs, plus ones in pairs.
                2 => {
                    let mut p: Vec<u64> = Vec::new();
                    for _ in 0..rng.range(1..=MAX_N / 2) {
                        let a = if rng.chance(1, 3) { 1 } else { rng.magnitude(1..=MAX_A) };
                        p.extend([a, a]);
                    }
                    rng.shuffle(&mut p);
                    p
                }
                // XOR 0 without equal piles, or one stone away from it.
                _ => {
                    let (a, b) = (rng.range(1..=MAX_A / 2), rng.range(1..=MAX_A / 2));
                    let mut p = if a != b && a ^ b <= MAX_A { vec![a, b, a ^ b] } else { vec![a] };
                    if rng.chance(1, 2) {
                        p.push(1);
                    }
                    p
                }
            },
        };
        Case { piles }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { piles: (0..rng.range(1..=MAX_N)).map(|_| rng.range(1..=MAX_A)).collect() }
    }

    fn shape(case: &Case) -> Shape {
        Shape::ints(&case.piles)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { piles: shape.to_ints()? })
    }

    fn exhaustive() -> Vec<Case> {
        (0..=EX_PILES).flat_map(|n| multisets(n, EX_MAX)).map(|piles| Case { piles }).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "normal Nim: John wins iff the XOR is not 0 (the all-ones case missed)",
                answer: |c| winner(xor(&c.piles) != 0),
            },
            Mutant {
                name: "misère as Nim's opposite: John wins iff the XOR is 0",
                answer: |c| winner(xor(&c.piles) == 0),
            },
            Mutant {
                name: "the parity rule used while at most one pile exceeds 1",
                answer: |c| {
                    let big = c.piles.iter().filter(|&&a| a > 1).count();
                    let ones = c.piles.iter().filter(|&&a| a == 1).count();
                    winner(if big <= 1 { ones % 2 == 0 } else { xor(&c.piles) != 0 })
                },
            },
        ]
    }
}
