//! The problems' pages' rules checked against the tables the explorer computes from their
//! literal rules: the last line of an explored game tied to a problem (`wythoff`, `cut`,
//! `fibonacci`, `arabella`, `reverse`). The games and the rules' own functions live with the
//! models (`src/oracle/<id>.rs`); what is checked, and how it is said, lives here.

use crate::engine::Solver;
use crate::explore::RuleCheck;
use crate::oracle::gym103102b::inversions;
use crate::oracle::hdu2516::is_fibonacci;
use crate::oracle::poj1067::lost_by_zeckendorf;
use crate::oracle::poj2311::Sheets;

/// The explorer's check (`grundy explore wythoff`): the rule of the page — lost iff
/// min = ⌊(max − min)·φ⌋, tested the Zeckendorf way — against `rows[a]` = (a, [g(a, 0), g(a, 1), …])
/// from [`Wythoff`](crate::oracle::poj1067::Wythoff) by the engine.
pub fn wythoff(rows: &[(usize, Vec<u32>)]) -> RuleCheck {
    let holds = rows.iter().all(|(a, values)| {
        values.iter().zip(0..).all(|(&g, b)| (g == 0) == lost_by_zeckendorf(*a as u64, b))
    });
    RuleCheck {
        id: "poj1067",
        rule: "lost iff min = ⌊(max − min)·φ⌋, tested the Zeckendorf way",
        holds,
        scope: format!("for every pair ≤ {}", rows.len().saturating_sub(1)),
    }
}

/// The explorer's check (`grundy explore cut`): the page's reduction — a sheet is a WIN in the
/// literal game ([`Sheets`]: every cut allowed, the first 1 × 1 wins) exactly when its value in the
/// safe-cut game is not 0 — on every sheet up to `small` × `small`, against `rows[w − 2]` =
/// (w, [g(w, 2), g(w, 3), …]) from [`SafeCuts`](crate::oracle::poj2311::SafeCuts) by the engine.
pub fn cut(rows: &[(usize, Vec<u32>)], small: u8) -> RuleCheck {
    let mut literal = Solver::new(Sheets);
    let holds = (2..=small).all(|w| {
        (2..=small).all(|h| {
            let wins = literal.wins(&vec![(w.min(h), w.max(h))]);
            wins == (rows[usize::from(w) - 2].1[usize::from(h) - 2] != 0)
        })
    });
    RuleCheck {
        id: "poj2311",
        rule: "a sheet is a WIN exactly when its safe-cut value g ≠ 0",
        holds,
        scope: format!("on every sheet up to {} × {}", small, small),
    }
}

/// The explorer's check (`grundy explore fibonacci`): the rule of the page — the first player loses
/// iff n is a Fibonacci number — against `lost`, the piles 1..=`upto` that [`TakeAtMostTwice`](crate::oracle::hdu2516::TakeAtMostTwice)
/// loses by the engine.
pub fn fibonacci(lost: &[u64], upto: u64) -> RuleCheck {
    RuleCheck {
        id: "hdu2516",
        rule: "the first player loses iff n is a Fibonacci number",
        holds: (1..=upto).all(|n| lost.contains(&n) == is_fibonacci(n)),
        scope: format!("for every n ≤ {}", upto),
    }
}

/// The explorer's check (`grundy explore arabella K`): the rule of the page — the player to move
/// loses iff n is even and n ≤ K + 1 — against `g` = g(0), g(1), … from [`moves`](crate::oracle::gym102263b::moves) by the engine.
pub fn arabella(k: u64, g: &[u32]) -> RuleCheck {
    let rule = |n: u64| n % 2 == 0 && u128::from(n) <= u128::from(k) + 1;
    RuleCheck {
        id: "gym102263b",
        rule: "lost iff n is even and n ≤ K + 1",
        holds: g.iter().zip(0..).all(|(&v, n)| (v == 0) == rule(n)),
        scope: format!("for every n ≤ {}", g.len().saturating_sub(1)),
    }
}

/// The explorer's check (`grundy explore reverse`): the rule of the page — the player to move loses
/// iff the inversions ≡ 0 (mod 3) — against `fates`, each string with whether the player to move
/// wins by [`Reverse`](crate::oracle::gym103102b::Reverse) through the engine.
pub fn reverse(fates: &[(String, bool)]) -> RuleCheck {
    let agree = fates.iter().filter(|(s, wins)| *wins == (inversions(s) % 3 != 0)).count();
    RuleCheck {
        id: "gym103102b",
        rule: "the player to move loses iff the inversions ≡ 0 mod 3",
        holds: agree == fates.len(),
        scope: format!("on {} of {} strings", agree, fates.len()),
    }
}

/// The explorer's check for a one-heap game whose page proves a formula (`grundy explore lasker`,
/// `split3`, `lieges K`): `rule(n)` against `g` = g(0), g(1), … from the model's literal rules by
/// the engine.
pub fn by_rule(
    id: &'static str,
    rule: &'static str,
    g: &[u32],
    value: impl Fn(u64) -> u128,
) -> RuleCheck {
    RuleCheck {
        id,
        rule,
        holds: g.iter().zip(0..).all(|(&v, n)| u128::from(v) == value(n)),
        scope: format!("for every n ≤ {}", g.len().saturating_sub(1)),
    }
}
