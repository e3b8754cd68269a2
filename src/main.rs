//! The `grundy` tool. See `grundy help`, the justfile and the README.

fn main() {
    // `grundy … | head` closes stdout early. Rust ignores SIGPIPE, so `println!` then panics; end
    // quietly instead, as a filter does (exit 141 = 128 + SIGPIPE, what a shell reports for one).
    // Any other failure to write stdout (a full disk) is one line on stderr, not a panic.
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // Whatever happens, no program the tool started outlives it.
        grundy::process::kill_all();
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        match message.strip_prefix("failed printing to stdout: ") {
            Some(e) if e.starts_with("Broken pipe") => std::process::exit(141),
            Some(e) => {
                eprintln!("error: cannot write the output: {}", e);
                std::process::exit(1);
            }
            None => default(info),
        }
    }));
    std::process::exit(grundy::tool::main(std::env::args().skip(1).collect()));
}
