//! nod1069 — Nim: N piles, a move takes any positive number of stones from one pile, taking the
//! last stone wins. A moves first. One game per input: N, then the N pile sizes one per line.
//!
//! The solution also answers N = 0 and empty piles (both leave A without a move when nothing else
//! is left), which the exhaustive domain uses.

use super::{Family, Model, Mutant};
use crate::nim::{multisets, searchable, NIM};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::ops::RangeInclusive;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("nod1069");

pub const MAX_N: u64 = P.max("N");
pub const MAX_A: u64 = P.max("A[i]");
/// The brute force's budget, ∏ (a + 1) · Σ a (the exhaustive domain's largest case needs 585 640).
const BRUTE_WORK: u64 = 1_500_000;
/// The exhaustive domain: every multiset of 0 to `EX_PILES` piles of 0 to `EX_MAX` stones.
const EX_PILES: usize = 4;
const EX_MAX: u64 = 10;

/// One game: the pile sizes, in input order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub piles: Vec<u64>,
}

#[derive(Debug)]
pub struct Nod1069;

fn winner(a_wins: bool) -> String {
    if a_wins { "A" } else { "B" }.to_string()
}

impl Model for Nod1069 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = 1;
    const MULTI_CASE: bool = false;
    const EXHAUSTIVE: &'static str = "every multiset of 0 to 4 piles of 0 to 10 stones (N = 0 and \
                                      empty piles are beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let n = t.u64("N", P.range("N"))?;
        let piles = (0..n).map(|_| t.u64("A[i]", P.range("A[i]"))).collect::<Result<_, _>>()?;
        t.expect_end()?;
        Ok(vec![Case { piles }])
    }

    fn render(cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "nod1069 holds one game per input");
        let piles = &cases[0].piles;
        let mut s = format!("{}\n", piles.len());
        for a in piles {
            s += &format!("{}\n", a);
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        if !searchable(&case.piles, BRUTE_WORK) {
            return None;
        }
        let mut piles = case.piles.clone();
        piles.sort_unstable();
        Some(winner(NIM.with(|nim| nim.borrow_mut().wins(&piles))))
    }

    fn reference(case: &Case) -> String {
        // Bit by bit: the position is lost iff every bit is set in an even number of piles.
        let lost =
            (0..64).all(|b| case.piles.iter().filter(|&&a| a >> b & 1 == 1).count() % 2 == 0);
        winner(!lost)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let piles = match family {
            Family::Small => (0..rng.range(1..=4)).map(|_| rng.range(1..=10)).collect(),
            Family::Random => {
                (0..rng.magnitude(1..=MAX_N)).map(|_| rng.magnitude(1..=MAX_A)).collect()
            }
            Family::Max => (0..MAX_N).map(|_| MAX_A - rng.magnitude(0..=MAX_A - 1)).collect(),
            Family::Edge => match rng.range(0..=3) {
                // XOR exactly 0: the last pile is the XOR of the others, when that fits.
                0 => loop {
                    let mut piles: Vec<u64> =
                        (0..rng.range(1..=9)).map(|_| rng.magnitude(1..=MAX_A)).collect();
                    let x = piles.iter().fold(0, |x, &a| x ^ a);
                    if (1..=MAX_A).contains(&x) {
                        piles.push(x);
                        rng.shuffle(&mut piles);
                        break piles;
                    }
                },
                // XOR 0 but no two piles equal, or equal pairs plus one odd pile out.
                1 => {
                    let a = rng.magnitude(1..=MAX_A / 2);
                    let b = rng.magnitude(1..=MAX_A / 2);
                    let mut piles =
                        if a != b && a ^ b <= MAX_A { vec![a, b, a ^ b] } else { vec![a] };
                    if rng.chance(1, 2) {
                        let c = rng.magnitude(1..=MAX_A);
                        piles.extend([c, c]);
                    }
                    rng.shuffle(&mut piles);
                    piles
                }
                // Piles of one: the parity of N decides.
                2 => vec![1; rng.index(1..=MAX_N as usize)],
                // Powers of two and their neighbours, and the largest pile.
                _ => (0..rng.range(1..=6))
                    .map(|_| {
                        let p = 1u64 << rng.range(0..=29);
                        *rng.pick(&[p, p + 1, (p - 1).max(1), MAX_A])
                    })
                    .collect(),
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
                name: "A wins iff the total number of stones is odd (only the XOR's lowest bit)",
                answer: |c| winner(c.piles.iter().sum::<u64>() % 2 == 1),
            },
            Mutant {
                name: "A wins iff N is odd (counts piles, not stones)",
                answer: |c| winner(c.piles.len() % 2 == 1),
            },
            Mutant {
                name: "B wins only when the piles pair off into equal pairs",
                answer: |c| {
                    let mut p = c.piles.clone();
                    p.sort_unstable();
                    winner(p.len() % 2 == 1 || p.chunks(2).any(|w| w[0] != w[1]))
                },
            },
        ]
    }

    fn huge(bytes: usize, rng: &mut Rng) -> String {
        giant(bytes, Rng::magnitude, rng)
    }

    fn huge_uniform(bytes: usize, rng: &mut Rng) -> String {
        giant(bytes, Rng::range, rng)
    }
}

/// One game of about `bytes` bytes, far beyond N ≤ 1000; every pile drawn by `draw` (mixed lengths
/// or uniform) inside 1..=10^9.
fn giant(bytes: usize, draw: fn(&mut Rng, RangeInclusive<u64>) -> u64, rng: &mut Rng) -> String {
    let mut piles = String::new();
    let mut n = 0u64;
    while piles.len() < bytes {
        piles += &format!("{}\n", draw(rng, 1..=MAX_A));
        n += 1;
    }
    format!("{}\n{}", n, piles)
}
