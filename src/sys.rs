//! The few system calls std has no API for, and the only `unsafe` code of the project.
//!
//! Why here: a tool that runs other people's programs must stop them however it ends. std can
//! neither catch Ctrl-C (SIGINT) nor signal a process group, nor ask whether a child has exited
//! without reaping it (after which its process-group id may be reused, and a late kill could hit
//! a stranger: this machine recycles 32 768 ids), nor adopt what a program's children leave
//! behind (a subreaper), nor give a child a stack limit, nor say how much memory a reaped child
//! used at its peak. Each call below is a plain libc function taking and returning integers or a
//! buffer we own; nothing else in the crate uses `unsafe`.
#![allow(unsafe_code)]

use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};

pub const SIGHUP: i32 = 1;
pub const SIGINT: i32 = 2;
pub const SIGKILL: i32 = 9;
pub const SIGTERM: i32 = 15;

/// The signal that asked us to stop (0: none yet). Written by the handler, read by every wait loop.
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// The process groups to kill if a second signal comes before the tool has stopped by itself:
/// slots the handler can read without a lock (0: free).
const SLOTS: usize = 256;
static GROUPS: [AtomicU32; SLOTS] = [ZERO; SLOTS];
#[allow(clippy::declare_interior_mutable_const)]
const ZERO: AtomicU32 = AtomicU32::new(0);

/// Note a live process group, for the second signal; false when every slot is taken (the caller's
/// own list still has it).
pub fn note_group(pgid: u32) -> bool {
    GROUPS.iter().any(|g| g.compare_exchange(0, pgid, Ordering::SeqCst, Ordering::SeqCst).is_ok())
}

/// Forget a process group noted by [`note_group`].
pub fn forget_group(pgid: u32) {
    for g in &GROUPS {
        let _ = g.compare_exchange(pgid, 0, Ordering::SeqCst, Ordering::SeqCst);
    }
}

#[cfg(unix)]
mod libc {
    extern "C" {
        pub fn signal(signum: i32, handler: usize) -> usize;
        pub fn kill(pid: i32, sig: i32) -> i32;
        pub fn _exit(status: i32) -> !;
        pub fn waitid(idtype: u32, id: u32, info: *mut u64, options: i32) -> i32;
        pub fn wait4(pid: i32, status: *mut i32, options: i32, rusage: *mut i64) -> i32;
        pub fn setrlimit(resource: i32, limits: *const u64) -> i32;
        pub fn getrlimit(resource: i32, limits: *mut u64) -> i32;
        #[cfg(target_os = "linux")]
        pub fn sysconf(name: i32) -> i64;
        #[cfg(target_os = "linux")]
        pub fn prctl(option: i32, arg2: u64, arg3: u64, arg4: u64, arg5: u64) -> i32;
    }
}

/// The first signal raises the flag, which the tool's wait loops see within milliseconds. A second
/// one (the tool did not stop soon enough for the user) kills every noted group and exits at once.
/// Async-signal-safe: atomics, kill(2) and _exit(2) only.
#[cfg(unix)]
extern "C" fn on_signal(signal: i32) {
    if RECEIVED.swap(signal, Ordering::SeqCst) != 0 {
        for g in &GROUPS {
            let pgid = g.load(Ordering::SeqCst);
            if pgid != 0 {
                kill_group(pgid, SIGKILL);
            }
        }
        // SAFETY: _exit(2) ends the process; it is async-signal-safe.
        unsafe { libc::_exit(128 + signal) }
    }
}

/// From now on SIGINT, SIGTERM and SIGHUP only raise a flag ([`received`]): the wait loops see it
/// within milliseconds, kill what they started, and the command reports what it has.
pub fn catch_interrupts() {
    #[cfg(unix)]
    for s in [SIGINT, SIGTERM, SIGHUP] {
        // SAFETY: installs a handler whose only action is an atomic store.
        unsafe {
            libc::signal(s, on_signal as extern "C" fn(i32) as usize);
        }
    }
}

/// The signal received since [`catch_interrupts`], if any.
pub fn received() -> Option<i32> {
    match RECEIVED.load(Ordering::SeqCst) {
        0 => None,
        s => Some(s),
    }
}

/// Send `signal` to every process of the group `pgid`; false when the group has no process left.
pub fn kill_group(pgid: u32, signal: i32) -> bool {
    #[cfg(unix)]
    {
        let pgid = match i32::try_from(pgid) {
            Ok(p) => p,
            Err(_) => return false,
        };
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is involved.
        unsafe { libc::kill(-pgid, signal) == 0 }
    }
    #[cfg(not(unix))]
    {
        let _ = (pgid, signal);
        false
    }
}

/// Has the child `pid` exited? It is left unreaped (a zombie keeps its process-group id taken), so
/// the caller can kill what the child left behind in its group before std's `wait` reaps it.
/// `None` when the question cannot be asked here (then the caller polls `try_wait`).
pub fn exited_unreaped(pid: u32) -> Option<bool> {
    #[cfg(target_os = "linux")]
    {
        const P_PID: u32 = 1;
        const WEXITED: i32 = 4;
        const WNOHANG: i32 = 1;
        const WNOWAIT: i32 = 0x0100_0000;
        // siginfo_t is 128 bytes; its first field, si_signo, stays 0 unless the child changed state.
        let mut info = [0u64; 16];
        // SAFETY: waitid writes at most sizeof(siginfo_t) = 128 bytes into `info`, which we own.
        let r = unsafe { libc::waitid(P_PID, pid, info.as_mut_ptr(), WEXITED | WNOHANG | WNOWAIT) };
        if r != 0 {
            return None;
        }
        Some(info[0] as u32 != 0)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = pid;
        None
    }
}

/// Clock ticks per second, the unit of the CPU times in /proc (100 on every Linux we know).
pub fn clock_ticks() -> u64 {
    #[cfg(target_os = "linux")]
    {
        const SC_CLK_TCK: i32 = 2;
        // SAFETY: sysconf(3) reads a configuration value; no memory is involved.
        let ticks = unsafe { libc::sysconf(SC_CLK_TCK) };
        if ticks > 0 {
            return ticks as u64;
        }
    }
    100
}

/// Become the subreaper of everything this process starts: a descendant whose parent dies (a
/// program's child that called `setsid()`, or a double fork) is re-parented to us instead of to
/// init, so that we can find it, kill it and reap it. False where the kernel has no such thing.
pub fn become_subreaper() -> bool {
    #[cfg(target_os = "linux")]
    {
        const PR_SET_CHILD_SUBREAPER: i32 = 36;
        // SAFETY: prctl(2) with integer arguments only; it sets a flag on this process.
        unsafe { libc::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 }
    }
    #[cfg(not(target_os = "linux"))]
    false
}

/// Send `signal` to the one process `pid`.
pub fn kill_process(pid: u32, signal: i32) -> bool {
    #[cfg(unix)]
    {
        let pid = match i32::try_from(pid) {
            Ok(p) if p > 0 => p,
            _ => return false,
        };
        // SAFETY: kill(2) on one process id; no memory is involved.
        unsafe { libc::kill(pid, signal) == 0 }
    }
    #[cfg(not(unix))]
    {
        let _ = (pid, signal);
        false
    }
}

/// How a reaped child ended: its raw wait status, and the most memory it held at once (its
/// resident set, and that of the children it reaped, in bytes: the kernel's own `ru_maxrss`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reaped {
    pub status: i32,
    pub peak: u64,
}

/// Wait for the child `pid` to end and reap it (`None`: it is not our child, or no such call here).
pub fn reap(pid: u32) -> Option<Reaped> {
    #[cfg(unix)]
    {
        let pid = i32::try_from(pid).ok()?;
        let mut status = 0i32;
        // struct rusage: two timevals (4 longs), then ru_maxrss (in KiB on Linux) and 13 more longs.
        let mut usage = [0i64; 18];
        loop {
            // SAFETY: wait4(2) writes an int into `status` and a struct rusage (144 bytes on every
            // 64-bit Linux, 72 on 32-bit) into `usage`, which has 144 bytes.
            let r = unsafe { libc::wait4(pid, &mut status, 0, usage.as_mut_ptr()) };
            if r == pid {
                let peak = if cfg!(target_pointer_width = "64") { usage[4] } else { 0 };
                return Some(Reaped { status, peak: (peak.max(0) as u64) * 1024 });
            }
            if r == -1 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
            {
                continue;
            }
            return None;
        }
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        None
    }
}

/// Give every program `command` starts a stack limit of `bytes` (RLIMIT_STACK; never above the
/// hard limit we have). Judges give the stack as much as the memory limit; a shell gives 8 MiB.
pub fn limit_stack(command: &mut std::process::Command, bytes: u64) {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        const RLIMIT_STACK: i32 = 3;
        let mut now = [0u64; 2];
        // SAFETY: getrlimit(2) writes two rlim_t (u64 on Linux) into `now`, which we own.
        if unsafe { libc::getrlimit(RLIMIT_STACK, now.as_mut_ptr()) } != 0 {
            return;
        }
        let wanted = [bytes.min(now[1]), now[1]];
        // SAFETY: the closure runs in the child between fork and exec, where only
        // async-signal-safe calls are allowed: setrlimit(2) is one, reading a copied array.
        unsafe {
            command.pre_exec(move || {
                libc::setrlimit(RLIMIT_STACK, wanted.as_ptr());
                Ok(())
            });
        }
    }
    #[cfg(not(unix))]
    let _ = (command, bytes);
}

/// The size of a memory page, the unit of the resident sets in /proc.
pub fn page_size() -> u64 {
    #[cfg(target_os = "linux")]
    {
        const SC_PAGESIZE: i32 = 30;
        // SAFETY: sysconf(3) reads a configuration value; no memory is involved.
        let size = unsafe { libc::sysconf(SC_PAGESIZE) };
        if size > 0 {
            return size as u64;
        }
    }
    4096
}
