//! The contestant's C++ that `grundy bench` measures ours against (`bench/cpp/<id>.cpp`): each
//! compiles with `g++ -O2 -Wall` without a warning and answers every sample inside the judge's
//! bounds (all but `beyond-*`) as its `.out` file says. Skipped with a note when g++ is missing.

use crate::common::{root, scratch};
use grundy::compare::compare;
use grundy::oracle::IDS;
use grundy::process::{Exit, Program};
use std::fs;
use std::process::Command;
use std::time::Duration;

#[test]
fn every_rival_compiles_cleanly_and_answers_the_samples() {
    if Command::new("g++").arg("--version").output().map_or(true, |o| !o.status.success()) {
        println!("note: g++ not found; the contestant's C++ (bench/cpp) is not checked");
        return;
    }
    let dir = scratch("rival");
    let mut failures = Vec::new();
    let mut checked = 0;
    for id in IDS {
        let src = root().join("bench/cpp").join(format!("{}.cpp", id));
        let exe = dir.join(id);
        let built = Command::new("g++")
            .args(["-O2", "-Wall", "-o"])
            .arg(&exe)
            .arg(&src)
            .output()
            .expect("g++ starts");
        let warnings = String::from_utf8_lossy(&built.stderr).to_string();
        if !built.status.success() || !warnings.is_empty() {
            failures.push(format!("{}: g++ -O2 -Wall: {}", src.display(), warnings.trim()));
            continue;
        }
        let mut samples: Vec<_> = fs::read_dir(root().join("samples").join(id))
            .expect("the samples folder")
            .map(|e| e.expect("a sample").path())
            .filter(|p| p.extension().map_or(false, |e| e == "in"))
            .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with("beyond-"))
            .collect();
        samples.sort();
        assert!(!samples.is_empty(), "{}: no samples", id);
        for input in samples {
            let expected = fs::read_to_string(input.with_extension("out")).expect("the .out file");
            let run = Program::new(&exe)
                .run(&fs::read(&input).expect("the .in file"), Duration::from_secs(10))
                .expect("the C++ binary starts");
            let name = input.strip_prefix(root()).unwrap_or(&input).display().to_string();
            if !matches!(run.exit, Exit::Success) {
                failures.push(format!("{}: {}", name, run.exit));
            } else if let Some(m) = compare(&expected, &run.stdout_text()) {
                failures.push(format!("{}: {}", name, m));
            }
            checked += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} runs wrong:\n{}",
        failures.len(),
        checked,
        failures.join("\n")
    );
}
