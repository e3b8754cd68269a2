//! The process group of a run. Every group the tool starts is listed until it is gone, so that
//! whatever ends the tool (Ctrl-C, SIGTERM, a panic, the end of the budget) can kill them all
//! ([`kill_all`]); and what a group uses is read from /proc: its CPU time (user and system, of
//! every process in it, and of the children they reaped) and whether any of it wants to run.

use crate::sys;
use std::fs;
use std::sync::Mutex;
use std::time::Duration;

/// The groups started and not yet killed.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<u32>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// A process group the tool started: killed (SIGKILL, every process in it) when dropped.
#[derive(Debug)]
pub struct Group {
    pub id: u32,
}

impl Group {
    /// Take charge of the group `id` (the pid of a child started with `process_group(0)`).
    pub fn adopt(id: u32) -> Group {
        live().push(id);
        sys::note_group(id);
        Group { id }
    }

    /// Kill every process of the group now.
    pub fn kill(&self) {
        sys::kill_group(self.id, sys::SIGKILL);
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        self.kill();
        sys::forget_group(self.id);
        live().retain(|&g| g != self.id);
    }
}

/// Kill every group the tool has started and not yet ended: for a signal or a panic.
pub fn kill_all() {
    for &g in live().iter() {
        sys::kill_group(g, sys::SIGKILL);
    }
}

/// What a group uses at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Usage {
    /// CPU time, user and system, of the processes in the group and the children they reaped.
    pub cpu: Duration,
    /// Whether some process of the group is running or waiting for a CPU (state `R`): a program
    /// that is not is sleeping or blocked, and a loaded machine is no excuse for it.
    pub runnable: bool,
}

/// The usage of group `id`, summed over /proc; `None` where there is no /proc.
pub fn usage(id: u32) -> Option<Usage> {
    let entries = fs::read_dir("/proc").ok()?;
    let ticks_per_second = sys::clock_ticks();
    let (mut ticks, mut runnable) = (0u64, false);
    for entry in entries.flatten() {
        let name = entry.file_name();
        let pid = name.to_string_lossy();
        if !pid.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        // A process may end between the listing and the read: skip it.
        if let Some((state, t)) = fs::read_to_string(format!("/proc/{}/stat", pid))
            .ok()
            .and_then(|stat| member(&stat, id))
        {
            ticks += t;
            runnable |= state == 'R';
        }
    }
    let cpu = Duration::from_millis(ticks * 1000 / ticks_per_second);
    Some(Usage { cpu, runnable })
}

/// From a /proc/PID/stat line: the state and the CPU ticks (utime + stime + cutime + cstime) when
/// the process belongs to group `id`. The command name, in parentheses, may hold anything: the
/// fields are counted after its last `)`.
fn member(stat: &str, id: u32) -> Option<(char, u64)> {
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    // After the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt, majflt,
    // cmajflt, utime, stime, cutime, cstime, …
    if fields.get(2)?.parse::<u32>().ok()? != id {
        return None;
    }
    let sum = fields.get(11..15)?.iter().map(|f| f.parse::<u64>().unwrap_or(0)).sum();
    Some((fields[0].chars().next()?, sum))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_line_is_read_after_the_name() {
        let stat = "4242 (a (weird) name) R 1 777 777 0 -1 4194304 98 0 0 0 31 7 2 1 20 0 1 0";
        assert_eq!(member(stat, 777), Some(('R', 41)));
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
        let group = Group::adopt(child.id());
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
}
