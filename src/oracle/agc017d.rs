//! agc017d — Game on Tree (Green Hackenbush on a tree): a tree of N vertices; a move deletes an
//! edge, and with it the part no longer connected to vertex 1; whoever cannot move loses. Alice
//! moves first. One game per input: N, then the N − 1 edges. `Alice` or `Bob`.
//!
//! The brute force plays that on the set of edges still attached to vertex 1 (a bitmask) through
//! the engine. The reference applies the colon principle on lists of children, where the solution
//! works on arrays of the input's edges.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("agc017d");

const MAX_N: u64 = P.max("N");
/// The brute force: trees of at most this many vertices (a bitmask of their edges).
const BRUTE_N: usize = 12;
/// The exhaustive domain: every tree on 2 to `EX_N` vertices in which each vertex's parent (toward
/// vertex 1) has a smaller label.
const EX_N: usize = 7;
/// The random family's largest N, and the max family's but in one game of 50: the shrinker makes
/// every one-step-smaller copy of a failing case (10^5 edges: 10^10 numbers).
const RANDOM_N: u64 = 1000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// N is the edges' count plus one; the edges as the input gives them.
    pub edges: Vec<(u64, u64)>,
}

#[derive(Debug)]
pub struct Agc017d;

fn winner(alice_wins: bool) -> String {
    if alice_wins { "Alice" } else { "Bob" }.to_string()
}

/// The literal rules on one tree: a position is the set of edges still attached to vertex 1 (bit i
/// for edge i); a move deletes one, then every edge no longer connected to vertex 1.
#[derive(Debug)]
pub struct Cut<'a> {
    pub edges: &'a [(u64, u64)],
}

impl Game for Cut<'_> {
    type Pos = u32;
    fn moves(&self, &left: &u32) -> Vec<u32> {
        (0..self.edges.len())
            .filter(|&i| left >> i & 1 == 1)
            .map(|i| attached(self.edges, left & !(1 << i)))
            .collect()
    }
}

/// The edges of `set` connected to vertex 1.
fn attached(edges: &[(u64, u64)], set: u32) -> u32 {
    let (mut reached, mut kept) = (vec![1u64], 0u32);
    loop {
        let before = kept;
        for (i, &(x, y)) in edges.iter().enumerate() {
            if set >> i & 1 == 1
                && kept >> i & 1 == 0
                && (reached.contains(&x) || reached.contains(&y))
            {
                kept |= 1 << i;
                reached.extend([x, y]);
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// The children of each vertex in the tree rooted at vertex 1 (None if the edges are not a tree on
/// 1..=N).
fn children(edges: &[(u64, u64)]) -> Option<Vec<Vec<usize>>> {
    let n = edges.len() + 1;
    let mut adjacent = vec![Vec::new(); n + 1];
    for &(x, y) in edges {
        if x == 0 || y == 0 || x as usize > n || y as usize > n {
            return None;
        }
        adjacent[x as usize].push(y as usize);
        adjacent[y as usize].push(x as usize);
    }
    let mut kids = vec![Vec::new(); n + 1];
    let mut seen = vec![false; n + 1];
    let (mut stack, mut count) = (vec![1usize], 0);
    seen[1] = true;
    while let Some(v) = stack.pop() {
        count += 1;
        for &w in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                kids[v].push(w);
                stack.push(w);
            }
        }
    }
    (count == n).then_some(kids)
}

/// g(v) = XOR over the children c of join(g(c)), every vertex after its children (a depth-first
/// order from vertex 1, reversed: no recursion, a path of 10^5 vertices is fine). The colon
/// principle is join(g) = g + 1.
fn value(kids: &[Vec<usize>], join: fn(u64) -> u64) -> u64 {
    let mut order = vec![1usize];
    let mut i = 0;
    while i < order.len() {
        order.extend(kids[order[i]].iter().copied());
        i += 1;
    }
    let mut g = vec![0u64; kids.len()];
    for &v in order.iter().rev() {
        g[v] = kids[v].iter().fold(0, |x, &c| x ^ join(g[c]));
    }
    g[1]
}

/// A random tree on n vertices: vertex i (in a random order, vertex 1 anywhere) hangs below one
/// of the vertices before it, the edges shuffled and each turned either way.
fn random_tree(n: usize, deep: bool, rng: &mut Rng) -> Vec<(u64, u64)> {
    let mut order: Vec<u64> = (1..=n as u64).collect();
    rng.shuffle(&mut order);
    let mut edges: Vec<(u64, u64)> = (1..n)
        .map(|i| {
            // Deep trees hang mostly below the last few vertices: long paths.
            let parent =
                if deep { i - 1 - rng.index(0..=(i - 1).min(2)) } else { rng.index(0..=i - 1) };
            let (a, b) = (order[i], order[parent]);
            if rng.chance(1, 2) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

impl Model for Agc017d {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = 1;
    const MULTI_CASE: bool = false;
    const EXHAUSTIVE: &'static str = "every tree on 2 to 7 vertices in which each vertex's parent \
                                      toward vertex 1 has a smaller label (every shape of tree)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let n = t.u64("N", P.range("N"))?;
        let mut edges = Vec::new();
        for _ in 1..n {
            let x = t.u64("x_i", 1..=n)?;
            let y = t.u64("y_i", 1..=n)?;
            edges.push((x, y));
        }
        if children(&edges).is_none() {
            return Err(t.error(input.len(), "the edges do not form a tree"));
        }
        t.expect_end()?;
        Ok(vec![Case { edges }])
    }

    fn render(cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "agc017d holds one game per input");
        let mut s = format!("{}\n", cases[0].edges.len() + 1);
        for &(x, y) in &cases[0].edges {
            s += &format!("{} {}\n", x, y);
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        if case.edges.len() + 1 > BRUTE_N {
            return None;
        }
        let all = (1u32 << case.edges.len()) - 1;
        Some(winner(Solver::new(Cut { edges: &case.edges }).wins(&all)))
    }

    fn reference(case: &Case) -> String {
        let kids = children(&case.edges).expect("a tree");
        winner(value(&kids, |g| g + 1) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let (n, deep) = match family {
            Family::Small => (rng.index(2..=BRUTE_N), rng.chance(1, 3)),
            Family::Random => (rng.magnitude(2..=RANDOM_N) as usize, rng.chance(1, 3)),
            Family::Max => {
                let n = if rng.chance(1, 50) { MAX_N } else { RANDOM_N };
                (n as usize, rng.chance(1, 2))
            }
            Family::Edge => (rng.index(2..=8), true),
        };
        Case { edges: random_tree(n, deep, rng) }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { edges: random_tree(rng.range(2..=MAX_N) as usize, false, rng) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::List(case.edges.iter().map(|&(x, y)| Shape::pair(x, y)).collect())
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case { edges: shape.items()?.iter().map(Shape::to_pair).collect::<Option<_>>()? })
    }

    fn exhaustive() -> Vec<Case> {
        // Parent arrays: vertex v (2..=n) below one of 1..v − 1; every rooted shape appears.
        let mut rng = Rng::new(17);
        let mut cases = Vec::new();
        for n in 2..=EX_N {
            let mut parents = vec![1u64; n + 1];
            loop {
                let mut edges: Vec<(u64, u64)> = (2..=n as u64)
                    .map(|v| {
                        if rng.chance(1, 2) {
                            (v, parents[v as usize])
                        } else {
                            (parents[v as usize], v)
                        }
                    })
                    .collect();
                rng.shuffle(&mut edges);
                cases.push(Case { edges });
                // The next parent array, as an odometer.
                let mut v = n;
                while v >= 2 && parents[v] == v as u64 - 1 {
                    parents[v] = 1;
                    v -= 1;
                }
                if v < 2 {
                    break;
                }
                parents[v] += 1;
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        fn with(case: &Case, join: fn(u64) -> u64) -> String {
            winner(value(&children(&case.edges).expect("a tree"), join) != 0)
        }
        vec![
            Mutant {
                name: "the colon principle without its + 1: g(v) = XOR of g(child)",
                answer: |c| with(c, |g| g),
            },
            Mutant { name: "g(child) ^ 1 for g(child) + 1", answer: |c| with(c, |g| g ^ 1) },
            Mutant {
                name: "Alice wins iff the number of edges is odd",
                answer: |c| winner(c.edges.len() % 2 == 1),
            },
        ]
    }

    fn huge(bytes: usize, rng: &mut Rng) -> String {
        giant(bytes, false, rng)
    }

    fn huge_uniform(bytes: usize, rng: &mut Rng) -> String {
        giant(bytes, false, rng)
    }
}

/// One tree of at least `bytes` bytes, far beyond N ≤ 10^5 (N grown until its text is long enough).
fn giant(bytes: usize, deep: bool, rng: &mut Rng) -> String {
    let mut n = (bytes / 16).max(2);
    loop {
        let case = Case { edges: random_tree(n, deep, rng) };
        let text = Agc017d::render(std::slice::from_ref(&case));
        if text.len() >= bytes {
            return text;
        }
        n = n * bytes / text.len() + 1;
    }
}
