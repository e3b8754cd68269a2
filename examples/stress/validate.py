# Validator: exit 0 iff stdin is n, then n piles, with 1 <= n <= 5 and 0 <= pile <= 6 (what the
# brute force can search). The shrinker runs nothing this rejects.
import sys

t = sys.stdin.read().split()
ok = (
    len(t) >= 2
    and all(x.isdigit() for x in t)
    and 1 <= int(t[0]) <= 5
    and len(t) == int(t[0]) + 1
    and all(int(x) <= 6 for x in t[1:])
)
sys.exit(0 if ok else 1)
