use grundy::nim::*;

#[test]
fn nim_values_are_the_xor_and_the_memo_is_shared() {
    for piles in multisets(3, 5) {
        let x = piles.iter().fold(0, |x, &p| x ^ p) as u32;
        assert_eq!(NIM.with(|nim| nim.borrow_mut().grundy(&piles)), x, "{:?}", piles);
    }
    assert!(NIM.with(|nim| nim.borrow().positions_seen()) >= 56);
}

#[test]
fn multisets_are_sorted_and_counted() {
    // Multisets of 2 from {0, 1, 2}: C(4, 2) = 6.
    assert_eq!(multisets(2, 2).len(), 6);
    assert!(multisets(3, 4).iter().all(|m| m.windows(2).all(|w| w[0] <= w[1])));
}
