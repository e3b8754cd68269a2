use grundy::problems::*;

#[test]
fn one_row_for_each_registered_problem_in_its_order() {
    assert_eq!(IDS, grundy::oracle::REGISTERED);
    for p in PROBLEMS {
        assert_eq!(find(p.id), Some(p));
        assert_eq!(get(p.id), p);
    }
}

#[test]
fn bounds_read_as_the_pages_write_them() {
    let text = |id: &str| get(id).bounds.iter().map(Bound::text).collect::<Vec<_>>();
    assert_eq!(text("nod1066"), ["1 ≤ T ≤ 10 000", "1 ≤ N ≤ 10^9", "1 ≤ K ≤ 10^9"]);
    assert_eq!(text("hdu2516"), ["2 ≤ n ≤ 2^31 − 1"]);
    assert_eq!(text("nod1068")[1], "1 ≤ N ≤ 10^1000 (at most 1001 digits)");
    assert_eq!(text("poj1704")[2], "1 ≤ Pi ≤ 10 000 (distinct)");
    assert_eq!(number(u64::MAX), "2^64 − 1");
    assert_eq!(number(65_535), "65 535");
    assert_eq!(get("nod1066").limits.text(), "1 s, 128 MiB (the 51nod series' standard)");
    assert_eq!(get("poj1067").limits.text(), "1 s, 10 000 KB");
    assert_eq!(get("poj2975").max("k"), 1_000_000_000);
    assert_eq!(get("csdn-stones2").range("N"), 2..=10_000);
}

#[test]
fn a_table_is_replaced_up_to_its_last_row() {
    let text = "intro\n| a |\n|---|\n| old |\nafter\n";
    assert_eq!(
        with_table(text, "| a |", "| a |\n|---|\n| new |\n").unwrap(),
        "intro\n| a |\n|---|\n| new |\nafter\n"
    );
    assert_eq!(with_table(text, "| b |", ""), None);
}
