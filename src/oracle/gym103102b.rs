//! gym103102b — Reverse Game: a binary string; a move reverses a substring equal to `10`, `110`,
//! `100` or `1010`; Alice moves first; the player who cannot move loses. One game per input.
//!
//! The reference counts inversions directly (each 0 adds the number of 1s before it), unlike the
//! solution's position-sum formula.

use super::{Family, Model, Mutant};
use crate::engine::{Game, Solver};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::cell::RefCell;

/// This problem's row in the table: its bounds and limits.
const P: &Problem = problems::get("gym103102b");

pub const MAX_LEN: usize = P.max("|s|") as usize;
/// The longest string the brute force searches (2^len positions at most).
pub const BRUTE_MAX: usize = 14;
/// The exhaustive domain: every string of length 1..=EXHAUSTIVE_MAX (one process each). At 9, up
/// to 20 inversions (every remainder mod 3 seven times over) and each of the four moves with room
/// for any two neighbours on both sides; 10 doubled the processes (2 046).
const EXHAUSTIVE_MAX: usize = 9;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// Only `0` and `1`.
    pub s: String,
}

impl Case {
    pub fn new(s: impl Into<String>) -> Case {
        Case { s: s.into() }
    }
}

#[derive(Debug)]
pub struct Gym103102b;

pub fn winner(alice_wins: bool) -> String {
    if alice_wins { "Alice" } else { "Bob" }.to_string()
}

/// The literal rules on the string's bytes.
#[derive(Debug)]
pub struct Reverse;

const PATTERNS: [&[u8]; 4] = [b"10", b"110", b"100", b"1010"];

impl Game for Reverse {
    type Pos = Vec<u8>;
    fn moves(&self, s: &Vec<u8>) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for p in PATTERNS {
            for i in 0..s.len().saturating_sub(p.len() - 1) {
                if &s[i..i + p.len()] == p {
                    let mut next = s.clone();
                    next[i..i + p.len()].reverse();
                    out.push(next);
                }
            }
        }
        out
    }
}

thread_local! {
    static BRUTE: RefCell<Solver<Reverse>> = RefCell::new(Solver::new(Reverse));
}

/// Pairs i < j with s[i] = 1 and s[j] = 0, counted the direct way: each 0 adds the 1s before it.
/// In u64: exact for |s| < 2^33, as I ≤ |s|²/4.
pub fn inversions(s: &str) -> u64 {
    let (mut ones, mut inv) = (0u64, 0u64);
    for b in s.bytes() {
        if b == b'1' {
            ones += 1;
        }
        inv += if b == b'1' { 0 } else { ones };
    }
    inv
}

/// `len` random bits as `0`/`1`, each 1 with probability `ones_in_8` / 8 (0..=8).
pub fn random_bits(len: usize, ones_in_8: u64, rng: &mut Rng) -> String {
    // Bit i of three random words (z, y, x) is a random number v_i in 0..8; the string's bit i is
    // 1 when v_i < ones_in_8. Compared for all 64 bits at once, from the top bit down: v < t iff at
    // the first bit where they differ, t has the 1.
    let t = |bit: u64| if ones_in_8 >> bit & 1 == 1 { u64::MAX } else { 0 };
    let all = if ones_in_8 >= 8 { u64::MAX } else { 0 };
    let mut s = Vec::with_capacity(len + 64);
    while s.len() < len {
        let (x, y, z) = (rng.next_u64(), rng.next_u64(), rng.next_u64());
        let below = (!z & t(2)) | (!(z ^ t(2)) & ((!y & t(1)) | (!(y ^ t(1)) & !x & t(0))));
        let ones = below | all;
        s.extend((0..64).map(|i| b'0' + (ones >> i & 1) as u8));
    }
    s.truncate(len);
    String::from_utf8(s).expect("ASCII")
}

/// `x` ones then `y` zeros: x·y inversions.
pub fn ones_then_zeros(x: usize, y: usize) -> String {
    "1".repeat(x) + &"0".repeat(y)
}

/// One bit flipped in a random place (a little noise on a structured string).
fn flip_one(s: String, rng: &mut Rng) -> String {
    let mut b = s.into_bytes();
    if !b.is_empty() {
        let i = rng.index(0..=b.len() - 1);
        b[i] ^= 1;
    }
    String::from_utf8(b).expect("ASCII")
}

/// A string with at least 2^32 inversions (where a 32-bit count wraps): 1^x 0^y with x·y just
/// above m · 2^32 for a random m, x + y ≤ 10^6; now and then one bit flipped (when m ≥ 2, so the
/// count stays above 2^32).
pub fn beyond_32_bits(rng: &mut Rng) -> String {
    let (n, m) = (MAX_LEN as u64, rng.range(1..=58));
    let target = m << 32;
    // The least x ≤ n/2 with x·(n − x) ≥ target (x·(n − x) increases up to n/2).
    let (mut lo, mut hi) = (1, n / 2);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if mid * (n - mid) >= target {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    let x = rng.range(lo..=n / 2);
    let y = ((target + x - 1) / x + rng.range(0..=2)).min(n - x);
    let s = ones_then_zeros(x as usize, y as usize);
    if m >= 2 && rng.chance(1, 2) {
        flip_one(s, rng)
    } else {
        s
    }
}

impl Model for Gym103102b {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = 1;
    const MULTI_CASE: bool = false;
    const EXHAUSTIVE: &'static str = "every string of length 1 to 9";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let tok = t.token("s")?;
        if let Some(bad) = tok.text.bytes().position(|b| b != b'0' && b != b'1') {
            let msg = format!("expected s (only 0 and 1), found {:?}", tok.text);
            return Err(t.error(tok.at + bad, msg));
        }
        if tok.text.len() > MAX_LEN {
            let msg = format!("|s| = {}: the judge's bound is 10^6", tok.text.len());
            return Err(t.error(tok.at, msg));
        }
        t.expect_end()?;
        Ok(vec![Case::new(tok.text)])
    }

    fn render(cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "one game per input");
        format!("{}\n", cases[0].s)
    }

    fn brute(case: &Case) -> Option<String> {
        if case.s.len() > BRUTE_MAX {
            return None;
        }
        let start = case.s.as_bytes().to_vec();
        Some(winner(BRUTE.with(|s| s.borrow_mut().wins(&start))))
    }

    fn reference(case: &Case) -> String {
        winner(inversions(&case.s) % 3 != 0)
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        Case::new(match family {
            Family::Small => {
                let len = rng.index(1..=12);
                random_bits(len, rng.range(1..=7), rng)
            }
            Family::Random => {
                let len = rng.magnitude(1..=MAX_LEN as u64) as usize;
                random_bits(len, rng.range(0..=8), rng)
            }
            Family::Max => match rng.range(0..=3) {
                0 | 1 => random_bits(MAX_LEN, rng.range(1..=7), rng),
                2 => {
                    let x = rng.index(1..=MAX_LEN - 1);
                    flip_one(ones_then_zeros(x, MAX_LEN - x), rng)
                }
                _ => "10".repeat(MAX_LEN / 2),
            },
            Family::Edge => match rng.range(0..=5) {
                0 | 1 => beyond_32_bits(rng),
                2 => {
                    // Sorted or reverse sorted, any length: I = 0 or x·y.
                    let x = rng.magnitude(0..=MAX_LEN as u64 / 2) as usize;
                    let y = rng.magnitude(1..=MAX_LEN as u64 / 2) as usize;
                    if rng.chance(1, 2) {
                        ones_then_zeros(x, y)
                    } else {
                        "0".repeat(y) + &"1".repeat(x)
                    }
                }
                3 => {
                    let n = rng.magnitude(1..=MAX_LEN as u64 / 4) as usize;
                    let unit = *rng.pick(&["10", "110", "100", "1010"]);
                    unit.repeat(n)
                }
                4 => random_bits(rng.index(1..=3), 4, rng),
                _ => {
                    let len = rng.magnitude(1..=MAX_LEN as u64) as usize;
                    random_bits(len, 4, rng)
                }
            },
        })
    }

    fn uniform(rng: &mut Rng) -> Case {
        let len = rng.range(1..=MAX_LEN as u64) as usize;
        Case { s: random_bits(len, 4, rng) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::Bytes(case.s.as_bytes().to_vec())
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        Some(Case::new(String::from_utf8(shape.bytes()?.to_vec()).ok()?))
    }

    fn exhaustive() -> Vec<Case> {
        (1..=EXHAUSTIVE_MAX)
            .flat_map(|len| {
                (0..1u32 << len).map(move |bits| {
                    Case::new(
                        (0..len)
                            .map(|i| if bits >> i & 1 == 1 { '1' } else { '0' })
                            .collect::<String>(),
                    )
                })
            })
            .collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "32-bit inversion count (wraps once I ≥ 2^32)",
                answer: |c| {
                    let (mut ones, mut inv) = (0u32, 0u32);
                    for b in c.s.bytes() {
                        if b == b'1' {
                            ones += 1;
                        } else {
                            inv = inv.wrapping_add(ones);
                        }
                    }
                    winner(inv % 3 != 0)
                },
            },
            Mutant {
                name: "parity: Bob wins iff I is even",
                answer: |c| winner(inversions(&c.s) % 2 != 0),
            },
            Mutant {
                name: "counts the adjacent 10s instead of all inversions",
                answer: |c| winner(c.s.matches("10").count() % 3 != 0),
            },
        ]
    }

    fn huge(bytes: usize, rng: &mut Rng) -> String {
        format!("{}\n", random_bits(bytes.max(1), 4, rng))
    }

    /// A bit string has no lengths to mix: every bit of `huge` is already uniform.
    fn huge_uniform(bytes: usize, rng: &mut Rng) -> String {
        Self::huge(bytes, rng)
    }
}
