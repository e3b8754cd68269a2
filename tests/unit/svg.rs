use grundy::svg::*;

#[test]
fn documents_are_balanced_and_escaped() {
    let mut s = Svg::new(10, 10);
    s.rect(0.0, 0.0, 5.0, 5.0, "red").text(1.0, 1.0, 9, "start", "a<b & c");
    let doc = s.finish();
    assert!(doc.starts_with("<svg ") && doc.ends_with("</svg>\n"));
    assert!(doc.contains("a&lt;b &amp; c"));
    assert_eq!(doc.matches("<rect").count(), 2);
}

#[test]
fn bar_chart_has_a_bar_per_value_and_the_reference() {
    let bars = vec![("a".to_string(), 10.0), ("b".to_string(), 20.0)];
    let doc = bar_chart("t", "MB/s", &bars, Some((15.0, "floor")));
    assert_eq!(doc.matches("fill=\"#4a7bd0\"").count(), 2);
    assert!(doc.contains(">floor</text>") && doc.contains(">20 MB/s</text>"));
}

#[test]
fn a_small_grid_is_as_wide_as_its_title() {
    let rows = vec![(0, vec![0, 1]), (1, vec![1, 0])];
    let title = "Wythoff: Grundy values g(a, b), P-positions dark";
    let doc = grid(title, &rows, 0);
    let width: f64 =
        doc.split("width=\"").nth(1).unwrap().split('"').next().unwrap().parse().unwrap();
    // 14 px sans-serif runs below 8 px a character; the title starts at x = 40.
    assert!(width >= 40.0 + 8.0 * title.chars().count() as f64, "{}", width);
    assert_eq!(doc.matches("fill=\"#203060\"").count(), 2);
    assert!(doc.contains(&format!(">{}</text>", title)));
}
