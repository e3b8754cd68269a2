//! Paths and runners shared by the tests.

use grundy::process::{Program, Run};
use std::path::{Path, PathBuf};
use std::time::Duration;

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

/// Run the `grundy` tool with arguments, from the repository root.
pub fn tool(args: &[&str]) -> std::process::Output {
    tool_for(root(), args)
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
