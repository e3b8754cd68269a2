//! An input's layout learnt from the generator's own outputs, for problems without a validator:
//! the shrinker must not leave the problem's constraints (`1\n0` where every case has n ≥ 1
//! coins, `1 1467` where the first line counts the lines after it) and then blame the program.
//!
//! Lines are split into whitespace-separated tokens. The first line is the header; the lines after
//! it are the body, in blocks of `k` lines when the header counts them (`T`, then `k` lines a
//! case). A token's class is its line's role (the header, or the line's place in its block) and
//! its place in the line (the fourth and later tokens share one class). What is learnt, from every
//! input seen (a relation only where it held in all of them and its count took two values or
//! more, so that no coincidence becomes a rule):
//!
//! - each class's integer range and, for other tokens, their lengths; each role's token counts;
//! - the header's counts: a token times `k` = the lines after it; a token = the tokens on line 2;
//!   a token = the length of every body token (a grid's width);
//! - a body line's count: a lone token = the tokens on the next line (`n`, then `n` values).
//!
//! A candidate that breaks any of these is invalid, as if a validator had refused it.

use std::fmt;

/// How many inputs the layout wants before it is learnt (the search's, topped up).
pub const WANTED: usize = 24;

/// The classes of tokens at the same place.
const PLACES: usize = 4;

/// What was seen of one class of tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Seen {
    /// The least and the most integer, if every token of the class was one.
    ints: Option<(u64, u64)>,
    /// Whether any token was not a canonical integer.
    words: bool,
    /// The shortest and longest token.
    len: (usize, usize),
    count: usize,
}

impl Seen {
    fn add(&mut self, token: &str) {
        let n = integer(token);
        self.ints = match (self.count, n, self.ints) {
            (0, Some(v), _) => Some((v, v)),
            (_, Some(v), Some((lo, hi))) => Some((lo.min(v), hi.max(v))),
            _ => None,
        };
        self.words |= n.is_none();
        self.len = match self.count {
            0 => (token.len(), token.len()),
            _ => (self.len.0.min(token.len()), self.len.1.max(token.len())),
        };
        self.count += 1;
    }

    /// Whether `token` fits the class: an integer of at least 1 (0 if a 0 was seen; a least
    /// value above 1 is taken for chance, as in `[53, 2983]` from values drawn over 1..3000); a
    /// word at least as long as the shortest seen. No upper bound: the generator's larger sizes
    /// go further than the inputs it was learnt from, and shrinking only goes down.
    fn admits(&self, token: &str) -> bool {
        match (self.ints, integer(token)) {
            (Some((lo, _)), Some(v)) => v >= lo.min(1),
            (Some(_), None) => false,
            (None, _) => token.len() >= self.len.0,
        }
    }
}

/// A canonical decimal integer that fits u64.
fn integer(token: &str) -> Option<u64> {
    let canonical = !token.is_empty()
        && token.bytes().all(|b| b.is_ascii_digit())
        && (token == "0" || !token.starts_with('0'));
    canonical.then(|| token.parse().ok()).flatten()
}

/// An input as lines of tokens (blank lines dropped: judges' readers skip them).
fn lines(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|l| !l.is_empty())
        .collect()
}

/// A count the layout found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Count {
    /// Header token `j` × `k` = the lines after the header.
    Lines { j: usize },
    /// Header token `j` = the tokens on the second line.
    Next { j: usize },
    /// Header token `j` = the length of every body token.
    Width { j: usize },
    /// A lone token on the body line at place `r` of its block = the tokens on the next line.
    Body { r: usize },
}

/// The layout learnt from the generator's inputs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// How many inputs it was learnt from.
    pub from: usize,
    /// Lines a block (1 when the header counts no blocks).
    k: usize,
    /// The header's token classes, and how many tokens it had.
    header: Vec<Seen>,
    header_tokens: (usize, usize),
    /// For each place in a block: its token classes and token counts.
    body: Vec<(Vec<Seen>, (usize, usize))>,
    counts: Vec<Count>,
}

impl Layout {
    /// Learn from `inputs` (`None` when there are none, or one has no line).
    pub fn learn(inputs: &[String]) -> Option<Layout> {
        let all: Vec<Vec<Vec<&str>>> = inputs.iter().map(|t| lines(t)).collect();
        if all.is_empty() || all.iter().any(|i| i.is_empty()) {
            return None;
        }
        let header_len = |i: &Vec<Vec<&str>>| i[0].len();
        let min_header = all.iter().map(header_len).min().unwrap_or(0);
        let varies = |values: &mut dyn Iterator<Item = u64>| {
            let v: Vec<u64> = values.collect();
            v.iter().any(|x| *x != v[0])
        };
        let mut counts = Vec::new();
        let mut k = 1;
        // The header counting blocks of k lines.
        'found: for kk in 1..=4 {
            for j in 0..min_header.min(PLACES) {
                let holds = all.iter().all(|i| {
                    integer(i[0][j])
                        .map_or(false, |t| t.checked_mul(kk as u64) == Some(i.len() as u64 - 1))
                });
                if holds && varies(&mut all.iter().filter_map(|i| integer(i[0][j]))) {
                    counts.push(Count::Lines { j });
                    k = kk;
                    break 'found;
                }
            }
        }
        for j in 0..min_header.min(PLACES) {
            let next = all.iter().all(|i| {
                integer(i[0][j]).map_or(false, |t| i.get(1).map_or(0, Vec::len) as u64 == t)
            });
            if next && varies(&mut all.iter().filter_map(|i| integer(i[0][j]))) {
                counts.push(Count::Next { j });
            }
            let width = all.iter().all(|i| {
                integer(i[0][j])
                    .map_or(false, |t| i[1..].iter().flatten().all(|w| w.len() as u64 == t))
                    && i.len() > 1
            });
            if width && varies(&mut all.iter().filter_map(|i| integer(i[0][j]))) {
                counts.push(Count::Width { j });
            }
        }
        for r in 0..k {
            let mut seen = Vec::new();
            let mut holds = true;
            for i in &all {
                for (b, line) in i[1..].iter().enumerate().filter(|(b, _)| b % k == r) {
                    let next = i.get(b + 2).map_or(0, Vec::len) as u64;
                    match (line.len(), integer(line[0])) {
                        (1, Some(t)) if t == next => seen.push(t),
                        _ => holds = false,
                    }
                }
            }
            if holds && seen.len() >= 2 && varies(&mut seen.iter().copied()) {
                counts.push(Count::Body { r });
            }
        }
        let mut header = vec![Seen::default(); PLACES];
        let mut body = vec![(vec![Seen::default(); PLACES], (usize::MAX, 0)); k];
        let mut header_tokens = (usize::MAX, 0);
        for i in &all {
            header_tokens = (header_tokens.0.min(i[0].len()), header_tokens.1.max(i[0].len()));
            for (j, t) in i[0].iter().enumerate() {
                header[j.min(PLACES - 1)].add(t);
            }
            for (b, line) in i[1..].iter().enumerate() {
                let (classes, n) = &mut body[b % k];
                *n = (n.0.min(line.len()), n.1.max(line.len()));
                for (j, t) in line.iter().enumerate() {
                    classes[j.min(PLACES - 1)].add(t);
                }
            }
        }
        Some(Layout { from: inputs.len(), k, header, header_tokens, body, counts })
    }

    /// How many counts the layout found (a header token counting lines or tokens).
    pub fn count_rules(&self) -> usize {
        self.counts.len()
    }

    /// Why `input` does not fit the layout (`None`: it fits).
    pub fn breaks(&self, input: &str) -> Option<String> {
        let i = lines(input);
        let head = match i.first() {
            Some(h) => h,
            None => return Some("it is empty".into()),
        };
        if !within(head.len(), self.header_tokens) {
            return Some(format!(
                "line 1 has {} tokens, the generator's {}",
                head.len(),
                range(self.header_tokens)
            ));
        }
        for (j, t) in head.iter().enumerate() {
            if !self.header[j.min(PLACES - 1)].admits(t) {
                return Some(format!(
                    "line 1, token {}: {:?} is outside {}",
                    j + 1,
                    t,
                    self.header[j.min(PLACES - 1)]
                ));
            }
        }
        for (b, line) in i[1..].iter().enumerate() {
            let (classes, n) = &self.body[b % self.k];
            if n.0 == usize::MAX {
                return Some(format!("line {}: the generator's inputs have no such line", b + 2));
            }
            // As for values: a least count above 1 is taken for chance (the counts that matter
            // are the ones the header or a lone number keeps).
            if line.is_empty() && n.0 > 0 {
                return Some(format!("line {} has no token, the generator's {}", b + 2, range(*n)));
            }
            for (j, t) in line.iter().enumerate() {
                let seen = &classes[j.min(PLACES - 1)];
                if seen.count == 0 || !seen.admits(t) {
                    return Some(format!(
                        "line {}, token {}: {:?} is outside {}",
                        b + 2,
                        j + 1,
                        t,
                        seen
                    ));
                }
            }
        }
        let int = |j: usize| head.get(j).and_then(|t| integer(t));
        for c in &self.counts {
            let ok = match *c {
                Count::Lines { j } => {
                    int(j).and_then(|t| t.checked_mul(self.k as u64)) == Some(i.len() as u64 - 1)
                }
                Count::Next { j } => int(j) == Some(i.get(1).map_or(0, Vec::len) as u64),
                Count::Width { j } => {
                    int(j).map_or(false, |t| i[1..].iter().flatten().all(|w| w.len() as u64 == t))
                }
                Count::Body { r } => {
                    i[1..].iter().enumerate().filter(|(b, _)| b % self.k == r).all(|(b, line)| {
                        line.len() == 1
                            && integer(line[0]) == Some(i.get(b + 2).map_or(0, Vec::len) as u64)
                    })
                }
            };
            if !ok {
                return Some(format!(
                    "it breaks a count the generator keeps: {}",
                    self.count_text(*c)
                ));
            }
        }
        None
    }

    fn count_text(&self, c: Count) -> String {
        match c {
            Count::Lines { j } if self.k == 1 => {
                format!("line 1's token {} counts the lines after it", j + 1)
            }
            Count::Lines { j } => {
                format!("line 1's token {} counts blocks of {} lines after it", j + 1, self.k)
            }
            Count::Next { j } => format!("line 1's token {} counts the tokens of line 2", j + 1),
            Count::Width { j } => {
                format!("line 1's token {} is the length of every later token", j + 1)
            }
            Count::Body { .. } if self.k == 1 => {
                "a lone number counts the tokens of the next line".to_string()
            }
            Count::Body { r } => format!(
                "the lone number on line {} of each block counts the tokens of the next line",
                r + 1
            ),
        }
    }
}

fn within(n: usize, (lo, hi): (usize, usize)) -> bool {
    n >= lo && n <= hi
}

fn range((lo, hi): (usize, usize)) -> String {
    if lo == hi {
        lo.to_string()
    } else {
        format!("{}..{}", lo, hi)
    }
}

impl fmt::Display for Seen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ints {
            Some((lo, _)) => write!(f, "≥ {}", lo.min(1)),
            None if self.count == 0 => f.write_str("nothing"),
            None => write!(f, "words of {}+ characters", self.len.0),
        }
    }
}

impl fmt::Display for Layout {
    /// One line: `line 1: [1,5] (counts blocks of 2 lines); block line 1: [1,8] (counts the next
    /// line's tokens); block line 2: 1..8 tokens in [1,1000]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `≥ 1`, or one description a place where the places differ.
        let classes = |seen: &[Seen]| {
            let mut shown: Vec<String> =
                seen.iter().filter(|s| s.count > 0).map(|s| s.to_string()).collect();
            if shown.windows(2).all(|w| w[0] == w[1]) {
                shown.truncate(1);
            }
            shown.join(" ")
        };
        write!(f, "line 1: {}", classes(&self.header))?;
        for c in &self.counts {
            if !matches!(c, Count::Body { .. }) {
                write!(f, " ({})", self.count_text(*c).trim_start_matches("line 1's "))?;
            }
        }
        for (r, (seen, n)) in self.body.iter().enumerate().filter(|(_, (_, n))| n.0 != usize::MAX) {
            let place = if self.k == 1 {
                "later lines".to_string()
            } else {
                format!("block line {}", r + 1)
            };
            let tokens = match n.1 {
                1 => "1 token".to_string(),
                _ => format!("{} tokens", range((n.0.min(1), n.1))),
            };
            write!(f, "; {}: {}, {}", place, tokens, classes(seen))?;
            if self.counts.contains(&Count::Body { r }) {
                f.write_str(" (counts the next line's tokens)")?;
            }
        }
        Ok(())
    }
}
