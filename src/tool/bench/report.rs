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
fn size(bytes: u64) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readme_splice_replaces_only_the_section() {
        let r = "a\n<!-- bench:start -->\nold\n<!-- bench:end -->\nb\n";
        assert_eq!(
            splice_readme(r, "new\n").unwrap(),
            "a\n<!-- bench:start -->\nnew\n<!-- bench:end -->\nb\n"
        );
        assert_eq!(splice_readme("no markers", "x"), None);
    }

    fn usage(user: u64, sys: u64, rss_kb: u64) -> Option<Usage> {
        Some(Usage { user: Duration::from_millis(user), sys: Duration::from_millis(sys), rss_kb })
    }

    fn rival(wall: u64, wall_ratio: f64, cpu_ratio: Option<f64>) -> Rival {
        Rival {
            median: Sample { wall: Duration::from_millis(wall), usage: usage(70, 2, 1200) },
            wall_ratio,
            wall_range: (wall_ratio - 0.1, wall_ratio + 0.2),
            cpu_ratio,
        }
    }

    fn row(cpp: bool) -> Row {
        let column = |bytes, wall, ratio| Column {
            bytes,
            ours: Sample { wall: Duration::from_millis(wall), usage: usage(40, 20, 63_000) },
            cpp: if cpp { Some(rival(80, ratio, Some(0.833))) } else { None },
        };
        Row {
            id: "x".into(),
            out_bytes: 2_400_000,
            mixed: column(64_000_000, 64, 0.81),
            uniform: column(63_600_000, 70, 0.9),
            floor: rival(32, 2.0, None),
            wc: Some(rival(16, 4.05, Some(3.0))),
            small_rss_kb: Some(1900),
            judge_max: Duration::from_millis(1),
            limit_ms: 1000,
        }
    }

    #[test]
    fn table_shows_every_column() {
        let r = row(true);
        assert!((r.mb_per_s() - 1000.0).abs() < 1e-6);
        assert_eq!((size(999_499), size(1_500_001)), ("999 KB".to_string(), "2 MB".to_string()));
        let t = table(&[r, row(false)]);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 4);
        let columns = |l: &str| l.matches('|').count();
        assert!(lines.iter().all(|l| columns(l) == columns(lines[0])), "{}", t);
        assert_eq!(
            lines[2],
            "| x | 64 MB · 64 MB → 2 MB | 64.0 · 80.0 ms | **0.81** (0.71–1.01; CPU 0.83) \
             | 70.0 · 80.0 ms | **0.90** (0.80–1.10; CPU 0.83) | 40.0 · 70.0 ms | 20.0 · 2.0 ms \
             | 64.5 · 1.2 MB; 64.5 · 1.2 MB | 1.9 MB | 32.0 ms (2.00) | 16.0 ms (4.05; CPU 3.00) \
             | 1.0 ms / 1000 ms |"
        );
        assert_eq!(
            lines[3],
            "| x | 64 MB · 64 MB → 2 MB | 64.0 · – ms | – | 70.0 · – ms | – | 40.0 · – ms \
             | 20.0 · – ms | 64.5 · – MB; 64.5 · – MB | 1.9 MB | 32.0 ms (2.00) \
             | 16.0 ms (4.05; CPU 3.00) | 1.0 ms / 1000 ms |"
        );
    }

    #[test]
    fn the_console_line_shows_both_inputs() {
        let line = console_line(&row(true));
        assert!(
            line.contains("mixed: ours  64.0 ms C++  80.0 ms ÷ 0.81 (0.71–1.01) (CPU 0.83)"),
            "{}",
            line
        );
        assert!(
            line.contains("uniform: ours  70.0 ms C++  80.0 ms ÷ 0.90 (0.80–1.10)"),
            "{}",
            line
        );
        assert!(line.contains("peak 64.5 MB · 64.5 MB (1 KB: 1.9 MB)"), "{}", line);
    }
}
