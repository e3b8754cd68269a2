use grundy::source::*;
use std::fs;
use std::time::Duration;

#[test]
fn words_are_quoted_only_when_needed() {
    assert_eq!(quote("sol.py"), "sol.py");
    assert_eq!(quote("my sol.py"), "'my sol.py'");
    assert_eq!(quote("it's"), "'it'\\''s'");
}

#[test]
fn the_cache_key_depends_on_content_and_compiler() {
    assert_ne!(fnv(&[b"int main(){}", b"g++"]), fnv(&[b"int main(){} ", b"g++"]));
    assert_ne!(fnv(&[b"ab", b"c"]), fnv(&[b"a", b"bc"]));
}

#[test]
fn a_source_file_is_built_once_and_a_broken_one_is_named() {
    let dir = std::env::temp_dir().join(format!("grundy-source-{}", std::process::id()));
    let cache = dir.join("cache");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("ok.c"), "#include <stdio.h>\nint main(void){puts(\"hi\");return 0;}\n")
        .unwrap();
    fs::write(dir.join("bad.c"), "int main(void) { return nope; }\n").unwrap();
    let p = command("ok.c", &dir, &cache).unwrap();
    assert_eq!(p.to_string(), "ok.c");
    let r = p.run(b"", Duration::from_secs(10)).unwrap();
    assert_eq!(r.stdout_text(), "hi\n");
    assert_eq!(fs::read_dir(&cache).unwrap().count(), 1);
    command("ok.c", &dir, &cache).unwrap();
    assert_eq!(fs::read_dir(&cache).unwrap().count(), 1, "built twice");
    let e = match command("bad.c", &dir, &cache) {
        Err(CommandError::DoesNotBuild(e)) => e,
        other => panic!("{:?}", other),
    };
    assert!(e.starts_with("bad.c does not compile (gcc -O2):\n  ") && e.contains("nope"), "{}", e);
    assert_eq!(command("echo hi", &dir, &cache).unwrap().to_string(), "echo hi");
    let _ = fs::remove_dir_all(&dir);
}
