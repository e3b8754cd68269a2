//! The `grundy` command: the front door to the library (`src/main.rs` only dispatches here).

pub mod args;
pub mod bench;
pub mod explore;
pub mod guess;
pub mod init;
pub mod judges;
pub mod new;
pub mod paths;
pub mod skeleton;
pub mod snippet;
pub mod status;
pub mod stress;
pub mod term;
pub mod test_samples;

use args::Args;
use std::io::{self, Write};

/// Why a command stopped short of its exit code.
#[derive(Debug)]
pub enum Failure {
    /// The arguments are wrong: the message, printed with the usage line (exit 2).
    Usage(String),
    /// Its output could not be written: a reader that went away (`grundy … | head`, exit 141 as
    /// a filter's) or a full disk (one line on stderr, exit 1).
    Output(io::Error),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Usage(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Failure {
        Failure::Usage(message.to_string())
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

/// What a command returns: its exit code, or why it stopped short.
pub type Outcome = Result<i32, Failure>;

/// One command of the tool: its name, its line in the overview, its help, and how it runs.
struct Command {
    name: &'static str,
    summary: &'static str,
    /// The whole `--help` text; its first line is the usage line shown after an argument error.
    help: &'static str,
    /// Runs the command, writing its report into the writer given (stdout); every failure but a
    /// usage error or an output that cannot be written is reported by the command itself, with
    /// its exit code.
    run: fn(Args, &mut dyn Write) -> Outcome,
    /// Whether it runs other people's programs and watches for Ctrl-C itself (it then kills them,
    /// reports what it has and exits 130); other commands die at Ctrl-C as programs do.
    watches_interrupts: bool,
}

const COMMANDS: &[Command] = &[
    Command {
        name: "test-samples",
        summary: "judge solutions (ours or --cmd \"<yours>\") on the samples",
        help: test_samples::HELP,
        run: test_samples::run,
        watches_interrupts: true,
    },
    Command {
        name: "stress",
        summary: "stress a program against a problem's oracle, shrink any failure",
        help: stress::HELP,
        run: stress::run,
        watches_interrupts: true,
    },
    Command {
        name: "init",
        summary: "write a starting kit for a problem of your own (gen, brute, validator, checker)",
        help: init::HELP,
        run: init::run,
        watches_interrupts: false,
    },
    Command {
        name: "explore",
        summary: "print a game's table and its proven or observed pattern",
        help: explore::HELP,
        run: explore::run,
        watches_interrupts: false,
    },
    Command {
        name: "guess",
        summary: "find the pattern of your brute force's table (Grundy values or win/lose)",
        help: guess::HELP,
        run: guess::run,
        watches_interrupts: false,
    },
    Command {
        name: "snippet",
        summary: "every technique as a proven function to paste, in Rust and C++",
        help: snippet::HELP,
        run: snippet::run,
        watches_interrupts: false,
    },
    Command {
        name: "bench",
        summary: "every solution against the contestant's C++, the read floor and wc -l",
        help: bench::HELP,
        run: bench::run,
        watches_interrupts: false,
    },
    Command {
        name: "new",
        summary: "scaffold a new problem (bin, page, samples folder, model, tests)",
        help: new::HELP,
        run: new::run,
        watches_interrupts: false,
    },
    Command {
        name: "check-judges",
        summary: "compile each solution alone with rustc 1.63 and stable, -D warnings",
        help: judges::HELP,
        run: judges::run,
        watches_interrupts: false,
    },
    Command {
        name: "skeleton",
        summary: "check (or restore) that every solution shares nod1066's skeleton",
        help: skeleton::HELP,
        run: skeleton::run,
        watches_interrupts: false,
    },
    Command {
        name: "status",
        summary: "check (or write) each header's Status and page's Verified section",
        help: status::HELP,
        run: status::run,
        watches_interrupts: false,
    },
    Command {
        name: "list",
        summary: "the problem ids",
        help: LIST_HELP,
        run: list,
        watches_interrupts: false,
    },
];

pub const LIST_HELP: &str = "\
usage: grundy list [--long]

Print every problem id, one a line (the table of problems, src/problems.rs). --long adds each one's
title, judges, bounds and limits.";

fn list(mut args: Args, out: &mut dyn Write) -> Outcome {
    let long = args.flag("long");
    args.finish_none()?;
    for p in crate::problems::PROBLEMS {
        match long {
            false => writeln!(out, "{}", p.id)?,
            true => {
                writeln!(out, "{}\t{}\t{}\t{}", p.id, p.title, p.judges.join(", "), p.judge_text())?
            }
        }
    }
    Ok(0)
}

/// The overview: every command with its line.
fn overview() -> String {
    let mut text = String::from(
        "grundy — the test side of the impartial-games toolkit\n\n\
         usage: grundy <command> [arguments]   (grundy <command> --help for its options)\n\n\
         commands:\n",
    );
    for c in COMMANDS {
        text += &format!("  {:<14} {}\n", c.name, c.summary);
    }
    text
}

/// Run the tool with its arguments (without the program name), writing into `out`; returns the
/// exit code. The one place where an output that cannot be written is handled.
pub fn main(argv: Vec<String>, out: &mut dyn Write) -> i32 {
    match dispatch(argv, out).and_then(|code| out.flush().map(|()| code).map_err(Failure::from)) {
        Ok(code) => code,
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => 141,
        Err(Failure::Output(e)) => {
            eprintln!("error: cannot write the output: {}", e);
            1
        }
        // Usage errors are printed by `dispatch`, which knows the command.
        Err(Failure::Usage(_)) => 2,
    }
}

fn dispatch(argv: Vec<String>, out: &mut dyn Write) -> Outcome {
    let mut argv = argv.into_iter();
    let name = argv.next().unwrap_or_default();
    let mut args = Args::new(argv);
    if let "" | "help" | "--help" | "-h" = name.as_str() {
        // `grundy help stress` is `grundy stress --help`.
        return match args.finish().ok().and_then(|rest| rest.first().cloned()) {
            Some(topic) => match COMMANDS.iter().find(|c| c.name == topic) {
                Some(c) => help(c, out),
                None => Ok(unknown(&topic)),
            },
            None => {
                write!(out, "{}", overview())?;
                Ok(0)
            }
        };
    }
    let command = match COMMANDS.iter().find(|c| c.name == name) {
        Some(c) => c,
        None => return Ok(unknown(&name)),
    };
    if args.flag("help") || args.short("h") {
        return help(command, out);
    }
    if command.watches_interrupts {
        crate::sys::catch_interrupts();
    }
    match (command.run)(args, out) {
        Err(Failure::Usage(e)) => {
            let usage = command.help.lines().next().unwrap_or("");
            eprintln!("error: {}\n{}\n(grundy {} --help for more)", e, usage, command.name);
            Ok(2)
        }
        other => other,
    }
}

fn help(command: &Command, out: &mut dyn Write) -> Outcome {
    writeln!(out, "{}", command.help.trim_end())?;
    Ok(0)
}

fn unknown(name: &str) -> i32 {
    eprintln!("error: unknown command {:?}\n\n{}", name, overview().trim_end());
    2
}
