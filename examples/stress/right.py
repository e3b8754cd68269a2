# The right solution: the first player wins iff the XOR of the piles is not 0 (Bouton).
from functools import reduce

n, *piles = map(int, open(0).read().split())
print("First" if reduce(lambda a, b: a ^ b, piles, 0) else "Second")
