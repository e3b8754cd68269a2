//! `grundy stress` on the twelve games of issue 28, as a contestant uses it: a wrong program of
//! theirs (`tests/programs/<id>_*.c`) in a folder of their own, caught and shrunk to the smallest
//! failing input worked out by hand in the program's header.

use crate::common::{grundy_in, texts, user_folder};

/// `grundy stress <id> --cmd <program> --seed <seed>` fails, and its report shows `input` as the
/// shrunk input and `line` as the first difference.
fn caught_and_shrunk(id: &str, program: &str, seeds: &[&str], input: &str, line: &str) {
    let dir = user_folder(&format!("games-{}", id), &[program]);
    for seed in seeds {
        let out = grundy_in(&dir, &["stress", id, "--cmd", program, "--seed", seed]);
        let (stdout, stderr) = texts(&out);
        assert_eq!(out.status.code(), Some(1), "{} seed {}: {}{}", id, seed, stdout, stderr);
        let shown = stdout
            .split("--- input ---\n")
            .nth(1)
            .and_then(|s| s.split("\n---").next())
            .unwrap_or("");
        assert_eq!(shown, input, "{} seed {}: {}", id, seed, stdout);
        assert!(stdout.contains(line), "{} seed {}: {}", id, seed, stdout);
        assert!(
            stdout.contains("smallest found: minimal")
                || stdout.contains("smallest found: a local minimum"),
            "{}",
            stdout
        );
    }
}

#[test]
fn poj2348_a_equal_pair_walked_too_far_shrinks_to_1_1() {
    caught_and_shrunk(
        "poj2348",
        "poj2348_equal.c",
        &["1", "2"],
        "1 1\n0 0",
        "--- line 1: expected \"Stan wins\", got \"Ollie wins\"",
    );
}

#[test]
fn hdu1907_normal_nim_shrinks_to_one_pile_of_one() {
    caught_and_shrunk(
        "hdu1907",
        "hdu1907_nim.c",
        &["1", "2"],
        "1\n1\n1",
        "--- line 1: expected \"Brother\", got \"John\"",
    );
}

#[test]
fn hdu3032_a_signed_xor_shrinks_to_the_heap_of_two_to_the_31_minus_1() {
    caught_and_shrunk(
        "hdu3032",
        "hdu3032_signed.c",
        &["1", "2"],
        "1\n1\n2147483647",
        "--- line 1: expected \"Alice\", got \"Bob\"",
    );
}

/// `grundy guess` on a table of one heap's Grundy values that the model's brute force computes
/// from the literal rules (every removal and every split, through the engine), as printed.
fn guess_table(name: &str, values: &[u32]) -> String {
    let dir = crate::common::scratch(&format!("games-guess-{}", name));
    let file = dir.join("table.txt");
    let text: String = values.iter().map(|v| format!("{}\n", v)).collect();
    std::fs::write(&file, text).unwrap();
    let out = grundy_in(&dir, &["guess", file.to_str().unwrap(), "--json"]);
    let (stdout, stderr) = texts(&out);
    assert_eq!(out.status.code(), Some(0), "{}{}", stdout, stderr);
    stdout
}

#[test]
fn hdu3032_guess_finds_lasker_s_pattern_in_the_brute_force_table() {
    let values: Vec<u32> = (0..=28).map(grundy::oracle::hdu3032::heap_value_by_rules).collect();
    let out = guess_table("lasker", &values);
    assert!(
        out.starts_with(
            "{\"kind\":\"arithmetic-periodic\",\"period\":4,\"preperiod\":1,\"saltus\":4,"
        ),
        "{}",
        out
    );
}

#[test]
fn hdu5795_a_missing_period_shrinks_to_the_smallest_game() {
    caught_and_shrunk(
        "hdu5795",
        "hdu5795_no_period.c",
        &["1", "2"],
        "1\n1\n1",
        "--- line 1: expected \"First player wins.\", got \"First player wins\"",
    );
}

#[test]
fn hdu5795_guess_finds_the_split_into_three_pattern_in_the_brute_force_table() {
    let values: Vec<u32> = (0..=30).map(grundy::oracle::hdu5795::heap_value_by_rules).collect();
    let out = guess_table("split3", &values);
    assert!(
        out.starts_with(
            "{\"kind\":\"arithmetic-periodic\",\"period\":8,\"preperiod\":1,\"saltus\":8,"
        ),
        "{}",
        out
    );
}

#[test]
fn cf603c_missed_small_exceptions_shrink_to_one_pile_of_2() {
    caught_and_shrunk(
        "cf603c",
        "cf603c_no_exceptions.c",
        &["1", "2"],
        "1 1\n2",
        "--- line 1: expected \"Nicky\", got \"Kevin\"",
    );
}

#[test]
fn cf603c_guess_finds_the_patterns_of_k_even_and_odd_in_the_brute_force_tables() {
    use grundy::oracle::cf603c::pile_value_by_rules;
    // k even: 0, 1, 2, then 0 and 1 alternating: periodic with period 2 from n = 3.
    let even: Vec<u32> = (0..=40).map(|a| pile_value_by_rules(2, a)).collect();
    let out = guess_table("cf603c-even", &even);
    assert!(out.starts_with("{\"kind\":\"periodic\",\"period\":2,\"preperiod\":3,"), "{}", out);
    // k odd: no period (the value of 2x hangs on the value of x); where it is 0 is periodic:
    // the odd piles from 5 on, and 0 and 2.
    let odd: Vec<u32> = (0..=40).map(|a| pile_value_by_rules(1, a)).collect();
    let out = guess_table("cf603c-odd", &odd);
    assert!(out.contains("\"about\":\"p-positions\""), "{}", out);
    assert!(out.starts_with("{\"kind\":\"periodic\",\"period\":2,"), "{}", out);
}

#[test]
fn hdu4315_positions_left_unread_for_k_1_shrink_to_two_persons() {
    caught_and_shrunk(
        "hdu4315",
        "hdu4315_k1_skip.c",
        &["1", "2"],
        "2 1\n1 2",
        "your program printed an extra line \"Alice\"",
    );
}

#[test]
fn hdu1524_chessmen_counted_as_a_set_shrink_to_two_on_one_position() {
    caught_and_shrunk(
        "hdu1524",
        "hdu1524_set.c",
        &["1", "2"],
        "2\n0\n1 0\n2 1 1\n0",
        "--- line 1: expected \"LOSE\", got \"WIN\"",
    );
}

/// A cycle below a chessman has no Grundy values: the answers before it, then one error line
/// naming the chessman's token and a position on the cycle, exit 1.
#[test]
fn hdu1524_a_cycle_below_a_chessman_is_a_clean_error() {
    let input = "1\n0\n1 0\n0\n3\n1 1\n1 2\n1 1\n1 0\n0\n";
    let r = crate::common::run("hdu1524", input.as_bytes());
    assert_eq!(r.stdout_text(), "LOSE\n");
    let line = r.stderr_line();
    assert!(line.contains("line 9, column 3") && line.contains("cycle"), "{}", line);
    assert_ne!(r.exit, grundy::process::Exit::Success);
}

#[test]
fn agc017d_xor_one_for_plus_one_shrinks_to_a_path_of_three() {
    let line = "--- line 1: expected \"Alice\", got \"Bob\"";
    // Each edge is put in order (an undirected edge is a symmetric pair).
    caught_and_shrunk("agc017d", "agc017d_xor_one.c", &["1"], "3\n2 3\n1 2", line);
    caught_and_shrunk("agc017d", "agc017d_xor_one.c", &["2"], "3\n1 2\n2 3", line);
}

#[test]
fn hdu3595_a_plain_sum_shrinks_to_two_games_won_at_once() {
    caught_and_shrunk(
        "hdu3595",
        "hdu3595_sum.c",
        &["1", "2"],
        "2\n1 1\n1 1",
        "--- line 1: expected \"MM\", got \"GG\"",
    );
}

#[test]
fn lc_nim_product_64_a_product_on_32_bit_words_shrinks_to_1_times_2_to_the_32() {
    caught_and_shrunk(
        "lc-nim-product-64",
        "lc-nim-product-64_low32.c",
        &["1", "2"],
        "1\n1 4294967296",
        "--- line 1: expected \"4294967296\", got \"0\"",
    );
}

#[test]
fn poj3710_parallel_edges_stored_once_shrink_to_a_digon() {
    caught_and_shrunk(
        "poj3710",
        "poj3710_matrix.c",
        &["1", "2"],
        "1\n2 2\n1 2\n1 2",
        "--- line 1: expected \"Harry\", got \"Sally\"",
    );
}

/// Test cases run to the end of the input (no count, no terminator): each answered as it ends; an
/// edge naming a vertex beyond m is a clean error after the answers before it, and so is a case
/// cut short by the end of the input.
#[test]
fn poj3710_the_end_of_the_input_ends_the_cases_and_a_bad_edge_is_a_clean_error() {
    let r = crate::common::run("poj3710", b"1\n2 1\n1 2\n1\n3 3\n1 2\n2 3\n3 1");
    assert_eq!(r.stdout_text(), "Sally\nSally\n");
    assert_eq!(r.exit, grundy::process::Exit::Success);
    let r = crate::common::run("poj3710", b"1\n2 1\n1 2\n1\n2 1\n1 3\n");
    assert_eq!(r.stdout_text(), "Sally\n");
    let line = r.stderr_line();
    assert!(line.contains("line 6, column 3") && line.contains("outside 1..=2"), "{}", line);
    assert_ne!(r.exit, grundy::process::Exit::Success);
    let r = crate::common::run("poj3710", b"1\n2 1\n1 2\n2\n2 1\n1 2\n");
    assert_eq!(r.stdout_text(), "Sally\n");
    assert!(r.stderr_line().contains("found the end of the input"), "{}", r.stderr_line());
}

#[test]
fn abc209e_letters_compared_without_case_shrink_to_a_loop_and_its_capital() {
    // WgQ is a loop (a draw); nothing starts with wGq, so after RwGq Aoki is stuck: Takahashi.
    // Folded, WgQ follows RwGq and the game draws.
    caught_and_shrunk(
        "abc209e",
        "abc209e_nocase.c",
        &["1"],
        "2\nWgQ\nRwGq",
        "--- line 2: expected \"Takahashi\", got \"Draw\"",
    );
}
