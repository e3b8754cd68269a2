use grundy::guess::parse::*;
use grundy::guess::table::{Shape, Table, Values};

fn read(text: &str) -> Result<Table, String> {
    parse(text, &ReadOptions::default())
}

fn one(t: &Table) -> Vec<(u64, u64)> {
    match &t.shape {
        Shape::One(r) => r.clone(),
        _ => panic!("not one-dimensional"),
    }
}

#[test]
fn layouts_are_told_by_their_token_counts() {
    let t = read("\u{feff}0\r\n1\r\n\r\n\t2\n3").unwrap();
    assert_eq!(one(&t), vec![(0, 0), (1, 1), (2, 2), (3, 3)]);
    assert_eq!(t.values, Values::Grundy);
    assert_eq!(one(&read("5 2\n3 7\n").unwrap()), vec![(3, 7), (5, 2)]);
    assert_eq!(one(&read("0 1 2 3 4").unwrap()).len(), 5);
    let g = read("0 0 0\n0 1 1\n1 0 1\n").unwrap();
    assert_eq!(g.shape, Shape::Two(vec![(0, 0, 0), (0, 1, 1), (1, 0, 1)]));
    let g = read("0 1 2 3\n1 0 3 2\n").unwrap();
    assert!(matches!(g.shape, Shape::Two(ref c) if c.len() == 8 && c[5] == (1, 1, 0)));
    // Four numbers a line: a grid unless the first three fill a box.
    let nim = read("0 1 2 3\n1 0 3 2\n2 3 0 1\n3 2 1 0\n").unwrap();
    assert!(matches!(nim.shape, Shape::Two(ref c) if c.len() == 16));
    let cube: String =
        (0..8).map(|i| format!("{} {} {} {}\n", i >> 2, i >> 1 & 1, i & 1, i)).collect();
    assert!(matches!(read(&cube).unwrap().shape, Shape::Many(3, ref c) if c.len() == 8));
    let forced = parse("0 1\n1 0\n", &ReadOptions { grid: true, ..Default::default() });
    assert_eq!(forced.unwrap().shape, Shape::Two(vec![(0, 0, 0), (0, 1, 1), (1, 0, 1), (1, 1, 0)]));
}

#[test]
fn win_lose_words_are_inferred() {
    let t = read("L\nW\nw\n").unwrap();
    assert_eq!(one(&t), vec![(0, 0), (1, 1), (2, 1)]);
    // 51nod's A/B: A (the first player) wins.
    let t = read("B\nA\nB\n").unwrap();
    assert_eq!(one(&t), vec![(0, 0), (1, 1), (2, 0)]);
    // Unknown words: the position with no moves loses.
    let t = read("0 Tie\n1 Bob2\n").unwrap();
    assert_eq!(one(&t), vec![(0, 0), (1, 1)]);
    // Asked.
    let t = parse("1 Q\n2 R\n", &ReadOptions { lose: Some("r".into()), grid: false }).unwrap();
    assert_eq!(one(&t), vec![(1, 1), (2, 0)]);
    assert!(matches!(read("0\n1\n1\n").unwrap().values, Values::WinLose { .. }));
    let t = read("W\nW\n").unwrap();
    assert_eq!(
        t.values,
        Values::WinLose { lose: "L".into(), win: "W".into(), why: "the usual spelling".into() }
    );
}

#[test]
fn errors_name_their_line() {
    assert_eq!(read("\n \r\n"), Err("the table is empty".into()));
    assert!(read("0 1\nx 2\n").unwrap_err().starts_with("line 2: expected n"));
    assert!(read("W\nL\nD\n").unwrap_err().starts_with("line 3: a third value \"D\""));
    assert!(read("0\n2\nW\n").unwrap_err().starts_with("line 1: \"0\" is a number, but line 3"));
    assert!(read("1 Q\n2 R\n").unwrap_err().starts_with("cannot tell which"));
    assert!(read("3 1\n3 2\n").unwrap_err().starts_with("line 2: n = 3 again (first on line 1; "));
    assert_eq!(
        read("99999999999999999999\n1\n"),
        Err("line 1: 99999999999999999999 does not fit in 64 bits".into())
    );
}
