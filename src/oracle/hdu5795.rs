//! hdu5795 — A Simple Nim: n heaps; a move removes any positive number from one heap, or splits one
//! heap into three non-empty heaps; whoever takes the last one wins. "T, then T cases": n, then
//! the n heap sizes. `First player wins.` or `Second player wins.` (with the period).
//!
//! The brute force plays the rules on the whole multiset of heaps (three-way splits included)
//! through the engine, with hdu3032's game; the reference XORs the Grundy values from a `match` on
//! n mod 8 in u128, where the solution computes them without a branch in u64.

use super::format::{parse_counted, render_counted};
use super::hdu3032::TakeOrSplit;
use super::{Family, Model, Mutant};
use crate::engine::Solver;
use crate::nim::multisets;
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;
use std::cell::RefCell;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("hdu5795");

const MAX_T: u64 = P.max("T");
const MAX_N: u64 = P.max("n");
pub const MAX_S: u64 = P.max("s[i]");
/// The brute force searches games of at most this many stones in all.
const BRUTE_STONES: u64 = 30;
/// The exhaustive domain: every multiset of 1 to `EX_HEAPS` heaps of 1 to `EX_MAX`.
const EX_HEAPS: usize = 3;
const EX_MAX: u64 = 10;
/// The random family's largest n (the max family holds a few games of the judge's full n).
const RANDOM_N: u64 = 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub heaps: Vec<u64>,
}

#[derive(Debug)]
pub struct Hdu5795;

fn winner(first_wins: bool) -> String {
    if first_wins { "First player wins." } else { "Second player wins." }.to_string()
}

thread_local! {
    static BRUTE: RefCell<Solver<TakeOrSplit>> = RefCell::new(Solver::new(TakeOrSplit { parts: 3 }));
}

/// The Grundy value of one heap of `n`, from the literal rules (for the tables of the tests).
pub fn heap_value_by_rules(n: u64) -> u32 {
    let heap = if n == 0 { vec![] } else { vec![n] };
    BRUTE.with(|s| s.borrow_mut().grundy(&heap))
}

/// g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7, otherwise g(n) = n.
pub fn value(n: u64) -> u128 {
    let n = u128::from(n);
    match n % 8 {
        0 if n > 0 => n - 1,
        7 => n + 1,
        _ => n,
    }
}

fn xor_of(heaps: &[u64], g: impl Fn(u64) -> u128) -> u128 {
    heaps.iter().fold(0, |x, &h| x ^ g(h))
}

impl Model for Hdu5795 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every multiset of 1 to 3 heaps of 1 to 10";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| {
            let n = t.u64("n", P.range("n"))?;
            let heaps = (0..n).map(|_| t.u64("s[i]", P.range("s[i]"))).collect::<Result<_, _>>()?;
            Ok(Case { heaps })
        })
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| {
            let heaps: Vec<String> = c.heaps.iter().map(u64::to_string).collect();
            format!("{}\n{}\n", c.heaps.len(), heaps.join(" "))
        })
    }

    fn brute(case: &Case) -> Option<String> {
        let total = case.heaps.iter().try_fold(0u64, |s, &h| s.checked_add(h));
        if total? > BRUTE_STONES {
            return None;
        }
        let mut heaps: Vec<u64> = case.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Some(winner(BRUTE.with(|s| s.borrow_mut().wins(&heaps))))
    }

    fn reference(case: &Case) -> String {
        winner(xor_of(&case.heaps, value) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let heaps = match family {
            Family::Small => (0..rng.range(1..=4)).map(|_| rng.range(1..=9)).collect(),
            Family::Random => {
                (0..rng.magnitude(1..=RANDOM_N)).map(|_| rng.magnitude(1..=MAX_S)).collect()
            }
            Family::Max => {
                let n = if rng.chance(1, 400) { MAX_N } else { RANDOM_N - rng.range(0..=9) };
                (0..n).map(|_| MAX_S - rng.range(0..=MAX_S / 4)).collect()
            }
            Family::Edge => match rng.range(0..=2) {
                // Heaps around multiples of 8, small or near the top.
                0 => {
                    let top = rng.chance(1, 2);
                    (0..rng.range(1..=6))
                        .map(|_| {
                            let k =
                                if top { MAX_S / 8 - rng.range(1..=3) } else { rng.range(0..=4) };
                            8 * k + rng.range(1..=8)
                        })
                        .collect()
                }
                // Values that XOR to 0: the last heap is the one whose value is the XOR of the rest.
                1 => loop {
                    let mut h: Vec<u64> =
                        (0..rng.range(1..=6)).map(|_| rng.magnitude(1..=MAX_S)).collect();
                    let x = xor_of(&h, value);
                    let want = match x % 8 {
                        0 => x + 1,
                        7 => x - 1,
                        _ => x,
                    };
                    if x > 0 && want <= u128::from(MAX_S) {
                        h.push(want as u64);
                        rng.shuffle(&mut h);
                        break h;
                    }
                },
                // Small heaps whose Lasker values (period 4) and true values (period 8) differ.
                _ => {
                    let mut h = vec![1, 2, 3];
                    h.extend((0..rng.range(0..=3)).map(|_| rng.range(1..=16)));
                    rng.shuffle(&mut h);
                    h
                }
            },
        };
        Case { heaps }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { heaps: (0..rng.range(1..=MAX_N)).map(|_| rng.range(1..=MAX_S)).collect() }
    }

    fn shape(case: &Case) -> Shape {
        Shape::ints(&case.heaps)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { heaps: shape.to_ints()? })
    }

    fn exhaustive() -> Vec<Case> {
        (1..=EX_HEAPS)
            .flat_map(|n| multisets(n, EX_MAX - 1))
            .map(|m| Case { heaps: m.into_iter().map(|h| h + 1).collect() })
            .collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "plain Nim: the splits ignored",
                answer: |c| winner(xor_of(&c.heaps, u128::from) != 0),
            },
            Mutant {
                name: "Lasker's values (split into two): 4k + 3 and 4k + 4 swapped",
                answer: |c| winner(xor_of(&c.heaps, super::hdu3032::lasker) != 0),
            },
            Mutant {
                name: "the swap one too early: 8k + 6 and 8k + 7",
                answer: |c| {
                    let g = |h: u64| {
                        let h = u128::from(h);
                        match h % 8 {
                            6 => h + 1,
                            7 => h - 1,
                            _ => h,
                        }
                    };
                    winner(xor_of(&c.heaps, g) != 0)
                },
            },
        ]
    }
}
