//! poj3710 — Christmas Game (Green Hackenbush on trees with polygons): N trees, each a connected
//! graph on vertices 1 to m rooted at 1, whose edges each lie on at most one cycle (the "gifts":
//! polygons, parallel edges as two-sided ones); a move deletes an edge, and with it whatever is no
//! longer connected to its tree's root; whoever cannot move loses. Sally moves first. Test cases
//! until the end of the input: N, then per tree `m k` and k edges. `Sally` or `Harry` per case.
//!
//! The brute force plays that on the set of edges of all the case's trees still attached to their
//! roots (a bitmask), through the engine: no fusion, no colon principle. The reference applies
//! both, by a recursive bridge search and a union of each part's edges, where the solution (the
//! snippet `hackenbush_graph`) counts list entries along an explicit-stack search.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("poj3710");

const MAX_N: u64 = P.max("N");
const MAX_M: u64 = P.max("m");
const MAX_K: u64 = P.max("k");
/// The brute force: cases of at most this many edges in all (a bitmask of them).
const BRUTE_E: usize = 11;
/// The exhaustive domain: every graph on 1 to `EX_M` vertices with up to `EX_K` edges.
const EX_M: u64 = 5;
const EX_K: usize = 5;
/// How many test cases the stress tester puts in one input.
const BATCH: usize = 20;

/// One tree: its vertex count and its edges as the input gives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    pub m: u64,
    pub edges: Vec<(u64, u64)>,
}

/// One test case: N trees.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub trees: Vec<Tree>,
}

#[derive(Debug)]
pub struct Poj3710;

fn winner(sally_wins: bool) -> String {
    if sally_wins { "Sally" } else { "Harry" }.to_string()
}

/// The literal rules on a whole test case: the edges of every tree in one list, each as the set
/// of its ends (vertices renumbered apart and packed, bit v for vertex v), `roots` the set of the
/// roots; a position is the set of edges still attached to a root (bit i for edge i); a move
/// deletes one, then every edge no longer attached.
#[derive(Debug)]
pub struct Cut {
    pub ends: Vec<u32>,
    pub roots: u32,
}

impl Cut {
    /// The edges of `set` connected to a root: reach out from the roots until nothing is added.
    pub fn attached(&self, set: u32) -> u32 {
        let (mut reached, mut kept) = (self.roots, 0u32);
        loop {
            let before = kept;
            for (i, &ends) in self.ends.iter().enumerate() {
                if set >> i & 1 == 1 && kept >> i & 1 == 0 && ends & reached != 0 {
                    kept |= 1 << i;
                    reached |= ends;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }
}

impl Game for Cut {
    type Pos = u32;
    fn moves(&self, &left: &u32) -> Vec<u32> {
        (0..self.ends.len())
            .filter(|&i| left >> i & 1 == 1)
            .map(|i| self.attached(left & !(1 << i)))
            .collect()
    }
}

/// The case's trees as one game for [`Cut`] (at most 31 edges), from the position where every
/// attached edge is in.
fn game(case: &Case) -> (Cut, u32) {
    // Packed numbers for the vertices that matter: each root, and each edge's ends.
    let mut names: Vec<(usize, u64)> = Vec::new();
    let mut name = |tree: usize, v: u64| match names.iter().position(|&x| x == (tree, v)) {
        Some(i) => 1u32 << i,
        None => {
            names.push((tree, v));
            1 << (names.len() - 1)
        }
    };
    let (mut ends, mut roots) = (Vec::new(), 0);
    for (i, t) in case.trees.iter().enumerate() {
        if t.edges.is_empty() {
            continue;
        }
        roots |= name(i, 1);
        for &(a, b) in &t.edges {
            ends.push(name(i, a) | name(i, b));
        }
    }
    let cut = Cut { ends, roots };
    let all = cut.attached(((1u64 << cut.ends.len()) - 1) as u32);
    (cut, all)
}

/// A depth-first search of a tree from vertex 1 (recursive: m < 100): who is reached, each
/// vertex's parent and the edge to it, the order, and how many back edges cover each vertex's edge
/// to its parent (a loop covers nothing; a parallel edge to the parent covers that edge).
struct Search {
    reached: Vec<bool>,
    parent: Vec<(usize, usize)>,
    order: Vec<usize>,
    cover: Vec<u32>,
}

fn search(t: &Tree) -> Search {
    let m = t.m as usize;
    let mut adj = vec![Vec::new(); m + 1];
    for (i, &(a, b)) in t.edges.iter().enumerate() {
        if a != b {
            adj[a as usize].push((b as usize, i));
            adj[b as usize].push((a as usize, i));
        }
    }
    let mut s = Search {
        reached: vec![false; m + 1],
        parent: vec![(0, usize::MAX); m + 1],
        order: Vec::new(),
        cover: vec![0; m + 1],
    };
    fn visit(v: usize, adj: &[Vec<(usize, usize)>], s: &mut Search) {
        s.reached[v] = true;
        s.order.push(v);
        for &(w, e) in &adj[v] {
            if !s.reached[w] {
                s.parent[w] = (v, e);
                visit(w, adj, s);
            }
        }
    }
    visit(1, &adj, &mut s);
    // Back edges: non-loop edges not in the search's tree, from the later-found end up.
    let place: Vec<usize> = {
        let mut p = vec![usize::MAX; m + 1];
        s.order.iter().enumerate().for_each(|(i, &v)| p[v] = i);
        p
    };
    let mut back = Vec::new();
    for (i, &(a, b)) in t.edges.iter().enumerate() {
        let (a, b) = (a as usize, b as usize);
        if a == b || !s.reached[a] || s.parent[a].1 == i || s.parent[b].1 == i {
            continue;
        }
        let (low, high) = if place[a] > place[b] { (a, b) } else { (b, a) };
        back.push((low, high));
    }
    for (low, high) in back {
        let mut v = low;
        while v != high {
            s.cover[v] += 1;
            v = s.parent[v].0;
        }
    }
    s
}

/// The tree's value by the theory, with `rule` deciding a part's worth from its edge and vertex
/// counts: a tree edge no back edge covers is a bridge; parts are unions over the other edges;
/// then the colon principle on the tree of parts, by recursion from the root's.
fn value(t: &Tree, rule: fn(edges: u64, vertices: u64) -> u64) -> u64 {
    let m = t.m as usize;
    let s = search(t);
    let mut up: Vec<usize> = (0..=m).collect();
    fn find(up: &mut [usize], v: usize) -> usize {
        let mut r = v;
        while up[r] != r {
            r = up[r];
        }
        up[v] = r;
        r
    }
    let bridge = |i: usize, (a, b): (u64, u64)| {
        let (a, b) = (a as usize, b as usize);
        (s.parent[a].1 == i && s.cover[a] == 0) || (s.parent[b].1 == i && s.cover[b] == 0)
    };
    for (i, &e) in t.edges.iter().enumerate() {
        if s.reached[e.0 as usize] && !bridge(i, e) {
            let (x, y) = (find(&mut up, e.0 as usize), find(&mut up, e.1 as usize));
            up[x] = y;
        }
    }
    let (mut edges, mut vertices) = (vec![0u64; m + 1], vec![0u64; m + 1]);
    for &v in &s.order {
        let r = find(&mut up, v);
        vertices[r] += 1;
    }
    let mut below = vec![Vec::new(); m + 1];
    for (i, &e) in t.edges.iter().enumerate() {
        if !s.reached[e.0 as usize] {
            continue;
        }
        let (x, y) = (find(&mut up, e.0 as usize), find(&mut up, e.1 as usize));
        if bridge(i, e) {
            below[x].push(y);
            below[y].push(x);
        } else {
            edges[x] += 1;
        }
    }
    fn colon(c: usize, from: usize, below: &[Vec<usize>], worth: &dyn Fn(usize) -> u64) -> u64 {
        below[c]
            .iter()
            .filter(|&&d| d != from)
            .fold(worth(c), |x, &d| x ^ (colon(d, c, below, worth) + 1))
    }
    let root = find(&mut up, 1);
    colon(root, usize::MAX, &below, &|c| rule(edges[c], vertices[c]))
}

/// The fusion principle: a part of E edges is a vertex with E loops, worth E mod 2.
fn fused(edges: u64, _vertices: u64) -> u64 {
    edges % 2
}

/// Whether the tree is connected and each edge lies on at most one cycle (no tree edge covered by
/// two back edges; a loop is a cycle of its own).
fn valid(t: &Tree) -> bool {
    let s = search(t);
    s.reached[1..].iter().all(|&r| r) && s.cover.iter().all(|&c| c <= 1)
}

/// A random tree with polygons: from vertex 1, each new piece hangs from a vertex already there:
/// a pendant edge or, `cycles` times in 10, a polygon of 3 to 12 sides, a digon (two parallel
/// edges) or a loop; until m vertices or `max_k` edges (then fewer vertices). Labels other than 1
/// shuffled, the edges shuffled and each turned either way.
fn random_tree(m: usize, max_k: usize, cycles: u64, rng: &mut Rng) -> Tree {
    let mut edges: Vec<(u64, u64)> = Vec::new();
    let mut n = 1usize;
    while edges.len() < max_k && (n < m || rng.chance(cycles, 40)) {
        let u = rng.index(1..=n) as u64;
        let (room, budget) = (m - n, max_k - edges.len());
        let next = n as u64 + 1;
        let kind = if rng.chance(cycles, 10) { rng.index(0..=5) } else { 9 };
        if kind == 0 || room == 0 {
            edges.push((u, u));
        } else if kind == 1 && budget >= 2 {
            edges.extend([(u, next), (next, u)]);
            n += 1;
        } else if kind <= 5 && room >= 2 && budget >= 3 {
            let sides = rng.index(3..=(room + 1).min(budget).min(12));
            let mut last = u;
            for _ in 1..sides {
                n += 1;
                edges.push((last, n as u64));
                last = n as u64;
            }
            edges.push((last, u));
        } else {
            edges.push((u, next));
            n += 1;
        }
    }
    let mut label: Vec<u64> = (2..=n as u64).collect();
    rng.shuffle(&mut label);
    let name = |v: u64| if v == 1 { 1 } else { label[v as usize - 2] };
    let mut edges: Vec<(u64, u64)> = edges
        .into_iter()
        .map(|(a, b)| if rng.chance(1, 2) { (name(a), name(b)) } else { (name(b), name(a)) })
        .collect();
    rng.shuffle(&mut edges);
    Tree { m: n as u64, edges }
}

impl Model for Poj3710 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = BATCH;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every test case of one tree: every connected graph on \
                                      vertices 1 to 5 (1 to 5 of them) with 0 to 5 edges, loops \
                                      and parallel edges too, each edge on at most one cycle";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        let mut n = Some(t.u64("N", P.range("N"))?);
        while let Some(count) = n {
            let mut trees = Vec::new();
            for _ in 0..count {
                let start = t.clone().next_token().map_or(input.len(), |tok| tok.at);
                let m = t.u64("m", P.range("m"))?;
                let k = t.u64("k", P.range("k"))?;
                let mut edges = Vec::new();
                for _ in 0..k {
                    let a = t.u64("a", 1..=m)?;
                    let b = t.u64("b", 1..=m)?;
                    edges.push((a, b));
                }
                let tree = Tree { m, edges };
                if !valid(&tree) {
                    return Err(
                        t.error(start, "the tree is not connected, or an edge lies on two cycles")
                    );
                }
                trees.push(tree);
            }
            cases.push(Case { trees });
            n = t.opt_u64("N", P.range("N"))?;
        }
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s = String::new();
        for c in cases {
            s += &format!("{}\n", c.trees.len());
            for t in &c.trees {
                s += &format!("{} {}\n", t.m, t.edges.len());
                for &(a, b) in &t.edges {
                    s += &format!("{} {}\n", a, b);
                }
            }
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        if case.trees.iter().map(|t| t.edges.len()).sum::<usize>() > BRUTE_E {
            return None;
        }
        let (cut, all) = game(case);
        Some(winner(Solver::new(cut).wins(&all)))
    }

    fn reference(case: &Case) -> String {
        winner(case.trees.iter().fold(0, |x, t| x ^ value(t, fused)) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let trees = match family {
            Family::Small => {
                let n = rng.index(1..=3);
                let mut left = BRUTE_E;
                (0..n)
                    .map(|_| {
                        let t = random_tree(rng.index(1..=8), rng.index(0..=left), 6, rng);
                        left -= t.edges.len();
                        t
                    })
                    .collect()
            }
            Family::Random => (0..rng.magnitude(1..=MAX_N / 8))
                .map(|_| {
                    let m = rng.magnitude(1..=MAX_M) as usize;
                    random_tree(m, MAX_K as usize, rng.range(0..=10), rng)
                })
                .collect(),
            // Every tree at the bounds, N = 99 of them one time in 50: the shrinker makes every
            // one-step-smaller copy of a failing case, and each of them is validated and solved.
            Family::Max => {
                let n = if rng.chance(1, 50) { MAX_N } else { rng.range(1..=2) };
                (0..n)
                    .map(|_| random_tree(MAX_M as usize, MAX_K as usize, rng.range(0..=10), rng))
                    .collect()
            }
            Family::Edge => {
                (0..rng.range(1..=4)).map(|_| random_tree(rng.index(1..=6), 8, 10, rng)).collect()
            }
        };
        Case { trees }
    }

    fn uniform(rng: &mut Rng) -> Case {
        let n = rng.range(1..=MAX_N);
        let trees = (0..n)
            .map(|_| random_tree(rng.range(1..=MAX_M) as usize, MAX_K as usize, 5, rng))
            .collect();
        Case { trees }
    }

    /// Each tree as its list of edges alone, m the largest label (a valid tree reaches every
    /// vertex): a shrink step that drops the pendant edge of the last vertex stays a valid tree.
    fn shape(case: &Case) -> Shape {
        let tree =
            |t: &Tree| Shape::List(t.edges.iter().map(|&(a, b)| Shape::pair(a, b)).collect());
        Shape::List(case.trees.iter().map(tree).collect())
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let tree = |s: &Shape| {
            let edges: Vec<(u64, u64)> =
                s.items()?.iter().map(Shape::to_pair).collect::<Option<_>>()?;
            let m = edges.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(1);
            Some(Tree { m, edges })
        };
        Some(Case { trees: shape.items()?.iter().map(tree).collect::<Option<_>>()? })
    }

    fn exhaustive() -> Vec<Case> {
        let mut cases = Vec::new();
        for m in 1..=EX_M {
            let pairs: Vec<(u64, u64)> =
                (1..=m).flat_map(|a| (a..=m).map(move |b| (a, b))).collect();
            let mut sets: Vec<Vec<usize>> = vec![vec![]];
            while let Some(set) = sets.pop() {
                // Edges turned either way by their place, so both orders are read.
                let edges = set
                    .iter()
                    .enumerate()
                    .map(|(j, &i)| if j % 2 == 0 { pairs[i] } else { (pairs[i].1, pairs[i].0) })
                    .collect();
                let tree = Tree { m, edges };
                if valid(&tree) {
                    cases.push(Case { trees: vec![tree] });
                }
                if set.len() < EX_K {
                    let from = set.last().copied().unwrap_or(0);
                    sets.extend((from..pairs.len()).map(|i| [set.clone(), vec![i]].concat()));
                }
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        fn with(case: &Case, rule: fn(u64, u64) -> u64) -> String {
            winner(case.trees.iter().fold(0, |x, t| x ^ value(t, rule)) != 0)
        }
        vec![
            Mutant {
                name: "every cycle fused to one loop, whatever its parity",
                answer: |c| with(c, |e, _| u64::from(e > 0)),
            },
            Mutant {
                name: "a part's worth from its vertex count's parity (Tarjan's stack size), a \
                       lone vertex's loops lost",
                answer: |c| with(c, |_, v| u64::from(v > 1 && v % 2 == 1)),
            },
            Mutant {
                name: "parallel edges merged into one (an adjacency matrix of booleans)",
                answer: |c| {
                    let trees = c
                        .trees
                        .iter()
                        .map(|t| {
                            let mut edges: Vec<(u64, u64)> =
                                t.edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                            edges.sort_unstable();
                            edges.dedup();
                            Tree { m: t.m, edges }
                        })
                        .collect();
                    with(&Case { trees }, fused)
                },
            },
            Mutant {
                name: "the search's tree alone: back edges ignored, each cycle a path (loops \
                       still worth 1)",
                answer: |c| {
                    let x = c.trees.iter().fold(0, |x, t| {
                        let s = search(t);
                        let mut g = vec![0u64; t.m as usize + 1];
                        for &(a, b) in &t.edges {
                            if a == b {
                                g[a as usize] ^= 1;
                            }
                        }
                        for &v in s.order.iter().skip(1).rev() {
                            g[s.parent[v].0] ^= g[v] + 1;
                        }
                        x ^ g[1]
                    });
                    winner(x != 0)
                },
            },
        ]
    }
}
