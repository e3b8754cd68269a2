//! The few system calls std has no API for, and the only `unsafe` code of the project.
//!
//! Why here: a tool that runs other people's programs must stop them however it ends. std can
//! neither catch Ctrl-C (SIGINT) nor signal a process group, nor ask whether a child has exited
//! without reaping it (after which its process-group id may be reused, and a late kill could hit
//! a stranger: this machine recycles 32 768 ids). Each call below is a plain libc function taking
//! and returning integers or a buffer we own; nothing else in the crate uses `unsafe`.
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
        #[cfg(target_os = "linux")]
        pub fn sysconf(name: i32) -> i64;
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
