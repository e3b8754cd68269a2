use grundy::engine::*;
use grundy::nim::Nim;

#[test]
fn mex_of_small_sets() {
    assert_eq!(mex(vec![]), 0);
    assert_eq!(mex(vec![1, 2]), 0);
    assert_eq!(mex(vec![0, 1, 3]), 2);
    assert_eq!(mex(vec![2, 0, 1, 1]), 3);
}

#[test]
fn nim_values_are_xor_and_wins_agree_with_grundy() {
    let mut s = Solver::new(Nim);
    for a in 0..6u64 {
        for b in a..6 {
            for c in b..6 {
                let pos = vec![a, b, c];
                assert_eq!(u64::from(s.grundy(&pos)), a ^ b ^ c, "{:?}", pos);
                assert_eq!(s.wins(&pos), a ^ b ^ c != 0, "{:?}", pos);
            }
        }
    }
}

#[test]
fn deep_games_do_not_overflow_the_stack() {
    let mut s = Solver::new(OnePile(|n| if n == 0 { vec![] } else { vec![n - 1] }));
    assert!(!s.wins(&200_000));
    assert_eq!(s.grundy(&200_001), 1);
}

/// Nim heaps as a split game (a move leaves one smaller heap): values must be the heap sizes.
struct Heap;
impl SplitGame for Heap {
    type Pos = u32;
    fn moves(&self, n: &u32) -> Vec<Vec<u32>> {
        (0..*n).map(|m| if m == 0 { vec![] } else { vec![m] }).collect()
    }
}

/// Splitting a row of n coins: remove one coin, leaving up to two rows (Kayles without pairs).
struct Split;
impl SplitGame for Split {
    type Pos = u32;
    fn moves(&self, n: &u32) -> Vec<Vec<u32>> {
        (0..*n).map(|i| [i, n - 1 - i].into_iter().filter(|&r| r > 0).collect()).collect()
    }
}

#[test]
fn split_games_xor_their_parts() {
    let mut heap = SplitSolver::new(Heap);
    assert_eq!((0..8).map(|n| heap.grundy(&n)).collect::<Vec<_>>(), (0..8).collect::<Vec<_>>());
    // By hand: g(0) = 0, g(1) = mex{0} = 1, g(2) = mex{g(1)} = 0, g(3) = mex{g(2), g(1)^g(1)} = 1.
    let mut split = SplitSolver::new(Split);
    assert_eq!((0..4).map(|n| split.grundy(&n)).collect::<Vec<_>>(), vec![0, 1, 0, 1]);
}

#[test]
fn winning_moves_counts_moves_not_positions() {
    // Piles 1, 1, 2: taking the whole 2 wins; so does nothing else. Piles 2, 2: no winning move.
    let mut s = Solver::new(Nim);
    assert_eq!(s.winning_moves(&vec![1, 1, 2]), 1);
    assert_eq!(s.winning_moves(&vec![2, 2]), 0);
    // Piles 1, 2, 2 → x = 1: the single 1-pile can be emptied; 2-piles cannot drop to 3.
    assert_eq!(s.winning_moves(&vec![1, 2, 2]), 1);
    // Piles 3, 3, 3 → x = 3: any of the three piles can be emptied: three winning moves.
    assert_eq!(s.winning_moves(&vec![3, 3, 3]), 3);
}
