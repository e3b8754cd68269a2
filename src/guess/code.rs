//! The rule as code to paste into a solution: a Rust and a C++ function, exact for every u64
//! argument (integers only; Fibonacci, Zeckendorf and square-root tests in integer arithmetic).
//! Win/lose rules become `first_wins(n) -> bool` (true: the player to move wins), Grundy rules
//! `grundy(n) -> u64`, or `-> u128` (`unsigned __int128`) when the value passes 2^64 − 1 for some
//! u64 n (an arithmetic-periodic rule, the n-th odious or evil number; Lasker's G(2^64 − 1) is
//! 2^64); two-dimensional ones take (a, b). The C++ needs GCC or Clang (it uses
//! `__builtin_popcountll` and `unsigned __int128`, as every judge's g++ has).

use super::code_law::{law_body, zeckendorf};
use super::rule::{Law, Rule, Rule1, Rule2};
use super::sets::SeqName;
use super::sum::COORDS;

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

    /// The type of a value: u64, or 128 bits when it can pass 2^64 − 1.
    pub(super) fn value(self, wide: bool) -> &'static str {
        match (self, wide) {
            (_, false) => self.int(),
            (Lang::Rust, true) => "u128",
            (Lang::Cpp, true) => "unsigned __int128",
        }
    }

    fn header(self, name: &str, args: &[&str], ret: &str) -> String {
        let t = self.int();
        match self {
            Lang::Rust => {
                let args: Vec<String> = args.iter().map(|a| format!("{}: u64", a)).collect();
                format!("fn {}({}) -> {} {{\n", name, args.join(", "), ret)
            }
            Lang::Cpp => {
                let args: Vec<String> = args.iter().map(|a| format!("{} {}", t, a)).collect();
                format!("{} {}({}) {{\n", ret, name, args.join(", "))
            }
        }
    }

    /// The return type: bool for win/lose, else a value.
    fn returns(self, wins: bool, wide: bool) -> &'static str {
        if wins {
            "bool"
        } else {
            self.value(wide)
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
/// rule found). The rows the rule takes for wrong are a comment, or with `keep_exceptions`, code
/// returning the table's values there.
pub fn function(lang: Lang, rule: &Rule, wins: bool, keep_exceptions: bool) -> Option<String> {
    let name = if wins { "first_wins" } else { "grundy" };
    match rule {
        Rule::One(r) => Some(one(lang, r, wins, name, keep_exceptions)),
        Rule::Two(r) => two(lang, r, wins, keep_exceptions),
        Rule::Sum(s) => {
            let f = one(lang, s.of.as_ref()?, false, "f", keep_exceptions);
            let args = &COORDS[..s.dims];
            let wide = !wins && wide(s.of.as_ref()?);
            let calls: Vec<String> = args.iter().map(|x| format!("f({})", x)).collect();
            let body = lang.ret(&calls.join(" ^ "));
            Some(format!(
                "{}\n{}{}}}\n",
                f,
                lang.header(name, args, lang.returns(wins, wide)),
                body
            ))
        }
    }
}

/// The rows a rule takes for wrong: a comment naming them, or (`keep`) code returning them.
fn exceptions(lang: Lang, rule: &Rule1, wins: bool, name: &str, keep: bool) -> String {
    if rule.exceptions.is_empty() {
        return String::new();
    }
    let value = |v: u64| if wins { (v != 0).to_string() } else { v.to_string() };
    if !keep {
        let rows: Vec<String> = rule
            .exceptions
            .iter()
            .map(|&(n, v)| format!("{}({}) = {}", name, n, value(v)))
            .collect();
        return format!(
            "    // The table has {}: wrong rows?\n    // This follows the rule there \
             (--keep-exceptions returns the table's values).\n",
            rows.join(", ")
        );
    }
    match lang {
        Lang::Rust => {
            let arms: String = rule
                .exceptions
                .iter()
                .map(|&(n, v)| format!("        {} => return {},\n", n, value(v)))
                .collect();
            format!("    // The table's rows that break the rule.\n    match n {{\n{}        _ => {{}}\n    }}\n", arms)
        }
        Lang::Cpp => {
            let lines: String = rule
                .exceptions
                .iter()
                .map(|&(n, v)| format!("    if (n == {}) return {};\n", n, value(v)))
                .collect();
            format!("    // The table's rows that break the rule.\n{}", lines)
        }
    }
}

pub(super) fn numbers(xs: impl IntoIterator<Item = u64>) -> Vec<String> {
    xs.into_iter().map(|x| x.to_string()).collect()
}

/// Whether the rule's value passes 2^64 − 1 at some u64 n: an arithmetic-periodic rule whose
/// largest value, at the top of u64, does; the n-th odious or evil number (2n or 2n + 1).
pub fn wide(rule: &Rule1) -> bool {
    match &rule.law {
        Law::Periodic(p) if p.saltus > 0 => {
            (0..p.period).any(|i| match rule.start.checked_add(i) {
                Some(first) => {
                    let periods = u128::from((u64::MAX - first) / p.period);
                    u128::from(p.one[i as usize]) + u128::from(p.saltus) * periods
                        > u128::from(u64::MAX)
                }
                None => false,
            })
        }
        Law::Sequence(q) => matches!(q, SeqName::Odious | SeqName::Evil),
        _ => false,
    }
}

fn one(lang: Lang, rule: &Rule1, wins: bool, name: &str, keep: bool) -> String {
    let r = lang == Lang::Rust;
    let wide = !wins && wide(rule);
    let t = lang.value(wide);
    let mut s = lang.header(name, &["n"], lang.returns(wins, wide));
    if wide {
        s += "    // 128 bits: the value passes 2^64 - 1 for the largest n\n";
    }
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
            s += &format!("    const BEFORE: [{}; {}] = [{}];\n", t, rule.start, list);
            "BEFORE[n as usize]".to_string()
        } else if dense {
            let list = numbers(rule.before.iter().map(|b| b.1)).join(", ");
            s += &format!("    static const {} BEFORE[{}] = {{{}}};\n", t, rule.start, list);
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
    s += &exceptions(lang, rule, wins, name, keep);
    s += &law_body(lang, &rule.law, rule.start, guarded, wins, wide);
    s += "}\n";
    s
}

fn two(lang: Lang, rule: &Rule2, wins: bool, keep: bool) -> Option<String> {
    let name = if wins { "first_wins" } else { "grundy" };
    let mut s = String::new();
    if let Rule2::XorSum { of, .. } = rule {
        s += &one(lang, of.as_ref()?, false, "f", keep);
        s += "\n";
    }
    let wide = match rule {
        Rule2::XorSum { of: Some(f), .. } => !wins && wide(f),
        _ => false,
    };
    s += &lang.header(name, &["a", "b"], lang.returns(wins, wide));
    s += &match rule {
        Rule2::XorSum { .. } => lang.ret("f(a) ^ f(b)"),
        Rule2::Diagonal => lang.ret("a != b"),
        Rule2::Wythoff => wythoff_body(lang),
        Rule2::Periodic { pa, pb, table } if wins => grid_lose_body(lang, (*pa, *pb), table),
        Rule2::Periodic { pa, pb, table } => grid_value_body(lang, (*pa, *pb), table),
    };
    s += "}\n";
    Some(s)
}

/// Wythoff's losing pairs, tested the Zeckendorf way.
fn wythoff_body(lang: Lang) -> String {
    let mut s = "    // loses iff {a, b} = {⌊kφ⌋, ⌊kφ²⌋}: with a ≤ b, the smallest Zeckendorf index of a is\n    \
                 // even and b − a is a's Zeckendorf terms each moved one index down\n"
        .to_string();
    s += if lang == Lang::Rust {
        "    let (a, b) = (a.min(b), a.max(b));\n    if a == 0 {\n        return b != 0;\n    }\n"
    } else {
        "    if (a > b) { unsigned long long t = a; a = b; b = t; }\n    if (a == 0) return b != 0;\n"
    };
    s += &zeckendorf(lang, "a", true);
    s += &lang.ret("!(low % 2 == 0 && b - a == k)");
    s
}

/// Win/lose periodic in each coordinate: whether (a mod pa, b mod pb) is a losing cell.
fn grid_lose_body(lang: Lang, (pa, pb): (u64, u64), table: &[Vec<u64>]) -> String {
    let mut lose = Vec::new();
    for (x, row) in table.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            if v == 0 {
                lose.push((x, y));
            }
        }
    }
    if lang == Lang::Rust {
        let pairs: Vec<String> = lose.iter().map(|(x, y)| format!("({}, {})", x, y)).collect();
        return lang.ret(&lang.one_of(&format!("(a % {}, b % {})", pa, pb), &pairs, true));
    }
    let terms: Vec<String> =
        lose.iter().map(|(x, y)| format!("(a % {} == {} && b % {} == {})", pa, x, pb, y)).collect();
    let e =
        if terms.is_empty() { "true".to_string() } else { format!("!({})", terms.join(" || ")) };
    lang.ret(&e)
}

/// Grundy values periodic in each coordinate: one period's table.
fn grid_value_body(lang: Lang, (pa, pb): (u64, u64), table: &[Vec<u64>]) -> String {
    let rows: Vec<String> =
        table.iter().map(|row| numbers(row.iter().copied()).join(", ")).collect();
    if lang == Lang::Rust {
        let rows: Vec<String> = rows.iter().map(|x| format!("[{}]", x)).collect();
        format!("    const T: [[u64; {}]; {}] = [{}];\n", pb, pa, rows.join(", "))
            + &lang.ret(&format!("T[(a % {}) as usize][(b % {}) as usize]", pa, pb))
    } else {
        let rows: Vec<String> = rows.iter().map(|x| format!("{{{}}}", x)).collect();
        format!(
            "    static const unsigned long long T[{}][{}] = {{{}}};\n",
            pa,
            pb,
            rows.join(", ")
        ) + &lang.ret(&format!("T[a % {}][b % {}]", pa, pb))
    }
}
