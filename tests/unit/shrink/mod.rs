//! The shrinker against predicates: the bugs of the issue, each with its known smallest input.

mod decimal;
mod text;

use grundy::shrink::*;

/// A probe from a predicate: `None` for an invalid candidate. Counts the runs (valid candidates),
/// and how many of them failed; `cost` is the ratio it claims.
struct Predicate<F: Fn(&Shape) -> Option<bool>> {
    fails: F,
    runs: usize,
    failing_runs: usize,
    cost: f64,
    /// Answers kept, as the stress engine's probe keeps them: a repeated question costs no run.
    seen: std::collections::HashMap<Shape, Option<bool>>,
}

impl<F: Fn(&Shape) -> Option<bool>> Probe for Predicate<F> {
    fn test(&mut self, candidate: &Shape) -> Answer {
        let known = self.seen.get(candidate).copied();
        let answer = known.unwrap_or_else(|| (self.fails)(candidate));
        self.seen.insert(candidate.clone(), answer);
        match answer {
            None => Answer::Invalid,
            Some(f) if known.is_some() => {
                if f {
                    Answer::Fails
                } else {
                    Answer::Passes
                }
            }
            Some(f) => {
                self.runs += 1;
                if f {
                    self.failing_runs += 1;
                    Answer::Fails
                } else {
                    Answer::Passes
                }
            }
        }
    }

    fn cost_ratio(&self) -> f64 {
        self.cost
    }
}

fn probe<F: Fn(&Shape) -> Option<bool>>(fails: F) -> Predicate<F> {
    Predicate { fails, runs: 0, failing_runs: 0, cost: 1.0, seen: Default::default() }
}

/// Shrink with a predicate; returns the result and the runs.
fn shrink(start: Shape, fails: impl Fn(&Shape) -> Option<bool>) -> (Shape, usize) {
    let mut p = probe(|s: &Shape| {
        let f = fails(s);
        if std::env::var_os("SHRINK_TRACE").is_some() {
            eprintln!("{:?} -> {:?}", s, f);
        }
        f
    });
    let out = minimize(start, &mut p);
    assert!(out.minimal);
    (out.shape, p.runs)
}

/// One integer, valid from 1 up.
fn int_from_1(s: &Shape, fails: impl Fn(u64) -> bool) -> Option<bool> {
    let v = s.int()?;
    (v >= 1).then(|| fails(v))
}

#[test]
fn a_threshold_is_found_exactly_in_few_runs() {
    let (s, runs) = shrink(Shape::Int(999_989_991), |s| int_from_1(s, |v| v > 500_000_000));
    assert_eq!(s, Shape::Int(500_000_001));
    assert!(runs <= 45, "{} runs", runs);
    let (s, _) = shrink(Shape::Int(u64::MAX), |s| Some(s.int()? >= 1 << 40));
    assert_eq!(s, Shape::Int(1 << 40));
    let (s, _) = shrink(Shape::Int(77), |_| Some(true));
    assert_eq!(s, Shape::Int(0));
}

#[test]
fn a_periodic_class_is_followed_down_to_its_least_member() {
    // Wrong for every n ≥ 1000 with n ≡ 2 (mod 5): one step down passes, five steps fail.
    let (s, _) = shrink(Shape::Int(1467), |s| int_from_1(s, |v| v >= 1000 && v % 5 == 2));
    assert_eq!(s, Shape::Int(1002));
    let (s, _) =
        shrink(Shape::Int(2_162_680), |s| int_from_1(s, |v| v >= 1_500_000 && v % 12 == 4));
    assert_eq!(s, Shape::Int(1_500_004));
}

#[test]
fn a_symmetric_pair_is_put_in_order() {
    let (s, _) = shrink(Shape::pair(159, 2), |s| {
        let (a, b) = s.to_pair()?;
        Some(a.max(b) >= 159 && a.min(b) >= 2)
    });
    assert_eq!(s, Shape::pair(2, 159));
}

#[test]
fn a_sixteen_bit_overflow_shrinks_to_two_to_the_sixteen() {
    // Wrong when the value is a positive multiple of 2^16: bisection alone would miss it.
    let (s, _) = shrink(Shape::Int(458_752), |s| int_from_1(s, |v| v % 65_536 == 0));
    assert_eq!(s, Shape::Int(65_536));
}

#[test]
fn a_modular_bug_in_a_pair_shrinks_to_one_one() {
    // N % K instead of N % (K + 1): the smallest wrong game is N = K = 1.
    let wrong = |s: &Shape| {
        let (n, k) = s.to_pair()?;
        (n >= 1 && k >= 1).then(|| (n % k == 0) != (n % (k + 1) == 0))
    };
    for (n, k) in [(229_206_394, 114_603_196), (22_387, 1), (999_999_999, 3), (12, 5)] {
        if wrong(&Shape::pair(n, k)) == Some(true) {
            let (s, _) = shrink(Shape::pair(n, k), wrong);
            assert_eq!(s, Shape::pair(1, 1), "from {} {}", n, k);
        }
    }
}

#[test]
fn expensive_failures_are_searched_from_below() {
    // A time limit: failing runs cost 500 passing ones. Few of the runs may fail.
    let mut p = probe(|s: &Shape| {
        let f = int_from_1(s, |v| v > 1_000_000);
        if std::env::var_os("SHRINK_TRACE").is_some() {
            eprintln!("{:?} -> {:?}", s, f);
        }
        f
    });
    p.cost = 500.0;
    let out = minimize(Shape::Int(987_654_321), &mut p);
    assert_eq!(out.shape, Shape::Int(1_000_001));
    assert!(p.failing_runs <= 12, "{} failing runs of {}", p.failing_runs, p.runs);
}

/// `T` on the first line, then `T` numbers on the second: valid when they agree.
fn t_then_numbers(s: &Shape, fails: impl Fn(u64) -> bool) -> Option<bool> {
    let lines = s.items()?;
    let (t, values) = match lines {
        [t, values] => (t.items()?, values.items()?),
        _ => return None,
    };
    let t = match t {
        [Shape::Int(t)] => *t,
        _ => return None,
    };
    let values: Vec<u64> = values.iter().map(Shape::int).collect::<Option<_>>()?;
    (t >= 1 && t as usize == values.len() && values.iter().all(|&v| v >= 1))
        .then(|| values.iter().any(|&v| fails(v)))
}

#[test]
fn a_count_is_lowered_with_what_it_counts() {
    let start = text_shape("8\n1 1 1 5001 1 1 1 1\n");
    let (s, _) = shrink(start, |s| t_then_numbers(s, |v| v >= 5001));
    assert_eq!(shape_text(&s).unwrap(), "1\n5001\n");
    let start = text_shape("6\n1 1 1 1002 1 1\n");
    let (s, _) = shrink(start, |s| t_then_numbers(s, |v| v > 1001));
    assert_eq!(shape_text(&s).unwrap(), "1\n1002\n");
}

#[test]
fn cases_on_lines_lose_lines_with_their_count() {
    // T, then T lines `N K`; fails when some N is odd and above 10.
    let valid = |s: &Shape| -> Option<bool> {
        let lines = s.items()?;
        let t = lines.first()?.items()?.first()?.int()?;
        let games: Vec<(u64, u64)> = lines[1..]
            .iter()
            .map(|l| {
                l.to_pair().or_else(|| {
                    let v = l.to_ints()?;
                    (v.len() == 2).then(|| (v[0], v[1]))
                })
            })
            .collect::<Option<_>>()?;
        (t >= 1 && t as usize == games.len() && lines[0].items()?.len() == 1)
            .then(|| games.iter().any(|&(n, _)| n > 10 && n % 2 == 1))
    };
    let start = text_shape("5\n4 4\n99 7\n12 3\n31 2\n8 8\n");
    let (s, _) = shrink(start, valid);
    assert_eq!(shape_text(&s).unwrap(), "1\n11 0\n");
}

#[test]
fn a_grid_loses_rows_and_columns_with_their_counts() {
    // `n m`, then n rows of m values; fails when some value is 7.
    let valid = |s: &Shape| -> Option<bool> {
        let lines = s.items()?;
        let head = lines.first()?.to_ints()?;
        let (n, m) = match head.as_slice() {
            [n, m] => (*n as usize, *m as usize),
            _ => return None,
        };
        let rows: Vec<Vec<u64>> = lines[1..].iter().map(Shape::to_ints).collect::<Option<_>>()?;
        (n >= 1 && m >= 1 && rows.len() == n && rows.iter().all(|r| r.len() == m))
            .then(|| rows.iter().flatten().any(|&v| v == 7))
    };
    let start = text_shape("3 4\n1 2 3 4\n5 6 7 8\n9 1 2 3\n");
    let (s, _) = shrink(start, valid);
    assert_eq!(shape_text(&s).unwrap(), "1 1\n7\n");
}

#[test]
fn a_long_decimal_bisects_too() {
    let big = "9".repeat(60);
    let threshold = format!("1{}", "0".repeat(30)); // fails for n ≥ 10^30
    let (s, runs) = shrink(Shape::Dec(big), |s| {
        Some(grundy::shrink::decimal::cmp(s.dec()?, &threshold).is_ge())
    });
    assert_eq!(s, Shape::Dec(threshold));
    assert!(runs <= 600, "{} runs", runs);
}

#[test]
fn a_million_bytes_get_near_their_threshold_length_in_few_runs() {
    // Fails when it holds at least 1000 ones: the minimum is exactly 1000 ones.
    let text: Vec<u8> = (0..1_000_000u32).map(|i| if i % 3 == 0 { b'1' } else { b'0' }).collect();
    let ones = |s: &Shape| s.bytes().unwrap().iter().filter(|&&b| b == b'1').count();
    let mut runs = 0;
    let mut near_after = None;
    let mut p = probe(|s: &Shape| Some(ones(s) >= 1000));
    let mut counting =
        CountingProbe { inner: &mut p, runs: &mut runs, near_after: &mut near_after };
    let out = minimize(Shape::Bytes(text), &mut counting);
    assert!(near_after.unwrap() <= 60, "{:?}", near_after);
    assert!(out.minimal);
    let shrunk = out.shape.bytes().unwrap();
    // Near: the 1000 ones with the zeros between them (every chunk of 1/FINEST holds ones).
    assert!(shrunk.len() <= 3000 && ones(&out.shape) == 1000, "{}", shrunk.len());
    assert!(neighbours(&out.shape).all(|n| ones(&n) < 1000));
    // Up to FINEST elements, every single one is tried: exactly the ones are left.
    let (s, _) = shrink(Shape::Bytes(shrunk[..FINEST].to_vec()), |s| Some(ones(s) >= 30));
    assert_eq!(s, Shape::Bytes(vec![b'1'; 30]));
}

/// Notes when the candidates first get short.
struct CountingProbe<'a> {
    inner: &'a mut dyn Probe,
    runs: &'a mut usize,
    near_after: &'a mut Option<usize>,
}

impl Probe for CountingProbe<'_> {
    fn test(&mut self, candidate: &Shape) -> Answer {
        *self.runs += 1;
        if candidate.bytes().map_or(false, |b| b.len() < 4000) && self.near_after.is_none() {
            *self.near_after = Some(*self.runs);
        }
        self.inner.test(candidate)
    }
}

#[test]
fn lists_and_tuples_shrink_to_a_local_minimum() {
    // Fails when some element exceeds 10 and the list has at least 3 elements.
    let fails = |s: &Shape| {
        let v = s.parts()?[1].to_ints()?;
        Some(v.len() >= 3 && v.iter().any(|&x| x > 10))
    };
    let start = Shape::Tuple(vec![Shape::Int(5), Shape::ints(&[3, 99, 4, 50, 7, 1])]);
    let (s, _) = shrink(start, fails);
    // The list is put in order: the program treats it as a set.
    assert_eq!(s, Shape::Tuple(vec![Shape::Int(0), Shape::ints(&[0, 0, 11])]));
    assert!(neighbours(&s).all(|n| fails(&n) != Some(true)));
}

#[test]
fn the_probe_may_stop_the_shrinker_at_any_point() {
    let mut runs = 0;
    let mut stopper = StopAfter { runs: &mut runs, after: 5 };
    let out = minimize(Shape::Int(1 << 50), &mut stopper);
    assert!(!out.minimal);
    let v = out.shape.int().unwrap();
    assert!((1000..=1 << 50).contains(&v), "{}", v);
    assert_eq!(runs, 6);
}

struct StopAfter<'a> {
    runs: &'a mut usize,
    after: usize,
}

impl Probe for StopAfter<'_> {
    fn test(&mut self, candidate: &Shape) -> Answer {
        *self.runs += 1;
        match candidate.int() {
            _ if *self.runs > self.after => Answer::Stop,
            Some(v) if v >= 1000 => Answer::Fails,
            _ => Answer::Passes,
        }
    }
}

#[test]
fn the_report_names_the_moves_tried() {
    let out = minimize(Shape::pair(3, 4), &mut probe(|_| Some(false)));
    assert_eq!(
        out.moves,
        ["lowering any number (to 0–3, or by one)", "lowering two neighbouring numbers together"]
    );
}

#[test]
fn neighbours_are_built_one_at_a_time() {
    // 10^6 numbers have about 5·10^6 neighbours of 32 MB each: only a lazy list can start.
    let big = Shape::ints(&vec![7; 1_000_000]);
    let mut first = neighbours(&big);
    let removed = first.next().unwrap();
    assert_eq!(
        removed.items().map(<[Shape]>::len),
        Some(1_000_000 - (1_000_000 + FINEST - 1) / FINEST)
    );
    assert_eq!(first.take(2).count(), 2);
}
