use grundy::process::group::*;
use std::time::Duration;

#[test]
fn a_stat_line_is_read_after_the_name() {
    let stat = "4242 (a (weird) name) R 1 777 777 0 -1 4194304 98 0 0 0 31 7 2 1 20 0 1 0 5 9 12";
    assert_eq!(member(stat, 777), Some(Member { state: 'R', ticks: 41, pages: 12 }));
    assert_eq!(member(stat, 778), None);
    assert_eq!(member("garbage", 1), None);
}

#[cfg(target_os = "linux")]
#[test]
fn a_busy_group_uses_cpu_and_is_runnable() {
    use std::process::{Command, Stdio};
    let mut command = Command::new("sh");
    command.args(["-c", "while :; do :; done"]).stdout(Stdio::null());
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    let child = command.spawn().unwrap();
    let group = Group::adopt(child.id(), new_tag());
    // A loaded machine may give the loop little CPU at first (seen: 60 ms in 300 ms at load
    // 4.7): wait for it, up to 10 s, rather than for a fixed time.
    let started = std::time::Instant::now();
    let mut u = usage(group.id).unwrap();
    while u.cpu < Duration::from_millis(100) && started.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(50));
        u = usage(group.id).unwrap();
    }
    drop(group);
    let _ = { child }.wait();
    assert!(u.runnable && u.cpu >= Duration::from_millis(100), "{:?}", u);
}
