# Generator: a random Nim position, bigger as SIZE grows. Run as: python3 gen.py SEED SIZE
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
random.seed(seed)
n = random.randint(1, min(size, 5))
print(n)
print(*(random.randint(0, min(size, 6)) for _ in range(n)))
