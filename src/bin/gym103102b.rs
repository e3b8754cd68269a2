//! Problem: gym103102b — Reverse Game, Codeforces Gym 103102B (SEERC 2020),
//!          https://codeforces.com/gym/103102/problem/B. A binary string; a move reverses a
//!          substring equal to 10, 110, 100 or 1010; Alice moves first; who cannot move loses.
//! Idea:    Count the inversions I (pairs of a 1 before a 0). Every move removes 1 or 2 of them,
//!          and while I ≥ 2 both kinds of move exist: Bob wins iff I ≡ 0 (mod 3). I is computed as
//!          c(n − 1) − Σ(positions of the 1s) − c(c − 1)/2 with c the number of 1s.
//! Time:    O(|s|), branch-free per byte; memory: O(1): s is read through a 128 KiB window.
//! Range:   one string of 0s and 1s of any length; I is exact in u128.
//! Judge:   1 ≤ |s| ≤ 10^6 (only `0` and `1`); limits: 1 s, 256 MiB (as on the mirrors).
//! Status:  `cargo test` passes: 13 samples; every string of length 1 to 9: all 1 022 against the
//!          literal-rules brute force; 100 random judge-scale cases against the library's
//!          reference; 3 wrong solutions caught; bad, truncated and reformatted inputs handled
//!          cleanly; compiles alone on stable, checks clean on rustc 1.63.

use std::io::{self, Read, Write};

fn solve(sc: &mut Scanner) -> Result<(), Error> {
    if !sc.skip() {
        let msg = "expected s, found the end of the input".to_string();
        return Err(Error { at: sc.base + sc.pos, msg });
    }
    let token = sc.buf[sc.pos..].split(u8::is_ascii_whitespace).next().unwrap_or(&[]);
    let shown = String::from_utf8_lossy(&token[..token.len().min(24)]).into_owned();
    // Window by window, at most BLOCK bytes at a time: the 1s, the sum of their offsets, the length.
    let (mut ones, mut positions, mut n) = (0u128, 0u128, 0u128);
    loop {
        if sc.pos == sc.buf.len() && !sc.refill(true) {
            break;
        }
        let block = &sc.buf[sc.pos..sc.buf.len().min(sc.pos + BLOCK)];
        let (end, (c, offsets)) = match count(block) {
            Some(counts) => (block.len(), counts),
            // The token's end (whitespace) or a bad byte: count the block up to it.
            None => {
                let end = block.iter().position(|&b| b != b'0' && b != b'1').unwrap_or(0);
                if !block[end].is_ascii_whitespace() {
                    let msg = format!("expected s (only 0 and 1), found {:?}", shown);
                    return Err(Error { at: sc.base + sc.pos + end, msg });
                }
                (end, count(&block[..end]).unwrap_or((0, 0)))
            }
        };
        ones += u128::from(c);
        positions += n * u128::from(c) + u128::from(offsets);
        n += end as u128;
        sc.pos += end;
        if end < block.len() {
            break;
        }
    }
    // I = Σ (n − 1 − p) over the 1s at positions p, less the pairs of 1s: c(n − 1) − Σp − c(c − 1)/2.
    let inversions = ones * (n - 1) - positions - ones * ones.saturating_sub(1) / 2;
    sc.out.extend_from_slice(if inversions % 3 != 0 { b"Alice\n" } else { b"Bob\n" });
    Ok(())
}

/// Blocks of 2^16 bytes: inside one, the count of 1s and the sum of their offsets fit u32.
const BLOCK: usize = 1 << 16;

/// The number of 1s in a block of at most BLOCK bytes and the sum of their offsets in it, or
/// `None` if some byte is neither 0 nor 1.
fn count(block: &[u8]) -> Option<(u32, u32)> {
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
        None
    } else {
        Some((c, offsets))
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
