//! Where things are, each said once: the folder the user stands in (their commands run there and
//! their paths are read from there), the repository this tool was built from (our samples and
//! solutions), our solution binaries, and where written files go (under the user's folder).

use crate::process::Program;
use crate::source::CommandError;
use std::path::{Path, PathBuf};

/// Where the user stands. The justfile runs recipes from the repository root and passes its
/// `invocation_directory()` in `GRUNDY_CALLER_DIR`; run directly (installed on PATH), it is the
/// current directory.
pub fn caller_dir() -> PathBuf {
    match std::env::var_os("GRUNDY_CALLER_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")),
    }
}

/// Whether the tool runs behind `just` (the replay lines then say `just …`).
pub fn through_just() -> bool {
    std::env::var_os("GRUNDY_CALLER_DIR").is_some()
}

/// How the user calls the tool, for replay lines: `just` or `grundy`.
pub fn invoked_as() -> &'static str {
    if through_just() {
        "just"
    } else {
        "grundy"
    }
}

/// A path the user typed, read from where they stand.
pub fn from_caller(path: &str) -> PathBuf {
    let p = PathBuf::from(path);
    if p.is_absolute() {
        p
    } else {
        caller_dir().join(p)
    }
}

/// The repository this tool was built from (recorded at build time).
pub fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Our samples of problem `id`, or why they cannot be found (the repository moved).
pub fn our_samples(id: &str) -> Result<PathBuf, String> {
    let dir = repository().join("samples").join(id);
    if dir.is_dir() {
        Ok(dir)
    } else {
        Err(format!(
            "our samples of {} are not at {} (this grundy was built from {}: has the repository moved? \
             install it again with `cargo install --path . --bin grundy` from where it is now)",
            id,
            dir.display(),
            repository().display()
        ))
    }
}

/// Our solution of `id`: beside this tool when cargo built both (the repository's target), else
/// the repository's debug or release build, else (an installed `grundy` before any build) its
/// source compiled with rustc -O into `./grundy-out/build/`, once per version of the file.
pub fn our_program(id: &str) -> Result<Program, String> {
    let name = format!("{}{}", id, std::env::consts::EXE_SUFFIX);
    let beside = std::env::current_exe().ok().map(|exe| exe.with_file_name(&name));
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| repository().join("target"), PathBuf::from);
    let built = ["debug", "release"].iter().map(|p| target.join(p).join(&name));
    if let Some(bin) = beside.into_iter().chain(built).find(|p| p.is_file()) {
        return Ok(Program::new(bin));
    }
    let source = repository().join("src/bin").join(format!("{}.rs", id));
    if !source.is_file() {
        return Err(format!(
            "our solution of {} is not at {} (this grundy was built from {}: has the repository moved?)",
            id,
            source.display(),
            repository().display()
        ));
    }
    user_program(&source.display().to_string()).map_err(|e| match e {
        CommandError::DoesNotBuild(why) => why,
        CommandError::Empty => format!("our solution of {} has an empty path", id),
    })
}

/// A command the user typed (`--cmd`, `--gen`, …), run where they stand; a source file is built
/// into `./grundy-out/build/`.
pub fn user_program(text: &str) -> Result<Program, CommandError> {
    crate::source::command(text, &caller_dir(), &written("build"))
}

/// Where written files go: `./grundy-out/<what>` under the user's folder.
pub fn written(what: &str) -> PathBuf {
    caller_dir().join("grundy-out").join(what)
}

/// `path` as the user can use it where they stand: relative to their folder when it lies below
/// it, else absolute.
pub fn as_seen_by_caller(path: &Path) -> PathBuf {
    let absolute = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let caller = std::fs::canonicalize(caller_dir()).unwrap_or_default();
    match absolute.strip_prefix(&caller) {
        Ok(below) if caller.is_absolute() => below.to_path_buf(),
        _ => absolute,
    }
}
