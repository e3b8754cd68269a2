# The toolkit's front door. `just --list` shows every recipe with its one-line description.

set positional-arguments

# Every recipe but `bench` runs the tool from cargo's default (dev) build: the build `cargo test`
# uses (optimised, overflow checks on), so the tools, the samples and the tests share one build.
# Recipes run at the repository root; the directory `just` was run in goes to the tool as
# GRUNDY_CALLER_DIR, where a user's commands run and their paths are read (--cmd "./a.out").
grundy := "GRUNDY_CALLER_DIR=" + quote(invocation_directory()) + " ${CARGO_TARGET_DIR:-target}/debug/grundy"

# List the recipes.
default:
    @just --list

# Judge our solutions (or the given ids) on their samples, or your program on ./test/: [id…] [--cmd "<command>"] [--samples DIR] [--compare MODE] [--checker CMD] [--interactor CMD] [--all] [--limit-ms N] [--memory-mb N]
[no-exit-message]
test-samples *args:
    @GRUNDY_CALLER_DIR={{quote(invocation_directory())}} scripts/test-samples "$@"

# Run the whole test suite: unit tests, every problem's battery, tool tests, compile matrix.
test:
    cargo test

# Exactly what CI runs: fmt check, clippy -D warnings, test-samples, cargo test (judge matrix included).
ci:
    cargo fmt --check
    cargo clippy --all-targets -- -D warnings
    scripts/test-samples
    CI=true cargo test

# Compile every solution alone like a judge: rustc 1.63 (2018, 2021) and stable (2024), -D warnings.
[no-exit-message]
check-judges *ids:
    @cargo build --bin grundy
    @{{grundy}} check-judges "$@"

# Print a solution, ready to paste into a judge.
show id:
    @test -f "src/bin/$1.rs" || { echo "error: no solution src/bin/$1.rs (ids: $(ls src/bin | sed 's/\.rs$//' | xargs))" >&2; exit 1; }
    @cat "src/bin/$1.rs"

# Copy a solution to the clipboard (wl-copy, xclip or pbcopy, whichever exists).
copy id:
    #!/bin/sh
    set -eu
    f="src/bin/$1.rs"
    [ -f "$f" ] || { echo "error: no solution $f" >&2; exit 1; }
    if command -v wl-copy >/dev/null 2>&1; then wl-copy < "$f"
    elif command -v xclip >/dev/null 2>&1; then xclip -selection clipboard < "$f"
    elif command -v pbcopy >/dev/null 2>&1; then pbcopy < "$f"
    else echo "error: no clipboard tool (wl-copy, xclip or pbcopy) found; use 'just show $1' and copy by hand" >&2; exit 1
    fi
    echo "copied $f ($(wc -c < "$f") bytes) to the clipboard"

# Stress a program: <id> [--cmd "<command>"] [--cases N] [--seed S] [--family F] [--budget-s N] [--memory-mb N] [--jobs N] [--save DIR], or any problem: --gen CMD (--brute CMD | --interactor CMD) --cmd CMD [--validator CMD] [--checker CMD]
[no-exit-message]
stress *args:
    @cargo build --bins
    @{{grundy}} stress "$@"

# Explore a game: octal CODE [--json], subtract S… (ranges a..b), bash K, powers, nim, wythoff, cut, fibonacci, arabella K, reverse [--upto N] [--svg FILE]
[no-exit-message]
explore game *args:
    @cargo build --bin grundy
    @{{grundy}} explore "$@"

# Find the pattern of your brute force's table: [FILE | -] [--cmd "<command>"] [--json] [--lose WORD] [--grid] [--octal CODE | --subtract S]
[no-exit-message]
guess *args:
    @cargo build --bin grundy
    @{{grundy}} guess "$@"

# Benchmark every solution (or the given ids) against the contestant's C++, the read floor and wc -l: [id…] [--mb N] [--runs N] [--bins DIR] [--update-readme]
[no-exit-message]
bench *args:
    @cargo build --release --bins
    @GRUNDY_CALLER_DIR={{quote(invocation_directory())}} ${CARGO_TARGET_DIR:-target}/release/grundy bench "$@"

# Install `grundy` on your PATH (~/.cargo/bin), to run it from any folder as `grundy <command>`.
install:
    cargo install --path . --bin grundy --locked --force

# Write a starting kit for a problem of your own into DIR (default: where you stand): [DIR] [--lang py|cpp]
[no-exit-message]
init *args:
    @cargo build --bin grundy
    @{{grundy}} init "$@"

# Scaffold a new problem: bin, page, samples folder, model, registration (see README, "Adding a problem").
new id:
    @cargo build --bin grundy
    @{{grundy}} new "$@"
