//! The library's unit tests: one file per module of `src/`, at the same path (`src/oracle/hdu3032.rs`
//! → `tests/unit/oracle/hdu3032.rs`). They test functions and types, in process; the toolkit crate
//! beside them (`tests/toolkit`) drives the built binaries.
//!
//! They live here rather than in `#[cfg(test)]` modules so that `cargo test` links the library
//! `cargo build` already compiled instead of compiling it a second time as a test harness (see
//! `[lib] test = false` in Cargo.toml for the figures). What they reach is therefore public: a
//! helper a test needs is `pub`, and nothing outside the crate uses it.

mod compare;
mod engine;
mod explore;
mod guess;
mod hash;
mod json;
mod nim;
mod octal;
mod octal_tables;
mod oracle;
mod problems;
mod process;
mod rng;
mod shrink;
mod source;
mod stress;
mod svg;
mod text;
mod tool;
mod verdict;

/// With `test = false` for the library and every binary, a `#[test]` left in `src/` would never
/// run, and nothing would say so: every unit test is here.
#[test]
fn no_test_is_left_in_src_where_it_would_never_run() {
    fn walk(dir: &std::path::Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().map_or(false, |e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (i, line) in text.lines().enumerate() {
                    let code = line.trim_start();
                    // `#[cfg(test)]`, `#[cfg(all(test, unix))]`, …: the word `test` in a cfg.
                    let mut words = code.split(|c: char| !c.is_alphanumeric() && c != '_');
                    let cfg_test = code.starts_with("#[cfg") && words.any(|w| w == "test");
                    if code.starts_with("#[test]") || cfg_test {
                        found.push(format!("{}:{}: {}", path.display(), i + 1, code));
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut found);
    assert!(
        found.is_empty(),
        "move these to tests/unit (the same path as in src/):\n{}",
        found.join("\n")
    );
}
