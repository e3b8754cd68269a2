//! Beatty sequences ⌊kα⌋ (k = 0, 1, 2, …) in integers only. From a table, α is known only to lie
//! in an interval: the intersection of [p_k/k, (p_k + 1)/k) over its k-th losing positions p_k
//! (and ⌊(K + 1)α⌋ past the table's end). The golden ratio φ and φ² = φ + 1 (Wythoff's lower and
//! upper sequences) are named when they lie in it, tested exactly through the Zeckendorf
//! representation: n is ⌊kφ⌋ iff its smallest Fibonacci term has an even index (F2 = 1, F3 = 2, …),
//! and ⌊kφ²⌋ iff odd. Otherwise α is the simplest fraction p/q in the interval (Stern–Brocot), and
//! n is ⌊kp/q⌋ iff k = ⌈nq/p⌉ has kp < (n + 1)q.

/// α > 1, as printed in the JSON: "phi", "phi^2" or "p/q".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alpha {
    Phi,
    PhiSquared,
    /// p/q, and a quadratic irrational that fits the table as well, if one of [`CONSTANTS`] does.
    Ratio(u64, u64, Option<&'static str>),
}

/// Quadratic irrationals (a + b√d)/c worth naming when they fit: (name, a, b, d, c).
pub const CONSTANTS: &[(&str, i128, i128, i128, i128)] = &[
    ("sqrt(2)", 0, 1, 2, 1),
    ("sqrt(3)", 0, 1, 3, 1),
    ("sqrt(5)", 0, 1, 5, 1),
    ("1+sqrt(2)", 1, 1, 2, 1),
    ("2+sqrt(2)", 2, 1, 2, 1),
    ("(3+sqrt(3))/2", 3, 1, 3, 2),
    ("2+sqrt(3)", 2, 1, 3, 1),
];

/// x/y < (a + b√d)/c, exactly (`None` past i128).
fn below_constant(x: u64, y: u64, (a, b, d, c): (i128, i128, i128, i128)) -> Option<bool> {
    let (x, y) = (i128::from(x), i128::from(y));
    let left = c.checked_mul(x)?.checked_sub(a.checked_mul(y)?)?;
    if left < 0 {
        return Some(true);
    }
    let by = b.checked_mul(y)?;
    Some(left.checked_mul(left)? < by.checked_mul(by)?.checked_mul(d)?)
}

/// Fibonacci numbers F2 = 1, F3 = 2, …, F93 (the last below 2^64): index i holds F(i + 2).
const FIBS: [u64; 92] = fib_table();

const fn fib_table() -> [u64; 92] {
    let mut f = [1u64; 92];
    f[1] = 2;
    let mut i = 2;
    while i < 92 {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
}

/// For n ≥ 1: the smallest Fibonacci index of n's Zeckendorf representation (F2 = 1, F3 = 2, …),
/// and the sum of its terms each moved one index down (F(i) → F(i − 1), F2 = 1 → F1 = 1).
fn zeckendorf(mut n: u64) -> (usize, u64) {
    let (mut low, mut down) = (0, 0);
    for i in (0..FIBS.len()).rev() {
        if FIBS[i] <= n {
            n -= FIBS[i];
            low = i + 2;
            down += if i == 0 { 1 } else { FIBS[i - 1] };
        }
    }
    (low, down)
}

/// n = ⌊kφ⌋ for some k ≥ 0.
pub fn lower_wythoff(n: u64) -> bool {
    n == 0 || zeckendorf(n).0 % 2 == 0
}

/// n = ⌊kφ²⌋ for some k ≥ 0.
pub fn upper_wythoff(n: u64) -> bool {
    n == 0 || zeckendorf(n).0 % 2 == 1
}

/// (a, b) is a P-position of Wythoff's game: {a, b} = {⌊kφ⌋, ⌊kφ²⌋} for some k ≥ 0. With a ≤ b,
/// k = b − a is a's Zeckendorf terms each moved one index down (no overflow anywhere).
pub fn wythoff_pair(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return b == 0;
    }
    let (low, k) = zeckendorf(a);
    low % 2 == 0 && b - a == k
}

impl Alpha {
    pub fn name(self) -> String {
        match self {
            Alpha::Phi => "phi".into(),
            Alpha::PhiSquared => "phi^2".into(),
            Alpha::Ratio(p, q, _) => format!("{}/{}", p, q),
        }
    }

    /// In words for the text.
    pub fn words(self) -> String {
        match self {
            Alpha::Phi => "φ = (1 + √5)/2".into(),
            Alpha::PhiSquared => "φ² = (3 + √5)/2".into(),
            Alpha::Ratio(p, q, None) => format!("{}/{}", p, q),
            Alpha::Ratio(p, q, Some(c)) => {
                format!("{}/{}, the simplest fraction that fits; {} fits as well", p, q, c)
            }
        }
    }

    pub fn contains(self, n: u64) -> bool {
        match self {
            Alpha::Phi => lower_wythoff(n),
            Alpha::PhiSquared => upper_wythoff(n),
            Alpha::Ratio(p, q, _) => {
                let (n, p, q) = (u128::from(n), u128::from(p), u128::from(q));
                let k = (n * q + p - 1) / p;
                k * p < (n + 1) * q
            }
        }
    }
}

/// a/b < φ, exactly.
fn below_phi(a: u64, b: u64) -> bool {
    let (a, b) = (u128::from(a), u128::from(b));
    2 * a < b || (2 * a - b) * (2 * a - b) < 5 * b * b
}

/// a/b < c/d.
fn less(x: (u64, u64), y: (u64, u64)) -> bool {
    u128::from(x.0) * u128::from(y.1) < u128::from(y.0) * u128::from(x.1)
}

/// The simplest fraction x with lo ≤ x < hi (lo < x when `lo_open`), by the Stern–Brocot tree.
fn simplest(lo: (u64, u64), lo_open: bool, hi: (u64, u64)) -> Option<(u64, u64)> {
    let (mut l, mut r) = ((0u64, 1u64), (1u64, 0u64));
    for _ in 0..4_000_000 {
        let m = (l.0.checked_add(r.0)?, l.1.checked_add(r.1)?);
        if less(m, lo) || lo_open && !less(lo, m) {
            l = m;
        } else if !less(m, hi) {
            r = m;
        } else {
            return Some(m);
        }
    }
    None
}

/// α for a table's losing positions: `members` are the losing n ≥ 1 in order, the table covering
/// every n from 1 to `last`. `None` when no α > 1 fits or there are fewer than 8 members.
pub fn fit(members: &[u64], last: u64) -> Option<Alpha> {
    if members.len() < 8 {
        return None;
    }
    // lo ≤ α < hi, and α > 1 (lo = 1 open until a bound passes it).
    let (mut lo, mut lo_open, mut hi) = ((1u64, 1u64), true, (1u64, 0u64));
    for (i, &p) in members.iter().enumerate() {
        let k = i as u64 + 1;
        if less(lo, (p, k)) {
            lo = (p, k);
            lo_open = false;
        }
        let h = (p.checked_add(1)?, k);
        if less(h, hi) {
            hi = h;
        }
    }
    // The next one, ⌊(K + 1)α⌋, lies past the table.
    let next = (last.checked_add(1)?, members.len() as u64 + 1);
    if less(lo, next) {
        lo = next;
        lo_open = false;
    }
    if !less(lo, hi) {
        return None;
    }
    // lo ≤ φ + shift < hi (φ is irrational: lo ≤ φ iff lo < φ).
    let phi_in =
        |shift: u64| below_phi(lo.0 - shift * lo.1, lo.1) && !below_phi(hi.0 - shift * hi.1, hi.1);
    if phi_in(0) {
        return Some(Alpha::Phi);
    }
    if phi_in(1) {
        return Some(Alpha::PhiSquared);
    }
    let named = CONSTANTS.iter().find(|&&(_, a, b, d, c)| {
        // lo ≤ α < hi; α irrational, so lo ≤ α iff lo < α.
        below_constant(lo.0, lo.1, (a, b, d, c)) == Some(true)
            && (hi.1 == 0 || below_constant(hi.0, hi.1, (a, b, d, c)) == Some(false))
    });
    simplest(lo, lo_open, hi).map(|(p, q)| Alpha::Ratio(p, q, named.map(|c| c.0)))
}
