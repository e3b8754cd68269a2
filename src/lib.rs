//! The test side of the toolkit: everything here checks, generates, measures or explores; nothing
//! here is ever pasted into a judge (the solutions in `src/bin/` are standalone and std only).
//!
//! - [`engine`]: positions and moves in, win/lose and Grundy values out (memoised search, `mex`).
//! - [`oracle`]: one model per problem: validator, renderer, literal-rules brute force, reference,
//!   generators, the case's shape for the shrinker, exhaustive domain, mutants.
//! - [`stress`]: the one stress engine (search, shrink, direct search), for models and for users'
//!   own generators and brute forces; [`shrink`]: the one shrinker.
//! - [`process`]: running a program as a judge does (CPU time limit, process groups, output
//!   cap); [`verdict`]: the one verdict of a run; [`compare`]: outputs compared as judges do.
//! - [`shape`]: an input as a small tree of values, the models' and the shrinker's common floor.
//! - [`text`], [`rng`]: input tokens and shortened display, seeded randomness.
//! - [`sys`]: the few system calls std lacks (signals, process groups): the only `unsafe`.
//! - [`tool`]: the `grundy` command (test-samples, stress, …), behind the justfile.

pub mod compare;
pub mod engine;
pub mod explore;
pub mod guess;
pub mod hash;
pub mod json;
pub mod nim;
pub mod octal;
pub mod octal_tables;
pub mod oracle;
pub mod problems;
pub mod process;
pub mod rng;
pub mod shape;
pub mod shrink;
pub mod snippets;
pub mod source;
pub mod stress;
pub mod svg;
pub mod sys;
pub mod testlib;
pub mod text;
pub mod tool;
pub mod verdict;
