//! nod1066 — Bash's game: one pile of N, take 1..=K, taking the last stone wins. A moves first.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{OnePile, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("nod1066");

const MAX_T: u64 = P.max("T");
/// N and K share their bound (a test of the table checks it); the generators draw both up to it.
const MAX_NK: u64 = P.max("N");
const _: () = assert!(P.max("K") == MAX_NK);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub n: u64,
    pub k: u64,
}

#[derive(Debug)]
pub struct Nod1066;

fn winner(a_wins: bool) -> String {
    if a_wins { "A" } else { "B" }.to_string()
}

impl Model for Nod1066 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "games with 1 ≤ N ≤ 60 and 1 ≤ K ≤ 60";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| {
            Ok(Case { n: t.u64("N", P.range("N"))?, k: t.u64("K", P.range("K"))? })
        })
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| format!("{} {}\n", c.n, c.k))
    }

    fn brute(case: &Case) -> Option<String> {
        if case.n > 300 {
            return None;
        }
        let k = case.k;
        let mut game = Solver::new(OnePile(move |n| (1..=k.min(n)).map(|x| n - x).collect()));
        Some(winner(game.wins(&case.n)))
    }

    fn reference(case: &Case) -> String {
        // The losing positions are the multiples of K + 1 (computed wide: K + 1 may be 2^64).
        winner(u128::from(case.n) % (u128::from(case.k) + 1) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => Case { n: rng.range(1..=60), k: rng.range(1..=60) },
            Family::Random => Case { n: rng.magnitude(1..=MAX_NK), k: rng.magnitude(1..=MAX_NK) },
            Family::Max => {
                Case { n: MAX_NK - rng.range(0..=2), k: MAX_NK - rng.magnitude(0..=MAX_NK - 1) }
            }
            Family::Edge => {
                // Just around a multiple of K + 1, or K right at N.
                let k = rng.magnitude(1..=MAX_NK / 2);
                let n = match rng.range(0..=2) {
                    0 => (k + 1) * rng.range(1..=MAX_NK / (k + 1)),
                    1 => k,
                    _ => k + 2,
                };
                Case { n: (n + rng.range(0..=2)).saturating_sub(1).clamp(1, MAX_NK), k }
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
        (1..=60).flat_map(|n| (1..=60).map(move |k| Case { n, k })).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "multiples of K lose (should be K + 1)",
                answer: |c| winner(c.n % c.k != 0),
            },
            Mutant {
                name: "A wins iff N > K (forgets that A may take everything)",
                answer: |c| winner(c.n > c.k),
            },
        ]
    }
}
