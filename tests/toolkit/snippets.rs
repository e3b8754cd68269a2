//! The snippets (`snippets/`), each held against the literal rules of its game: the Rust text is
//! compiled into this crate (a module a snippet) and checked in-process; the C++ text is compiled
//! with g++ beside a driver that answers queries, and its answers are checked against the same
//! rules. Each snippet also compiles alone with its one-line `main`, as a contestant pastes it.
//! Expected values come from the rules played out (memoised searches below), never from a snippet.

use grundy::engine::{mex, OnePile, Solver};
use grundy::snippets::SNIPPETS;
use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Stdio};

// ---- The literal rules ----

/// Normal or misère Nim on a multiset of piles: does the player to move win?
fn nim_wins(piles: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = piles.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    // No move: in normal play the mover loses; in misère the opponent took the last stone.
    let mut wins = misere && key.iter().all(|&p| p == 0);
    for i in 0..key.len() {
        for take in 1..=key[i] {
            let mut next = key.clone();
            next[i] -= take;
            wins |= !nim_wins(&next, misere, memo);
        }
    }
    memo.insert(key, wins);
    wins
}

/// Every multiset of up to `len` piles of at most `max`.
fn multisets(len: usize, max: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for n in 1..=len {
        let mut level: Vec<Vec<u64>> = vec![vec![]];
        for _ in 0..n {
            level = level
                .into_iter()
                .flat_map(|v| {
                    let from = v.last().copied().unwrap_or(0);
                    (from..=max).map(move |p| [v.clone(), vec![p]].concat())
                })
                .collect();
        }
        all.extend(level);
    }
    all
}

/// A small deterministic generator (xorshift), for random graphs and values.
struct Rand(u64);

impl Rand {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Random graphs on up to 9 vertices: acyclic ones (edges go up) or any.
fn graphs(acyclic: bool, count: usize) -> Vec<Vec<Vec<usize>>> {
    let mut r = Rand(0x9E37_79B9_7F4A_7C15);
    (0..count)
        .map(|_| {
            let n = 1 + r.below(9) as usize;
            (0..n)
                .map(|v| {
                    let k = r.below(4) as usize;
                    (0..k)
                        .filter_map(|_| {
                            let w = r.below(n as u64) as usize;
                            (!acyclic || w > v).then_some(w)
                        })
                        .collect()
                })
                .collect()
        })
        .collect()
}

/// A random graph on `n` vertices with 0 to 7 options each, anywhere (cycles too): at 320 000
/// vertices, over 2^20 edges into 625 buckets of 512, `reverse_rows`'s two-pass sort.
fn big_graph(n: usize, seed: u64) -> Vec<Vec<usize>> {
    let mut r = Rand(seed);
    (0..n).map(|_| (0..r.below(8)).map(|_| r.below(n as u64) as usize).collect()).collect()
}

/// Win, lose or draw by the definition: iterate until nothing changes; what is never settled draws.
fn fixpoint(adj: &[Vec<usize>]) -> Vec<char> {
    let mut o = vec!['D'; adj.len()];
    loop {
        let mut changed = false;
        for v in 0..adj.len() {
            if o[v] != 'D' {
                continue;
            }
            let now = if adj[v].iter().any(|&w| o[w] == 'L') {
                'W'
            } else if adj[v].iter().all(|&w| o[w] == 'W') {
                'L'
            } else {
                'D'
            };
            if now != 'D' {
                o[v] = now;
                changed = true;
            }
        }
        if !changed {
            return o;
        }
    }
}

/// Grundy values of one heap when a move takes any positive number or splits it into `parts`
/// nonempty heaps (2 or 3), by mex over every move.
fn split_values(max: u64, parts: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=max {
        let mut options: Vec<u32> = (0..n).map(|m| g[m as usize] as u32).collect();
        for a in 1..n {
            for b in a..n {
                match parts {
                    2 if a + b == n => options.push((g[a as usize] ^ g[b as usize]) as u32),
                    3 if a + b < n && n - a - b >= b => options
                        .push((g[a as usize] ^ g[b as usize] ^ g[(n - a - b) as usize]) as u32),
                    _ => {}
                }
            }
        }
        g.push(u64::from(mex(options)));
    }
    g
}

fn euclid_wins(a: u64, b: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let (a, b) = (a.max(b), a.min(b));
    if b == 0 {
        return false;
    }
    if let Some(&w) = memo.get(&(a, b)) {
        return w;
    }
    let wins = (1..=a / b).any(|m| !euclid_wins(a - m * b, b, memo));
    memo.insert((a, b), wins);
    wins
}

fn wythoff_wins(a: u64, b: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    if let Some(&w) = memo.get(&(a, b)) {
        return w;
    }
    let wins = (1..=a).any(|t| !wythoff_wins(a - t, b, memo) || !wythoff_wins(a - t, b - t, memo))
        || (1..=b).any(|t| !wythoff_wins(a, b - t, memo));
    memo.insert((a, b), wins);
    wins
}

/// Fibonacci Nim: `limit` is the most the mover may take.
fn fibonacci_wins(n: u64, limit: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let limit = limit.min(n);
    if let Some(&w) = memo.get(&(n, limit)) {
        return w;
    }
    let wins = (1..=limit).any(|t| t == n || !fibonacci_wins(n - t, 2 * t, memo));
    memo.insert((n, limit), wins);
    wins
}

/// A Bash pile's Grundy value by the rules: the mex over every take of 1 to k stones.
fn bash_value(n: u64, k: u64) -> u64 {
    let mut g: Vec<u64> = Vec::new();
    for i in 0..=n {
        let options: Vec<u64> = (1..=k.min(i)).map(|j| g[(i - j) as usize]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap_or(0));
    }
    g[n as usize]
}

fn bash_wins(n: u64, k: u64) -> bool {
    let mut wins = vec![false; n as usize + 1];
    for m in 1..=n {
        wins[m as usize] = (1..=k.min(m)).any(|t| !wins[(m - t) as usize]);
    }
    wins[n as usize]
}

// ---- The Rust texts, against the rules ----

mod nim {
    include!("../../snippets/nim.rs");

    #[test]
    fn nim_agrees_with_the_rules_on_every_small_multiset() {
        let mut memo = std::collections::HashMap::new();
        for piles in super::multisets(4, 7) {
            assert_eq!(nim_sum_first_wins(&piles), super::nim_wins(&piles, false, &mut memo));
            // Winning moves by the rules: moves to a losing position, counted once a pile.
            let mut count = 0;
            for i in 0..piles.len() {
                for take in 1..=piles[i] {
                    let mut next = piles.clone();
                    next[i] -= take;
                    count += u64::from(!super::nim_wins(&next, false, &mut memo));
                }
            }
            assert_eq!(nim_winning_moves(&piles), count, "{:?}", piles);
            // Some of the piles at a time, with the whole game's XOR: the counts add up.
            let x = piles.iter().fold(0, |x, &p| x ^ p);
            for cut in 0..=piles.len() {
                let (a, b) = piles.split_at(cut);
                let parts = nim_winning_moves_among(a, x) + nim_winning_moves_among(b, x);
                assert_eq!(parts, count, "{:?} cut at {}", piles, cut);
            }
        }
        assert!(nim_sum_first_wins(&[u64::MAX, 1]) && !nim_sum_first_wins(&[u64::MAX, u64::MAX]));
    }
}

mod anti_nim {
    include!("../../snippets/anti_nim.rs");

    #[test]
    fn anti_nim_agrees_with_the_misere_game_tree() {
        let mut memo = std::collections::HashMap::new();
        for piles in super::multisets(5, 5) {
            assert_eq!(
                anti_nim_first_wins(&piles),
                super::nim_wins(&piles, true, &mut memo),
                "{:?}",
                piles
            );
        }
    }
}

mod bash {
    include!("../../snippets/bash.rs");

    #[test]
    fn bash_agrees_with_the_rules() {
        for k in 1..=12 {
            for n in 0..=60 {
                assert_eq!(bash_first_wins(n, k), super::bash_wins(n, k), "n {} k {}", n, k);
            }
        }
        assert!(!bash_first_wins(0, u64::MAX) && bash_first_wins(u64::MAX, u64::MAX));
    }

    #[test]
    fn bash_grundy_is_the_mex_over_every_take() {
        for k in 0..=12 {
            for n in 0..=60 {
                assert_eq!(bash_grundy(n, k), super::bash_value(n, k), "n {} k {}", n, k);
            }
        }
        assert_eq!(bash_grundy(60, u64::MAX), super::bash_value(60, u64::MAX));
        assert_eq!(bash_grundy(u64::MAX, u64::MAX), u64::MAX);
    }
}

mod euclid {
    include!("../../snippets/euclid.rs");

    #[test]
    fn euclid_agrees_with_the_rules_for_every_pair_to_100() {
        let mut memo = std::collections::HashMap::new();
        for a in 0..=100 {
            for b in 0..=100 {
                assert_eq!(
                    euclid_first_wins(a, b),
                    super::euclid_wins(a, b, &mut memo),
                    "{} {}",
                    a,
                    b
                );
            }
        }
    }
}

mod lasker {
    include!("../../snippets/lasker.rs");

    #[test]
    fn lasker_and_split3_agree_with_every_take_and_split() {
        let (two, three) = (super::split_values(120, 2), super::split_values(60, 3));
        for n in 0..=120u64 {
            assert_eq!(lasker_grundy(n), u128::from(two[n as usize]), "{}", n);
        }
        for n in 0..=60u64 {
            assert_eq!(split3_grundy(n), u128::from(three[n as usize]), "{}", n);
        }
        assert_eq!(lasker_grundy(u64::MAX), 1u128 << 64);
        assert_eq!(split3_grundy(u64::MAX), 1u128 << 64);
    }
}

mod wythoff {
    include!("../../snippets/wythoff.rs");

    #[test]
    fn wythoff_agrees_with_the_rules_and_every_p_position_to_a_million() {
        let mut memo = std::collections::HashMap::new();
        for a in 0..=40 {
            for b in 0..=40 {
                assert_eq!(
                    wythoff_first_wins(a, b),
                    super::wythoff_wins(a, b, &mut memo),
                    "{} {}",
                    a,
                    b
                );
            }
        }
        // Wythoff's construction: a_k the least number not yet used, b_k = a_k + k.
        let mut used = vec![false; 3_000_000];
        let mut a = 0usize;
        for k in 0..1_000_000usize {
            while used[a] {
                a += 1;
            }
            let b = a + k;
            used[a] = true;
            used[b] = true;
            let (x, y) = (a as u64, b as u64);
            assert!(!wythoff_first_wins(x, y) && !wythoff_first_wins(y, x), "{} {}", x, y);
            assert!(wythoff_first_wins(x + 1, y) && wythoff_first_wins(x, y + 1), "{} {}", x, y);
        }
    }
}

mod fibonacci_nim {
    include!("../../snippets/fibonacci_nim.rs");

    #[test]
    fn fibonacci_nim_agrees_with_the_rules_and_every_fibonacci_number() {
        let mut memo = std::collections::HashMap::new();
        for n in 0..=80 {
            let rules = n >= 2 && super::fibonacci_wins(n, n - 1, &mut memo);
            assert_eq!(fibonacci_nim_first_wins(n), rules, "{}", n);
        }
        let (mut f, mut g) = (1u64, 2u64);
        while let Some(h) = f.checked_add(g) {
            // Past 3, a Fibonacci number's successor is not one.
            assert!(
                !fibonacci_nim_first_wins(g) && (g < 5 || fibonacci_nim_first_wins(g + 1)),
                "{}",
                g
            );
            (f, g) = (g, h);
        }
        assert!(!fibonacci_nim_first_wins(g) && fibonacci_nim_first_wins(u64::MAX));
    }
}

mod grundy_table {
    include!("../../snippets/grundy_table.rs");

    #[test]
    fn grundy_values_agree_with_the_engine_and_a_memoised_search() {
        for set in [vec![1, 3, 4], vec![2, 5], vec![1, 2, 3, 4, 5, 6, 7, 8], vec![3, 5, 8]] {
            let moves =
                |n: u64| set.iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u64>>();
            let mut solver = super::Solver::new(super::OnePile(moves));
            let table = grundy_table(300, |n| {
                set.iter().filter(|&&k| k <= n as u64).map(|&k| n - k as usize).collect()
            });
            for (n, &g) in table.iter().enumerate() {
                assert_eq!(g, solver.grundy(&(n as u64)), "{:?} {}", set, n);
            }
        }
        for adj in super::graphs(true, 500) {
            fn value(v: usize, adj: &[Vec<usize>]) -> u32 {
                super::mex(adj[v].iter().map(|&w| value(w, adj)))
            }
            for (v, &g) in dag_grundy(&adj).iter().enumerate() {
                assert_eq!(g, value(v, &adj), "{:?}", adj);
            }
        }
        // A path of a million vertices: no recursion, no stack overflow.
        let path: Vec<Vec<usize>> =
            (0..1_000_000).map(|v| if v + 1 < 1_000_000 { vec![v + 1] } else { vec![] }).collect();
        // The last vertex is 0, the one before 1, and so on: vertex 0 has 999 999 steps to go.
        assert_eq!(dag_grundy(&path)[0], 1);
        // The search's stack at its bound, every edge's target pushed at once (E + 1 entries): a
        // path whose vertices each list their leaves first (each leaf twice) and the next path
        // vertex last, so every leaf waits on the stack until the path's end is valued. A leaf is
        // worth 0, the path's last vertex 1, each one before mex{0, next}: 2, 1, 2, ... upwards.
        let (k, d) = (1000, 5);
        let mut adj: Vec<Vec<usize>> = vec![Vec::new(); k * (d + 1)];
        for (p, out) in adj.iter_mut().enumerate().take(k) {
            let leaves = (k + p * d..k + (p + 1) * d).flat_map(|l| [l, l]);
            *out = leaves.chain((p + 1 < k).then(|| p + 1)).collect();
        }
        let mut dag = Dag { start: vec![0], ..Dag::default() };
        for out in &adj {
            dag.to.extend(out.iter().map(|&w| w as u32));
            dag.start.push(dag.to.len());
        }
        dag.reset();
        assert_eq!(dag.stack.len(), dag.to.len() + 1);
        assert_eq!(dag.value(0), None);
        let want = |p: usize| if (k - 1 - p) % 2 == 0 { 1 } else { 2 };
        assert!((0..k).all(|p| dag.sg[p] == want(p)) && dag.sg[k..].iter().all(|&g| g == 0));
        // A cycle below the root is named (0 -> 1 -> 2 -> 1), one elsewhere is not looked at.
        let mut dag = Dag { start: vec![0, 1, 2, 3, 3], to: vec![1, 2, 1], ..Dag::default() };
        dag.reset();
        assert_eq!((dag.value(3), dag.value(0)), (None, Some(1)));
    }
}

mod retrograde {
    include!("../../snippets/retrograde.rs");

    #[test]
    fn retrograde_agrees_with_the_definition_on_graphs_with_cycles() {
        for adj in super::graphs(false, 2000) {
            let got: Vec<char> = retrograde(&adj)
                .iter()
                .map(|o| match o {
                    Outcome::Win => 'W',
                    Outcome::Lose => 'L',
                    Outcome::Draw => 'D',
                })
                .collect();
            assert_eq!(got, super::fixpoint(&adj), "{:?}", adj);
        }
        // Over 2^20 edges into 625 buckets of 512: the two-pass sort.
        let adj = super::big_graph(320_000, 0x0BAD_CAFE_F00D_1234);
        assert!(adj.iter().map(Vec::len).sum::<usize>() >= 1 << 20);
        let got: Vec<char> = retrograde(&adj)
            .iter()
            .map(|o| match o {
                Outcome::Win => 'W',
                Outcome::Lose => 'L',
                Outcome::Draw => 'D',
            })
            .collect();
        let want = super::fixpoint(&adj);
        assert_eq!(got, want);
        assert!(want.contains(&'W') && want.contains(&'L') && want.contains(&'D'));
        // The rows against the edges listed plainly, either way of sorting.
        for (n, m) in [(5_000u32, 100_000), (40_000, 1 << 20), (7_000, 1 << 20)] {
            let mut r = super::Rand(u64::from(n));
            let edges: Vec<(u32, u32)> =
                (0..m).map(|_| (r.below(n.into()) as u32, r.below(n.into()) as u32)).collect();
            let (first, from) = reverse_rows(&edges, n as usize);
            let mut want = vec![Vec::new(); n as usize];
            for &(u, v) in &edges {
                want[v as usize].push(u);
            }
            assert_eq!(first.len(), n as usize + 1);
            for (v, want) in want.iter_mut().enumerate() {
                let mut got = from[first[v] as usize..first[v + 1] as usize].to_vec();
                got.sort_unstable();
                want.sort_unstable();
                assert_eq!(&got, want, "{} {}", n, v);
            }
        }
    }
}

mod subtraction {
    include!("../../snippets/subtraction.rs");

    #[test]
    fn subtraction_agrees_with_the_rules_and_extends_by_the_period() {
        for mask in 1u32..128 {
            let set: Vec<u64> = (1..=7).filter(|k| mask >> (k - 1) & 1 == 1).collect();
            let moves =
                |n: u64| set.iter().filter(|&&k| k <= n).map(|&k| n - k).collect::<Vec<u64>>();
            let mut solver = super::Solver::new(super::OnePile(moves));
            let table: Vec<u64> = (0..3000u64).map(|n| u64::from(solver.grundy(&n))).collect();
            for n in (0..3000).step_by(7) {
                assert_eq!(subtraction_grundy(&set, n), table[n as usize], "{:?} {}", set, n);
            }
            // One table for every game, its pre-period cut to the least.
            let game = Subtraction::new(&set);
            for n in 0..3000 {
                assert_eq!(game.grundy(n), table[n as usize], "{:?} {}", set, n);
            }
            // Far out: the tail's own least period, found by looking, not by the snippet's proof.
            let tail = &table[1500..];
            let p = (1..1500)
                .find(|&p| (0..tail.len() - p).all(|i| tail[i] == tail[i + p]))
                .unwrap() as u64;
            for n in [u64::MAX, u64::MAX - 1, u64::MAX - 12_345, 1 << 63] {
                let want = table[(1500 + (n - 1500) % p) as usize];
                assert_eq!(subtraction_grundy(&set, n), want, "{:?} {}", set, n);
            }
        }
    }
}

mod staircase {
    include!("../../snippets/staircase.rs");

    /// Who wins with `coins` on steps 1.. (index 0 is step 1), by the rules.
    fn wins(coins: &[u64], memo: &mut std::collections::HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(coins) {
            return w;
        }
        let mut win = false;
        for i in 0..coins.len() {
            for t in 1..=coins[i] {
                let mut next = coins.to_vec();
                next[i] -= t;
                if i > 0 {
                    next[i - 1] += t;
                }
                win |= !wins(&next, memo);
            }
        }
        memo.insert(coins.to_vec(), win);
        win
    }

    #[test]
    fn staircase_agrees_with_the_rules() {
        let mut memo = std::collections::HashMap::new();
        for len in 0..=4u32 {
            for code in 0..5u64.pow(len) {
                let coins: Vec<u64> = (0..len).map(|i| code / 5u64.pow(i) % 5).collect();
                let want = wins(&coins, &mut memo);
                assert_eq!(staircase_first_wins(&coins), want, "{:?}", coins);
                // The streaming core fed from the top (hdu4315's order): the first step fed is
                // step `len`, odd iff len is; and from the bottom two steps a call, as hdu4315's
                // loop feeds them (a copy of the struct in locals, written back).
                let mut stairs = Staircase::new(len % 2 == 1);
                coins.iter().rev().for_each(|&c| stairs.step(c));
                assert_eq!(stairs.first_wins(), want, "{:?} from the top", coins);
                let mut stairs = Staircase::new(true);
                for pair in coins.chunks(2) {
                    let mut local = stairs;
                    pair.iter().for_each(|&c| local.step(c));
                    stairs = local;
                }
                assert_eq!(stairs.first_wins(), want, "{:?} in pairs", coins);
            }
        }
    }
}

mod hackenbush_tree {
    include!("../../snippets/hackenbush_tree.rs");

    /// The value of the edges in `mask` (all connected to the root 0) by the rules: cut one, drop
    /// what is cut off, mex. Any graph: loops and parallel edges too (hackenbush_graph's test).
    pub(super) fn value(
        edges: &[(usize, usize)],
        mask: u32,
        memo: &mut std::collections::HashMap<u32, u32>,
    ) -> u32 {
        if let Some(&v) = memo.get(&mask) {
            return v;
        }
        let mut options = Vec::new();
        for e in 0..edges.len() {
            if mask >> e & 1 == 0 {
                continue;
            }
            let left = mask & !(1 << e);
            // What stays connected to the root.
            let (mut reached, mut kept) = (vec![0usize], 0u32);
            let mut grew = true;
            while grew {
                grew = false;
                for (f, &(a, b)) in edges.iter().enumerate() {
                    if left >> f & 1 == 1
                        && kept >> f & 1 == 0
                        && (reached.contains(&a) || reached.contains(&b))
                    {
                        kept |= 1 << f;
                        reached.push(a);
                        reached.push(b);
                        grew = true;
                    }
                }
            }
            options.push(value(edges, kept, memo));
        }
        let v = super::mex(options);
        memo.insert(mask, v);
        v
    }

    #[test]
    fn hackenbush_tree_agrees_with_cutting_every_edge() {
        let mut r = super::Rand(0x2545_F491_4F6C_DD1D);
        for _ in 0..400 {
            let n = 1 + r.below(8) as usize;
            let edges: Vec<(usize, usize)> =
                (1..n).map(|v| (r.below(v as u64) as usize, v)).collect();
            let mut adj = vec![Vec::new(); n];
            for &(a, b) in &edges {
                adj[a].push(b);
                adj[b].push(a);
            }
            let mut memo = std::collections::HashMap::new();
            let full = (1u32 << edges.len()) - 1;
            assert_eq!(
                hackenbush_tree(&adj, 0),
                u64::from(value(&edges, full, &mut memo)),
                "{:?}",
                edges
            );
        }
        // A path of a million edges: no recursion; its value is its length.
        let n: usize = 1_000_001;
        let adj: Vec<Vec<usize>> = (0..n)
            .map(|v| {
                [v.checked_sub(1), (v + 1 < n).then_some(v + 1)].into_iter().flatten().collect()
            })
            .collect();
        assert_eq!(hackenbush_tree(&adj, 0), 1_000_000);
    }
}

mod every_sg {
    include!("../../snippets/every_sg.rs");
    use grundy::oracle::hdu3595::{self, Case, Hdu3595};
    use grundy::oracle::Model;

    #[test]
    fn every_sg_agrees_with_the_joint_game_and_the_step_definition() {
        // The literal rules of the joint game (the model's brute force): every multiset of 1 to 3
        // pairs with numbers 1 to 5, and pairs holding a 0 (an ended game).
        let mut cases = Hdu3595::exhaustive();
        cases.extend((0..=5).map(|a| Case { games: vec![(a, 0), (2, 1)] }));
        for case in &cases {
            let mm = Hdu3595::brute(case).expect("small enough for the rules");
            assert_eq!(every_sg_first_wins(&case.games), mm == "MM", "{:?}", case);
        }
        assert!(!every_sg_first_wins(&[]));
        // Each pair's steps against the definition's recursion, to 300, and far pairs.
        for a in 0..=300 {
            for b in 0..=300 {
                assert_eq!(euclid_steps(a, b), hdu3595::steps(a.max(b), a.min(b)).1, "{} {}", a, b);
            }
        }
        // Far pairs whose quotients are small (the recursion lists a/b children at each level):
        // built up from (q, 1) by random quotients 1 to 3 until the next would pass 2^64.
        let mut r = super::Rand(0x0DDB_A11C_AFE5_EED5);
        for _ in 0..300 {
            let (mut a, mut b) = (1 + r.below(3), 1u64);
            while let Some(up) = (1 + r.below(3)).checked_mul(a).and_then(|x| x.checked_add(b)) {
                (a, b) = (up, a);
            }
            assert_eq!(euclid_steps(a, b), hdu3595::steps(a, b).1, "{} {}", a, b);
            assert_eq!(euclid_steps(b, a), euclid_steps(a, b));
        }
    }
}

mod lieges {
    include!("../../snippets/lieges.rs");

    /// g(0..=max) by the rules: the mex over taking one cow and, for an even pile 2y, over the
    /// split into k piles of y (k copies of g(y) XORed: g(y) for k odd, 0 for k even).
    fn rules(max: usize, k: u64) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for x in 0..=max {
            let mut options = Vec::new();
            if x >= 1 {
                options.push(g[x - 1]);
            }
            if x >= 2 && x % 2 == 0 {
                options.push(if k % 2 == 1 { g[x / 2] } else { 0 });
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap_or(0));
        }
        g
    }

    #[test]
    fn lieges_agrees_with_the_rules_for_piles_to_300() {
        for k in (1..=7).chain([u64::MAX, u64::MAX - 1]) {
            let g = rules(300, k);
            for (x, &v) in g.iter().enumerate() {
                assert_eq!(lieges_grundy(x as u64, k), v, "pile {} k {}", x, k);
            }
        }
    }

    #[test]
    fn the_cpp_lieges_agrees_with_the_rust() {
        if super::gxx().is_none() {
            return;
        }
        let (mut input, mut want) = (String::new(), String::new());
        let mut r = super::Rand(0x1E6E_5C0F_FEE1_2345);
        for i in 0..3000u64 {
            let x = if i < 600 { i / 2 } else { r.next() >> r.below(64) << r.below(8) };
            let k = if i % 2 == 0 { r.below(9) } else { r.next() };
            input += &format!("{} {}\n", x, k);
            want += &format!("{}\n", lieges_grundy(x, k));
        }
        let driver = "#include <iostream>\nint main() { uint64_t x, k; while (std::cin >> x >> k) std::cout << lieges_grundy(x, k) << '\\n'; }\n";
        let dir = crate::common::scratch("snippets-cpp-lieges");
        let source = super::cpp_of("lieges").to_string() + driver;
        assert_eq!(super::cpp_run(&dir, "lieges", &source, &input), want);
    }
}

mod cutting_game {
    include!("../../snippets/cutting_game.rs");
    use grundy::oracle::poj2311::{Case, Poj2311};
    use grundy::oracle::Model;

    #[test]
    fn cutting_game_agrees_with_cutting_sheets() {
        // The model's brute force cuts sheets until a 1 × 1 appears: every sheet of its domain.
        let g = cutting_game_table(30);
        let mut checked = 0;
        for w in 1..=30 {
            for h in 1..=30 {
                let rules = match Poj2311::brute(&Case { w, h }) {
                    Some(v) => v,
                    None => continue,
                };
                let (w, h) = (w as usize, h as usize);
                let wins = (w == 1) != (h == 1) || (w > 1 && h > 1 && g[w][h] != 0);
                assert_eq!(wins, rules == "WIN", "{} × {}", w, h);
                checked += 1;
            }
        }
        assert!(checked >= 150, "{}", checked);
    }

    #[test]
    fn cutting_game_grows_as_the_mex_written_plainly_and_stays_below_16_to_1000() {
        // The mex over a set of every option's value, sides to 120, against the table grown in
        // steps (as a solution grows it), then its whole domain: every value below 16, so the
        // 32-bit mask is its set (a shift past 31 panics here: overflow checks are on).
        let m = 120;
        let mut plain = vec![vec![0usize; m + 1]; m + 1];
        for w in 2..=m {
            for h in 2..=m {
                let mut seen = std::collections::HashSet::new();
                seen.extend((2..=w - 2).map(|i| plain[i][h] ^ plain[w - i][h]));
                seen.extend((2..=h - 2).map(|j| plain[w][j] ^ plain[w][h - j]));
                plain[w][h] = (0..).find(|v| !seen.contains(v)).unwrap();
            }
        }
        let mut t = CuttingGame::new();
        for (w, h) in [(3, 7), (2, 2), (50, 9), (120, 120), (1, 5)] {
            t.first_wins(w, h);
        }
        for (w, row) in plain.iter().enumerate().skip(1) {
            for (h, &g) in row.iter().enumerate().skip(1) {
                if (w, h) != (1, 1) {
                    let wins = (w == 1) != (h == 1) || (w > 1 && h > 1 && g != 0);
                    assert_eq!(t.first_wins(w, h), wins, "{} × {}", w, h);
                }
            }
        }
        assert_eq!(
            cutting_game_table(m).concat(),
            plain.concat().iter().map(|&v| v as u32).collect::<Vec<_>>()
        );
        t.extend(1000);
        assert!(t.g.iter().all(|&v| v < 16));
        assert_eq!(t.g.iter().max(), Some(&9));
    }
}

mod octal {
    include!("../../snippets/octal.rs");
    use grundy::engine::Solver;
    use grundy::octal::{values, Code, Heaps};

    #[test]
    fn octal_values_agree_with_the_rules_for_every_code_of_three_digits() {
        // The literal rules on sums of heaps (the library's engine plays them): a heap's value by
        // the definition (mex over whole positions), and who wins two heaps at once.
        for d0 in ["0", "4"] {
            for digits in 0..512u32 {
                let code = format!("{}.{}{}{}", d0, digits / 64, digits / 8 % 8, digits % 8);
                let g = octal_values(&code, 9);
                let mut rules = Solver::new(Heaps(Code::parse(&code).unwrap()));
                for h in 0..=9u64 {
                    assert_eq!(g[h as usize], rules.grundy(&vec![h]), "{} heap {}", code, h);
                }
                for a in 1..=5u64 {
                    for b in a..=5u64 {
                        let wins = g[a as usize] ^ g[b as usize] != 0;
                        assert_eq!(wins, rules.wins(&vec![a, b]), "{} heaps {} {}", code, a, b);
                    }
                }
            }
        }
        // At scale, the library's tables (held to the published values in src/octal.rs's tests).
        for code in ["0.77", "0.07", "0.137", "4.07", "0.6", "0.51", ".31"] {
            let want = values(&Code::parse(code).unwrap(), 1000);
            assert_eq!(octal_values(code, 1000), want, "{}", code);
        }
    }
}

mod hackenbush_graph {
    include!("../../snippets/hackenbush_graph.rs");

    /// The graph's value by the rules: what is not connected to vertex 0 is gone at the start;
    /// then cut one edge, drop what is cut off, mex.
    fn rules(edges: &[(usize, usize)]) -> u64 {
        let mut memo = std::collections::HashMap::new();
        u64::from(super::hackenbush_tree::value(edges, attached(edges), &mut memo))
    }

    /// The edges connected to vertex 0.
    fn attached(edges: &[(usize, usize)]) -> u32 {
        let (mut reached, mut kept) = (vec![0usize], 0u32);
        let mut grew = true;
        while grew {
            grew = false;
            for (f, &(a, b)) in edges.iter().enumerate() {
                if kept >> f & 1 == 0 && (reached.contains(&a) || reached.contains(&b)) {
                    kept |= 1 << f;
                    reached.extend([a, b]);
                    grew = true;
                }
            }
        }
        kept
    }

    fn value_of(n: usize, edges: &[(usize, usize)]) -> u64 {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b);
            adj[b].push(a);
        }
        hackenbush_graph(&adj, 0)
    }

    #[test]
    fn hackenbush_graph_agrees_with_cutting_every_edge_on_every_small_multigraph() {
        // Every multiset of up to 5 edges (loops and parallel edges too) on vertices 0 to 3.
        let pairs: Vec<(usize, usize)> = (0..4).flat_map(|a| (a..4).map(move |b| (a, b))).collect();
        let mut sets: Vec<Vec<usize>> = vec![vec![]];
        let mut count = 0;
        while let Some(set) = sets.pop() {
            let edges: Vec<(usize, usize)> = set.iter().map(|&i| pairs[i]).collect();
            assert_eq!(value_of(4, &edges), rules(&edges), "{:?}", edges);
            count += 1;
            if set.len() < 5 {
                let from = set.last().copied().unwrap_or(0);
                sets.extend((from..pairs.len()).map(|i| [set.clone(), vec![i]].concat()));
            }
        }
        assert_eq!(count, 3003);
        // Random graphs of up to 11 edges on up to 7 vertices, each edge turned either way; and
        // each fed an edge at a time into one `Fusion` kept from graph to graph (as poj3710 does).
        let mut r = super::Rand(0x051A_7E0F_C0FF_EE11);
        let mut fusion = Fusion::default();
        for _ in 0..1500 {
            let n = 1 + r.below(7) as usize;
            let k = r.below(12) as usize;
            let edges: Vec<(usize, usize)> =
                (0..k).map(|_| (r.below(n as u64) as usize, r.below(n as u64) as usize)).collect();
            let want = rules(&edges);
            assert_eq!(value_of(n, &edges), want, "{:?}", edges);
            fusion.clear(n);
            edges.iter().for_each(|&(a, b)| fusion.edge(a, b));
            assert_eq!(fusion.value(0), want, "{:?} streamed", edges);
        }
        // Cycles of a million vertices and more, a loop at the far end: no recursion; an even
        // cycle fuses to the root (0), an odd one to a loop (1), and the loop adds 1.
        for (len, want) in [(1_000_000usize, 1u64), (1_000_001, 0)] {
            let mut edges: Vec<(usize, usize)> = (0..len).map(|v| (v, (v + 1) % len)).collect();
            edges.push((len / 2, len / 2));
            assert_eq!(value_of(len, &edges), want, "a cycle of {}", len);
        }
    }
}

mod nim_product {
    include!("../../snippets/nim_product.rs");

    // The loop variables are the nimbers themselves, not just places in the table.
    #[allow(clippy::needless_range_loop)]
    #[test]
    fn nim_product_agrees_with_the_definition_and_the_field_laws() {
        // The definition: a ⊗ b is the mex of a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' over a' < a, b' < b.
        const N: usize = 64;
        let mut t = vec![[0u64; N]; N];
        for a in 0..N {
            for b in 0..N {
                let mut seen = [false; 4 * N];
                for x in 0..a {
                    for y in 0..b {
                        seen[(t[x][b] ^ t[a][y] ^ t[x][y]) as usize] = true;
                    }
                }
                t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        for a in 0..N {
            for b in 0..N {
                assert_eq!(nim_product(a as u64, b as u64), t[a][b], "{} {}", a, b);
            }
        }
        // The field's laws at full width, and the Library Checker sample (values from the facts
        // page, computed there by an independent implementation).
        let mut r = super::Rand(0x0123_4567_89AB_CDEF);
        for _ in 0..2000 {
            let (a, b, c) = (r.next(), r.next(), r.next());
            assert_eq!(nim_product(a, nim_product(b, c)), nim_product(nim_product(a, b), c));
            assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
            assert_eq!(nim_product(a, b), nim_product(b, a));
        }
        let sample: Vec<u64> = (0..=8).map(|b| nim_product(5, b)).collect();
        assert_eq!(sample, [0, 5, 10, 15, 2, 7, 8, 13, 3]);
        assert_eq!(nim_product(3141, 5926), 14994);
        assert_eq!(nim_product(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
    }

    /// Both roads (the carry-less multiply where this CPU has one, and the integer multiplies on
    /// bits 4 apart) agree at full width with the model's reference, a third road: 2^i ⊗ 2^j by
    /// the Fermat 2-power rules, spread over the bits of both factors.
    #[test]
    fn nim_product_both_paths_agree_with_the_fermat_power_rules() {
        use grundy::oracle::lc_nim_product_64::by_powers;
        let t = &NIM_TABLES;
        let mut r = super::Rand(0x2468_ACE0_1357_9BDF);
        for i in 0..3000 {
            let (a, b) = match i % 4 {
                0 => (r.next(), r.next()),
                1 => (1 << r.below(64), r.next() >> r.below(64)),
                // Polynomials of many ones: the columns the integer multiplies must not carry.
                2 => {
                    let nim = |p: u64| NimTables::linear(&t.to_nim, p);
                    (nim(u64::MAX >> r.below(8)), nim(u64::MAX << r.below(8)))
                }
                _ => (r.next() | 1 << 63, u64::MAX),
            };
            let want = by_powers(a, b);
            assert_eq!(t.product(a, b), want, "{} {}", a, b);
            assert_eq!(t.product_portable(a, b), want, "{} {}", a, b);
        }
    }

    /// The stream hands each product to `done` in order, the last one too (it comes back from
    /// the carry-less function apart from the others); none for no pairs.
    #[test]
    fn nim_product_streams_give_every_product_in_order() {
        struct List(Vec<(u64, u64)>, usize, Vec<u64>);
        impl Pairs for List {
            fn next(&mut self) -> Option<(u64, u64)> {
                self.1 += 1;
                self.0.get(self.1 - 1).copied()
            }
            fn done(&mut self, product: u64) {
                self.2.push(product);
            }
        }
        let mut r = super::Rand(0x0F1E_2D3C_4B5A_6978);
        for len in [0, 1, 2, 3, 100] {
            let pairs: Vec<(u64, u64)> = (0..len).map(|_| (r.next(), r.next())).collect();
            let mut list = List(pairs.clone(), 0, vec![]);
            NIM_TABLES.products(&mut list);
            let want: Vec<u64> = pairs.iter().map(|&(a, b)| nim_product(a, b)).collect();
            assert_eq!(list.2, want, "{} pairs", len);
        }
    }
}

/// The solution's core is the snippet's text: everything of snippets/nim_product.rs from its
/// tables down to (not including) the one-pair wrapper is in src/bin/lc-nim-product-64.rs, to
/// the letter, so the two cannot drift.
#[test]
fn the_lc_nim_product_64_solution_holds_the_nim_product_snippet_verbatim() {
    let snippet = include_str!("../../snippets/nim_product.rs");
    let solution = include_str!("../../src/bin/lc-nim-product-64.rs");
    let start = snippet.find("struct NimTables {").expect("the snippet's tables");
    let end = snippet.find("fn nim_product(").expect("the snippet's wrapper");
    let core = snippet[start..end].trim_end();
    assert!(core.len() > 4000, "{} bytes", core.len());
    assert!(solution.contains(core), "src/bin/lc-nim-product-64.rs lacks nim_product's text");
}

// ---- The C++ texts, against the same rules ----

/// g++, if this machine has it (CI installs it): `None` prints why the C++ half is skipped.
fn gxx() -> Option<&'static str> {
    let ok = Command::new("g++")
        .arg("--version")
        .stdout(Stdio::null())
        .status()
        .map_or(false, |s| s.success());
    if !ok {
        eprintln!("g++ not found: the C++ snippets are not checked here (CI has it)");
    }
    ok.then_some("g++")
}

/// Compile `source` with g++ (C++17, every warning an error) into `dir/name`, run it on `input`;
/// its stdout.
fn cpp_run(dir: &Path, name: &str, source: &str, input: &str) -> String {
    cpp_run_at(dir, name, source, input, "-O2")
}

/// [`cpp_run`] at an optimisation level of its own (`-O0` where only compiling matters).
fn cpp_run_at(dir: &Path, name: &str, source: &str, input: &str, opt: &str) -> String {
    let src = dir.join(format!("{}.cpp", name));
    let exe = dir.join(name);
    std::fs::write(&src, source).unwrap();
    let built = Command::new("g++")
        .args(["-std=c++17", opt, "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    assert!(built.status.success(), "{}: {}", name, String::from_utf8_lossy(&built.stderr));
    let mut child =
        Command::new(&exe).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    // Fed from a thread: a large input and a large output would otherwise wait on each other.
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let feeder =
        std::thread::spawn(move || std::io::Write::write_all(&mut stdin, input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap().unwrap();
    assert!(out.status.success(), "{} failed", name);
    String::from_utf8(out.stdout).unwrap()
}

fn cpp_of(name: &str) -> &'static str {
    SNIPPETS.iter().find(|s| s.name == name).unwrap().cpp
}

#[test]
fn the_cpp_snippets_agree_with_the_rules() {
    if gxx().is_none() {
        return;
    }
    let dir = crate::common::scratch("snippets-cpp");
    let (mut input, mut want) = (String::new(), String::new());
    let mut memo = HashMap::new();
    let mut misere = HashMap::new();
    for piles in multisets(4, 5) {
        input += &format!(
            "n {} {}\n",
            piles.len(),
            piles.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(" ")
        );
        let count: u64 = (0..piles.len())
            .flat_map(|i| (1..=piles[i]).map(move |t| (i, t)))
            .map(|(i, t)| {
                let mut next = piles.clone();
                next[i] -= t;
                u64::from(!nim_wins(&next, false, &mut memo))
            })
            .sum();
        want += &format!(
            "{} {} {}\n",
            u8::from(nim_wins(&piles, false, &mut memo)),
            count,
            u8::from(nim_wins(&piles, true, &mut misere))
        );
    }
    let mut euclid = HashMap::new();
    let mut wythoff = HashMap::new();
    let mut fib = HashMap::new();
    let (two, three) = (split_values(80, 2), split_values(50, 3));
    for a in 0..=40u64 {
        for b in 0..=40u64 {
            input += &format!("p {} {}\n", a, b);
            want += &format!(
                "{} {} {} {}\n",
                u8::from(euclid_wins(a, b, &mut euclid)),
                u8::from(wythoff_wins(a, b, &mut wythoff)),
                u8::from(b >= 1 && bash_wins(a, b)),
                bash_value(a, b)
            );
        }
    }
    for n in 0..=80u64 {
        input += &format!("s {}\n", n);
        let fibo = n >= 2 && fibonacci_wins(n, n - 1, &mut fib);
        want += &format!(
            "{} {} {}\n",
            two[n as usize],
            if n <= 50 { three[n as usize] } else { 0 },
            u8::from(fibo)
        );
    }
    // Past 64 bits: the values of 2^64 − 1, and a far P-position of Wythoff's game.
    input += "s 18446744073709551615\np 4180 6764\n";
    want += "18446744073709551616 18446744073709551616 1\n";
    // (Bash with 4180 ≤ k: every take is open, so the mex over all smaller piles: 4180.)
    want += &format!("{} 0 1 4180\n", u8::from(euclid_wins(4180, 6764, &mut euclid)));
    let driver = r#"
#include <iostream>
#include <string>
std::string u128(unsigned __int128 v) { std::string s; do { s.insert(s.begin(), char('0' + int(v % 10))); v /= 10; } while (v); return s; }
int main() {
    std::string kind;
    while (std::cin >> kind) {
        if (kind == "n") {
            size_t k; std::cin >> k; std::vector<uint64_t> piles(k);
            for (auto& p : piles) std::cin >> p;
            std::cout << nim_sum_first_wins(piles) << ' ' << nim_winning_moves(piles) << ' ' << anti_nim_first_wins(piles) << '\n';
        } else if (kind == "p") {
            uint64_t a, b; std::cin >> a >> b;
            std::cout << euclid_first_wins(a, b) << ' ' << wythoff_first_wins(a, b) << ' ' << (b >= 1 && bash_first_wins(a, b)) << ' ' << bash_grundy(a, b) << '\n';
        } else {
            uint64_t n; std::cin >> n;
            std::cout << u128(lasker_grundy(n)) << ' ' << (n <= 50 || n == UINT64_MAX ? u128(split3_grundy(n)) : "0") << ' ' << fibonacci_nim_first_wins(n) << '\n';
        }
    }
}
"#;
    let source = ["nim", "anti_nim", "bash", "euclid", "lasker", "wythoff", "fibonacci_nim"]
        .iter()
        .map(|n| cpp_of(n))
        .collect::<Vec<_>>()
        .join("\n")
        + driver;
    let got = cpp_run(&dir, "games", &source, &input);
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "query {}: {}", i + 1, input.lines().nth(i).unwrap_or(""));
    }
    assert_eq!(got.lines().count(), want.lines().count());

    // Graphs: Grundy values of DAGs, and win/lose/draw with cycles.
    let (mut input, mut want) = (String::new(), String::new());
    for (acyclic, adj) in graphs(true, 300)
        .into_iter()
        .map(|g| (true, g))
        .chain(graphs(false, 300).into_iter().map(|g| (false, g)))
        .chain([(false, big_graph(320_000, 0x5EED_0B16_6EA9))])
    {
        input += &format!("{} {}\n", u8::from(acyclic), adj.len());
        for out in &adj {
            input += &format!(
                "{} {}\n",
                out.len(),
                out.iter().map(|w| w.to_string()).collect::<Vec<_>>().join(" ")
            );
        }
        want += &if acyclic {
            fn value(v: usize, adj: &[Vec<usize>]) -> u32 {
                mex(adj[v].iter().map(|&w| value(w, adj)))
            }
            (0..adj.len()).map(|v| value(v, &adj).to_string()).collect::<Vec<_>>().join(" ")
        } else {
            fixpoint(&adj)
                .iter()
                .map(|c| match c {
                    'W' => "0",
                    'L' => "1",
                    _ => "2",
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        want.push('\n');
    }
    let driver = r#"
#include <iostream>
int main() {
    int acyclic; size_t n;
    while (std::cin >> acyclic >> n) {
        std::vector<std::vector<size_t>> adj(n);
        for (auto& out : adj) { size_t k; std::cin >> k; out.resize(k); for (auto& w : out) std::cin >> w; }
        if (acyclic) { auto g = dag_grundy(adj); for (size_t v = 0; v < n; v++) std::cout << g[v] << (v + 1 < n ? " " : "\n"); }
        else { auto o = retrograde(adj); for (size_t v = 0; v < n; v++) std::cout << int(o[v]) << (v + 1 < n ? " " : "\n"); }
    }
}
"#;
    let source = cpp_of("grundy_table").to_string() + cpp_of("retrograde") + driver;
    assert_eq!(cpp_run(&dir, "graphs", &source, &input), want);
}

#[test]
fn every_snippet_compiles_alone_with_a_one_line_main() {
    let dir = crate::common::scratch("snippets-alone");
    let rustc = |bin: &str, edition: &str, name: &str, text: &str| {
        let src = dir.join(format!("{}-{}.rs", name, edition));
        std::fs::write(&src, text).unwrap();
        // Through analysis (types, borrows, every lint -D warnings makes an error), no code: the
        // snippets' code generation is what the other tests run.
        let out = Command::new(bin)
            .args(["--edition", edition, "-D", "warnings", "--emit=metadata", "--out-dir"])
            .arg(&dir)
            .arg(&src)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{} ({} {}): {}",
            name,
            bin,
            edition,
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let old = Path::new("/usr/bin/rustc").exists();
    for s in SNIPPETS {
        let text = format!("{}\n{}\n", s.rust, s.rust_main);
        rustc("rustc", "2021", s.name, &text);
        if old {
            rustc("/usr/bin/rustc", "2018", s.name, &text);
        }
        if gxx().is_some() {
            let out = cpp_run_at(&dir, s.name, &format!("{}\n{}\n", s.cpp, s.cpp_main), "", "-O0");
            assert!(!out.is_empty(), "{}", s.name);
        }
    }
}

#[test]
fn solutions_hold_their_snippets_to_the_letter() {
    use grundy::snippets::{find, USES};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for u in USES {
        let snippet = find(u.snippet).unwrap_or_else(|| panic!("no snippet {}", u.snippet));
        let solution =
            std::fs::read_to_string(root.join("src/bin").join(format!("{}.rs", u.problem)))
                .unwrap_or_else(|e| panic!("{}: {}", u.problem, e));
        assert!(!u.items.is_empty(), "{}", u.problem);
        for item in u.items {
            // The item as the snippet writes it, its doc comment aside: from `fn f(` (or
            // `struct Fusion`, an item named with its keyword) to the `}` that closes it.
            let head = if item.contains(' ') { item.to_string() } else { format!("fn {}(", item) };
            let text = &snippet.rust[snippet.rust.find(&head).expect("the item")..];
            let text = &text[..text.find("\n}\n").expect("its closing brace") + 3];
            assert!(
                solution.contains(text),
                "src/bin/{}.rs does not hold `{}` of snippets/{}.rs to the letter",
                u.problem,
                item,
                u.snippet
            );
        }
        let page = std::fs::read_to_string(root.join("problems").join(format!("{}.md", u.problem)))
            .unwrap();
        assert!(page.contains(&format!("`grundy snippet {}`", u.snippet)), "{}", u.problem);
    }
}

/// `grundy bench --snippet nim_product` builds the snippet in both languages and the rival, checks
/// that all print the same XOR of products, and times them; a snippet without a speed claim is
/// a usage error.
#[test]
fn bench_measures_the_nim_product_snippets_against_the_rival() {
    if gxx().is_none() {
        return;
    }
    let out = crate::common::tool(&["bench", "--snippet", "nim_product", "--runs", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}{}", text, String::from_utf8_lossy(&out.stderr));
    assert!(text.starts_with("nim_product: 10^6 products of random 64-bit pairs"), "{}", text);
    for row in ["  Rust snippet ", "  Rust stream ", "  C++ snippet ", "  rival "] {
        assert!(text.contains(row), "{}: {}", row, text);
    }
    let out = crate::common::tool(&["bench", "--snippet", "wythoff"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no speed claim to measure"));
}

/// The README shows `grundy snippet`'s list as the tool prints it today.
#[test]
fn the_readme_shows_the_list_as_printed() {
    let out = crate::common::tool(&["snippet"]);
    let readme = std::fs::read_to_string(crate::common::root().join("README.md")).unwrap();
    let shown = readme.split("$ grundy snippet\n").nth(1).expect("the README's `$ grundy snippet`");
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.starts_with(&*printed),
        "README.md shows another list; the tool prints:\n{}",
        printed
    );
}

#[test]
fn grundy_snippet_lists_and_prints() {
    let out = crate::common::tool(&["snippet"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    for s in SNIPPETS {
        assert!(text.contains(s.name), "{}", text);
    }
    let one = crate::common::tool(&["snippet", "wythoff", "--lang", "cpp"]);
    assert_eq!(String::from_utf8_lossy(&one.stdout), cpp_of("wythoff"));
    let json = crate::common::tool(&["snippet", "--json"]);
    assert!(String::from_utf8_lossy(&json.stdout).starts_with("[{\"name\":\"nim\""));
    let missing = crate::common::tool(&["snippet", "nope"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no snippet \"nope\""));
}

#[test]
fn the_cpp_piles_and_trees_agree_with_the_rust_held_to_the_rules() {
    // The Rust texts are held to the rules above; the C++ ones must answer every query alike.
    if gxx().is_none() {
        return;
    }
    mod rust {
        include!("../../snippets/subtraction.rs");
        include!("../../snippets/staircase.rs");
        include!("../../snippets/hackenbush_tree.rs");
        pub fn all(set: &[u64], n: u64, steps: &[u64], adj: &[Vec<usize>]) -> String {
            format!(
                "{} {} {}",
                subtraction_grundy(set, n),
                u8::from(staircase_first_wins(steps)),
                hackenbush_tree(adj, 0)
            )
        }
    }
    let mut r = Rand(0xDEAD_BEEF_1234_5678);
    let (mut input, mut want) = (String::new(), String::new());
    for _ in 0..300 {
        let set: Vec<u64> = (1..=9).filter(|_| r.below(2) == 1).collect();
        let set = if set.is_empty() { vec![1] } else { set };
        let n = if r.below(2) == 0 { r.below(5000) } else { r.next() };
        let steps: Vec<u64> = (0..r.below(6)).map(|_| r.below(20)).collect();
        let v = 1 + r.below(12) as usize;
        let mut adj = vec![Vec::new(); v];
        for w in 1..v {
            let a = r.below(w as u64) as usize;
            adj[a].push(w);
            adj[w].push(a);
        }
        let list = |xs: &[u64]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" ");
        input += &format!(
            "{} {} {} {} {}\n{}\n",
            set.len(),
            list(&set),
            n,
            steps.len(),
            list(&steps),
            v
        );
        for out in &adj {
            input += &format!(
                "{} {}\n",
                out.len(),
                out.iter().map(|w| w.to_string()).collect::<Vec<_>>().join(" ")
            );
        }
        want += &rust::all(&set, n, &steps, &adj);
        want.push('\n');
    }
    let driver = r#"
#include <iostream>
int main() {
    size_t k;
    while (std::cin >> k) {
        std::vector<uint64_t> set(k); for (auto& s : set) std::cin >> s;
        uint64_t n; size_t m; std::cin >> n >> m;
        std::vector<uint64_t> steps(m); for (auto& c : steps) std::cin >> c;
        size_t v; std::cin >> v; std::vector<std::vector<size_t>> adj(v);
        for (auto& out : adj) { size_t d; std::cin >> d; out.resize(d); for (auto& w : out) std::cin >> w; }
        std::cout << subtraction_grundy(set, n) << ' ' << staircase_first_wins(steps) << ' ' << hackenbush_tree(adj, 0) << '\n';
    }
}
"#;
    let source =
        [cpp_of("subtraction"), cpp_of("staircase"), cpp_of("hackenbush_tree"), driver].concat();
    let dir = crate::common::scratch("snippets-cpp-piles");
    assert_eq!(cpp_run(&dir, "piles", &source, &input), want);
}

#[test]
fn the_cpp_tables_and_every_sg_agree_with_the_rust_held_to_the_rules() {
    if gxx().is_none() {
        return;
    }
    mod rust {
        include!("../../snippets/octal.rs");
        include!("../../snippets/cutting_game.rs");
        include!("../../snippets/every_sg.rs");
        pub fn tables(codes: &[&str]) -> String {
            let mut out: Vec<String> =
                codes.iter().map(|c| format!("{:?}", octal_values(c, 300))).collect();
            out.push(format!("{:?}", cutting_game_table(60)));
            // Sheets asked out of order, so that the table grows in steps.
            let mut t = CuttingGame::new();
            let sheets = (0..400).map(|k| (1 + k * 37 % 80, 1 + k * 53 % 80));
            let wins = sheets
                .filter(|&s| s != (1, 1))
                .map(|(w, h)| ["0", "1"][usize::from(t.first_wins(w, h))]);
            out.push(wins.collect());
            out.join("\n") + "\n"
        }
        pub fn every_sg(games: &[(u64, u64)]) -> bool {
            every_sg_first_wins(games)
        }
    }
    let codes = ["0.77", "0.07", "4.07", ".137", "0.6", "0.333"];
    let mut input = format!("{}\n", codes.join(" "));
    let mut want = rust::tables(&codes);
    let mut r = Rand(0x5EED_0F0C_7A12_3457);
    for _ in 0..2000 {
        let games: Vec<(u64, u64)> = (0..r.below(4))
            .map(
                |_| if r.below(2) == 0 { (r.below(50), r.below(50)) } else { (r.next(), r.next()) },
            )
            .collect();
        input += &format!("{}", games.len());
        for (a, b) in &games {
            input += &format!(" {} {}", a, b);
        }
        input.push('\n');
        want += &format!("{}\n", u8::from(rust::every_sg(&games)));
    }
    let driver = r#"
#include <iostream>
#include <sstream>
template <class T> std::string list(const std::vector<T>& v, std::string (*f)(const T&)) {
    std::string s = "[";
    for (size_t i = 0; i < v.size(); i++) s += (i ? ", " : "") + f(v[i]);
    return s + "]";
}
std::string num(const uint32_t& x) { return std::to_string(x); }
std::string row(const std::vector<uint32_t>& r) { return list(r, num); }
int main() {
    std::string line, code;
    std::getline(std::cin, line);
    std::istringstream codes(line);
    while (codes >> code) std::cout << row(octal_values(code, 300)) << '\n';
    std::cout << list(cutting_game_table(60), row) << '\n';
    CuttingGame t;
    for (size_t k = 0; k < 400; k++) {
        size_t w = 1 + k * 37 % 80, h = 1 + k * 53 % 80;
        if (w != 1 || h != 1) std::cout << t.first_wins(w, h);
    }
    std::cout << '\n';
    size_t k;
    while (std::cin >> k) {
        std::vector<std::pair<uint64_t, uint64_t>> games(k);
        for (auto& g : games) std::cin >> g.first >> g.second;
        std::cout << every_sg_first_wins(games) << '\n';
    }
}
"#;
    let source = [cpp_of("octal"), cpp_of("cutting_game"), cpp_of("every_sg"), driver].concat();
    let dir = crate::common::scratch("snippets-cpp-tables");
    assert_eq!(cpp_run(&dir, "tables", &source, &input), want);
}

#[test]
fn the_cpp_nim_product_agrees_with_the_rust_held_to_the_definition() {
    if gxx().is_none() {
        return;
    }
    mod rust {
        include!("../../snippets/nim_product.rs");
        pub fn product(a: u64, b: u64) -> u64 {
            nim_product(a, b)
        }
        /// The nimber whose polynomial is p.
        pub fn nim_of(p: u64) -> u64 {
            NimTables::linear(&NIM_TABLES.to_nim, p)
        }
    }
    let mut r = Rand(0x1357_9BDF_2468_ACE0);
    let pairs: Vec<(u64, u64)> = (0..20_000)
        .map(|i| match i % 4 {
            0 => (r.below(1 << 16), r.below(1 << 16)),
            1 => (1 << r.below(64), 1 << r.below(64)),
            2 => (rust::nim_of(u64::MAX >> r.below(8)), rust::nim_of(u64::MAX << r.below(8))),
            _ => (r.next(), r.next()),
        })
        .chain([(u64::MAX, u64::MAX), (0, u64::MAX), (3141, 5926)])
        .collect();
    let input: String = pairs.iter().map(|(a, b)| format!("{} {}\n", a, b)).collect();
    // Both C++ paths: the carry-less multiply (where this CPU has one) and the portable one.
    let want: String =
        pairs.iter().map(|&(a, b)| format!("{0} {0}\n", rust::product(a, b))).collect();
    let driver = r#"
#include <iostream>
int main() {
    uint64_t a, b;
    while (std::cin >> a >> b)
        std::cout << nim_product(a, b) << ' ' << nim_product_portable(a, b) << '\n';
}
"#;
    let dir = crate::common::scratch("snippets-cpp-nim-product");
    assert_eq!(
        cpp_run(&dir, "nim_product", &(cpp_of("nim_product").to_string() + driver), &input),
        want
    );
}

#[test]
fn the_cpp_hackenbush_graph_agrees_with_the_rust_held_to_the_rules() {
    if gxx().is_none() {
        return;
    }
    mod rust {
        include!("../../snippets/hackenbush_graph.rs");
        pub fn value(adj: &[Vec<usize>]) -> u64 {
            hackenbush_graph(adj, 0)
        }
        /// The same graph fed to a `Fusion` an edge at a time: each edge from its lower end's
        /// list, a loop from every other of its entries (the C++ driver below does the same).
        pub fn streamed(adj: &[Vec<usize>]) -> u64 {
            let mut fusion = Fusion::default();
            fusion.clear(adj.len());
            for (v, list) in adj.iter().enumerate() {
                let mut half = false;
                for &w in list {
                    half ^= w == v;
                    if w > v || (w == v && half) {
                        fusion.edge(v, w);
                    }
                }
            }
            fusion.value(0)
        }
    }
    // Each graph is also fed to one C++ Fusion kept from graph to graph, an edge at a time.
    let mut r = Rand(0x0DDC_1C1E_5EED_2024);
    let (mut input, mut want) = (String::new(), String::new());
    for i in 0..3000 {
        // Small multigraphs with loops, and larger ones of cycles hung on a tree.
        let n = 1 + r.below(if i % 3 == 0 { 60 } else { 8 }) as usize;
        let mut adj = vec![Vec::new(); n];
        let edge = |a: usize, b: usize, adj: &mut Vec<Vec<usize>>| {
            adj[a].push(b);
            adj[b].push(a);
        };
        if i % 3 == 0 {
            for v in 1..n {
                edge(r.below(v as u64) as usize, v, &mut adj);
            }
        }
        for _ in 0..r.below(12) {
            edge(r.below(n as u64) as usize, r.below(n as u64) as usize, &mut adj);
        }
        input += &format!("{}\n", n);
        for out in &adj {
            let list: Vec<String> = out.iter().map(|w| w.to_string()).collect();
            input += &format!("{} {}\n", out.len(), list.join(" "));
        }
        want += &format!("{} {}\n", rust::value(&adj), rust::streamed(&adj));
    }
    let driver = r#"
#include <iostream>
int main() {
    size_t n;
    Fusion fusion;
    while (std::cin >> n) {
        std::vector<std::vector<size_t>> adj(n);
        for (auto& out : adj) { size_t d; std::cin >> d; out.resize(d); for (auto& w : out) std::cin >> w; }
        fusion.clear(n);
        for (size_t v = 0; v < n; v++) {
            bool half = false;
            for (size_t w : adj[v]) {
                if (w == v) half = !half;
                if (w > v || (w == v && half)) fusion.edge(v, w);
            }
        }
        uint64_t streamed = fusion.value(0);
        std::cout << hackenbush_graph(adj, 0) << ' ' << streamed << '\n';
    }
}
"#;
    let dir = crate::common::scratch("snippets-cpp-hackenbush-graph");
    let source = cpp_of("hackenbush_graph").to_string() + driver;
    assert_eq!(cpp_run(&dir, "hackenbush_graph", &source, &input), want);
}

#[test]
fn the_cpp_staircase_agrees_with_the_rust_held_to_the_rules() {
    if gxx().is_none() {
        return;
    }
    mod rust {
        include!("../../snippets/staircase.rs");
        /// The verdict on `steps` (step 1 first), by the function and by the core fed from the top.
        pub fn both(steps: &[u64]) -> String {
            let mut stairs = Staircase::new(steps.len() % 2 == 1);
            steps.iter().rev().for_each(|&c| stairs.step(c));
            format!("{} {}", u8::from(staircase_first_wins(steps)), u8::from(stairs.first_wins()))
        }
    }
    let mut r = Rand(0x57A1_2CA5_E000_4315);
    let (mut input, mut want) = (String::new(), String::new());
    for i in 0..2000 {
        let len = r.below(if i % 4 == 0 { 40 } else { 7 });
        let steps: Vec<u64> =
            (0..len).map(|_| if i % 2 == 0 { r.below(8) } else { r.next() }).collect();
        let list: Vec<String> = steps.iter().map(|c| c.to_string()).collect();
        input += &format!("{} {}\n", len, list.join(" "));
        want += &rust::both(&steps);
        want.push('\n');
    }
    let driver = r#"
#include <iostream>
int main() {
    size_t m;
    while (std::cin >> m) {
        std::vector<uint64_t> steps(m); for (auto& c : steps) std::cin >> c;
        Staircase stairs(m % 2 == 1);
        for (size_t i = m; i-- > 0;) stairs.step(steps[i]);
        std::cout << staircase_first_wins(steps) << ' ' << stairs.first_wins() << '\n';
    }
}
"#;
    let dir = crate::common::scratch("snippets-cpp-staircase");
    let source = cpp_of("staircase").to_string() + driver;
    assert_eq!(cpp_run(&dir, "staircase", &source, &input), want);
}
