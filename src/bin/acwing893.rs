//! Problem: acwing893 — 集合-Nim游戏 (Set-Nim), AcWing 893.
//!          n piles and a set S of take sizes; a move takes exactly s stones, s in S, from one pile
//!          holding at least s; whoever cannot move loses. Does the first player win?
//! Idea:    Sprague–Grundy: a pile of h has g(h) = mex{g(h − s) : s in S, s ≤ h}; the first
//!          player wins iff g(h1) ⊕ … ⊕ g(hn) ≠ 0.
//! Time:    O(max h · k) for the table, built only as far as the largest pile; O(1) per pile.
//!          Memory: 1 byte per table entry while S has under 256 sizes, else 2 (2 MB at the cap),
//!          the distinct take sizes up to the cap, a 128 KiB input window.
//! Range:   any k and n that fit u64; take sizes 1..=2^64 − 1 (repeats harmless, sizes above the
//!          largest pile never usable); piles 0..=10^6. A take size of 0, a pile above 10^6, and a
//!          table needing over 10^9 steps are errors.
//! Judge:   1 ≤ k ≤ 100, 1 ≤ s ≤ 10 000 (distinct), 1 ≤ n ≤ 100, 1 ≤ h ≤ 10 000; limits: not known
//!          (not recorded in the problem facts; the judge's page was not checked).
//! Status:  `cargo test` passes: 13 samples; games with S any nonempty subset of {1, …, 5} and
//!          either one pile of 1 to 12 stones or two piles 1 ≤ h1 ≤ h2 ≤ 8: all 1 488 against the
//!          literal-rules brute force; 100 random judge-scale cases against the library's
//!          reference; 3 wrong solutions caught; bad, truncated and reformatted inputs handled
//!          cleanly; compiles alone on stable, checks clean on rustc 1.63.

use std::convert::TryInto;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;

/// The largest pile the solution tabulates, a hundred times the judge's.
const CAP: u64 = 1_000_000;
/// The most (table entry, take size) steps allowed, about a second: the judge's worst case needs
/// 10^6, and without a limit 10^6 distinct take sizes and a pile of 10^6 would take hours.
const WORK: u64 = 1_000_000_000;

fn solve(sc: &mut Scanner) -> Result<(), Error> {
    let k = sc.u64("k", 0..=u64::MAX)?;
    let mut takes = Vec::new();
    for _ in 0..k {
        // Taking 0 stones would be a move that changes nothing: the game would never end.
        let s = sc.u64("s (a take size, at least 1)", 1..=u64::MAX)?;
        if s <= CAP {
            takes.push(s as usize);
        }
    }
    takes.sort_unstable();
    takes.dedup();
    let n = sc.u64("n", 0..=u64::MAX)?;
    // g(h) is at most the number of moves at h, so at most min(h, |S|): below 31 623 wherever
    // (h + 1) · |S| ≤ WORK, and below 256 while |S| < 256 (the judge's |S| ≤ 100). A byte an entry
    // keeps the judge's table (10^4 piles, 10 KB) in L1 while the input streams past: 0.78 of the
    // C++'s time on the uniform bench input, against 0.85 with 4- or 2-byte entries.
    let x = if takes.len() < 256 {
        piles(sc, n, &mut Table::new(&takes, |v| v as u8))?
    } else {
        piles(sc, n, &mut Table::new(&takes, |v| v as u16))?
    };
    sc.out.extend_from_slice(if x != 0 { b"Yes\n" } else { b"No\n" });
    Ok(())
}

/// g(h) for every h < g.len(), grown on demand; `mark[v] == h` says v is some option's value at h.
struct Table<'a, T> {
    g: Vec<T>,
    mark: Vec<usize>,
    takes: &'a [usize],
    narrow: fn(usize) -> T,
}
impl<'a, T: Copy + Into<u32>> Table<'a, T> {
    fn new(takes: &'a [usize], narrow: fn(usize) -> T) -> Self {
        Table { g: Vec::new(), mark: vec![0; takes.len() + 1], takes, narrow }
    }
    /// Tabulates up to h, for the pile whose token starts at input offset `at`.
    fn grow(&mut self, h: usize, at: usize) -> Result<(), Error> {
        // The table up to h costs (h + 1) · |S| steps in all; refuse what would take hours.
        if (h as u64 + 1).saturating_mul(self.takes.len() as u64) > WORK {
            let msg = format!(
                "h = {} with {} take sizes needs more than {} steps: too slow to tabulate",
                h,
                self.takes.len(),
                WORK
            );
            return Err(Error { at, msg });
        }
        let takes = self.takes;
        let moves = move |p: usize| takes.iter().take_while(move |&&s| s <= p).map(move |&s| p - s);
        grundy_extend(&mut self.g, h, &mut self.mark, self.narrow, moves);
        Ok(())
    }
}

/// Grows the table g up to position n by mex: position p's options are `moves(p)` (positions
/// below p), their values stamped in `mark` with p + 1 (never cleared; one entry more than any
/// position has moves), the first entry unstamped the value (`grundy snippet grundy_table`, to
/// the letter). The table and `mark` as arguments, not through `self`: the judge's largest input
/// in 2.6 ms, against 3.0 (the stores into `mark` made each `self.g[..]` reload).
fn grundy_extend<T: Copy + Into<u32>, I: Iterator<Item = usize>>(
    g: &mut Vec<T>,
    n: usize,
    mark: &mut [usize],
    narrow: impl Fn(usize) -> T,
    moves: impl Fn(usize) -> I,
) {
    while g.len() <= n {
        let p = g.len();
        for q in moves(p) {
            mark[g[q].into() as usize] = p + 1;
        }
        let v = mark.iter().position(|&m| m != p + 1).unwrap_or(mark.len());
        g.push(narrow(v));
    }
}

/// The XOR of g(h) over the next n piles: by `whole_tokens` while it can, else one by the scanner.
fn piles<T: Copy + Into<u32>>(
    sc: &mut Scanner,
    n: u64,
    t: &mut Table<'_, T>,
) -> Result<u32, Error> {
    let (mut x, mut left) = (0, n);
    while left > 0 {
        let (y, count, used) = whole_tokens(sc.buf.get(sc.pos..).unwrap_or(&[]), &t.g, left);
        if count > 0 {
            x ^= y;
            left -= count;
            sc.pos += used;
            continue;
        }
        // The token's offset, for `grow`'s error: it starts here when a digit is next.
        if !sc.buf.get(sc.pos).map_or(false, u8::is_ascii_digit) {
            sc.skip();
        }
        let at = sc.base + sc.pos;
        let h = sc.u64("h", 0..=CAP)? as usize;
        if h >= t.g.len() {
            t.grow(h, at)?;
        }
        x ^= t.g[h].into();
        left -= 1;
    }
    Ok(x)
}

/// Up to `left` piles from the start of `buf`, 64 bytes at a time while 72 remain: their XOR of
/// g, how many, and the bytes they and their delimiters take. The tokens ending in those 64 bytes
/// are found from one mask, and each is parsed from a load of its own, so no token's position waits
/// on the previous token's parse as in the scanner (the uniform bench input: 0.71 of the C++'s
/// time, against 0.78). Stops before anything else, for the scanner to read or report: a token of
/// over 8 bytes, a byte neither digit nor whitespace, a pile beyond the table.
#[inline(never)]
fn whole_tokens<T: Copy + Into<u32>>(buf: &[u8], g: &[T], left: u64) -> (u32, u64, usize) {
    let (mut x, mut count, mut used) = (0, 0, 0);
    while let Some(chunk) = buf.get(used..used + 72) {
        // Bit i: chunk[i] has bit 4 set, as digits do and whitespace does not (each word's eight
        // bits gathered into its top byte by one multiplication).
        let mut inside = 0u64;
        for (k, word) in chunk[..64].chunks_exact(8).enumerate() {
            let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
            inside |=
                ((w & 0x1010_1010_1010_1010).wrapping_mul(0x0010_2040_8102_0408) >> 56) << (8 * k);
        }
        let mut starts = inside & !(inside << 1);
        // The byte after each token, its delimiter; every other blank byte is checked here.
        let mut ends = !inside & (inside << 1);
        let mut blanks = !inside & !(inside << 1);
        while blanks != 0 {
            if !chunk[blanks.trailing_zeros() as usize].is_ascii_whitespace() {
                return (x, count, used);
            }
            blanks &= blanks - 1;
        }
        if left - count < 32 {
            while u64::from(ends.count_ones()) > left - count {
                ends &= !(1 << (63 - ends.leading_zeros()));
            }
        }
        let wanted = ends;
        while ends != 0 {
            let (s, e) = (starts.trailing_zeros() as usize, ends.trailing_zeros() as usize);
            // Two tokens of up to 4 digits at once, one in each half of a word (the judge's piles,
            // up to 10^4, nearly all are): one check and a fold of two steps for both. The uniform
            // input: 0.60 of the C++'s time, against 0.71 a token at a time (mixed: 0.33, 0.41).
            let (starts2, ends2) = (starts & starts.wrapping_sub(1), ends & (ends - 1));
            let (s2, e2) = (starts2.trailing_zeros() as usize, ends2.trailing_zeros() as usize);
            let blank = |i: usize| chunk[i].is_ascii_whitespace();
            if ends2 != 0 && e - s <= 4 && e2 - s2 <= 4 && blank(e) && blank(e2) {
                // The token's digits in the half's top bytes, its first digit lowest, zeros below.
                let half = |at: usize, len: usize| {
                    let w = u32::from_le_bytes(chunk[at..at + 4].try_into().unwrap_or_default());
                    u64::from((w ^ 0x3030_3030) << (32 - 8 * len))
                };
                let d = half(s, e - s) | (half(s2, e2 - s2) << 32);
                if (d | d.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 != 0 {
                    break;
                }
                let d = (d.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF_00FF_00FF;
                let d = (d.wrapping_mul(1 + (100 << 16)) >> 16) & 0x0000_FFFF_0000_FFFF;
                match (g.get((d & 0xFFFF) as usize), g.get((d >> 32) as usize)) {
                    (Some(&v), Some(&w)) => x ^= v.into() ^ w.into(),
                    _ => break,
                }
                starts = starts2 & starts2.wrapping_sub(1);
                ends = ends2 & (ends2 - 1);
                count += 2;
                continue;
            }
            let len = e - s;
            if len > 8 || !blank(e) {
                break;
            }
            // The token's digits in the word's top bytes, its first digit lowest, zeros below; then
            // folded in pairs, fours and eights, as the scanner does.
            let word = u64::from_le_bytes(chunk[s..s + 8].try_into().unwrap_or_default());
            let d = word.wrapping_sub(0x3030_3030_3030_3030) << (64 - 8 * len);
            if (d | d.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 != 0 {
                break;
            }
            let d = (d.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF_00FF_00FF;
            let d = (d.wrapping_mul(1 + (100 << 16)) >> 16) & 0x0000_FFFF_0000_FFFF;
            match g.get((d.wrapping_mul(1 + (10_000 << 32)) >> 32) as usize) {
                Some(&v) => x ^= v.into(),
                None => break,
            }
            starts &= starts.wrapping_sub(1);
            ends &= ends - 1;
            count += 1;
        }
        let read = wanted ^ ends;
        if read == 0 {
            break;
        }
        used += 64 - read.leading_zeros() as usize;
        if ends != 0 || count == left {
            break;
        }
    }
    (x, count, used)
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
