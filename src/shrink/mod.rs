//! The one shrinker, for every model and for inputs of problems without a model. A failing input is
//! seen as a small tree of values ([`Shape`]); the shrinker asks a [`Probe`] whether a smaller
//! candidate still fails, and keeps it when it does. It assumes nothing about monotonicity: game
//! bugs are parity and modular bugs, so it tries values in the order that finds those, and each
//! search only promises a local answer ("this fails, one less does not").
//!
//! Rounds of three passes, until a round changes nothing:
//!
//! 1. **Structure** ([`seq`]): every list, string and long decimal loses chunks by delta debugging
//!    (the shortest failing prefix and suffix by bisection, then halves, quarters, … single
//!    elements). A deletion the validator rejects is retried with the integer that counts the
//!    deleted items lowered by as many (`8\n1 1 1 5001 1 1 1 1` becomes `1\n5001`), and a grid
//!    loses a column with its count.
//! 2. **Values** ([`ints`]): each integer tries its smallest values first (0 to 3: the lower bound
//!    and a few above it), then clearing its set bits from the top (`7·2^16` becomes `2^16`),
//!    halving, a bisection down to the value one above a non-failing one, and a step of −1.
//!    The bisection splits by cost: when failing runs are slow (a time limit), it tests low, where a
//!    run likely passes fast.
//! 3. **Pairs**: two neighbouring integers lowered together by the same amount, for coupled values
//!    (`N K` with N % K: `2 2` becomes `1 1`); and in a short list, one removed and a neighbour
//!    lowered by it or xored with it, for values that only matter through their sum or XOR
//!    (`65537 1` becomes `65536`).
//!
//! Candidates the validator rejects cost no run: the probe answers [`Answer::Invalid`]. With
//! several jobs the probe runs the candidates the shrinker says it may ask next ([`Probe::hint`])
//! while it waits; the result is the one a single job gives.
//!
//! When the budget does not stop it, what comes out is a local minimum: no candidate of
//! [`neighbours`] fails.

pub mod decimal;
mod ints;
mod seq;
pub mod text;

pub use crate::shape::Shape;
pub use decimal::canonical;
pub use text::{shape_text, text_shape};

/// Delta debugging removes chunks down to 1/`FINEST` of a sequence's length (single elements for
/// sequences up to this long): finer sweeps on a 10^5-byte string would cost 10^5 runs each.
pub const FINEST: usize = 128;

/// Pairs of integers are lowered together among the children of a node with at most this many.
pub const PAIRS_UP_TO: usize = 16;

/// What the probe says of a candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// It still fails (the same way): keep it.
    Fails,
    /// It passes: drop it.
    Passes,
    /// The validator rejects it (nothing was run): drop it, or fix a count and try again.
    Invalid,
    /// Stop shrinking now (the budget ran out, the tool was interrupted, or a helper failed).
    Stop,
}

/// The shrinker's view of the program under test.
pub trait Probe {
    /// Does this candidate still fail?
    fn test(&mut self, candidate: &Shape) -> Answer;
    /// Candidates the shrinker may ask next, likeliest first: a probe with idle workers runs them
    /// now. Each call replaces the previous hints.
    fn hint(&mut self, _next: &[Shape]) {}
    /// How many hints are worth building (the idle workers).
    fn lookahead(&self) -> usize {
        0
    }
    /// The cost of a failing run over a passing one (a time limit waits out the limit).
    fn cost_ratio(&self) -> f64 {
        1.0
    }
}

/// The smallest failing shape found; whether shrinking ran to its end (a local minimum) rather
/// than being stopped; and the moves that could not make it smaller, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    pub shape: Shape,
    pub minimal: bool,
    pub moves: Vec<&'static str>,
}

/// Shrink `start`, which fails, asking `probe` about candidates (never about `start` itself).
pub fn minimize(start: Shape, probe: &mut dyn Probe) -> Shrunk {
    let mut s = Shrinker {
        best: start,
        probe,
        stopped: false,
        later: false,
        contexts: Default::default(),
        failed_values: Vec::new(),
    };
    loop {
        let mut changed = s.structure();
        changed |= s.values();
        changed |= s.pairs();
        changed |= s.merges();
        changed |= s.sorts();
        if s.stopped || !changed {
            break;
        }
        s.later = true;
    }
    Shrunk { moves: moves_of(&s.best), shape: s.best, minimal: !s.stopped }
}

/// What the last round tried on `shape` without success, in words.
fn moves_of(shape: &Shape) -> Vec<&'static str> {
    let has = |f: &dyn Fn(&Shape) -> bool| !shape.paths_where(f).is_empty();
    let mut moves = Vec::new();
    if has(&|s| matches!(s, Shape::List(v) if !v.is_empty()) || matches!(s, Shape::Bytes(_))) {
        moves.push("removing any part (with its count)");
    }
    if has(&|s| matches!(s, Shape::Int(v) if *v > 0) || matches!(s, Shape::Dec(_))) {
        moves.push("lowering any number (to 0–3, or by one)");
    }
    if !sibling_pairs(shape).is_empty() {
        moves.push("lowering two neighbouring numbers together");
    }
    if has(
        &|s| matches!(s, Shape::List(v) if v.len() >= 2 && v.len() <= PAIRS_UP_TO && v.iter().any(|x| x.int().is_some())),
    ) {
        moves.push("merging two neighbouring numbers");
    }
    moves
}

/// The pairs of integers that are lowered together: children i and j ≤ i + 2 of one node with at
/// most [`PAIRS_UP_TO`] children, both above 0.
fn sibling_pairs(shape: &Shape) -> Vec<(Vec<usize>, usize, usize)> {
    let mut pairs = Vec::new();
    for parent in shape.paths_where(&|s| !s.children().is_empty()) {
        let children = shape.get(&parent).map_or(&[][..], Shape::children);
        if children.len() > PAIRS_UP_TO {
            continue;
        }
        let positive = |i: usize| matches!(children.get(i), Some(Shape::Int(v)) if *v > 0);
        for i in 0..children.len() {
            for j in i + 1..(i + 3).min(children.len()) {
                if positive(i) && positive(j) {
                    pairs.push((parent.clone(), i, j));
                }
            }
        }
    }
    pairs
}

/// Every shape one step smaller than `shape`: one integer lowered by one or set to 0–3, two
/// neighbouring integers lowered by one together, one chunk of a list, string or decimal removed
/// (single elements up to [`FINEST`] elements; beyond, the chunks of the finest sweep, and the
/// first or the last element). A local minimum fails on none of them (when they are valid).
///
/// Lazy: each neighbour is a full copy, and a case of 10^5 numbers has about 5·10^5 of them, so
/// they are built one at a time as the caller asks (a list of them once took 20 GB).
pub fn neighbours(shape: &Shape) -> impl Iterator<Item = Shape> + '_ {
    let nodes = shape.paths_where(&|_| true).into_iter().flat_map(move |path| {
        let node = shape.get(&path);
        let len = node.map_or(0, seq::length);
        let cuts = if len > 0 { seq::finest_cuts(len) } else { Vec::new() };
        let lowered: Vec<Shape> = match node {
            Some(Shape::Int(v)) => {
                (0..(*v).min(4)).chain((*v > 4).then(|| v - 1)).map(Shape::Int).collect()
            }
            Some(Shape::Dec(d)) if d != "0" => vec![Shape::Dec(decimal::minus_one(d))],
            _ => Vec::new(),
        };
        let cut_path = path.clone();
        let removed = cuts.into_iter().filter_map(move |range| {
            let smaller = seq::without(shape.get(&cut_path)?, range)?;
            Some(shape.replaced(&cut_path, smaller))
        });
        removed.chain(lowered.into_iter().map(move |w| shape.replaced(&path, w)))
    });
    let pairs = sibling_pairs(shape).into_iter().map(move |(parent, i, j)| {
        let mut both = shape.clone();
        for k in [i, j] {
            let mut path = parent.clone();
            path.push(k);
            let v = both.get(&path).and_then(Shape::int).unwrap_or(0);
            both = both.replaced(&path, Shape::Int(v.saturating_sub(1)));
        }
        both
    });
    nodes.chain(pairs).filter(move |s| s != shape)
}

/// The shrinking state: the best failing shape so far, and who answers.
struct Shrinker<'a> {
    best: Shape,
    probe: &'a mut dyn Probe,
    stopped: bool,
    /// Past the first round: most values are at their minimum already, so the expensive searches
    /// run only where one step down still fails, or where what surrounds them changed.
    later: bool,
    /// For each integer searched, a fingerprint of the rest of the shape at the time.
    contexts: crate::hash::FastMap<Vec<usize>, u64>,
    /// The values that failed for the integer being searched (for the periods they share).
    failed_values: Vec<u64>,
}

impl Shrinker<'_> {
    /// Ask about `candidate`; keep it if it fails.
    fn test(&mut self, candidate: Shape) -> Answer {
        if self.stopped {
            return Answer::Stop;
        }
        if candidate == self.best {
            return Answer::Fails;
        }
        let answer = self.probe.test(&candidate);
        match answer {
            Answer::Fails => self.best = candidate,
            Answer::Stop => self.stopped = true,
            Answer::Passes | Answer::Invalid => {}
        }
        answer
    }

    /// Ask about the best shape with the node at `path` replaced.
    fn test_node(&mut self, path: &[usize], node: Shape) -> Answer {
        let candidate = self.best.replaced(path, node);
        self.test(candidate)
    }

    /// Pass 4: a short list or tuple of integers put in ascending order, for inputs the problem
    /// treats as symmetric (`159 2` becomes `2 159`); the validator, or the learnt layout, refuses
    /// the order where it matters.
    fn sorts(&mut self) -> bool {
        let mut changed = false;
        let unsorted = |s: &Shape| {
            let v: Option<Vec<u64>> = s.children().iter().map(Shape::int).collect();
            matches!(v, Some(v) if (2..=PAIRS_UP_TO).contains(&v.len()) && v.windows(2).any(|w| w[0] > w[1]))
        };
        for path in self.best.paths_where(&unsorted) {
            let node = match self.best.get(&path) {
                Some(n) => n.clone(),
                None => continue,
            };
            let mut values: Vec<u64> = node.children().iter().filter_map(Shape::int).collect();
            values.sort_unstable();
            let items = values.into_iter().map(Shape::Int).collect();
            let sorted = match node {
                Shape::Tuple(_) => Shape::Tuple(items),
                _ => Shape::List(items),
            };
            changed |= self.test_node(&path, sorted) == Answer::Fails;
            if self.stopped {
                break;
            }
        }
        changed
    }

    /// Pass hints on, when the probe can use them.
    fn hint(&mut self, next: Vec<Shape>) {
        if self.probe.lookahead() > 0 && !next.is_empty() {
            self.probe.hint(&next);
        }
    }
}
