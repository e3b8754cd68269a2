//! The structure moves: lists, strings and the digits of long decimals lose chunks by delta
//! debugging; a deletion the validator rejects is retried with its count lowered; a grid loses a
//! column with its count.

use super::{decimal, Answer, Shape, Shrinker, FINEST};
use std::ops::Range;

/// The smallest chunk delta debugging removes from a sequence of `len` elements.
fn finest_chunk(len: usize) -> usize {
    ((len + FINEST - 1) / FINEST).max(1)
}

/// How many elements a node has as a sequence (0 for an integer or a tuple).
pub(super) fn length(node: &Shape) -> usize {
    match node {
        Shape::List(v) => v.len(),
        Shape::Bytes(b) => b.len(),
        Shape::Dec(d) if d.len() > 1 => d.len(),
        _ => 0,
    }
}

/// The node with the elements in `range` removed (a decimal keeps its other digits, canonical).
pub(super) fn without(node: &Shape, range: Range<usize>) -> Option<Shape> {
    fn cut<T: Clone>(v: &[T], r: &Range<usize>) -> Vec<T> {
        [&v[..r.start], &v[r.end..]].concat()
    }
    if range.start >= range.end || range.end > length(node) {
        return None;
    }
    Some(match node {
        Shape::List(v) => Shape::List(cut(v, &range)),
        Shape::Bytes(b) => Shape::Bytes(cut(b, &range)),
        Shape::Dec(d) => Shape::Dec(decimal::canonical(&cut(d.as_bytes(), &range))),
        _ => return None,
    })
}

/// The single-step cuts of a sequence of `len` elements (see [`super::neighbours`]).
pub(super) fn finest_cuts(len: usize) -> Vec<Range<usize>> {
    let chunk = finest_chunk(len);
    let mut out: Vec<Range<usize>> =
        (0..len).step_by(chunk).map(|at| at..(at + chunk).min(len)).collect();
    if len > FINEST {
        out.push(0..1);
        out.push(len - 1..len);
    }
    out
}

/// At most this many counts are tried for one rejected deletion.
const COUNTS_TRIED: usize = 4;

impl Shrinker<'_> {
    /// Pass 1: every sequence, parents before children. A deletion shifts only what lies under the
    /// node it changed, so the list of paths is read again after each node.
    pub(super) fn structure(&mut self) -> bool {
        let mut changed = false;
        let mut k = 0;
        loop {
            let paths = self.best.paths_where(&|s| length(s) > 0);
            let path = match paths.get(k) {
                Some(p) => p.clone(),
                None => break,
            };
            changed |= self.sequence(&path);
            changed |= self.columns(&path);
            if self.stopped {
                break;
            }
            k += 1;
        }
        changed
    }

    fn len_at(&self, path: &[usize]) -> usize {
        self.best.get(path).map_or(0, length)
    }

    /// `base` with `range` of the sequence at `path` removed, and the integer at `counter` lowered
    /// by `by` first (it precedes the range, so the removal does not move it).
    fn cut(
        base: &Shape,
        path: &[usize],
        range: Range<usize>,
        counter: Option<(&[usize], u64)>,
    ) -> Option<Shape> {
        let mut shape = base.clone();
        if let Some((c, by)) = counter {
            let v = shape.get(c)?.int()?.checked_sub(by)?;
            shape = shape.replaced(c, Shape::Int(v));
        }
        let smaller = without(shape.get(path)?, range)?;
        Some(shape.replaced(path, smaller))
    }

    /// Remove `range` from the sequence at `path`; when the validator rejects that, the same with a
    /// count lowered ([`Shrinker::counts`]).
    fn delete(&mut self, path: &[usize], range: Range<usize>) -> Answer {
        let base = self.best.clone();
        self.delete_from(&base, path, range)
    }

    /// [`Shrinker::delete`] from `base` (the best shape, or it with a value changed first).
    pub(super) fn delete_from(
        &mut self,
        base: &Shape,
        path: &[usize],
        range: Range<usize>,
    ) -> Answer {
        let candidate = match Self::cut(base, path, range.clone(), None) {
            Some(c) => c,
            None => return Answer::Invalid,
        };
        let answer = self.test(candidate);
        if answer != Answer::Invalid {
            return answer;
        }
        for (counter, by) in Self::counts(base, path, &range) {
            if let Some(candidate) = Self::cut(base, path, range.clone(), Some((&counter, by))) {
                match self.test(candidate) {
                    Answer::Invalid => {}
                    other => return other,
                }
            }
        }
        Answer::Invalid
    }

    /// The integers of `base` that may count the elements of `range` at `path`, with how much to
    /// lower each: first those whose value times a whole group size is the number of elements they
    /// would count (the sequence's length, or what follows the counter when it is inside the
    /// sequence), lowered by the groups removed; then the nearest integers before the range worth
    /// at least its length.
    fn counts(base: &Shape, path: &[usize], range: &Range<usize>) -> Vec<(Vec<usize>, u64)> {
        if matches!(base.get(path), Some(Shape::Dec(_)) | None) {
            return Vec::new();
        }
        let mut first = path.to_vec();
        first.push(range.start);
        let len = base.get(path).map_or(0, length);
        let k = range.len() as u64;
        let before: Vec<(Vec<usize>, u64)> = base
            .int_paths()
            .into_iter()
            .filter(|p| *p < first)
            .rev()
            .filter_map(|p| Some((p.clone(), base.get(&p)?.int()?)))
            .collect();
        let mut out: Vec<(Vec<usize>, u64)> = Vec::new();
        for (p, v) in &before {
            let counted = match p.strip_prefix(path) {
                Some(rest) => len - rest[0] - 1,
                None => len,
            } as u64;
            let group = if *v > 0 && counted % v == 0 { counted / v } else { 0 };
            if group > 0 && k % group == 0 && out.len() < 2 {
                out.push((p.clone(), k / group));
            }
        }
        for (p, v) in &before {
            if *v >= k && out.len() < COUNTS_TRIED && !out.iter().any(|(q, _)| q == p) {
                out.push((p.clone(), k));
            }
        }
        out
    }

    /// Delta debugging on the sequence at `path`: the shortest failing prefix, then suffix, by
    /// bisection on their length, then chunks of half, a quarter, … of the length removed, down
    /// to single elements (to 1/[`FINEST`] of a long one, whose ends still lose single elements).
    fn sequence(&mut self, path: &[usize]) -> bool {
        let before = self.len_at(path);
        for from_end in [false, true] {
            self.ends(path, from_end);
        }
        let floor = finest_chunk(self.len_at(path));
        let mut chunk = self.len_at(path) / 2;
        while chunk >= 1 && !self.stopped {
            let removed = self.chunks(path, chunk);
            if removed && chunk <= self.len_at(path) / 2 {
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
            let n = self.len_at(path);
            if n <= cut {
                break;
            }
            if self.delete(path, 0..cut) != Answer::Fails
                && self.delete(path, n - cut..n) != Answer::Fails
            {
                cut /= 2;
            }
        }
        self.len_at(path) < before
    }

    /// Keep only the shortest failing prefix (or suffix) found by bisection on its length.
    fn ends(&mut self, path: &[usize], from_end: bool) {
        // Keeping `k` elements of the `n` is removing the others.
        let remove = |n: usize, k: usize| if from_end { 0..n - k } else { k..n };
        let n = self.len_at(path);
        if n == 0 {
            return;
        }
        // Invariant: keeping `hi` fails; keeping `lo` does not (0 is tried first; after the first
        // round, n − 1 first, and the bisection runs only if that fails too).
        let (mut lo, mut hi) = (0, n);
        if self.later {
            if self.delete(path, remove(n, n - 1)) == Answer::Fails {
                hi = n - 1;
            } else {
                lo = n - 1;
            }
        }
        if lo == 0 && hi > 0 && self.delete(path, remove(n, 0)) == Answer::Fails {
            hi = 0;
        }
        while hi - lo > 1 && !self.stopped {
            let mid = lo + (hi - lo) / 2;
            let now = self.len_at(path);
            if self.delete(path, remove(now, mid)) == Answer::Fails {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        // Failing need not be monotone in the length (a count mod 3 decides, say): while two or
        // three fewer still fail, step down.
        while let Some(d) = (2..=3).find(|&d| {
            let now = self.len_at(path);
            hi >= d && now == hi && self.delete(path, remove(now, hi - d)) == Answer::Fails
        }) {
            hi -= d;
        }
    }

    /// One sweep removing chunks of `chunk` elements, left to right; true if any went.
    fn chunks(&mut self, path: &[usize], chunk: usize) -> bool {
        let mut at = 0;
        let mut removed = false;
        while at < self.len_at(path) && !self.stopped {
            let n = self.len_at(path);
            let end = (at + chunk).min(n);
            let lookahead = self.probe.lookahead();
            let next: Vec<Shape> = (1..=lookahead)
                .map(|i| at + i * chunk)
                .take_while(|&a| a < n)
                .filter_map(|a| Self::cut(&self.best, path, a..(a + chunk).min(n), None))
                .collect();
            self.hint(next);
            if self.delete(path, at..end) == Answer::Fails {
                removed = true;
            } else {
                at = end;
            }
        }
        removed
    }

    /// A grid (two or more consecutive lists of the same length, at least two) loses a column,
    /// with the count that says how wide the rows are lowered by one.
    fn columns(&mut self, path: &[usize]) -> bool {
        let rows = match self.best.get(path) {
            Some(Shape::List(rows)) => rows.clone(),
            _ => return false,
        };
        let width = |s: &Shape| s.items().map_or(0, <[Shape]>::len);
        let mut changed = false;
        let mut start = 0;
        while start < rows.len() && !self.stopped {
            let w = width(&rows[start]);
            let end = start + rows[start..].iter().take_while(|r| width(r) == w).count();
            if w >= 2 && end - start >= 2 {
                changed |= self.column_of(path, start..end, w);
            }
            start = end;
        }
        changed
    }

    /// Remove one column of the rows `rows` (all of width `w`) at `path`, with its count.
    fn column_of(&mut self, path: &[usize], rows: Range<usize>, w: usize) -> bool {
        let mut first = path.to_vec();
        first.push(rows.start);
        let counter = self
            .best
            .int_paths()
            .into_iter()
            .filter(|p| *p < first)
            .rev()
            .find(|p| self.best.get(p).and_then(Shape::int) == Some(w as u64));
        for column in (0..w).rev() {
            let mut shape = self.best.clone();
            for r in rows.clone() {
                let mut row = path.to_vec();
                row.push(r);
                if let Some(smaller) = shape.get(&row).and_then(|n| without(n, column..column + 1))
                {
                    shape = shape.replaced(&row, smaller);
                }
            }
            let plain = self.test(shape.clone());
            if plain == Answer::Fails {
                return true;
            }
            if plain == Answer::Invalid {
                if let Some(c) = &counter {
                    let lowered = shape.replaced(c, Shape::Int(w as u64 - 1));
                    if self.test(lowered) == Answer::Fails {
                        return true;
                    }
                }
            }
        }
        false
    }
}
