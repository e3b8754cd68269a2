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
    /// The judge's bounds on the input's values, as its statement gives them.
    pub bounds: &'static [Bound],
    /// The judge's time and memory limits, where known.
    pub limits: Limits,
}

/// One value (or several sharing a bound, "W, H") the judge bounds: `min ≤ name ≤ max`, and what
/// else the statement says of it ("distinct").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bound {
    pub name: &'static str,
    pub min: u64,
    pub max: Max,
    pub note: &'static str,
}

/// A bound's upper end: a number, or a power of ten beyond u64 (nod1068's N ≤ 10^1000).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Max {
    Value(u64),
    TenTo(u32),
}

/// The judge's limits; `None` where no source gives them, with `note` saying what is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub time_ms: Option<u64>,
    pub memory_kib: Option<u64>,
    pub note: &'static str,
}

const fn b(name: &'static str, min: u64, max: u64, note: &'static str) -> Bound {
    Bound { name, min, max: Max::Value(max), note }
}

/// The memory limit of a problem whose judge's is unknown, and of a user's problem: Codeforces'
/// commonest.
pub const DEFAULT_MEMORY_MB: u64 = 256;

const fn limits(time_ms: u64, memory_kib: u64, note: &'static str) -> Limits {
    Limits { time_ms: Some(time_ms), memory_kib: Some(memory_kib), note }
}

const fn p(
    id: &'static str,
    title: &'static str,
    judges: &'static [&'static str],
    submit: &'static str,
    idea: &'static str,
    bounds: &'static [Bound],
    limits: Limits,
) -> Problem {
    Problem { id, title, judges, submit, idea, bounds, limits }
}

/// 10^9, the most common bound.
const E9: u64 = 1_000_000_000;
/// The 51nod series' standard limits.
const NOD: Limits = limits(1000, 131_072, "the 51nod series' standard");

pub const PROBLEMS: &[Problem] = &[
    p(
        "poj1704",
        "Georgia and Bob",
        &["POJ 1704"],
        "Luogu P10507",
        "staircase Nim on the gaps of pairs from the right",
        &[b("T", 1, 20, ""), b("N", 1, 1000, ""), b("Pi", 1, 10_000, "distinct")],
        limits(1000, 10_000, ""),
    ),
    p(
        "poj2311",
        "Cutting Game",
        &["POJ 2311"],
        "Luogu P10501",
        "Grundy values of sheets, cuts into parts ≥ 2 wide",
        &[b("W, H", 2, 200, "")],
        limits(1000, 65_536, ""),
    ),
    p(
        "poj2975",
        "Nim (count winning moves)",
        &["POJ 2975", "ZOJ 3067"],
        "Baekjoon 7685",
        "piles with k xor X < k",
        &[b("n", 1, 1000, ""), b("k", 1, E9, "")],
        Limits {
            time_ms: Some(1000),
            memory_kib: None,
            note: "on the mirrors; POJ's own figure unconfirmed",
        },
    ),
    p(
        "csdn-stones2",
        "石子游戏(2)",
        &["CSDN challenge (page gone)"],
        "none known",
        "Nim on piles mod (m + 1)",
        &[
            b("N", 2, 10_000, ""),
            b("m", 1, 10_000, ""),
            b("pile", 1, (1 << 31) - 1, "fits a signed 32-bit integer"),
        ],
        Limits {
            time_ms: None,
            memory_kib: None,
            note: "the challenge gave 120 minutes to write the program",
        },
    ),
    p(
        "nod1066",
        "Bash游戏",
        &["51nod 1066"],
        "51nod (Rust unconfirmed)",
        "lost iff (K + 1) divides N",
        &[b("T", 1, 10_000, ""), b("N", 1, E9, ""), b("K", 1, E9, "")],
        NOD,
    ),
    p(
        "nod1067",
        "Bash游戏 V2",
        &["51nod 1067"],
        "51nod (Rust unconfirmed)",
        "take 1, 3, 4: lost iff N mod 7 ∈ {0, 2}",
        &[b("T", 1, 10_000, ""), b("N", 1, E9, "")],
        limits(1000, 131_072, "seen on the problem's page"),
    ),
    p(
        "nod1068",
        "Bash游戏 V3",
        &["51nod 1068"],
        "51nod (Rust unconfirmed)",
        "take a power of two: lost iff 3 divides N",
        &[
            b("T", 1, 1000, ""),
            Bound { name: "N", min: 1, max: Max::TenTo(1000), note: "at most 1001 digits" },
        ],
        NOD,
    ),
    p(
        "nod1069",
        "Nim游戏",
        &["51nod 1069"],
        "51nod (Rust unconfirmed)",
        "XOR of the piles",
        &[b("N", 1, 1000, ""), b("A[i]", 1, E9, "")],
        NOD,
    ),
    p(
        "gym102263b",
        "Road to Arabella",
        &["Codeforces Gym 102263B"],
        "Codeforces",
        "lost iff n even and n ≤ k + 1",
        &[b("T", 1, 10_000, ""), b("n", 1, E9, ""), b("k", 1, E9, "k > n possible")],
        limits(1000, 262_144, "the gym default, assumed"),
    ),
    p(
        "gym103102b",
        "Reverse Game",
        &["Codeforces Gym 103102B"],
        "Codeforces, Luogu P10737, QOJ 1644",
        "inversions mod 3",
        &[b("|s|", 1, 1_000_000, "only `0` and `1`")],
        limits(1000, 262_144, "as on the mirrors"),
    ),
    p(
        "poj1067",
        "取石子游戏 (Wythoff's game)",
        &["POJ 1067", "HDU 1527"],
        "Luogu P2252",
        "lost iff a = ⌊(b − a)·φ⌋, in exact integers",
        &[b("a, b", 0, E9, "")],
        limits(1000, 10_000, ""),
    ),
    p(
        "hdu2516",
        "取石子游戏 (Fibonacci game)",
        &["HDU 2516"],
        "none known",
        "lost iff n is a Fibonacci number",
        &[b("n", 2, (1 << 31) - 1, "")],
        limits(1000, 32_768, ""),
    ),
    p(
        "acwing893",
        "集合-Nim游戏 (Nim with a set of take sizes)",
        &["AcWing 893"],
        "AcWing",
        "XOR of Grundy values of the subtraction game",
        &[
            b("k", 1, 100, ""),
            b("s", 1, 10_000, "distinct"),
            b("n", 1, 100, ""),
            b("h", 1, 10_000, ""),
        ],
        Limits {
            time_ms: None,
            memory_kib: None,
            note: "not recorded in the problem facts; the judge's page was not checked",
        },
    ),
    p(
        "poj2348",
        "Euclid's Game",
        &["POJ 2348", "HDU 1525", "ZOJ 1913"],
        "Kattis euclidsgame",
        "the first player with a choice (a ≥ 2b or b | a) wins",
        &[b("a, b", 1, (1 << 31) - 1, "")],
        Limits {
            time_ms: None,
            memory_kib: None,
            note: "unconfirmed on POJ and HDU; Kattis states the bound 2^31",
        },
    ),
    p(
        "hdu1907",
        "John",
        &["HDU 1907", "POJ 3480", "BZOJ 1022"],
        "Luogu P4279",
        "anti-Nim (SJ): all piles 1 ⇒ even count wins; else XOR ≠ 0 wins",
        &[b("T", 1, 474, ""), b("N", 1, 47, ""), b("Ai", 1, 4747, "")],
        Limits {
            time_ms: Some(1000),
            memory_kib: Some(131_072),
            note: "the hustoj copy's; HDU's own unconfirmed",
        },
    ),
    p(
        "hdu3032",
        "Nim or not Nim?",
        &["HDU 3032"],
        "none known",
        "Lasker's Nim: sg swaps 4k + 3 and 4k + 4; XOR",
        &[b("T", 1, 100, ""), b("N", 1, 1_000_000, ""), b("s[i]", 1, (1 << 31) - 1, "")],
        limits(1000, 32_768, "1 s for C and C++, 2 s for Java"),
    ),
    p(
        "hdu5795",
        "A Simple Nim",
        &["HDU 5795"],
        "none known",
        "split into three: sg swaps 8k + 7 and 8k + 8; XOR",
        &[b("T", 1, 100, ""), b("n", 1, 1_000_000, ""), b("s[i]", 1, E9, "")],
        limits(1000, 65_536, "1 s for C and C++, 2 s for Java"),
    ),
    p(
        "cf603c",
        "Lieges of Legendre",
        &["Codeforces 603C"],
        "Codeforces",
        "only k mod 2 matters; k odd: the value of 2x from the value of x",
        &[b("n", 1, 100_000, ""), b("k", 1, E9, ""), b("a_i", 1, E9, "")],
        limits(2000, 262_144, ""),
    ),
    p(
        "hdu4315",
        "Climbing the Hill",
        &["HDU 4315"],
        "none known",
        "staircase Nim on pairs from the bottom; k = 1 and k = 2 apart",
        &[b("N", 1, 1000, ""), b("k", 1, 1000, "k ≤ N"), b("position", 1, 99_999, "increasing")],
        Limits { time_ms: None, memory_kib: None, note: "not found (unconfirmed)" },
    ),
    p(
        "hdu1524",
        "A Chess Game",
        &["HDU 1524", "POJ 2425"],
        "none known",
        "Grundy values on the DAG by mex; XOR over the chessmen",
        &[
            b("N", 1, 1000, ""),
            b("Xi", 0, 999, "out-positions of position i, each 0 to N − 1; the graph acyclic"),
            b("M", 1, 10, ""),
            b("position", 0, 999, "below N"),
        ],
        limits(1000, 32_768, "1 s and 32 MB for C and C++, 2 s and 64 MB for Java"),
    ),
    p(
        "agc017d",
        "Game on Tree",
        &["AtCoder AGC 017 D"],
        "AtCoder",
        "Green Hackenbush, colon principle: g(v) = XOR of (g(child) + 1)",
        &[b("N", 2, 100_000, ""), b("x_i, y_i", 1, 100_000, "at most N; the edges form a tree")],
        limits(2000, 262_144, "the copies' figures"),
    ),
    p(
        "hdu3595",
        "GG and MM",
        &["HDU 3595"],
        "none known",
        "Every-SG: the first player wins iff the longest game's step count is odd",
        &[b("N", 1, 1000, ""), b("p, q", 1, 1000, "")],
        limits(2000, 32_768, "2 s for C++, 1 s for other languages; 64 MB for Java"),
    ),
    p(
        "lc-nim-product-64",
        "Nim Product (F_{2^64})",
        &["Library Checker nim_product_64"],
        "Library Checker",
        "F_{2^64} ≅ GF(2)[x]/(m) by byte tables and a carry-less multiply",
        &[b("T", 1, 1_000_000, ""), b("A, B", 0, u64::MAX, "")],
        Limits {
            time_ms: Some(10_000),
            memory_kib: None,
            note: "the site's memory limit not stated",
        },
    ),
    p(
        "poj3710",
        "Christmas Game",
        &["POJ 3710"],
        "none known",
        "fusion: an even cycle is a vertex, an odd one a pendant edge; then the colon principle",
        &[
            b("N", 1, 99, "trees per test case"),
            b("m", 1, 99, "vertices of a tree"),
            b("k", 0, 499, "edges of a tree; each on at most one cycle (parallel edges allowed)"),
            b("a, b", 1, 99, "at most m; vertex 1 the root"),
        ],
        Limits { time_ms: None, memory_kib: None, note: "not found (unconfirmed)" },
    ),
    p(
        "abc209e",
        "Shiritori",
        &["AtCoder ABC 209 E"],
        "AtCoder",
        "win, lose or draw: words are edges between three-letter strings, settled backwards",
        &[b("N", 1, 200_000, ""), b("|s_i|", 3, 8, "letters a–z and A–Z, case-sensitive")],
        limits(2000, 262_144, "the copies' figures; AtCoder's own page unconfirmed"),
    ),
    // `just new <id>` adds the problem's row above this line.
];

/// Every problem id, in the table's order.
pub const IDS: &[&str] = &ID_ARRAY;
const ID_ARRAY: [&str; PROBLEMS.len()] = {
    let mut ids = [""; PROBLEMS.len()];
    let mut i = 0;
    while i < ids.len() {
        ids[i] = PROBLEMS[i].id;
        i += 1;
    }
    ids
};

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The problem `id` (in a constant, an unknown id fails the build).
pub const fn get(id: &str) -> &'static Problem {
    let mut i = 0;
    while i < PROBLEMS.len() {
        if same(PROBLEMS[i].id, id) {
            return &PROBLEMS[i];
        }
        i += 1;
    }
    panic!("no such problem id in src/problems.rs")
}

/// The problem `id`, or `None`.
pub fn find(id: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.id == id)
}

impl Problem {
    /// The bound named `name` (in a constant, an unknown name fails the build).
    pub const fn bound(&self, name: &str) -> &'static Bound {
        let mut i = 0;
        while i < self.bounds.len() {
            if same(self.bounds[i].name, name) {
                return &self.bounds[i];
            }
            i += 1;
        }
        panic!("no such bound in src/problems.rs")
    }

    /// The judge's largest value of `name`.
    pub const fn max(&self, name: &str) -> u64 {
        match self.bound(name).max {
            Max::Value(max) => max,
            Max::TenTo(_) => panic!("a bound beyond u64: read its exponent"),
        }
    }

    /// The exponent of a bound beyond u64, 10^k.
    pub const fn ten_to(&self, name: &str) -> u32 {
        match self.bound(name).max {
            Max::TenTo(k) => k,
            Max::Value(_) => panic!("a bound within u64: read it with `max`"),
        }
    }

    /// The judge's range of `name`, as a validator checks it.
    pub const fn range(&self, name: &str) -> std::ops::RangeInclusive<u64> {
        std::ops::RangeInclusive::new(self.bound(name).min, self.max(name))
    }

    /// The judge's memory limit in MiB (rounded up), or [`DEFAULT_MEMORY_MB`] where it is unknown.
    pub const fn memory_limit_mb(&self) -> u64 {
        match self.limits.memory_kib {
            Some(kib) => (kib + 1023) / 1024,
            None => DEFAULT_MEMORY_MB,
        }
    }

    /// The judge's time limit, or 1 s where it is unknown (the commonest).
    pub const fn time_limit_ms(&self) -> u64 {
        match self.limits.time_ms {
            Some(ms) => ms,
            None => 1000,
        }
    }

    /// The judge's bounds and limits in one sentence, for a solution's `Judge:` header line.
    pub fn judge_text(&self) -> String {
        let bounds: Vec<String> = self.bounds.iter().map(Bound::text).collect();
        format!("{}; limits: {}.", bounds.join(", "), self.limits.text())
    }
}

/// A bound's number as the pages write it: 1000, 10 000, 10^9, 2^31 − 1.
pub fn number(v: u64) -> String {
    let ten = (5..20).find(|&k| 10u64.checked_pow(k) == Some(v));
    if let Some(k) = ten {
        return format!("10^{}", k);
    }
    if v > 1 << 16 && (u128::from(v) + 1).is_power_of_two() {
        return format!("2^{} − 1", (u128::from(v) + 1).trailing_zeros());
    }
    match v < 10_000 {
        true => v.to_string(),
        false => crate::text::thousands(v),
    }
}

impl Bound {
    /// "1 ≤ N ≤ 10^9", then the note: "1 ≤ Pi ≤ 10 000 (distinct)".
    pub fn text(&self) -> String {
        let max = match self.max {
            Max::Value(v) => number(v),
            Max::TenTo(k) => format!("10^{}", k),
        };
        let mut out = format!("{} ≤ {} ≤ {}", number(self.min), self.name, max);
        if !self.note.is_empty() {
            out += &format!(" ({})", self.note);
        }
        out
    }
}

impl Limits {
    /// "1 s, 128 MiB (the 51nod series' standard)"; "not known (…)".
    pub fn text(&self) -> String {
        let time = self.time_ms.map(|ms| match ms % 1000 {
            0 => format!("{} s", ms / 1000),
            _ => format!("{} ms", ms),
        });
        let memory = self.memory_kib.map(|kib| match kib % 1024 {
            0 => format!("{} MiB", kib / 1024),
            _ => format!("{} KB", number(kib)),
        });
        let known = match (time, memory) {
            (Some(t), Some(m)) => format!("{}, {}", t, m),
            (Some(t), None) => format!("{}, memory not known", t),
            (None, Some(m)) => format!("time not known, {}", m),
            (None, None) => "not known".to_string(),
        };
        match self.note {
            "" => known,
            note => format!("{} ({})", known, note),
        }
    }
}

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
