//! `grundy guess [FILE | -] [--cmd "<command>"] [--json]`: the pattern of a table that a brute
//! force printed. Reading, finding and writing are the library's (`crate::guess`); this file reads
//! the arguments and the table, and writes to stdout.

use super::args::Args;
use super::paths::{from_caller, user_program};
use super::term::is_terminal;
use crate::guess::{self, proof, ReadOptions};
use crate::octal::Code;
use crate::source::CommandError;
use std::io::{Read, Write};
use std::time::Duration;

pub const HELP: &str = "usage: grundy guess [FILE | -] [--cmd \"<command>\"] [--json] [--lose WORD] [--grid] [--keep-exceptions] [--octal CODE | --subtract S]

Find the simplest rule that fits every row of a table your brute force printed (打表找规律) with
the rows to bet on it, and write it as a Rust and a C++ function exact for every u64 argument
(returning u128 / unsigned __int128 where the value can pass 2^64 - 1).

The table (FILE, - or nothing for stdin, or the output of --cmd):
  one value a line          values for n = 0, 1, 2, … (or all on one line)
  n value                   any start, gaps allowed
  a grid                    row a, column b, both from 0 (or a b value lines)
  a b c value               three coordinates or more (nested loops' output): read as a sum of
                            copies of one game, G = f(a) xor f(b) xor f(c), else refused
Values are Grundy numbers, or win/lose in any spelling (W/L, N/P, First/Second, Win/Lose, A/B,
Yes/No, 1/0, …): the usual meaning of the spelling, else the word at n = 0 (no moves) loses.

Rules, simplest first: periodic (period, pre-period, P-positions as residues); known sets of
losing positions (Fibonacci, powers of two, 2^k − 1, squares, triangular, evil, odious, Beatty
⌊kα⌋); known sequences of values (n, lowbit, popcount, odious, evil); arithmetic-periodic
(G(n + p) = G(n) + s); two dimensions: G(a, b) = f(a) xor f(b), a = b, Wythoff's pairs, periodic
in each coordinate; three or more: a sum of copies of one game. A rule is reported only if it fits
every row and the rows support it as a bet: more rows testing it than it has parameters, three
periods, and 16 bits beyond chance. A strong rule broken by a few isolated rows (up to 10) names
them all as wrong rows. Otherwise \"not yet\": the rules the table is consistent with and how
many rows would tell, or \"no rule found\", with the nearest miss and its counterexamples. A
table proves nothing: the rule is a guess beyond it.

options:
  --cmd \"<command>\"  run your table printer through sh -c in your folder (a .cpp, .c, .rs or
                     .py file is built or run as stress does); at most 10 s of CPU time
  --json             one JSON object (kind, proven: false, period, preperiod, p_residues, saltus,
                     name, alpha, of, …) instead of the text
  --lose WORD        the value that means the player to move loses
  --grid             read every line as a row of a grid (a 2-column grid would be n value lines)
  --keep-exceptions  the code returns the table's values at the rows the rule takes for wrong
                     (by default they are a comment and the code follows the rule)
  --octal CODE       the game is this octal game: prove its period with the explorer and compare
  --subtract S       the game is this subtraction set (1,3,4 or 1..3): the same
";

/// The time limit of a `--cmd` run, CPU time.
pub const CMD_SECONDS: u64 = 10;

/// The game `--octal` or `--subtract` names, with its label; `None` for neither.
fn the_game(
    octal: Option<String>,
    subtract: Option<String>,
) -> Result<Option<(Code, String)>, String> {
    match (octal, subtract) {
        (Some(_), Some(_)) => Err("--octal or --subtract, not both".into()),
        (Some(c), None) => {
            let code = Code::parse(&c).map_err(|e| format!("--octal: {}", e))?;
            let label = format!("octal {}", code);
            Ok(Some((code, label)))
        }
        (None, Some(s)) => Ok(Some(proof::subtraction(&s)?)),
        (None, None) => Ok(None),
    }
}

/// The table's text, from `--cmd`, FILE or stdin: `Err` for words that do not go together,
/// `Ok(Err(why))` when it cannot be read.
fn table_text(cmd: Option<String>, files: &[String]) -> Result<Result<String, String>, String> {
    Ok(match (cmd, files.first()) {
        (Some(_), Some(f)) => {
            return Err(format!("a table from --cmd or from {:?}, not both", f));
        }
        (Some(c), None) => from_command(&c),
        (None, Some(f)) if f != "-" => std::fs::read(from_caller(f))
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .map_err(|e| format!("cannot read {}: {}", f, e)),
        (None, _) => {
            if files.is_empty() && is_terminal(0) {
                return Err("no table: give FILE, - (stdin) or --cmd \"<command>\"".into());
            }
            let mut bytes = Vec::new();
            match std::io::stdin().read_to_end(&mut bytes) {
                Ok(_) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
                Err(e) => Err(format!("cannot read stdin: {}", e)),
            }
        }
    })
}

/// `grundy guess`: read the arguments and the table, find its rule and write the report (text or
/// JSON, with the explorer's proof when a game is named). A table that cannot be read or parsed
/// is exit 1; arguments that do not go together are a usage error.
pub fn run(mut args: Args, out: &mut dyn Write) -> super::Outcome {
    let cmd = args.value("cmd")?;
    let json = args.flag("json");
    let lose = args.value("lose")?;
    let grid = args.flag("grid");
    let keep_exceptions = args.flag("keep-exceptions");
    let octal = args.value("octal")?;
    let subtract = args.value("subtract")?;
    let files = args.finish()?;
    if files.len() > 1 {
        return Err(format!("one table at a time (got {:?} and {:?})", files[0], files[1]).into());
    }
    let game = the_game(octal, subtract)?;
    let text = match table_text(cmd, &files)? {
        Ok(text) => text,
        Err(e) => return Ok(fail(&e)),
    };
    let table = match guess::parse(&text, &ReadOptions { lose, grid }) {
        Ok(t) => t,
        Err(e) => return Ok(fail(&e)),
    };
    let proven = match &game {
        Some((code, label)) => match proof::prove(code, label, &table) {
            Ok(p) => Some(p),
            Err(e) => return Err(e.into()),
        },
        None => None,
    };
    let finding = guess::find(&table);
    if let (guess::Shape::Many(dims, _), None) = (&table.shape, &finding.rule) {
        return Ok(fail(&guess::sum::refusal(*dims)));
    }
    if json {
        guess::json::write(out, &table, &finding, proven.as_ref().map(|p| p.json.as_str()))?;
    } else {
        let proof = proven.as_ref().map(|p| p.text.as_str());
        guess::render::text(out, &table, &finding, proof, keep_exceptions)?;
    }
    Ok(0)
}

/// A one-line error on stderr, and exit code 1.
fn fail(message: &str) -> i32 {
    eprintln!("error: {}", message);
    1
}

/// The table the user's program prints.
fn from_command(command: &str) -> Result<String, String> {
    let program = user_program(command).map_err(|e| match e {
        CommandError::Empty => "--cmd is empty".to_string(),
        CommandError::DoesNotBuild(why) => why,
    })?;
    let run = program
        .run(b"", Duration::from_secs(CMD_SECONDS))
        .map_err(|e| format!("--cmd {}: {}", command, e))?;
    if run.exit != crate::process::Exit::Success {
        let line = run.stderr_line();
        return Err(format!(
            "--cmd {}: {}{}",
            command,
            run.exit,
            if line.is_empty() { String::new() } else { format!(" ({})", line) }
        ));
    }
    Ok(run.stdout_text())
}
