//! JSON written by hand, the pieces every command's `--json` shares: a string literal and an
//! array. (The project has no dependencies; its objects are small and flat.)

use std::fmt::Display;

/// A JSON string literal: quotes, backslashes and control characters escaped.
pub fn string(s: &str) -> String {
    let mut out = String::from('"');
    for c in s.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON array of numbers, booleans or JSON values.
pub fn list<T: Display>(xs: &[T]) -> String {
    format!("[{}]", xs.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(","))
}
