//! The rule as code to paste into a solution: a Rust and a C++ function, exact for every u64
//! argument (integers only; Fibonacci, Zeckendorf and square-root tests in integer arithmetic).
//! Win/lose rules become `first_wins(n) -> bool` (true: the player to move wins), Grundy rules
//! `grundy(n) -> u64`; two-dimensional ones take (a, b). The C++ needs GCC or Clang (it uses
//! `__builtin_popcountll` and `unsigned __int128`, as every judge's g++ has).

use super::code_law::{law_body, zeckendorf};
use super::rule::{Law, Rule, Rule1, Rule2};

/// The two languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    Rust,
    Cpp,
}

impl Lang {
    fn int(self) -> &'static str {
        match self {
            Lang::Rust => "u64",
            Lang::Cpp => "unsigned long long",
        }
    }

    fn header(self, name: &str, args: &[&str], wins: bool) -> String {
        let t = self.int();
        match self {
            Lang::Rust => {
                let args: Vec<String> = args.iter().map(|a| format!("{}: u64", a)).collect();
                format!(
                    "fn {}({}) -> {} {{\n",
                    name,
                    args.join(", "),
                    if wins { "bool" } else { t }
                )
            }
            Lang::Cpp => {
                let args: Vec<String> = args.iter().map(|a| format!("{} {}", t, a)).collect();
                format!("{} {}({}) {{\n", if wins { "bool" } else { t }, name, args.join(", "))
            }
        }
    }

    /// `!(x is one of xs)` or `x is one of xs`, as an expression.
    pub(super) fn one_of(self, x: &str, xs: &[String], negate: bool) -> String {
        match (self, xs.is_empty()) {
            (_, true) => negate.to_string(),
            (Lang::Rust, false) => {
                format!("{}matches!({}, {})", if negate { "!" } else { "" }, x, xs.join(" | "))
            }
            (Lang::Cpp, false) => {
                let terms: Vec<String> = xs.iter().map(|v| format!("{} == {}", x, v)).collect();
                if negate {
                    format!("!({})", terms.join(" || "))
                } else {
                    format!("({})", terms.join(" || "))
                }
            }
        }
    }

    pub(super) fn ret(self, e: &str) -> String {
        match self {
            Lang::Rust => format!("    {}\n", e),
            Lang::Cpp => format!("    return {};\n", e),
        }
    }
}

/// The rule's function in `lang`; `None` when it has no closed form (a xor-sum whose f has no
/// rule found).
pub fn function(lang: Lang, rule: &Rule, wins: bool) -> Option<String> {
    match rule {
        Rule::One(r) => Some(one(lang, r, wins, if wins { "first_wins" } else { "grundy" })),
        Rule::Two(r) => two(lang, r, wins),
    }
}

pub(super) fn numbers(xs: impl IntoIterator<Item = u64>) -> Vec<String> {
    xs.into_iter().map(|x| x.to_string()).collect()
}

fn one(lang: Lang, rule: &Rule1, wins: bool, name: &str) -> String {
    let r = lang == Lang::Rust;
    let mut s = lang.header(name, &["n"], wins);
    // Below the start: the table's rows; an arithmetic rule starting past the table's first n has
    // no value there (0).
    let arithmetic = matches!(&rule.law, Law::Periodic(p) if p.saltus > 0);
    let guarded = !rule.before.is_empty() || rule.start > 0 && arithmetic;
    if guarded {
        let dense = rule.before.len() as u64 == rule.start;
        let early = if wins {
            let lose = numbers(rule.before.iter().filter(|b| b.1 == 0).map(|b| b.0));
            lang.one_of("n", &lose, true)
        } else if dense && r {
            let list = numbers(rule.before.iter().map(|b| b.1)).join(", ");
            s += &format!("    const BEFORE: [u64; {}] = [{}];\n", rule.start, list);
            "BEFORE[n as usize]".to_string()
        } else if dense {
            let list = numbers(rule.before.iter().map(|b| b.1)).join(", ");
            s += &format!(
                "    static const unsigned long long BEFORE[{}] = {{{}}};\n",
                rule.start, list
            );
            "BEFORE[n]".to_string()
        } else if r {
            let arms: Vec<String> =
                rule.before.iter().map(|b| format!("{} => {}, ", b.0, b.1)).collect();
            if arms.is_empty() {
                "0".to_string()
            } else {
                format!("match n {{ {}_ => 0 }}", arms.concat())
            }
        } else {
            let mut e = "0".to_string();
            for b in rule.before.iter().rev() {
                e = format!("n == {} ? {} : {}", b.0, b.1, e);
            }
            e
        };
        s += &if r {
            format!("    if n < {} {{\n        return {};\n    }}\n", rule.start, early)
        } else {
            format!("    if (n < {}) return {};\n", rule.start, early)
        };
    }
    s += &law_body(lang, &rule.law, rule.start, guarded, wins);
    s += "}\n";
    s
}

fn two(lang: Lang, rule: &Rule2, wins: bool) -> Option<String> {
    let r = lang == Lang::Rust;
    let name = if wins { "first_wins" } else { "grundy" };
    let mut s = String::new();
    match rule {
        Rule2::XorSum { of, .. } => {
            s += &one(lang, of.as_ref()?, false, "f");
            s += "\n";
            s += &lang.header(name, &["a", "b"], wins);
            s += &lang.ret("f(a) ^ f(b)");
        }
        Rule2::Diagonal => {
            s += &lang.header(name, &["a", "b"], wins);
            s += &lang.ret("a != b");
        }
        Rule2::Wythoff => {
            s += &lang.header(name, &["a", "b"], wins);
            s += "    // loses iff {a, b} = {⌊kφ⌋, ⌊kφ²⌋}: with a ≤ b, the smallest Zeckendorf index of a is\n    \
                  // even and b − a is a's Zeckendorf terms each moved one index down\n";
            s += &if r {
                "    let (a, b) = (a.min(b), a.max(b));\n    if a == 0 {\n        return b != 0;\n    }\n".to_string()
            } else {
                "    if (a > b) { unsigned long long t = a; a = b; b = t; }\n    if (a == 0) return b != 0;\n".to_string()
            };
            s += &zeckendorf(lang, "a", true);
            s += &lang.ret("!(low % 2 == 0 && b - a == k)");
        }
        Rule2::Periodic { pa, pb, table } => {
            s += &lang.header(name, &["a", "b"], wins);
            if wins {
                let mut lose = Vec::new();
                for (x, row) in table.iter().enumerate() {
                    for (y, &v) in row.iter().enumerate() {
                        if v == 0 {
                            lose.push(format!("({}, {})", x, y));
                        }
                    }
                }
                if r {
                    s += &lang.ret(&lang.one_of(&format!("(a % {}, b % {})", pa, pb), &lose, true));
                } else {
                    let terms: Vec<String> = lose
                        .iter()
                        .map(|p| {
                            let (x, y) = p
                                .trim_matches(|c| c == '(' || c == ')')
                                .split_once(", ")
                                .unwrap_or(("0", "0"));
                            format!("(a % {} == {} && b % {} == {})", pa, x, pb, y)
                        })
                        .collect();
                    let e = if terms.is_empty() {
                        "true".to_string()
                    } else {
                        format!("!({})", terms.join(" || "))
                    };
                    s += &lang.ret(&e);
                }
            } else {
                let rows: Vec<String> = table
                    .iter()
                    .map(|row| format!("{{{}}}", numbers(row.iter().copied()).join(", ")))
                    .collect();
                if r {
                    let rows: Vec<String> =
                        rows.iter().map(|x| format!("[{}]", &x[1..x.len() - 1])).collect();
                    s +=
                        &format!("    const T: [[u64; {}]; {}] = [{}];\n", pb, pa, rows.join(", "));
                    s += &lang.ret(&format!("T[(a % {}) as usize][(b % {}) as usize]", pa, pb));
                } else {
                    s += &format!(
                        "    static const unsigned long long T[{}][{}] = {{{}}};\n",
                        pa,
                        pb,
                        rows.join(", ")
                    );
                    s += &lang.ret(&format!("T[a % {}][b % {}]", pa, pb));
                }
            }
        }
    }
    s += "}\n";
    Some(s)
}
