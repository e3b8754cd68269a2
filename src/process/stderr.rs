//! A run's stderr goes to an unlinked temporary file, not a pipe. A judge discards stderr, and
//! writing into a pipe costs the writer system time at every wake-up of the reader: 1 GiB in 1 KiB
//! writes took a Python program 2.4 s of CPU into a pipe against 0.45 s into a file, enough to
//! turn a right program into a time limit. The file is kept small: past [`FILE_CAP`] its head is
//! saved once and the file emptied (the program appends, so it writes on from the start), and at
//! the end the head, how much was cut, and the last [`STDERR_TAIL`] bytes are what is kept.

use super::{STDERR_HEAD, STDERR_TAIL};
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom};
use std::process::Stdio;

/// The most the file may hold before it is emptied.
pub const FILE_CAP: u64 = 8 << 20;

/// The stderr file of one run, as this tool sees it.
#[derive(Debug)]
pub struct StderrFile {
    file: File,
    /// The first [`STDERR_HEAD`] bytes, once the file has been emptied.
    head: Option<Vec<u8>>,
    /// Bytes dropped when the file was emptied (past the head).
    cut: u64,
}

impl StderrFile {
    /// A new file, already unlinked, and the handle to give the program (opened to append).
    pub fn create() -> io::Result<(StderrFile, Stdio)> {
        let path = std::env::temp_dir().join(format!("grundy-stderr-{}", super::group::new_tag()));
        // Two opens, two offsets: a clone would share the program's, which its appends move.
        let theirs = OpenOptions::new().append(true).create_new(true).open(&path)?;
        let file = OpenOptions::new().read(true).write(true).open(&path);
        let _ = std::fs::remove_file(&path);
        Ok((StderrFile { file: file?, head: None, cut: 0 }, Stdio::from(theirs)))
    }

    fn len(&self) -> u64 {
        self.file.metadata().map_or(0, |m| m.len())
    }

    /// Everything written so far (for the watcher: output that flows is not idleness).
    pub fn written(&self) -> u64 {
        self.head.as_ref().map_or(0, |h| h.len() as u64) + self.cut + self.len()
    }

    /// Past [`FILE_CAP`], save the head (once) and empty the file.
    pub fn trim(&mut self) {
        let len = self.len();
        if len <= FILE_CAP {
            return;
        }
        if self.head.is_none() {
            let head = self.read_from(0, STDERR_HEAD as u64);
            self.cut += len - head.len() as u64;
            self.head = Some(head);
        } else {
            self.cut += len;
        }
        let _ = self.file.set_len(0);
    }

    fn read_from(&self, at: u64, most: u64) -> Vec<u8> {
        let mut out = Vec::new();
        let mut f = &self.file;
        if f.seek(SeekFrom::Start(at)).is_ok() {
            let _ = f.take(most).read_to_end(&mut out);
        }
        out
    }

    /// What is kept: all of it up to [`STDERR_HEAD`] bytes; past it, the head, a line saying
    /// how much was cut, and the last [`STDERR_TAIL`] bytes.
    pub fn finish(mut self) -> Vec<u8> {
        let len = self.len();
        let (mut head, from) = match self.head.take() {
            Some(h) => (h, 0),
            None if len <= STDERR_HEAD as u64 => return self.read_from(0, len),
            None => (self.read_from(0, STDERR_HEAD as u64), STDERR_HEAD as u64),
        };
        let tail_from = len.saturating_sub(STDERR_TAIL as u64).max(from);
        let cut = self.cut + (tail_from - from);
        if cut > 0 {
            head.extend_from_slice(format!("\n…({} bytes cut)…\n", cut).as_bytes());
        }
        head.extend(self.read_from(tail_from, len - tail_from));
        head
    }
}
