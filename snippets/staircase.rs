// staircase: staircase Nim: coins on steps 1, 2, …; a move takes any positive number of coins
// from one step down to the next (from step 1 to the ground, step 0, where they stay); whoever
// cannot move loses. steps[i] is the number of coins on step i + 1.
// Theorem: only the odd steps matter (a move from an even step is answered by moving the same
// coins on down): the player to move wins iff the XOR of steps 1, 3, 5, … is not 0. So
// `Staircase` takes the steps one at a time as they are read (nothing kept), from either end: told
// whether the first step it is fed is odd, it holds the XOR and the next step's parity as a mask,
// flipped at each step (no branch; a small Copy value that stays in registers in a reading loop).
// Time: O(len), O(1) a step. Domain: any counts of u64, any number of steps. Tested: the literal
// rules (every distribution of up to 4 coins a step on up to 4 steps), fed bottom-up from an odd
// step and top-down from the top's parity; the C++ against the Rust (tests/toolkit/snippets.rs).
fn staircase_first_wins(steps: &[u64]) -> bool {
    let mut stairs = Staircase::new(true);
    steps.iter().for_each(|&coins| stairs.step(coins));
    stairs.first_wins()
}

/// Staircase Nim's steps as they come: the XOR of the odd ones, and a mask of the next one's
/// parity (all ones: odd).
#[derive(Clone, Copy)]
struct Staircase {
    x: u64,
    odd: u64,
}

impl Staircase {
    fn new(first_odd: bool) -> Self {
        Staircase { x: 0, odd: 0u64.wrapping_sub(u64::from(first_odd)) }
    }

    fn step(&mut self, coins: u64) {
        self.x ^= coins & self.odd;
        self.odd = !self.odd;
    }

    fn first_wins(self) -> bool {
        self.x != 0
    }
}
