// octal: Grundy values of an octal game, heaps 0..=n. The code d0.d1d2d3… says what a move may do:
// remove i tokens from one heap (i ≥ 1; i = 0 only with d0 = 4) and leave the rest as k heaps,
// k = 0, 1 or 2, when digit di has bit 2^k (1: take the whole heap, 2: leave one smaller heap,
// 4: leave two nonempty heaps). Kayles is 0.77, Dawson's Kayles 0.07, Lasker's Nim 4.333….
// Theorem (Sprague–Grundy): g(h) is the mex of the options' values, and two heaps left behind
// are worth g(a) ⊕ g(b).
// Time: O(n² · digits) (splits dominate), O(n) memory. Domain: a code "d0.d1d2…" or ".d1d2…"
// with d0 = 0 or 4 and octal digits after the point (anything else panics with the reason).
// Tested: the literal rules (games on sums of heaps) for every code of up to 3 digits, and the
// library's own tables to 1000 (tests/toolkit/snippets.rs).
fn octal_values(code: &str, n: usize) -> Vec<u32> {
    let (whole, frac) = code.split_once('.').expect("an octal code has a point: d0.d1d2…");
    let mut d: Vec<u8> = vec![match whole {
        "" | "0" => 0,
        "4" => 4,
        _ => panic!("d0 is 0 or 4 (removing nothing can only split a heap)"),
    }];
    for c in frac.bytes() {
        assert!((b'0'..=b'7').contains(&c), "{:?} is not an octal digit", c as char);
        d.push(c - b'0');
    }
    let mut g = vec![0u32; n + 1];
    let mut seen: Vec<bool> = Vec::new();
    for h in 1..=n {
        let mut options = Vec::new();
        for (i, &di) in d.iter().enumerate().take(h + 1) {
            let rest = h - i;
            if di & 1 != 0 && rest == 0 {
                options.push(0);
            }
            if di & 2 != 0 && rest > 0 && i > 0 {
                options.push(g[rest]);
            }
            if di & 4 != 0 && rest >= 2 {
                options.extend((1..=rest / 2).map(|a| g[a] ^ g[rest - a]));
            }
        }
        for &v in &options {
            if v as usize >= seen.len() {
                seen.resize(v as usize + 1, false);
            }
            seen[v as usize] = true;
        }
        g[h] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
        for &v in &options {
            seen[v as usize] = false;
        }
    }
    g
}
