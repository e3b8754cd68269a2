# The right player (Bash's game): a position is lost for the mover iff n % (k + 1) == 0, so move
# first exactly when it is not, and always leave a multiple of k + 1.
n, k = map(int, input().split())
first = n % (k + 1) != 0
print(1 if first else 2, flush=True)
if not first:
    n -= int(input())
while n > 0:
    take = n % (k + 1)
    print(take, flush=True)
    n -= take
    if n > 0:
        n -= int(input())
