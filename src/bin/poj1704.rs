//! Problem: poj1704 — Georgia and Bob, POJ 1704 (http://poj.org/problem?id=1704).
//!          Chessmen on a row of cells 1, 2, 3, …; a move slides one chessman left by at least one
//!          cell, never onto or over another and never off the board; Georgia moves first.
//! Idea:    Staircase Nim. Sort the cells and pair them from the right (the leftmost one with the
//!          wall at cell 0 when N is odd): Georgia wins iff the XOR of the empty cells inside the
//!          pairs is not 0 (moving a pair's left chessman only gives the right one room to follow).
//! Time:    O(N) per game when the board is dense (at most 64 cells per chessman: a bitmap),
//!          else O(N log N) (a sort); memory: the input and the cells of one game.
//! Range:   any T and N that fit u64, cells 1..=2^64 − 1 in any order (the judge: T ≤ 20,
//!          N ≤ 1000, cells ≤ 10000); cell 0 and two chessmen on one cell are errors.
//! Status:  `cargo test` passes: 8 samples; every nonempty set of chessmen on cells 1..=12, each
//!          listed in a shuffled order: all 4 095 against the literal-rules brute force; 10 000
//!          random judge-scale cases against the library's reference; 3 wrong solutions caught;
//!          bad, truncated and reformatted inputs handled cleanly; compiles alone on rustc 1.63 and
//!          stable.

use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> Result<(), Error> {
    let games = sc.u64("T", 0..=u64::MAX)?;
    let (mut cells, mut words) = (Vec::new(), Vec::new());
    for _ in 0..games {
        let n = sc.u64("N", 0..=u64::MAX)?;
        let from = sc.pos;
        cells.clear();
        let mut top = 0;
        for _ in 0..n {
            let p = sc.u64("a cell", 1..=u64::MAX)?;
            top = top.max(p);
            cells.push(p);
        }
        // A dense board (at most 64 cells per chessman) is read off a bitmap; a sparse one sorted.
        let piles =
            if top / 64 <= n { by_bitmap(&cells, top, &mut words) } else { by_sort(&mut cells) };
        let x = piles.ok_or_else(|| repeated(sc.buf, from, n))?;
        out.extend_from_slice(if x != 0 { b"Georgia will win\n" } else { b"Bob will win\n" });
    }
    Ok(())
}

/// The XOR of the piles: the empty cells inside each pair, pairs taken from the right (with N odd
/// the leftmost chessman pairs with the wall at cell 0). `None` when two chessmen share a cell.
fn by_sort(cells: &mut [u64]) -> Option<u64> {
    cells.sort_unstable();
    if cells.windows(2).any(|w| w[0] == w[1]) {
        return None;
    }
    let mut x = 0;
    let mut i = cells.len();
    while i >= 2 {
        x ^= cells[i - 1] - cells[i - 2] - 1;
        i -= 2;
    }
    if i == 1 {
        x ^= cells[0] - 1;
    }
    Some(x)
}

/// The same XOR, with the cells set in a bitmap and read back from the right end of the board.
fn by_bitmap(cells: &[u64], top: u64, words: &mut Vec<u64>) -> Option<u64> {
    words.clear();
    words.resize(top as usize / 64 + 1, 0);
    for &p in cells {
        words[(p / 64) as usize] |= 1 << (p % 64);
    }
    if words.iter().map(|w| u64::from(w.count_ones())).sum::<u64>() != cells.len() as u64 {
        return None;
    }
    let (mut x, mut right_end) = (0, None);
    for (w, &word) in words.iter().enumerate().rev() {
        let mut bits = word;
        while bits != 0 {
            let b = 63 - u64::from(bits.leading_zeros());
            bits ^= 1 << b;
            let cell = w as u64 * 64 + b;
            right_end = match right_end {
                Some(r) => {
                    x ^= r - cell - 1;
                    None
                }
                None => Some(cell),
            };
        }
    }
    Some(x ^ right_end.map_or(0, |r| r - 1))
}

/// The error for a game with two chessmen on one cell: read its `n` cells again from byte `from`
/// and point at the first one that repeats an earlier one.
#[cold]
fn repeated(buf: &[u8], from: usize, n: u64) -> Error {
    let mut sc = Scanner { buf, pos: from };
    let mut seen: Vec<(u64, usize)> = Vec::new();
    for _ in 0..n {
        let at = sc.pos + buf[sc.pos..].iter().take_while(|b| b.is_ascii_whitespace()).count();
        if let Ok(Some(v)) = sc.next("a cell", 1..=u64::MAX) {
            seen.push((v, at));
        }
    }
    seen.sort_unstable();
    let (cell, at) = seen
        .windows(2)
        .filter(|w| w[0].0 == w[1].0)
        .map(|w| w[1])
        .min_by_key(|&(_, at)| at)
        .unwrap_or((0, from));
    Error { at, msg: format!("a second chessman on cell {}: every cell holds at most one", cell) }
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
