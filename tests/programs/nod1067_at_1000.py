# nod1067, right answers, but it crashes on N = 1000 exactly: a needle that random cases find only
# after tens of thousands of them. Smallest failing input: one game, N = 1000.
import sys

t, *ns = map(int, sys.stdin.read().split())
table = {}
out = []
for n in ns:
    if n == 1000:
        raise ValueError("the table has no row for N = %d" % n)
    out.append("B" if n % 7 in (0, 2) else "A")
print("\n".join(out))
