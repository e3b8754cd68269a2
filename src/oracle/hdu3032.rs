//! hdu3032 — Nim or not Nim? (Lasker's Nim): N heaps; a move removes any positive number from one
//! heap, or splits one heap into two smaller non-empty heaps; whoever takes the last one wins.
//! Alice moves first. "T, then T cases": N, then the N heap sizes. `Alice` or `Bob`.
//!
//! The brute force plays the rules on the whole multiset of heaps (splits included) through the
//! engine; the reference XORs the Grundy values from a `match` on n mod 4 in u128, where the
//! solution computes them without a branch in u64 with the carry kept apart.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::nim::multisets;
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;
use std::cell::RefCell;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("hdu3032");

const MAX_T: u64 = P.max("T");
const MAX_N: u64 = P.max("N");
pub const MAX_S: u64 = P.max("s[i]");
/// The brute force searches games of at most this many stones in all (every position is then a
/// partition of at most 28: about 20 000 of them).
const BRUTE_STONES: u64 = 28;
/// The exhaustive domain: every multiset of 1 to `EX_HEAPS` heaps of 1 to `EX_MAX`.
const EX_HEAPS: usize = 4;
const EX_MAX: u64 = 7;
/// The random family's largest N: 10^6 heaps in each of 10 000 cases would be 10^10 numbers; the
/// max family holds a few games of the judge's full N.
const RANDOM_N: u64 = 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub heaps: Vec<u64>,
}

#[derive(Debug)]
pub struct Hdu3032;

fn winner(alice_wins: bool) -> String {
    if alice_wins { "Alice" } else { "Bob" }.to_string()
}

/// The literal rules of "take or split": from one heap, remove any positive number of stones, or
/// split it into `parts` smaller non-empty heaps (2: Lasker's Nim, hdu3032; 3: hdu5795). A
/// position is the sorted multiset of non-empty heaps.
#[derive(Debug)]
pub struct TakeOrSplit {
    pub parts: usize,
}

impl TakeOrSplit {
    /// Every way to write `h` as `parts` positive parts in non-decreasing order.
    pub fn splits(h: u64, parts: usize) -> Vec<Vec<u64>> {
        fn go(left: u64, parts: usize, from: u64, acc: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
            if parts == 1 {
                if left >= from {
                    acc.push(left);
                    out.push(acc.clone());
                    acc.pop();
                }
                return;
            }
            let mut a = from;
            while a * parts as u64 <= left {
                acc.push(a);
                go(left - a, parts - 1, a, acc, out);
                acc.pop();
                a += 1;
            }
        }
        let mut out = Vec::new();
        go(h, parts, 1, &mut Vec::new(), &mut out);
        out
    }
}

impl Game for TakeOrSplit {
    type Pos = Vec<u64>;
    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            if i > 0 && heaps[i] == heaps[i - 1] {
                continue; // the same heap size: the same positions
            }
            let rest = || {
                let mut r = heaps.clone();
                r.remove(i);
                r
            };
            for left in 0..heaps[i] {
                let mut next = rest();
                if left > 0 {
                    next.push(left);
                }
                next.sort_unstable();
                out.push(next);
            }
            for parts in TakeOrSplit::splits(heaps[i], self.parts) {
                let mut next = rest();
                next.extend(parts);
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

thread_local! {
    static BRUTE: RefCell<Solver<TakeOrSplit>> = RefCell::new(Solver::new(TakeOrSplit { parts: 2 }));
}

/// The Grundy value of one heap of `n`, from the literal rules (for the tables of the tests).
pub fn heap_value_by_rules(n: u64) -> u32 {
    let heap = if n == 0 { vec![] } else { vec![n] };
    BRUTE.with(|s| s.borrow_mut().grundy(&heap))
}

/// Lasker's Nim: g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3.
pub fn lasker(n: u64) -> u128 {
    let n = u128::from(n);
    match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

impl Model for Hdu3032 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every multiset of 1 to 4 heaps of 1 to 7";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| {
            let n = t.u64("N", P.range("N"))?;
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
        winner(case.heaps.iter().fold(0u128, |x, &h| x ^ lasker(h)) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let heaps = match family {
            Family::Small => (0..rng.range(1..=4)).map(|_| rng.range(1..=9)).collect(),
            Family::Random => {
                (0..rng.magnitude(1..=RANDOM_N)).map(|_| rng.magnitude(1..=MAX_S)).collect()
            }
            Family::Max => {
                // One game in 400 of the judge's full N (a few per test run), else N near 1000.
                let n = if rng.chance(1, 400) { MAX_N } else { RANDOM_N - rng.range(0..=9) };
                (0..n).map(|_| MAX_S - rng.range(0..=MAX_S / 4)).collect()
            }
            Family::Edge => match rng.range(0..=3) {
                // The top heap, 2^31 − 1 ≡ 3 (mod 4): its value 2^31 does not fit i32.
                0 => {
                    let mut h = vec![MAX_S];
                    for _ in 0..rng.range(0..=3) {
                        h.push(*rng.pick(&[MAX_S, MAX_S - 1, MAX_S - 2, MAX_S - 3, 1, 2, 3, 4]));
                    }
                    rng.shuffle(&mut h);
                    h
                }
                // The swapped pair 4k + 3, 4k + 4, and again (XOR 0).
                1 => {
                    let k = rng.magnitude(0..=(MAX_S - 4) / 4);
                    let mut h = vec![4 * k + 3, 4 * k + 4, 4 * k + 3, 4 * k + 4];
                    h.truncate(rng.index(1..=4));
                    h
                }
                // Values that XOR to 0: the last heap is the one with the XOR of the others.
                2 => loop {
                    let mut h: Vec<u64> =
                        (0..rng.range(1..=6)).map(|_| rng.magnitude(1..=MAX_S)).collect();
                    let x = h.iter().fold(0u128, |x, &a| x ^ lasker(a));
                    // The heap whose value is x: x itself unless x ≡ 3, 0 (mod 4).
                    let want = match x % 4 {
                        0 => x + 1,
                        3 => x - 1,
                        _ => x,
                    };
                    if x > 0 && want <= u128::from(MAX_S) {
                        h.push(want as u64);
                        rng.shuffle(&mut h);
                        break h;
                    }
                },
                // Small heaps around multiples of 4.
                _ => {
                    (0..rng.range(1..=8)).map(|_| 4 * rng.range(0..=4) + rng.range(1..=4)).collect()
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
        (1..=EX_HEAPS).flat_map(|n| multisets(n, EX_MAX - 1)).map(plus_one).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "plain Nim: the splits ignored, Alice wins iff the XOR of the heaps is not 0",
                answer: |c| winner(c.heaps.iter().fold(0, |x, &h| x ^ h) != 0),
            },
            Mutant {
                name: "the swap on the wrong residues: g(4k + 1) = 4k + 2, g(4k + 2) = 4k + 1",
                answer: |c| {
                    let g = |h: u64| match h % 4 {
                        1 => h + 1,
                        2 => h - 1,
                        _ => h,
                    };
                    winner(c.heaps.iter().fold(0, |x, &h| x ^ g(h)) != 0)
                },
            },
            Mutant {
                name: "values in a signed 32-bit int, the answer tested as XOR > 0: a heap of \
                       2^31 − 1 (value 2^31) makes it negative",
                answer: |c| {
                    let x = c.heaps.iter().fold(0u128, |x, &h| x ^ lasker(h));
                    winner((x as u32 as i32) > 0)
                },
            },
        ]
    }
}

/// A multiset of values 0..=max as heaps 1..=max + 1.
fn plus_one(m: Vec<u64>) -> Case {
    Case { heaps: m.into_iter().map(|h| h + 1).collect() }
}
