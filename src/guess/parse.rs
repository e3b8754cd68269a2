//! Reading a table as a brute force prints it. The layout is told by the number of tokens on its
//! non-blank lines: one each (a value for n = 0, 1, 2, …), two each (`n value`), three each
//! (`a b value`), one line of four or more (values for n = 0, 1, …), lines of k ≥ 4 tokens that
//! give k − 1 coordinates and a value (see [`coordinates`]), anything else a grid (row a, column b,
//! both from 0; rows may differ in length). `--grid` reads any input as a grid.
//!
//! Values are Grundy numbers or the two words of a win/lose table in any spelling (`W/L`, `N/P`,
//! `First/Second`, `A/B`, …); a table of 0s and 1s is a win/lose table where 0 loses. Which word
//! means "the player to move loses" is `--lose WORD`, else the usual meaning of a known spelling,
//! else the word at the position with no moves (n = 0, or a = b = 0). A byte-order mark, CRLF,
//! tabs, blank lines and a missing final newline are fine; anything else wrong is an error naming
//! its line.

use super::sum::{refusal, MAX_DIMS};
use super::table::{Shape, Table, Values};

/// How to read a table.
#[derive(Debug, Clone, Default)]
pub struct ReadOptions {
    /// The word (or number) that means the player to move loses.
    pub lose: Option<String>,
    /// Read every line as a row of a grid.
    pub grid: bool,
}

/// Pairs of (lose, win) spellings everyone uses, lower case.
const KNOWN: &[(&str, &str)] = &[
    ("l", "w"),
    ("p", "n"),
    ("lose", "win"),
    ("loses", "wins"),
    ("lost", "won"),
    ("losing", "winning"),
    ("loser", "winner"),
    ("second", "first"),
    ("no", "yes"),
    ("b", "a"),
    ("bob", "alice"),
    ("false", "true"),
    ("0", "1"),
];

/// One value token: where it is and what it says.
struct Cell<'a> {
    line: usize,
    text: &'a str,
}

fn number(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn position(text: &str, line: usize, what: &str) -> Result<u64, String> {
    number(text).ok_or_else(|| {
        format!("line {}: expected {} (an unsigned integer), found {:?}", line, what, text)
    })
}

/// Read a table; `Err` is one line naming the problem and its line.
pub fn parse(input: &str, options: &ReadOptions) -> Result<Table, String> {
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let lines: Vec<(usize, Vec<&str>)> = input
        .split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.split_ascii_whitespace().collect::<Vec<_>>()))
        .filter(|(_, t)| !t.is_empty())
        .collect();
    if lines.is_empty() {
        return Err("the table is empty".into());
    }
    if !options.grid {
        if let Some((dims, cells)) = coordinates(&lines) {
            return many(dims, &cells, options);
        }
    }
    let (one, two) = positions(&lines, options.grid)?;
    let cells: Vec<&Cell<'_>> = if two.is_empty() {
        one.iter().map(|c| &c.1).collect()
    } else {
        two.iter().map(|c| &c.2).collect()
    };
    // The cell at the position with no moves, if the table has it.
    let origin = if two.is_empty() {
        one.iter().find(|c| c.0 == 0).map(|c| c.1.text)
    } else {
        two.iter().find(|c| c.0 == 0 && c.1 == 0).map(|c| c.2.text)
    };
    let (values, decode) = read_values(&cells, origin, options.lose.as_deref())?;
    let shape = match two.is_empty() {
        true => one_dimension(&one, &decode)?,
        false => two_dimensions(&two, &decode)?,
    };
    Ok(Table { shape, values })
}

/// Cells at three or more coordinates.
type Cells<'a> = Vec<(Vec<u64>, Cell<'a>)>;

/// Cells of three or more coordinates: lines of k ≥ 4 tokens whose first k − 1 are numbers, read
/// so when the last is a word (a grid never mixes them), when the positions fill a box (each
/// coordinate over its values, every combination once), or when they come as nested loops print
/// them, a ≤ b ≤ c included: at least 8 lines, in strictly increasing order, the first
/// coordinate repeating. Else `None` (a grid).
fn coordinates<'a>(lines: &[(usize, Vec<&'a str>)]) -> Option<(usize, Cells<'a>)> {
    let k = lines[0].1.len();
    if lines.len() < 2 || k < 4 || k - 1 > MAX_DIMS || lines.iter().any(|(_, t)| t.len() != k) {
        return None;
    }
    let mut cells = Vec::with_capacity(lines.len());
    for (line, t) in lines {
        let xs: Option<Vec<u64>> = t[..k - 1].iter().map(|x| number(x)).collect();
        cells.push((xs?, Cell { line: *line, text: t[k - 1] }));
    }
    let words = cells.iter().any(|c| number(c.1.text).is_none());
    let mut axes: Vec<Vec<u64>> =
        (0..k - 1).map(|i| cells.iter().map(|c| c.0[i]).collect()).collect();
    for axis in &mut axes {
        axis.sort_unstable();
        axis.dedup();
    }
    let mut positions: Vec<&Vec<u64>> = cells.iter().map(|c| &c.0).collect();
    positions.sort_unstable();
    positions.dedup();
    let size = axes.iter().try_fold(1usize, |acc, a| acc.checked_mul(a.len()));
    let distinct = positions.len() == cells.len();
    let boxed = size == Some(cells.len()) && distinct && axes.iter().all(|a| a.len() >= 2);
    let nested = cells.len() >= 8
        && cells.windows(2).all(|w| w[0].0 < w[1].0)
        && cells.windows(2).any(|w| w[0].0[0] == w[1].0[0]);
    (words || boxed || nested).then_some((k - 1, cells))
}

/// A table of three or more coordinates: Grundy values only (a win/lose table of a sum of games
/// does not give the one-pile game), no position twice.
fn many(
    dims: usize,
    cells: &[(Vec<u64>, Cell<'_>)],
    options: &ReadOptions,
) -> Result<Table, String> {
    let texts: Vec<&Cell<'_>> = cells.iter().map(|c| &c.1).collect();
    let origin = cells.iter().find(|c| c.0.iter().all(|&x| x == 0)).map(|c| c.1.text);
    let (values, decode) = read_values(&texts, origin, options.lose.as_deref())?;
    if values != Values::Grundy {
        return Err(refusal(dims));
    }
    let mut out: Vec<(Vec<u64>, u64, usize)> =
        cells.iter().map(|(x, c)| (x.clone(), decode(c.text), c.line)).collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    if let Some(w) = out.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(format!(
            "line {}: position {:?} again (first on line {})",
            w[1].2.max(w[0].2),
            w[0].0,
            w[1].2.min(w[0].2)
        ));
    }
    Ok(Table {
        shape: Shape::Many(dims, out.into_iter().map(|(x, v, _)| (x, v)).collect()),
        values,
    })
}

/// Cells at one coordinate (n) and at two (a, b).
type Positions<'a> = (Vec<(u64, Cell<'a>)>, Vec<(u64, u64, Cell<'a>)>);

/// Each value token with its position, by the table's layout: a grid (`--grid`, or rows of
/// other lengths), one value a line (or all on one line), `n value` or `a b value` lines.
fn positions<'a>(lines: &[(usize, Vec<&'a str>)], as_grid: bool) -> Result<Positions<'a>, String> {
    let counts = |k: usize| lines.iter().all(|(_, t)| t.len() == k);
    let mut one: Vec<(u64, Cell<'_>)> = Vec::new();
    let mut two: Vec<(u64, u64, Cell<'_>)> = Vec::new();
    if as_grid {
        grid(lines, &mut two);
    } else if lines.len() == 1 && lines[0].1.len() >= 4 || counts(1) {
        let mut n = 0;
        for (line, tokens) in lines {
            for t in tokens {
                one.push((n, Cell { line: *line, text: t }));
                n += 1;
            }
        }
    } else if counts(2) {
        for (line, t) in lines {
            one.push((position(t[0], *line, "n")?, Cell { line: *line, text: t[1] }));
        }
    } else if counts(3) {
        for (line, t) in lines {
            let a = position(t[0], *line, "a")?;
            let b = position(t[1], *line, "b")?;
            two.push((a, b, Cell { line: *line, text: t[2] }));
        }
    } else {
        grid(lines, &mut two);
    }
    Ok((one, two))
}

/// The rows of a table of one coordinate, sorted; a position given twice is an error.
fn one_dimension(one: &[(u64, Cell<'_>)], decode: &Decode) -> Result<Shape, String> {
    let mut rows: Vec<(u64, u64, usize)> =
        one.iter().map(|(n, c)| (*n, decode(c.text), c.line)).collect();
    rows.sort_by_key(|r| r.0);
    if let Some(w) = rows.windows(2).find(|w| w[0].0 == w[1].0) {
        let (first, second) = (w[0].2.min(w[1].2), w[0].2.max(w[1].2));
        return Err(format!(
            "line {}: n = {} again (first on line {}; a grid? --grid reads each line as a row)",
            second, w[0].0, first
        ));
    }
    Ok(Shape::One(rows.into_iter().map(|(n, v, _)| (n, v)).collect()))
}

/// The cells of a table of two coordinates, sorted; a position given twice is an error.
fn two_dimensions(two: &[(u64, u64, Cell<'_>)], decode: &Decode) -> Result<Shape, String> {
    let mut cells: Vec<(u64, u64, u64, usize)> =
        two.iter().map(|(a, b, c)| (*a, *b, decode(c.text), c.line)).collect();
    cells.sort_by_key(|c| (c.0, c.1));
    if let Some(w) = cells.windows(2).find(|w| (w[0].0, w[0].1) == (w[1].0, w[1].1)) {
        let (first, second) = (w[0].3.min(w[1].3), w[0].3.max(w[1].3));
        return Err(format!(
            "line {}: a = {}, b = {} again (first on line {}; a grid? --grid reads each line \
             as a row)",
            second, w[0].0, w[0].1, first
        ));
    }
    Ok(Shape::Two(cells.into_iter().map(|(a, b, v, _)| (a, b, v)).collect()))
}

fn grid<'a>(lines: &[(usize, Vec<&'a str>)], out: &mut Vec<(u64, u64, Cell<'a>)>) {
    for (a, (line, tokens)) in lines.iter().enumerate() {
        for (b, t) in tokens.iter().enumerate() {
            out.push((a as u64, b as u64, Cell { line: *line, text: t }));
        }
    }
}

type Decode = Box<dyn Fn(&str) -> u64>;

/// What the values are, and how to turn a token into a value (0: the player to move loses).
fn read_values(
    cells: &[&Cell<'_>],
    origin: Option<&str>,
    lose: Option<&str>,
) -> Result<(Values, Decode), String> {
    if let Some(grundy) = grundy_values(cells, lose)? {
        return Ok(grundy);
    }
    let (words, lower) = two_words(cells)?;
    let (lose_index, why) = which_loses(&words, &lower, lose, origin)?;
    let (lose_word, win_word) = match (lose_index, words.len()) {
        (Some(i), 2) => (words[i].to_string(), words[1 - i].to_string()),
        (Some(_), _) => (words[0].to_string(), partner(words[0], true)),
        (None, _) => {
            (lose.map_or_else(|| partner(words[0], false), str::to_string), words[0].into())
        }
    };
    let lose_key = lose_word.to_lowercase();
    let values = Values::WinLose { lose: lose_word, win: win_word, why };
    Ok((values, Box::new(move |t: &str| u64::from(t.to_lowercase() != lose_key))))
}

/// A table of Grundy values (numbers, not only 0 and 1), or `None` for a win/lose table; an
/// error for a number beyond 64 bits, numbers mixed with words, or `--lose` on Grundy values.
fn grundy_values(
    cells: &[&Cell<'_>],
    lose: Option<&str>,
) -> Result<Option<(Values, Decode)>, String> {
    let too_big = cells
        .iter()
        .find(|c| c.text.bytes().all(|b| b.is_ascii_digit()) && number(c.text).is_none());
    if let Some(c) = too_big {
        return Err(format!("line {}: {} does not fit in 64 bits", c.line, c.text));
    }
    let numbers = cells.iter().all(|c| number(c.text).is_some());
    let binary = cells.iter().all(|c| c.text == "0" || c.text == "1");
    if numbers && !binary {
        if let Some(word) = lose {
            return Err(format!(
                "--lose {}: the table holds Grundy values (0 is where the player to move loses)",
                word
            ));
        }
        // Every token was checked to be a number that fits.
        return Ok(Some((Values::Grundy, Box::new(|t: &str| number(t).unwrap_or(0)))));
    }
    if !numbers {
        if let Some(c) = cells.iter().find(|c| number(c.text).is_some()) {
            if let Some(w) = cells.iter().find(|c| number(c.text).is_none()) {
                return Err(format!(
                    "line {}: {:?} is a number, but line {} has the word {:?}: a table holds \
                     Grundy values or two win/lose words",
                    c.line, c.text, w.line, w.text
                ));
            }
        }
    }
    Ok(None)
}

/// The table's words, two at most, compared without case: the first spelling of each is kept
/// (and their lower case beside).
fn two_words<'a>(cells: &[&Cell<'a>]) -> Result<(Vec<&'a str>, Vec<String>), String> {
    let mut words: Vec<&str> = Vec::new();
    let mut lower: Vec<String> = Vec::new();
    for c in cells {
        if words.len() == 2 && (c.text == words[0] || c.text == words[1]) {
            continue;
        }
        let key = c.text.to_lowercase();
        if !lower.contains(&key) {
            if words.len() == 2 {
                return Err(format!(
                    "line {}: a third value {:?} after {:?} and {:?}: a win/lose table has two \
                     words (Grundy values are unsigned integers)",
                    c.line, c.text, words[0], words[1]
                ));
            }
            lower.push(key);
            words.push(c.text);
        }
    }
    Ok((words, lower))
}

/// Which word means the player to move loses (its index, `None` when the one word present
/// wins), and why it is taken so: `--lose`, a known spelling, or the value of position 0.
fn which_loses(
    words: &[&str],
    lower: &[String],
    lose: Option<&str>,
    origin: Option<&str>,
) -> Result<(Option<usize>, String), String> {
    let by_name = |w: &str| lower.iter().position(|l| *l == w.to_lowercase());
    if let Some(word) = lose {
        return match by_name(word) {
            Some(i) => Ok((Some(i), "--lose".to_string())),
            None if words.len() == 1 => Ok((None, "--lose".to_string())),
            None => Err(format!(
                "--lose {}: the table's values are {:?} and {:?}",
                word, words[0], words[1]
            )),
        };
    }
    if let Some(i) = known(lower) {
        return Ok((i, "the usual spelling".to_string()));
    }
    match origin {
        Some(o) => Ok((by_name(o), "the position with no moves".to_string())),
        None => Err(format!(
            "cannot tell which of {} means the player to move loses (the table has no position 0): \
             say it with --lose WORD",
            words.iter().map(|w| format!("{:?}", w)).collect::<Vec<_>>().join(" and ")
        )),
    }
}

/// Which of the words (one or two) is the losing one by a known spelling: `Some(Some(i))`, or
/// `Some(None)` when the one word is a known winning word; `None` when the spelling is unknown.
fn known(words: &[String]) -> Option<Option<usize>> {
    for (l, w) in KNOWN {
        match words {
            [a, b] if a == l && b == w => return Some(Some(0)),
            [a, b] if a == w && b == l => return Some(Some(1)),
            [a] if a == l => return Some(Some(0)),
            [a] if a == w => return Some(None),
            _ => {}
        }
    }
    None
}

/// The other word of a known pair, in the same case as `word` ("L" → "W"); "not X" otherwise.
fn partner(word: &str, word_loses: bool) -> String {
    let lower = word.to_lowercase();
    let other = KNOWN.iter().find_map(|(l, w)| match word_loses {
        true if *l == lower => Some(*w),
        false if *w == lower => Some(*l),
        _ => None,
    });
    match other {
        Some(o) if word.chars().all(|c| !c.is_lowercase()) => o.to_uppercase(),
        Some(o) if word.starts_with(|c: char| c.is_uppercase()) => {
            let mut s = o[..1].to_uppercase();
            s += &o[1..];
            s
        }
        Some(o) => o.to_string(),
        None => format!("not {}", word),
    }
}
