//! hdu2516 — the Fibonacci game: one pile of n; the first move takes 1..=n − 1 stones, every later
//! move takes at least 1 and at most twice what the opponent just took; taking the last stone wins.
//! Lines with n until a line with 0; `Second win` when the first player loses, else `First win`.
//!
//! The reference tests "n is a Fibonacci number" by the perfect-square criterion (5n² ± 4 is a
//! square), unlike the solution's hashed table of Fibonacci numbers.

use super::{isqrt, Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("hdu2516");

/// n < 2^31.
pub const MAX_N: u64 = P.max("n");
/// The largest pile the brute force searches (its memo is shared across calls, per thread).
const BRUTE_MAX: u64 = 400;
/// How many games the stress tester puts in one input: the judge states no count.
const BATCH: usize = 1_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub n: u64,
}

#[derive(Debug)]
pub struct Hdu2516;

fn answer(first_wins: bool) -> String {
    if first_wins { "First win" } else { "Second win" }.to_string()
}

/// The literal rules: a position is (stones left, the most the mover may take), the most capped
/// at what is left. Taking x leaves the opponent at most 2x. No stones left: the mover has lost
/// (the opponent took the last one).
#[derive(Debug)]
pub struct TakeAtMostTwice;

impl Game for TakeAtMostTwice {
    type Pos = (u64, u64);
    fn moves(&self, &(left, most): &(u64, u64)) -> Vec<(u64, u64)> {
        (1..=most.min(left)).map(|x| (left - x, (2 * x).min(left - x))).collect()
    }
}

thread_local! {
    static BRUTE: RefCell<Solver<TakeAtMostTwice>> = RefCell::new(Solver::new(TakeAtMostTwice));
}

fn is_square(m: u128) -> bool {
    let r = isqrt(m);
    r * r == m
}

/// n is a Fibonacci number iff 5n² + 4 or 5n² − 4 is a perfect square (from F(k)² − F(k−1)F(k+1) =
/// (−1)^(k−1) and Binet's formula). For n < 2^62, so 5n² + 4 fits u128.
pub fn is_fibonacci(n: u64) -> bool {
    assert!(n < 1 << 62, "is_fibonacci: n = {} too large for the square test", n);
    let m = 5 * u128::from(n) * u128::from(n);
    is_square(m + 4) || (m >= 4 && is_square(m - 4))
}

/// The Fibonacci numbers 1, 2, 3, 5, … up to `limit`.
pub fn fibonacci_upto(limit: u64) -> Vec<u64> {
    let mut f = vec![1, 2];
    while f[f.len() - 1] + f[f.len() - 2] <= limit {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f
}

/// The Lucas numbers 1, 3, 4, 7, 11, … (and 2) up to `limit`.
fn lucas_upto(limit: u64) -> Vec<u64> {
    let mut l = vec![2, 1, 3];
    while l[l.len() - 1] + l[l.len() - 2] <= limit {
        l.push(l[l.len() - 1] + l[l.len() - 2]);
    }
    l
}

impl Model for Hdu2516 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = BATCH;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "games with 1 ≤ n ≤ 400 (n = 1 is beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            let tok = t.clone().next_token();
            let n = t.u64("n", 0..=MAX_N)?;
            if n == 0 {
                break;
            }
            if n < P.bound("n").min {
                let at = tok.map_or(0, |tok| tok.at);
                let bounds = P.range("n");
                return Err(
                    t.error(at, format!("n = {} is outside the judge's bounds {:?}", n, bounds))
                );
            }
            cases.push(Case { n });
        }
        t.expect_end()?;
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s: String = cases.iter().map(|c| format!("{}\n", c.n)).collect();
        s += "0\n";
        s
    }

    fn brute(case: &Case) -> Option<String> {
        if case.n > BRUTE_MAX {
            return None;
        }
        // The first move may take anything but the whole pile.
        let start = (case.n, case.n - 1);
        Some(answer(BRUTE.with(|s| s.borrow_mut().wins(&start))))
    }

    fn reference(case: &Case) -> String {
        answer(!is_fibonacci(case.n))
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let n = match family {
            Family::Small => rng.range(2..=BRUTE_MAX),
            Family::Random => rng.magnitude(2..=MAX_N),
            Family::Max => {
                // The top of the range, or the largest Fibonacci number below it and its neighbours.
                let top_fib = *fibonacci_upto(MAX_N).last().expect("non-empty");
                if rng.chance(1, 2) {
                    MAX_N - rng.range(0..=3)
                } else {
                    top_fib - 1 + rng.range(0..=2)
                }
            }
            Family::Edge => {
                let around = match rng.range(0..=3) {
                    0 | 1 => *rng.pick(&fibonacci_upto(MAX_N)),
                    2 => *rng.pick(&lucas_upto(MAX_N)),
                    _ => 1 << rng.range(1..=30),
                };
                match rng.range(0..=3) {
                    0 => around - 1,
                    1 => around + 1,
                    _ => around,
                }
            }
        };
        Case { n: n.clamp(2, MAX_N) }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { n: rng.range(2..=MAX_N) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Int(case.n)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { n: shape.int()? })
    }

    fn exhaustive() -> Vec<Case> {
        (1..=BRUTE_MAX).map(|n| Case { n }).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "Lucas numbers (2, 1, 3, 4, 7, 11, …) instead of Fibonacci numbers",
                answer: |c| answer(!lucas_upto(c.n).contains(&c.n)),
            },
            Mutant {
                name: "off by one: Second win iff n − 1 is a Fibonacci number",
                answer: |c| answer(!fibonacci_upto(c.n).contains(&(c.n - 1))),
            },
            Mutant {
                name: "at most twice read as at most equal: Second win iff n is a power of two",
                answer: |c| answer(!c.n.is_power_of_two()),
            },
        ]
    }

    /// Random judge-range games up to about `bytes` bytes, then the one terminating 0 (the
    /// default would count a 0 per game).
    fn huge(bytes: usize, rng: &mut Rng) -> String {
        let mut s = String::with_capacity(bytes + 16);
        while s.len() < bytes {
            s += &format!("{}\n", Self::generate(Family::Random, rng).n);
        }
        s + "0\n"
    }
}
