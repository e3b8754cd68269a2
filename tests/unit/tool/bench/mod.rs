mod report;

use grundy::tool::bench::*;
use std::fs;
use std::path::Path;
use std::time::Duration;

fn ms_sample(wall: u64) -> Sample {
    Sample { wall: Duration::from_millis(wall), usage: None }
}

#[test]
fn the_helpers_line_is_parsed_and_failures_are_named() {
    let s = parse_sample("153298 21888 14592 21284 0\n").unwrap();
    assert_eq!(s.wall, Duration::from_micros(153_298));
    assert_eq!(
        s.usage,
        Some(Usage {
            user: Duration::from_micros(21_888),
            sys: Duration::from_micros(14_592),
            rss_kb: 21_284
        })
    );
    assert_eq!(parse_sample("1 2 3 4 1"), Err("exit status 1".to_string()));
    assert_eq!(parse_sample("1 2 3 4 127"), Err("could not start (exit status 127)".to_string()));
    assert_eq!(parse_sample("1 2 3 4 137"), Err("killed by signal 9".to_string()));
    for garbled in ["", "1 2 3 4", "1 2 3 4 0 5", "1 2 x 4 0", "-1 2 3 4 0"] {
        assert!(parse_sample(garbled).unwrap_err().contains("helper printed"), "{:?}", garbled);
    }
}

#[test]
fn medians_and_paired_ratios() {
    assert_eq!(median(&[3, 1, 2]), Some(2));
    assert_eq!(median(&[4, 1, 3, 2]), Some(3), "the upper middle for an even count");
    assert_eq!(median::<u64>(&[]), None);
    // Each round's pair is divided first: round 2 ran on a loaded machine, both sides slow.
    let ours = [ms_sample(10), ms_sample(40), ms_sample(12)];
    let cpp = [ms_sample(20), ms_sample(80), ms_sample(12)];
    assert_eq!(paired_ratio(&ours, &cpp, wall), Some(0.5)); // ratios 0.5, 0.5, 1.0
                                                            // The ratio of the medians (12 / 20) would differ: the pairing is what is tested.
    assert_eq!(summarize(&ours).unwrap().wall, Duration::from_millis(12));
    assert_eq!(paired_ratio(&[], &[], wall), None);
    assert_eq!(paired_ratio(&ours, &cpp, cpu), None, "no CPU time measured");
}

#[test]
fn summaries_take_each_field_s_median_and_need_usage_on_every_run() {
    let run = |wall, user, sys, rss_kb| Sample {
        wall: Duration::from_millis(wall),
        usage: Some(Usage {
            user: Duration::from_millis(user),
            sys: Duration::from_millis(sys),
            rss_kb,
        }),
    };
    let s = summarize(&[run(9, 1, 30, 500), run(5, 3, 10, 700), run(7, 2, 20, 600)]).unwrap();
    assert_eq!(s, run(7, 2, 20, 600));
    assert_eq!(summarize(&[run(9, 1, 1, 1), ms_sample(5)]).unwrap().usage, None);
    assert_eq!(summarize(&[]), None);
}

#[cfg(unix)]
#[test]
fn files_compare_by_content_across_pieces() {
    let dir = std::env::temp_dir().join(format!("grundy-bench-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let (a, b, c) = (dir.join("a"), dir.join("b"), dir.join("c"));
    let big = vec![b'7'; 200_003];
    let mut other = big.clone();
    other[150_000] = b'8';
    fs::write(&a, &big).unwrap();
    fs::write(&b, &big).unwrap();
    fs::write(&c, &other).unwrap();
    let results = (same_content(&a, &b), same_content(&a, &c), same_content(&a, &dir.join("x")));
    let short = fs::write(&c, &big[..100_000]).map(|()| same_content(&a, &c));
    let _ = fs::remove_dir_all(&dir);
    assert_eq!((results.0, results.1), (Ok(true), Ok(false)));
    assert!(results.2.is_err());
    assert_eq!(short.unwrap(), Ok(false));
}

#[cfg(unix)]
#[test]
fn the_clock_meter_runs_a_program_and_reports_its_failure() {
    let (cat, fail) = (Prog::new("/bin/cat"), Prog::new("/bin/false"));
    let input = Path::new("/dev/null");
    assert_eq!(Meter::Clock.run(&cat, input, Path::new(DISCARD)).map(|s| s.usage), Ok(None));
    let e = Meter::Clock.run(&fail, input, Path::new(DISCARD)).unwrap_err();
    assert!(e.starts_with("/bin/false on /dev/null: "), "{}", e);
    let rounds = Meter::Clock.rounds(&[(&cat, input), (&cat, input)], 3).unwrap();
    assert_eq!(rounds.iter().map(Vec::len).collect::<Vec<_>>(), [3, 3]);
}

#[cfg(unix)]
#[test]
fn the_helper_measures_a_child_and_names_how_it_failed() {
    if !available("g++", "--version") {
        println!("note: g++ not found; the measuring helper is not checked");
        return;
    }
    let dir = std::env::temp_dir().join(format!("grundy-helper-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let (helper, input, output) = (dir.join("measure"), dir.join("in"), dir.join("out"));
    let built = compile_cpp(&rivals_dir().join("measure.cpp"), &helper);
    fs::write(&input, vec![b'7'; 300_001]).unwrap();
    let meter = Meter::Helper(helper);
    let sh = |script: &'static str| Prog { exe: "/bin/sh".into(), args: vec!["-c", script] };
    let copied = meter.run(&Prog::new("/bin/cat"), &input, &output);
    let same = same_content(&input, &output);
    let failed = meter.run(&sh("exit 3"), &input, &output);
    let killed = meter.run(&sh("kill -9 $$"), &input, &output);
    let missing = meter.run(&Prog::new("/no/such/program"), &input, &output);
    let _ = fs::remove_dir_all(&dir);
    assert_eq!(built, Ok(()));
    let usage = copied.unwrap().usage.expect("the helper reports usage");
    assert!(usage.rss_kb > 0);
    assert_eq!(same, Ok(true), "stdin and stdout are the files given");
    assert!(failed.unwrap_err().ends_with(": exit status 3"));
    assert!(killed.unwrap_err().ends_with(": killed by signal 9"));
    assert!(missing.unwrap_err().ends_with(": could not start (exit status 127)"));
}

#[test]
fn cpu_ratios_pair_user_plus_system_time() {
    let run = |wall, user, sys| Sample {
        wall: Duration::from_millis(wall),
        usage: Some(Usage {
            user: Duration::from_millis(user),
            sys: Duration::from_millis(sys),
            rss_kb: 1,
        }),
    };
    let ours = [run(100, 30, 10), run(300, 30, 10), run(90, 20, 20)];
    let theirs = [run(100, 78, 2), run(100, 80, 0), run(100, 40, 0)];
    let r = Rival::new(&ours, &theirs).unwrap();
    assert_eq!(r.wall_ratio, 1.0); // 1.0, 3.0, 0.9
    let (low, high) = r.wall_range;
    assert!((low - 0.9).abs() < 1e-9 && (high - 3.0).abs() < 1e-9, "{:?}", r.wall_range);
    assert_eq!(r.cpu_ratio, Some(0.5)); // 0.5, 0.5, 1.0
    assert_eq!(r.median, run(100, 78, 0));
    assert_eq!(Rival::new(&[], &[]), None);
}
