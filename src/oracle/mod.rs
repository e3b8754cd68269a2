//! One model per problem, each in `src/oracle/<id>.rs` (the id of its bin, page and samples):
//! the judge's input format with a validator and a renderer, a brute force that plays the literal
//! rules through [`crate::engine`], an independent fast reference, seeded generators, the case's
//! shape for the shared shrinker, the exhaustive test domain, and deliberately wrong solutions the
//! stress machinery must catch.

use crate::problems::Problem;
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::InputError;
use std::fmt::Debug;

/// Every problem id, in the order of the table of problems ([`crate::problems`]).
pub use crate::problems::IDS;

/// Named families of generated cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// Small enough for the brute force: the oracle is the literal rules.
    Small,
    /// Uniform over the judge's whole range (magnitudes spread out where values span decades).
    Random,
    /// Every bound at its maximum.
    Max,
    /// The boundaries where formulas break: powers of two, Fibonacci numbers, n = k ± 1, ...
    Edge,
}

impl Family {
    pub const ALL: [Family; 4] = [Family::Small, Family::Random, Family::Max, Family::Edge];

    pub fn name(self) -> &'static str {
        match self {
            Family::Small => "small",
            Family::Random => "random",
            Family::Max => "max",
            Family::Edge => "edge",
        }
    }

    pub fn parse(name: &str) -> Option<Family> {
        Family::ALL.iter().copied().find(|f| f.name() == name)
    }
}

/// How many random judge-scale cases the test battery runs per problem whose format holds many
/// cases (they go in batches, a few processes in all). Sized by what they catch: replaying the
/// battery's own stream of cases (its seed and four more, 2026-11-27), every mutant of every model
/// was caught by case 638 at the latest (poj1067's golden ratio in f64; 50–238 on the other seeds),
/// poj2348 by 182, hdu4315 by 135, hdu5795 by 134, hdu3032 by 110, every other problem within 60.
/// 2 000 keeps three times the worst; 5 000 cost 18 s of CPU more for nothing found.
pub const RANDOM_CASES: u64 = 2_000;

/// How many for a one-game format, where each case is a process of its own: the same replay caught
/// every mutant by case 27 at the latest (cf603c); 100 keeps more than three times that.
pub const ONE_GAME_RANDOM_CASES: u64 = 100;

/// The random judge-scale cases the battery runs for `M`.
pub fn random_cases<M: Model>() -> u64 {
    if M::MULTI_CASE {
        RANDOM_CASES
    } else {
        ONE_GAME_RANDOM_CASES
    }
}

/// A deliberately wrong solution: the tests assert that stress testing catches and shrinks it.
#[derive(Debug)]
pub struct Mutant<C> {
    pub name: &'static str,
    pub answer: fn(&C) -> String,
}

// Copyable whatever the case type is (a derive would demand `C: Copy`).
impl<C> Clone for Mutant<C> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<C> Copy for Mutant<C> {}

/// Everything the test side knows about one problem. A case's answer is one line, or several
/// (abc209e answers one game with N lines): `brute`, `reference` and the mutants return them
/// joined by '\n', without a final newline; an input's output is its cases' answers in order,
/// each ended by '\n' ([`answer_lines`] says which output lines a case holds).
pub trait Model {
    /// One game (one test case) of the judge's format.
    type Case: Clone + Debug + PartialEq + Send + Sync;

    /// The problem's row in the table of problems: its id, bounds and limits.
    const PROBLEM: &'static Problem;
    /// The problem id: `src/bin/<ID>.rs`, `problems/<ID>.md`, `samples/<ID>/`.
    const ID: &'static str = Self::PROBLEM.id;
    /// How many cases a realistic judge input holds (the judge's own limit where it has one):
    /// what stress testing sends to somebody else's program in one run.
    const JUDGE_BATCH: usize;
    /// Whether one input can hold many cases at all (false for one-game formats).
    const MULTI_CASE: bool;
    /// The exhaustive test's domain as a noun phrase without its size, for pages and headers
    /// ("games with 1 ≤ N ≤ 60 and 1 ≤ K ≤ 60"); the count is added from `exhaustive()`.
    const EXHAUSTIVE: &'static str;
    /// The judge's time limit (1 s where unknown), for the benchmark's judge-scale column and the
    /// tools' default limit.
    const TIME_LIMIT_MS: u64 = Self::PROBLEM.time_limit_ms();

    /// Parse an input and check every bound the judge states.
    fn parse(input: &str) -> Result<Vec<Self::Case>, InputError>;
    /// The input text for these cases, in order, in the judge's format (any count when
    /// `MULTI_CASE`; exactly one case otherwise).
    fn render(cases: &[Self::Case]) -> String;
    /// The answer from the literal rules, or `None` when the case is too large to search.
    fn brute(case: &Self::Case) -> Option<String>;
    /// The answer from the library's own implementation of the theorem, written independently of
    /// the solution in `src/bin`.
    fn reference(case: &Self::Case) -> String;
    /// A case of the family, inside every bound of the judge.
    fn generate(family: Family, rng: &mut Rng) -> Self::Case;
    /// The case as a tree of values for the one shrinker ([`crate::shrink`]): integers are
    /// bisected toward 0, lists and strings lose chunks. A few lines: the shrinker does the rest.
    fn shape(case: &Self::Case) -> Shape;
    /// The case a (shrunk) shape stands for; `None` if it is not one. It need not be valid: every
    /// candidate is checked by `parse` before anything runs it.
    fn from_shape(shape: &Shape) -> Option<Self::Case>;
    /// Every case of the exhaustive domain.
    fn exhaustive() -> Vec<Self::Case>;
    /// Wrong solutions, each with a classic mistake.
    fn mutants() -> Vec<Mutant<Self::Case>>;

    /// A benchmark input of about `bytes` bytes: the judge's format far beyond its counts, every
    /// value inside its bounds. One-game formats override this with one giant game.
    fn huge(bytes: usize, rng: &mut Rng) -> String {
        let mut cases = Vec::new();
        let mut size = 0;
        while size < bytes {
            let case = Self::generate(Family::Random, rng);
            size += Self::render(std::slice::from_ref(&case)).len();
            cases.push(case);
        }
        Self::render(&cases)
    }

    /// A case as a judge's generator draws one: every value, counts included, uniform over its
    /// full bound (testlib's `rnd.next(1, 1000000000)`: almost every number has 9 or 10 digits,
    /// where `Family::Random` spreads magnitudes out).
    fn uniform(rng: &mut Rng) -> Self::Case;

    /// The second benchmark input, of about `bytes` bytes: shaped as a judge generates its data
    /// (values from [`Model::uniform`]) but far beyond its counts, as [`Model::huge`] is. Multi-case
    /// formats repeat uniform cases; one-game formats override this with one giant game whose
    /// values are uniform.
    /// (Unlike `huge`, which counts a header per case, this counts each case's own bytes.)
    fn huge_uniform(bytes: usize, rng: &mut Rng) -> String {
        let frame = Self::render(&[]).len(); // a count or an end marker, written once
        let mut cases = Vec::new();
        let mut size = frame;
        while size < bytes {
            let case = Self::uniform(rng);
            size += Self::render(std::slice::from_ref(&case)).len() - frame;
            cases.push(case);
        }
        Self::render(&cases)
    }
}

/// ⌊√n⌋ by Newton's method from above, exact for every u128 (std's `isqrt` needs Rust 1.84).
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = 1u128 << ((128 - n.leading_zeros()) / 2 + 1); // above √n
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// How many output lines an answer holds (at least one: a case always prints its line).
pub fn answer_lines(answer: &str) -> usize {
    answer.lines().count().max(1)
}

/// The answer the tests trust: the literal rules where they can be searched, else the reference.
pub fn expected<M: Model>(case: &M::Case) -> String {
    M::brute(case).unwrap_or_else(|| M::reference(case))
}

/// Something to do with a model chosen by id at run time.
pub trait Visitor {
    type Output;
    fn visit<M: Model>(self) -> Self::Output;
}

macro_rules! registry {
    ($($id:literal => $module:ident :: $model:ident,)*) => {
        /// The ids with a model, in the registry's order (a test checks it is the table's).
        pub const REGISTERED: &[&str] = &[$($id),*];

        /// Run `visitor` on the model of `id`; `None` for an unknown id.
        pub fn visit<V: Visitor>(id: &str, visitor: V) -> Option<V::Output> {
            match id {
                $($id => Some(visitor.visit::<$module::$model>()),)*
                _ => None,
            }
        }
    };
}

pub mod abc209e;
pub mod acwing893;
pub mod agc017d;
pub mod cf603c;
#[path = "csdn-stones2.rs"]
pub mod csdn_stones2;
pub mod format;
pub mod gym102263b;
pub mod gym103102b;
pub mod hdu1524;
pub mod hdu1907;
pub mod hdu2516;
pub mod hdu3032;
pub mod hdu3595;
pub mod hdu4315;
pub mod hdu5795;
#[path = "lc-nim-product-64.rs"]
pub mod lc_nim_product_64;
pub mod nod1066;
pub mod nod1067;
pub mod nod1068;
pub mod nod1069;
pub mod poj1067;
pub mod poj1704;
pub mod poj2311;
pub mod poj2348;
pub mod poj2975;
pub mod poj3710;
// `just new <id>` adds the module of a new problem above this line.

registry! {
    "poj1704" => poj1704::Poj1704,
    "poj2311" => poj2311::Poj2311,
    "poj2975" => poj2975::Poj2975,
    "csdn-stones2" => csdn_stones2::CsdnStones2,
    "nod1066" => nod1066::Nod1066,
    "nod1067" => nod1067::Nod1067,
    "nod1068" => nod1068::Nod1068,
    "nod1069" => nod1069::Nod1069,
    "gym102263b" => gym102263b::Gym102263b,
    "gym103102b" => gym103102b::Gym103102b,
    "poj1067" => poj1067::Poj1067,
    "hdu2516" => hdu2516::Hdu2516,
    "acwing893" => acwing893::Acwing893,
    "poj2348" => poj2348::Poj2348,
    "hdu1907" => hdu1907::Hdu1907,
    "hdu3032" => hdu3032::Hdu3032,
    "hdu5795" => hdu5795::Hdu5795,
    "cf603c" => cf603c::Cf603c,
    "hdu4315" => hdu4315::Hdu4315,
    "hdu1524" => hdu1524::Hdu1524,
    "agc017d" => agc017d::Agc017d,
    "hdu3595" => hdu3595::Hdu3595,
    "lc-nim-product-64" => lc_nim_product_64::LcNimProduct64,
    "poj3710" => poj3710::Poj3710,
    "abc209e" => abc209e::Abc209e,
    // `just new <id>` adds the entry of a new problem above this line.
}
