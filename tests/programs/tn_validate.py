# Validator for "T, then T numbers on one line": exit 0 iff 1 <= T <= 1000, exactly T numbers on
# the second line, each 1 <= N <= 10^5.
import sys

lines = sys.stdin.read().split("\n")
try:
    t = int(lines[0])
    ns = [int(x) for x in lines[1].split()]
    ok = 1 <= t <= 1000 and len(ns) == t and all(1 <= n <= 10**5 for n in ns)
    ok = ok and all(not line.strip() for line in lines[2:])
except (ValueError, IndexError):
    ok = False
sys.exit(0 if ok else 1)
