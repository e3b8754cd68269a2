//! gym102263b — Road to Arabella: a number n and a parameter k; a move subtracts x with
//! 1 ≤ x ≤ max(1, n − k); whoever must move at n = 0 loses. Kilani moves first, then Ayoub.
//!
//! The gym page itself was not seen. Bounds as solvers report them: T ≤ 10^4, n, k ≤ 10^9, k > n
//! possible; the smallest values solvers test are n = k = 1, so the validator asks n, k ≥ 1. The
//! solution answers n = 0 and k = 0 as well (the exhaustive domain includes them).

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{OnePile, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("gym102263b");

const MAX_T: u64 = P.max("T");
/// n and k share their bound; the generators draw both up to it.
const MAX_NK: u64 = P.max("n");
const _: () = assert!(P.max("k") == MAX_NK);
/// The largest n the brute force searches (a position n has up to n − k moves).
const BRUTE_MAX: u64 = 200;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub n: u64,
    pub k: u64,
}

#[derive(Debug)]
pub struct Gym102263b;

/// The literal moves from n: subtract any x with 1 ≤ x ≤ max(1, n − k); none at n = 0.
pub fn moves(k: u64) -> impl Fn(u64) -> Vec<u64> {
    move |n| {
        if n == 0 {
            return Vec::new();
        }
        // The bound max(1, n − k), computed signed.
        let most = (i128::from(n) - i128::from(k)).max(1) as u64;
        (1..=most).map(|x| n - x).collect()
    }
}

fn winner(kilani_wins: bool) -> String {
    if kilani_wins { "Kilani" } else { "Ayoub" }.to_string()
}

impl Model for Gym102263b {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str =
        "games with 0 ≤ n ≤ 60 and 0 ≤ k ≤ 60 (n = 0 and k = 0 are beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| {
            Ok(Case { n: t.u64("n", P.range("n"))?, k: t.u64("k", P.range("k"))? })
        })
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| format!("{} {}\n", c.n, c.k))
    }

    fn brute(case: &Case) -> Option<String> {
        if case.n > BRUTE_MAX {
            return None;
        }
        let mut game = Solver::new(OnePile(moves(case.k)));
        Some(winner(game.wins(&case.n)))
    }

    fn reference(case: &Case) -> String {
        // Lost for the mover exactly at the even n ≤ k + 1 (wide: k + 1 may be 2^64).
        let lost = u128::from(case.n) <= u128::from(case.k) + 1 && case.n % 2 == 0;
        winner(!lost)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => Case { n: rng.range(1..=60), k: rng.range(1..=60) },
            Family::Random => Case { n: rng.magnitude(1..=MAX_NK), k: rng.magnitude(1..=MAX_NK) },
            Family::Max => {
                let k = if rng.chance(1, 2) {
                    MAX_NK - rng.range(0..=3)
                } else {
                    rng.magnitude(1..=MAX_NK)
                };
                Case { n: MAX_NK - rng.range(0..=3), k }
            }
            Family::Edge => {
                // n just around k + 1, both parities of k; now and then n well below k.
                let k = rng.magnitude(1..=MAX_NK - 3);
                let n = if rng.chance(1, 6) {
                    rng.magnitude(1..=k)
                } else {
                    (k + rng.range(0..=4)).saturating_sub(1).max(1)
                };
                Case { n, k }
            }
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { n: rng.range(1..=MAX_NK), k: rng.range(1..=MAX_NK) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::pair(case.n, case.k)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let (n, k) = shape.to_pair()?;
        Some(Case { n, k })
    }

    fn exhaustive() -> Vec<Case> {
        (0..=60).flat_map(|n| (0..=60).map(move |k| Case { n, k })).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "Kilani wins iff n is odd (k ignored)",
                answer: |c| winner(c.n % 2 == 1),
            },
            Mutant {
                name: "threshold n > k instead of n > k + 1",
                answer: |c| winner(c.n % 2 == 1 || c.n > c.k),
            },
            Mutant {
                name: "Kilani wins iff n − k is odd",
                answer: |c| winner((c.n ^ c.k) % 2 == 1),
            },
        ]
    }
}
