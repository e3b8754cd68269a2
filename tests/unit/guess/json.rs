use grundy::guess::json::*;
use grundy::guess::{find, parse, ReadOptions};

#[test]
fn strings_are_escaped() {
    assert_eq!(string("a\"b\\c\nd ≡"), "\"a\\\"b\\\\c\\nd ≡\"");
}

#[test]
fn a_xor_sum_without_a_rule_for_f_has_of_null() {
    // f = 0 3 1 7 2 (no rule on five values), G(a, b) = f(a) xor f(b).
    let f = [0u64, 3, 1, 7, 2];
    let text: String = f
        .iter()
        .map(|x| f.iter().map(|y| (x ^ y).to_string()).collect::<Vec<_>>().join(" ") + "\n")
        .collect();
    let table = parse(&text, &ReadOptions::default()).unwrap();
    let mut out = Vec::new();
    write(&mut out, &table, &find(&table), None).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "{\"kind\":\"xor-sum\",\"period\":null,\"preperiod\":null,\"saltus\":null,\
         \"values\":null,\"p_residues\":null,\"name\":null,\"alpha\":null,\"alpha_also\":null,\
         \"from\":null,\"of\":null,\"proven\":false,\"table\":\"grundy\",\"rows\":25,\
         \"about\":\"values\",\"exceptions\":[],\"near_miss\":null,\"candidates\":[],\
         \"proof\":null}\n"
    );
}
