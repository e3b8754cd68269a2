use grundy::oracle::abc209e::*;
use grundy::oracle::{Family, Model};
use grundy::rng::Rng;

fn words(ws: &[&str]) -> Vec<String> {
    ws.iter().map(|w| w.to_string()).collect()
}

#[test]
fn official_samples_by_the_rules() {
    let a = words(&["abcd", "bcda", "ada"]);
    assert_eq!(answer(by_the_rules(&a).into_iter()), "Aoki\nTakahashi\nDraw");
    assert_eq!(answer(by_the_rules(&words(&["ABC"])).into_iter()), "Draw");
    let c = words(&["eaaaabaa", "eaaaacaa", "daaaaaaa", "eaaaadaa", "daaaafaa"]);
    let want = "Takahashi\nTakahashi\nTakahashi\nAoki\nTakahashi";
    assert_eq!(answer(by_the_rules(&c).into_iter()), want);
}

#[test]
fn the_reference_agrees_with_the_rules_and_the_mutants_do_not() {
    let mut rng = Rng::new(5);
    let mut caught = [false; 4];
    for i in 0..3000 {
        let family = if i % 2 == 0 { Family::Small } else { Family::Edge };
        let case = Abc209e::generate(family, &mut rng);
        let rules = Abc209e::brute(&case).unwrap();
        assert_eq!(Abc209e::reference(&case), rules, "{:?}", case);
        for (k, m) in Abc209e::mutants().iter().enumerate() {
            caught[k] |= (m.answer)(&case) != rules;
        }
    }
    let edge = Case { words: words(&["abcd", "BCDA"]) };
    assert_ne!((Abc209e::mutants()[1].answer)(&edge), Abc209e::brute(&edge).unwrap());
    assert_eq!(caught, [true; 4]);
}

#[test]
fn generated_cases_are_valid_and_round_trip_through_their_shape() {
    let mut rng = Rng::new(9);
    for family in Family::ALL {
        for _ in 0..20 {
            let case = Abc209e::generate(family, &mut rng);
            let text = Abc209e::render(std::slice::from_ref(&case));
            assert_eq!(Abc209e::parse(&text), Ok(vec![case.clone()]));
            assert_eq!(Abc209e::from_shape(&Abc209e::shape(&case)), Some(case));
        }
    }
    assert!(Abc209e::parse("2\nabc\nab\n").is_err());
    assert!(Abc209e::parse("1\nab1\n").is_err());
    assert!(Abc209e::parse("1\nabcdefghi\n").is_err());
    assert!(Abc209e::parse("2\nabc\n").is_err());
}
