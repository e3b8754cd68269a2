//! Text in and out: a tokenizer for the validators that names the offending token and where it is,
//! and long texts shortened for a terminal.

use std::fmt;
use std::ops::RangeInclusive;

/// A problem with an input: what is wrong, and where (byte offset, 1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    pub at: usize,
    pub line: usize,
    pub column: usize,
    pub msg: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {} (byte {}): {}", self.line, self.column, self.at, self.msg)
    }
}

impl std::error::Error for InputError {}

/// A whitespace-separated token and the byte offset where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a str,
    pub at: usize,
}

/// Tokens of an input, each with its position, for validators that must say where a bound fails.
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Tokens<'a> {
    pub fn new(text: &'a str) -> Self {
        Tokens { text, pos: 0 }
    }

    /// An error located at byte `at` of this input.
    pub fn error(&self, at: usize, msg: impl Into<String>) -> InputError {
        let before = &self.text.as_bytes()[..at.min(self.text.len())];
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        InputError {
            at,
            line: 1 + before.iter().filter(|&&b| b == b'\n').count(),
            column: at - line_start + 1,
            msg: msg.into(),
        }
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        let bytes = self.text.as_bytes();
        let start =
            self.pos + bytes[self.pos..].iter().take_while(|b| b.is_ascii_whitespace()).count();
        if start == bytes.len() {
            self.pos = start;
            return None;
        }
        let len = bytes[start..].iter().take_while(|b| !b.is_ascii_whitespace()).count();
        self.pos = start + len;
        Some(Token { text: &self.text[start..start + len], at: start })
    }

    /// The next token, where the end of the input is an error.
    pub fn token(&mut self, what: &str) -> Result<Token<'a>, InputError> {
        let end = self.text.len();
        self.next_token().ok_or_else(|| {
            self.error(end, format!("expected {}, found the end of the input", what))
        })
    }

    /// The next token as an integer in `range` (the judge's bound), or `None` at the end.
    pub fn opt_u64(
        &mut self,
        what: &str,
        range: RangeInclusive<u64>,
    ) -> Result<Option<u64>, InputError> {
        let tok = match self.next_token() {
            Some(t) => t,
            None => return Ok(None),
        };
        if tok.text.is_empty() || !tok.text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(self.error(
                tok.at,
                format!("expected {} (an unsigned integer), found {:?}", what, tok.text),
            ));
        }
        let value: u64 = tok.text.parse().map_err(|_| {
            self.error(tok.at, format!("{} = {} does not fit in 64 bits", what, tok.text))
        })?;
        if !range.contains(&value) {
            return Err(self.error(
                tok.at,
                format!(
                    "{} = {} is outside the judge's bounds {}..={}",
                    what,
                    value,
                    range.start(),
                    range.end()
                ),
            ));
        }
        Ok(Some(value))
    }

    /// The next token as an integer in `range`; the end of the input is an error.
    pub fn u64(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<u64, InputError> {
        let end = self.text.len();
        self.opt_u64(what, range)?.ok_or_else(|| {
            self.error(end, format!("expected {}, found the end of the input", what))
        })
    }

    /// Validators are strict: anything after the last case is an error.
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(t) => {
                Err(self.error(t.at, format!("unexpected {:?} after the last case", t.text)))
            }
        }
    }
}

/// A number with its digits in groups of three: 1 234 567 (a space, as the pages write it).
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// The most lines [`shorten`] shows: a screen's worth, so the head of a report stays in view.
pub const SHOWN_LINES: usize = 40;

/// A text for a terminal: as it is when it is at most `limit` bytes and [`SHOWN_LINES`] lines;
/// else runs of three or more equal lines folded into one (`0   (×500 lines)`), long lines
/// shortened ([`shorten_line`]), and what still does not fit cut from the middle, with a line
/// saying how many lines and bytes were cut.
pub fn shorten(text: &str, limit: usize) -> String {
    let raw: Vec<&str> = text.lines().collect();
    if text.len() <= limit && raw.len() <= SHOWN_LINES {
        return text.to_string();
    }
    let width = (limit / 4).max(16);
    // (shown, lines it stands for, their bytes)
    let mut lines: Vec<(String, usize, usize)> = Vec::new();
    let mut i = 0;
    while i < raw.len() {
        let k = raw[i..].iter().take_while(|l| **l == raw[i]).count();
        let shown = shorten_line(raw[i], width);
        if k >= 3 {
            lines.push((format!("{}   (×{} lines)", shown, k), k, k * (raw[i].len() + 1)));
        } else {
            lines.extend((0..k).map(|_| (shown.clone(), 1, raw[i].len() + 1)));
        }
        i += k;
    }
    let total: usize = lines.iter().map(|l| l.0.len() + 1).sum();
    let joined = |part: &[(String, usize, usize)]| {
        part.iter().map(|l| l.0.as_str()).collect::<Vec<_>>().join("\n")
    };
    if total <= limit && lines.len() <= SHOWN_LINES {
        return joined(&lines) + "\n";
    }
    let (mut head, mut used) = (0, 0);
    while head < lines.len() && used + lines[head].0.len() < limit / 2 && head < SHOWN_LINES / 2 {
        used += lines[head].0.len() + 1;
        head += 1;
    }
    let (mut tail, mut used) = (lines.len(), 0);
    while tail > head
        && used + lines[tail - 1].0.len() < limit / 2
        && lines.len() - tail < SHOWN_LINES / 2 - 1
    {
        used += lines[tail - 1].0.len() + 1;
        tail -= 1;
    }
    let cut = &lines[head..tail];
    let (count, bytes) = cut.iter().fold((0, 0), |(c, b), l| (c + l.1, b + l.2));
    let mut out = joined(&lines[..head]);
    out += &format!(
        "\n… {} line{} ({} bytes) cut …\n",
        count,
        if count == 1 { "" } else { "s" },
        bytes
    );
    out += &joined(&lines[tail..]);
    out + "\n"
}

/// One line for a terminal: as it is up to `width` bytes; else as run-lengths when that is short
/// (`1×46341 0×46341`, a run of length 1 written bare), else its head and tail around a count.
pub fn shorten_line(line: &str, width: usize) -> String {
    if line.len() <= width {
        return line.to_string();
    }
    let chars: Vec<char> = line.chars().collect();
    let mut runs: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let n = chars[i..].iter().take_while(|&&c| c == chars[i]).count();
        runs.push(if n == 1 { chars[i].to_string() } else { format!("{}×{}", chars[i], n) });
        i += n;
    }
    let rle = runs.join(" ");
    if rle.len() <= width {
        return format!("{}   (run-lengths of {} characters)", rle, chars.len());
    }
    let keep = width / 2;
    let head: String = chars[..keep].iter().collect();
    let tail: String = chars[chars.len() - keep..].iter().collect();
    format!("{}…({} characters cut)…{}", head, chars.len() - 2 * keep, tail)
}
