// staircase: staircase Nim: coins on steps 1, 2, …; a move takes any positive number of coins
// from one step down to the next (from step 1 to the ground, step 0, where they stay); whoever
// cannot move loses. steps[i] is the number of coins on step i + 1.
// Theorem: only the odd steps matter (a move from an even step is answered by moving the same
// coins on down): the player to move wins iff the XOR of steps 1, 3, 5, … is not 0.
// Time: O(len). Domain: any counts of u64. Tested: the literal rules (every distribution of up
// to 4 coins a step on up to 4 steps) (tests/toolkit/snippets.rs).
fn staircase_first_wins(steps: &[u64]) -> bool {
    steps.iter().step_by(2).fold(0, |x, &c| x ^ c) != 0
}
