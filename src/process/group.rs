//! The process group of a run. Every group the tool starts is listed until it is gone, so that
//! whatever ends the tool (Ctrl-C, SIGTERM, a panic, the end of the budget) can kill them all
//! ([`kill_all`]); what a group uses is read from /proc: its CPU time (user and system, of
//! every process in it, and of the children they reaped), its memory (the resident sets of its
//! processes, summed) and whether any of it wants to run. What a run leaves outside its group (a
//! child that called `setsid()`, a double fork) comes back to us, the subreaper, when its parent
//! dies: [`sweep`] kills and reaps it, found by the tag every program we start carries in its
//! environment ([`TAG`]).

use crate::sys;
use std::fs;
use std::sync::Mutex;
use std::time::Duration;

/// The groups started and not yet killed.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<u32>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// The environment variable that marks every program a run starts, and their descendants (they
/// inherit it), with the run's own value ([`new_tag`]).
pub const TAG: &str = "GRUNDY_RUN";

/// A value for [`TAG`] that no other run of any tool has: our pid and a counter.
pub fn new_tag() -> String {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{}-{}", std::process::id(), n)
}

/// A process group the tool started: killed (SIGKILL, every process in it) when dropped.
#[derive(Debug)]
pub struct Group {
    pub id: u32,
    /// The [`TAG`] its programs carry.
    pub tag: String,
}

impl Group {
    /// Take charge of the group `id` (the pid of a child started with `process_group(0)` and the
    /// environment `TAG=tag`).
    pub fn adopt(id: u32, tag: String) -> Group {
        live().push(id);
        sys::note_group(id);
        Group { id, tag }
    }

    /// After its leader was reaped: kill and reap whatever the run left, in its group or outside
    /// it ([`sweep`]).
    pub fn sweep(&self) {
        sweep(Some((self.id, &self.tag)));
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

/// Kill every group the tool has started and not yet ended, and everything the runs left behind:
/// for a signal, a panic, or the end of a command.
pub fn kill_all() {
    for &g in live().iter() {
        sys::kill_group(g, sys::SIGKILL);
    }
    sweep(None);
}

/// Our children (from every thread's list in /proc; std's children, the groups' leaders, and the
/// orphans re-parented to us).
fn our_children() -> Vec<u32> {
    let mut kids = Vec::new();
    if let Ok(tasks) = fs::read_dir("/proc/self/task") {
        for task in tasks.flatten() {
            if let Ok(list) = fs::read_to_string(task.path().join("children")) {
                kids.extend(list.split_whitespace().filter_map(|p| p.parse::<u32>().ok()));
            }
        }
    }
    kids
}

/// The tag in a process's environment: `Some(None)` when it has none, `None` when its environment
/// cannot be read now (it is gone, a zombie, or in the middle of an exec).
fn tag_of(pid: u32) -> Option<Option<String>> {
    let environ = fs::read(format!("/proc/{}/environ", pid)).ok()?;
    let key = format!("{}=", TAG);
    let tag = environ
        .split(|&b| b == 0)
        .find_map(|v| v.strip_prefix(key.as_bytes()))
        .map(|v| String::from_utf8_lossy(v).into_owned());
    (!environ.is_empty() || is_zombie(pid) == Some(false)).then_some(tag)
}

/// Whether a process is a zombie (`None`: it is gone).
fn is_zombie(pid: u32) -> Option<bool> {
    let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    Some(stat[stat.rfind(')')? + 1..].trim_start().starts_with('Z'))
}

/// The process group of a process, from /proc (zombies too).
fn group_of(pid: u32) -> Option<u32> {
    let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    fields.get(2)?.parse().ok()
}

/// Kill and reap the children of ours that belong to a run: `Some((group, tag))`, those in the
/// run's group (zombies re-parented to us) or carrying its tag; `None`, every tagged orphan (at
/// the end). The leaders of live groups are never touched, nor a child without a tag (a compiler
/// std started and waits for). Repeats while the group still has a process, for at most half a
/// second: a killed process's own orphans reach us only once it has died, and a process in the
/// middle of an exec shows no environment for a moment.
fn sweep(run: Option<(u32, &str)>) {
    let until = std::time::Instant::now() + Duration::from_millis(500);
    loop {
        let leaders = live().clone();
        let (mut found, mut unsure) = (false, false);
        for pid in our_children().into_iter().filter(|p| !leaders.contains(p)) {
            let tag = tag_of(pid);
            let ours = match run {
                Some((group, mine)) => {
                    group_of(pid) == Some(group)
                        || tag.as_ref().map_or(false, |t| t.as_deref() == Some(mine))
                }
                None => tag.as_ref().map_or(false, Option::is_some),
            };
            if ours {
                sys::kill_process(pid, sys::SIGKILL);
                sys::reap(pid);
                found = true;
            } else if tag.is_none() && is_zombie(pid) == Some(false) {
                unsure = true;
            }
        }
        let group_left = run.map_or(false, |(group, _)| sys::kill_group(group, 0));
        if (!found && !group_left && !unsure) || std::time::Instant::now() >= until {
            return;
        }
        if !found {
            std::thread::sleep(Duration::from_millis(1));
        }
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
    /// The resident memory of the group's processes, summed, in bytes.
    pub memory: u64,
}

/// The usage of group `id`, summed over /proc; `None` where there is no /proc.
pub fn usage(id: u32) -> Option<Usage> {
    let entries = fs::read_dir("/proc").ok()?;
    let ticks_per_second = sys::clock_ticks();
    let (mut ticks, mut runnable, mut pages) = (0u64, false, 0u64);
    for entry in entries.flatten() {
        let name = entry.file_name();
        let pid = name.to_string_lossy();
        if !pid.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        // A process may end between the listing and the read: skip it.
        if let Some(m) = fs::read_to_string(format!("/proc/{}/stat", pid))
            .ok()
            .and_then(|stat| member(&stat, id))
        {
            ticks += m.ticks;
            runnable |= m.state == 'R';
            pages += m.pages;
        }
    }
    let cpu = Duration::from_millis(ticks * 1000 / ticks_per_second);
    Some(Usage { cpu, runnable, memory: pages * sys::page_size() })
}

/// The most resident memory process `pid` has held since its exec, in bytes (VmHWM).
pub fn high_water(pid: u32) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{}/status", pid)).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The most resident memory this process has held at once, in bytes (VmHWM; 0 where /proc cannot
/// tell): what a child spawned from it may carry into its kernel peak from before its exec.
pub fn own_high_water() -> u64 {
    high_water(std::process::id()).unwrap_or(0)
}

/// What one process of a group uses, from its /proc/PID/stat line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Member {
    pub state: char,
    /// utime + stime + cutime + cstime.
    pub ticks: u64,
    /// Its resident set, in pages.
    pub pages: u64,
}

/// From a /proc/PID/stat line: the state, CPU ticks and resident pages when the process belongs
/// to group `id`. The command name, in parentheses, may hold anything: the fields are counted after
/// its last `)`.
pub fn member(stat: &str, id: u32) -> Option<Member> {
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    // After the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt, majflt,
    // cmajflt, utime, stime, cutime, cstime, priority, nice, num_threads, itrealvalue,
    // starttime, vsize, rss, …
    if fields.get(2)?.parse::<u32>().ok()? != id {
        return None;
    }
    let ticks = fields.get(11..15)?.iter().map(|f| f.parse::<u64>().unwrap_or(0)).sum();
    let pages = fields.get(21).and_then(|f| f.parse().ok()).unwrap_or(0);
    Some(Member { state: fields[0].chars().next()?, ticks, pages })
}
