//! The `grundy` command: the front door to the library (`src/main.rs` only dispatches here).

pub mod args;
pub mod bench;
pub mod explore;
pub mod judges;
pub mod new;
pub mod skeleton;
pub mod status;
pub mod stress;
pub mod term;
pub mod test_samples;

use args::Args;

const HELP: &str = "\
grundy — the test side of the impartial-games toolkit

usage: grundy <command> [arguments]

commands:
  test-samples [ID…]         run every solution on its samples and judge the outputs
  stress <id> [options]      stress a solution (ours, or --cmd \"<yours>\") against the oracle
  explore <game> [params]    print a game's table and its proven or observed pattern
  bench [ID…] [--mb N]       throughput of every solution against the read floor
  new <id>                   scaffold a new problem (bin, page, samples folder, model, tests)
  check-judges [ID…]         compile each solution alone with rustc 1.63 and stable, -D warnings
  skeleton [--write]         check (or restore) that every solution shares nod1066's skeleton
  status [--write]           check (or write) each header's Status and page's Verified section
  list                       the problem ids

Run a command with wrong arguments to see its usage.";

/// Run the tool with its arguments (without the program name); returns the exit code.
pub fn main(argv: Vec<String>) -> i32 {
    let mut argv = argv.into_iter();
    let command = argv.next().unwrap_or_default();
    let args = Args::new(argv);
    match command.as_str() {
        "test-samples" => test_samples::main(args),
        "stress" => stress::main(args),
        "check-judges" => judges::main(args),
        "bench" => bench::main(args),
        "explore" => explore::main(args),
        "new" => new::main(args),
        "skeleton" => skeleton::main(args),
        "status" => status::main(args),
        "list" => {
            for id in crate::oracle::IDS {
                println!("{}", id);
            }
            0
        }
        "" | "help" | "--help" | "-h" => {
            println!("{}", HELP);
            0
        }
        other => {
            eprintln!("error: unknown command {:?}\n\n{}", other, HELP);
            2
        }
    }
}
