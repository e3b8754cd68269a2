# Brute force: the literal rules, searched; slow but sure. Its output is the expected one.
# CHANGE: your game's positions and moves in `moves`, and how to read the input and print.
import sys
from functools import lru_cache


def moves(n):
    """The positions one move away from n."""
    return [n - take for take in (1, 3, 4) if take <= n]


@lru_cache(maxsize=None)
def wins(n):
    """Whether the player to move wins: some move leaves a losing position."""
    return any(not wins(m) for m in moves(n))


sys.setrecursionlimit(10000)
t, *piles = map(int, sys.stdin.read().split())
for n in piles[:t]:
    print("First" if wins(n) else "Second")
