//! cf603c — Lieges of Legendre: n piles of cows; a move removes one cow from a pile, or replaces a
//! pile of even size 2x (x > 0) by k piles of x; whoever removes the last cow wins. Kevin moves
//! first. One game per input: `n k`, then the n pile sizes. `Kevin` or `Nicky`.
//!
//! The brute force plays the rules on the whole position (a count of piles of each size; a split
//! really makes k piles) through the engine. The reference computes each pile's value by its
//! recursive definition (halving step by step), where the solution jumps by the trailing zeros.
//!
//! The solution also answers k = 0 (a split then removes the pile) and n = 0 (Nicky wins), which
//! the exhaustive domain uses.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::nim::multisets;
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;
use std::collections::HashMap;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("cf603c");

const MAX_N: u64 = P.max("n");
pub const MAX_K: u64 = P.max("k");
pub const MAX_A: u64 = P.max("a_i");
/// The brute force's limits: piles of at most this many cows, k at most `BRUTE_K`, at most
/// `BRUTE_PILES` piles at the start.
const BRUTE_A: u64 = 8;
const BRUTE_K: u64 = 4;
const BRUTE_PILES: usize = 3;
/// The random family's largest n, and the max family's but in one game of 50: the shrinker makes
/// every one-step-smaller copy of a failing case, which for 10^5 piles is 10^10 numbers (a mutant
/// caught first on such a case took 20 GB).
const RANDOM_N: u64 = 1000;
/// The exhaustive domain: 0 ≤ k ≤ `BRUTE_K`, every multiset of 0 to 3 piles of 1 to `EX_MAX`.
const EX_MAX: u64 = 7;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub k: u64,
    pub piles: Vec<u64>,
}

#[derive(Debug)]
pub struct Cf603c;

fn winner(kevin_wins: bool) -> String {
    if kevin_wins { "Kevin" } else { "Nicky" }.to_string()
}

/// The literal rules with k piles per split. A position counts the piles of each size: entry s − 1
/// is the number of piles of s cows.
#[derive(Debug)]
pub struct Cows {
    pub k: u32,
}

impl Game for Cows {
    type Pos = Vec<u32>;
    fn moves(&self, count: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for s in 1..=count.len() {
            if count[s - 1] == 0 {
                continue;
            }
            // Remove one cow from a pile of s.
            let mut next = count.clone();
            next[s - 1] -= 1;
            if s > 1 {
                next[s - 2] += 1;
            }
            out.push(next);
            // A pile of s = 2x becomes k piles of x.
            if s % 2 == 0 {
                let mut next = count.clone();
                next[s - 1] -= 1;
                next[s / 2 - 1] += self.k;
                out.push(next);
            }
        }
        out
    }
}

thread_local! {
    static BRUTE: RefCell<HashMap<u32, Solver<Cows>>> = RefCell::new(HashMap::new());
}

/// Does the player to move win these piles with this k, by the literal rules?
fn wins_by_rules(k: u32, piles: &[u64]) -> bool {
    let top = piles.iter().copied().max().unwrap_or(0) as usize;
    let mut count = vec![0u32; top];
    for &a in piles {
        count[a as usize - 1] += 1;
    }
    BRUTE.with(|b| b.borrow_mut().entry(k).or_insert_with(|| Solver::new(Cows { k })).wins(&count))
}

/// One pile's Grundy value from the literal rules with this k (for the tables of the tests).
pub fn pile_value_by_rules(k: u32, a: u64) -> u32 {
    let mut count = vec![0u32; a as usize];
    if a > 0 {
        count[a as usize - 1] = 1;
    }
    BRUTE
        .with(|b| b.borrow_mut().entry(k).or_insert_with(|| Solver::new(Cows { k })).grundy(&count))
}

/// One pile's value by the definition, with the parity of k: g(x) = mex{g(x − 1), and for x even
/// the XOR of k copies of g(x / 2), which is g(x / 2) for k odd and 0 for k even}; for x ≥ 3 (k
/// even) and x ≥ 5 (k odd) the odd values are 0 (their one option, g(x − 1), is not 0), so even
/// x ≥ 6 (k odd) have the options {0, g(x / 2)}, halved step by step.
pub fn value(k: u64, x: u64) -> u32 {
    if k % 2 == 0 {
        return match x {
            0..=2 => x as u32,
            _ => u32::from(x % 2 == 0),
        };
    }
    match x {
        0..=4 => [0, 1, 0, 1, 2][x as usize],
        _ if x % 2 == 1 => 0,
        _ => {
            // mex{0, g(x / 2)}: 2 if g(x / 2) = 1, else 1.
            if value(k, x / 2) == 1 {
                2
            } else {
                1
            }
        }
    }
}

impl Model for Cf603c {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = 1;
    const MULTI_CASE: bool = false;
    const EXHAUSTIVE: &'static str =
        "games with 0 ≤ k ≤ 4 and every multiset of 0 to 3 piles of 1 \
                                      to 7 cows (k = 0 and n = 0 are beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let n = t.u64("n", P.range("n"))?;
        let k = t.u64("k", P.range("k"))?;
        let piles = (0..n).map(|_| t.u64("a_i", P.range("a_i"))).collect::<Result<_, _>>()?;
        t.expect_end()?;
        Ok(vec![Case { k, piles }])
    }

    fn render(cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "cf603c holds one game per input");
        let c = &cases[0];
        let piles: Vec<String> = c.piles.iter().map(u64::to_string).collect();
        format!("{} {}\n{}\n", c.piles.len(), c.k, piles.join(" "))
    }

    fn brute(case: &Case) -> Option<String> {
        if case.k > BRUTE_K
            || case.piles.len() > BRUTE_PILES
            || case.piles.iter().any(|&a| a == 0 || a > BRUTE_A)
        {
            return None;
        }
        Some(winner(wins_by_rules(case.k as u32, &case.piles)))
    }

    fn reference(case: &Case) -> String {
        winner(case.piles.iter().fold(0, |x, &a| x ^ value(case.k, a)) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let k = match family {
            Family::Small => rng.range(1..=BRUTE_K),
            Family::Max => MAX_K - rng.range(0..=1),
            _ => rng.magnitude(1..=MAX_K),
        };
        let piles = match family {
            Family::Small => (0..rng.range(1..=3)).map(|_| rng.range(1..=BRUTE_A)).collect(),
            Family::Random => {
                (0..rng.magnitude(1..=RANDOM_N)).map(|_| rng.magnitude(1..=MAX_A)).collect()
            }
            Family::Max => {
                let n = if rng.chance(1, 50) { MAX_N } else { RANDOM_N };
                (0..n).map(|_| MAX_A - rng.range(0..=MAX_A / 4)).collect()
            }
            Family::Edge => {
                // Small piles (the exceptions below 6) and piles m · 2^t, m = 1, 3 or odd ≥ 5.
                (0..rng.range(1..=6))
                    .map(|_| match rng.range(0..=2) {
                        0 => rng.range(1..=8),
                        1 => *rng.pick(&[1, 3, 5, 7]) << rng.range(0..=26),
                        _ => rng.magnitude(1..=MAX_A / 2) | 1,
                    })
                    .collect()
            }
        };
        Case { k, piles }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case {
            k: rng.range(1..=MAX_K),
            piles: (0..rng.range(1..=MAX_N)).map(|_| rng.range(1..=MAX_A)).collect(),
        }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Tuple(vec![Shape::Int(case.k), Shape::ints(&case.piles)])
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let parts = shape.parts()?;
        Some(Case { k: parts.first()?.int()?, piles: parts.get(1)?.to_ints()? })
    }

    fn exhaustive() -> Vec<Case> {
        let mut cases = Vec::new();
        for k in 0..=BRUTE_K {
            for n in 0..=BRUTE_PILES {
                for m in multisets(n, EX_MAX - 1) {
                    cases.push(Case { k, piles: m.into_iter().map(|a| a + 1).collect() });
                }
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name:
                    "k odd, the small exceptions missed: the rule for x ≥ 5 used from 2 up (g(2) = \
                       2, g(3) = 0, g(4) = 1 instead of 0, 1, 2)",
                answer: |c| {
                    let g = |x: u64| {
                        if c.k % 2 == 0 || x < 2 {
                            value(c.k, x)
                        } else if x % 2 == 1 {
                            0
                        } else if value(c.k, x / 2) == 1 {
                            2
                        } else {
                            1
                        }
                    };
                    winner(c.piles.iter().fold(0, |x, &a| x ^ g(a)) != 0)
                },
            },
            Mutant {
                name: "k's parity ignored: the even-k values for every k",
                answer: |c| winner(c.piles.iter().fold(0, |x, &a| x ^ value(0, a)) != 0),
            },
            Mutant {
                name: "k odd, the split's value taken as g(x / 2) ^ 1 (as if k were counted twice)",
                answer: |c| {
                    let g = |x: u64| match x {
                        _ if c.k % 2 == 0 || x < 6 || x % 2 == 1 => value(c.k, x),
                        _ => {
                            if value(c.k, x / 2) == 0 {
                                2
                            } else {
                                1
                            }
                        }
                    };
                    winner(c.piles.iter().fold(0, |x, &a| x ^ g(a)) != 0)
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

/// One game of about `bytes` bytes, far beyond n ≤ 10^5; k and every pile drawn by `draw` (mixed
/// lengths or uniform) inside 1..=10^9.
fn giant(
    bytes: usize,
    draw: fn(&mut Rng, std::ops::RangeInclusive<u64>) -> u64,
    rng: &mut Rng,
) -> String {
    let mut piles = String::new();
    let mut n = 0u64;
    while piles.len() < bytes {
        piles += &format!("{} ", draw(rng, 1..=MAX_A));
        n += 1;
    }
    format!("{} {}\n{}\n", n, draw(rng, 1..=MAX_K), piles.trim_end())
}
