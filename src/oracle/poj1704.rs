//! poj1704 — Georgia and Bob: chessmen on a row of cells 1, 2, 3, …; a move slides one chessman
//! left by at least one cell, never onto or over another, never off the board. Georgia moves first;
//! whoever cannot move loses. The cells come in any order.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;
use std::cell::RefCell;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("poj1704");

const MAX_T: u64 = P.max("T");
const MAX_N: u64 = P.max("N");
const MAX_CELL: u64 = P.max("Pi");
/// The brute force searches a board when the positions it can reach, the ways to place its N
/// chessmen on cells 1..=max (C(max, N)), are at most this many.
pub const BRUTE_POSITIONS: u64 = 5_000;
/// Small cases: up to this many chessmen on cells up to `SMALL_CELLS` (C(14, 7) = 3 432).
pub const SMALL_N: u64 = 7;
pub const SMALL_CELLS: u64 = 14;
/// The exhaustive domain: every nonempty set of chessmen on cells 1..=EXHAUSTIVE_CELLS.
const EXHAUSTIVE_CELLS: u64 = 12;

/// One game: the chessmen's cells in the order the input lists them (distinct, not sorted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub cells: Vec<u64>,
}

#[derive(Debug)]
pub struct Poj1704;

pub fn winner(georgia: bool) -> String {
    if georgia { "Georgia will win" } else { "Bob will win" }.to_string()
}

/// The literal board: the occupied cells, sorted. A move slides one chessman to any free cell to
/// its left that lies right of its left neighbour (or of the board's edge).
#[derive(Debug)]
pub struct Board;

impl Game for Board {
    type Pos = Vec<u64>;
    fn moves(&self, cells: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..cells.len() {
            let leftmost_free = if i == 0 { 1 } else { cells[i - 1] + 1 };
            for to in leftmost_free..cells[i] {
                let mut next = cells.clone();
                next[i] = to;
                out.push(next);
            }
        }
        out
    }
}

thread_local! {
    /// One memo for every brute-force query: boards share most of their positions.
    pub static BOARD: RefCell<Solver<Board>> = RefCell::new(Solver::new(Board));
}

pub fn sorted(cells: &[u64]) -> Vec<u64> {
    let mut s = cells.to_vec();
    s.sort_unstable();
    s
}

impl Model for Poj1704 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str =
        "every nonempty set of chessmen on cells 1..=12, each listed in a shuffled order";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| {
            let n = t.u64("N", P.range("N"))?;
            let mut cells = Vec::new();
            let mut seen = vec![false; MAX_CELL as usize + 1];
            for _ in 0..n {
                let before = t.clone();
                let p = t.u64("P", P.range("Pi"))?;
                if seen[p as usize] {
                    let at = before.clone().next_token().map_or(0, |tok| tok.at);
                    return Err(t.error(at, format!("two chessmen on cell {}", p)));
                }
                seen[p as usize] = true;
                cells.push(p);
            }
            Ok(Case { cells })
        })
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| {
            let cells: Vec<String> = c.cells.iter().map(u64::to_string).collect();
            format!("{}\n{}\n", c.cells.len(), cells.join(" "))
        })
    }

    fn brute(case: &Case) -> Option<String> {
        let top = case.cells.iter().copied().max().unwrap_or(0);
        if positions(top, case.cells.len() as u64) > BRUTE_POSITIONS {
            return None;
        }
        let board = sorted(&case.cells);
        Some(winner(BOARD.with(|s| s.borrow_mut().wins(&board))))
    }

    fn reference(case: &Case) -> String {
        // Scan the board from its right end with a membership table, counting chessmen: each one
        // at an odd count (1st, 3rd, … from the right) is a pair's right end, and its pile is the
        // run of empty cells up to the next chessman on its left (or the wall).
        let top = case.cells.iter().copied().max().unwrap_or(0) as usize;
        let mut occupied = vec![false; top + 1];
        for &p in &case.cells {
            occupied[p as usize] = true;
        }
        let (mut x, mut count, mut run) = (0usize, 0usize, 0usize);
        let mut right_end_open = false;
        for cell in (1..=top).rev() {
            if occupied[cell] {
                if right_end_open {
                    x ^= run;
                }
                count += 1;
                right_end_open = count % 2 == 1;
                run = 0;
            } else {
                run += 1;
            }
        }
        if right_end_open {
            x ^= run;
        }
        winner(x != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let mut cells = match family {
            Family::Small => {
                let board = rng.range(1..=SMALL_CELLS);
                let n = rng.range(1..=SMALL_N.min(board));
                distinct(n, board, rng)
            }
            Family::Random => {
                let n = rng.magnitude(1..=MAX_N);
                let board = rng.magnitude(n..=MAX_CELL);
                distinct(n, board, rng)
            }
            Family::Max => {
                let mut cells = distinct(MAX_N - 1, MAX_CELL - 1, rng);
                cells.push(MAX_CELL);
                cells
            }
            Family::Edge => edge(rng),
        };
        rng.shuffle(&mut cells);
        Case { cells }
    }

    fn uniform(rng: &mut Rng) -> Case {
        // n uniform, then n distinct cells uniform over the whole board, in random order.
        let mut cells = distinct(rng.range(1..=MAX_N), MAX_CELL, rng);
        rng.shuffle(&mut cells);
        Case { cells }
    }

    fn shape(case: &Case) -> Shape {
        Shape::ints(&case.cells)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { cells: shape.to_ints()? })
    }

    fn exhaustive() -> Vec<Case> {
        let mut rng = Rng::new(1704);
        (1u32..1 << EXHAUSTIVE_CELLS)
            .map(|set| {
                let mut cells: Vec<u64> =
                    (1..=EXHAUSTIVE_CELLS).filter(|&p| set >> (p - 1) & 1 == 1).collect();
                rng.shuffle(&mut cells);
                Case { cells }
            })
            .collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "no sort: pairs taken in the input's order",
                answer: |c| winner(pairs_from_right(&c.cells) != 0),
            },
            Mutant {
                name: "pairs from the left (with N odd the rightmost chessman left out)",
                answer: |c| {
                    let s = sorted(&c.cells);
                    let x = s.chunks_exact(2).fold(0, |x, w| x ^ (w[1] - w[0] - 1));
                    winner(x != 0)
                },
            },
            Mutant {
                name: "XOR of the cells themselves",
                answer: |c| winner(c.cells.iter().fold(0, |x, &p| x ^ p) != 0),
            },
        ]
    }
}

/// C(top, n), the ways to place n chessmen on cells 1..=top, saturating at u64::MAX.
pub fn positions(top: u64, n: u64) -> u64 {
    let n = n.min(top - n.min(top));
    (0..n).fold(1u64, |c, i| c.saturating_mul(top - i) / (i + 1))
}

/// The XOR of the gaps inside pairs taken from the right of `cells` as given (sorted or not):
/// |p[i] − p[i − 1]| − 1 for i = n − 1, n − 3, …, and p[0] − 1 when n is odd.
fn pairs_from_right(cells: &[u64]) -> u64 {
    let mut x = 0;
    let mut i = cells.len();
    while i >= 2 {
        x ^= cells[i - 1].abs_diff(cells[i - 2]) - 1;
        i -= 2;
    }
    if i == 1 {
        x ^= cells[0] - 1;
    }
    x
}

/// `n` distinct cells out of 1..=board (n ≤ board), sorted: drawn until new, or when more than
/// half the board is taken, the free cells drawn instead.
fn distinct(n: u64, board: u64, rng: &mut Rng) -> Vec<u64> {
    let dense = 2 * n > board;
    let want = if dense { board - n } else { n };
    let mut taken = vec![false; board as usize + 1];
    let mut count = 0;
    while count < want {
        let p = rng.range(1..=board) as usize;
        if !taken[p] {
            taken[p] = true;
            count += 1;
        }
    }
    (1..=board).filter(|&p| taken[p as usize] != dense).collect()
}

/// Boards where formulas break: packed blocks (no empty cell inside any pair), a chessman on
/// cell 1, and lost positions built on purpose (piles inside the pairs with an XOR of 0). Sorted.
fn edge(rng: &mut Rng) -> Vec<u64> {
    let n = rng.magnitude(1..=MAX_N);
    // Every run of empty cells at most 2·most, so the n + 1 runs and n chessmen fit the board.
    let most = (MAX_CELL - n) / (2 * (n + 1));
    let mut piles: Vec<u64> = (0..(n + 1) / 2).map(|_| rng.magnitude(0..=most)).collect();
    let packed = rng.chance(1, 4);
    if packed {
        piles.iter_mut().for_each(|p| *p = 0);
    } else if rng.chance(2, 3) {
        piles[0] = piles[1..].iter().fold(0, |x, &p| x ^ p);
    }
    // Lay the board out from the left: with N odd the wall and the leftmost chessman hold the
    // first pile; every other pair starts after a run of empty cells that does not count.
    let mut cells = Vec::new();
    let mut at = 0;
    for (k, &pile) in piles.iter().enumerate() {
        if k > 0 || n % 2 == 0 {
            at += if packed { 1 } else { rng.magnitude(0..=most) + 1 };
            cells.push(at);
        }
        at += pile + 1;
        cells.push(at);
    }
    cells
}
