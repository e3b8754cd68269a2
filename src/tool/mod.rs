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
pub mod status;
pub mod stress;
pub mod term;
pub mod test_samples;

use args::Args;

/// One command of the tool: its name, its line in the overview, its help, and how it runs.
struct Command {
    name: &'static str,
    summary: &'static str,
    /// The whole `--help` text; its first line is the usage line shown after an argument error.
    help: &'static str,
    /// Runs the command; `Err` is a usage error (printed with the usage line, exit 2). Every other
    /// failure is reported by the command itself, with its exit code.
    run: fn(Args) -> Result<i32, String>,
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

const LIST_HELP: &str = "usage: grundy list\n\nPrint every problem id, one a line.";

fn list(args: Args) -> Result<i32, String> {
    args.finish_none()?;
    for id in crate::oracle::IDS {
        println!("{}", id);
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

/// Run the tool with its arguments (without the program name); returns the exit code.
pub fn main(argv: Vec<String>) -> i32 {
    let mut argv = argv.into_iter();
    let name = argv.next().unwrap_or_default();
    let mut args = Args::new(argv);
    if let "" | "help" | "--help" | "-h" = name.as_str() {
        // `grundy help stress` is `grundy stress --help`.
        return match args.finish().ok().and_then(|rest| rest.first().cloned()) {
            Some(topic) => match COMMANDS.iter().find(|c| c.name == topic) {
                Some(c) => help(c),
                None => unknown(&topic),
            },
            None => {
                print!("{}", overview());
                0
            }
        };
    }
    let command = match COMMANDS.iter().find(|c| c.name == name) {
        Some(c) => c,
        None => return unknown(&name),
    };
    if args.flag("help") || args.short("h") {
        return help(command);
    }
    if command.watches_interrupts {
        crate::sys::catch_interrupts();
    }
    match (command.run)(args) {
        Ok(code) => code,
        Err(e) => {
            let usage = command.help.lines().next().unwrap_or("");
            eprintln!("error: {}\n{}\n(grundy {} --help for more)", e, usage, command.name);
            2
        }
    }
}

fn help(command: &Command) -> i32 {
    println!("{}", command.help.trim_end());
    0
}

fn unknown(name: &str) -> i32 {
    eprintln!("error: unknown command {:?}\n\n{}", name, overview().trim_end());
    2
}
