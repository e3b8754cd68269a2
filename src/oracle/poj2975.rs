//! poj2975 — Nim, counting the winning moves: ordinary Nim, and the answer is how many moves (a pile
//! and the size it is lowered to) leave the opponent a lost position. Cases follow one another until
//! a case with n = 0, which is not processed.
//!
//! The validator asks for the final 0 as the judge's format has it, and `render` writes it. The
//! solution also accepts empty piles (a pile of 0 offers no move), which the exhaustive domain uses.

use super::{Family, Model, Mutant};
use crate::nim::{multisets, searchable, NIM};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("poj2975");

const MAX_N: u64 = P.max("n");
const MAX_K: u64 = P.max("k");
/// The brute force searches a case when positions × moves per position, ∏ (k + 1) · Σ k, is at
/// most this (the exhaustive domain's largest case, 12, 12, 12, 12, needs 28 561 · 48).
const BRUTE_WORK: u64 = 1_500_000;
/// Piles in the exhaustive domain: every multiset of 1 to `EX_PILES` piles of 0 to `EX_MAX` stones.
const EX_PILES: usize = 4;
const EX_MAX: u64 = 12;

/// One case: the pile sizes, in input order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub piles: Vec<u64>,
}

#[derive(Debug)]
pub struct Poj2975;

/// A case with piles around `x`'s top bit: pairs of equal big piles cancel out, so piles bigger
/// than the XOR that lack its top bit (k ≥ x but k ^ x > k) are common.
fn cancelling_piles(rng: &mut Rng) -> Vec<u64> {
    let small = rng.magnitude(1..=MAX_K / 2);
    let mut piles = vec![small];
    for _ in 0..rng.range(0..=3) {
        piles.push(rng.range(1..=small));
    }
    for _ in 0..rng.range(1..=3) {
        let big = rng.range(small..=MAX_K);
        piles.push(big);
        piles.push(big);
    }
    rng.shuffle(&mut piles);
    piles
}

impl Model for Poj2975 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    /// The judge states no limit on the number of cases; a thousand is a generous judge file.
    const JUDGE_BATCH: usize = 1_000;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str =
        "every multiset of 1 to 4 piles of 0 to 12 stones (empty piles \
                                      are beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            let n = t.u64("n (0 ends the input)", 0..=MAX_N)?;
            if n == 0 {
                break;
            }
            let piles =
                (0..n).map(|_| t.u64("pile size k", P.range("k"))).collect::<Result<_, _>>()?;
            cases.push(Case { piles });
        }
        t.expect_end()?;
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s = String::new();
        for c in cases {
            s += &format!("{}\n", c.piles.len());
            let piles: Vec<String> = c.piles.iter().map(u64::to_string).collect();
            s += &piles.join(" ");
            s += "\n";
        }
        s + "0\n"
    }

    fn brute(case: &Case) -> Option<String> {
        if !searchable(&case.piles, BRUTE_WORK) {
            return None;
        }
        let mut piles = case.piles.clone();
        piles.sort_unstable();
        Some(NIM.with(|nim| nim.borrow_mut().winning_moves(&piles)).to_string())
    }

    fn reference(case: &Case) -> String {
        // A winning move must clear the top bit of the XOR from a pile: count the piles that have it.
        let x = case.piles.iter().fold(0, |x, &k| x ^ k);
        if x == 0 {
            return "0".to_string();
        }
        let top = 63 - x.leading_zeros();
        case.piles.iter().filter(|&&k| k >> top & 1 == 1).count().to_string()
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let piles = match family {
            Family::Small => {
                let n = rng.index(1..=4);
                (0..n).map(|_| rng.range(1..=10)).collect()
            }
            Family::Random => {
                let n = rng.magnitude(1..=MAX_N);
                (0..n).map(|_| rng.magnitude(1..=MAX_K)).collect()
            }
            Family::Max => (0..MAX_N).map(|_| MAX_K - rng.magnitude(0..=MAX_K - 1)).collect(),
            Family::Edge => match rng.range(0..=3) {
                0 => cancelling_piles(rng),
                // XOR exactly 0: the last pile repeats the XOR of the others (when that is ≥ 1;
                // drawn again while it passes 10^9, as the XOR of piles up to 10^9 may).
                1 => loop {
                    let mut piles: Vec<u64> =
                        (0..rng.range(1..=6)).map(|_| rng.magnitude(1..=MAX_K)).collect();
                    let x = piles.iter().fold(0, |x, &k| x ^ k);
                    if x <= MAX_K {
                        piles.push(x.max(1));
                        break piles;
                    }
                },
                // Powers of two and their neighbours, the largest pile, ones.
                2 => (0..rng.range(1..=6))
                    .map(|_| {
                        let p = 1u64 << rng.range(0..=29);
                        match rng.range(0..=3) {
                            0 => p,
                            1 => p + 1,
                            2 => (p - 1).max(1),
                            _ => MAX_K,
                        }
                    })
                    .collect(),
                // Many equal piles.
                _ => vec![rng.magnitude(1..=MAX_K); rng.index(1..=MAX_N as usize)],
            },
        };
        Case { piles }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { piles: (0..rng.range(1..=MAX_N)).map(|_| rng.range(1..=MAX_K)).collect() }
    }

    fn shape(case: &Case) -> Shape {
        Shape::ints(&case.piles)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { piles: shape.to_ints()? })
    }

    fn exhaustive() -> Vec<Case> {
        (1..=EX_PILES).flat_map(|n| multisets(n, EX_MAX)).map(|piles| Case { piles }).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        fn xor(c: &Case) -> u64 {
            c.piles.iter().fold(0, |x, &k| x ^ k)
        }
        vec![
            Mutant {
                name: "counts the piles with k ≥ X instead of (k XOR X) < k",
                answer: |c| {
                    let x = xor(c);
                    let count =
                        if x == 0 { 0 } else { c.piles.iter().filter(|&&k| k >= x).count() };
                    count.to_string()
                },
            },
            Mutant {
                name: "prints 1 for a won position (the existence of a move, not their number)",
                answer: |c| u64::from(xor(c) != 0).to_string(),
            },
            Mutant {
                name: "counts the piles with (k XOR X) ≤ k (takes zero stones when X = 0)",
                answer: |c| {
                    let x = xor(c);
                    c.piles.iter().filter(|&&k| k ^ x <= k).count().to_string()
                },
            },
        ]
    }
}
