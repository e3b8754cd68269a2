# Brute force: the literal rules of Nim (take any number of stones from one pile; who cannot move
# loses), searched with memoisation. Slow, but sure.
import sys
from functools import lru_cache

n, *piles = map(int, sys.stdin.read().split())


@lru_cache(maxsize=None)
def wins(state):
    return any(
        not wins(tuple(sorted(state[:i] + (k,) + state[i + 1 :])))
        for i, p in enumerate(state)
        for k in range(p)
    )


print("First" if wins(tuple(sorted(piles))) else "Second")
