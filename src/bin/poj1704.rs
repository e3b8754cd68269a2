//! Problem: poj1704 — Georgia and Bob, POJ 1704 (http://poj.org/problem?id=1704).
//!          Chessmen on a row of cells 1, 2, 3, …; a move slides one chessman left by at least one
//!          cell, never onto or over another and never off the board; Georgia moves first.
//! Idea:    Staircase Nim. Sort the cells and pair them from the right (the leftmost one with the
//!          wall at cell 0 when N is odd): Georgia wins iff the XOR of the empty cells inside the
//!          pairs is not 0 (moving a pair's left chessman only gives the right one room to follow).
//! Time:    O(N) per game when the board is dense (at most 64 cells per chessman: a bitmap),
//!          else O(N log N) (a sort); memory: the cells of one game, a 128 KiB bitmap
//!          of cells below 2^20 (a repeated cell is caught as it is read), a 128 KiB input window.
//! Range:   any T and N that fit u64, cells 1..=2^64 − 1 in any order; cell 0 and two chessmen on
//!          one cell are errors.
//! Judge:   1 ≤ T ≤ 20, 1 ≤ N ≤ 1000, 1 ≤ Pi ≤ 10 000 (distinct); limits: 1 s, 10 000 KB.
//! Status:  `cargo test` passes: 8 samples; every nonempty set of chessmen on cells 1..=12, each
//!          listed in a shuffled order: all 4 095 against the literal-rules brute force; 2 000
//!          random judge-scale cases against the library's reference; 3 wrong solutions caught;
//!          bad, truncated and reformatted inputs handled cleanly; compiles alone on stable, checks
//!          clean on rustc 1.63.

use std::collections::HashSet;
use std::convert::TryInto;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

/// Cells below this are marked in a bitmap as they are read (128 KiB), larger ones in a hash set:
/// a repeated cell is caught as it is read, while its offset is at hand.
const LIMIT: u64 = 1 << 20;

fn solve(sc: &mut Scanner) -> Result<(), Error> {
    let games = sc.u64("T", 0..=u64::MAX)?;
    let (mut cells, mut far, mut steps) = (Vec::new(), HashSet::new(), Vec::new());
    let mut words = vec![0u64; (LIMIT / 64) as usize];
    for _ in 0..games {
        let n = sc.u64("N", 0..=u64::MAX)?;
        cells.clear();
        far.clear();
        let mut top = 0;
        for _ in 0..n {
            sc.skip();
            let at = sc.base + sc.pos;
            let p = sc.u64("a cell", 1..=u64::MAX)?;
            let fresh = if p < LIMIT {
                let (w, bit) = ((p / 64) as usize, 1 << (p % 64));
                let fresh = words[w] & bit == 0;
                words[w] |= bit;
                fresh
            } else {
                far.insert(p)
            };
            if !fresh {
                let msg = format!("a second chessman on cell {}: every cell holds at most one", p);
                return Err(Error { at, msg });
            }
            top = top.max(p);
            cells.push(p);
        }
        // A dense board (at most 64 cells per chessman) is read off the bitmap; a sparse one sorted.
        if top < LIMIT && top / 64 <= n {
            by_bitmap(&mut words[..=(top / 64) as usize], &mut steps);
        } else {
            by_sort(&mut cells, &mut words, &mut steps);
        }
        let georgia = staircase_first_wins(&steps);
        sc.out.extend_from_slice(if georgia { b"Georgia will win\n" } else { b"Bob will win\n" });
    }
    Ok(())
}

/// The staircase: step i is the room of the i-th chessman from the right (the empty cells
/// between it and its left neighbour, or cell 0's wall for the leftmost). Moving a chessman left
/// takes coins from its step to the next step up (its right neighbour's room grows); the
/// rightmost one's coins leave the board. Clears the cells' bits in `words`.
fn by_sort(cells: &mut [u64], words: &mut [u64], steps: &mut Vec<u64>) {
    for &p in cells.iter().filter(|&&p| p < LIMIT) {
        words[(p / 64) as usize] = 0;
    }
    cells.sort_unstable();
    steps.clear();
    steps.extend(cells.windows(2).rev().map(|w| w[1] - w[0] - 1));
    steps.extend(cells.first().map(|&p| p - 1));
}

/// The same steps, read back from the right end of the board's bitmap, which it leaves all 0.
fn by_bitmap(words: &mut [u64], steps: &mut Vec<u64>) {
    steps.clear();
    let mut right = None;
    for (w, word) in words.iter_mut().enumerate().rev() {
        let mut bits = std::mem::take(word);
        while bits != 0 {
            let b = 63 - u64::from(bits.leading_zeros());
            bits ^= 1 << b;
            let cell = w as u64 * 64 + b;
            if let Some(r) = right {
                steps.push(r - cell - 1);
            }
            right = Some(cell);
        }
    }
    steps.extend(right.map(|p| p - 1));
}

/// Staircase Nim (`grundy snippet staircase`, to the letter): the player to move wins iff the XOR
/// of the odd steps (1, 3, 5, …) is not 0.
fn staircase_first_wins(steps: &[u64]) -> bool {
    let mut stairs = Staircase::new(true);
    steps.iter().for_each(|&coins| stairs.step(coins));
    stairs.first_wins()
}

/// Staircase Nim's steps as they come: the XOR of the odd ones, and a mask of the next one's
/// parity (all ones: odd).
#[derive(Clone, Copy)]
struct Staircase {
    x: u64,
    odd: u64,
}

impl Staircase {
    fn new(first_odd: bool) -> Self {
        Staircase { x: 0, odd: 0u64.wrapping_sub(u64::from(first_odd)) }
    }

    fn step(&mut self, coins: u64) {
        self.x ^= coins & self.odd;
        self.odd = !self.odd;
    }

    fn first_wins(self) -> bool {
        self.x != 0
    }
}

// ---- The skeleton shared by every solution: stdin streamed through a 128 KiB window ----
struct Error {
    at: usize,
    msg: String,
}
/// A window of up to 128 KiB on stdin, refilled as it is consumed, and the answers written at each.
struct Scanner {
    buf: Vec<u8>,
    pos: usize,
    /// The input offset of `buf[0]`; the newlines before it and the offset after the last one.
    base: usize,
    line: (usize, usize),
    out: Vec<u8>,
    /// Ten-digit numbers read in this window on the tenth digit's branch (see `u64`).
    tens: u32,
    /// How many windows more read the tenth digit without a branch.
    wide: u8,
}
impl Scanner {
    /// The next token as an unsigned integer in `range`; the end of the input is an error.
    #[inline(always)] // measured: 25% faster whole-process than leaving it to the compiler
    fn u64(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<u64, Error> {
        let (buf, mut i) = (&self.buf[..], self.pos);
        // SWAR (measured: 1.9x the byte loop's speed) on the next 16 bytes: the previous token's
        // one delimiter is consumed, so a token mostly starts at once; else its whitespace is
        // skipped and the SWAR tried again.
        while let Some(bytes) = buf.get(i..i + 16) {
            let word = u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default());
            let d = word.wrapping_sub(0x3030_3030_3030_3030);
            let non_digits = (d | d.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080;
            // Fold 8 digits in pairs, fours, eights.
            let fold = |d: u64| {
                let d = (d.wrapping_mul(10) + (d >> 8)) & 0x00FF_00FF_00FF_00FF;
                let d = (d.wrapping_mul(100) + (d >> 16)) & 0x0000_FFFF_0000_FFFF;
                (d.wrapping_mul(10_000) + (d >> 32)) & 0xFFFF_FFFF
            };
            // Values up to 2^31 have 9 or 10 digits at even odds: a branch on the tenth then
            // mispredicts every other number (csdn-stones2 and hdu2516: 0.89 and 0.81 of the C++'s
            // time), and a branch-free tenth costs nine-digit inputs 10-15%. So the input decides:
            // after a window with 1 024 ten-digit numbers (512 per 64 KiB), seven windows read the
            // tenth without a branch (0.66 and 0.59), then one counts again. A block of its own:
            // sharing the first nine digits with the path below measured 0.87 on csdn-stones2.
            if non_digits == 0 && self.wide > 0 {
                let (ninth, tenth) = (bytes[8].wrapping_sub(b'0'), bytes[9].wrapping_sub(b'0'));
                let (nine, ten) = (ninth < 10, ninth < 10 && tenth < 10);
                let value = fold(d);
                let value = if nine { value * 10 + u64::from(ninth) } else { value };
                let value = if ten { value * 10 + u64::from(tenth) } else { value };
                let end = 8 + usize::from(nine) + usize::from(ten);
                if bytes[end].is_ascii_whitespace() && range.contains(&value) {
                    self.pos = i + end + 1;
                    return Ok(value);
                }
                break;
            }
            if non_digits == 0 {
                let value = fold(d);
                // 8 or 9 digits (most of the judges' values up to 10^9), without a branch: the
                // position hangs on the ninth byte alone, not on the digit count.
                let ninth = bytes[8].wrapping_sub(b'0');
                let nine = ninth < 10;
                let value = if nine { value * 10 + u64::from(ninth) } else { value };
                let end = 8 + usize::from(nine);
                if bytes[end].is_ascii_whitespace() && range.contains(&value) {
                    self.pos = i + end + 1;
                    return Ok(value);
                }
                // Ten digits (values up to 2^31 or 2^32), on a branch of their own, counted.
                let tenth = bytes[9].wrapping_sub(b'0');
                let value = value * 10 + u64::from(tenth);
                if nine && tenth < 10 && bytes[10].is_ascii_whitespace() && range.contains(&value) {
                    self.tens += 1;
                    self.pos = i + 11;
                    return Ok(value);
                }
                break;
            }
            let n = non_digits.trailing_zeros() as usize / 8;
            if n > 0 {
                let value = fold(d << (64 - 8 * n));
                if bytes[n].is_ascii_whitespace() && range.contains(&value) {
                    self.pos = i + n + 1;
                    return Ok(value);
                }
                break;
            }
            let blank = bytes.iter().take_while(|b| b.is_ascii_whitespace()).count();
            if blank == 0 {
                break;
            }
            i += blank;
        }
        i += buf[i..].iter().take_while(|b| b.is_ascii_whitespace()).count();
        let (start, mut value) = (i, 0u64);
        while i < buf.len() && buf[i].is_ascii_digit() {
            value = value.wrapping_mul(10).wrapping_add(u64::from(buf[i] - b'0'));
            i += 1;
        }
        let token_ends = i < buf.len() && buf[i].is_ascii_whitespace();
        if i == start || i - start > 19 || !token_ends || !range.contains(&value) {
            self.pos = start;
            return self.slow(what, range);
        }
        self.pos = i + 1;
        Ok(value)
    }
    /// `u64`'s rare path, a byte at a time across refills: a cut or long token, or an error.
    fn slow(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<u64, Error> {
        let (more, at, mut exact, mut digits) = (self.skip(), self.base + self.pos, Some(0), true);
        let token = self.buf[self.pos..].split(u8::is_ascii_whitespace).next().unwrap_or(&[]);
        let shown = String::from_utf8_lossy(&token[..token.len().min(24)]).into_owned();
        while let Some(&b) = self.buf.get(self.pos).filter(|b| !b.is_ascii_whitespace()) {
            digits &= b.is_ascii_digit();
            exact = exact.and_then(|v: u64| v.checked_mul(10)?.checked_add(u64::from(b & 15)));
            self.pos += 1;
            if self.pos == self.buf.len() {
                self.refill(true);
            }
        }
        let msg = match exact {
            _ if !more => format!("expected {}, found the end of the input", what),
            _ if !digits => format!("expected {} (an unsigned integer), found {:?}", what, shown),
            None => format!("{} does not fit in 64 bits", what),
            Some(v) if !range.contains(&v) => format!("{} = {} is outside {:?}", what, v, range),
            Some(v) => return Ok(v),
        };
        Err(Error { at, msg })
    }
    /// Steps over whitespace, with the next token's first 24 bytes in the window; false at the end.
    fn skip(&mut self) -> bool {
        loop {
            while self.buf.get(self.pos).map_or(false, u8::is_ascii_whitespace) {
                self.pos += 1;
            }
            if self.buf.len() - self.pos >= 24 || !self.refill(true) {
                return self.pos < self.buf.len();
            }
        }
    }
    /// Writes the answers, counts and drops `buf[..pos]`; if `read`, reads on: false if none came.
    fn refill(&mut self, read: bool) -> bool {
        if io::stdout().write_all(&self.out).and_then(|()| io::stdout().flush()).is_err() {
            std::process::exit(1);
        }
        self.out.clear();
        // A u8 count per 224 bytes, vectorised, and the last newline sought from the last piece
        // holding one: measured 5x as fast as `filter().count()` and `rposition` over the window.
        let done = &self.buf[..self.pos];
        let n = done.chunks(224).map(|c| c.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n')));
        let n = n.map(usize::from).sum::<usize>();
        if n > 0 {
            let j = done.rchunks(224).position(|c| c.contains(&b'\n')).unwrap_or(0);
            let last = done[..done.len() - 224 * j].iter().rposition(|&b| b == b'\n');
            self.line = (self.line.0 + n, self.base + last.unwrap_or(0) + 1);
        }
        self.wide = match self.wide {
            0 if self.tens >= 1024 => 7,
            w => w.saturating_sub(1),
        };
        self.tens = 0;
        // The unread bytes moved to the front; the window keeps its length, so a full window is
        // read into without zeroing it first (`drain` and `resize`: 1% of the time in memset).
        let kept = self.buf.len() - self.pos;
        self.buf.copy_within(self.pos.., 0);
        self.base += self.pos;
        self.pos = 0;
        // Straight into the window's free part until it is full or the input ends: one system
        // call per 128 KiB (`read_to_end` asks for 8, 16, then 32 KiB: 2-7% of the time; 64 KiB
        // windows: 1-2% slower, 32 KiB: 3%, from the fixed cost of a refill and its system call).
        if read {
            self.buf.resize(self.buf.len().max(1 << 17), 0);
        }
        let mut end = kept;
        while read && end < self.buf.len() {
            match io::stdin().lock().read(&mut self.buf[end..]) {
                Ok(0) => break,
                Ok(n) => end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    let _ = writeln!(io::stderr(), "error: cannot read the input: {}", e);
                    std::process::exit(1);
                }
            }
        }
        self.buf.truncate(end);
        end > kept
    }
}
fn main() {
    let mut sc =
        Scanner { buf: vec![], pos: 0, base: 0, line: (0, 0), out: vec![], tens: 0, wide: 0 };
    sc.refill(true);
    // A UTF-8 byte-order mark (Windows editors write one) is skipped; columns count after it.
    (sc.pos, sc.line.1) = if sc.buf.starts_with(b"\xEF\xBB\xBF") { (3, 3) } else { (0, 0) };
    if let Err(e) = solve(&mut sc) {
        // Only a long token's start leaves the window before its error, and it holds no newline.
        sc.pos = e.at.saturating_sub(sc.base).min(sc.buf.len());
        sc.refill(false);
        let (l, c, at) = (sc.line.0 + 1, e.at - sc.line.1 + 1, e.at);
        let _ = writeln!(io::stderr(), "error: line {l}, column {c} (byte {at}): {}", e.msg);
        std::process::exit(1);
    }
    sc.refill(false);
}
