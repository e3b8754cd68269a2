# "T, then T numbers", right, but it writes 256 MiB to stderr in 1 KiB writes after its answers.
# A judge discards stderr: this is accepted there, and must be here, every time.
import sys

t, *ns = map(int, sys.stdin.read().split())
print("\n".join("First" if n % 3 else "Second" for n in ns[:t]))
sys.stdout.flush()
line = "x" * 1023 + "\n"
for _ in range(1 << 18):
    sys.stderr.write(line)
