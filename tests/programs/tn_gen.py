# Generator for "T, then T numbers on one line": mostly 1, now and then a large one (at most 3000,
# above 1001 from size 2 on, so that tn_wrong.c fails within a few sizes).
# Run as: python3 tn_gen.py SEED SIZE
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
t = rng.randint(1, 4 * size)
print(t)
print(*(rng.choice([1, 1, 1, rng.randint(1, min(600 * size, 3000))]) for _ in range(t)))
