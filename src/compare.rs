//! Comparing a program's output with the expected one, the ways judges do, and naming the first
//! difference in the comparison's own terms.
//!
//! - [`Mode::Lines`]: line by line; trailing spaces, CR and trailing blank lines ignored (the judges
//!   of our problems).
//! - [`Mode::Tokens`]: whitespace-separated tokens, wherever the line breaks fall (Codeforces'
//!   default checker, testlib's `wcmp`).
//! - [`Mode::Exact`]: byte for byte.
//! - [`Mode::Float`]: tokens, where two numbers agree when their absolute or relative error is at
//!   most EPS (testlib's `doubleCompare`, used by `rcmp`); other tokens must be equal.

use crate::text::shorten_line;
use std::fmt;

/// How wide one side of a [`Difference`] is shown before it is shortened.
pub const SHOWN_WIDTH: usize = 200;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mode {
    Lines,
    Tokens,
    Exact,
    Float(f64),
}

impl Mode {
    /// `lines`, `tokens` or `exact` (`--compare`); `--float EPS` makes [`Mode::Float`].
    pub fn parse(name: &str) -> Option<Mode> {
        match name {
            "lines" => Some(Mode::Lines),
            "tokens" => Some(Mode::Tokens),
            "exact" => Some(Mode::Exact),
            _ => None,
        }
    }

    pub fn name(self) -> String {
        match self {
            Mode::Lines => "lines".into(),
            Mode::Tokens => "tokens".into(),
            Mode::Exact => "exact".into(),
            Mode::Float(eps) => format!("tokens, numbers within {}", eps),
        }
    }
}

/// What the comparison walks through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Line,
    Token,
    /// A line compared byte for byte, with the column of its first different byte.
    Exact {
        column: usize,
    },
}

/// Where two outputs first differ. `None` in a side means it has nothing there.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    pub unit: Unit,
    /// 1-based: the line, or the token.
    pub index: usize,
    /// 1-based line of the program's output where it is (of the expected output when the program's
    /// ended): which case of a batch it answers, when every case answers with a line.
    pub line: usize,
    pub expected: Option<String>,
    pub actual: Option<String>,
    /// For numbers compared with a tolerance: the error found and the one allowed.
    pub error: Option<(f64, f64)>,
}

fn quoted(s: &str) -> String {
    if s.len() > SHOWN_WIDTH {
        shorten_line(s, SHOWN_WIDTH)
    } else {
        format!("{:?}", s)
    }
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, place) = match self.unit {
            Unit::Line => ("line", format!("line {}", self.index)),
            Unit::Token => ("token", format!("token {}", self.index)),
            Unit::Exact { column } => ("line", format!("line {}, column {}", self.index, column)),
        };
        match (&self.expected, &self.actual) {
            (Some(e), Some(a)) => {
                write!(f, "{}: expected {}, got {}", place, quoted(e), quoted(a))?;
                if let Some((error, eps)) = self.error {
                    write!(f, " (error {:.2e} > {:e})", error, eps)?;
                }
                Ok(())
            }
            (None, Some(a)) => {
                write!(f, "{}: your program printed an extra {} {}", place, what, quoted(a))
            }
            (Some(e), None) => {
                write!(f, "{}: expected {}, but your program's output ended", place, quoted(e))
            }
            (None, None) => write!(f, "{}: the outputs differ", place),
        }
    }
}

/// Compare `actual` with `expected` in `mode`; `None` when a judge would accept it.
pub fn differ(mode: Mode, expected: &str, actual: &str) -> Option<Difference> {
    match mode {
        Mode::Lines => compare(expected, actual),
        Mode::Tokens => tokens(expected, actual, None),
        Mode::Float(eps) => tokens(expected, actual, Some(eps)),
        Mode::Exact => exact(expected, actual),
    }
}

/// The tolerance [`float_hint`] tries.
const HINT_EPS: f64 = 1e-6;

/// For outputs that differ in `mode` but hold numbers with a fraction that agree within 1e-6:
/// a hint to compare them as numbers, as a problem that prints reals is judged.
pub fn float_hint(mode: Mode, expected: &str, actual: &str) -> Option<String> {
    let fraction =
        |s: &str| s.split_whitespace().any(|t| t.contains('.') && t.parse::<f64>().is_ok());
    let agree = !matches!(mode, Mode::Float(_))
        && (fraction(expected) || fraction(actual))
        && tokens(expected, actual, Some(HINT_EPS)).is_none();
    agree.then(|| {
        format!(
            " (as numbers they agree within {:e}: --float EPS compares them so, as testlib's rcmp)",
            HINT_EPS
        )
    })
}

/// The lines a judge compares: CR before LF dropped, trailing whitespace cut, trailing blank lines gone.
pub fn judge_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.split('\n').map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// Compare line by line, as the judges of our problems do.
pub fn compare(expected: &str, actual: &str) -> Option<Difference> {
    let (e, a) = (judge_lines(expected), judge_lines(actual));
    let i = (0..e.len().max(a.len())).find(|&i| e.get(i) != a.get(i))?;
    Some(Difference {
        unit: Unit::Line,
        index: i + 1,
        line: i + 1,
        expected: e.get(i).map(|s| s.to_string()),
        actual: a.get(i).map(|s| s.to_string()),
        error: None,
    })
}

/// Whitespace-separated tokens with the 1-based line each is on.
fn tokens_of(text: &str) -> Vec<(usize, &str)> {
    text.split('\n')
        .enumerate()
        .flat_map(|(i, l)| l.split_ascii_whitespace().map(move |t| (i + 1, t)))
        .collect()
}

/// testlib's `doubleCompare`: equal within `eps`, absolutely or relative to the expected value.
fn close(expected: f64, actual: f64, eps: f64) -> bool {
    if expected.is_nan() || actual.is_nan() {
        return expected.is_nan() && actual.is_nan();
    }
    if expected.is_infinite() || actual.is_infinite() {
        return expected == actual;
    }
    let error = (expected - actual).abs();
    error <= eps + 1e-15 || error <= eps * expected.abs()
}

fn tokens(expected: &str, actual: &str, eps: Option<f64>) -> Option<Difference> {
    let (e, a) = (tokens_of(expected), tokens_of(actual));
    for i in 0..e.len().max(a.len()) {
        let (et, at) = (e.get(i), a.get(i));
        let mut error = None;
        let same = match (et, at, eps) {
            (Some(x), Some(y), _) if x.1 == y.1 => true,
            (Some(x), Some(y), Some(eps)) => match (x.1.parse::<f64>(), y.1.parse::<f64>()) {
                (Ok(p), Ok(q)) => {
                    error = Some(((p - q).abs(), eps));
                    close(p, q, eps)
                }
                _ => false,
            },
            _ => false,
        };
        if !same {
            return Some(Difference {
                unit: Unit::Token,
                index: i + 1,
                line: at.or(et).map_or(1, |t| t.0),
                expected: et.map(|t| t.1.to_string()),
                actual: at.map(|t| t.1.to_string()),
                error,
            });
        }
    }
    None
}

fn exact(expected: &str, actual: &str) -> Option<Difference> {
    if expected == actual {
        return None;
    }
    let (e, a): (Vec<&str>, Vec<&str>) =
        (expected.split_inclusive('\n').collect(), actual.split_inclusive('\n').collect());
    let i = (0..e.len().max(a.len())).find(|&i| e.get(i) != a.get(i))?;
    let (el, al) = (e.get(i).copied().unwrap_or(""), a.get(i).copied().unwrap_or(""));
    let column = 1 + el.bytes().zip(al.bytes()).take_while(|(x, y)| x == y).count();
    Some(Difference {
        unit: Unit::Exact { column },
        index: i + 1,
        line: i + 1,
        expected: e.get(i).map(|s| s.to_string()),
        actual: a.get(i).map(|s| s.to_string()),
        error: None,
    })
}
