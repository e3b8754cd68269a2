use grundy::tool::bench::report::*;
use grundy::tool::bench::{Column, Rival, Row, Sample, Usage};
use std::time::Duration;

#[test]
fn readme_splice_replaces_only_the_section() {
    let r = "a\n<!-- bench:start -->\nold\n<!-- bench:end -->\nb\n";
    assert_eq!(
        splice_readme(r, "new\n").unwrap(),
        "a\n<!-- bench:start -->\nnew\n<!-- bench:end -->\nb\n"
    );
    assert_eq!(splice_readme("no markers", "x"), None);
}

fn usage(user: u64, sys: u64, rss_kb: u64) -> Option<Usage> {
    Some(Usage { user: Duration::from_millis(user), sys: Duration::from_millis(sys), rss_kb })
}

fn rival(wall: u64, wall_ratio: f64, cpu_ratio: Option<f64>) -> Rival {
    Rival {
        median: Sample { wall: Duration::from_millis(wall), usage: usage(70, 2, 1200) },
        wall_ratio,
        wall_range: (wall_ratio - 0.1, wall_ratio + 0.2),
        cpu_ratio,
    }
}

fn row(cpp: bool) -> Row {
    let column = |bytes, wall, ratio| Column {
        bytes,
        ours: Sample { wall: Duration::from_millis(wall), usage: usage(40, 20, 63_000) },
        cpp: if cpp { Some(rival(80, ratio, Some(0.833))) } else { None },
    };
    Row {
        id: "x".into(),
        out_bytes: 2_400_000,
        mixed: column(64_000_000, 64, 0.81),
        uniform: column(63_600_000, 70, 0.9),
        floor: rival(32, 2.0, None),
        wc: Some(rival(16, 4.05, Some(3.0))),
        small_rss_kb: Some(1900),
        judge_max: Duration::from_millis(1),
        limit_ms: 1000,
    }
}

#[test]
fn table_shows_every_column() {
    let r = row(true);
    assert!((r.mb_per_s() - 1000.0).abs() < 1e-6);
    assert_eq!((size(999_499), size(1_500_001)), ("999 KB".to_string(), "2 MB".to_string()));
    let t = table(&[r, row(false)]);
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(lines.len(), 4);
    let columns = |l: &str| l.matches('|').count();
    assert!(lines.iter().all(|l| columns(l) == columns(lines[0])), "{}", t);
    assert_eq!(
        lines[2],
        "| x | 64 MB · 64 MB → 2 MB | 64.0 · 80.0 ms | **0.81** (0.71–1.01; CPU 0.83) \
         | 70.0 · 80.0 ms | **0.90** (0.80–1.10; CPU 0.83) | 40.0 · 70.0 ms | 20.0 · 2.0 ms \
         | 64.5 · 1.2 MB; 64.5 · 1.2 MB | 1.9 MB | 32.0 ms (2.00) | 16.0 ms (4.05; CPU 3.00) \
         | 1.0 ms / 1000 ms |"
    );
    assert_eq!(
        lines[3],
        "| x | 64 MB · 64 MB → 2 MB | 64.0 · – ms | – | 70.0 · – ms | – | 40.0 · – ms \
         | 20.0 · – ms | 64.5 · – MB; 64.5 · – MB | 1.9 MB | 32.0 ms (2.00) \
         | 16.0 ms (4.05; CPU 3.00) | 1.0 ms / 1000 ms |"
    );
}

#[test]
fn the_console_line_shows_both_inputs() {
    let line = console_line(&row(true));
    assert!(
        line.contains("mixed: ours  64.0 ms C++  80.0 ms ÷ 0.81 (0.71–1.01) (CPU 0.83)"),
        "{}",
        line
    );
    assert!(line.contains("uniform: ours  70.0 ms C++  80.0 ms ÷ 0.90 (0.80–1.10)"), "{}", line);
    assert!(line.contains("peak 64.5 MB · 64.5 MB (1 KB: 1.9 MB)"), "{}", line);
}
