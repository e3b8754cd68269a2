use grundy::tool::test_samples::folder::*;
use std::fs;
use std::path::PathBuf;

fn folder(name: &str, files: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for f in files {
        fs::write(dir.join(f), "").unwrap();
    }
    dir
}

#[test]
fn official_samples_sort_first_and_numerically() {
    let names = ["10", "2", "1", "edge-b", "beyond-a", "edge-a", "sample-10", "sample-9"];
    let files: Vec<String> = names.iter().map(|n| format!("{}.in", n)).collect();
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    let dir = folder("sample-names", &files);
    assert_eq!(
        sample_names(&dir),
        ["1", "2", "10", "beyond-a", "edge-a", "edge-b", "sample-9", "sample-10"]
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn pairs_take_out_ans_and_cf_tool_names_and_say_what_is_odd() {
    let files = ["a.in", "a.ans", "b.in", "b.out", "b.ans", "c.in", "in1.txt", "ans1.txt", "x.txt"];
    let dir = folder("sample-pairs", &[&files[..], &["d.out", "out7.txt"]].concat());
    let (samples, notes) = scan(&dir);
    let found: Vec<(String, Option<String>)> = samples
        .into_iter()
        .map(|s| {
            let answer = s.answer.map(|a| a.file_name().unwrap().to_string_lossy().into_owned());
            (s.name, answer)
        })
        .collect();
    let want = [("a", Some("a.ans")), ("b", Some("b.out")), ("c", None), ("in1", Some("ans1.txt"))];
    let want: Vec<(String, Option<String>)> =
        want.iter().map(|(n, a)| (n.to_string(), a.map(str::to_string))).collect();
    assert_eq!(found, want);
    assert_eq!(
        notes,
        [
            "b.in: both b.out and b.ans, used b.out",
            "d.out: no d.in, ignored",
            "out7.txt: no in7.txt, ignored"
        ]
    );
    fs::remove_dir_all(&dir).unwrap();
}
