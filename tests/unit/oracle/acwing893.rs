use grundy::oracle::acwing893::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn ans(s: &[u64], h: &[u64]) -> String {
    Acwing893::brute(&Case { s: s.to_vec(), h: h.to_vec() }).unwrap()
}

#[test]
fn official_sample_and_hand_facts() {
    assert_eq!(ans(&[2, 5], &[2, 4, 7]), "Yes");
    // S = {1}: parity of the total. S = {2}: g(h) = ⌊h/2⌋ mod 2.
    assert_eq!(ans(&[1], &[3, 4]), "Yes");
    assert_eq!(ans(&[1], &[3, 5]), "No");
    assert_eq!(ans(&[2], &[2, 3]), "No");
    assert_eq!(ans(&[2], &[4]), "No");
    // Piles below every size cannot move at all.
    assert_eq!(ans(&[5, 7], &[4, 3, 1]), "No");
}

#[test]
fn grundy_table_by_hand() {
    // S = {2, 5}: g(0..=7) = 0 0 1 1 0 2 1 0 (g(5) = mex{g(3), g(0)} = mex{1, 0} = 2).
    assert_eq!(grundy_table(&[2, 5], 7), vec![0, 0, 1, 1, 0, 2, 1, 0]);
    assert_eq!(grundy_table(&[1], 4), vec![0, 1, 0, 1, 0]);
}

#[test]
fn validator_bounds() {
    assert!(Acwing893::parse("1\n10000\n1\n10000\n").is_ok());
    assert!(Acwing893::parse("1\n0\n1\n1\n").is_err());
    assert!(Acwing893::parse("1\n1\n1\n10001\n").is_err());
    assert!(Acwing893::parse("101\n").is_err());
    let e = Acwing893::parse("2\n3 3\n1\n1\n").unwrap_err();
    assert_eq!(e.at, 4, "{}", e);
    assert!(Acwing893::parse("1\n1\n1\n1\n5\n").is_err());
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(893);
    for i in 0..400 {
        let c = Acwing893::generate(Family::ALL[i % 4], &mut rng);
        assert!(Acwing893::parse(&Acwing893::render(std::slice::from_ref(&c))).is_ok(), "{:?}", c);
        assert_eq!(Acwing893::from_shape(&Acwing893::shape(&c)).as_ref(), Some(&c));
    }
}

#[test]
fn huge_is_one_valid_game() {
    // Beyond the judge's n ≤ 100 only: the validator with that count raised accepts it.
    for huge in [Acwing893::huge, Acwing893::huge_uniform] {
        let text = huge(20_000, &mut Rng::new(1));
        let v: Vec<u64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
        let k = v[0] as usize;
        assert_eq!(k as u64, MAX_K);
        assert_eq!(v[k + 1] as usize, v.len() - k - 2);
        assert!(v[1..=k].iter().all(|&s| (1..=MAX_S).contains(&s)));
        assert!(v[k + 2..].iter().all(|&h| (1..=MAX_H).contains(&h)));
        assert!(text.len() >= 20_000);
    }
}
