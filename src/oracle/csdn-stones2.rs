//! csdn-stones2 — 石子游戏(2): N piles; a move takes 1 to m stones from one pile; the player who
//! cannot move loses. 甲 moves first. Data sets follow one another until the end of the input, each
//! `N m` and then the N pile sizes; the answer is `Win` or `Lost` for the first player.
//!
//! The original CSDN page is gone; the bounds are the seed statement's. The solution also answers
//! N = 0 or 1, m = 0 (nobody may move) and empty piles, which the exhaustive domain uses.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::nim::multisets;
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;
use std::collections::HashMap;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("csdn-stones2");

pub const MIN_N: u64 = P.bound("N").min;
const MAX_N: u64 = P.max("N");
pub const MAX_M: u64 = P.max("m");
/// Pile sizes are positive and fit a signed 32-bit integer.
pub const MAX_PILE: u64 = P.max("pile");
/// The brute force's budget, ∏ (p + 1) · Σ min(p, m): positions times moves per position.
const BRUTE_WORK: u64 = 1_500_000;
/// The exhaustive domain: 0 to `EX_PILES` piles of 0 to `EX_MAX` stones, 0 ≤ m ≤ `EX_M`.
const EX_PILES: usize = 4;
const EX_MAX: u64 = 9;
const EX_M: u64 = 6;

/// One data set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub m: u64,
    pub piles: Vec<u64>,
}

#[derive(Debug)]
pub struct CsdnStones2;

/// The literal game on sorted piles: lower one pile by 1 to m stones.
struct TakeUpTo {
    m: u64,
}

impl Game for TakeUpTo {
    type Pos = Vec<u64>;
    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for take in 1..=self.m.min(piles[i]) {
                let mut next = piles.clone();
                next[i] -= take;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

thread_local! {
    /// One memo per m, shared by every case the brute force sees.
    static GAMES: RefCell<HashMap<u64, Solver<TakeUpTo>>> = RefCell::new(HashMap::new());
}

fn verdict(first_wins: bool) -> String {
    if first_wins { "Win" } else { "Lost" }.to_string()
}

/// Piles whose remainders mod m + 1 cancel in pairs, while the raw sizes differ: the first player
/// loses, though plain Nim, `mod m` and the one-pile-of-the-total reading mostly say otherwise.
pub fn cancelling(m: u64, n: usize, rng: &mut Rng) -> Vec<u64> {
    let d = m + 1;
    let mut piles = Vec::new();
    while piles.len() + 1 < n {
        let r = rng.range(0..=m);
        let mut pile = || {
            let most = (MAX_PILE - r) / d;
            r + d * rng.magnitude(u64::from(r == 0)..=most)
        };
        let (a, b) = (pile(), pile());
        piles.extend([a, b]);
    }
    if piles.len() < n {
        // A multiple of m + 1 adds nothing.
        piles.push(d * rng.magnitude(1..=MAX_PILE / d));
    }
    rng.shuffle(&mut piles);
    piles
}

impl Model for CsdnStones2 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    /// The statement gives no limit on the number of data sets.
    const JUDGE_BATCH: usize = 100;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every multiset of 0 to 4 piles of 0 to 9 stones, with \
                                      0 ≤ m ≤ 6 (N < 2, m = 0 and empty piles are beyond the \
                                      judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        while let Some(n) = t.opt_u64("N", P.range("N"))? {
            let m = t.u64("m", P.range("m"))?;
            let piles =
                (0..n).map(|_| t.u64("a pile size", P.range("pile"))).collect::<Result<_, _>>()?;
            cases.push(Case { m, piles });
        }
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s = String::new();
        for c in cases {
            s += &format!("{} {}\n", c.piles.len(), c.m);
            let piles: Vec<String> = c.piles.iter().map(u64::to_string).collect();
            s += &piles.join(" ");
            s += "\n";
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        let m = case.m;
        let moves = case.piles.iter().try_fold(0u64, |s, &p| s.checked_add(p.min(m)));
        let work = case.piles.iter().try_fold(moves?.max(1), |w, &p| {
            w.checked_mul(p.checked_add(1)?).filter(|&w| w <= BRUTE_WORK)
        })?;
        debug_assert!(work <= BRUTE_WORK);
        let mut piles = case.piles.clone();
        piles.sort_unstable();
        let wins = GAMES.with(|games| {
            let mut games = games.borrow_mut();
            games.entry(m).or_insert_with(|| Solver::new(TakeUpTo { m })).wins(&piles)
        });
        Some(verdict(wins))
    }

    fn reference(case: &Case) -> String {
        // Each pile is Bash's game with Grundy value p mod (m + 1); computed in u128, where m + 1
        // cannot overflow.
        let d = u128::from(case.m) + 1;
        let x = case.piles.iter().fold(0u128, |x, &p| x ^ (u128::from(p) % d));
        verdict(x != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => Case {
                m: rng.range(1..=6),
                piles: (0..rng.range(MIN_N..=4)).map(|_| rng.range(1..=12)).collect(),
            },
            Family::Random => Case {
                m: rng.magnitude(1..=MAX_M),
                piles: (0..rng.magnitude(MIN_N..=MAX_N))
                    .map(|_| rng.magnitude(1..=MAX_PILE))
                    .collect(),
            },
            Family::Max => {
                // N = 10 000 one time in eight: a whole batch of them would be a 200 MB input.
                let n = if rng.chance(1, 8) { MAX_N } else { rng.magnitude(MIN_N..=MAX_N) };
                Case {
                    m: MAX_M - rng.range(0..=2),
                    piles: (0..n).map(|_| MAX_PILE - rng.magnitude(0..=MAX_PILE - 1)).collect(),
                }
            }
            Family::Edge => {
                let m = if rng.chance(1, 4) { 1 } else { rng.magnitude(1..=MAX_M) };
                let n = rng.range(MIN_N..=8) as usize;
                let piles = match rng.range(0..=3) {
                    0 | 1 => cancelling(m, n, rng),
                    // Just around multiples of m + 1.
                    2 => (0..n)
                        .map(|_| {
                            let c = rng.magnitude(1..=MAX_PILE / (m + 1) - 1);
                            c * (m + 1) + rng.range(0..=2) - 1
                        })
                        .collect(),
                    // Every pile at most m: plain Nim, with the XOR often 0.
                    _ => {
                        let mut piles: Vec<u64> = (1..n).map(|_| rng.range(1..=m)).collect();
                        let x = piles.iter().fold(0, |x, &p| x ^ p);
                        piles.push(if (1..=m).contains(&x) { x } else { rng.range(1..=m) });
                        piles
                    }
                };
                Case { m, piles }
            }
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        let m = rng.range(1..=MAX_M);
        Case { m, piles: (0..rng.range(MIN_N..=MAX_N)).map(|_| rng.range(1..=MAX_PILE)).collect() }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Tuple(vec![Shape::Int(case.m), Shape::ints(&case.piles)])
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        match shape.parts()? {
            [m, piles] => Some(Case { m: m.int()?, piles: piles.to_ints()? }),
            _ => None,
        }
    }

    fn exhaustive() -> Vec<Case> {
        let sets: Vec<Vec<u64>> = (0..=EX_PILES).flat_map(|n| multisets(n, EX_MAX)).collect();
        (0..=EX_M)
            .flat_map(|m| sets.iter().map(move |piles| Case { m, piles: piles.clone() }))
            .collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        fn xor(c: &Case, value: impl Fn(u64) -> u64) -> u64 {
            c.piles.iter().fold(0, |x, &p| x ^ value(p))
        }
        vec![
            Mutant {
                name: "remainders mod m instead of mod m + 1",
                answer: |c| verdict(xor(c, |p| p % c.m) != 0),
            },
            Mutant {
                name: "XOR of the raw piles (plain Nim, m ignored)",
                answer: |c| verdict(xor(c, |p| p) != 0),
            },
            Mutant {
                name: "adds the remainders instead of XOR-ing them",
                answer: |c| verdict(c.piles.iter().map(|&p| p % (c.m + 1)).sum::<u64>() != 0),
            },
            Mutant {
                name: "one Bash game on the total: Win iff the sum is not a multiple of m + 1",
                answer: |c| verdict(c.piles.iter().sum::<u64>() % (c.m + 1) != 0),
            },
        ]
    }
}
