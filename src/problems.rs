//! The problems, one row each: what is said of a problem once and shown in several places — its
//! title, the judges that have it, where it can be submitted in Rust, and its idea in a few words.
//! The README's table and `problems/README.md`'s are generated from it (`grundy status --write`;
//! a test checks they are current), in the order of the oracle's registry.

/// One problem's facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Problem {
    pub id: &'static str,
    pub title: &'static str,
    /// The judges that have it, the original first.
    pub judges: &'static [&'static str],
    /// Where a Rust solution can be submitted.
    pub submit: &'static str,
    /// The solution's idea in a few words.
    pub idea: &'static str,
}

const fn p(
    id: &'static str,
    title: &'static str,
    judges: &'static [&'static str],
    submit: &'static str,
    idea: &'static str,
) -> Problem {
    Problem { id, title, judges, submit, idea }
}

pub const PROBLEMS: &[Problem] = &[
    p(
        "poj1704",
        "Georgia and Bob",
        &["POJ 1704"],
        "Luogu P10507",
        "staircase Nim on the gaps of pairs from the right",
    ),
    p(
        "poj2311",
        "Cutting Game",
        &["POJ 2311"],
        "Luogu P10501",
        "Grundy values of sheets, cuts into parts ≥ 2 wide",
    ),
    p(
        "poj2975",
        "Nim (count winning moves)",
        &["POJ 2975", "ZOJ 3067"],
        "Baekjoon 7685",
        "piles with k xor X < k",
    ),
    p(
        "csdn-stones2",
        "石子游戏(2)",
        &["CSDN challenge (page gone)"],
        "none known",
        "Nim on piles mod (m + 1)",
    ),
    p(
        "nod1066",
        "Bash游戏",
        &["51nod 1066"],
        "51nod (Rust unconfirmed)",
        "lost iff (K + 1) divides N",
    ),
    p(
        "nod1067",
        "Bash游戏 V2",
        &["51nod 1067"],
        "51nod (Rust unconfirmed)",
        "take 1, 3, 4: lost iff N mod 7 ∈ {0, 2}",
    ),
    p(
        "nod1068",
        "Bash游戏 V3",
        &["51nod 1068"],
        "51nod (Rust unconfirmed)",
        "take a power of two: lost iff 3 divides N",
    ),
    p("nod1069", "Nim游戏", &["51nod 1069"], "51nod (Rust unconfirmed)", "XOR of the piles"),
    p(
        "gym102263b",
        "Road to Arabella",
        &["Codeforces Gym 102263B"],
        "Codeforces",
        "lost iff n even and n ≤ k + 1",
    ),
    p(
        "gym103102b",
        "Reverse Game",
        &["Codeforces Gym 103102B"],
        "Codeforces, Luogu P10737, QOJ 1644",
        "inversions mod 3",
    ),
    p(
        "poj1067",
        "取石子游戏 (Wythoff's game)",
        &["POJ 1067", "HDU 1527"],
        "Luogu P2252",
        "lost iff a = ⌊(b − a)·φ⌋, in exact integers",
    ),
    p(
        "hdu2516",
        "取石子游戏 (Fibonacci game)",
        &["HDU 2516"],
        "none known",
        "lost iff n is a Fibonacci number",
    ),
    p(
        "acwing893",
        "集合-Nim游戏 (Nim with a set of take sizes)",
        &["AcWing 893"],
        "AcWing",
        "XOR of Grundy values of the subtraction game",
    ),
    // `just new <id>` adds the problem's row above this line.
];

/// The README's table of problems (its header line first).
pub fn readme_table() -> String {
    let mut out =
        String::from("| id | problem | judge | submit in Rust | files |\n|---|---|---|---|---|\n");
    for p in PROBLEMS {
        out += &format!(
            "| `{id}` | {} | {} | {} | [solution](src/bin/{id}.rs) · [page](problems/{id}.md) · \
             [samples](samples/{id}/) · [model](src/oracle/{id}.rs) |\n",
            p.title,
            p.judges.join(", "),
            p.submit,
            id = p.id
        );
    }
    out
}

/// `problems/README.md`'s table (its header line first).
pub fn catalogue_table() -> String {
    let mut out = String::from(
        "| id | problem | judge | idea | solution | page | samples | model |\n\
         |---|---|---|---|---|---|---|---|\n",
    );
    for p in PROBLEMS {
        out += &format!(
            "| {id} | {} | {} | {} | [bin](../src/bin/{id}.rs) | [page]({id}.md) | \
             [samples](../samples/{id}/) | [model](../src/oracle/{id}.rs) |\n",
            p.title,
            p.judges.join(", "),
            p.idea,
            id = p.id
        );
    }
    out
}

/// `text` with the table that starts at the line `header` replaced by `table` (up to the first
/// line that is not a table row); `None` when there is no such table.
pub fn with_table(text: &str, header: &str, table: &str) -> Option<String> {
    let start = text.find(&format!("{}\n", header))?;
    let rest = &text[start..];
    let mut end = start;
    for line in rest.split_inclusive('\n') {
        if !line.starts_with('|') {
            break;
        }
        end += line.len();
    }
    Some(format!("{}{}{}", &text[..start], table, &text[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_for_each_registered_problem_in_its_order() {
        let ids: Vec<&str> = PROBLEMS.iter().map(|p| p.id).collect();
        assert_eq!(ids, crate::oracle::IDS);
    }

    #[test]
    fn a_table_is_replaced_up_to_its_last_row() {
        let text = "intro\n| a |\n|---|\n| old |\nafter\n";
        assert_eq!(
            with_table(text, "| a |", "| a |\n|---|\n| new |\n").unwrap(),
            "intro\n| a |\n|---|\n| new |\nafter\n"
        );
        assert_eq!(with_table(text, "| b |", ""), None);
    }
}
