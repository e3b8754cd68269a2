//! `grundy bench --snippet nim_product`: the snippet in Rust and in C++ against the fastest public
//! approach (issue 29), each a whole program that computes the same 10^6 products of random 64-bit
//! pairs (xorshift64 from one seed) and prints their XOR and the nanoseconds it took, from the
//! start of `main` (tables built at run time included) to the last product. The XORs must agree;
//! then the programs run in alternation, and both figures are compared round by round, as the
//! problems' table does: the time in the process (the products, what the claim is about) and the
//! whole process (start-up, dynamic loading and exit added: about 1 ms here, more for the C++).
//! The Rust snippet runs twice: a call of `nim_product(a, b)` a pair, and one call of its stream
//! (`NimTables::products`), where the loop runs inside the carry-less multiply's function.

use super::{
    compile_cpp, compile_rust, paired_ratio, rivals_dir, summarize, Meter, Prog, Sample, DISCARD,
};
use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// The snippets with a speed claim to measure, and the rival each is measured against.
const MEASURED: &[&str] = &["nim_product"];

/// The pairs both snippets' drivers draw: the rival's (bench/cpp/nim_product_rival.cpp) to the
/// letter in what it computes.
const RUST_MAIN: &str = r#"
fn main() {
    let start = std::time::Instant::now();
    let (mut s, mut acc) = (0x9E37_79B9_7F4A_7C15u64, 0u64);
    for _ in 0..1_000_000 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let a = s;
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        acc ^= nim_product(a, s);
    }
    println!("{} {}", acc, start.elapsed().as_nanos());
}
"#;

/// The same pairs through the snippet's stream (`NimTables::products`): one call, the loop inside
/// the carry-less multiply's function.
const RUST_STREAM_MAIN: &str = r#"
struct Random {
    s: u64,
    left: u32,
    acc: u64,
}

impl Random {
    #[inline(always)]
    fn step(&mut self) -> u64 {
        self.s ^= self.s << 13;
        self.s ^= self.s >> 7;
        self.s ^= self.s << 17;
        self.s
    }
}

impl Pairs for Random {
    #[inline(always)]
    fn next(&mut self) -> Option<(u64, u64)> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let a = self.step();
        Some((a, self.step()))
    }

    #[inline(always)]
    fn done(&mut self, product: u64) {
        self.acc ^= product;
    }
}

fn main() {
    let start = std::time::Instant::now();
    let mut pairs = Random { s: 0x9E37_79B9_7F4A_7C15, left: 1_000_000, acc: 0 };
    NIM_TABLES.products(&mut pairs);
    println!("{} {}", pairs.acc, start.elapsed().as_nanos());
}
"#;

const CPP_MAIN: &str = r#"
#include <chrono>
#include <cstdio>
int main() {
    auto start = std::chrono::steady_clock::now();
    uint64_t s = 0x9E3779B97F4A7C15ULL, acc = 0;
    for (int i = 0; i < 1000000; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        uint64_t a = s;
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        acc ^= nim_product(a, s);
    }
    auto ns = std::chrono::steady_clock::now() - start;
    std::printf("%llu %lld\n", (unsigned long long)acc,
                (long long)std::chrono::duration_cast<std::chrono::nanoseconds>(ns).count());
}
"#;

/// Build the programs (ours and the rival) in `dir`, check that they agree, time them; the report
/// goes to `out`.
pub(super) fn run(
    name: &str,
    runs: usize,
    meter: &Meter,
    dir: &Path,
    out: &mut dyn Write,
) -> Result<(), String> {
    if !MEASURED.contains(&name) {
        return Err(format!(
            "--snippet: no speed claim to measure for {:?} (measured: {})",
            name,
            MEASURED.join(", ")
        ));
    }
    let snippet = crate::snippets::find(name).ok_or("the snippet is missing")?;
    let dir = dir.join(format!("snippet-{}", name));
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let write = |file: &str, text: String| {
        let path = dir.join(file);
        fs::write(&path, text).map_err(|e| format!("{}: {}", path.display(), e)).map(|_| path)
    };
    let (rust, stream) = (dir.join("rust"), dir.join("stream"));
    compile_rust(&write("rust.rs", format!("{}{}", snippet.rust, RUST_MAIN))?, &rust)?;
    compile_rust(&write("stream.rs", format!("{}{}", snippet.rust, RUST_STREAM_MAIN))?, &stream)?;
    let cpp = dir.join("cpp");
    compile_cpp(&write("cpp.cpp", format!("{}{}", snippet.cpp, CPP_MAIN))?, &cpp)?;
    let rival = dir.join("rival");
    compile_cpp(&rivals_dir().join(format!("{}_rival.cpp", name)), &rival)?;
    let progs = [
        ("Rust snippet", Prog::new(&rust)),
        ("Rust stream", Prog::new(&stream)),
        ("C++ snippet", Prog::new(&cpp)),
    ];
    let rival = ("rival", Prog::new(&rival));
    // The same XOR from all four, or no figures.
    let xor = |prog: &Prog| {
        Command::new(&prog.exe)
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).split(' ').next().unwrap_or("").to_string())
            .map_err(|e| format!("{}: {}", prog.exe.display(), e))
    };
    let want = xor(&rival.1)?;
    for (what, prog) in &progs {
        let got = xor(prog)?;
        if got != want {
            return Err(format!("the {} printed {:?}, the rival {:?}", what, got, want));
        }
    }
    // Paired rounds; after each run, the time the program printed.
    let null = Path::new(DISCARD);
    let jobs: Vec<(&Prog, &Path)> =
        progs.iter().map(|(_, p)| (p, null)).chain([(&rival.1, null)]).collect();
    let printed = dir.join("printed");
    let mut inside = vec![Vec::new(); jobs.len()];
    let whole = meter.rounds_then(&jobs, runs, &printed, |i| {
        let text = fs::read_to_string(&printed).map_err(|e| e.to_string())?;
        let ns: u64 = text
            .split_ascii_whitespace()
            .nth(1)
            .and_then(|t| t.parse().ok())
            .ok_or_else(|| format!("{} printed {:?}", jobs[i].0.exe.display(), text.trim()))?;
        inside[i].push(Sample { wall: Duration::from_nanos(ns), usage: None });
        Ok(())
    })?;
    let io = |e: std::io::Error| e.to_string();
    writeln!(
        out,
        "{}: 10^6 products of random 64-bit pairs, tables built; {} paired rounds\n{:15}{:<27}whole process",
        name, runs, "", "in the process"
    )
    .map_err(io)?;
    // Each figure a median; each ratio the median of the per-round ratios to the rival's.
    let n = progs.len();
    let ms = |s: &[Sample]| summarize(s).map_or(0.0, |m| m.wall.as_secs_f64() * 1e3);
    let ratio = |ours: &[Sample], theirs: &[Sample], key| {
        paired_ratio(ours, theirs, key).map_or("-".into(), |r| format!("{:.2}", r))
    };
    for (i, (what, _)) in progs.iter().enumerate() {
        let inside_ms = format!(
            "{:.1} ms ÷ rival {}",
            ms(&inside[i]),
            ratio(&inside[i], &inside[n], super::wall)
        );
        writeln!(
            out,
            "  {:<13}{:<27}{:.1} ms ÷ rival {} (CPU {})",
            what,
            inside_ms,
            ms(&whole[i]),
            ratio(&whole[i], &whole[n], super::wall),
            ratio(&whole[i], &whole[n], super::cpu)
        )
        .map_err(io)?;
    }
    writeln!(
        out,
        "  {:<13}{:<27}{:.1} ms\n  (rival: bench/cpp/{}_rival.cpp, byte tables into GF(2)[x]/(m), pclmulqdq)",
        rival.0,
        format!("{:.1} ms", ms(&inside[n])),
        ms(&whole[n]),
        name
    )
    .map_err(io)?;
    Ok(())
}
