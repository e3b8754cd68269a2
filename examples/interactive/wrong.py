# A wrong player: the classic slip, n % k instead of n % (k + 1).
n, k = map(int, input().split())
first = n % k != 0
print(1 if first else 2, flush=True)
if not first:
    n -= int(input())
while n > 0:
    take = max(1, min(n % k, n))
    print(take, flush=True)
    n -= take
    if n > 0:
        n -= int(input())
