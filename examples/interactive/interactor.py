# Interactor (testlib's convention): run as `python3 interactor.py INPUT OUTPUT`.
# INPUT holds "n k": n stones, a move takes 1 to k of them, whoever takes the last stone wins.
# Protocol: the interactor sends "n k"; the program answers "1" to move first or "2" to move
# second; then the two alternate, each move one line with the number of stones taken.
# Exit 0: the program won; 1: it lost or broke the rules (stderr says which); 3: a bad INPUT.
import sys


def fail(code, why):
    print(why, file=sys.stderr)
    sys.exit(code)


try:
    n, k = map(int, open(sys.argv[1]).read().split())
    assert 1 <= n and 1 <= k
except Exception:
    fail(3, "the test file is not two numbers n k")


def send(line):
    print(line, flush=True)


def receive(what):
    line = sys.stdin.readline()
    if not line:
        fail(1, f"your program stopped before its {what}")
    return line.strip()


send(f"{n} {k}")
choice = receive("choice (1 or 2)")
if choice not in ("1", "2"):
    fail(1, f"expected 1 or 2, got {choice!r}")
programs_turn = choice == "1"
while n > 0:
    if programs_turn:
        move = receive("move")
        if not move.isdigit() or not 1 <= int(move) <= min(k, n):
            fail(1, f"illegal move {move!r} with {n} stones left (take 1 to {min(k, n)})")
        n -= int(move)
        if n == 0:
            sys.exit(0)
    else:
        take = n % (k + 1) or 1  # the winning move when there is one, else the smallest
        n -= take
        send(take)
        if n == 0:
            fail(1, "you lost: the interactor took the last stone")
    programs_turn = not programs_turn
