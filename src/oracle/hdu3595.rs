//! hdu3595 — GG and MM (Every-SG): N games of Euclid's game (two piles; a move subtracts a
//! positive multiple of the smaller from the larger, leaving it ≥ 0; a game ends when a pile is 0)
//! played at once: on each turn the player to move must move in every game not yet ended; whoever
//! cannot move loses. MM moves first. Test cases until the end of the input: N, then N lines
//! `p q`. `MM` or `GG`.
//!
//! The brute force plays the joint game itself (one move in every unfinished game per turn)
//! through the engine. The reference computes each game's win/lose and step count by their
//! definitions over Euclid's literal moves (memoised), where the solution walks the quotients.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::hash::FastMap;
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("hdu3595");

const MAX_N: u64 = P.max("N");
const MAX_V: u64 = P.max("p, q");
/// How many test cases the stress tester puts in one input (the judge's: at most 100).
const BATCH: usize = 100;
/// The brute force: at most `BRUTE_GAMES` games, piles at most `BRUTE_V`.
const BRUTE_GAMES: usize = 3;
const BRUTE_V: u64 = 6;
/// The exhaustive domain: every multiset of 1 to 3 games with 1 ≤ p, q ≤ `EX_V`.
const EX_V: u64 = 5;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub games: Vec<(u64, u64)>,
}

#[derive(Debug)]
pub struct Hdu3595;

fn answer(mm_wins: bool) -> String {
    if mm_wins { "MM" } else { "GG" }.to_string()
}

/// Euclid's moves from (a, b) in the order given; none once a pile is 0.
fn euclid_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return vec![];
    }
    let (big, small) = (a.max(b), a.min(b));
    (1..=big / small)
        .map(|k| if a >= b { (big - k * small, b) } else { (a, big - k * small) })
        .collect()
}

/// The joint game: the unfinished games, sorted; a move is one Euclid move in every one of them.
#[derive(Debug)]
pub struct EverySg;

impl Game for EverySg {
    type Pos = Vec<(u64, u64)>;
    fn moves(&self, games: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut out: Vec<Vec<(u64, u64)>> = vec![vec![]];
        for &(a, b) in games {
            let mut longer = Vec::new();
            for partial in &out {
                for (c, d) in euclid_moves(a, b) {
                    let mut next = partial.clone();
                    if c > 0 && d > 0 {
                        next.push((c, d));
                    }
                    longer.push(next);
                }
            }
            out = longer;
        }
        if games.is_empty() {
            return vec![];
        }
        for next in &mut out {
            next.sort_unstable();
        }
        out
    }
}

thread_local! {
    static BRUTE: RefCell<Solver<EverySg>> = RefCell::new(Solver::new(EverySg));
    static STEPS: RefCell<FastMap<(u64, u64), (bool, u64)>> = RefCell::new(FastMap::default());
}

/// One game's (the player to move wins, its step count) by the definitions: a finished game is
/// lost in 0 steps; a won one takes 1 + the most steps among its lost children (the winner
/// drags it out), a lost one 1 + the fewest among its children (the loser ends it soon).
pub fn steps(a: u64, b: u64) -> (bool, u64) {
    if let Some(&s) = STEPS.with(|m| m.borrow().get(&(a, b)).copied()).as_ref() {
        return s;
    }
    let children: Vec<(bool, u64)> =
        euclid_moves(a, b).into_iter().map(|(c, d)| steps(c, d)).collect();
    let lost_children = children.iter().filter(|c| !c.0).map(|c| c.1);
    let s = match lost_children.max() {
        Some(most) => (true, most + 1),
        None => (false, children.iter().map(|c| c.1 + 1).min().unwrap_or(0)),
    };
    STEPS.with(|m| m.borrow_mut().insert((a, b), s));
    s
}

impl Model for Hdu3595 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = BATCH;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every multiset of 1 to 3 games with 1 ≤ p, q ≤ 5";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        let mut n = Some(t.u64("N", P.range("N"))?);
        while let Some(count) = n {
            let mut games = Vec::new();
            for _ in 0..count {
                games.push((t.u64("p", P.range("p, q"))?, t.u64("q", P.range("p, q"))?));
            }
            cases.push(Case { games });
            n = t.opt_u64("N", P.range("N"))?;
        }
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s = String::new();
        for c in cases {
            s += &format!("{}\n", c.games.len());
            for &(p, q) in &c.games {
                s += &format!("{} {}\n", p, q);
            }
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        if case.games.len() > BRUTE_GAMES || case.games.iter().any(|&(p, q)| p.max(q) > BRUTE_V) {
            return None;
        }
        let mut games: Vec<(u64, u64)> =
            case.games.iter().copied().filter(|&(p, q)| p > 0 && q > 0).collect();
        games.sort_unstable();
        Some(answer(BRUTE.with(|s| s.borrow_mut().wins(&games))))
    }

    fn reference(case: &Case) -> String {
        let most = case.games.iter().map(|&(p, q)| steps(p, q).1).max().unwrap_or(0);
        answer(most % 2 == 1)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let (n, top) = match family {
            Family::Small => (rng.range(1..=BRUTE_GAMES as u64), BRUTE_V),
            Family::Random => (rng.magnitude(1..=MAX_N), MAX_V),
            Family::Max => (MAX_N, MAX_V),
            Family::Edge => (rng.range(1..=4), MAX_V),
        };
        let games = (0..n)
            .map(|_| match family {
                // Consecutive Fibonacci numbers: the longest chains of forced moves.
                Family::Edge if rng.chance(1, 2) => {
                    let fib = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
                    let i = rng.index(1..=fib.len() - 1);
                    (fib[i], fib[i - 1])
                }
                _ => (rng.range(1..=top), rng.range(1..=top)),
            })
            .collect();
        Case { games }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case {
            games: (0..rng.range(1..=MAX_N))
                .map(|_| (rng.range(1..=MAX_V), rng.range(1..=MAX_V)))
                .collect(),
        }
    }

    fn shape(case: &Case) -> Shape {
        Shape::List(case.games.iter().map(|&(p, q)| Shape::pair(p, q)).collect())
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { games: shape.items()?.iter().map(Shape::to_pair).collect::<Option<_>>()? })
    }

    fn exhaustive() -> Vec<Case> {
        let pairs: Vec<(u64, u64)> =
            (1..=EX_V).flat_map(|p| (1..=EX_V).map(move |q| (p, q))).collect();
        let mut cases = Vec::new();
        for n in 1..=3 {
            for m in crate::nim::multisets(n, pairs.len() as u64 - 1) {
                cases.push(Case { games: m.iter().map(|&i| pairs[i as usize]).collect() });
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name:
                    "a plain sum: MM wins iff the XOR of the games' outcomes (1 won, 0 lost) is 1",
                answer: |c| {
                    answer(c.games.iter().filter(|&&(p, q)| steps(p, q).0).count() % 2 == 1)
                },
            },
            Mutant {
                name: "MM wins iff he wins some game (the longest one ignored)",
                answer: |c| answer(c.games.iter().any(|&(p, q)| steps(p, q).0)),
            },
            Mutant {
                name: "a choice's step always 1 more than (b, a mod b)'s: the forced pair \
                       (a mod b + b, b) that adds a second step forgotten",
                answer: |c| {
                    // (wins, step) with a ≥ b, by the quotients, one step per choice.
                    fn walk(a: u64, b: u64) -> (bool, u64) {
                        if b == 0 {
                            (false, 0)
                        } else if a % b == 0 {
                            (true, 1)
                        } else if a < 2 * b {
                            let (w, s) = walk(b, a - b);
                            (!w, s + 1)
                        } else {
                            (true, walk(b, a % b).1 + 1)
                        }
                    }
                    let most = c.games.iter().map(|&(p, q)| walk(p.max(q), p.min(q)).1).max();
                    answer(most.unwrap_or(0) % 2 == 1)
                },
            },
        ]
    }
}
