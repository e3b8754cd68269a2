# Validator: exit 0 iff stdin is "n k" with 1 <= n <= 10^6 and 1 <= k <= 10^6.
import sys

t = sys.stdin.read().split()
ok = len(t) == 2 and all(x.isdigit() for x in t) and all(1 <= int(x) <= 10**6 for x in t)
sys.exit(0 if ok else 1)
