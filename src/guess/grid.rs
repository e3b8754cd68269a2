//! The two-dimensional finders. Grundy values: G(a, b) = f(a) xor f(b) (a sum of two copies of one
//! game; f is read off the first column and row, so f is normalised to 0 at the smallest b, and
//! described by the one-dimensional finders), then periodic in each coordinate. Win/lose: the
//! player to move loses iff a = b, periodic in each coordinate (parity conditions included),
//! Wythoff's pairs (⌊kφ⌋, ⌊kφ²⌋). Periods need a full rectangle of cells, two periods in each
//! direction, and 16 cells beyond one period block.

use super::one;
use super::rule::{NearMiss, Pos, Rule, Rule2};

/// The rule that fits every cell, or the nearest miss (diagonal or Wythoff for win/lose, the
/// xor-sum of the first row and column for Grundy values).
pub fn find(cells: &[(u64, u64, u64)], win_lose: bool) -> (Option<Rule>, Option<NearMiss>) {
    let found = if win_lose {
        diagonal(cells).or_else(|| periodic(cells)).or_else(|| wythoff(cells))
    } else {
        xor_sum(cells).or_else(|| periodic(cells))
    };
    match found {
        Some(rule) => (Some(Rule::Two(rule)), None),
        None if win_lose => (None, near(cells, vec![Rule2::Diagonal, Rule2::Wythoff])),
        None => (None, plain_xor_sum(cells).and_then(|rule| near(cells, vec![rule]))),
    }
}

fn value(cells: &[(u64, u64, u64)], a: u64, b: u64) -> Option<u64> {
    cells.binary_search_by_key(&(a, b), |c| (c.0, c.1)).ok().map(|i| cells[i].2)
}

fn fits(cells: &[(u64, u64, u64)], rule: &Rule2) -> bool {
    cells.iter().all(|&(a, b, v)| rule.at(a, b) == Some(v))
}

/// The distinct first and second coordinates, sorted.
fn axes(cells: &[(u64, u64, u64)]) -> (Vec<u64>, Vec<u64>) {
    let mut a: Vec<u64> = cells.iter().map(|c| c.0).collect();
    let mut b: Vec<u64> = cells.iter().map(|c| c.1).collect();
    a.dedup();
    b.sort_unstable();
    b.dedup();
    (a, b)
}

fn diagonal(cells: &[(u64, u64, u64)]) -> Option<Rule2> {
    let (a, b) = axes(cells);
    let on = cells.iter().filter(|c| c.0 == c.1).count();
    (a.len() >= 3 && b.len() >= 3 && on >= 3 && fits(cells, &Rule2::Diagonal))
        .then_some(Rule2::Diagonal)
}

fn wythoff(cells: &[(u64, u64, u64)]) -> Option<Rule2> {
    let off = cells.iter().filter(|c| c.2 == 0 && c.0 != c.1).count();
    (off >= 4 && fits(cells, &Rule2::Wythoff)).then_some(Rule2::Wythoff)
}

/// f(a) xor f(b), f read off the first column (and the first row past the last row), f's own rule
/// not yet sought.
fn plain_xor_sum(cells: &[(u64, u64, u64)]) -> Option<Rule2> {
    let (rows, cols) = axes(cells);
    if rows.len() < 3 || cols.len() < 3 {
        return None;
    }
    let (a0, b0) = (rows[0], cols[0]);
    let mut index: Vec<u64> = rows.iter().chain(cols.iter()).copied().collect();
    index.sort_unstable();
    index.dedup();
    let fa0 = value(cells, a0, b0)?;
    let f: Vec<(u64, u64)> = index
        .iter()
        .map(|&x| match value(cells, x, b0) {
            Some(v) => Some((x, v)),
            None => value(cells, a0, x).map(|v| (x, v ^ fa0)),
        })
        .collect::<Option<_>>()?;
    Some(Rule2::XorSum { f, of: None })
}

fn xor_sum(cells: &[(u64, u64, u64)]) -> Option<Rule2> {
    match plain_xor_sum(cells)? {
        Rule2::XorSum { f, .. } if fits(cells, &Rule2::XorSum { f: f.clone(), of: None }) => {
            let of = one::find(&f, false).rule;
            Some(Rule2::XorSum { f, of })
        }
        _ => None,
    }
}

fn periodic(cells: &[(u64, u64, u64)]) -> Option<Rule2> {
    let (rows, cols) = axes(cells);
    let (r, c) = (rows.len(), cols.len());
    let contiguous = |v: &[u64]| v[v.len() - 1] - v[0] == v.len() as u64 - 1;
    if r * c != cells.len() || !contiguous(&rows) || !contiguous(&cols) {
        return None;
    }
    // Full rectangle, sorted by (a, b): cell (i, j) is cells[i * c + j].
    let g = |i: usize, j: usize| cells[i * c + j].2;
    let pa = (1..=r / 2).find(|&p| (p..r).all(|i| (0..c).all(|j| g(i, j) == g(i - p, j))))?;
    let pb = (1..=c / 2).find(|&p| (0..r).all(|i| (p..c).all(|j| g(i, j) == g(i, j - p))))?;
    if r * c < pa * pb + 16 {
        return None;
    }
    let (a0, b0) = (rows[0], cols[0]);
    let mut table = vec![vec![0; pb]; pa];
    for i in 0..pa {
        for j in 0..pb {
            table[((a0 + i as u64) % pa as u64) as usize][((b0 + j as u64) % pb as u64) as usize] =
                g(i, j);
        }
    }
    Some(Rule2::Periodic { pa: pa as u64, pb: pb as u64, table })
}

fn near(cells: &[(u64, u64, u64)], candidates: Vec<Rule2>) -> Option<NearMiss> {
    candidates
        .into_iter()
        .map(|rule| {
            let fails: Vec<(Pos, u64, Option<u64>)> = cells
                .iter()
                .filter(|&&(a, b, v)| rule.at(a, b) != Some(v))
                .take(one::MAX_FAILS + 1)
                .map(|&(a, b, v)| (Pos::AB(a, b), v, rule.at(a, b)))
                .collect();
            (fails, rule)
        })
        .filter(|(f, _)| f.len() <= one::MAX_FAILS && f.len() * 8 <= cells.len())
        .min_by_key(|(f, _)| f.len())
        .map(|(fails, rule)| NearMiss { rule: Rule::Two(rule), fails })
}
