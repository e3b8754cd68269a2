// every_sg: Every-SG on Euclid pairs (HDU 3595): several games of Euclid's game (subtract a
// positive multiple of the smaller number from the larger; a game ends when a number is 0) are
// played at once; each turn the player to move must move in every game not yet ended; whoever
// cannot move loses.
// Theorem (Every-SG): the winner of a game drags it out, the loser ends it soon. With steps = 0 at
// an ended game, steps(won) = 1 + the most steps of its lost children, steps(lost) = 1 + the
// fewest of its children, the last game to end is the one with the most steps, and the player to
// move wins iff that most is odd. For Euclid's game at (kb + r, b): if k = 1 the move is forced
// to (b, r); otherwise the mover wins, in steps(b, r) + 1 when (b, r) is lost, else + 2 (via the
// pair forced into it). So walk down the quotients, then climb back.
// Time: O(log max) per pair. Domain: every u64 pair; a 0 in a pair: an ended game (0 steps); no
// pairs: the mover loses. Tested: the literal rules of the joint game (every multiset of 1 to 3
// pairs with numbers up to 5) and random pairs up to 1000 against the game's step recursion
// (tests/toolkit/snippets.rs).
fn euclid_steps(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a.max(b), a.min(b));
    // forced[i]: whether the i-th pair down has quotient 1; at most 93 levels for u64.
    let mut forced = [false; 96];
    let mut depth = 0;
    while b != 0 {
        forced[depth] = a / b == 1;
        depth += 1;
        (a, b) = (b, a % b);
    }
    // Up from the ended game: 0 steps, the mover (who cannot move) has lost.
    let (mut steps, mut wins) = (0, false);
    for &f in forced[..depth].iter().rev() {
        if f {
            steps += 1;
            wins = !wins;
        } else {
            steps += if wins { 2 } else { 1 };
            wins = true;
        }
    }
    steps
}

fn every_sg_first_wins(piles: &[(u64, u64)]) -> bool {
    piles.iter().map(|&(a, b)| euclid_steps(a, b)).max().unwrap_or(0) % 2 == 1
}
