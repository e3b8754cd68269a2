//! The value moves: each integer (and long decimal) made smaller on its own, then neighbouring
//! integers lowered together. See the order and the reasons in the module above.

use super::{decimal, sibling_pairs, Answer, Shape, Shrinker, PAIRS_UP_TO};

/// A failing run costs this many passing ones or more: failures are dear.
const DEAR: f64 = 4.0;

/// The periods the periodic move tries (step 6), and the most integers a shape may hold for it
/// to run (it costs up to this many runs an integer).
pub const PERIODS: u64 = 64;
const PERIODIC_UP_TO: usize = 8;

/// What is known below the value being shrunk: the largest candidate under it that does not fail
/// (passes, or is invalid), which a bisection may start from.
#[derive(Debug, Clone, Copy)]
struct Below(Option<u64>);

impl Below {
    fn saw(&mut self, v: u64, cur: u64) {
        if v < cur && self.0.map_or(true, |b| v > b) {
            self.0 = Some(v);
        }
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Where to test between `lo` (does not fail) and `hi` (fails): a fraction `q` of the way up.
/// Half way when a failing run costs what a passing one does; lower when failing runs are dearer
/// (a time limit waits out the limit), so most tests pass quickly: `q` maximises the bits learnt
/// per unit of cost, H(q) / (q·ratio + 1 − q).
fn split(lo: u64, hi: u64, ratio: f64) -> u64 {
    let entropy = |q: f64| -(q * q.log2() + (1.0 - q) * (1.0 - q).log2());
    let q = [2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 48.0, 64.0]
        .iter()
        .map(|d| 1.0 / d)
        .max_by(|a, b| {
            let value = |q: f64| entropy(q) / (q * ratio.max(1.0) + 1.0 - q);
            value(*a).total_cmp(&value(*b))
        })
        .unwrap_or(0.5);
    let step = ((hi - lo) as f64 * q) as u64;
    lo + step.clamp(1, hi - lo - 1)
}

impl Shrinker<'_> {
    /// Pass 2: every integer and long decimal, in document order. Values never change the tree's
    /// structure, so the paths are read once.
    pub(super) fn values(&mut self) -> bool {
        let mut changed = false;
        for path in self.best.paths_where(&|s| matches!(s, Shape::Int(_) | Shape::Dec(_))) {
            changed |= match self.best.get(&path).cloned() {
                Some(Shape::Int(v)) => self.int(&path, v),
                Some(Shape::Dec(d)) => self.decimal(&path, d),
                _ => false,
            };
            if self.stopped {
                break;
            }
        }
        changed
    }

    /// Test the best shape with the integer at `path` set to `v`.
    fn set(&mut self, path: &[usize], v: u64) -> Answer {
        let answer = self.test_node(path, Shape::Int(v));
        if answer == Answer::Fails {
            self.failed_values.push(v);
        }
        answer
    }

    fn int(&mut self, path: &[usize], start: u64) -> bool {
        self.failed_values = vec![start];
        let mut below = Below(None);
        let mut cur = start;
        // 1. The smallest values: the lower bound and a few above it (invalid ones cost no run).
        for small in 0..cur.min(4) {
            self.hint(
                (small + 1..cur.min(4)).map(|s| self.best.replaced(path, Shape::Int(s))).collect(),
            );
            match self.set(path, small) {
                Answer::Fails => return true,
                Answer::Stop => return false,
                _ => below.saw(small, cur),
            }
        }
        // Later rounds: a value whose surroundings did not change since its last search is at its
        // minimum unless one less fails; one whose surroundings changed is searched again (a pile
        // may go once the others are small), but bisected only where one less fails.
        let context = self.context(path);
        let same = self.contexts.insert(path.to_vec(), context) == Some(context);
        let step_fails = self.later && cur > 4 && self.set(path, cur - 1) == Answer::Fails;
        if self.later && cur > 4 && same && !step_fails {
            return false;
        }
        cur = self.current(path, cur);
        let searched_from = cur;
        // When failing runs are dear (a time limit waits out the limit), the bisection comes first:
        // it tests low, where runs pass quickly, and the moves below then start from the threshold.
        if self.probe.cost_ratio() > DEAR && !self.stopped {
            cur = self.search_down(path, below.0.unwrap_or(0).min(cur.saturating_sub(1)), cur);
        }
        cur = self.clear_bits(path, cur, &mut below);
        cur = self.halve(path, cur, &mut below);
        // (In a later round, bisected only when one less failed or the moves above made it smaller.)
        if !self.later || step_fails || cur < searched_from {
            cur = self.bisect_and_step(path, cur, below);
            if self.best.int_paths().len() <= PERIODIC_UP_TO {
                cur = self.periodic(path, cur);
            }
        }
        cur < start
    }

    /// Step 6, periodic classes: a failure at v that passes at v − 1 may fail again at v − k
    /// (modular bugs: every n ≥ 1000 with n ≡ 2 mod 5). The periods tried: the one the failing
    /// values seen so far share (their differences' gcd), else, when no two were seen, every k
    /// up to [`PERIODS`]; none when they share none (a threshold: every value above it fails).
    /// The first k whose v − k fails is followed down its class, v − 2k, v − 4k, … while it
    /// fails, then bisected between the last failing and the first passing multiple: `1467`
    /// becomes `1002`.
    fn periodic(&mut self, path: &[usize], cur: u64) -> u64 {
        let base = cur;
        let shared = self.failed_values.iter().fold(0, |g, &v| gcd(g, v.abs_diff(base)));
        let periods: Vec<u64> = match shared {
            0 => (2..=PERIODS.min(base)).collect(),
            1 => return cur,
            g => (g <= base).then_some(g).into_iter().collect(),
        };
        let k = match periods
            .into_iter()
            .find(|&k| !self.stopped && self.set(path, base - k) == Answer::Fails)
        {
            Some(k) => k,
            None => return cur,
        };
        let (mut good, mut bad) = (1u64, base / k + 1);
        let mut m = 2u64;
        while m < bad && !self.stopped {
            if self.set(path, base - m * k) == Answer::Fails {
                good = m;
                m = m.saturating_mul(2);
            } else {
                bad = m;
            }
        }
        while bad - good > 1 && !self.stopped {
            let mid = good + (bad - good) / 2;
            if self.set(path, base - mid * k) == Answer::Fails {
                good = mid;
            } else {
                bad = mid;
            }
        }
        self.current(path, base - good * k)
    }

    /// Step 2, clearing set bits from the top: 7·2^16 becomes 2^16 (a 16-bit overflow). After the
    /// top bit, and after each bit that goes, all the bits below it are tried at once.
    fn clear_bits(&mut self, path: &[usize], mut cur: u64, below: &mut Below) -> u64 {
        let top = 63 - cur.leading_zeros().min(63);
        for bit in (0..=top).rev() {
            if self.stopped || cur >> bit & 1 == 0 {
                continue;
            }
            let cleared = cur & !(1u64 << bit);
            self.hint_bits(path, cur, bit);
            let gone = self.set(path, cleared) == Answer::Fails;
            if gone {
                cur = cleared;
            } else {
                below.saw(cleared, cur);
            }
            let rest = cur & !((1u64 << bit) - 1);
            if (gone || bit == top) && rest != cur && rest > 0 && !self.stopped {
                if self.set(path, rest) == Answer::Fails {
                    cur = rest;
                } else {
                    below.saw(rest, cur);
                }
            }
        }
        cur
    }

    /// Step 3, halving while it fails.
    fn halve(&mut self, path: &[usize], mut cur: u64, below: &mut Below) -> u64 {
        while cur > 1 && !self.stopped {
            if self.set(path, cur / 2) == Answer::Fails {
                cur /= 2;
            } else {
                below.saw(cur / 2, cur);
                break;
            }
        }
        cur
    }

    /// Steps 4 and 5, bisection down to a value one above a non-failing one, then a step of −1,
    /// and again.
    fn bisect_and_step(&mut self, path: &[usize], mut cur: u64, mut below: Below) -> u64 {
        while !self.stopped && cur > 0 {
            let lo = match below.0 {
                Some(b) if b < cur => b,
                _ => 0,
            };
            cur = self.search_down(path, lo, cur);
            if self.stopped || cur == 0 || self.set(path, cur - 1) != Answer::Fails {
                break;
            }
            cur -= 1;
            below = Below(None);
        }
        cur
    }

    /// A fingerprint of everything but the value at `path`.
    fn context(&self, path: &[usize]) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.best.replaced(path, Shape::Int(0)).hash(&mut h);
        h.finish()
    }

    /// The value at `path` now (a move may have changed it).
    fn current(&self, path: &[usize], fallback: u64) -> u64 {
        self.best.get(path).and_then(Shape::int).unwrap_or(fallback)
    }

    /// Hint the next bit-clearing candidates: the next set bit cleared, if this one passes or fails.
    fn hint_bits(&mut self, path: &[usize], cur: u64, bit: u32) {
        let next = (0..bit).rev().find(|&b| cur >> b & 1 == 1);
        if let Some(b) = next {
            let cleared = cur & !(1u64 << bit);
            let hints = vec![
                self.best.replaced(path, Shape::Int(cur & !(1u64 << b))),
                self.best.replaced(path, Shape::Int(cleared & !(1u64 << b))),
            ];
            self.hint(hints);
        }
    }

    /// Search down from `hi` (fails) to `lo` (does not fail, or 0 untried): the result fails and
    /// the value one below it does not. No monotonicity is assumed, so the answer is local.
    fn search_down(&mut self, path: &[usize], lo: u64, hi: u64) -> u64 {
        let (mut lo, mut hi) = (lo, hi);
        let ratio = self.probe.cost_ratio();
        while hi - lo > 1 && !self.stopped {
            let mid = split(lo, hi, ratio);
            // What comes next, if mid passes and if it fails.
            let mut hints = Vec::new();
            for (a, b) in [(mid, hi), (lo, mid)] {
                if b - a > 1 {
                    hints.push(self.best.replaced(path, Shape::Int(split(a, b, ratio))));
                }
            }
            self.hint(hints);
            if self.set(path, mid) == Answer::Fails {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        hi
    }

    /// A decimal of any length: the smallest values, its digits removed (pass 1), halving, then
    /// the same bisection in decimal, and a step of −1.
    fn decimal(&mut self, path: &[usize], start: String) -> bool {
        let set = |s: &mut Self, d: &str| s.test_node(path, Shape::Dec(d.to_string()));
        for small in ["0", "1", "2", "3"] {
            if decimal::cmp(small, &start).is_lt() && set(self, small) == Answer::Fails {
                return true;
            }
        }
        let mut cur = start.clone();
        if self.later && set(self, &decimal::minus_one(&cur)) != Answer::Fails {
            return false;
        }
        while cur != "0" && !self.stopped && set(self, &decimal::half(&cur)) == Answer::Fails {
            cur = decimal::half(&cur);
        }
        let mut lo = "0".to_string();
        while decimal::cmp(&decimal::add(&lo, "1"), &cur).is_lt() && !self.stopped {
            let mid = decimal::half(&decimal::add(&lo, &cur));
            if set(self, &mid) == Answer::Fails {
                cur = mid;
            } else {
                lo = mid;
            }
        }
        cur != start
    }

    /// Pass 3: neighbouring integers lowered together by the same amount, the largest amount that
    /// still fails found by doubling then bisection (after one step confirms the pair is coupled).
    pub(super) fn pairs(&mut self) -> bool {
        let mut changed = false;
        for (parent, i, j) in sibling_pairs(&self.best) {
            if self.stopped {
                break;
            }
            let at = |k: usize| {
                let mut p = parent.clone();
                p.push(k);
                p
            };
            let (pi, pj) = (at(i), at(j));
            let value = |s: &Self, p: &[usize]| s.best.get(p).and_then(Shape::int).unwrap_or(0);
            let (a, b) = (value(self, &pi), value(self, &pj));
            let most = a.min(b);
            if most == 0 {
                continue;
            }
            let lower = |s: &mut Self, d: u64| {
                let candidate =
                    s.best.replaced(&pi, Shape::Int(a - d)).replaced(&pj, Shape::Int(b - d));
                s.test(candidate) == Answer::Fails
            };
            // `lower` changes the best shape when it fails, so deltas are from (a, b) each time.
            let (mut good, mut bad) = (0, None);
            let mut d = 1;
            while d <= most && !self.stopped {
                if lower(self, d) {
                    good = d;
                    d = if d == most { most + 1 } else { (d * 2).min(most) };
                } else {
                    bad = Some(d);
                    break;
                }
            }
            if let Some(mut bad) = bad {
                while bad - good > 1 && good > 0 && !self.stopped {
                    let mid = good + (bad - good) / 2;
                    if lower(self, mid) {
                        good = mid;
                    } else {
                        bad = mid;
                    }
                }
            }
            // `lower` kept each failing candidate: the best shape holds the largest delta, `good`.
            changed |= good > 0;
        }
        changed
    }

    /// Pass 3, continued: in a short list of integers, one removed and a neighbour lowered by it
    /// (or xored with it): `65537 1` becomes `65536` when the program sees only their XOR or sum.
    pub(super) fn merges(&mut self) -> bool {
        let mut changed = false;
        let short = |s: &Shape| matches!(s, Shape::List(v) if (2..=PAIRS_UP_TO).contains(&v.len()));
        let mut k = 0;
        loop {
            let parents = self.best.paths_where(&short);
            let parent = match parents.get(k) {
                Some(p) => p.clone(),
                None => break,
            };
            if self.stopped {
                break;
            }
            if self.merge_in(&parent) {
                changed = true;
            } else {
                k += 1;
            }
        }
        changed
    }

    /// One merge in the list at `parent`, if any still fails.
    fn merge_in(&mut self, parent: &[usize]) -> bool {
        let values: Vec<Option<u64>> =
            self.best.get(parent).map_or(&[][..], Shape::children).iter().map(Shape::int).collect();
        for j in 0..values.len() {
            for i in j.saturating_sub(2)..(j + 3).min(values.len()) {
                let (a, b) = match (values[i], values[j]) {
                    (Some(a), Some(b)) if i != j && b > 0 => (a, b),
                    _ => continue,
                };
                let mut merged = Vec::new();
                if a >= b {
                    merged.push(a - b);
                }
                if a ^ b < a && !merged.contains(&(a ^ b)) {
                    merged.push(a ^ b);
                }
                for v in merged {
                    let mut at = parent.to_vec();
                    at.push(i);
                    let base = self.best.replaced(&at, Shape::Int(v));
                    if self.stopped {
                        return false;
                    }
                    if self.delete_from(&base, parent, j..j + 1) == Answer::Fails {
                        return true;
                    }
                }
            }
        }
        false
    }
}
