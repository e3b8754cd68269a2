mod args;
mod bench;
mod explore;
mod judges;
mod new;
mod skeleton;
mod status;
mod term;
mod test_samples;

use grundy::tool::*;
use std::io::{self, Write};

fn run(args: &[&str], out: &mut dyn Write) -> i32 {
    main(args.iter().map(|a| a.to_string()).collect(), out)
}

/// A writer that fails as a closed pipe or a full disk does.
struct Failing(io::ErrorKind);

impl Write for Failing {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::new(self.0, "cannot write"))
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn commands_write_into_the_writer_given() {
    let mut out = Vec::new();
    assert_eq!(run(&["list"], &mut out), 0);
    let want: String = grundy::oracle::IDS.iter().map(|id| format!("{}\n", id)).collect();
    assert_eq!(String::from_utf8(out).unwrap(), want);
    let mut out = Vec::new();
    assert_eq!(run(&["list", "--help"], &mut out), 0);
    assert_eq!(String::from_utf8(out).unwrap(), format!("{}\n", LIST_HELP));
}

#[test]
fn a_closed_pipe_is_exit_141_and_a_full_disk_exit_1() {
    assert_eq!(run(&["list"], &mut Failing(io::ErrorKind::BrokenPipe)), 141);
    assert_eq!(run(&["list"], &mut Failing(io::ErrorKind::Other)), 1);
    assert_eq!(run(&["list", "extra"], &mut Vec::new()), 2);
}
