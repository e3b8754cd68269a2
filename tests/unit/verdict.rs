use grundy::process::{Exit, Run, RunError, Timeout};
use grundy::verdict::*;
use std::time::Duration;

fn ended(exit: Exit) -> Result<Run, RunError> {
    Ok(Run { exit, ..Run::printed("A\n") })
}

#[test]
fn a_starved_run_is_never_a_verdict() {
    let limit = Duration::from_millis(100);
    // Starved once, then clean: the clean run is the verdict.
    let mut runs = vec![ended(Exit::Success), ended(Exit::TimedOut(Timeout::Starved))];
    let r = clean_run(|| runs.pop().unwrap(), "p", limit, Duration::ZERO).unwrap();
    assert_eq!(r.exit, Exit::Success);
    // A real time limit after a starved run is believed: it was run alone.
    let mut runs =
        vec![ended(Exit::TimedOut(Timeout::Cpu)), ended(Exit::TimedOut(Timeout::Starved))];
    let r = clean_run(|| runs.pop().unwrap(), "p", limit, Duration::ZERO).unwrap();
    assert_eq!(r.exit, Exit::TimedOut(Timeout::Cpu));
    // Starved every time: the machine is too busy, and that is nobody's verdict.
    let mut count = 0;
    let e = clean_run(
        || {
            count += 1;
            ended(Exit::TimedOut(Timeout::Starved))
        },
        "./sol",
        limit,
        Duration::ZERO,
    )
    .unwrap_err();
    assert_eq!(count, CLEAN_TRIES);
    assert!(
        matches!(&e, RunError::Busy(why) if why.contains("too busy") && why.contains("`./sol`")),
        "{}",
        e
    );
}

#[test]
fn memory_is_shown_as_judges_show_it() {
    assert_eq!(mib(0), "0.0 MiB");
    assert_eq!(mib(2_100_000), "2.0 MiB");
    assert_eq!(mib(512 << 20), "512 MiB");
}
