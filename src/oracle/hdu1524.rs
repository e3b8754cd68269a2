//! hdu1524 — A Chess Game: a directed acyclic graph of N positions and M chessmen on it (several
//! may share a position); a move slides one chessman along one edge; whoever cannot move loses.
//! Test cases until the end of the input: N, then for each position its out-degree and
//! out-positions, then queries (M and M positions) until a line `0`. `WIN` or `LOSE` per query.
//!
//! A case of the model is one graph with one query (several render as several test cases, each
//! ended by its `0`). The brute force plays the game on the multiset of chessmen through the
//! engine; the reference computes Grundy values by recursion on the graph with a sorted mex.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("hdu1524");

const MAX_N: u64 = P.max("N");
const MAX_M: u64 = P.max("M");
/// The brute force: graphs of at most `BRUTE_N` positions, at most `BRUTE_M` chessmen.
const BRUTE_N: usize = 8;
const BRUTE_M: usize = 4;
/// How many cases (test cases of one query) the stress tester puts in one input.
const BATCH: usize = 20;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The out-positions of each position.
    pub graph: Vec<Vec<u64>>,
    /// The chessmen's positions.
    pub men: Vec<u64>,
}

#[derive(Debug)]
pub struct Hdu1524;

fn answer(win: bool) -> String {
    if win { "WIN" } else { "LOSE" }.to_string()
}

/// The literal rules on one graph: a position is the sorted multiset of the chessmen's positions;
/// a move slides one of them along one edge.
#[derive(Debug)]
pub struct Chess<'a> {
    pub graph: &'a [Vec<u64>],
}

impl Game for Chess<'_> {
    type Pos = Vec<u64>;
    fn moves(&self, men: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..men.len() {
            for &to in &self.graph[men[i] as usize] {
                let mut next = men.clone();
                next[i] = to;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

/// Whether the graph has no cycle (Kahn's algorithm).
fn acyclic(graph: &[Vec<u64>]) -> bool {
    let mut indegree = vec![0usize; graph.len()];
    graph.iter().flatten().for_each(|&w| indegree[w as usize] += 1);
    let mut ready: Vec<usize> = (0..graph.len()).filter(|&v| indegree[v] == 0).collect();
    let mut done = 0;
    while let Some(v) = ready.pop() {
        done += 1;
        for &w in &graph[v] {
            indegree[w as usize] -= 1;
            if indegree[w as usize] == 0 {
                ready.push(w as usize);
            }
        }
    }
    done == graph.len()
}

/// Grundy values by recursion (memoised), the mex from the sorted values of the successors.
pub fn grundy_values(graph: &[Vec<u64>]) -> Vec<u64> {
    fn g(v: usize, graph: &[Vec<u64>], memo: &mut Vec<Option<u64>>) -> u64 {
        if let Some(x) = memo[v] {
            return x;
        }
        let mut next: Vec<u64> = graph[v].iter().map(|&w| g(w as usize, graph, memo)).collect();
        next.sort_unstable();
        next.dedup();
        let mex =
            next.iter().enumerate().find(|&(i, &x)| i as u64 != x).map_or(next.len(), |p| p.0);
        memo[v] = Some(mex as u64);
        mex as u64
    }
    let mut memo = vec![None; graph.len()];
    (0..graph.len()).map(|v| g(v, graph, &mut memo)).collect()
}

/// A random DAG on n positions: edges from a position to later ones of a random order, each
/// position with up to `degree` of them.
fn random_dag(n: usize, degree: usize, rng: &mut Rng) -> Vec<Vec<u64>> {
    let mut order: Vec<u64> = (0..n as u64).collect();
    rng.shuffle(&mut order);
    let mut graph = vec![Vec::new(); n];
    for i in 0..n {
        if i + 1 == n {
            break;
        }
        let d = rng.index(0..=degree.min(n - i - 1));
        let mut targets: Vec<u64> = (0..d).map(|_| order[rng.index(i + 1..=n - 1)]).collect();
        targets.sort_unstable();
        targets.dedup();
        rng.shuffle(&mut targets);
        graph[order[i] as usize] = targets;
    }
    graph
}

impl Model for Hdu1524 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = BATCH;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every acyclic graph on positions 0 to 2 (1 to 3 of them, \
                                      edges as sets), each with every multiset of 1 to 3 \
                                      chessmen";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let mut cases = Vec::new();
        let mut n = Some(t.u64("N", P.range("N"))?);
        while let Some(count) = n {
            let start = t.clone().next_token().map_or(0, |tok| tok.at);
            let mut graph = Vec::new();
            for _ in 0..count {
                let x = t.u64("Xi", 0..=count - 1)?;
                let out = (0..x).map(|_| t.u64("out-position", 0..=count - 1));
                graph.push(out.collect::<Result<Vec<u64>, _>>()?);
            }
            if !acyclic(&graph) {
                return Err(t.error(start, "the graph has a cycle: the judge's is acyclic"));
            }
            loop {
                let m = t.u64("M", 0..=MAX_M)?;
                if m == 0 {
                    break;
                }
                let men = (0..m).map(|_| t.u64("position", 0..=count - 1));
                cases.push(Case { graph: graph.clone(), men: men.collect::<Result<_, _>>()? });
            }
            n = t.opt_u64("N", P.range("N"))?;
        }
        Ok(cases)
    }

    fn render(cases: &[Case]) -> String {
        let mut s = String::new();
        for c in cases {
            s += &format!("{}\n", c.graph.len());
            for out in &c.graph {
                let w: Vec<String> = out.iter().map(u64::to_string).collect();
                s += &format!(
                    "{}{}{}\n",
                    out.len(),
                    if out.is_empty() { "" } else { " " },
                    w.join(" ")
                );
            }
            let men: Vec<String> = c.men.iter().map(u64::to_string).collect();
            s += &format!("{} {}\n0\n", c.men.len(), men.join(" "));
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        if case.graph.len() > BRUTE_N || case.men.len() > BRUTE_M {
            return None;
        }
        let mut men = case.men.clone();
        men.sort_unstable();
        Some(answer(Solver::new(Chess { graph: &case.graph }).wins(&men)))
    }

    fn reference(case: &Case) -> String {
        let g = grundy_values(&case.graph);
        answer(case.men.iter().fold(0, |x, &v| x ^ g[v as usize]) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let (n, degree, m) = match family {
            Family::Small => (rng.index(1..=BRUTE_N), 3, rng.range(1..=BRUTE_M as u64)),
            Family::Random => {
                (rng.magnitude(1..=MAX_N) as usize, rng.index(0..=6), rng.range(1..=MAX_M))
            }
            Family::Max => (MAX_N as usize, 3, MAX_M),
            Family::Edge => (rng.index(1..=6), 5, rng.range(1..=MAX_M)),
        };
        let graph = random_dag(n, degree, rng);
        let mut men: Vec<u64> = (0..m).map(|_| rng.range(0..=n as u64 - 1)).collect();
        if family == Family::Edge && m >= 2 {
            // Chessmen sharing a position: pairs cancel.
            men[1] = men[0];
        }
        Case { graph, men }
    }

    fn uniform(rng: &mut Rng) -> Case {
        let n = rng.range(1..=MAX_N) as usize;
        let graph = random_dag(n, rng.index(0..=10), rng);
        let men = (0..rng.range(1..=MAX_M)).map(|_| rng.range(0..=n as u64 - 1)).collect();
        Case { graph, men }
    }

    fn shape(case: &Case) -> Shape {
        let graph = case.graph.iter().map(|out| Shape::ints(out)).collect();
        Shape::Tuple(vec![Shape::List(graph), Shape::ints(&case.men)])
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let parts = shape.parts()?;
        let graph = parts.first()?.items()?.iter().map(Shape::to_ints).collect::<Option<_>>()?;
        Some(Case { graph, men: parts.get(1)?.to_ints()? })
    }

    fn exhaustive() -> Vec<Case> {
        let mut cases = Vec::new();
        for n in 1..=3usize {
            let pairs: Vec<(usize, usize)> =
                (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).filter(|(a, b)| a != b).collect();
            for set in 0u32..1 << pairs.len() {
                let mut graph = vec![Vec::new(); n];
                for (i, &(a, b)) in pairs.iter().enumerate() {
                    if set >> i & 1 == 1 {
                        graph[a].push(b as u64);
                    }
                }
                if !acyclic(&graph) {
                    continue;
                }
                for m in 1..=3 {
                    for men in crate::nim::multisets(m, n as u64 - 1) {
                        cases.push(Case { graph: graph.clone(), men });
                    }
                }
            }
        }
        cases
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "chessmen on one position counted once (a set, not a multiset)",
                answer: |c| {
                    let g = grundy_values(&c.graph);
                    let mut men = c.men.clone();
                    men.sort_unstable();
                    men.dedup();
                    answer(men.iter().fold(0, |x, &v| x ^ g[v as usize]) != 0)
                },
            },
            Mutant {
                name: "the height (longest path) for the Grundy value",
                answer: |c| {
                    fn h(v: usize, graph: &[Vec<u64>], memo: &mut [Option<u64>]) -> u64 {
                        if let Some(x) = memo[v] {
                            return x;
                        }
                        let x = graph[v].iter().map(|&w| h(w as usize, graph, memo) + 1).max();
                        memo[v] = Some(x.unwrap_or(0));
                        x.unwrap_or(0)
                    }
                    let mut memo = vec![None; c.graph.len()];
                    let x = c.men.iter().fold(0, |x, &v| x ^ h(v as usize, &c.graph, &mut memo));
                    answer(x != 0)
                },
            },
            Mutant {
                name: "WIN iff some chessman can move",
                answer: |c| answer(c.men.iter().any(|&v| !c.graph[v as usize].is_empty())),
            },
        ]
    }
}
