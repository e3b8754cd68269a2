//! The contestant's C++ that `grundy bench` measures ours against (`bench/cpp/<id>.cpp`): each
//! compiles with `g++ -O2 -Wall` without a warning and answers every sample inside the judge's
//! bounds (all but `beyond-*`) as its `.out` file says, and judge-sized inputs drawn as judges draw
//! them (`Model::uniform`: values over the full bounds, where a type too narrow would overflow) as
//! the model says. Skipped with a note when g++ is missing.

use crate::common::{root, scratch};
use grundy::compare::compare;
use grundy::oracle::{expected, visit, Model, Visitor, IDS};
use grundy::process::{Exit, Program};
use grundy::rng::Rng;
use grundy::tool::test_samples::{beyond, samples_in};
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Run a rival on judge-sized inputs of uniform cases (a full batch for multi-case formats, one
/// game each for the others); the failures, each naming its input's seed, and the count of runs.
/// About the most input a uniform run gets.
const UNIFORM_BYTES: usize = 1 << 20;

struct UniformInputs<'a> {
    exe: &'a Path,
}

impl Visitor for UniformInputs<'_> {
    type Output = (Vec<String>, usize);
    fn visit<M: Model>(self) -> (Vec<String>, usize) {
        let (inputs, batch) = if M::MULTI_CASE { (3, M::JUDGE_BATCH) } else { (5, 1) };
        let mut failures = Vec::new();
        for seed in 0..inputs {
            let mut rng = Rng::new(seed);
            // The judge's batch, cut at about 1 MB: a hundred games of 10^6 heaps (hdu3032's
            // bounds) are 550 MB of input and took 20 s for what 1 MB shows as well.
            let (mut cases, mut bytes) = (Vec::new(), 0);
            while cases.len() < batch && (bytes < UNIFORM_BYTES || cases.is_empty()) {
                let case = M::uniform(&mut rng);
                bytes += M::render(std::slice::from_ref(&case)).len();
                cases.push(case);
            }
            let want: String = cases.iter().map(|c| expected::<M>(c) + "\n").collect();
            let run = Program::new(self.exe)
                .run(M::render(&cases).as_bytes(), Duration::from_secs(10))
                .expect("the C++ binary starts");
            let what = format!("{}: uniform input of seed {}", M::ID, seed);
            if !matches!(run.exit, Exit::Success) {
                failures.push(format!("{}: {}", what, run.exit));
            } else if let Some(m) = compare(&want, &run.stdout_text()) {
                failures.push(format!("{}: {}", what, m));
            }
        }
        (failures, inputs as usize)
    }
}

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
        let samples: Vec<_> = samples_in(&root().join("samples").join(id))
            .into_iter()
            .filter(|s| !beyond(&s.name))
            .collect();
        assert!(!samples.is_empty(), "{}: no samples", id);
        for sample in samples {
            let input = sample.input;
            let answer = sample.answer.expect("the .out file");
            let expected = fs::read_to_string(answer).expect("the .out file");
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
        let (wrong, runs) = visit(id, UniformInputs { exe: &exe }).expect("a known id");
        failures.extend(wrong);
        checked += runs;
    }
    assert!(
        failures.is_empty(),
        "{} of {} runs wrong:\n{}",
        failures.len(),
        checked,
        failures.join("\n")
    );
}
