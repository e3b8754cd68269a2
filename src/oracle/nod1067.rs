//! nod1067 — Bash's game V2: one pile of N, each move takes exactly 1, 3 or 4 stones, taking the
//! last stone wins. A moves first.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{OnePile, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("nod1067");

const MAX_T: u64 = P.max("T");
const MAX_N: u64 = P.max("N");
/// The largest pile the brute force searches.
const BRUTE_MAX: u64 = 3_000;
/// The take sizes of the rules.
const TAKES: [u64; 3] = [1, 3, 4];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub n: u64,
}

#[derive(Debug)]
pub struct Nod1067;

fn winner(a_wins: bool) -> String {
    if a_wins { "A" } else { "B" }.to_string()
}

/// The winner by residue mod 7, read off a table: `B` at residues 0 and 2.
const BY_RESIDUE: &[u8; 7] = b"BABAAAA";

impl Model for Nod1067 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "games with 0 ≤ N ≤ 2000 (N = 0 is beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| Ok(Case { n: t.u64("N", P.range("N"))? }))
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| format!("{}\n", c.n))
    }

    fn brute(case: &Case) -> Option<String> {
        if case.n > BRUTE_MAX {
            return None;
        }
        let mut game =
            Solver::new(OnePile(|n| TAKES.iter().filter(|&&x| x <= n).map(|&x| n - x).collect()));
        Some(winner(game.wins(&case.n)))
    }

    fn reference(case: &Case) -> String {
        // Wide arithmetic and a table lookup: a different path from the bin's `matches!`.
        let r = (u128::from(case.n) % 7) as usize;
        char::from(BY_RESIDUE[r]).to_string()
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => Case { n: rng.range(1..=100) },
            Family::Random => Case { n: rng.magnitude(1..=MAX_N) },
            Family::Max => Case { n: MAX_N - rng.range(0..=13) },
            Family::Edge => {
                // Each residue right around a multiple of 7 (and of 6, where period-6 slips show).
                let m = if rng.chance(1, 2) { 7 } else { 6 };
                let q = rng.magnitude(0..=MAX_N / m - 1);
                Case { n: (q * m + rng.range(0..=6)).clamp(1, MAX_N) }
            }
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { n: rng.range(1..=MAX_N) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Int(case.n)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { n: shape.int()? })
    }

    fn exhaustive() -> Vec<Case> {
        (0..=2000).map(|n| Case { n }).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "period 6: B at N mod 6 ∈ {0, 2}",
                answer: |c| winner(!matches!(c.n % 6, 0 | 2)),
            },
            Mutant { name: "only multiples of 7 lose", answer: |c| winner(c.n % 7 != 0) },
            Mutant {
                name: "residues {0, 2} of N − 1 instead of N",
                answer: |c| winner(!matches!(c.n.wrapping_sub(1) % 7, 0 | 2)),
            },
        ]
    }
}
