//! poj1067 — STUB: to be written.

use super::{Family, Model, Mutant};
use crate::rng::Rng;
use crate::text::InputError;

#[derive(Debug)]
pub struct Poj1067;

impl Model for Poj1067 {
    type Case = ();
    const ID: &'static str = "poj1067";
    const JUDGE_BATCH: usize = 1;
    const MULTI_CASE: bool = false;
    const EXHAUSTIVE: &'static str = "";

    fn parse(_input: &str) -> Result<Vec<()>, InputError> {
        Ok(Vec::new())
    }
    fn render(_cases: &[()]) -> String {
        String::new()
    }
    fn brute(_case: &()) -> Option<String> {
        None
    }
    fn reference(_case: &()) -> String {
        String::new()
    }
    fn generate(_family: Family, _rng: &mut Rng) {}
    fn shrink(_case: &()) -> Vec<()> {
        Vec::new()
    }
    fn exhaustive() -> Vec<()> {
        Vec::new()
    }
    fn mutants() -> Vec<Mutant<()>> {
        Vec::new()
    }
}
