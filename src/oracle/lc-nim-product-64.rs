//! lc-nim-product-64 — Library Checker "Nim Product (F_{2^64})": T pairs of 64-bit numbers, the
//! nim product A ⊗ B of each, one a line.
//!
//! The brute force is the definition itself: a ⊗ b = mex{a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a,
//! b' < b}, a table filled in order by that rule for a, b below [`BRUTE`]. The reference is
//! another road to the same field: products of powers of two by the Fermat 2-power rules (distinct
//! Fermat 2-powers multiply as integers, F ⊗ F = 3F/2), spread over the bits of both factors.

use super::format::{parse_counted, render_counted};
use super::{Family, Model, Mutant};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("lc-nim-product-64");

const MAX_T: u64 = P.max("T");
/// The definition's table covers 0 ≤ a, b < BRUTE (Σ a·b ≈ 4 million set insertions).
pub const BRUTE: usize = 64;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Case {
    pub a: u64,
    pub b: u64,
}

#[derive(Debug)]
pub struct LcNimProduct64;

thread_local! {
    static DEFINITION: Vec<Vec<u64>> = definition_table();
    static POWERS: Vec<Vec<u64>> = powers_table();
}

/// a ⊗ b for a, b < [`BRUTE`] by the mex rule (built once a thread).
pub fn by_definition(a: usize, b: usize) -> u64 {
    DEFINITION.with(|t| t[a][b])
}

/// The table of a ⊗ b for a, b < [`BRUTE`], row by row: each entry needs only smaller ones.
fn definition_table() -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; BRUTE]; BRUTE];
    let mut seen = vec![0usize; 256];
    let mut stamp = 0;
    for a in 0..BRUTE {
        for b in 0..BRUTE {
            stamp += 1;
            for x in 0..a {
                for y in 0..b {
                    // The nimbers below 256 are a field: every option is below 256.
                    seen[(t[x][b] ^ t[a][y] ^ t[x][y]) as usize] = stamp;
                }
            }
            t[a][b] = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len()) as u64;
        }
    }
    t
}

/// 2^i ⊗ 2^j for i, j < 64: when i and j share no bit, the factors split into distinct Fermat
/// 2-powers 2^(2^k) and the product is 2^(i | j); else, with 2^t the highest shared one,
/// 2^i ⊗ 2^j = (2^(i−t) ⊗ 2^(j−t)) ⊗ (2^t ⊗ 2^t) and 2^t ⊗ 2^t = 3·2^(t−1).
fn powers_table() -> Vec<Vec<u64>> {
    fn power(i: u32, j: u32, memo: &mut Vec<Vec<Option<u64>>>) -> u64 {
        if let Some(v) = memo[i as usize][j as usize] {
            return v;
        }
        let common = i & j;
        let v = if common == 0 {
            1u64 << (i | j)
        } else {
            let t = 1u32 << (31 - common.leading_zeros());
            let rest = power(i ^ t, j ^ t, memo);
            general(rest, 3 << (t - 1), memo)
        };
        memo[i as usize][j as usize] = Some(v);
        v
    }
    fn general(a: u64, b: u64, memo: &mut Vec<Vec<Option<u64>>>) -> u64 {
        let mut x = 0;
        for i in (0..64).filter(|i| a >> i & 1 == 1) {
            for j in (0..64).filter(|j| b >> j & 1 == 1) {
                x ^= power(i, j, memo);
            }
        }
        x
    }
    let mut memo = vec![vec![None; 64]; 64];
    (0..64).map(|i| (0..64).map(|j| power(i, j, &mut memo)).collect()).collect()
}

/// a ⊗ b by the powers of two: the XOR of 2^i ⊗ 2^j over the bits i of a and j of b.
pub fn by_powers(a: u64, b: u64) -> u64 {
    POWERS.with(|table| {
        let mut x = 0;
        for i in (0..64).filter(|i| a >> i & 1 == 1) {
            for j in (0..64).filter(|j| b >> j & 1 == 1) {
                x ^= table[i][j];
            }
        }
        x
    })
}

/// The Karatsuba step with x ⊗ x taken as x (the 2^(m−1) term forgotten), down to bits.
fn without_the_half(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let (c0, c2) = (without_the_half(a0, b0, half), without_the_half(a1, b1, half));
    let m = without_the_half(a0 ^ a1, b0 ^ b1, half);
    ((m ^ c0) << half) | (c0 ^ c2)
}

/// Values where products change form: 0, 1, powers of two, the Fermat 2-powers 2^(2^k) and their
/// neighbours, all-ones words 2^k − 1, and the largest values.
fn edge_value(rng: &mut Rng) -> u64 {
    let k = rng.range(0..=63) as u32;
    let fermat = 1u64 << (1u32 << rng.range(0..=5));
    match rng.range(0..=6) {
        0 => *rng.pick(&[0, 1, 2, 3, u64::MAX]),
        1 => 1 << k,
        2 => fermat,
        3 => fermat - 1,
        4 => fermat + rng.range(0..=2),
        5 => u64::MAX >> k,
        _ => (1 << k) ^ (1u64 << rng.range(0..=63)),
    }
}

impl Model for LcNimProduct64 {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = MAX_T as usize;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "every pair A, B with 0 ≤ A, B ≤ 63";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        // "T, then T cases", read and written by the shared format (src/oracle/format.rs).
        parse_counted(input, MAX_T, |t| {
            Ok(Case { a: t.u64("A", P.range("A, B"))?, b: t.u64("B", P.range("A, B"))? })
        })
    }

    fn render(cases: &[Case]) -> String {
        render_counted(cases, |c| format!("{} {}\n", c.a, c.b))
    }

    fn brute(case: &Case) -> Option<String> {
        let (a, b) = (case.a as usize, case.b as usize);
        if a >= BRUTE || b >= BRUTE {
            return None;
        }
        Some(by_definition(a, b).to_string())
    }

    fn reference(case: &Case) -> String {
        by_powers(case.a, case.b).to_string()
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        match family {
            Family::Small => {
                Case { a: rng.range(0..=BRUTE as u64 - 1), b: rng.range(0..=BRUTE as u64 - 1) }
            }
            Family::Random => {
                Case { a: rng.magnitude(0..=u64::MAX), b: rng.magnitude(0..=u64::MAX) }
            }
            Family::Max => Case { a: u64::MAX - rng.magnitude(0..=1 << 20), b: rng.next_u64() },
            Family::Edge => Case { a: edge_value(rng), b: edge_value(rng) },
        }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { a: rng.next_u64(), b: rng.next_u64() }
    }

    fn shape(case: &Case) -> Shape {
        Shape::pair(case.a, case.b)
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let (a, b) = shape.to_pair()?;
        Some(Case { a, b })
    }

    fn exhaustive() -> Vec<Case> {
        let n = BRUTE as u64;
        (0..n).flat_map(|a| (0..n).map(move |b| Case { a, b })).collect()
    }

    fn mutants() -> Vec<Mutant<Case>> {
        vec![
            Mutant {
                name: "ordinary multiplication (wrapping)",
                answer: |c| c.a.wrapping_mul(c.b).to_string(),
            },
            Mutant {
                name: "carry-less multiplication (XOR of shifts), its low 64 bits",
                answer: |c| {
                    let x = (0..64).filter(|i| c.b >> i & 1 == 1).fold(0, |x, i| x ^ c.a << i);
                    x.to_string()
                },
            },
            Mutant {
                name: "the factors cut to 32 bits (right below 2^32 only)",
                answer: |c| by_powers(c.a & 0xFFFF_FFFF, c.b & 0xFFFF_FFFF).to_string(),
            },
            Mutant {
                name: "only the low 32 bits of the product kept",
                answer: |c| (by_powers(c.a, c.b) & 0xFFFF_FFFF).to_string(),
            },
            Mutant {
                name: "Karatsuba with x ⊗ x = x (the 2^(m−1) term forgotten)",
                answer: |c| without_the_half(c.a, c.b, 64).to_string(),
            },
        ]
    }
}
