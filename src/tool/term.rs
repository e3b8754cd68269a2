//! Terminal niceties: colour only on a terminal and never with `NO_COLOR`; progress lines only on a
//! terminal. std has `IsTerminal` only from Rust 1.70, so on Linux we ask /proc which file the
//! descriptor is; elsewhere we assume "not a terminal", which only turns the niceties off.

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
    pub fn dim(self, text: &str) -> String {
        self.wrap("2", text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_colour_means_plain_text() {
        assert_eq!(Paint(false).red("WA"), "WA");
        assert_eq!(Paint(true).green("OK"), "\x1b[32mOK\x1b[0m");
    }
}
