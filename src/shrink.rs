//! The one shrinker, shared by every model and by inputs of problems without a model: a failing
//! input is seen as a small tree of values ([`Shape`]); integers shrink toward 0 by bisection,
//! lists, strings and the digits of long decimals by delta debugging (shortest failing prefix and
//! suffix by bisection, then chunks of halves, quarters, … down to single elements removed).
//!
//! The shrinker knows nothing of validity or of programs: it asks a test whether a candidate still
//! fails. Callers answer "passes" for candidates their validator rejects, so nothing invalid is ever
//! run, and decide what "still fails" means (the stress tester: the same kind of failure).
//!
//! What comes out, when the budget did not stop it, is a local minimum: lowering any integer by one,
//! or removing any one element of a list or string (of a long one: any chunk of 1/[`FINEST`] of
//! it, or its first or last element) gives an input that does not fail ([`neighbours`] lists
//! exactly those candidates, for tests to check).

use std::cmp::Ordering;

/// Delta debugging removes chunks down to 1/`FINEST` of a sequence's length (single elements for
/// sequences up to this long): finer sweeps on a 10^5-byte string would cost 10^5 runs each.
pub const FINEST: usize = 128;

/// The smallest chunk delta debugging removes from a sequence of `len` elements.
fn finest_chunk(len: usize) -> usize {
    ((len + FINEST - 1) / FINEST).max(1)
}

/// A case as a tree of values the shrinker can make smaller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// An integer, bisected toward 0.
    Int(u64),
    /// A non-negative integer in canonical decimal, of any length: digits dropped, then bisected.
    Dec(String),
    /// A string of bytes: chunks removed.
    Bytes(Vec<u8>),
    /// A list: chunks of elements removed, then each element shrunk.
    List(Vec<Shape>),
    /// A fixed number of parts, each shrunk on its own.
    Tuple(Vec<Shape>),
}

impl Shape {
    /// A list of integers.
    pub fn ints(values: &[u64]) -> Shape {
        Shape::List(values.iter().map(|&v| Shape::Int(v)).collect())
    }

    /// Two integers, as a tuple.
    pub fn pair(a: u64, b: u64) -> Shape {
        Shape::Tuple(vec![Shape::Int(a), Shape::Int(b)])
    }

    pub fn int(&self) -> Option<u64> {
        match self {
            Shape::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// The values of a list of integers.
    pub fn to_ints(&self) -> Option<Vec<u64>> {
        match self {
            Shape::List(items) => items.iter().map(Shape::int).collect(),
            _ => None,
        }
    }

    /// The two integers of [`Shape::pair`].
    pub fn to_pair(&self) -> Option<(u64, u64)> {
        match self.parts()? {
            [a, b] => Some((a.int()?, b.int()?)),
            _ => None,
        }
    }

    /// The parts of a tuple.
    pub fn parts(&self) -> Option<&[Shape]> {
        match self {
            Shape::Tuple(parts) => Some(parts),
            _ => None,
        }
    }

    /// The elements of a list.
    pub fn items(&self) -> Option<&[Shape]> {
        match self {
            Shape::List(items) => Some(items),
            _ => None,
        }
    }

    pub fn bytes(&self) -> Option<&[u8]> {
        match self {
            Shape::Bytes(b) => Some(b),
            _ => None,
        }
    }

    pub fn dec(&self) -> Option<&str> {
        match self {
            Shape::Dec(d) => Some(d),
            _ => None,
        }
    }

    fn at(&self, path: &[usize]) -> &Shape {
        match (path.split_first(), self) {
            (None, _) => self,
            (Some((&i, rest)), Shape::List(v) | Shape::Tuple(v)) => v[i].at(rest),
            _ => unreachable!("paths only lead into lists and tuples"),
        }
    }

    fn replaced(&self, path: &[usize], node: Shape) -> Shape {
        match (path.split_first(), self) {
            (None, _) => node,
            (Some((&i, rest)), Shape::List(v)) => {
                let mut v = v.clone();
                v[i] = v[i].replaced(rest, node);
                Shape::List(v)
            }
            (Some((&i, rest)), Shape::Tuple(v)) => {
                let mut v = v.clone();
                v[i] = v[i].replaced(rest, node);
                Shape::Tuple(v)
            }
            _ => unreachable!("paths only lead into lists and tuples"),
        }
    }
}

/// What a test says about a candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// It still fails: keep it.
    Fails,
    /// It passes, or it is not a valid input: drop it.
    Passes,
    /// Stop shrinking now (the budget ran out, or the test cannot go on).
    Stop,
}

/// The smallest failing shape found, and whether shrinking ran to its end (a local minimum) rather
/// than being stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    pub shape: Shape,
    pub minimal: bool,
}

/// Shrink `start`, which fails, to a local minimum, asking `test` about each candidate (never about
/// `start` itself, nor twice in a row about the same shape).
pub fn minimize(start: Shape, test: &mut dyn FnMut(&Shape) -> Verdict) -> Shrunk {
    let mut s = Shrinker { best: start, test, stopped: false, again: false };
    while s.pass(&mut Vec::new()) && !s.stopped {
        s.again = true;
    }
    Shrunk { shape: s.best, minimal: !s.stopped }
}

/// Every shape one step smaller than `shape`: one integer lowered by one, or one chunk of a list,
/// string or decimal removed (single elements up to [`FINEST`] elements; beyond, the chunks of
/// the finest sweep, and the first or the last element). A local minimum fails on none of them
/// (when they are valid).
pub fn neighbours(shape: &Shape) -> Vec<Shape> {
    fn cuts<T: Clone>(v: &[T]) -> Vec<Vec<T>> {
        let chunk = finest_chunk(v.len());
        let mut out: Vec<Vec<T>> = (0..v.len())
            .step_by(chunk)
            .map(|at| [&v[..at], &v[(at + chunk).min(v.len())..]].concat())
            .collect();
        if v.len() > FINEST {
            out.push(v[1..].to_vec());
            out.push(v[..v.len() - 1].to_vec());
        }
        out
    }
    let mut out = Vec::new();
    match shape {
        Shape::Int(0) => {}
        Shape::Int(v) => out.push(Shape::Int(v - 1)),
        Shape::Dec(d) => {
            if d != "0" {
                out.push(Shape::Dec(dec_minus_one(d)));
            }
            out.extend(cuts(d.as_bytes()).iter().map(|digits| Shape::Dec(canonical(digits))));
        }
        Shape::Bytes(b) => out.extend(cuts(b).into_iter().map(Shape::Bytes)),
        Shape::List(v) | Shape::Tuple(v) => {
            let wrap = |v: Vec<Shape>| match shape {
                Shape::List(_) => Shape::List(v),
                _ => Shape::Tuple(v),
            };
            if let Shape::List(_) = shape {
                out.extend(cuts(v).into_iter().map(wrap));
            }
            for (i, item) in v.iter().enumerate() {
                for smaller in neighbours(item) {
                    let mut w = v.clone();
                    w[i] = smaller;
                    out.push(wrap(w));
                }
            }
        }
    }
    out.retain(|s| s != shape);
    out
}

struct Shrinker<'a> {
    best: Shape,
    test: &'a mut dyn FnMut(&Shape) -> Verdict,
    stopped: bool,
    /// Past the first round: most nodes are at their minimum already, so one step down is tried
    /// first, and a bisection only runs when that step still fails.
    again: bool,
}

impl Shrinker<'_> {
    /// Try the best shape with the node at `path` replaced; keep it if it still fails.
    fn try_node(&mut self, path: &[usize], node: Shape) -> bool {
        if self.stopped || *self.best.at(path) == node {
            return false;
        }
        let candidate = self.best.replaced(path, node);
        match (self.test)(&candidate) {
            Verdict::Fails => {
                self.best = candidate;
                true
            }
            Verdict::Passes => false,
            Verdict::Stop => {
                self.stopped = true;
                false
            }
        }
    }

    /// One round over the node at `path` and everything under it; true if anything got smaller.
    fn pass(&mut self, path: &mut Vec<usize>) -> bool {
        if self.stopped {
            return false;
        }
        match self.best.at(path).clone() {
            Shape::Int(v) => self.bisect_int(path, v),
            Shape::Dec(d) => {
                let dropped =
                    self.sequence(path, d.into_bytes(), &|digits| Shape::Dec(canonical(&digits)));
                let d = self.best.at(path).dec().map(str::to_string).unwrap_or_default();
                self.bisect_dec(path, d) | dropped
            }
            Shape::Bytes(b) => self.sequence(path, b, &Shape::Bytes),
            Shape::List(items) => {
                let mut changed = self.sequence(path, items, &Shape::List);
                let mut i = 0;
                while let Some(len) = self.best.at(path).items().map(<[Shape]>::len) {
                    if i >= len || self.stopped {
                        break;
                    }
                    path.push(i);
                    changed |= self.pass(path);
                    path.pop();
                    i += 1;
                }
                changed
            }
            Shape::Tuple(parts) => {
                let mut changed = false;
                for i in 0..parts.len() {
                    path.push(i);
                    changed |= self.pass(path);
                    path.pop();
                }
                changed
            }
        }
    }

    /// Bisect an integer toward 0: the invariant is "`hi` fails, `lo` does not" (0 is tried first).
    fn bisect_int(&mut self, path: &[usize], v: u64) -> bool {
        if v == 0 || (self.again && !self.try_node(path, Shape::Int(v - 1))) {
            return false;
        }
        if self.try_node(path, Shape::Int(0)) {
            return true;
        }
        let (mut lo, mut hi) = (0, if self.again { v - 1 } else { v });
        while hi - lo > 1 && !self.stopped {
            let mid = lo + (hi - lo) / 2;
            if self.try_node(path, Shape::Int(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        hi < v
    }

    /// The same bisection on a decimal of any length.
    fn bisect_dec(&mut self, path: &[usize], v: String) -> bool {
        if v == "0" || v.is_empty() {
            return false;
        }
        let below = dec_minus_one(&v);
        if self.again && !self.try_node(path, Shape::Dec(below.clone())) {
            return false;
        }
        if self.try_node(path, Shape::Dec("0".into())) {
            return true;
        }
        let (mut lo, mut hi) = ("0".to_string(), if self.again { below } else { v.clone() });
        while dec_cmp(&dec_add(&lo, "1"), &hi) == Ordering::Less && !self.stopped {
            let mid = dec_half(&dec_add(&lo, &hi));
            if self.try_node(path, Shape::Dec(mid.clone())) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        hi != v
    }

    /// Delta debugging on the sequence at `path`: the shortest failing prefix, then suffix, by
    /// bisection on their length (O(log n) runs to get near a length threshold), then chunks of
    /// half, a quarter, … of the length removed, down to single elements.
    fn sequence<T: Clone>(
        &mut self,
        path: &[usize],
        start: Vec<T>,
        wrap: &dyn Fn(Vec<T>) -> Shape,
    ) -> bool {
        let mut items = start;
        let before = items.len();
        for from_end in [false, true] {
            let n = items.len();
            let keep = |k: usize| {
                if from_end {
                    items[n - k..].to_vec()
                } else {
                    items[..k].to_vec()
                }
            };
            // Invariant: keeping `hi` items fails; keeping `lo` does not (0 is tried first; after
            // the first round, n − 1 first, and the bisection runs only if that fails too).
            let (mut lo, mut hi) = (0, n);
            if self.again && n > 0 {
                if self.try_node(path, wrap(keep(n - 1))) {
                    hi = n - 1;
                } else {
                    lo = n - 1;
                }
            }
            if hi > lo && lo == 0 && n > 0 && self.try_node(path, wrap(keep(0))) {
                hi = 0;
            }
            while hi - lo > 1 && !self.stopped {
                let mid = lo + (hi - lo) / 2;
                if self.try_node(path, wrap(keep(mid))) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            // Failing need not be monotone in the length (a count mod 3 decides, say): while two
            // or three fewer still fail, step down.
            while let Some(d) =
                (2..=3).find(|&d| hi >= d && self.try_node(path, wrap(keep(hi - d))))
            {
                hi -= d;
            }
            items = keep(hi);
        }
        let floor = finest_chunk(items.len());
        let mut chunk = items.len() / 2;
        while chunk >= 1 && !self.stopped {
            let mut at = 0;
            let mut removed = false;
            while at < items.len() && !self.stopped {
                let end = (at + chunk).min(items.len());
                let mut fewer = items[..at].to_vec();
                fewer.extend_from_slice(&items[end..]);
                if self.try_node(path, wrap(fewer.clone())) {
                    items = fewer;
                    removed = true;
                } else {
                    at = end;
                }
            }
            if removed && chunk <= items.len() / 2 {
                continue;
            }
            if chunk <= floor {
                break;
            }
            chunk = ((chunk + 1) / 2).max(floor);
        }
        // Below the finest chunk, the two ends still lose halves of it, quarters, … single
        // elements: two runs a scale.
        let mut cut = floor / 2;
        while cut >= 1 && !self.stopped {
            let n = items.len();
            let ends = if n > cut {
                vec![items[cut..].to_vec(), items[..n - cut].to_vec()]
            } else {
                vec![]
            };
            match ends.into_iter().find(|fewer| self.try_node(path, wrap(fewer.clone()))) {
                Some(fewer) => items = fewer,
                None => cut /= 2,
            }
        }
        items.len() < before
    }
}

/// Digits without their leading zeros ("0" when nothing is left).
pub fn canonical(digits: &[u8]) -> String {
    let first = digits.iter().position(|&d| d != b'0').unwrap_or(digits.len());
    if first == digits.len() {
        "0".into()
    } else {
        String::from_utf8_lossy(&digits[first..]).into_owned()
    }
}

fn dec_cmp(a: &str, b: &str) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

fn dec_add(a: &str, b: &str) -> String {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut out = Vec::with_capacity(a.len().max(b.len()) + 1);
    let mut carry = 0;
    for i in 0..a.len().max(b.len()) {
        let digit = |s: &[u8]| if i < s.len() { s[s.len() - 1 - i] - b'0' } else { 0 };
        let sum = digit(a) + digit(b) + carry;
        out.push(b'0' + sum % 10);
        carry = sum / 10;
    }
    if carry > 0 {
        out.push(b'0' + carry);
    }
    out.reverse();
    canonical(&out)
}

fn dec_half(a: &str) -> String {
    let mut rest = 0;
    let halved: Vec<u8> = a
        .bytes()
        .map(|d| {
            let v = rest * 10 + (d - b'0');
            rest = v % 2;
            b'0' + v / 2
        })
        .collect();
    canonical(&halved)
}

fn dec_minus_one(a: &str) -> String {
    let mut d = a.as_bytes().to_vec();
    for digit in d.iter_mut().rev() {
        if *digit == b'0' {
            *digit = b'9';
        } else {
            *digit -= 1;
            break;
        }
    }
    canonical(&d)
}

/// A text input as lines of whitespace-separated tokens: canonical integers become [`Shape::Int`]
/// (or [`Shape::Dec`] past 64 bits), anything else [`Shape::Bytes`]. For problems without a model.
pub fn text_shape(text: &str) -> Shape {
    let token = |t: &str| {
        let digits = !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        let canonical = digits && (t == "0" || !t.starts_with('0'));
        match t.parse::<u64>() {
            Ok(v) if canonical => Shape::Int(v),
            _ if canonical => Shape::Dec(t.to_string()),
            _ => Shape::Bytes(t.as_bytes().to_vec()),
        }
    };
    Shape::List(
        text.lines().map(|l| Shape::List(l.split_whitespace().map(token).collect())).collect(),
    )
}

/// The text of a [`text_shape`]: tokens joined by single spaces, each line ended by a newline.
pub fn shape_text(shape: &Shape) -> Option<String> {
    let mut out = String::new();
    for line in shape.items()? {
        let tokens = line.items()?.iter().map(|t| match t {
            Shape::Int(v) => Some(v.to_string()),
            Shape::Dec(d) => Some(d.clone()),
            Shape::Bytes(b) => String::from_utf8(b.clone()).ok(),
            _ => None,
        });
        out += &tokens.collect::<Option<Vec<_>>>()?.join(" ");
        out.push('\n');
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Shrink with a predicate on the shape, counting runs.
    fn shrink(start: Shape, fails: impl Fn(&Shape) -> bool) -> (Shape, usize) {
        let mut runs = 0;
        let out = minimize(start, &mut |s| {
            runs += 1;
            if fails(s) {
                Verdict::Fails
            } else {
                Verdict::Passes
            }
        });
        assert!(out.minimal);
        (out.shape, runs)
    }

    #[test]
    fn an_integer_bisects_to_its_exact_threshold_in_a_few_dozen_runs() {
        let (s, runs) = shrink(Shape::Int(999_989_991), |s| s.int().unwrap() > 500_000_000);
        assert_eq!(s, Shape::Int(500_000_001));
        assert!(runs <= 70, "{} runs", runs);
        let (s, _) = shrink(Shape::Int(u64::MAX), |s| s.int().unwrap() >= 1 << 40);
        assert_eq!(s, Shape::Int(1 << 40));
        let (s, _) = shrink(Shape::Int(77), |_| true);
        assert_eq!(s, Shape::Int(0));
    }

    #[test]
    fn a_long_decimal_bisects_too() {
        let big = "9".repeat(60);
        let threshold = format!("1{}", "0".repeat(30)); // fails for n ≥ 10^30
        let (s, runs) =
            shrink(Shape::Dec(big), |s| dec_cmp(s.dec().unwrap(), &threshold) != Ordering::Less);
        assert_eq!(s, Shape::Dec(threshold));
        assert!(runs <= 600, "{} runs", runs);
        assert_eq!(dec_half(&dec_add("999", "2")), "500");
        assert_eq!(dec_minus_one("1000"), "999");
    }

    #[test]
    fn a_million_bytes_get_near_their_threshold_length_in_few_runs() {
        // Fails when it holds at least 1000 ones: the minimum is exactly 1000 ones.
        let text: Vec<u8> =
            (0..1_000_000u32).map(|i| if i % 3 == 0 { b'1' } else { b'0' }).collect();
        let ones = |s: &Shape| s.bytes().unwrap().iter().filter(|&&b| b == b'1').count();
        let mut runs = 0;
        let mut near_after = None;
        let out = minimize(Shape::Bytes(text), &mut |s| {
            runs += 1;
            if s.bytes().unwrap().len() < 4000 && near_after.is_none() {
                near_after = Some(runs);
            }
            if ones(s) >= 1000 {
                Verdict::Fails
            } else {
                Verdict::Passes
            }
        });
        assert!(near_after.unwrap() <= 60, "{:?}", near_after);
        assert!(out.minimal);
        let shrunk = out.shape.bytes().unwrap();
        // Near: the 1000 ones with the zeros between them (every chunk of 1/FINEST holds ones).
        assert!(shrunk.len() <= 3000 && ones(&out.shape) == 1000, "{}", shrunk.len());
        assert!(neighbours(&out.shape).iter().all(|n| ones(n) < 1000));
        // Up to FINEST elements, every single one is tried: exactly the ones are left.
        let (s, _) = shrink(Shape::Bytes(shrunk[..FINEST].to_vec()), |s| ones(s) >= 30);
        assert_eq!(s, Shape::Bytes(vec![b'1'; 30]));
    }

    #[test]
    fn lists_and_tuples_shrink_to_a_local_minimum() {
        // Fails when some element exceeds 10 and the list has at least 3 elements.
        let fails = |s: &Shape| {
            let v = s.parts().unwrap()[1].to_ints().unwrap();
            v.len() >= 3 && v.iter().any(|&x| x > 10)
        };
        let start = Shape::Tuple(vec![Shape::Int(5), Shape::ints(&[3, 99, 4, 50, 7, 1])]);
        let (s, _) = shrink(start, fails);
        assert_eq!(s, Shape::Tuple(vec![Shape::Int(0), Shape::ints(&[0, 11, 0])]));
        assert!(neighbours(&s).iter().all(|n| !fails(n)));
    }

    #[test]
    fn the_test_may_stop_the_shrinker_at_any_point() {
        let mut runs = 0;
        let out = minimize(Shape::Int(1 << 50), &mut |s| {
            runs += 1;
            match s.int().unwrap() {
                _ if runs > 5 => Verdict::Stop,
                v if v >= 1000 => Verdict::Fails,
                _ => Verdict::Passes,
            }
        });
        assert!(!out.minimal);
        let v = out.shape.int().unwrap();
        assert!((1000..1 << 50).contains(&v), "{}", v);
        assert_eq!(runs, 6);
    }

    #[test]
    fn text_round_trips_through_its_shape() {
        let text = "3\n1 007 -4 abc\n\n123456789012345678901234567890\n";
        let shape = text_shape(text);
        assert_eq!(shape_text(&shape).unwrap(), text);
        let items = shape.items().unwrap();
        assert_eq!(items[0], Shape::List(vec![Shape::Int(3)]));
        assert_eq!(items[1].items().unwrap()[1], Shape::Bytes(b"007".to_vec()));
        assert!(items[3].items().unwrap()[0].dec().is_some());
    }
}
