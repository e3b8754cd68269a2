//! A problem's model as the engine's oracle: tests are batches of generated cases (1, 2, 4, … up
//! to the judge's batch, so the first failures come in small inputs), the validator is the model's
//! parser, the expected output its brute force or reference, and the shape a list of its cases.

use super::oracle::{checked, shortlex_less, Checked, Fault, Oracle, Origin, Test};
use crate::compare::{differ, Mode};
use crate::oracle::{answer_lines, expected, Family, Model};
use crate::rng::Rng;
use crate::shape::Shape;
use std::marker::PhantomData;

/// The cases of the direct search for a smaller input come from their own stream of the seed.
const SMALLER_STREAM: u64 = 0x5AA1_1E57;

/// How many tests the direct search for a smaller failing input runs after shrinking: batches of
/// small cases where the format allows, single games otherwise.
const SMALLER_BATCHES: u64 = 4;
const SMALLER_GAMES: u64 = 16;
const SMALLER_BATCH_CASES: usize = 1000;
/// After the small family's tests, this many times as many from the edge and random families.
const SMALLER_WIDER: u64 = 4;

#[derive(Debug)]
pub struct ModelOracle<M> {
    seed: u64,
    families: Vec<Family>,
    /// The largest batch (cases per run).
    batch: u64,
    /// `--cases`: how many cases in all, if capped.
    cases: Option<u64>,
    model: PhantomData<fn() -> M>,
}

impl<M: Model> ModelOracle<M> {
    pub fn new(seed: u64, families: Vec<Family>, batch: Option<usize>, cases: Option<u64>) -> Self {
        let judge = if M::MULTI_CASE { M::JUDGE_BATCH } else { 1 };
        let batch = batch.unwrap_or(judge).clamp(1, judge.max(1)) as u64;
        ModelOracle { seed, families, batch, cases, model: PhantomData }
    }

    fn family(&self, j: u64) -> Family {
        self.families[(j % self.families.len() as u64) as usize]
    }

    /// The `j`-th case of the seed: each case replayable on its own.
    pub fn case(&self, j: u64) -> M::Case {
        M::generate(self.family(j), &mut Rng::derive(self.seed, j))
    }

    /// The first case and the size of batch `i`: sizes 1, 2, 4, … up to the largest batch.
    fn batch_at(&self, i: u64) -> (u64, u64) {
        let growing = (0..64).find(|&k| 1u64 << k >= self.batch).unwrap_or(63);
        if i < growing {
            ((1u64 << i) - 1, 1 << i)
        } else {
            let first =
                ((1u64 << growing) - 1).saturating_add((i - growing).saturating_mul(self.batch));
            (first, self.batch)
        }
    }

    fn parse(&self, input: &str) -> Result<Vec<M::Case>, Fault> {
        M::parse(input).map_err(|e| {
            Fault::Helper(format!("the model of {} rejects an input it ran: {}", M::ID, e))
        })
    }
}

impl<M: Model> Oracle for ModelOracle<M> {
    fn generate(&self, i: u64) -> Result<Option<Test>, Fault> {
        let (first, mut size) = self.batch_at(i);
        if let Some(n) = self.cases {
            if first >= n {
                return Ok(None);
            }
            size = size.min(n - first);
        }
        let cases: Vec<M::Case> = (first..first + size).map(|j| self.case(j)).collect();
        let family = (size == 1).then(|| self.family(first).name());
        let origin = Origin::Cases { first, last: first + size - 1, family };
        Ok(Some(Test { input: M::render(&cases), origin }))
    }

    fn invalid(&self, input: &str) -> Result<Option<String>, Fault> {
        Ok(M::parse(input).err().map(|e| e.to_string()))
    }

    fn expected(&self, input: &str, _output: &str) -> Result<String, Fault> {
        Ok(self.parse(input)?.iter().map(|c| expected::<M>(c) + "\n").collect())
    }

    fn check(&self, _input: &str, output: &str, expected: &str) -> Result<Checked, Fault> {
        Ok(checked(differ(Mode::Lines, expected, output)))
    }

    fn shape(&self, input: &str) -> Shape {
        Shape::List(M::parse(input).unwrap_or_default().iter().map(M::shape).collect())
    }

    fn text(&self, shape: &Shape) -> Option<String> {
        let cases: Vec<M::Case> =
            shape.items()?.iter().map(M::from_shape).collect::<Option<_>>()?;
        let fits = !cases.is_empty() && (M::MULTI_CASE || cases.len() == 1);
        fits.then(|| M::render(&cases))
    }

    /// The case whose answer holds output line `line` (answers may span several lines: counted
    /// from the expected answers of the cases before it), alone, then with the cases before it.
    fn focus(&self, input: &str, line: usize) -> Vec<String> {
        let cases = match M::parse(input) {
            Ok(cases) if cases.len() > 1 => cases,
            _ => return Vec::new(),
        };
        let mut end = 0;
        for (i, case) in cases.iter().enumerate() {
            end += answer_lines(&expected::<M>(case));
            if line >= 1 && line <= end {
                return vec![M::render(&cases[i..=i]), M::render(&cases[..=i])];
            }
        }
        Vec::new()
    }

    /// The small family first; then, for failures the small family never reaches (sparse ones,
    /// such as a rounding error at one P-position in thousands), the edge and random families,
    /// every case smaller than the best failing input.
    fn smaller(&self, j: u64, best: &str) -> Result<Option<Test>, Fault> {
        let (tests, per_test) =
            if M::MULTI_CASE { (SMALLER_BATCHES, SMALLER_BATCH_CASES) } else { (SMALLER_GAMES, 1) };
        if j >= tests * (1 + SMALLER_WIDER) {
            return Ok(None);
        }
        let family = match j / tests {
            0 => Family::Small,
            _ if j % 2 == 0 => Family::Edge,
            _ => Family::Random,
        };
        // Draws per test: eight per case for the small family, two for the wider ones, whose
        // cases are mostly longer than a shrunk input (csdn-stones2's random family drew 8000
        // games of up to 10^4 piles per test to keep a few: 4 of a mutant test's 5 s).
        let draws = if family == Family::Small { 8 } else { 2 };
        let mut cases = Vec::new();
        for k in 0..(per_test as u64 * draws) {
            if cases.len() == per_test {
                break;
            }
            let mut rng = Rng::derive(self.seed ^ SMALLER_STREAM, j * per_test as u64 * 8 + k);
            let case = M::generate(family, &mut rng);
            if shortlex_less(&M::render(std::slice::from_ref(&case)), best) {
                cases.push(case);
            }
        }
        if cases.is_empty() {
            return Ok(None);
        }
        let origin =
            Origin::Cases { first: 0, last: cases.len() as u64 - 1, family: Some(family.name()) };
        Ok(Some(Test { input: M::render(&cases), origin }))
    }

    fn cases_in(&self, input: &str) -> Option<u64> {
        M::parse(input).ok().map(|c| c.len() as u64)
    }

    fn expected_from(&self, input: &str) -> &'static str {
        match M::parse(input) {
            Ok(cases) if cases.iter().all(|c| M::brute(c).is_some()) => "the literal rules",
            _ => "the reference",
        }
    }

    fn coverage(&self, tests: u64) -> String {
        let names: Vec<&str> = self.families.iter().map(|f| f.name()).collect();
        let mut largest = if tests == 0 { 0 } else { self.batch_at(tests - 1).1 };
        if let Some(n) = self.cases {
            largest = largest.min(n);
        }
        let runs = if self.batch == 1 {
            "one game a run".to_string()
        } else if largest <= 1 {
            "batches of 1 case".to_string()
        } else {
            format!("batches of 1 to {} cases", largest)
        };
        format!("families {}; {}", names.join(","), runs)
    }
}
