# The toolkit's front door. `just --list` shows every recipe with its one-line description.

set positional-arguments

# List the recipes.
default:
    @just --list

# Judge every solution (or the given ids) on its samples: one line per sample, then a summary.
test-samples *ids:
    @scripts/test-samples "$@"

# Run the whole test suite: unit tests, every problem's battery, tool tests, compile matrix.
test:
    cargo test

# Exactly what CI runs: fmt check, clippy -D warnings, test-samples, cargo test, judge compatibility.
ci:
    cargo fmt --check
    cargo clippy --all-targets -- -D warnings
    scripts/test-samples
    CI=true cargo test
    just check-judges

# Compile every solution alone like a judge: rustc 1.63 (2018, 2021) and stable (2024), -D warnings.
check-judges *ids:
    @cargo build --release --quiet --bin grundy
    @target/release/grundy check-judges "$@"

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

# Stress a solution against the oracle: <id> [--cmd "<command>"] [--cases N] [--seed S] [--family F] [--save]
stress id *args:
    @cargo build --release --quiet --bins
    @target/release/grundy stress "$@"

# Explore a game: subtract S…, bash K, powers, nim, wythoff, cut, fibonacci, arabella K, reverse [--upto N] [--svg FILE]
explore game *args:
    @cargo build --release --quiet --bin grundy
    @target/release/grundy explore "$@"

# Benchmark every solution (or the given ids) against the read floor: [id…] [--mb N] [--runs N] [--update-readme]
bench *args:
    @cargo build --release --quiet --bins
    @target/release/grundy bench "$@"

# Scaffold a new problem: bin, page, samples folder, model, registration (see README, "Adding a problem").
new id:
    @cargo build --release --quiet --bin grundy
    @target/release/grundy new "$@"
