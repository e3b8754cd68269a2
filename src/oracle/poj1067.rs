//! poj1067 — Wythoff's game: two piles; a move takes any positive number of stones from one pile,
//! or the same positive number from both; whoever takes the last stone wins. Pairs `a b` until the
//! end of the input; `1` when the player to move wins, else `0`.
//!
//! The reference reads the answer off Zeckendorf representations (a method unrelated to the
//! solution's quadratic test); the generators place pairs with an integer square root (a third
//! method); its unit tests (tests/unit/oracle/poj1067.rs) check all three against the brute force
//! and a greedy mex construction.

use super::{isqrt, Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("poj1067");

pub const MAX_AB: u64 = P.max("a, b");
/// The largest pile the brute force searches (its memo is shared across calls, per thread).
const BRUTE_MAX: u64 = 100;
/// How many pairs the stress tester puts in one input: the judge states no count.
const BATCH: usize = 1_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    /// The piles in the order given (either may be the larger).
    pub a: u64,
    pub b: u64,
}

#[derive(Debug)]
pub struct Poj1067;

fn answer(mover_wins: bool) -> String {
    if mover_wins { "1" } else { "0" }.to_string()
}

/// Wythoff's game on sorted piles, from the rules alone.
#[derive(Debug)]
pub struct Wythoff;

impl Game for Wythoff {
    type Pos = (u64, u64);
    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let sorted = |x: u64, y: u64| (x.min(y), x.max(y));
        let mut out = Vec::new();
        for t in 1..=b {
            out.push(sorted(a, b - t)); // from the larger pile
            if t <= a {
                out.push(sorted(a - t, b)); // from the smaller pile
                out.push((a - t, b - t)); // the same from both
            }
        }
        out
    }
}

thread_local! {
    static BRUTE: RefCell<Solver<Wythoff>> = RefCell::new(Solver::new(Wythoff));
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, … (F(2), F(3), …) up to the first one above 2^65: enough to
/// write any u64 in Zeckendorf form and to shift it one place up.
fn fibonacci() -> Vec<u128> {
    let mut f: Vec<u128> = vec![1, 2];
    while f[f.len() - 1] <= 1 << 65 {
        let next = f[f.len() - 1] + f[f.len() - 2];
        f.push(next);
    }
    f
}

/// The Zeckendorf representation of n: indices into `fibonacci()`, largest first (greedy).
fn zeckendorf(n: u64, fib: &[u128]) -> Vec<usize> {
    let mut rest = u128::from(n);
    let mut used = Vec::new();
    for i in (0..fib.len()).rev() {
        if fib[i] <= rest {
            rest -= fib[i];
            used.push(i);
        }
    }
    used
}

/// The reference: (a, b) with a ≤ b is lost iff a = b = 0, or a's Zeckendorf representation ends in
/// an even number of zeros (its smallest term has an even index in 1, 2, 3, 5, …: a is a lower
/// Wythoff number ⌊nφ⌋) and b is a with every term moved one place up (b = a + n = ⌊nφ²⌋).
pub fn lost_by_zeckendorf(x: u64, y: u64) -> bool {
    let (a, b) = (x.min(y), x.max(y));
    if a == 0 {
        return b == 0;
    }
    let fib = fibonacci();
    let terms = zeckendorf(a, &fib);
    let lowest = *terms.last().expect("a ≥ 1 has a term");
    lowest % 2 == 0 && terms.iter().map(|&i| fib[i + 1]).sum::<u128>() == u128::from(b)
}

/// ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋, for 5k² < 2^128 (k < 8.2·10^18).
pub fn lower_wythoff(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + isqrt(5 * k * k)) / 2) as u64
}

/// The losing pair (⌊kφ⌋, ⌊kφ⌋ + k).
pub fn losing_pair(k: u64) -> (u64, u64) {
    let a = lower_wythoff(k);
    (a, a + k)
}

/// The largest k whose losing pair fits the judge's bound (⌊kφ⌋ + k ≤ 10^9).
pub fn top_k() -> u64 {
    let (mut lo, mut hi) = (0, MAX_AB);
    while lo < hi {
        let mid = (lo + hi + 1) / 2;
        if losing_pair(mid).1 <= MAX_AB {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    lo
}

/// A pair in either order.
fn either_order(x: u64, y: u64, rng: &mut Rng) -> Case {
    if rng.chance(1, 2) {
        Case { a: x, b: y }
    } else {
        Case { a: y, b: x }
    }
}

/// `v` moved by −1, 0 or +1 (two times in three: 0), kept inside the judge's bounds.
fn nudge(v: u64, rng: &mut Rng) -> u64 {
    match rng.range(0..=5) {
        0 => v.saturating_sub(1),
        1 => (v + 1).min(MAX_AB),
        _ => v,
    }
}

/// A k for the edge family: Fibonacci numbers (where ⌊kφ⌋ is closest to an integer and a f64
/// golden ratio goes wrong first), sums of two, or any magnitude.
fn edge_k(rng: &mut Rng, kmax: u64) -> u64 {
    let fib: Vec<u64> =
        fibonacci().into_iter().map(|f| f as u64).take_while(|&f| f <= kmax).collect();
    let k = match rng.range(0..=2) {
        0 => *rng.pick(&fib),
        1 => rng.pick(&fib) + rng.pick(&fib),
        _ => rng.magnitude(1..=kmax),
    };
    k.min(kmax)
}

impl Model for Poj1067 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = BATCH;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "pairs with 0 ≤ a, b ≤ 100";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        let mut a = Some(t.u64("a", P.range("a, b"))?);
        while let Some(x) = a {
            let b = t.u64("b", P.range("a, b"))?;
            cases.push(Case { a: x, b });
            a = t.opt_u64("a", P.range("a, b"))?;
        }
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        cases.iter().map(|c| format!("{} {}\n", c.a, c.b)).collect()
    }

    fn brute(case: &Case) -> Option<String> {
        let (a, b) = (case.a.min(case.b), case.a.max(case.b));
        if b > BRUTE_MAX {
            return None;
        }
        Some(answer(BRUTE.with(|s| s.borrow_mut().wins(&(a, b)))))
    }

    fn reference(case: &Case) -> String {
        answer(!lost_by_zeckendorf(case.a, case.b))
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => {
                if rng.chance(1, 3) {
                    // A losing pair or a neighbour: random pairs are almost never lost.
                    let (x, y) = losing_pair(rng.range(0..=38));
                    either_order(nudge(x, rng), nudge(y, rng), rng)
                } else {
                    Case { a: rng.range(0..=BRUTE_MAX), b: rng.range(0..=BRUTE_MAX) }
                }
            }
            Family::Random => Case { a: rng.magnitude(0..=MAX_AB), b: rng.magnitude(0..=MAX_AB) },
            Family::Max => {
                let (x, y) = if rng.chance(1, 2) {
                    // The largest losing pairs inside the bound, and their neighbours.
                    losing_pair(top_k() - rng.range(0..=3))
                } else {
                    (MAX_AB - rng.range(0..=3), MAX_AB - rng.magnitude(0..=MAX_AB))
                };
                either_order(nudge(x, rng), nudge(y, rng), rng)
            }
            Family::Edge => match rng.range(0..=7) {
                0 => {
                    let v = rng.magnitude(0..=MAX_AB);
                    Case { a: v, b: v }
                }
                1 => either_order(0, rng.magnitude(0..=3), rng),
                _ => {
                    let (x, y) = losing_pair(edge_k(rng, top_k()));
                    let (x, y) =
                        if rng.chance(1, 3) { (nudge(x, rng), nudge(y, rng)) } else { (x, y) };
                    either_order(x, y, rng)
                }
            },
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { a: rng.range(0..=MAX_AB), b: rng.range(0..=MAX_AB) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::pair(case.a, case.b)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let (a, b) = shape.to_pair()?;
        Some(Case { a, b })
    }

    fn exhaustive() -> Vec<Case> {
        (0..=BRUTE_MAX).flat_map(|a| (0..=BRUTE_MAX).map(move |b| Case { a, b })).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "f64 golden ratio: a == floor(k * (1 + 5f64.sqrt()) / 2.0)",
                answer: |c| {
                    let (a, b) = (c.a.min(c.b), c.a.max(c.b));
                    let k = b - a;
                    let phi_k = (k as f64 * (1.0 + 5f64.sqrt()) / 2.0).floor() as u64;
                    answer(a != phi_k)
                },
            },
            Mutant {
                name: "φ truncated to 1.618",
                answer: |c| {
                    let (a, b) = (c.a.min(c.b), c.a.max(c.b));
                    let k = b - a;
                    answer(u128::from(a) != u128::from(k) * 1618 / 1000)
                },
            },
            Mutant { name: "Nim: lost iff a == b", answer: |c| answer(c.a != c.b) },
            Mutant {
                name: "piles not sorted: the first number taken as the smaller",
                answer: |c| {
                    let k = c.a.abs_diff(c.b);
                    answer(c.a != lower_wythoff(k))
                },
            },
        ]
    }
}
