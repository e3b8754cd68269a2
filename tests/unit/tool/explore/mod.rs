mod json;

use grundy::tool::explore::*;

fn explore(s: &str, upto: Option<u64>) -> String {
    let words: Vec<String> = s.split_whitespace().map(str::to_string).collect();
    report(&words, &ExploreOptions { upto, ..ExploreOptions::default() }).unwrap_or_else(|e| e)
}

#[test]
fn subtract_1_3_4_is_proven_period_7() {
    let out = explore("subtract 1 3 4", None);
    assert!(out.contains("P-positions: n ≡ 0, 2 (mod 7) for n ≥ 0 — proven"), "{}", out);
    assert!(
        out.contains(
            "  n =  0..20 |  0  1  0  1  2  3  2  0  1  0  1  2  3  2  0  1  0  1  2  3  2\n"
        ),
        "{}",
        out
    );
}

#[test]
fn bash_k_is_proven_period_k_plus_1() {
    let out = explore("bash 5", None);
    assert!(out.contains("Period: g(n + 6) = g(n) for n ≥ 0 — proven"), "{}", out);
    assert!(out.contains("P-positions: n ≡ 0 (mod 6) for n ≥ 0 — proven"), "{}", out);
}

#[test]
fn powers_are_observed_not_proven() {
    let out = explore("powers", Some(60));
    assert!(
        out.contains("P-positions: n ≡ 0 (mod 3) for n ≥ 0 — observed up to 60, not proven"),
        "{}",
        out
    );
}

#[test]
fn nim_has_no_period() {
    let out = explore("nim", Some(20));
    assert!(out.contains("g(n) = n — observed up to 20"), "{}", out);
}

#[test]
fn arabella_agrees_with_its_rule() {
    for k in [0, 1, 4, 5, 9] {
        let out = explore(&format!("arabella {}", k), Some(30));
        assert!(out.contains("agrees for every n ≤ 30"), "{}", out);
    }
    // k = 5: the even n up to 6 lose, by hand from the rules (n = 8 can move to 6).
    let out = explore("arabella 5", Some(12));
    assert!(out.contains("P-positions up to 12: 0 2 4 6\n"), "{}", out);
}

#[test]
fn wythoff_p_positions_are_the_beatty_pairs() {
    let out = explore("wythoff", Some(20));
    // ⌊kφ⌋ and ⌊kφ⌋ + k for k = 0..8, by hand.
    let pairs = "(0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) (12, 20)\n";
    assert!(out.contains(&format!("P-positions with a ≤ b ≤ 20: {}", pairs)), "{}", out);
    assert!(out.contains("agrees for every pair ≤ 20"), "{}", out);
    assert!(out.contains("  a =  1 |  1  2  ·  4"), "{}", out);
}

#[test]
fn cut_losing_sheets_are_the_known_ones() {
    let out = explore("cut", Some(6));
    // By hand: 2 × 2, 2 × 3, 3 × 3 have no safe cut; 2 × 4 → 2 × 2 + 2 × 2 (value 0), so 1;
    // 2 × 6 → 2 × 2 + 2 × 4 (1) or 2 × 3 + 2 × 3 (0), so 2.
    assert!(out.contains("  W = 2 | · · 1 1 2\n  W = 3 | · · 1 1 2\n"), "{}", out);
    assert!(out.contains("g ≠ 0): agrees on every sheet up to 6 × 6"), "{}", out);
}

#[test]
fn fibonacci_and_reverse_agree_with_their_rules() {
    let out = explore("fibonacci", Some(150));
    assert!(out.contains("1 ≤ n ≤ 150: 1 2 3 5 8 13 21 34 55 89 144\n"), "{}", out);
    assert!(out.contains("agrees for every n ≤ 150"), "{}", out);
    let out = explore("reverse", Some(8));
    assert!(out.contains("agrees on 510 of 510 strings"), "{}", out);
    let out = explore("reverse", Some(3));
    assert!(out.contains("  length  3 | 000:L 0 001:L 0 010:W 1 011:L 0 100:W 2"), "{}", out);
}

#[test]
fn bad_requests_are_errors() {
    for bad in [
        "",
        "subtract",
        "subtract 0 2",
        "bash",
        "bash x",
        "nim 3",
        "chess",
        "arabella",
        "wythoff 3",
        "reverse 1",
        "subtract 3..1",
        "subtract 1..x",
        "subtract 0..4",
        "subtract 1..5000",
        "subtract 1..2000",
        "bash 4000",
        "octal",
        "octal 0.7 0.7",
        "octal 0.8",
    ] {
        let words: Vec<String> = bad.split_whitespace().map(str::to_string).collect();
        assert!(report(&words, &ExploreOptions::default()).is_err(), "{:?}", bad);
    }
    let json = ExploreOptions { json: true, ..ExploreOptions::default() };
    assert!(report(&["nim".to_string(), "3".to_string()], &json).is_err());
    assert!(report(&["chess".to_string()], &json).is_err());
}

#[test]
fn subtract_takes_ranges_and_names_its_octal_code() {
    let out = explore("subtract 1..3", None);
    assert!(out.starts_with("subtract {1..3}: one pile, take 1, 2 or 3 stones\n"), "{}", out);
    assert!(out.contains("It is the octal game 0.333 "), "{}", out);
    assert!(out.contains("P-positions: n ≡ 0 (mod 4) for n ≥ 0 — proven"), "{}", out);
    let out = explore("subtract 1 3..5 8", None);
    assert!(out.starts_with("subtract {1, 3..5, 8}: "), "{}", out);
    assert!(out.contains("It is the octal game 0.30333003 "), "{}", out);
    assert_eq!(explore("subtract 4 1 3", None), explore("subtract 1 3..4", None));
    assert!(explore("subtract 1 3 4", None).contains("octal game 0.3033 "));
    assert!(explore("bash 3", None).contains("octal game 0.333 "));
}

#[test]
fn octal_settles_dawsons_kayles_and_chess() {
    // Dawson's chess 0.137 is Dawson's Kayles 0.07 shifted by one heap: G.137(n) = G.07(n + 1).
    let kayles = explore("octal 0.07", None);
    let chess = explore("octal .137", None);
    assert!(kayles.contains("Period: G(n + 34) = G(n) for every n ≥ 53 — proven"), "{}", kayles);
    assert!(chess.contains("Period: G(n + 34) = G(n) for every n ≥ 52 — proven"), "{}", chess);
    assert!(chess.starts_with("octal 0.137 (Dawson's chess): remove 1 token leaving nothing"));
    assert!(chess.contains("from the literal rules through the engine: agrees"), "{}", chess);
}

#[test]
fn the_help_lists_every_game_of_the_table() {
    for g in GAMES {
        assert!(HELP.contains(&format!("  {}{}\n      {}\n", g.name, g.params, g.about)));
    }
    assert!(HELP.starts_with("usage: grundy explore <game>"));
}
