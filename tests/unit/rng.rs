use grundy::rng::*;

#[test]
fn same_seed_same_stream_and_streams_differ() {
    let a: Vec<u64> = (0..5)
        .map({
            let mut r = Rng::new(7);
            move |_| r.next_u64()
        })
        .collect();
    let mut r = Rng::new(7);
    assert_eq!(a, (0..5).map(|_| r.next_u64()).collect::<Vec<_>>());
    assert_ne!(Rng::derive(7, 1).next_u64(), Rng::derive(7, 2).next_u64());
}

#[test]
fn ranges_stay_inside_and_reach_both_ends() {
    let mut r = Rng::new(1);
    let mut seen = [false; 4];
    for _ in 0..1000 {
        let x = r.range(3..=6);
        assert!((3..=6).contains(&x));
        seen[(x - 3) as usize] = true;
    }
    assert!(seen.iter().all(|&s| s));
    assert_eq!(r.range(5..=5), 5);
    let _ = r.range(0..=u64::MAX);
    for _ in 0..1000 {
        let m = r.magnitude(1..=1_000_000_000);
        assert!((1..=1_000_000_000).contains(&m));
    }
}

#[test]
fn magnitude_reaches_small_and_large_values() {
    let mut r = Rng::new(3);
    let xs: Vec<u64> = (0..2000).map(|_| r.magnitude(0..=u64::MAX)).collect();
    assert!(xs.iter().any(|&x| x < 16));
    assert!(xs.iter().any(|&x| x > 1 << 60));
}

#[test]
fn shuffle_is_a_permutation() {
    let mut r = Rng::new(9);
    let mut v: Vec<u32> = (0..50).collect();
    r.shuffle(&mut v);
    let mut w = v.clone();
    w.sort_unstable();
    assert_eq!(w, (0..50).collect::<Vec<_>>());
    assert_ne!(v, w);
}
