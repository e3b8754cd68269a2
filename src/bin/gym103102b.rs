//! Problem: gym103102b — Reverse Game, Codeforces Gym 103102B (SEERC 2020),
//!          https://codeforces.com/gym/103102/problem/B. A binary string; a move reverses a
//!          substring equal to 10, 110, 100 or 1010; Alice moves first; who cannot move loses.
//! Idea:    Count the inversions I (pairs of a 1 before a 0). Every move removes 1 or 2 of them,
//!          and while I ≥ 2 both kinds of move exist: Bob wins iff I ≡ 0 (mod 3). I is computed as
//!          c(n − 1) − Σ(positions of the 1s) − c(c − 1)/2 with c the number of 1s.
//! Time:    O(|s|), branch-free per byte; memory: the input and the output buffer.
//! Range:   one string of 0s and 1s of any length (the judge: 1 ≤ |s| ≤ 10^6); I is exact in u128.
//! Status:  `cargo test` passes: 13 samples; every string of length 1 to 10: all 2 046 against the
//!          literal-rules brute force; 10 000 random judge-scale cases against the library's
//!          reference; 3 wrong solutions caught; bad, truncated and reformatted inputs handled
//!          cleanly; compiles alone on rustc 1.63 and stable.

use std::io::{self, Read, Write};

fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Error> {
    let at = sc.buf.len();
    let (start, s) = sc
        .raw()
        .ok_or_else(|| Error { at, msg: "expected s, found the end of the input".to_string() })?;
    let inversions = inversions(s).map_err(|i| {
        let shown = String::from_utf8_lossy(&s[..s.len().min(24)]);
        Error { at: start + i, msg: format!("expected s (only 0 and 1), found {:?}", shown) }
    })?;
    out.extend_from_slice(if inversions % 3 != 0 { b"Alice\n" } else { b"Bob\n" });
    Ok(())
}

/// Blocks of 2^16 bytes: inside one, the count of 1s and the sum of their offsets fit u32.
const BLOCK: usize = 1 << 16;

/// The number of pairs i < j with s[i] = 1 and s[j] = 0, or the index of the first byte that is
/// neither 0 nor 1. A 1 at position p has n − 1 − p bytes after it, and the 1s among them are
/// counted once per pair of 1s, so I = Σ (n − 1 − p) − c(c − 1)/2 = c(n − 1) − Σp − c(c − 1)/2.
fn inversions(s: &[u8]) -> Result<u128, usize> {
    let (mut ones, mut positions) = (0u128, 0u128);
    for (b, block) in s.chunks(BLOCK).enumerate() {
        // Branch-free, so the compiler vectorises it: d is the digit (anything ≥ 2 is a bad byte,
        // caught by the OR after the loop). Even for bad bytes nothing overflows, c ≤ 255 · 2^16
        // and offsets ≤ Σ j < 2^31; `wrapping_add` only spares debug builds the overflow checks.
        let (mut c, mut offsets, mut seen) = (0u32, 0u32, 0u8);
        for (j, &byte) in block.iter().enumerate() {
            let d = byte.wrapping_sub(b'0');
            seen |= d;
            c = c.wrapping_add(u32::from(d));
            offsets = offsets.wrapping_add(j as u32 & u32::from(d).wrapping_neg());
        }
        if seen > 1 {
            let bad = block.iter().position(|&x| x != b'0' && x != b'1').unwrap_or(0);
            return Err(b * BLOCK + bad);
        }
        ones += u128::from(c);
        positions += (b * BLOCK) as u128 * u128::from(c) + u128::from(offsets);
    }
    let n = s.len() as u128;
    Ok(ones * (n - 1) - positions - ones * ones.saturating_sub(1) / 2)
}

// ---- The skeleton shared by every solution: read stdin once, scan bytes, write once. ----

/// What went wrong, and the byte offset in the input where it did.
struct Error {
    at: usize,
    msg: String,
}

/// A cursor over the input; tokens are separated by ASCII whitespace (so CRLF is fine).
struct Scanner<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl Scanner<'_> {
    /// The next token's start offset and bytes, unparsed, or `None` at the end of the input.
    fn raw(&mut self) -> Option<(usize, &[u8])> {
        let buf = self.buf;
        let mut i = self.pos;
        while i < buf.len() && buf[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == buf.len() {
            self.pos = i;
            return None;
        }
        let start = i;
        while i < buf.len() && !buf[i].is_ascii_whitespace() {
            i += 1;
        }
        self.pos = i;
        Some((start, &buf[start..i]))
    }
}

fn main() {
    // Reserve the whole input at once when stdin is a file (a pipe reports 0 and grows as it goes).
    let size = std::fs::metadata("/dev/stdin").map_or(0, |m| m.len() as usize);
    let mut input = Vec::with_capacity(size + 1);
    if let Err(e) = io::stdin().read_to_end(&mut input) {
        let _ = writeln!(io::stderr(), "error: cannot read the input: {}", e);
        std::process::exit(1);
    }
    let mut out = Vec::new();
    let result = solve(&mut Scanner { buf: &input, pos: 0 }, &mut out);
    let written = io::stdout().write_all(&out).and_then(|()| io::stdout().flush());
    if let Err(e) = result {
        let before = &input[..e.at];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        let column = e.at - before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
        let _ = writeln!(
            io::stderr(),
            "error: line {}, column {} (byte {}): {}",
            line,
            column,
            e.at,
            e.msg
        );
        std::process::exit(1);
    }
    if written.is_err() {
        std::process::exit(1);
    }
}
