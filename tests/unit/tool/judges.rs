use grundy::tool::judges::*;

#[test]
fn paste_unit_rules_catch_what_they_name() {
    let good = "//! Problem: x\n//! Idea: y\n//! Time: z\n//! Status: w\nfn main() {}\n";
    assert!(paste_unit_problems(good).is_empty());
    let commented = format!("{}// N mod 7, not f64, not unsafe\n", good);
    assert!(paste_unit_problems(&commented).is_empty());
    let bad = "use grundy::x;\nmod helpers;\nlet v = 1.0f64;\nfn main() {}\n";
    let found = paste_unit_problems(bad).join("\n");
    for needle in ["\"use grundy\"", "\"f64\"", "declares a module", "//! Problem:"] {
        assert!(found.contains(needle), "{}", found);
    }
}

#[test]
fn the_one_unsafe_allowed_is_a_guarded_intrinsic_from_the_list() {
    let good = "//! Problem: x\n//! Idea: y\n//! Time: z\n//! Status: w\n";
    let clmul = "#[target_feature(enable = \"pclmulqdq\")]\n#[allow(unsafe_op_in_unsafe_fn)]\n\
                 unsafe fn f() {}\n";
    let call = "fn main() { if is_x86_feature_detected!(\"pclmulqdq\") { unsafe { f() } } }\n";
    assert!(paste_unit_problems(&format!("{}{}{}", good, clmul, call)).is_empty());
    // Without the run-time check, with a second unsafe block, or another unsafe fn: banned.
    let unchecked = format!("{}{}fn main() {{ unsafe {{ f() }} }}\n", good, clmul);
    let twice = format!("{}{}{}fn g() {{ unsafe {{ f() }} }}\n", good, clmul, call);
    let other = format!("{}unsafe fn f() {{}}\n{}", good, call);
    // A feature outside the list, even guarded: banned.
    let avx = format!("{}{}", good, clmul.replace("pclmulqdq", "avx2"))
        + &call.replace("pclmulqdq", "avx2");
    // Guarded by another feature's check: banned.
    let crossed = format!("{}{}", good, clmul) + &call.replace("pclmulqdq", "sse2");
    for bad in [unchecked, twice, other, avx, crossed] {
        assert!(paste_unit_problems(&bad).join("").contains("uses unsafe"), "{}", bad);
    }
    // SSE2's byte masks, in the same form: allowed.
    let sse2 = format!("{}{}", good, clmul.replace("pclmulqdq", "sse2"))
        + &call.replace("pclmulqdq", "sse2");
    assert!(paste_unit_problems(&sse2).is_empty(), "{}", sse2);
}
