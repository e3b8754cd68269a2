use grundy::guess::period::*;
use grundy::guess::rule::{Law, Rule1};

fn rows(g: &[u64]) -> Vec<(u64, u64)> {
    g.iter().enumerate().map(|(n, &v)| (n as u64, v)).collect()
}

fn periodic(rule: Option<Rule1>) -> Option<Periodic> {
    rule.map(|r| match r.law {
        Law::Periodic(p) => p,
        other => panic!("{:?}", other),
    })
}

#[test]
fn subtraction_1_3_4_is_periodic_7() {
    // By the rules: take 1, 3 or 4; 0 = the player to move loses.
    let mut g = vec![0u64; 60];
    for n in 0..60 {
        let lose = [1, 3, 4].iter().filter(|&&s| s <= n).all(|&s| g[n - s] != 0);
        g[n] = u64::from(!lose);
    }
    let p = periodic(find(&rows(&g), false).found).unwrap();
    assert_eq!((p.start, p.period, p.one.clone()), (0, 7, vec![0, 1, 0, 1, 1, 1, 1]));
    assert_eq!(find(&rows(&g), true).found, None);
}

#[test]
fn lasker_is_arithmetic_periodic() {
    // G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3, G(0) = 0.
    let g: Vec<u64> = (0..40u64)
        .map(|n| match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        })
        .collect();
    let p = periodic(find(&rows(&g), true).found).unwrap();
    assert_eq!((p.start, p.period, p.saltus), (1, 4, 4));
    assert_eq!(p.one, vec![1, 2, 4, 3]);
    assert_eq!(p.at(100), Some(99));
    assert_eq!(find(&rows(&g), false).found, None);
}

#[test]
fn gaps_and_pre_periods() {
    // 5 7 | 1 2 3 1 2 3 …, every fourth row missing.
    let mut g = vec![5, 7];
    g.extend((0..60).map(|i| [1, 2, 3][i % 3]));
    let r: Vec<(u64, u64)> = rows(&g).into_iter().filter(|r| r.0 % 4 != 3).collect();
    let p = periodic(find(&r, false).found).unwrap();
    assert_eq!((p.start, p.period, p.one.clone()), (2, 3, vec![1, 2, 3]));
    // A gap hides a disagreement from the pairs n, n + 3: 10 and 16 differ, 13 is missing.
    let mut g: Vec<u64> = (0..60).map(|n| [1, 2, 3][n % 3]).collect();
    g[10] = 3;
    let r: Vec<(u64, u64)> = rows(&g).into_iter().filter(|r| r.0 != 13 && r.0 != 7).collect();
    let p = periodic(find(&r, false).found).unwrap();
    assert_eq!(p.start, 11);
    // Every other n: n + 7 is never in the table, n + 14 is; period 7 is found all the same,
    // and one wrong row high in the table moves the start past it.
    let mut r: Vec<(u64, u64)> =
        (0..400u64).map(|i| (2 * i, [0, 1, 0, 1, 2, 3, 2][(2 * i % 7) as usize])).collect();
    let p = periodic(find(&r, false).found).unwrap();
    assert_eq!((p.start, p.period), (0, 7));
    r[100].1 = 9;
    assert_eq!(periodic(find(&r, false).found).map(|p| p.start), Some(202));
    // Too short to believe, but a candidate.
    let s = find(&rows(&[0, 1, 0, 1, 0, 1]), false);
    assert_eq!(s.found, None);
    assert_eq!(periodic(s.weak.into_iter().next()).map(|p| p.period), Some(2));
}
