//! nod1068 — Bash's game V3: one pile of N, each move takes a power of two (1, 2, 4, 8, ...) stones,
//! taking the last stone wins. A moves first. N has up to 1001 decimal digits, so a case holds N as
//! its decimal string.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::engine::{OnePile, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("nod1068");

const MAX_T: u64 = P.max("T");
/// N ≤ 10^1000: at most 1000 digits, or exactly 10^1000 with its 1001 digits.
const MAX_DIGITS: usize = P.ten_to("N") as usize;
/// The largest pile the brute force searches.
const BRUTE_MAX: u64 = 1_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// N in decimal, canonical: no leading zeros (the judge's N ≥ 1; "0" only beyond its bounds).
    pub n: String,
}

impl Case {
    fn new(n: impl Into<String>) -> Case {
        Case { n: n.into() }
    }
}

#[derive(Debug)]
pub struct Nod1068;

fn winner(a_wins: bool) -> String {
    if a_wins { "A" } else { "B" }.to_string()
}

/// 10^k in decimal.
pub fn pow10(k: usize) -> String {
    format!("1{}", "0".repeat(k))
}

/// Without leading zeros ("0" for zero).
pub fn canonical(digits: &[u8]) -> String {
    let first = digits.iter().position(|&d| d != b'0').unwrap_or(digits.len());
    if first == digits.len() {
        "0".to_string()
    } else {
        String::from_utf8(digits[first..].to_vec()).expect("ASCII digits")
    }
}

/// n − 1 for a canonical n ≥ 1.
pub fn decrement(n: &str) -> String {
    let mut d = n.as_bytes().to_vec();
    let mut i = d.len();
    while i > 0 {
        i -= 1;
        if d[i] == b'0' {
            d[i] = b'9';
        } else {
            d[i] -= 1;
            break;
        }
    }
    canonical(&d)
}

/// n + 1 for a canonical n.
pub fn increment(n: &str) -> String {
    let mut d = n.as_bytes().to_vec();
    let mut i = d.len();
    loop {
        if i == 0 {
            d.insert(0, b'1');
            break;
        }
        i -= 1;
        if d[i] == b'9' {
            d[i] = b'0';
        } else {
            d[i] += 1;
            break;
        }
    }
    canonical(&d)
}

/// N mod 3 by Horner's rule, (r·10 + d) mod 3: independent of the bin's digit sum.
pub fn mod3(n: &str) -> u32 {
    n.bytes().fold(0, |r, b| (r * 10 + u32::from(b - b'0')) % 3)
}

/// The value when it is at most `limit`.
fn small_value(n: &str, limit: u64) -> Option<u64> {
    if n.len() > 20 {
        return None;
    }
    n.parse::<u64>().ok().filter(|&v| v <= limit)
}

/// A canonical number of exactly `len` digits (len ≥ 1), uniformly random.
fn random_digits(len: usize, rng: &mut Rng) -> String {
    (0..len)
        .map(|i| {
            let lowest = u64::from(i == 0);
            char::from(b'0' + rng.range(lowest..=9) as u8)
        })
        .collect()
}

/// A multiple of 3 plus `delta` ∈ {−1, 0, 1}, with up to `max_len` − 1 digits (so +1 still fits).
fn near_multiple_of_3(max_len: usize, delta: i8, rng: &mut Rng) -> String {
    let len = rng.magnitude(1..=max_len as u64 - 1) as usize;
    let mut n = random_digits(len, rng);
    for _ in 0..mod3(&n) {
        n = decrement(&n);
    }
    if n == "0" {
        n = "3".to_string();
    }
    match delta {
        -1 => decrement(&n),
        1 => increment(&n),
        _ => n,
    }
}

impl Model for Nod1068 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "games with 0 ≤ N ≤ 1000 (N = 0 is beyond the judge's bounds)";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        parse_counted(input, MAX_T, |t| {
            let tok = t.token("N")?;
            let n = tok.text;
            if let Some(bad) = n.bytes().position(|b| !b.is_ascii_digit()) {
                return Err(
                    t.error(tok.at + bad, format!("expected N (decimal digits), found {:?}", n))
                );
            }
            if n.starts_with('0') {
                return Err(t.error(tok.at, format!("N = {:?}: N ≥ 1 without leading zeros", n)));
            }
            if n.len() > MAX_DIGITS && n != pow10(MAX_DIGITS) {
                return Err(t.error(
                    tok.at,
                    format!("N has {} digits: the judge's bound is N ≤ 10^1000", n.len()),
                ));
            }
            Ok(Case::new(n))
        })
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| format!("{}\n", c.n))
    }

    fn brute(case: &Case) -> Option<String> {
        let n = small_value(&case.n, BRUTE_MAX)?;
        let mut game = Solver::new(OnePile(|n| {
            (0..64).map(|i| 1u64 << i).take_while(|&p| p <= n).map(|p| n - p).collect()
        }));
        Some(winner(game.wins(&n)))
    }

    fn reference(case: &Case) -> String {
        winner(mod3(&case.n) != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => Case::new(rng.range(1..=300).to_string()),
            Family::Random => {
                let len = rng.magnitude(1..=MAX_DIGITS as u64 + 1) as usize;
                if len > MAX_DIGITS {
                    Case::new(pow10(MAX_DIGITS))
                } else {
                    Case::new(random_digits(len, rng))
                }
            }
            Family::Max => Case::new(match rng.range(0..=3) {
                0 => pow10(MAX_DIGITS),
                1 => "9".repeat(MAX_DIGITS),
                2 => decrement(&"9".repeat(MAX_DIGITS)),
                _ => random_digits(MAX_DIGITS, rng),
            }),
            Family::Edge => Case::new(match rng.range(0..=6) {
                0 => pow10(rng.magnitude(0..=MAX_DIGITS as u64) as usize),
                1 => decrement(&pow10(rng.magnitude(1..=MAX_DIGITS as u64) as usize)),
                2 => increment(&pow10(rng.magnitude(0..=MAX_DIGITS as u64 - 1) as usize)),
                3 => {
                    // Around 2^64 and other powers of two: where a u64 reading wraps.
                    let p = pow2(rng.range(60..=70) as u32);
                    match rng.range(0..=2) {
                        0 => decrement(&p),
                        1 => p,
                        _ => increment(&p),
                    }
                }
                4 => near_multiple_of_3(MAX_DIGITS, -1, rng),
                5 => near_multiple_of_3(MAX_DIGITS, 1, rng),
                _ => near_multiple_of_3(MAX_DIGITS, 0, rng),
            }),
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        // Uniform over 1..=10^MAX_DIGITS: MAX_DIGITS uniform digits are 0..10^MAX_DIGITS, and
        // 0 stands for the top. Nine in ten have MAX_DIGITS digits.
        let digits: Vec<u8> = (0..MAX_DIGITS).map(|_| b'0' + rng.below(10) as u8).collect();
        match canonical(&digits) {
            zero if zero == "0" => Case::new(pow10(MAX_DIGITS)),
            n => Case::new(n),
        }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Dec(case.n.clone())
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case::new(shape.dec()?))
    }

    fn exhaustive() -> Vec<Case> {
        (0..=BRUTE_MAX).map(|n| Case::new(n.to_string())).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "N read into a u64 with wrapping (wrong once N ≥ 2^64)",
                answer: |c| {
                    let v = c
                        .n
                        .bytes()
                        .fold(0u64, |v, b| v.wrapping_mul(10).wrapping_add(u64::from(b - b'0')));
                    winner(v % 3 != 0)
                },
            },
            Mutant {
                name: "only the last digit mod 3",
                answer: |c| winner((c.n.as_bytes()[c.n.len() - 1] - b'0') % 3 != 0),
            },
            Mutant {
                name: "N mod 2 (B at even N)",
                answer: |c| winner((c.n.as_bytes()[c.n.len() - 1] - b'0') % 2 != 0),
            },
        ]
    }
}

/// 2^k in decimal (k < 128).
pub fn pow2(k: u32) -> String {
    (1u128 << k).to_string()
}
