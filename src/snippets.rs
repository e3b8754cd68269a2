//! The snippets: every technique as a function to paste, in Rust (std only) and C++17 (standard
//! headers only), each a file of `snippets/` with a kactl-style header. This table is what
//! `grundy snippet` lists and prints; `tests/toolkit/snippets.rs` holds each, in both languages,
//! against the literal rules of its game, and compiles each alone with a one-line `main`.

/// One snippet: its name, what it gives, its functions, both texts, and a one-line `main` that
/// calls it (the compile-alone check, and an example of use).
#[derive(Debug, Clone, Copy)]
pub struct Snippet {
    pub name: &'static str,
    pub summary: &'static str,
    pub functions: &'static [&'static str],
    pub rust: &'static str,
    pub cpp: &'static str,
    pub rust_main: &'static str,
    pub cpp_main: &'static str,
}

macro_rules! snippet {
    ($name:literal, $summary:literal, [$($f:literal),*], $rust_main:literal, $cpp_main:literal) => {
        Snippet {
            name: $name,
            summary: $summary,
            functions: &[$($f),*],
            rust: include_str!(concat!("../snippets/", $name, ".rs")),
            cpp: include_str!(concat!("../snippets/", $name, ".cpp")),
            rust_main: $rust_main,
            cpp_main: $cpp_main,
        }
    };
}

pub const SNIPPETS: &[Snippet] = &[
    snippet!(
        "nim",
        "Nim: who wins (XOR of the piles), and how many winning moves",
        ["nim_sum_first_wins", "nim_winning_moves", "Nim", "nim_winning_moves_among"],
        "fn main() { println!(\"{} {}\", nim_sum_first_wins(&[3, 4, 5]), nim_winning_moves(&[3, 4, 5])); }",
        "#include <cstdio>\nint main() { std::printf(\"%d %llu\\n\", nim_sum_first_wins({3, 4, 5}), (unsigned long long)nim_winning_moves({3, 4, 5})); }"
    ),
    snippet!(
        "anti_nim",
        "misère Nim (the last to take loses): the SJ theorem",
        ["anti_nim_first_wins", "AntiNim"],
        "fn main() { println!(\"{}\", anti_nim_first_wins(&[1, 1])); }",
        "#include <cstdio>\nint main() { std::printf(\"%d\\n\", anti_nim_first_wins({1, 1})); }"
    ),
    snippet!(
        "bash",
        "Bash's game: take 1 to k, the last stone wins; a pile's Grundy value",
        ["bash_first_wins", "bash_grundy"],
        "fn main() { println!(\"{} {}\", bash_first_wins(10, 3), bash_grundy(10, 3)); }",
        "#include <cstdio>\nint main() { std::printf(\"%d %llu\\n\", bash_first_wins(10, 3), (unsigned long long)bash_grundy(10, 3)); }"
    ),
    snippet!(
        "euclid",
        "Euclid's game: subtract multiples, the first forced move decides",
        ["euclid_first_wins"],
        "fn main() { println!(\"{}\", euclid_first_wins(34, 12)); }",
        "#include <cstdio>\nint main() { std::printf(\"%d\\n\", euclid_first_wins(34, 12)); }"
    ),
    snippet!(
        "lasker",
        "Lasker's Nim (split into two or take) and split into three: Grundy values",
        ["lasker_grundy", "split3_grundy"],
        "fn main() { println!(\"{} {}\", lasker_grundy(u64::MAX), split3_grundy(7)); }",
        "#include <cstdio>\nint main() { std::printf(\"%llu %llu\\n\", (unsigned long long)(lasker_grundy(3)), (unsigned long long)split3_grundy(7)); }"
    ),
    snippet!(
        "wythoff",
        "Wythoff's game, exact in integers for every u64 pair",
        ["wythoff_first_wins"],
        "fn main() { println!(\"{}\", wythoff_first_wins(4180, 6764)); }",
        "#include <cstdio>\nint main() { std::printf(\"%d\\n\", wythoff_first_wins(4180, 6764)); }"
    ),
    snippet!(
        "lieges",
        "Lieges of Legendre (take a cow, or split an even pile into k): a pile's value by k's parity",
        ["lieges_grundy", "lieges_value"],
        "fn main() { println!(\"{} {}\", lieges_grundy(24, 3), lieges_value(24, false)); }",
        "#include <cstdio>\nint main() { std::printf(\"%u %u\\n\", lieges_grundy(24, 3), lieges_value(24, false)); }"
    ),
    snippet!(
        "fibonacci_nim",
        "Fibonacci Nim (at most twice the last move): lost iff n is a Fibonacci number",
        ["fibonacci_nim_first_wins"],
        "fn main() { println!(\"{}\", fibonacci_nim_first_wins(89)); }",
        "#include <cstdio>\nint main() { std::printf(\"%d\\n\", fibonacci_nim_first_wins(89)); }"
    ),
    snippet!(
        "grundy_table",
        "Sprague–Grundy values by mex: a pile's table, and any DAG without recursion",
        ["grundy_table", "dag_grundy", "grundy_extend", "Dag"],
        "fn main() { let g = grundy_table(10, |n| [1, 3, 4].iter().filter(|&&k| k <= n).map(|&k| n - k).collect()); println!(\"{:?} {:?}\", g, dag_grundy(&[vec![1], vec![]])); }",
        "#include <cstdio>\nint main() { auto g = grundy_table(10, [](size_t n) { std::vector<size_t> m; for (size_t k : {1, 3, 4}) if (k <= n) m.push_back(n - k); return m; }); std::printf(\"%u %u\\n\", g[10], dag_grundy({{1}, {}})[0]); }"
    ),
    snippet!(
        "retrograde",
        "win, lose or draw on a game graph with cycles (retrograde analysis)",
        ["retrograde", "Outcome", "reverse_rows", "settle"],
        "fn main() { println!(\"{:?}\", retrograde(&[vec![1], vec![0], vec![0, 3], vec![]])); }",
        "#include <cstdio>\nint main() { auto o = retrograde({{1}, {0}, {0, 3}, {}}); std::printf(\"%d\\n\", (int)o[2]); }"
    ),
    snippet!(
        "nim_product",
        "nim multiplication in F_2^64 (a carry-less multiply where the CPU has one)",
        ["nim_product"],
        "fn main() { println!(\"{}\", nim_product(3141, 5926)); }",
        "#include <cstdio>\nint main() { std::printf(\"%llu\\n\", (unsigned long long)nim_product(3141, 5926)); }"
    ),
    snippet!(
        "subtraction",
        "a subtraction game's Grundy value for every u64 n, by its proven period",
        ["subtraction_grundy", "Subtraction"],
        "fn main() { println!(\"{}\", subtraction_grundy(&[1, 3, 4], u64::MAX)); }",
        "#include <cstdio>\nint main() { std::printf(\"%llu\\n\", (unsigned long long)subtraction_grundy({1, 3, 4}, UINT64_MAX)); }"
    ),
    snippet!(
        "octal",
        "an octal game's Grundy values (Kayles 0.77, Dawson's 0.07, …) from its code",
        ["octal_values"],
        "fn main() { println!(\"{:?}\", octal_values(\"0.77\", 12)); }",
        "#include <cstdio>\nint main() { std::printf(\"%u\\n\", octal_values(\"0.07\", 34)[34]); }"
    ),
    snippet!(
        "cutting_game",
        "the cutting game (first to cut out 1 × 1 wins): its Grundy table, grown as far as asked",
        ["cutting_game_table", "CuttingGame::first_wins"],
        "fn main() { println!(\"{} {}\", CuttingGame::new().first_wins(2, 3), cutting_game_table(200)[3][4]); }",
        "#include <cstdio>\nint main() { CuttingGame t; std::printf(\"%d %u\\n\", t.first_wins(2, 3), cutting_game_table(200)[3][4]); }"
    ),
    snippet!(
        "every_sg",
        "Every-SG (every game must be moved): Euclid pairs, the longest win and shortest loss",
        ["every_sg_first_wins", "euclid_steps"],
        "fn main() { println!(\"{}\", every_sg_first_wins(&[(3, 2), (5, 3)])); }",
        "#include <cstdio>\nint main() { std::printf(\"%d\\n\", every_sg_first_wins({{3, 2}, {5, 3}})); }"
    ),
    snippet!(
        "staircase",
        "staircase Nim: the XOR of the odd steps, fed one step at a time from either end",
        ["staircase_first_wins", "Staircase"],
        "fn main() { println!(\"{}\", staircase_first_wins(&[1, 5, 1])); }",
        "#include <cstdio>\nint main() { std::printf(\"%d\\n\", staircase_first_wins({1, 5, 1})); }"
    ),
    snippet!(
        "hackenbush_tree",
        "Green Hackenbush on a rooted tree: the colon principle, leaves peeled, no recursion",
        ["hackenbush_tree", "hackenbush_peel"],
        "fn main() { println!(\"{}\", hackenbush_tree(&[vec![1, 2], vec![0], vec![0]], 0)); }",
        "#include <cstdio>\nint main() { std::printf(\"%llu\\n\", (unsigned long long)hackenbush_tree({{1, 2}, {0}, {0}}, 0)); }"
    ),
    snippet!(
        "hackenbush_graph",
        "Green Hackenbush with cycles: the fusion principle, then the colon principle",
        ["hackenbush_graph", "Fusion"],
        "fn main() { let mut f = Fusion::default(); f.clear(2); f.edge(0, 1); println!(\"{} {}\", hackenbush_graph(&[vec![1, 2], vec![0, 2], vec![0, 1, 3, 3], vec![2, 2]], 0), f.value(0)); }",
        "#include <cstdio>\nint main() { Fusion f; f.clear(2); f.edge(0, 1); std::printf(\"%llu %llu\\n\", (unsigned long long)hackenbush_graph({{1, 2}, {0, 2}, {0, 1, 3, 3}, {2, 2}}, 0), (unsigned long long)f.value(0)); }"
    ),
];

/// A problem whose solution uses a snippet's technique; its page links the snippet.
#[derive(Debug, Clone, Copy)]
pub struct Use {
    pub problem: &'static str,
    pub snippet: &'static str,
    /// The items of the snippet the solution holds, each to the letter (a test checks it): a
    /// function by its name, or an item named with its keyword (`struct Fusion`). One text for
    /// the fact.
    pub items: &'static [&'static str],
}

const fn verbatim(
    problem: &'static str,
    snippet: &'static str,
    items: &'static [&'static str],
) -> Use {
    Use { problem, snippet, items }
}

/// Which solution uses which snippet, and which of its items it holds.
pub const USES: &[Use] = &[
    verbatim("nod1066", "bash", &["bash_first_wins"]),
    verbatim("csdn-stones2", "bash", &["bash_grundy"]),
    verbatim("poj2348", "euclid", &["euclid_first_wins"]),
    verbatim("poj1067", "wythoff", &["wythoff_first_wins"]),
    verbatim("hdu3595", "every_sg", &["euclid_steps"]),
    verbatim(
        "lc-nim-product-64",
        "nim_product",
        &[
            "struct NimTables",
            "impl NimTables",
            "trait Pairs",
            "struct NoMore",
            "impl Pairs for NoMore",
        ],
    ),
    verbatim(
        "poj1704",
        "staircase",
        &["staircase_first_wins", "struct Staircase", "impl Staircase"],
    ),
    verbatim("hdu4315", "staircase", &["struct Staircase", "impl Staircase"]),
    verbatim("poj2311", "cutting_game", &["struct CuttingGame", "impl CuttingGame"]),
    verbatim("poj3710", "hackenbush_graph", &["struct Fusion", "struct Frame", "impl Fusion"]),
    verbatim("nod1069", "nim", &["struct Nim", "impl Nim"]),
    verbatim("poj2975", "nim", &["nim_winning_moves_among"]),
    verbatim("hdu1907", "anti_nim", &["struct AntiNim", "impl AntiNim"]),
    verbatim("hdu3032", "lasker", &["lasker_grundy"]),
    verbatim("hdu5795", "lasker", &["split3_grundy"]),
    verbatim("cf603c", "lieges", &["lieges_value", "lieges_odd"]),
    verbatim("hdu2516", "fibonacci_nim", &["fibonacci_nim_first_wins", "const FIBONACCI_BY_HASH"]),
    verbatim("nod1067", "subtraction", &["struct Subtraction", "impl Subtraction"]),
    verbatim("agc017d", "hackenbush_tree", &["hackenbush_peel"]),
    verbatim("acwing893", "grundy_table", &["fn grundy_extend"]),
    verbatim("hdu1524", "grundy_table", &["struct Dag", "impl Dag"]),
    verbatim("abc209e", "retrograde", &["reverse_rows", "settle"]),
];

/// The snippets problem `id`'s solution uses.
pub fn used_by(id: &str) -> impl Iterator<Item = &'static Use> + '_ {
    USES.iter().filter(move |u| u.problem == id)
}

/// The snippet of this name.
pub fn find(name: &str) -> Option<&'static Snippet> {
    SNIPPETS.iter().find(|s| s.name == name)
}
