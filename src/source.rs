//! Source files as commands: `--cmd sol.cpp`, `--brute brute.py`, `--gen gen.rs`. A command that is
//! one word naming a `.cpp`, `.cc`, `.c` or `.rs` file in the user's folder is compiled once
//! (g++ -O2 -std=c++17, gcc -O2, rustc -O) into a cache keyed by the file's content and the
//! compiler's command, and the binary runs; a `.py` file runs with python3 (the interpreter itself,
//! not a version manager's shim in front of it). Anything else is a command line for `sh -c`, as
//! at a prompt.

use crate::process::{Exit, Program};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// How long a compiler may take.
const COMPILE_LIMIT: Duration = Duration::from_secs(300);

/// How many lines of a compiler's complaint are shown.
const SHOWN_LINES: usize = 12;

/// The compiler command for a source file's extension (`None`: not compiled).
fn compiler(extension: &str) -> Option<&'static [&'static str]> {
    match extension {
        "cpp" | "cc" | "cxx" => Some(&["g++", "-O2", "-std=c++17", "-o"]),
        "c" => Some(&["gcc", "-O2", "-o"]),
        "rs" => Some(&["rustc", "-O", "--edition", "2021", "-o"]),
        _ => None,
    }
}

/// FNV-1a, 64 bits: a cache key stable across Rust versions (std's hasher is not).
pub fn fnv(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in *part {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        h = (h ^ 0xff).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Why a command gives no program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    /// It is blank.
    Empty,
    /// It names a source file that does not compile: the compiler's complaint.
    DoesNotBuild(String),
}

/// The program for a command as the user typed it (`--cmd`, `--gen`, …), run in `dir`; compiled
/// binaries go to `cache`.
pub fn command(text: &str, dir: &Path, cache: &Path) -> Result<Program, CommandError> {
    let word = text.trim();
    let path = dir.join(word);
    let extension = Path::new(word).extension().and_then(|e| e.to_str()).unwrap_or("");
    let one_file = !word.is_empty() && !word.contains(char::is_whitespace) && path.is_file();
    if one_file && extension == "py" {
        let mut p = Program::from_argv(vec![python(), path.display().to_string()]).shown_as(word);
        p.dir = Some(dir.to_path_buf());
        return Ok(p);
    }
    if let (true, Some(cc)) = (one_file, compiler(extension)) {
        let exe = build(&path, cc, cache)
            .map_err(|e| CommandError::DoesNotBuild(format!("{} {}", word, e)))?;
        let mut p = Program::new(exe).shown_as(word);
        p.dir = Some(dir.to_path_buf());
        return Ok(p);
    }
    Program::shell(text, dir).ok_or(CommandError::Empty)
}

/// The Python interpreter itself: `python3` on PATH may be a version manager's shim that takes
/// 0.15 s a start before it starts the real one; asked once, the real one starts in 0.02 s.
fn python() -> String {
    static FOUND: Mutex<Option<String>> = Mutex::new(None);
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    found
        .get_or_insert_with(|| {
            let ask = Program::from_argv(vec![
                "python3".into(),
                "-c".into(),
                "import sys; print(sys.executable)".into(),
            ]);
            let real =
                ask.run(b"", Duration::from_secs(20)).ok().filter(|r| r.exit == Exit::Success);
            let path = real.map(|r| r.stdout_text().trim().to_string()).unwrap_or_default();
            if Path::new(&path).is_absolute() && Path::new(&path).is_file() {
                path
            } else {
                "python3".into()
            }
        })
        .clone()
}

/// A word quoted for sh.
pub fn quote(word: &str) -> String {
    if !word.is_empty()
        && word.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_./=:+,@%".contains(&b))
    {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// Compile `source` with `cc` unless the cache has it; the binary's path, or what went wrong.
fn build(source: &Path, cc: &[&str], cache: &Path) -> Result<PathBuf, String> {
    let code = fs::read(source).map_err(|e| format!("cannot be read: {}", e))?;
    let key = fnv(&[&code, cc.join(" ").as_bytes()]);
    let stem = source.file_stem().map_or("program".into(), |s| s.to_string_lossy().into_owned());
    let exe = cache.join(format!("{}-{:016x}", stem, key));
    if exe.is_file() {
        return Ok(exe);
    }
    fs::create_dir_all(cache)
        .map_err(|e| format!("cannot be built in {}: {}", cache.display(), e))?;
    // Built under a name of its own, then renamed: two sessions building at once never run half a file.
    let partial = cache.join(format!("{}-{:016x}.{}.part", stem, key, std::process::id()));
    let mut argv: Vec<String> = cc.iter().map(|s| s.to_string()).collect();
    argv.push(partial.display().to_string());
    argv.push(source.display().to_string());
    let compile = Program::from_argv(argv);
    let shown = cc[..cc.len() - 1].join(" ");
    let run = compile
        .run(b"", COMPILE_LIMIT)
        .map_err(|e| format!("cannot be compiled ({}): {}", shown, e))?;
    if run.exit != Exit::Success {
        let said: Vec<String> =
            run.stderr_text().lines().take(SHOWN_LINES).map(|l| format!("  {}", l)).collect();
        return Err(format!("does not compile ({}):\n{}", shown, said.join("\n")));
    }
    fs::rename(&partial, &exe)
        .map_err(|e| format!("cannot be kept in {}: {}", cache.display(), e))?;
    Ok(exe)
}
