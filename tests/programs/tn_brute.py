# Brute force for "T, then T numbers": for each N, who wins taking 1 or 2 stones (literal rules).
import sys

t, *ns = map(int, sys.stdin.read().split())
for n in ns:
    wins = [False]
    for m in range(1, n + 1):
        wins.append(any(not wins[m - k] for k in (1, 2) if k <= m))
    print("First" if wins[n] else "Second")
