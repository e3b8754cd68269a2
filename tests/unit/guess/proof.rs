use grundy::guess::proof::*;
use grundy::guess::{parse, ReadOptions};

#[test]
fn subtraction_sets_are_read() {
    let (code, label) = subtraction("4,1 3").unwrap();
    assert_eq!(
        (code.to_string(), label.as_str()),
        ("0.3033".into(), "subtract {1, 3, 4} = octal 0.3033")
    );
    assert_eq!(subtraction("1..3").unwrap().0.to_string(), "0.333");
    assert!(subtraction("0,2").is_err() && subtraction("x").is_err() && subtraction("").is_err());
}

#[test]
fn the_table_is_compared_with_the_game() {
    // Bash with K = 2: the player to move loses iff n ≡ 0 (mod 3); row 4 is wrong on purpose.
    let text: String = (0..12).map(|n| if n % 3 == 0 || n == 4 { "L\n" } else { "W\n" }).collect();
    let table = parse(&text, &ReadOptions::default()).unwrap();
    let (code, label) = subtraction("1,2").unwrap();
    let p = prove(&code, &label, &table).unwrap();
    assert_eq!(
        p.text,
        "Proof (subtract {1, 2} = octal 0.33, by the explorer): G(n + 3) = G(n) for every n ≥ 0 \
         — proven; P-positions: n ≡ 0 (mod 3) for n ≥ 0 — proven\nThe game DISAGREES with the \
         table: first at n = 4 (the table has L, the game W)\n"
    );
    assert!(p.json.ends_with(",\"compared\":12,\"agrees\":false}"), "{}", p.json);
}
