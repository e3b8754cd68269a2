mod beatty;
mod evidence;
mod grid;
mod json;
mod one;
mod parse;
mod period;
mod proof;
mod sets;
mod sum;

use grundy::guess::*;
use grundy::rng::Rng;

/// Random tables of every layout (short and long, gaps, huge positions and values, win/lose,
/// periodic with noise): finding, text, JSON and code never panic.
#[test]
fn no_table_panics() {
    let mut rng = Rng::new(30);
    for case in 0..3000u64 {
        let len = rng.range(1..=90) as usize;
        let base = if rng.chance(1, 5) { u64::MAX - 200 } else { rng.below(5) };
        let step = if rng.chance(1, 3) { rng.range(1..=3) } else { 1 };
        let period = rng.range(1..=9);
        let one: Vec<u64> = (0..period).map(|_| rng.magnitude(0..=u64::MAX)).collect();
        let mut text = String::new();
        for i in 0..len as u64 {
            let n = base.saturating_add(i * step);
            let mut v = match case % 4 {
                0 => rng.below(3),
                1 => one[(i % period) as usize],
                2 => one[(i % period) as usize].saturating_add(i * (case % 5)),
                _ => rng.magnitude(0..=u64::MAX),
            };
            if rng.chance(1, 40) {
                v = rng.below(4);
            }
            text += &if case % 7 == 0 { format!("{}\n", v) } else { format!("{} {}\n", n, v) };
        }
        let table = match parse(&text, &ReadOptions::default()) {
            Ok(t) => t,
            Err(_) => continue,
        };
        let finding = find(&table);
        let mut out = Vec::new();
        render::text(&mut out, &table, &finding, None, case % 2 == 0).unwrap();
        grundy::guess::json::write(&mut out, &table, &finding, None).unwrap();
    }
}
