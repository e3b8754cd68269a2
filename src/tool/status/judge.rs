//! The judge's facts written out from the table of problems ([`crate::problems`]): each solution's
//! `//! Judge:` header line, each page's `Limits` row and the judge's column of its bounds table,
//! each C++ rival's `// Judge bounds:` comment; and beside the Limits row, each page's `Memory
//! (ours)` row from its solution header's memory clause. `grundy status` checks them, `--write`
//! rewrites them.

use crate::problems::{Bound, Problem};

/// A solution's `//! Judge:` lines: the bounds and limits, wrapped as the other header lines are.
pub fn header(p: &Problem) -> String {
    super::wrap("//! Judge:   ", "//!          ", &p.judge_text(), 100)
}

/// A C++ rival's `// Judge bounds:` lines, in ASCII.
pub fn rival_comment(p: &Problem) -> String {
    let bounds: Vec<String> = p.bounds.iter().map(|b| ascii(&b.text())).collect();
    let text = format!("{}.", bounds.join(", "));
    super::wrap("// Judge bounds: ", "//               ", &text, 100)
}

fn ascii(text: &str) -> String {
    text.replace('≤', "<=").replace('−', "-")
}

/// `text` with the block that starts at a line beginning `label` (continued by the lines beginning
/// `indent`) replaced by `block`; a missing block goes just above the line beginning `before`.
/// `None` when neither is there.
pub fn with_block(
    text: &str,
    label: &str,
    indent: &str,
    before: &str,
    block: &str,
) -> Option<String> {
    let line_at = |prefix: &str| {
        let mut at = 0;
        for line in text.split_inclusive('\n') {
            if line.starts_with(prefix) {
                return Some(at);
            }
            at += line.len();
        }
        None
    };
    let (start, end) = match line_at(label) {
        Some(start) => {
            let mut end = start;
            for (i, line) in text[start..].split_inclusive('\n').enumerate() {
                if i > 0 && !line.starts_with(indent) {
                    break;
                }
                end += line.len();
            }
            (start, end)
        }
        None => {
            let at = line_at(before)?;
            (at, at)
        }
    };
    Some(format!("{}{}\n{}", &text[..start], block, &text[end..]))
}

/// The cells of a markdown table row, `\|` kept inside its cell.
fn cells(row: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut chars = row.trim().trim_start_matches('|').chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                out.last_mut().expect("a cell").push_str("\\|");
                chars.next();
            }
            '|' => out.push(String::new()),
            _ => out.last_mut().expect("a cell").push(c),
        }
    }
    out.pop(); // after the closing bar
    out.iter().map(|c| c.trim().to_string()).collect()
}

fn cell_text(bound: &Bound) -> String {
    bound.text().replace('|', "\\|")
}

/// `page` with its `Limits` row and the judge's column of its bounds table (the table whose header
/// starts `| | judge's bound`) written from `p`; an error names what the page lacks.
pub fn with_page_facts(page: &str, p: &Problem) -> Result<String, String> {
    let mut out = String::new();
    let (mut limits, mut in_bounds) = (false, false);
    let mut unseen: Vec<&str> = p.bounds.iter().map(|b| b.name).collect();
    for line in page.split_inclusive('\n') {
        if !line.starts_with('|') {
            in_bounds = false;
            out.push_str(line);
            continue;
        }
        in_bounds |= line.starts_with("| | judge's bound");
        let mut row = cells(line);
        if row.first().map(String::as_str) == Some("Limits") && row.len() == 2 {
            limits = true;
            row[1] = p.limits.text();
        } else if in_bounds && row.len() == 3 {
            let name = row[0].replace("\\|", "|");
            match p.bounds.iter().find(|b| b.name == name) {
                Some(bound) => {
                    unseen.retain(|&n| n != name);
                    row[1] = cell_text(bound);
                }
                None => row.clear(),
            }
        } else {
            row.clear();
        }
        match row.is_empty() {
            true => out.push_str(line), // a row the table of problems does not write
            false => out.push_str(&format!("| {} |\n", row.join(" | "))),
        }
    }
    if !limits {
        return Err("no `| Limits | … |` row".to_string());
    }
    if let Some(name) = unseen.first() {
        return Err(format!(
            "no row for the bound {:?} in the table headed `| | judge's bound`",
            name
        ));
    }
    Ok(out)
}

/// What a solution's header says of its memory: the `Time:` block from its `memory:` on.
pub fn memory_clause(source: &str) -> Option<String> {
    let start = source.find("//! Time:")?;
    let block: Vec<&str> = source[start..]
        .lines()
        .enumerate()
        .take_while(|(i, l)| *i == 0 || l.starts_with("//!          "))
        .map(|(_, l)| l[13.min(l.len())..].trim())
        .collect();
    let text = block.join(" ");
    let at = text.find("memory: ").or_else(|| text.find("Memory: "))?;
    let clause = text[at + "memory: ".len()..].trim_end_matches('.');
    let mut chars = clause.chars();
    Some(chars.next()?.to_uppercase().chain(chars).collect())
}

/// `page` with the row `| label | value |` replaced, or inserted just after the row labelled
/// `after`; `None` when neither is there.
pub fn with_row(page: &str, label: &str, after: &str, value: &str) -> Option<String> {
    let row = format!("| {} | {} |\n", label, value);
    let starts = |line: &str, label: &str| line.starts_with(&format!("| {} |", label));
    let mut out = String::new();
    let (mut done, mut anchor) = (false, None);
    for line in page.split_inclusive('\n') {
        if starts(line, label) {
            out += &row;
            done = true;
            continue;
        }
        out += line;
        if starts(line, after) {
            anchor = Some(out.len());
        }
    }
    if !done {
        out.insert_str(anchor?, &row);
    }
    Some(out)
}
