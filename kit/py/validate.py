# Validator: exit 0 when the input on stdin is valid, else exit 1 saying why on stderr.
# The shrinker runs nothing this rejects, so state every bound of the statement (and no more
# than the brute force can answer). CHANGE: your problem's format and bounds.
import sys


def bad(why):
    print(why, file=sys.stderr)
    sys.exit(1)


tokens = sys.stdin.read().split()
if not tokens or not all(x.isdigit() for x in tokens):
    bad("expected non-negative integers")
t, *piles = map(int, tokens)
if not 1 <= t <= 100:
    bad(f"T = {t} is not in 1..100")
if len(piles) != t:
    bad(f"T = {t} but {len(piles)} piles follow")
for n in piles:
    if not 1 <= n <= 1000:
        bad(f"n = {n} is not in 1..1000")
