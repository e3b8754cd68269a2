//! Terminal niceties: colour only on a terminal and never with `NO_COLOR`; progress lines only on a
//! terminal. std has `IsTerminal` only from Rust 1.70, so on Linux we ask /proc which file the
//! descriptor is; elsewhere we assume "not a terminal", which only turns the niceties off.

use std::io::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Is file descriptor `fd` (1 = stdout, 2 = stderr) a terminal?
pub fn is_terminal(fd: u32) -> bool {
    std::fs::read_link(format!("/proc/self/fd/{}", fd)).map_or(false, |target| {
        let t = target.to_string_lossy();
        t.starts_with("/dev/pts/") || t.starts_with("/dev/tty") || t == "/dev/console"
    })
}

/// Should output on `fd` be coloured?
pub fn colour(fd: u32) -> bool {
    std::env::var_os("NO_COLOR").map_or(true, |v| v.is_empty()) && is_terminal(fd)
}

/// A painter that colours only when asked to.
#[derive(Debug, Clone, Copy)]
pub struct Paint(pub bool);

impl Paint {
    fn wrap(self, code: &str, text: &str) -> String {
        if self.0 {
            format!("\x1b[{}m{}\x1b[0m", code, text)
        } else {
            text.to_string()
        }
    }
    pub fn green(self, text: &str) -> String {
        self.wrap("32", text)
    }
    pub fn red(self, text: &str) -> String {
        self.wrap("31;1", text)
    }
    pub fn yellow(self, text: &str) -> String {
        self.wrap("33", text)
    }
}

/// One progress line on stderr, overwritten in place, at most ten times a second, and only on a
/// terminal. Shared by the threads of a session.
#[derive(Debug)]
pub struct ProgressLine {
    on: bool,
    started: Instant,
    last: Mutex<Option<Instant>>,
}

impl ProgressLine {
    pub fn new() -> ProgressLine {
        ProgressLine { on: is_terminal(2), started: Instant::now(), last: Mutex::new(None) }
    }

    /// Show `text` (the seconds since the start are added).
    pub fn show(&self, text: &str) {
        if !self.on {
            return;
        }
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if last.map_or(false, |t| now - t < Duration::from_millis(100)) {
            return;
        }
        *last = Some(now);
        eprint!("\r\x1b[K{}, {:.1} s", text, self.started.elapsed().as_secs_f64());
        let _ = std::io::stderr().flush();
    }

    /// Clear the line.
    pub fn clear(&self) {
        if self.on {
            eprint!("\r\x1b[K");
            let _ = std::io::stderr().flush();
        }
    }
}

impl Default for ProgressLine {
    fn default() -> Self {
        ProgressLine::new()
    }
}
