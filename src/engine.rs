//! The game engine: positions and moves in; win/lose and Grundy values out.
//!
//! It knows no theorem. A [`Game`] lists the positions one move can reach; [`Solver`] searches the
//! game tree with memoisation, on an explicit stack so deep games (a pile of 10^5 stones taken one at
//! a time) cannot overflow the thread's stack. Every game here is finite, impartial and normal-play:
//! the player who cannot move loses. Rules of the form "whoever does X wins" are modelled by making
//! the position after X one without moves.

use crate::hash::FastMap;
use std::hash::Hash;

/// An impartial game: the same moves are open to both players.
pub trait Game {
    /// A position, in whatever normal form makes equal positions equal (sorted piles, say).
    type Pos: Clone + Eq + Hash;

    /// Every position one move can reach, once per move: two moves that reach the same position
    /// appear twice (poj2975 counts moves, not positions). Must terminate: no cycles.
    fn moves(&self, pos: &Self::Pos) -> Vec<Self::Pos>;
}

/// The minimum excluded value: the least natural number not in `values`.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for v in values {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// Memoised search over one game. Keep it alive across queries to share the memo.
#[derive(Debug)]
pub struct Solver<G: Game> {
    game: G,
    wins: FastMap<G::Pos, bool>,
    grundy: FastMap<G::Pos, u32>,
}

impl<G: Game> Solver<G> {
    pub fn new(game: G) -> Self {
        Solver { game, wins: FastMap::default(), grundy: FastMap::default() }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions the win/lose search has settled so far.
    pub fn positions_seen(&self) -> usize {
        self.wins.len().max(self.grundy.len())
    }

    /// Does the player to move win? Stops at the first losing child (no full Grundy value needed).
    pub fn wins(&mut self, root: &G::Pos) -> bool {
        if let Some(&w) = self.wins.get(root) {
            return w;
        }
        // Each frame: a position, its children, and how many children are known to be winning.
        let mut stack = vec![(root.clone(), self.game.moves(root), 0usize)];
        while let Some(frame) = stack.last_mut() {
            let (pos, children, next) = frame;
            let mut verdict = None;
            while *next < children.len() {
                match self.wins.get(&children[*next]) {
                    Some(true) => *next += 1,
                    Some(false) => {
                        verdict = Some(true);
                        break;
                    }
                    None => break,
                }
            }
            if *next == children.len() {
                verdict = Some(false);
            }
            match verdict {
                Some(w) => {
                    self.wins.insert(pos.clone(), w);
                    stack.pop();
                }
                None => {
                    let child = children[*next].clone();
                    let grandchildren = self.game.moves(&child);
                    stack.push((child, grandchildren, 0));
                }
            }
        }
        self.wins[root]
    }

    /// The Grundy value of a position: the mex of its children's values.
    pub fn grundy(&mut self, root: &G::Pos) -> u32 {
        if let Some(&g) = self.grundy.get(root) {
            return g;
        }
        // Each frame: a position, its children, and how many children have known values.
        let mut stack = vec![(root.clone(), self.game.moves(root), 0usize)];
        while let Some((pos, children, next)) = stack.last_mut() {
            while *next < children.len() && self.grundy.contains_key(&children[*next]) {
                *next += 1;
            }
            if *next == children.len() {
                let g = mex(children.iter().map(|c| self.grundy[c]));
                self.grundy.insert(pos.clone(), g);
                stack.pop();
            } else {
                let child = children[*next].clone();
                let grandchildren = self.game.moves(&child);
                stack.push((child, grandchildren, 0));
            }
        }
        self.grundy[root]
    }

    /// The moves from `pos` that leave the opponent lost: the winning moves, counted per move.
    pub fn winning_moves(&mut self, pos: &G::Pos) -> usize {
        let children = self.game.moves(pos);
        children.iter().filter(|c| !self.wins(c)).count()
    }
}

/// A game on one number given by a closure: handy for one-pile games in tests and the explorer.
pub struct OnePile<F: Fn(u64) -> Vec<u64>>(pub F);

impl<F: Fn(u64) -> Vec<u64>> std::fmt::Debug for OnePile<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OnePile(..)")
    }
}

impl<F: Fn(u64) -> Vec<u64>> Game for OnePile<F> {
    type Pos = u64;
    fn moves(&self, pos: &u64) -> Vec<u64> {
        (self.0)(*pos)
    }
}

/// A game whose moves split a position into independent parts played side by side (a disjunctive
/// sum), like cutting one sheet into two. The Sprague–Grundy theorem gives the value of a move as
/// the XOR of its parts' values.
pub trait SplitGame {
    type Pos: Clone + Eq + Hash;

    /// Every move, as the list of parts it leaves (an empty list: nothing left to play).
    fn moves(&self, pos: &Self::Pos) -> Vec<Vec<Self::Pos>>;
}

/// Grundy values of a [`SplitGame`]'s positions, memoised. Recursion depth is the length of the
/// longest play, fine for the small boards this is used on.
#[derive(Debug)]
pub struct SplitSolver<G: SplitGame> {
    game: G,
    memo: FastMap<G::Pos, u32>,
}

impl<G: SplitGame> SplitSolver<G> {
    pub fn new(game: G) -> Self {
        SplitSolver { game, memo: FastMap::default() }
    }

    pub fn grundy(&mut self, pos: &G::Pos) -> u32 {
        if let Some(&g) = self.memo.get(pos) {
            return g;
        }
        let options: Vec<u32> = self
            .game
            .moves(pos)
            .iter()
            .map(|parts| parts.iter().fold(0, |x, part| x ^ self.grundy(part)))
            .collect();
        let g = mex(options);
        self.memo.insert(pos.clone(), g);
        g
    }
}
