//! The report of `grundy bench`: the Markdown table (for target/bench/report.md and the README),
//! one console line per problem, the machine's description and the README splice.

use super::{Column, Rival, Row, Sample, Usage};
use std::fmt::Write as _;
use std::fs;
use std::process::Command;
use std::time::Duration;

/// The machine, in one line: CPU model, cores, compilers.
pub fn machine(gxx: bool) -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let version = |exe: &str| {
        Command::new(exe)
            .arg("--version")
            .output()
            .map(|o| {
                String::from_utf8_lossy(&o.stdout).lines().next().unwrap_or("").trim().to_string()
            })
            .unwrap_or_default()
    };
    let gxx = if gxx { format!(", {}", version("g++")) } else { String::new() };
    format!("{}, {} cores, {}{}", cpu, cores, version("rustc"), gxx)
}

/// A time for the table: milliseconds, one decimal.
fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

/// Peak memory for the table, from KiB: megabytes (10^6 bytes), one decimal.
fn mem(kb: u64) -> String {
    format!("{:.1} MB", kb as f64 * 1024.0 / 1e6)
}

/// Ours and the C++'s figure in one cell, `ours · C++`, with the unit once; `–` for a missing one.
fn pair(ours: Option<f64>, cpp: Option<f64>, unit: &str) -> String {
    let show = |v: Option<f64>| v.map_or("–".to_string(), |v| format!("{:.1}", v));
    if ours.is_none() && cpp.is_none() {
        return "–".to_string();
    }
    format!("{} · {} {}", show(ours), show(cpp), unit)
}

/// ` (CPU 0.55)` after a ratio: ours ÷ the rival in CPU time, when measured.
fn cpu_note(r: &Rival) -> String {
    r.cpu_ratio.map_or_else(String::new, |x| format!(" (CPU {:.2})", x))
}

/// A rival's cell: its median wall time, then ours ÷ it in wall and CPU time.
fn versus(r: &Rival) -> String {
    let cpu = r.cpu_ratio.map_or_else(String::new, |x| format!("; CPU {:.2}", x));
    format!("{} ({:.2}{})", ms(r.median.wall), r.wall_ratio, cpu)
}

/// The ratio cell of a column: ours ÷ the C++ in wall time (bold), the range of the per-round
/// ratios, and the CPU ratio.
fn ratio(c: &Column) -> String {
    c.cpp.as_ref().map_or_else(
        || "–".to_string(),
        |r| {
            let cpu = r.cpu_ratio.map_or_else(String::new, |x| format!("; CPU {:.2}", x));
            format!("**{:.2}** ({:.2}–{:.2}{})", r.wall_ratio, r.wall_range.0, r.wall_range.1, cpu)
        },
    )
}

/// A figure of our run's usage and the C++'s on one column, as one `ours · C++` cell.
fn usage_pair(c: &Column, f: fn(&Usage) -> f64, unit: &str) -> String {
    let of = |s: Option<&Sample>| s.and_then(|s| s.usage.as_ref()).map(f);
    pair(of(Some(&c.ours)), of(c.cpp.as_ref().map(|r| &r.median)), unit)
}

fn user_ms(u: &Usage) -> f64 {
    u.user.as_secs_f64() * 1e3
}

fn sys_ms(u: &Usage) -> f64 {
    u.sys.as_secs_f64() * 1e3
}

fn rss_mb(u: &Usage) -> f64 {
    u.rss_kb as f64 * 1024.0 / 1e6
}

/// The wall times of a column, `ours · C++`.
fn walls(c: &Column) -> String {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    pair(Some(ms(c.ours.wall)), c.cpp.as_ref().map(|r| ms(r.median.wall)), "ms")
}

/// The report table in Markdown.
pub fn table(rows: &[Row]) -> String {
    let mut t = String::from(
        "| problem | input: mixed · uniform → output | mixed: ours · C++ | ours ÷ C++, mixed \
         | uniform: ours · C++ | ours ÷ C++, uniform | user (mixed): ours · C++ \
         | system (mixed): ours · C++ | peak memory: ours · C++ (mixed; uniform) \
         | ours, 1 KB input | read floor (ours ÷) | `wc -l` (ours ÷) | judge-max input |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for r in rows {
        let _ = writeln!(
            t,
            "| {} | {} · {} → {} | {} | {} | {} | {} | {} | {} | {}; {} | {} | {} | {} | {} / {} ms |",
            r.id,
            size(r.mixed.bytes),
            size(r.uniform.bytes),
            size(r.out_bytes),
            walls(&r.mixed),
            ratio(&r.mixed),
            walls(&r.uniform),
            ratio(&r.uniform),
            usage_pair(&r.mixed, user_ms, "ms"),
            usage_pair(&r.mixed, sys_ms, "ms"),
            usage_pair(&r.mixed, rss_mb, "MB"),
            usage_pair(&r.uniform, rss_mb, "MB"),
            r.small_rss_kb.map_or_else(|| "–".to_string(), mem),
            versus(&r.floor),
            r.wc.as_ref().map_or_else(|| "–".to_string(), versus),
            ms(r.judge_max),
            r.limit_ms
        );
    }
    t
}

/// A byte count for the table: whole megabytes, or kilobytes below one megabyte.
pub fn size(bytes: u64) -> String {
    if bytes >= 1_000_000 {
        format!("{:.0} MB", bytes as f64 / 1e6)
    } else {
        format!("{:.0} KB", bytes as f64 / 1e3)
    }
}

/// Replace the text between the bench markers of the README.
pub fn splice_readme(readme: &str, section: &str) -> Option<String> {
    let (start, end) = ("<!-- bench:start -->", "<!-- bench:end -->");
    let a = readme.find(start)? + start.len();
    let b = readme[a..].find(end)? + a;
    Some(format!("{}\n{}{}", &readme[..a], section, &readme[b..]))
}

/// One input's figures on the console: our time, the C++'s and ours ÷ it.
fn console_column(name: &str, c: &Column) -> String {
    let mut s = format!("  {}: ours {:>8}", name, ms(c.ours.wall));
    if let Some(r) = &c.cpp {
        let _ = write!(
            s,
            " C++ {:>8} ÷ {:.2} ({:.2}–{:.2}){}",
            ms(r.median.wall),
            r.wall_ratio,
            r.wall_range.0,
            r.wall_range.1,
            cpu_note(r)
        );
    }
    s
}

/// One problem's figures on one line of the console.
pub fn console_line(r: &Row) -> String {
    let mut line = format!("{:<13}", r.id);
    line += &console_column("mixed", &r.mixed);
    line += &console_column("uniform", &r.uniform);
    let _ = write!(line, "  ÷floor {:.2}{}", r.floor.wall_ratio, cpu_note(&r.floor));
    if let Some(w) = &r.wc {
        let _ = write!(line, "  ÷wc {:.2}{}", w.wall_ratio, cpu_note(w));
    }
    let peak = |c: &Column| c.ours.usage.map(|u| u.rss_kb);
    if let (Some(m), Some(u), Some(small)) = (peak(&r.mixed), peak(&r.uniform), r.small_rss_kb) {
        let _ = write!(line, "  peak {} · {} (1 KB: {})", mem(m), mem(u), mem(small));
    }
    let _ = write!(line, "  judge-max {}", ms(r.judge_max));
    line
}
