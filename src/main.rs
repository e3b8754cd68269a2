//! The `grundy` tool. See `grundy help`, the justfile and the README.

fn main() {
    std::process::exit(grundy::tool::main(std::env::args().skip(1).collect()));
}
