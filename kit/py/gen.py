# Generator: `python3 gen.py SEED SIZE` prints one input (grundy stress runs it with SIZE 1, 2, …).
# The example problem: T games, each a pile of n stones; a move takes 1, 3 or 4 stones; who
# cannot move loses. Print "First" or "Second" for each game.
# CHANGE: print an input of your problem. Small SIZE, small input: failures found small are
# easier to read, and the brute force must answer every input quickly.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
random.seed(seed)
t = random.randint(1, min(size, 5))
print(t)
for _ in range(t):
    print(random.randint(1, 3 * size))
