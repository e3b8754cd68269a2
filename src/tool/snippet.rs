//! `grundy snippet [NAME] [--lang rust|cpp] [--json]`: the techniques as functions to paste.

use super::args::Args;
use crate::json;
use crate::snippets::{find, SNIPPETS};
use std::io::Write;

pub const HELP: &str = "\
usage: grundy snippet [NAME] [--lang rust|cpp] [--json]

Every technique of the problems as a function to paste into a solution of your own, in Rust (std
only) and C++17 (standard headers only), each proven against the literal rules of its game by the
tests, in both languages. With no NAME, the list; with a NAME, the snippet in Rust (or --lang cpp),
ready to paste above your own main.

examples:
  grundy snippet                       the list: name, languages, what it gives
  grundy snippet wythoff --lang cpp    Wythoff's game in C++, exact for every 64-bit pair
  grundy snippet --json                the list for editors: name, summary, functions, problems,
                                       rust, cpp";

pub fn run(mut args: Args, out: &mut dyn Write) -> super::Outcome {
    let lang = args.value("lang")?;
    let as_json = args.flag("json");
    let names = args.finish()?;
    if let Some(l) = &lang {
        if l != "rust" && l != "cpp" {
            return Err(format!("--lang takes rust or cpp, not {:?}", l).into());
        }
    }
    let name = match names.as_slice() {
        [] => None,
        [n] => Some(n.as_str()),
        [_, extra, ..] => return Err(format!("unexpected argument {:?}", extra).into()),
    };
    match (name, as_json) {
        (None, false) => {
            let width = SNIPPETS.iter().map(|s| s.name.len()).max().unwrap_or(0);
            for s in SNIPPETS {
                let problems = problems_of(s.name);
                let used = if problems.is_empty() {
                    String::new()
                } else {
                    format!(" (problems: {})", problems.join(", "))
                };
                writeln!(out, "{:<w$}  rust, cpp  {}{}", s.name, s.summary, used, w = width)?;
            }
            writeln!(out, "(grundy snippet NAME [--lang cpp] prints one)")?;
        }
        (None, true) => {
            let items: Vec<String> = SNIPPETS
                .iter()
                .map(|s| {
                    let functions: Vec<String> =
                        s.functions.iter().map(|f| json::string(f)).collect();
                    let problems: Vec<String> =
                        problems_of(s.name).iter().map(|p| json::string(p)).collect();
                    format!(
                        "{{\"name\":{},\"summary\":{},\"functions\":[{}],\"problems\":[{}],\
                         \"rust\":{},\"cpp\":{}}}",
                        json::string(s.name),
                        json::string(s.summary),
                        functions.join(","),
                        problems.join(","),
                        json::string(s.rust),
                        json::string(s.cpp)
                    )
                })
                .collect();
            writeln!(out, "[{}]", items.join(","))?;
        }
        (Some(n), _) => match find(n) {
            Some(s) => {
                write!(out, "{}", if lang.as_deref() == Some("cpp") { s.cpp } else { s.rust })?
            }
            None => {
                let known: Vec<&str> = SNIPPETS.iter().map(|s| s.name).collect();
                eprintln!("error: no snippet {:?}; the snippets: {}", n, known.join(" "));
                return Ok(2);
            }
        },
    }
    Ok(0)
}

/// The problems whose solutions use the snippet (their pages link it).
fn problems_of(name: &str) -> Vec<&'static str> {
    crate::snippets::USES.iter().filter(|u| u.snippet == name).map(|u| u.problem).collect()
}
