# Checker (optional; testlib's convention): `python3 checker.py INPUT OUTPUT ANSWER` (three
# files). Exit 0 accepted, 1 wrong answer, 2 presentation error; say why on stderr. Any other
# exit is the checker's own failure. Without --checker, grundy compares lines as judges do.
# This one accepts the answers in any letter case, token by token. CHANGE: when your problem
# accepts several answers, check the output against the input here instead.
import sys

output = open(sys.argv[2]).read().split()
answer = open(sys.argv[3]).read().split()
for i, (got, want) in enumerate(zip(output, answer), 1):
    if got.lower() != want.lower():
        print(f"answer {i}: expected {want}, got {got}", file=sys.stderr)
        sys.exit(1)
if len(output) != len(answer):
    print(f"expected {len(answer)} answers, got {len(output)}", file=sys.stderr)
    sys.exit(1)
