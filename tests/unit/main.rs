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
