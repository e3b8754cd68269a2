# A brute force with a bug of its own: it answers only the first of the T numbers (right, for that
# one). A right program must never be blamed for it: the session names this brute force.
import sys

t, *ns = map(int, sys.stdin.read().split())
print("First" if ns[0] % 3 else "Second")
