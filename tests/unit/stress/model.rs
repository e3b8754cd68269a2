//! A model whose cases answer with several lines each: the search, the focus on the failing
//! case and the shrinker must take a case's answer as all its lines.

use grundy::oracle::format::{parse_counted, render_counted};
use grundy::oracle::Mutant;
use grundy::oracle::{Family, Model};
use grundy::problems::Problem;
use grundy::rng::Rng;
use grundy::shape::Shape;
use grundy::stress::model::*;
use grundy::stress::oracle::Oracle;
use grundy::text::InputError;

/// T cases, each a number n ≤ 9: its answer is the lines 1, 2, …, n (n = 0: the line "none").
#[derive(Debug)]
struct Counting;

fn count(n: u64, from: u64) -> String {
    if n == 0 {
        return "none".to_string();
    }
    (from..from + n).map(|i| i.to_string()).collect::<Vec<_>>().join("\n")
}

impl Model for Counting {
    type Case = u64;
    const PROBLEM: &'static Problem = grundy::problems::get("nod1066");
    const JUDGE_BATCH: usize = 20;
    const MULTI_CASE: bool = true;
    const EXHAUSTIVE: &'static str = "n from 0 to 9";

    fn parse(input: &str) -> Result<Vec<u64>, InputError> {
        parse_counted(input, 100, |t| t.u64("n", 0..=9))
    }
    fn render(cases: &[u64]) -> String {
        render_counted(cases, |n| format!("{}\n", n))
    }
    fn brute(&n: &u64) -> Option<String> {
        Some(count(n, 1))
    }
    fn reference(&n: &u64) -> String {
        count(n, 1)
    }
    fn generate(_: Family, rng: &mut Rng) -> u64 {
        rng.range(0..=9)
    }
    fn uniform(rng: &mut Rng) -> u64 {
        rng.range(0..=9)
    }
    fn shape(&n: &u64) -> Shape {
        Shape::Int(n)
    }
    fn from_shape(shape: &Shape) -> Option<u64> {
        shape.int()
    }
    fn exhaustive() -> Vec<u64> {
        (0..=9).collect()
    }
    fn mutants() -> Vec<Mutant<u64>> {
        // Wrong from the fifth line of an answer on: only n ≥ 5 shows it.
        vec![Mutant {
            name: "counts 1 to 4, then from 6",
            answer: |&n| {
                count(n.min(4), 1)
                    + &if n > 4 { format!("\n{}", count(n - 4, 6)) } else { String::new() }
            },
        }]
    }
}

#[test]
fn the_focus_finds_the_case_that_holds_a_line_of_a_multi_line_answer() {
    let oracle = ModelOracle::<Counting>::new(1, Family::ALL.to_vec(), None, None);
    let input = Counting::render(&[1, 2, 0, 3]);
    // Output lines: 1 | 1 2 | none | 1 2 3.
    let focus = |line| oracle.focus(&input, line);
    assert_eq!(focus(1)[0], Counting::render(&[1]));
    assert_eq!(focus(3)[0], Counting::render(&[2]));
    assert_eq!(focus(4), vec![Counting::render(&[0]), Counting::render(&[1, 2, 0])]);
    assert_eq!(focus(7)[0], Counting::render(&[3]));
    assert!(focus(8).is_empty());
}

#[test]
fn a_mutant_wrong_on_a_later_line_of_an_answer_is_caught_and_shrunk_to_one_case() {
    let m = Counting::mutants()[0];
    let failure = grundy::stress::hunt_mutant::<Counting>(m, 2000, 3).expect("caught");
    // The smallest failing case is n = 5: lines 1 to 5, the mutant's fifth is 6.
    assert_eq!(failure.smallest.input, "1\n5\n");
    assert_eq!(failure.smallest.expected.as_deref(), Some("1\n2\n3\n4\n5\n"));
    assert_eq!(failure.smallest.run.stdout_text(), "1\n2\n3\n4\n6\n");
}
