//! Any text input as a shape, for problems without a model: lines of whitespace-separated tokens.

use super::Shape;

/// A text input as lines of whitespace-separated tokens: canonical integers become [`Shape::Int`]
/// (or [`Shape::Dec`] past 64 bits), anything else [`Shape::Bytes`].
pub fn text_shape(text: &str) -> Shape {
    let token = |t: &str| {
        let digits = !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        let canonical = digits && (t == "0" || !t.starts_with('0'));
        match t.parse::<u64>() {
            Ok(v) if canonical => Shape::Int(v),
            _ if canonical => Shape::Dec(t.to_string()),
            _ => Shape::Bytes(t.as_bytes().to_vec()),
        }
    };
    Shape::List(
        text.lines().map(|l| Shape::List(l.split_whitespace().map(token).collect())).collect(),
    )
}

/// The text of a [`text_shape`]: tokens joined by single spaces, each line ended by a newline.
/// `None` when it is not one (or a token lost all its bytes).
pub fn shape_text(shape: &Shape) -> Option<String> {
    let mut out = String::new();
    for line in shape.items()? {
        let tokens = line.items()?.iter().map(|t| match t {
            Shape::Int(v) => Some(v.to_string()),
            Shape::Dec(d) => Some(d.clone()),
            Shape::Bytes(b) if !b.is_empty() => String::from_utf8(b.clone()).ok(),
            _ => None,
        });
        out += &tokens.collect::<Option<Vec<_>>>()?.join(" ");
        out.push('\n');
    }
    Some(out)
}
