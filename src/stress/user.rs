//! A problem without a model, as the engine's oracle: the user's generator (`gen SEED SIZE`, sizes
//! 1, 2, … up to `--max-size` and round again, a new seed each test), brute force, validator
//! (exit 0 when the input on stdin is valid) and checker (`checker INPUT OUTPUT ANSWER` as testlib:
//! 0 accepted, 1 wrong answer, 2 presentation error, anything else the checker's own failure).
//! A helper that fails is named, never blamed on the program under test.

use super::layout::{self, Layout};
use super::oracle::{checked, shortlex_less, Checked, Fault, Oracle, Origin, Test};
use crate::compare::{differ, float_hint, judge_lines, Mode};
use crate::process::{Exit, Program, Run};
use crate::shrink::{shape_text, text_shape, Shape};
use crate::testlib::{self, failed};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How many tests the direct search for a smaller failing input runs after shrinking.
const SMALLER_TESTS: u64 = 16;
/// The direct search's seeds are far from the search's.
const SMALLER_SEEDS: u64 = 1 << 40;
/// The seeds of the inputs the layout is learnt from, far from both.
const LAYOUT_SEEDS: u64 = 1 << 41;

#[derive(Debug, Clone)]
pub struct UserOracle {
    pub generator: Program,
    /// The brute force (none for an interactive problem: the interactor judges).
    pub brute: Option<Program>,
    /// The interactor of an interactive problem.
    pub interactor: Option<Program>,
    pub validator: Option<Program>,
    pub checker: Option<Program>,
    pub compare: Mode,
    /// The time limit of every helper.
    pub helper_limit: Duration,
    pub seed: u64,
    pub max_size: u64,
    /// `--cases`: how many tests in all, if capped.
    pub cases: Option<u64>,
    /// A folder for the checker's files (one subfolder a thread).
    pub work: PathBuf,
    /// Without a validator: the inputs the search generated, and the layout learnt from them.
    pub learnt: Arc<Learnt>,
}

/// The inputs seen and the layout learnt from them (once, when the shrinker first asks).
#[derive(Debug, Default)]
pub struct Learnt {
    seen: Mutex<Vec<String>>,
    layout: Mutex<Option<Option<Layout>>>,
}

/// The case count an input declares: its first line a lone integer T ≥ 2 with exactly T non-blank
/// lines after it (`T` then a case a line).
pub fn declared_cases(input: &str) -> Option<usize> {
    let mut lines = input.lines().filter(|l| !l.trim().is_empty());
    let t: usize = lines.next()?.trim().parse().ok()?;
    (t >= 2 && lines.count() == t).then_some(t)
}

fn plural(n: usize, what: &str) -> String {
    format!("{} {}{}", n, what, if n == 1 { "" } else { "s" })
}

fn non_blank_lines(text: &str) -> usize {
    text.lines().filter(|l| !l.trim().is_empty()).count()
}

impl UserOracle {
    /// Run a helper; `Err` unless it exits 0.
    fn helper(&self, what: &str, program: &Program, input: &str) -> Result<Run, Fault> {
        let run = program.run(input.as_bytes(), self.helper_limit)?;
        if run.exit != Exit::Success {
            return Err(Fault::Helper(format!(
                "the {} `{}` failed{}",
                what,
                program,
                failed(&run)
            )));
        }
        Ok(run)
    }

    /// The generator's input for (seed, size).
    fn generated(&self, seed: u64, size: u64) -> Result<String, Fault> {
        let gen = self.generator.with_args(&[seed.to_string(), size.to_string()]);
        let about = format!("seed {}, size {}", seed, size);
        let input = self
            .helper("generator", &gen, "")
            .map_err(|e| match e {
                Fault::Helper(why) => Fault::Helper(format!("{} for {}", why, about)),
                other => other,
            })?
            .stdout_text();
        if input.trim().is_empty() {
            return Err(Fault::Helper(format!(
                "the generator `{}` printed nothing for {}",
                self.generator, about
            )));
        }
        Ok(input)
    }

    /// The checker's verdict on an output (its files in a folder of this thread's own).
    fn checker_says(&self, checker: &Program, files: [&str; 3]) -> Result<Checked, Fault> {
        let [input, output, answer] = files;
        let why =
            testlib::check(checker, &self.thread_dir(), input, output, answer, self.helper_limit)?;
        Ok(why.map(|w| (w, None)))
    }

    /// The layout of the generator's inputs, learnt the first time it is asked for: from the
    /// inputs the search generated, topped up to [`layout::WANTED`] with new seeds at sizes
    /// spread over `1..=max_size`.
    fn layout(&self) -> Result<Option<Layout>, Fault> {
        let mut layout = self.learnt.layout.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = &*layout {
            return Ok(l.clone());
        }
        let mut inputs = self.learnt.seen.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let wanted = layout::WANTED as u64;
        for n in inputs.len() as u64..wanted {
            let size = 1 + n * self.max_size.saturating_sub(1) / wanted.max(1);
            inputs
                .push(self.generated(self.seed.wrapping_add(LAYOUT_SEEDS).wrapping_add(n), size)?);
        }
        *layout = Some(Layout::learn(&inputs));
        Ok(layout.clone().flatten())
    }

    /// A folder for this thread's helper files.
    fn thread_dir(&self) -> PathBuf {
        self.work.join(format!("{:?}", std::thread::current().id()).replace(['(', ')'], ""))
    }
}

impl Oracle for UserOracle {
    fn generate(&self, i: u64) -> Result<Option<Test>, Fault> {
        if self.cases.map_or(false, |n| i >= n) {
            return Ok(None);
        }
        let (seed, size) = (self.seed.wrapping_add(i), 1 + i % self.max_size);
        let input = self.generated(seed, size)?;
        // The first input of each size is validated (a generator wrong at some size shows early);
        // every failing input is validated before it is reported. (Without a validator, the
        // layout learnt for shrinking judges shrunk inputs only, never the generator's.)
        if i < self.max_size && self.validator.is_some() {
            if let Some(why) = self.invalid(&input)? {
                let origin = Origin::Generator { seed, size };
                return Err(Fault::Helper(format!("the validator rejects {}: {}", origin, why)));
            }
        }
        if self.validator.is_none() {
            let mut seen = self.learnt.seen.lock().unwrap_or_else(|e| e.into_inner());
            if seen.len() < layout::WANTED {
                seen.push(input.clone());
            }
        }
        Ok(Some(Test { input, origin: Origin::Generator { seed, size } }))
    }

    fn invalid(&self, input: &str) -> Result<Option<String>, Fault> {
        let v = match &self.validator {
            Some(v) => v,
            None => {
                return Ok(self.layout()?.and_then(|l| {
                    l.breaks(input).map(|why| format!("outside the generator's layout: {}", why))
                }))
            }
        };
        let run = v.run(input.as_bytes(), self.helper_limit)?;
        Ok(match run.exit {
            Exit::Success => None,
            Exit::TimedOut(_) => {
                return Err(Fault::Helper(format!("the validator `{}` ran out of time", v)))
            }
            exit => {
                let said = [run.stderr_text(), run.stdout_text()]
                    .iter()
                    .find_map(|t| t.lines().find(|l| !l.trim().is_empty()).map(str::to_string));
                Some(match said {
                    Some(said) => format!("{}: {}", exit, said.trim()),
                    None => exit.to_string(),
                })
            }
        })
    }

    fn expected(&self, input: &str, output: &str) -> Result<String, Fault> {
        let brute = match &self.brute {
            Some(b) => b,
            None => return Ok(String::new()),
        };
        let expected = self.helper("brute force", brute, input)?.stdout_text();
        if expected.trim().is_empty() && !output.trim().is_empty() {
            return Err(Fault::Helper(format!("the brute force `{}` printed nothing", brute)));
        }
        // Fewer lines than the program's, the same as far as they go: the brute force stopped
        // early (answered one case of several?), far likelier than a program that adds lines.
        let (e, o) = (judge_lines(&expected), judge_lines(output));
        if self.checker.is_none() && !e.is_empty() && e.len() < o.len() && o.starts_with(&e) {
            return Err(Fault::Helper(format!(
                "the brute force `{}` printed {} where your program printed {}, the same as far as the brute force went: did it stop early (one case of several)? check it on this input",
                brute,
                plural(e.len(), "line"),
                plural(o.len(), "line")
            )));
        }
        if let Some(t) = declared_cases(input) {
            let (answers, printed) = (non_blank_lines(&expected), non_blank_lines(output));
            if answers < t && printed >= t {
                return Err(Fault::Helper(format!(
                    "the brute force `{}` printed {} answer{} for the {} cases of an input (its first line says T = {})",
                    brute,
                    answers,
                    if answers == 1 { "" } else { "s" },
                    t,
                    t
                )));
            }
        }
        Ok(expected)
    }

    fn check(&self, input: &str, output: &str, expected: &str) -> Result<Checked, Fault> {
        match &self.checker {
            None => Ok(checked(differ(self.compare, expected, output)).map(|(why, line)| {
                (why + &float_hint(self.compare, expected, output).unwrap_or_default(), line)
            })),
            Some(c) => self.checker_says(c, [input, output, expected]),
        }
    }

    fn shape(&self, input: &str) -> Shape {
        text_shape(input)
    }

    fn text(&self, shape: &Shape) -> Option<String> {
        shape_text(shape)
    }

    fn smaller(&self, j: u64, best: &str) -> Result<Option<Test>, Fault> {
        let sizes = self.max_size.min(8);
        for k in 0..8 {
            let n = j * 8 + k;
            if j >= SMALLER_TESTS {
                break;
            }
            let (seed, size) =
                (self.seed.wrapping_add(SMALLER_SEEDS).wrapping_add(n), 1 + n % sizes);
            let input = self.generated(seed, size)?;
            if shortlex_less(&input, best) {
                return Ok(Some(Test { input, origin: Origin::Generator { seed, size } }));
            }
        }
        Ok(None)
    }

    fn cases_in(&self, _input: &str) -> Option<u64> {
        None
    }

    fn expected_from(&self, _input: &str) -> &'static str {
        "the brute force"
    }

    fn interactor(&self) -> Option<(&Program, PathBuf)> {
        self.interactor.as_ref().map(|i| (i, self.thread_dir()))
    }

    fn shrinking_from(&self, input: &str) {
        if self.validator.is_none() {
            self.learnt.seen.lock().unwrap_or_else(|e| e.into_inner()).push(input.to_string());
        }
    }

    fn learnt(&self) -> Option<String> {
        let layout = self.learnt.layout.lock().unwrap_or_else(|e| e.into_inner());
        layout.as_ref()?.as_ref().map(|l| {
            format!("shape learnt from {} generated inputs (no --validator): {}", l.from, l)
        })
    }

    fn coverage(&self, tests: u64) -> String {
        format!("sizes 1 to {}", tests.min(self.max_size).max(1))
    }
}
