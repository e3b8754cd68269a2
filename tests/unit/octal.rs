use grundy::engine::Solver;
use grundy::explore::Period;
use grundy::octal::*;

fn code(s: &str) -> Code {
    Code::parse(s).unwrap()
}

#[test]
fn codes_parse_and_print() {
    assert_eq!(code("0.77").to_string(), "0.77");
    assert_eq!(code(".137").to_string(), "0.137");
    assert_eq!(code("0.0700").to_string(), "0.07");
    assert_eq!(code("4.07").to_string(), "4.07");
    assert_eq!(code("0.0").to_string(), "0.0");
    assert_eq!(code("0.77").last(), 2);
    assert!(code("0.07").splits() && !code("0.333").splits());
    assert_eq!(Code::subtraction(&[1, 3, 4]), Some(code("0.3033")));
    assert_eq!(Code::subtraction(&[1, 2, 3]), Some(code("0.333")));
    assert_eq!(Code::subtraction(&[]), None);
    let long = format!("0.{}", "é".repeat(MAX_DIGITS));
    assert!(Code::parse(&long).unwrap_err().contains("characters after the point, at most"));
    for (bad, says) in [
        ("", "empty"),
        ("abc", "no point"),
        ("0.", "no digits after the point"),
        ("0.8", "'8' (digit 1 after the point) is not an octal digit"),
        ("0.7a", "'a' (digit 2"),
        ("1.07", "d0 is 0 or 4"),
        ("x.07", "\"x\" before the point"),
        ("0.7.7", "'.' (digit 2"),
        ("0.ééééééééééééééééééééééééééééééééééééééééééééééééééé", "'é' (digit 1"),
    ] {
        let e = Code::parse(bad).unwrap_err();
        assert!(e.len() < 200, "{}", e);
        assert!(e.contains(says), "{:?}: {}", bad, e);
        assert!(!e.contains('\n'));
    }
}

#[test]
fn options_follow_the_digits() {
    // 0.137 on a heap of 4: take 1 only if it is the whole heap (no); take 2 leaving one heap
    // (2); take 3 leaving one heap (1) or two (no: 1 token left).
    assert_eq!(code("0.137").options(4), vec![vec![2], vec![1]]);
    // Kayles on 4: 3, 1+2, 2, 1+1.
    assert_eq!(code("0.77").options(4), vec![vec![3], vec![1, 2], vec![2], vec![1, 1]]);
    // 4.0: split without removing.
    assert_eq!(code("4.0").options(4), vec![vec![1, 3], vec![2, 2]]);
    assert_eq!(code("0.1").options(1), vec![Vec::<u64>::new()]);
}

#[test]
fn kayles_first_values_by_hand() {
    // Winning Ways' Kayles row: 0 1 2 3 1 4 3 2 1 4 2 6 (n = 0..11).
    let want = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    assert_eq!(engine_values(&code("0.77"), 11), want);
    assert_eq!(values(&code("0.77"), 11), want);
}

/// The literal rules on positions of several heaps: the engine's search (win/lose and Grundy)
/// over [`Heaps`] equals the XOR of one-heap values, for every position of up to three heaps
/// with at most 9 tokens in all.
#[test]
fn several_heaps_by_literal_search_are_the_xor_of_one_heap_values() {
    for c in ["0.77", "0.07", "0.137", "4.07", "0.3033", "0.16", "0.4", "0.56", "4.3", "0.1"] {
        let c = code(c);
        let one = engine_values(&c, 9);
        let mut literal = Solver::new(Heaps(c.clone()));
        for a in 0..=9u64 {
            for b in a..=9 {
                for d in b..=9 {
                    if a + b + d > 9 {
                        continue;
                    }
                    let pos: Vec<u64> = [a, b, d].iter().copied().filter(|&h| h > 0).collect();
                    let x = one[a as usize] ^ one[b as usize] ^ one[d as usize];
                    assert_eq!(literal.grundy(&pos), x, "{} {:?}", c, pos);
                    assert_eq!(literal.wins(&pos), x != 0, "{} {:?}", c, pos);
                }
            }
        }
    }
}

#[test]
fn the_fast_path_agrees_with_the_engine() {
    for c in ["0.77", "0.07", "0.137", "0.4", "0.16", "0.56", "4.07", "0.3033", "0.6", "0.04"] {
        let c = code(c);
        assert_eq!(values(&c, 700), engine_values(&c, 700), "{}", c);
    }
}

#[test]
fn every_mask_gives_the_same_values() {
    // Heap parity may count only when the splitting digits share a parity (0.77 splits at 1
    // and 2; 0.127 only at 3; 0.4 only at 1).
    for (c, parities) in
        [("0.77", &[false][..]), ("0.127", &[false, true]), ("0.4", &[false, true])]
    {
        let c = code(c);
        let want = engine_values(&c, 300);
        for mask in 0..16 {
            for &odd_heaps in parities {
                for flip in [false, true] {
                    let mut v = Values::with_fixed_mask(&c, mask, odd_heaps, flip);
                    v.extend_to(300, &mut |_| true);
                    assert_eq!(v.table().head(301), want, "{} {:?}", c, v.rule());
                }
            }
        }
    }
    // Far out, the chosen masks against the naive mask 0 (0.56 ends up with 45 rare heaps).
    let c = code("0.56");
    let mut naive = Values::with_fixed_mask(&c, 0, false, false);
    naive.extend_to(6000, &mut |_| true);
    assert_eq!(values(&c, 6000), naive.table().head(6001));
}

#[test]
fn settle_proves_kayles_and_refuses_too_few_values() {
    let c = code("0.77");
    let g = values(&c, 400);
    assert_eq!(settle(&c, &g), Some(Period { start: 71, period: 12 }));
    // The proof needs n up to 2·71 + 12 + 2 − 1 + 12 = 167.
    assert_eq!(values_needed(&c, Period { start: 71, period: 12 }), 167);
    assert_eq!(settle(&c, &g[..=167]), Some(Period { start: 71, period: 12 }));
    assert_eq!(settle(&c, &g[..167]), None);
    // Bash with K = 3: period 4 from the start; t = 3 values prove it.
    let bash = code("0.333");
    assert_eq!(settle(&bash, &values(&bash, 20)), Some(Period { start: 0, period: 4 }));
}

/// What `settle_or_need` skips changes nothing: on every prefix of a few games' values it
/// answers as the plain scan of every period does (the same period, or the same need).
#[test]
fn settle_skips_no_period_that_matters() {
    fn plain(code: &Code, g: &[u32]) -> Result<Period, usize> {
        let n = g.len();
        let mut need = usize::MAX;
        for period in 1..n {
            let start = (0..n - period).rev().find(|&i| g[i + period] != g[i]).map_or(0, |i| i + 1);
            let needed = values_needed(code, Period { start, period });
            if needed < n {
                return Ok(Period { start, period });
            }
            need = need.min(needed + 1);
        }
        Err(need)
    }
    for c in ["0.77", "0.07", "0.137", "0.333", "0.3033", "0.16", "0.4", "0.6", "4.07"] {
        let c = code(c);
        let g = values(&c, 500);
        for len in 1..=g.len() {
            assert_eq!(settle_or_need(&c, &g[..len]), plain(&c, &g[..len]), "{} {}", c, len);
        }
    }
    // Constant values: every period repeats from 0.
    let flat = vec![0u32; 40];
    assert_eq!(settle_or_need(&code("0.4"), &flat), plain(&code("0.4"), &flat));
}

mod stop_tests {
    use grundy::octal::*;

    #[test]
    fn progress_can_stop_the_computation() {
        let c = Code::parse("0.6").unwrap();
        let mut calls = Vec::new();
        let (values, period) = settle_upto(&c, 100_000, &mut |n| {
            calls.push(n);
            n < 8192
        });
        assert_eq!(calls, vec![4096, 8192]);
        assert_eq!((values.table().len(), period), (8192, None));
    }
}

mod table_tests {
    use grundy::octal::*;

    #[test]
    fn a_table_widens_when_a_value_needs_it_and_keeps_every_value() {
        let mut t = Table::Narrow(Vec::new());
        t.reserve_total(4);
        for v in [3, 65_535, 65_536, 7] {
            t.push(v);
        }
        assert!(matches!(t, Table::Wide(_)));
        assert_eq!(t.head(10), [3, 65_535, 65_536, 7]);
        assert_eq!((t.len(), t.get(2)), (4, 65_536));
    }
}
