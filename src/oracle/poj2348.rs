//! poj2348 — Euclid's game: two positive integers; a move subtracts a positive multiple of the
//! smaller from the larger, leaving it non-negative; whoever brings one of them to 0 wins. Stan
//! moves first. Lines with a pair until a line `0 0`; `Stan wins` or `Ollie wins` for each.
//!
//! The reference walks the quotients of Euclid's algorithm (the first quotient ≥ 2, or the last
//! one, gives its mover the win), not the solution's closed form a(a − b) < b²; the generators
//! use the golden-ratio form (2a − b)² < 5b² to aim at the border.

use super::{isqrt, Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("poj2348");

/// a, b < 2^31.
pub const MAX: u64 = P.max("a, b");
/// The largest number the brute force searches (its memo is shared across calls, per thread).
const BRUTE_MAX: u64 = 1000;
/// The exhaustive domain: every ordered pair 1 ≤ a, b ≤ `EX_MAX`.
const EX_MAX: u64 = 100;
/// How many games the stress tester puts in one input: the judge states no count.
const BATCH: usize = 1_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub a: u64,
    pub b: u64,
}

#[derive(Debug)]
pub struct Poj2348;

fn answer(stan_wins: bool) -> String {
    if stan_wins { "Stan wins" } else { "Ollie wins" }.to_string()
}

/// The literal rules on the pair as it stands (no ordering assumed): subtract k times the smaller
/// from the larger for every k ≥ 1 that leaves it ≥ 0. A pair holding a 0 has no moves: the player
/// who made the 0 has won, so the player to move there has lost.
#[derive(Debug)]
pub struct Subtract;

impl Game for Subtract {
    type Pos = (u64, u64);
    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        if a == 0 || b == 0 {
            return vec![];
        }
        let (big, small) = (a.max(b), a.min(b));
        let rest = |k: u64| big - k * small;
        let keep = |k: u64| if a >= b { (rest(k), b) } else { (a, rest(k)) };
        (1..=big / small).map(keep).collect()
    }
}

thread_local! {
    static BRUTE: RefCell<Solver<Subtract>> = RefCell::new(Solver::new(Subtract));
}

/// With a ≥ b ≥ 1: the mover loses iff b < a < φ·b, φ = (1 + √5)/2. As φ·b is irrational,
/// a < φ·b ⇔ 2a − b < √5·b ⇔ (2a − b)² < 5b² (both sides non-negative), exact in u128.
pub fn mover_wins(a: u64, b: u64) -> bool {
    let (a, b) = (u128::from(a.max(b)), u128::from(a.min(b)));
    let lost = a > b && (2 * a - b) * (2 * a - b) < 5 * b * b;
    !lost
}

/// The pairs (F(k + 1), F(k)) of consecutive Fibonacci numbers up to `limit`: the longest chains of
/// forced moves.
fn fibonacci_pairs(limit: u64) -> Vec<(u64, u64)> {
    let (mut f, mut g, mut out) = (1u64, 2u64, vec![]);
    while g <= limit {
        out.push((g, f));
        let h = f + g;
        f = g;
        g = h;
    }
    out
}

impl Model for Poj2348 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = BATCH;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every ordered pair with 1 ≤ a, b ≤ 100";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            let tok = t.clone().next_token();
            let a = t.u64("a", 0..=MAX)?;
            let b = t.u64("b", 0..=MAX)?;
            if a == 0 && b == 0 {
                break;
            }
            if a == 0 || b == 0 {
                let at = tok.map_or(0, |tok| tok.at);
                return Err(t.error(at, "a pair with one 0: the judge's numbers are positive"));
            }
            cases.push(Case { a, b });
        }
        t.expect_end()?;
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s: String = cases.iter().map(|c| format!("{} {}\n", c.a, c.b)).collect();
        s += "0 0\n";
        s
    }

    fn brute(case: &Case) -> Option<String> {
        if case.a.max(case.b) > BRUTE_MAX {
            return None;
        }
        Some(answer(BRUTE.with(|s| s.borrow_mut().wins(&(case.a, case.b)))))
    }

    fn reference(case: &Case) -> String {
        // Euclid's quotients: at (a, b), a ≥ b, with q = a / b, the mover chooses if q ≥ 2 or the
        // remainder is 0; with q = 1 his move to (b, a mod b) is forced.
        let (mut a, mut b, mut stan) = (case.a.max(case.b), case.a.min(case.b), true);
        while a / b == 1 && a % b != 0 {
            (a, b, stan) = (b, a % b, !stan);
        }
        answer(stan)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let (a, b) = match family {
            Family::Small => (rng.range(1..=BRUTE_MAX), rng.range(1..=BRUTE_MAX)),
            Family::Random => (rng.magnitude(1..=MAX), rng.magnitude(1..=MAX)),
            Family::Max => (MAX - rng.range(0..=MAX / 4), MAX - rng.range(0..=MAX / 2)),
            Family::Edge => match rng.range(0..=3) {
                // Consecutive Fibonacci numbers and their neighbours: the longest forced chains.
                0 => {
                    let (f, g) = *rng.pick(&fibonacci_pairs(MAX));
                    (f, (g + rng.range(0..=2)).saturating_sub(1).max(1))
                }
                // Equal numbers, and exact multiples.
                1 => {
                    let b = rng.magnitude(1..=MAX);
                    (b * rng.range(1..=(MAX / b).min(3)), b)
                }
                // Where 2b passes 2^31: b ≥ 2^30 and b < a < 2b.
                2 => {
                    let b = rng.range(1 << 30..=MAX - 1);
                    (rng.range(b + 1..=MAX), b)
                }
                // Near the golden ratio: a = ⌊φ·b⌋ or ⌈φ·b⌉.
                _ => {
                    let b = rng.magnitude(1..=MAX / 2);
                    let root = isqrt(5 * u128::from(b) * u128::from(b)) as u64;
                    // ⌊φ·b⌋ = ⌊(b + √5·b)/2⌋, within one of (b + ⌊√5·b⌋)/2.
                    let mut a = (b + root) / 2;
                    while a > b && mover_wins(a, b) {
                        a -= 1;
                    }
                    while !mover_wins(a + 1, b) {
                        a += 1;
                    }
                    (a + rng.range(0..=1), b)
                }
            },
        };
        if rng.chance(1, 2) {
            Case { a: b, b: a }
        } else {
            Case { a, b }
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { a: rng.range(1..=MAX), b: rng.range(1..=MAX) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::pair(case.a, case.b)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let (a, b) = shape.to_pair()?;
        Some(Case { a, b })
    }

    fn exhaustive() -> Vec<Case> {
        (1..=EX_MAX).flat_map(|a| (1..=EX_MAX).map(move |b| Case { a, b })).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "only the first move looked at: Stan wins iff a ≥ 2b or b | a (larger first)",
                answer: |c| {
                    let (a, b) = (c.a.max(c.b), c.a.min(c.b));
                    answer(a >= 2 * b || a % b == 0)
                },
            },
            Mutant {
                name: "the pair not ordered: every pair with a < b called won",
                answer: |c| answer(c.a < c.b || mover_wins(c.a, c.b)),
            },
            Mutant {
                name: "a = b forgotten: the walk subtracts b from a = b and flips once more",
                answer: |c| answer(if c.a == c.b { false } else { mover_wins(c.a, c.b) }),
            },
            Mutant {
                name: "2b in a signed 32-bit int: it wraps for b ≥ 2^30, so a ≥ 2b holds",
                answer: |c| {
                    let (mut a, mut b, mut stan) = (c.a.max(c.b), c.a.min(c.b), true);
                    while (a as i64) < i64::from((2 * b) as u32 as i32) && a != b {
                        (a, b, stan) = (b, a - b, !stan);
                    }
                    answer(stan)
                },
            },
        ]
    }

    /// Random judge-range pairs up to about `bytes` bytes, then the one closing `0 0` (the default
    /// would close every pair).
    fn huge(bytes: usize, rng: &mut Rng) -> String {
        let mut s = String::with_capacity(bytes + 16);
        while s.len() < bytes {
            let c = Self::generate(Family::Random, rng);
            s += &format!("{} {}\n", c.a, c.b);
        }
        s + "0 0\n"
    }
}
