# Generator for "T, then T numbers on one line": mostly 1, now and then a large one.
# Run as: python3 tn_gen.py SEED SIZE
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
t = rng.randint(1, size)
print(t)
print(*(rng.choice([1, 1, 1, rng.randint(1, 60 * size)]) for _ in range(t)))
