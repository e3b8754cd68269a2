//! The body of a one-dimensional law as code, in either language: residues of a period, a period's
//! values (with a saltus), the tests of the known sets, the values of the known sequences, and
//! Beatty sequences (a fraction in 128-bit products, φ and φ² through the Zeckendorf
//! representation).

use super::beatty::Alpha;
use super::code::{numbers, Lang};
use super::period::Periodic;
use super::rule::Law;
use super::sets::{SeqName, SetName};

/// The Fibonacci numbers F(0..=93) as a local array `f` (F(93) is the last below 2^64).
fn fib_array(lang: Lang) -> String {
    match lang {
        Lang::Rust => "    let mut f = [0u64; 94];\n    f[1] = 1;\n    for i in 2..94 {\n        \
                       f[i] = f[i - 1] + f[i - 2];\n    }\n"
            .into(),
        Lang::Cpp => "    unsigned long long f[94] = {0, 1};\n    for (int i = 2; i < 94; i++) \
                      f[i] = f[i - 1] + f[i - 2];\n"
            .into(),
    }
}

/// Statements leaving in `low` the smallest Zeckendorf index of `x` ≥ 1 (F(2) = 1, F(3) = 2, …),
/// and with `shifted`, in `k` the sum of the terms each moved one index down.
pub(super) fn zeckendorf(lang: Lang, x: &str, shifted: bool) -> String {
    let body = match (lang, shifted) {
        (Lang::Rust, true) => format!(
            "    let (mut m, mut low, mut k) = ({}, 0, 0u64);\n    for i in (2..94).rev() {{\n        \
             if f[i] <= m {{\n            m -= f[i];\n            low = i;\n            k += f[i - 1];\n        \
             }}\n    }}\n",
            x
        ),
        (Lang::Rust, false) => format!(
            "    let (mut m, mut low) = ({}, 0);\n    for i in (2..94).rev() {{\n        \
             if f[i] <= m {{\n            m -= f[i];\n            low = i;\n        }}\n    }}\n",
            x
        ),
        (Lang::Cpp, true) => format!(
            "    unsigned long long m = {}, k = 0;\n    int low = 0;\n    for (int i = 93; i >= 2; i--)\n        \
             if (f[i] <= m) m -= f[i], low = i, k += f[i - 1];\n",
            x
        ),
        (Lang::Cpp, false) => format!(
            "    unsigned long long m = {};\n    int low = 0;\n    for (int i = 93; i >= 2; i--)\n        \
             if (f[i] <= m) m -= f[i], low = i;\n",
            x
        ),
    };
    fib_array(lang) + &body
}

/// Whether n is in the set, as statements ending in a `return`/tail of `wins` (not in the set).
fn set_test(lang: Lang, set: SetName) -> String {
    let r = lang == Lang::Rust;
    match set {
        SetName::Fibonacci => {
            if r {
                "    let (mut a, mut b) = (0u64, 1u64);\n    while a < n {\n        match a.checked_add(b) {\n            \
                 Some(c) => {\n                a = b;\n                b = c;\n            }\n            \
                 None => return b != n,\n        }\n    }\n    a != n\n"
                    .into()
            } else {
                "    unsigned long long a = 0, b = 1;\n    while (a < n) {\n        if (b > ~0ULL - a) return b != n;\n        \
                 unsigned long long c = a + b;\n        a = b;\n        b = c;\n    }\n    return a != n;\n"
                    .into()
            }
        }
        SetName::PowersOfTwo => {
            lang.ret(if r { "!n.is_power_of_two()" } else { "n == 0 || (n & (n - 1)) != 0" })
        }
        SetName::PowersOfTwoMinusOne => {
            lang.ret(if r { "n & n.wrapping_add(1) != 0" } else { "(n & (n + 1)) != 0" })
        }
        SetName::Squares => {
            if r {
                "    let mut s = 0u64;\n    for bit in (0..32).rev() {\n        let c = s | 1 << bit;\n        \
                 if c * c <= n {\n            s = c;\n        }\n    }\n    s * s != n\n"
                    .into()
            } else {
                "    unsigned long long s = 0;\n    for (int bit = 31; bit >= 0; bit--) {\n        \
                 unsigned long long c = s | 1ULL << bit;\n        if (c * c <= n) s = c;\n    }\n    return s * s != n;\n"
                    .into()
            }
        }
        SetName::Triangular => {
            // k = ⌊√(2n)⌋, in 128 bits; n = k(k + 1)/2 iff triangular.
            if r {
                "    let (two, mut k) = (2 * n as u128, 0u128);\n    for bit in (0..34).rev() {\n        \
                 let c = k | 1 << bit;\n        if c * c <= two {\n            k = c;\n        }\n    }\n    \
                 k * (k + 1) / 2 != n as u128\n"
                    .into()
            } else {
                "    unsigned __int128 two = (unsigned __int128)n * 2, k = 0;\n    for (int bit = 33; bit >= 0; bit--) {\n        \
                 unsigned __int128 c = k | (unsigned __int128)1 << bit;\n        if (c * c <= two) k = c;\n    }\n    \
                 return k * (k + 1) / 2 != n;\n"
                    .into()
            }
        }
        SetName::Evil => {
            lang.ret(if r { "n.count_ones() % 2 == 1" } else { "__builtin_popcountll(n) % 2 == 1" })
        }
        SetName::Odious => {
            lang.ret(if r { "n.count_ones() % 2 == 0" } else { "__builtin_popcountll(n) % 2 == 0" })
        }
    }
}

/// The law's statements; `wide`: the value is 128 bits.
pub(super) fn law_body(
    lang: Lang,
    law: &Law,
    start: u64,
    guarded: bool,
    wins: bool,
    wide: bool,
) -> String {
    match law {
        Law::Periodic(p) if wins && p.saltus == 0 => losing_residues(lang, p, start),
        Law::Periodic(p) => periodic_value(lang, p, start, guarded, wide),
        Law::Set(set) => set_test(lang, *set),
        Law::Beatty(Alpha::Ratio(p, q, _)) => beatty_ratio(lang, *p, *q),
        Law::Beatty(a) => beatty_golden(lang, *a == Alpha::Phi),
        Law::Sequence(q) => lang.ret(&sequence(lang, *q, wide)),
    }
}

/// Win/lose: whether n mod p is a losing residue.
fn losing_residues(lang: Lang, p: &Periodic, start: u64) -> String {
    let mut residues: Vec<u64> = (0..p.period)
        .filter(|&i| p.one[i as usize] == 0)
        .map(|i| (start % p.period + i) % p.period)
        .collect();
    residues.sort_unstable();
    lang.ret(&lang.one_of(&format!("n % {}", p.period), &numbers(residues), true))
}

/// A value from one period's table, plus the saltus times the periods passed.
fn periodic_value(lang: Lang, p: &Periodic, start: u64, guarded: bool, wide: bool) -> String {
    let r = lang == Lang::Rust;
    let list = numbers(p.one.iter().copied()).join(", ");
    // n − start when n < start has returned; else n shifted by a multiple of the period.
    let index = if start == 0 {
        "n".to_string()
    } else if guarded {
        format!("(n - {})", start)
    } else {
        format!("(n % {} + {})", p.period, p.period - start % p.period)
    };
    let t = lang.value(wide);
    let mut s = if r {
        format!("    const ONE: [{}; {}] = [{}];\n", t, p.period, list)
    } else {
        format!("    static const {} ONE[{}] = {{{}}};\n", t, p.period, list)
    };
    let at = if r {
        format!("ONE[({} % {}) as usize]", index, p.period)
    } else {
        format!("ONE[{} % {}]", index, p.period)
    };
    let periods = format!("({} / {})", index, p.period);
    let periods = match (wide, r) {
        (false, _) => periods,
        (true, true) => format!("{} as u128", periods),
        (true, false) => format!("(unsigned __int128){}", periods),
    };
    if p.saltus == 0 {
        s += &lang.ret(&at);
    } else {
        s += &lang.ret(&format!("{} + {} * {}", at, p.saltus, periods));
    }
    s
}

/// Whether n = ⌊k·p/q⌋ for some k, in integers.
fn beatty_ratio(lang: Lang, p: u64, q: u64) -> String {
    if lang == Lang::Rust {
        format!(
            "    // n = ⌊k·{p}/{q}⌋ for some k iff k = ⌈n·{q}/{p}⌉ has k·{p} < (n + 1)·{q}\n    \
             let k = (n as u128 * {q} + {pm}) / {p};\n    k * {p} >= (n as u128 + 1) * {q}\n",
            p = p,
            q = q,
            pm = p - 1
        )
    } else {
        format!(
            "    // n = floor(k*{p}/{q}) for some k iff k = ceil(n*{q}/{p}) has k*{p} < (n + 1)*{q}\n    \
             unsigned __int128 k = ((unsigned __int128)n * {q} + {pm}) / {p};\n    \
             return k * {p} >= ((unsigned __int128)n + 1) * {q};\n",
            p = p, q = q, pm = p - 1
        )
    }
}

/// Whether n = ⌊kφ⌋ (`phi`) or ⌊kφ²⌋ for some k ≥ 0, by n's Zeckendorf representation.
fn beatty_golden(lang: Lang, phi: bool) -> String {
    let parity = if phi { 1 } else { 0 };
    let mut s = format!(
        "    // n = {} for some k ≥ 0 iff n = 0 or the smallest Fibonacci term of n's\n    \
         // Zeckendorf representation has an {} index (F(2) = 1, F(3) = 2, …)\n",
        if phi { "⌊kφ⌋" } else { "⌊kφ²⌋" },
        if phi { "even" } else { "odd" }
    );
    s += &if lang == Lang::Rust {
        "    if n == 0 {\n        return false;\n    }\n".to_string()
    } else {
        "    if (n == 0) return false;\n".to_string()
    };
    s += &zeckendorf(lang, "n", false);
    s += &lang.ret(&format!("low % 2 == {}", parity));
    s
}

/// A known sequence's value at n, as an expression (`wide`: in 128 bits).
fn sequence(lang: Lang, q: SeqName, wide: bool) -> String {
    match (q, lang == Lang::Rust) {
        (SeqName::Odious, true) if wide => {
            "2 * n as u128 + 1 - u128::from(n.count_ones() % 2)".into()
        }
        (SeqName::Odious, false) if wide => {
            "(unsigned __int128)n * 2 + 1 - __builtin_popcountll(n) % 2".into()
        }
        (SeqName::Evil, true) if wide => "2 * n as u128 + u128::from(n.count_ones() % 2)".into(),
        (SeqName::Evil, false) if wide => {
            "(unsigned __int128)n * 2 + __builtin_popcountll(n) % 2".into()
        }
        (SeqName::Identity, _) => "n".to_string(),
        (SeqName::Lowbit, true) => "n & n.wrapping_neg()".into(),
        (SeqName::Lowbit, false) => "n & (0 - n)".into(),
        (SeqName::Popcount, true) => "u64::from(n.count_ones())".into(),
        (SeqName::Popcount, false) => "__builtin_popcountll(n)".into(),
        (SeqName::Odious, true) => "2 * n + 1 - u64::from(n.count_ones() % 2)".into(),
        (SeqName::Odious, false) => "2 * n + 1 - __builtin_popcountll(n) % 2".into(),
        (SeqName::Evil, true) => "2 * n + u64::from(n.count_ones() % 2)".into(),
        (SeqName::Evil, false) => "2 * n + __builtin_popcountll(n) % 2".into(),
    }
}
