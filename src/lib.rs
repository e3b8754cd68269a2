//! The test side of the toolkit: everything here checks, generates, measures or explores; nothing
//! here is ever pasted into a judge (the solutions in `src/bin/` are standalone and std only).
//!
//! - [`engine`]: positions and moves in, win/lose and Grundy values out (memoised search, `mex`).
//! - [`oracle`]: one model per problem: validator, renderer, literal-rules brute force, reference,
//!   generators, the case's shape for the shrinker, exhaustive domain, mutants.
//! - [`stress`]: seeded stress testing that isolates and shrinks a failing case.
//! - [`shrink`]: the one shrinker (bisection on integers, delta debugging on lists and strings).
//! - [`process`], [`text`], [`rng`]: running programs, judging outputs, seeded randomness.
//! - [`tool`]: the `grundy` command (test-samples, stress, …), behind the justfile.

pub mod engine;
pub mod explore;
pub mod nim;
pub mod octal;
pub mod oracle;
pub mod process;
pub mod rng;
pub mod shrink;
pub mod stress;
pub mod svg;
pub mod text;
pub mod tool;
