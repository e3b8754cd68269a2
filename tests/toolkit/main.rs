//! The one integration-test crate. It drives the real executables cargo built for it: the thirteen
//! solutions and the `grundy` tool. Expected answers come from the official samples (and hand-derived
//! edge cases) or from the library's oracles, never from the solution under test.

mod common;
mod contest;
mod explore;
mod games;
mod guess;
mod judges;
mod problems;
mod rival;
mod samples;
mod snippets;
mod stream;
mod stress;
mod tool;
mod verdicts;
