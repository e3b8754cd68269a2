//! Tables of three or more coordinates (`a b c value` lines): the one rule read on them is a sum
//! of independent games, G(x1, …, xd) = f(x1) xor … xor f(xd) (Sprague–Grundy). With m the least
//! value of the coordinates, f(x) = G(x, m, …, m) makes the sum hold whenever any f does (for d
//! odd it is f itself; for d even, f xor f(m), whose d copies of f(m) cancel); a sum is symmetric,
//! so x may stand at any coordinate (a table of a ≤ b ≤ c has (m, m, x)). f's own rule is sought
//! by the one-dimensional finders. Anything else is refused: guess reads one or two coordinates.

use super::one;
use super::rule::Rule1;

/// The coordinates' names (f is the one-pile game's).
pub const COORDS: [&str; 8] = ["a", "b", "c", "d", "e", "g", "h", "i"];

/// The most coordinates a table may have.
pub const MAX_DIMS: usize = COORDS.len();

/// G = f(x1) xor … xor f(xd): f's values, and its own rule if it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sum {
    pub dims: usize,
    pub f: Vec<(u64, u64)>,
    pub of: Option<Rule1>,
}

impl Sum {
    /// The sum's value at a position (`None` where f is unknown or past u64).
    pub fn at(&self, xs: &[u64]) -> Option<u64> {
        xs.iter().try_fold(0, |acc, &x| {
            let v = match &self.of {
                Some(r) => r.at(x),
                None => self.f.binary_search_by_key(&x, |r| r.0).ok().map(|i| self.f[i].1),
            };
            v.map(|v| acc ^ v)
        })
    }
}

/// The refusal for a table of `dims` coordinates that is not a sum of games.
pub fn refusal(dims: usize) -> String {
    format!(
        "{} coordinates: guess reads one or two, or a sum of {} copies of one game (G = f(a) xor \
         f(b) xor …); for another sum of games, give the one-pile table",
        dims, dims
    )
}

/// The sum of games that fits every cell (sorted by position), if one does.
pub fn find(dims: usize, cells: &[(Vec<u64>, u64)]) -> Option<Sum> {
    let m = cells.iter().flat_map(|c| c.0.iter().copied()).min()?;
    // (x, value) from the cells whose coordinates but one are m (x = m where all are).
    let mut f: Vec<(u64, u64)> = cells
        .iter()
        .filter(|c| c.0.iter().filter(|&&x| x != m).count() <= 1)
        .map(|c| (c.0.iter().copied().find(|&x| x != m).unwrap_or(m), c.1))
        .collect();
    f.sort_unstable();
    f.dedup();
    if f.windows(2).any(|w| w[0].0 == w[1].0) {
        return None; // two values for one x: not symmetric, not a sum
    }
    if f.len() < 3 {
        return None;
    }
    let plain = Sum { dims, f, of: None };
    if !cells.iter().all(|c| plain.at(&c.0) == Some(c.1)) {
        return None;
    }
    let of = one::find(&plain.f, false).rule;
    Some(Sum { of, ..plain })
}
