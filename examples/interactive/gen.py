# Generator: run as `python3 gen.py SEED SIZE`; prints one test, "n k", bigger as SIZE grows.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
random.seed(seed)
print(random.randint(1, 5 * size), random.randint(1, 1 + size // 2))
