use grundy::stress::layout::*;

fn learn(inputs: &[&str]) -> Layout {
    Layout::learn(&inputs.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap()
}

#[test]
fn cases_of_a_count_and_its_values() {
    let l = learn(&["2\n3\n1 5 9\n1\n7\n", "1\n2\n1000 4\n", "3\n1\n1\n1\n2\n2\n8 8\n"]);
    assert_eq!(l.breaks("1\n2\n3 4\n"), None);
    assert!(l.breaks("1\n0\n").is_some(), "n = 0 is below every n seen");
    assert!(l.breaks("1 1467\n").is_some(), "lines merged");
    assert!(l.breaks("2\n2\n3 4\n").unwrap().contains("count"));
    assert!(l.breaks("1\n3\n3 4\n").unwrap().contains("count"));

    // A least value above 1 is chance: 1 is allowed, 0 is not.
    let chance = learn(&["2\n53 60\n", "3\n70 99 2983\n"]);
    assert_eq!(chance.breaks("1\n1\n"), None);
    assert!(chance.breaks("1\n0\n").is_some());
    assert_eq!(
        l.to_string(),
        "line 1: ≥ 1 (token 1 counts blocks of 2 lines after it); block line 1: 1 token, ≥ 1 (counts the next line's tokens); block line 2: 1..3 tokens, ≥ 1"
    );
}

#[test]
fn a_grid_keeps_its_rows_and_width() {
    let l = learn(&["2 3\n.#.\n##.\n", "1 4\n...#\n", "3 2\n..\n#.\n.#\n"]);
    assert_eq!(l.breaks("1 2\n.#\n"), None);
    assert!(l.breaks("1 4\n.#\n").is_some());
    assert!(l.breaks("2 2\n.#\n").is_some());
}

#[test]
fn one_input_or_constant_counts_make_no_count_rule() {
    let l = learn(&["3\n1 2 3\n"]);
    assert_eq!(l.count_rules(), 0, "{:?}", l);
}
