//! Paths and runners shared by the tests.

use grundy::process::{Program, Run};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The repository root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The solution binary of a problem id, built by cargo beside the `grundy` tool.
pub fn bin(id: &str) -> PathBuf {
    Path::new(env!("CARGO_BIN_EXE_grundy")).with_file_name(format!(
        "{}{}",
        id,
        std::env::consts::EXE_SUFFIX
    ))
}

/// Run a problem's solution on `input` (generous limit: these are unoptimised test builds).
pub fn run(id: &str, input: &[u8]) -> Run {
    Program::new(bin(id)).run(input, Duration::from_secs(60)).expect("the solution binary starts")
}

/// Run the `grundy` tool with arguments, from the repository root, for a user standing in a
/// scratch folder (what the tool writes goes there, never into the repository).
pub fn tool(args: &[&str]) -> std::process::Output {
    let caller = Path::new(env!("CARGO_TARGET_TMPDIR")).join("caller");
    std::fs::create_dir_all(&caller).expect("scratch dir");
    tool_for(&caller, args)
}

/// Run the `grundy` tool from the repository root (as the justfile does) for a user standing in
/// `caller`: their commands run there and their paths are read from there.
pub fn tool_for(caller: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .env("GRUNDY_CALLER_DIR", caller)
        .output()
        .expect("the grundy tool starts")
}

/// A fresh scratch directory under the target directory.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// A fresh folder outside the repository, as a contestant's own (`/tmp/grundy-tests-<pid>/<name>`),
/// holding copies of the named programs from `tests/programs/`.
pub fn user_folder(name: &str, programs: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-tests-{}", std::process::id())).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder in the temporary directory");
    for p in programs {
        std::fs::copy(root().join("tests/programs").join(p), dir.join(p))
            .unwrap_or_else(|e| panic!("tests/programs/{}: {}", p, e));
    }
    dir
}

/// Run `grundy` in `dir` as an installed `grundy` is run: no justfile, no GRUNDY_CALLER_DIR.
pub fn grundy_in(dir: &Path, args: &[&str]) -> std::process::Output {
    grundy_command(dir, args).output().expect("the grundy tool starts")
}

/// The tool run in `dir` with `args`, without color and without the caller's directory.
fn grundy_command(dir: &Path, args: &[&str]) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"));
    command.args(args).current_dir(dir).env("NO_COLOR", "1").env_remove("GRUNDY_CALLER_DIR");
    command
}

/// As [`grundy_in`], with the system's Python first on PATH where it exists (Debian's
/// /usr/bin/python3 starts in about 9 ms of CPU; behind a version manager's shim, which costs
/// about 90 ms a start, the tool runs the real interpreter it names, here pyenv's, in about 36):
/// for the tests that run Python helpers dozens or hundreds of times, where their starts are most
/// of the cost (measured 2026-11-27: the six tests moved here then went from 16.7 s of CPU to
/// 10.1). The others run whatever `python3` comes first, as users do, the starting kit's among
/// them: the shim's path stays tested.
pub fn grundy_in_fast_python(dir: &Path, args: &[&str]) -> std::process::Output {
    let path = std::env::var("PATH").unwrap_or_default();
    let path =
        if Path::new("/usr/bin/python3").exists() { format!("/usr/bin:{}", path) } else { path };
    grundy_command(dir, args).env("PATH", path).output().expect("the grundy tool starts")
}

/// Stdout and stderr as text.
pub fn texts(out: &std::process::Output) -> (String, String) {
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A report with what varies from run to run replaced: seconds (`0.4 s` → `_ s`) and the runs
/// used to shrink (`in 23 runs (+7 speculative, 0.4 s)` → `in _ runs (_)`).
pub fn normalised(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut line = line.to_string();
        if let Some(at) = line.find("shrunk in ") {
            let rest = &line[at + "shrunk in ".len()..];
            if let Some(close) = rest.find(')') {
                let unit = if rest.starts_with("1 run ") { "run" } else { "runs" };
                line = format!("{}shrunk in _ {} (_){}", &line[..at], unit, &rest[close + 1..]);
            }
        }
        if let Some(at) = line.find(" runs spent)") {
            let head = &line[..at];
            let digits = head.len() - head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
            line = format!("{}_{}", &head[..at - digits], &line[at..]);
        }
        out += &seconds_hidden(&line);
        out.push('\n');
    }
    out
}

/// `12.3 s` → `_ s`, wherever it stands.
fn seconds_hidden(line: &str) -> String {
    let b = line.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let digits = i > start;
        let tail = &line[i..];
        let before_ok = start == 0 || !b[start - 1].is_ascii_alphanumeric();
        if digits && before_ok && tail.len() >= 4 && tail.as_bytes()[0] == b'.' {
            let frac = tail[1..].bytes().take_while(u8::is_ascii_digit).count();
            if frac > 0 && tail[1 + frac..].starts_with(" s") {
                out += "_";
                i += 1 + frac;
                continue;
            }
        }
        out += &line[start..i];
        if i < b.len() {
            let ch = line[i..].chars().next().unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// Every process alive now (zombies left out): its id and its command line, words separated by
/// NUL bytes.
fn processes() -> Vec<(u32, Vec<u8>)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let pid = match entry.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) {
            Some(pid) => pid,
            None => continue,
        };
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let zombie = stat.rsplit(')').next().map_or(false, |r| r.trim_start().starts_with('Z'));
        if !zombie {
            found.push((pid, cmdline));
        }
    }
    found
}

/// The command lines (words separated by spaces) of the processes alive that hold `marker`.
pub fn alive(marker: &str) -> Vec<String> {
    let lines =
        processes().into_iter().map(|(_, c)| String::from_utf8_lossy(&c).replace('\0', " "));
    lines.filter(|c| c.contains(marker)).collect()
}

/// Poll every 10 ms until `ready` holds; panics after 60 s, naming `what`. For tests that must
/// act while programs are in a given state, on a machine of any speed, rather than after a fixed
/// sleep.
pub fn wait_for(what: &str, mut ready: impl FnMut() -> bool) {
    let start = Instant::now();
    while !ready() {
        assert!(start.elapsed() < Duration::from_secs(60), "never seen: {}", what);
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The runs of a program the tool built from `<name>.c` in a user's folder, watched from outside:
/// each process whose program (the command line's first word) is in that folder and named
/// `<name>-…`, whether it is alive and how long it has been seen alive.
pub struct Runs {
    folder: PathBuf,
    name: String,
    /// Each run in the order first seen: its id, first and last seen, and alive at the last poll.
    seen: Vec<(u32, Instant, Instant, bool)>,
}

impl Runs {
    pub fn new(folder: &Path, name: &str) -> Runs {
        let (folder, name) = (folder.to_path_buf(), format!("{}-", name));
        Runs { folder, name, seen: Vec::new() }
    }

    /// Look at /proc again.
    fn poll(&mut self) {
        let now = Instant::now();
        for run in &mut self.seen {
            run.3 = false;
        }
        for (pid, cmdline) in processes() {
            let first = cmdline.split(|&b| b == 0).next().unwrap_or_default();
            let program = Path::new(std::str::from_utf8(first).unwrap_or(""));
            let named = program.file_name().and_then(|n| n.to_str());
            if program.starts_with(&self.folder)
                && named.map_or(false, |n| n.starts_with(&self.name))
            {
                match self.seen.iter_mut().find(|s| s.0 == pid) {
                    Some(s) => (s.2, s.3) = (now, true),
                    None => self.seen.push((pid, now, now, true)),
                }
            }
        }
    }

    /// [`wait_for`] `ready` to hold for the runs seen: each alive or not, and for how long it was
    /// seen alive, in the order they were first seen.
    pub fn wait_until(&mut self, what: &str, ready: impl Fn(&[(bool, Duration)]) -> bool) {
        wait_for(what, || {
            self.poll();
            let runs: Vec<(bool, Duration)> =
                self.seen.iter().map(|&(_, first, last, live)| (live, last - first)).collect();
            ready(&runs)
        });
    }
}

/// `  12 ms` → `   _ ms` and `  1.9 MiB` → `    _ MiB` (the same widths), so that whole outputs
/// can be compared.
pub fn ms_hidden(text: &str) -> String {
    mib_hidden(&ms_only_hidden(text))
}

/// `  1.9 MiB` → `    _ MiB`, `  512 MiB` → `    _ MiB`.
fn mib_hidden(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(" MiB") {
        let before = &rest[..at];
        // A bound (`≤6.1 MiB`: a run over before the first poll) is hidden alike.
        let kept = before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
        let kept =
            if kept.len() < before.len() { kept.strip_suffix('≤').unwrap_or(kept) } else { kept };
        let n = before[kept.len()..].chars().count();
        if n > 0 {
            out += kept;
            out += &" ".repeat(n - 1);
            out.push('_');
        } else {
            out += before;
        }
        out += " MiB";
        rest = &rest[at + 4..];
    }
    out + rest
}

fn ms_only_hidden(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(" ms") {
        let before = &rest[..at];
        let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 {
            out += &before[..at - digits];
            out += &" ".repeat(digits - 1);
            out.push('_');
        } else {
            out += before;
        }
        out += " ms";
        rest = &rest[at + 3..];
    }
    out + rest
}
