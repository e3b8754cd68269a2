//! The input format five problems share — "T, then T cases" (nod1066, nod1067, nod1068,
//! gym102263b, poj1704) — read and written once; each model says only how one case reads and
//! prints.

use crate::text::{InputError, Tokens};

/// Read T in `1..=max_t`, then T cases with `case`, then the end of the input.
pub fn parse_counted<C>(
    input: &str,
    max_t: u64,
    mut case: impl FnMut(&mut Tokens<'_>) -> Result<C, InputError>,
) -> Result<Vec<C>, InputError> {
    let mut t = Tokens::new(input);
    let games = t.u64("T", 1..=max_t)?;
    let mut cases = Vec::new();
    for _ in 0..games {
        cases.push(case(&mut t)?);
    }
    t.expect_end()?;
    Ok(cases)
}

/// T on its line, then each case as `line` writes it (its lines, each ending in a newline).
pub fn render_counted<C>(cases: &[C], line: impl Fn(&C) -> String) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        s += &line(c);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_then_its_cases_and_nothing_after() {
        let pair = |t: &mut Tokens<'_>| Ok((t.u64("a", 0..=9)?, t.u64("b", 0..=9)?));
        assert_eq!(parse_counted("2\n1 2\n3 4\n", 5, pair), Ok(vec![(1, 2), (3, 4)]));
        assert!(parse_counted("2\n1 2\n", 5, pair).is_err());
        assert!(parse_counted("1\n1 2\n3\n", 5, pair).is_err());
        assert!(parse_counted("6\n", 5, pair).is_err());
        let text = render_counted(&[(1, 2), (3, 4)], |(a, b)| format!("{} {}\n", a, b));
        assert_eq!(text, "2\n1 2\n3 4\n");
    }
}
