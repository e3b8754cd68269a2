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
