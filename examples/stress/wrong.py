# A wrong solution: "the first player wins iff the number of stones is odd" (true for one pile of
# 0 or 1 stones, false in general: the right rule is the XOR of the piles).
n, *piles = map(int, open(0).read().split())
print("First" if sum(piles) % 2 else "Second")
