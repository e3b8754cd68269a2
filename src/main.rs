//! The `grundy` tool. See `grundy help`, the justfile and the README.

fn main() {
    // Whatever ends the tool — a panic included — no program it started outlives it. (A reader
    // that goes away, as in `grundy … | head`, is not a panic: commands write into the writer
    // given and `grundy::tool::main` turns a broken pipe into exit 141, as a filter's.)
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        grundy::process::kill_all();
        default(info);
    }));
    // What a program's children leave behind (setsid, a double fork) comes back to us when their
    // parent dies, not to init: each run kills and reaps its own, and the end kills the rest.
    grundy::sys::become_subreaper();
    let stdout = std::io::stdout();
    let code = grundy::tool::main(std::env::args().skip(1).collect(), &mut stdout.lock());
    grundy::process::kill_all();
    std::process::exit(code);
}
