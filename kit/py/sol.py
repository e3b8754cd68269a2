# Your solution (a placeholder: the example's rule, found with `grundy guess` on the brute
# force's table — the losing positions of {1, 3, 4} are n = 0, 2 (mod 7)). CHANGE: all of it.
import sys

t, *piles = map(int, sys.stdin.read().split())
print("\n".join("Second" if n % 7 in (0, 2) else "First" for n in piles[:t]))
