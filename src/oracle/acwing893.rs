//! acwing893 — 集合-Nim游戏 (Set-Nim): a set S of k distinct take sizes and n piles; a move takes
//! exactly s stones (s in S, s ≤ the pile) from one pile; whoever cannot move loses. One game per
//! input: k, then S, then n, then the piles.

use super::{Family, Model, Mutant};
use crate::engine::{mex, Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::ops::RangeInclusive;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("acwing893");

pub const MAX_K: u64 = P.max("k");
const MAX_N: u64 = P.max("n");
pub const MAX_S: u64 = P.max("s");
pub const MAX_H: u64 = P.max("h");
/// The brute force searches games whose piles allow at most this many positions (∏ (h + 1)).
const BRUTE_POSITIONS: u64 = 5_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The take sizes, distinct, in input order.
    pub s: Vec<u64>,
    /// The piles, in input order.
    pub h: Vec<u64>,
}

#[derive(Debug)]
pub struct Acwing893;

fn winner(first: bool) -> String {
    if first { "Yes" } else { "No" }.to_string()
}

/// The literal game: the piles, sorted; a move takes some s in S from a pile of at least s.
#[derive(Debug)]
struct Piles<'a>(&'a [u64]);

impl Game for Piles<'_> {
    type Pos = Vec<u64>;
    fn moves(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for &s in self.0.iter().filter(|&&s| s <= piles[i]) {
                let mut next = piles.clone();
                next[i] -= s;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

/// Grundy values g(0..=top) by pushing forward: once g(y) is known it is excluded at every
/// y + s. Values stay below 128 while k ≤ 127 (a value is at most the number of moves).
pub fn grundy_table(s: &[u64], top: u64) -> Vec<u32> {
    let top = top as usize;
    let mut sizes: Vec<usize> =
        s.iter().filter(|&&s| s as usize <= top).map(|&s| s as usize).collect();
    sizes.sort_unstable();
    let mut excluded = vec![0u128; top + 1];
    let mut g = vec![0u32; top + 1];
    for y in 0..=top {
        g[y] = excluded[y].trailing_ones();
        let bit = 1 << g[y];
        for &s in sizes.iter().take_while(|&&s| s <= top - y) {
            excluded[y + s] |= bit;
        }
    }
    g
}

/// Whether the XOR of the piles' values in `table` is non-zero.
fn xor_of(c: &Case, table: &[u32]) -> bool {
    c.h.iter().fold(0, |x, &h| x ^ table[h as usize]) != 0
}

impl Model for Acwing893 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = 1;
    const MULTI_CASE: bool = false;
    const EXHAUSTIVE: &'static str =
        "games with S any nonempty subset of {1, …, 5} and either one \
         pile of 1 to 12 stones or two piles 1 ≤ h1 ≤ h2 ≤ 8";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let k = t.u64("k", P.range("k"))?;
        let mut s = Vec::new();
        for _ in 0..k {
            let at = t.clone().next_token().map_or(input.len(), |tok| tok.at);
            let v = t.u64("s", P.range("s"))?;
            if s.contains(&v) {
                return Err(t.error(at, format!("s = {} twice: the sizes of S are distinct", v)));
            }
            s.push(v);
        }
        let n = t.u64("n", P.range("n"))?;
        let mut h = Vec::new();
        for _ in 0..n {
            h.push(t.u64("h", P.range("h"))?);
        }
        t.expect_end()?;
        Ok(vec![Case { s, h }])
    }

    fn render(cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "acwing893 holds one game per input");
        let c = &cases[0];
        let line = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        format!("{}\n{}\n{}\n{}\n", c.s.len(), line(&c.s), c.h.len(), line(&c.h))
    }

    fn brute(case: &Case) -> Option<String> {
        let positions = case.h.iter().try_fold(1u64, |p, &h| p.checked_mul(h + 1));
        if positions.map_or(true, |p| p > BRUTE_POSITIONS) {
            return None;
        }
        let mut piles = case.h.clone();
        piles.sort_unstable();
        Some(winner(Solver::new(Piles(&case.s)).wins(&piles)))
    }

    fn reference(case: &Case) -> String {
        let top = case.h.iter().copied().max().unwrap_or(0);
        winner(xor_of(case, &grundy_table(&case.s, top)))
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => {
                let s = distinct(rng.range(1..=4), 8, Rng::magnitude, rng);
                let h = (0..rng.range(1..=3)).map(|_| rng.range(1..=12)).collect();
                Case { s, h }
            }
            Family::Random => {
                let s = distinct(rng.magnitude(1..=MAX_K), MAX_S, Rng::magnitude, rng);
                let h = (0..rng.magnitude(1..=MAX_N)).map(|_| rng.magnitude(1..=MAX_H)).collect();
                Case { s, h }
            }
            Family::Max => {
                let mut s = distinct(MAX_K, MAX_S, Rng::magnitude, rng);
                if !s.contains(&MAX_S) {
                    s[0] = MAX_S;
                }
                let h = (0..MAX_N).map(|_| MAX_H - rng.magnitude(0..=MAX_H - 1)).collect();
                Case { s, h }
            }
            Family::Edge => edge(rng),
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        let s = distinct(rng.range(1..=MAX_K), MAX_S, Rng::range, rng);
        Case { s, h: (0..rng.range(1..=MAX_N)).map(|_| rng.range(1..=MAX_H)).collect() }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Tuple(vec![Shape::ints(&case.s), Shape::ints(&case.h)])
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        match shape.parts()? {
            [s, h] => Some(Case { s: s.to_ints()?, h: h.to_ints()? }),
            _ => None,
        }
    }

    fn exhaustive() -> Vec<Case> {
        let mut cases = Vec::new();
        for set in 1u32..32 {
            let s: Vec<u64> = (1..=5).filter(|&v| set >> (v - 1) & 1 == 1).collect();
            for a in 1..=12 {
                cases.push(Case { s: s.clone(), h: vec![a] });
            }
            for a in 1..=8 {
                for b in a..=8 {
                    cases.push(Case { s: s.clone(), h: vec![a, b] });
                }
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "XOR of the raw heights (plain Nim)",
                answer: |c| winner(c.h.iter().fold(0, |x, &h| x ^ h) != 0),
            },
            Mutant {
                name: "mex over s < h (a move that empties the pile is forgotten)",
                answer: |c| {
                    let top = c.h.iter().copied().max().unwrap_or(0) as usize;
                    let mut g = vec![0u32; top + 1];
                    for y in 1..=top {
                        let options = c.s.iter().filter(|&&s| (s as usize) < y);
                        g[y] = mex(options.map(|&s| g[y - s as usize]));
                    }
                    winner(xor_of(c, &g))
                },
            },
            Mutant {
                name: "the parity of the total number of stones",
                answer: |c| winner(c.h.iter().sum::<u64>() % 2 == 1),
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

/// A value in a range, drawn by `Rng::magnitude` (mixed lengths) or `Rng::range` (uniform).
type Draw = fn(&mut Rng, RangeInclusive<u64>) -> u64;

/// One giant game of about `bytes` bytes: k = 100 take sizes, then as many piles as fit, every
/// value drawn by `draw`.
fn giant(bytes: usize, draw: Draw, rng: &mut Rng) -> String {
    let s = distinct(MAX_K, MAX_S, draw, rng);
    let mut piles = String::new();
    let mut n = 0u64;
    while piles.len() < bytes {
        piles += &draw(rng, 1..=MAX_H).to_string();
        piles.push(' ');
        n += 1;
    }
    let line: Vec<String> = s.iter().map(u64::to_string).collect();
    format!("{}\n{}\n{}\n{}\n", s.len(), line.join(" "), n, piles.trim_end())
}

/// `k` distinct sizes out of 1..=top, each drawn by `draw`, in the order drawn.
fn distinct(k: u64, top: u64, draw: Draw, rng: &mut Rng) -> Vec<u64> {
    let mut s = Vec::new();
    while (s.len() as u64) < k {
        let v = draw(rng, 1..=top);
        if !s.contains(&v) {
            s.push(v);
        }
    }
    s
}

/// Where the formulas break: S holding 1 (every pile movable) or only sizes above some piles
/// (stuck piles, value 0), piles equal to a size (emptied in one move), and piles in equal pairs,
/// a lost position whatever the values are.
fn edge(rng: &mut Rng) -> Case {
    let mut s = match rng.range(0..=3) {
        0 => vec![1],
        1 => (1..=rng.range(1..=MAX_K)).collect(),
        _ => {
            let k = rng.magnitude(1..=MAX_K);
            distinct(k, rng.magnitude(k..=MAX_S), Rng::magnitude, rng)
        }
    };
    if rng.chance(1, 3) && !s.contains(&1) && (s.len() as u64) < MAX_K {
        s.push(1);
    }
    rng.shuffle(&mut s);
    let top = *s.iter().max().unwrap_or(&1);
    let n = rng.magnitude(1..=MAX_N);
    let mut h: Vec<u64> = (0..n)
        .map(|_| match rng.range(0..=3) {
            0 => *rng.pick(&s),
            1 => rng.range(1..=top.min(MAX_H)),
            2 => MAX_H - rng.range(0..=2),
            _ => rng.magnitude(1..=MAX_H),
        })
        .collect();
    if rng.chance(1, 2) {
        // Equal pairs: every value cancels; one extra pile decides alone.
        let half = ((n + 1) / 2) as usize;
        h.truncate(half);
        let copy = h.clone();
        h.extend(copy);
        if rng.chance(1, 2) {
            h.truncate(h.len() - 1);
        }
        rng.shuffle(&mut h);
        h.truncate(MAX_N as usize);
    }
    Case { s, h }
}
