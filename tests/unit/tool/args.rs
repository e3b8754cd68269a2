use grundy::oracle::IDS;
use grundy::tool::args::*;

fn args(s: &str) -> Args {
    Args::new(s.split_whitespace().map(str::to_string))
}

#[test]
fn values_flags_and_positionals() {
    let mut a = args("poj1704 --cases 50 --save --seed=7 extra");
    assert_eq!(a.parsed::<u64>("cases"), Ok(Some(50)));
    assert_eq!(a.parsed::<u64>("seed"), Ok(Some(7)));
    assert!(a.flag("save"));
    assert!(!a.flag("save"));
    assert_eq!(a.value("family"), Ok(None));
    assert_eq!(a.finish(), Ok(vec!["poj1704".to_string(), "extra".to_string()]));
}

#[test]
fn errors_are_clear() {
    assert_eq!(args("--cases").value("cases"), Err("--cases needs a value".to_string()));
    assert!(args("--cases x").parsed::<u64>("cases").unwrap_err().contains("\"x\""));
    assert_eq!(args("id --bogus").finish(), Err("unknown option --bogus".to_string()));
    let mut typo = args("--cmdd x");
    assert_eq!(typo.value("cmd"), Ok(None));
    assert_eq!(typo.value("cases"), Ok(None));
    assert_eq!(typo.finish(), Err("unknown option --cmdd (did you mean --cmd?)".to_string()));
    let mut far = args("--frobnicate");
    assert_eq!(far.value("cmd"), Ok(None));
    assert_eq!(far.finish(), Err("unknown option --frobnicate".to_string()));
    assert_eq!(edit_distance("timout-ms", "timeout-ms"), 1);
    assert_eq!(args("x").finish_none(), Err("unexpected argument \"x\"".to_string()));
    assert!(args("nod1066 nope").finish_ids().unwrap_err().contains("\"nope\"; known ids: "));
    assert_eq!(args("nod1066").finish_ids(), Ok(vec!["nod1066".to_string()]));
    assert_eq!(args("").finish_ids().map(|ids| ids.len()), Ok(IDS.len()));
    let mut h = args("stress -h");
    assert!(h.short("h") && !h.short("h"));
}
