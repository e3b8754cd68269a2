//! What the research tables say about octal games that nobody has settled: the one list of codes
//! they call unsolved, with where it comes from and how far the values were computed there.
//!
//! Source: T. Czajka, "Unsolved games", <https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md>
//! (read at commit 30baeb79f420ab406e3b9f0378462aba989a47ad). Its list is the two- and
//! three-digit codes (0.dd, 0.ddd, 4.ddd, in their standard forms) that A. Flammenkamp's tables
//! (<http://wwwhomes.uni-bielefeld.de/achim/octal.html>) leave without a period; its column "n"
//! says how many values it computed, and is filled only for 0.6 (2^21), 0.04 and 0.06 (2^17).
//! Flammenkamp's own computed ranges were not found in a form we could cite, so they are not here.
//! Equivalent codes that are not the table's standard form (Winning Ways: 0.37 plays as 0.6) are
//! not recognised.

use crate::octal::Code;

/// Where the list comes from, as printed.
pub const SOURCE: &str = "T. Czajka's list of unsolved octal games, after A. Flammenkamp's tables \
                          (https://github.com/tczajka/octal-games/blob/master/UnsolvedGames.md)";

/// The codes the table calls unsolved, and how many values it computed (log2 of n), where given.
pub const UNSOLVED: &[(&str, Option<u32>)] = &[
    ("0.6", Some(21)),
    ("0.04", Some(17)),
    ("0.06", Some(17)),
    ("0.14", None),
    ("0.36", None),
    ("0.64", None),
    ("0.74", None),
    ("0.76", None),
    ("0.004", None),
    ("0.005", None),
    ("0.006", None),
    ("0.014", None),
    ("0.015", None),
    ("0.016", None),
    ("0.024", None),
    ("0.026", None),
    ("0.034", None),
    ("0.054", None),
    ("0.064", None),
    ("0.104", None),
    ("0.106", None),
    ("0.114", None),
    ("0.125", None),
    ("0.126", None),
    ("0.135", None),
    ("0.136", None),
    ("0.142", None),
    ("0.143", None),
    ("0.146", None),
    ("0.161", None),
    ("0.162", None),
    ("0.163", None),
    ("0.164", None),
    ("0.166", None),
    ("0.167", None),
    ("0.172", None),
    ("0.174", None),
    ("0.204", None),
    ("0.205", None),
    ("0.206", None),
    ("0.207", None),
    ("0.224", None),
    ("0.244", None),
    ("0.245", None),
    ("0.264", None),
    ("0.314", None),
    ("0.324", None),
    ("0.334", None),
    ("0.336", None),
    ("0.342", None),
    ("0.344", None),
    ("0.346", None),
    ("0.362", None),
    ("0.364", None),
    ("0.366", None),
    ("0.371", None),
    ("0.374", None),
    ("0.404", None),
    ("0.414", None),
    ("0.416", None),
    ("0.444", None),
    ("0.454", None),
    ("0.564", None),
    ("0.604", None),
    ("0.606", None),
    ("0.744", None),
    ("0.764", None),
    ("0.774", None),
    ("0.776", None),
    ("4.004", None),
    ("4.007", None),
    ("4.026", None),
    ("4.044", None),
    ("4.045", None),
    ("4.064", None),
    ("4.324", None),
    ("4.327", None),
    ("4.344", None),
    ("4.364", None),
    ("4.367", None),
    ("4.404", None),
    ("4.406", None),
];

/// A code the tables list as unsolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unsolved {
    /// The table's figure for how many values it computed, 2^this; `None` where it gives none.
    pub computed_log2: Option<u32>,
}

impl Unsolved {
    /// "n < 2^21 = 2097152", or "not given there".
    pub fn computed_to(&self) -> String {
        match self.computed_log2 {
            Some(e) => format!("G(n) for n < 2^{} = {}", e, 1u64 << e),
            None => "not given there".to_string(),
        }
    }
}

/// What the tables say of `code`, if they list it as unsolved.
pub fn unsolved(code: &Code) -> Option<Unsolved> {
    let name = code.to_string();
    UNSOLVED.iter().find(|(c, _)| *c == name).map(|&(_, computed_log2)| Unsolved { computed_log2 })
}
