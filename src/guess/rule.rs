//! What a finder found: a rule with the rows below its start (where it does not apply), and what it
//! says at any position. Every rule is checked against every row before it is reported.

use super::beatty::{wythoff_pair, Alpha};
use super::period::Periodic;
use super::sets::{SeqName, SetName};
use super::sum::Sum;

/// A one-dimensional law, valid from some n on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Law {
    /// Values (or win/lose as 0/1) periodic, or arithmetic-periodic with a saltus.
    Periodic(Periodic),
    /// The player to move loses exactly on this set.
    Set(SetName),
    /// The player to move loses exactly on ⌊kα⌋, k ≥ 0.
    Beatty(Alpha),
    /// The values are this sequence.
    Sequence(SeqName),
}

/// A one-dimensional rule: the law from `start` on, the table's own rows below it, and the rows
/// from `start` on that break it, (n, the table's value) sorted by n: a strong rule broken by a few
/// isolated rows takes them for wrong rows of the brute force (the rule's value stands there).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule1 {
    pub law: Law,
    pub start: u64,
    pub before: Vec<(u64, u64)>,
    pub exceptions: Vec<(u64, u64)>,
}

impl Law {
    /// The value the law gives at n (0: the player to move loses); `None` past u64.
    pub fn at(&self, n: u64) -> Option<u64> {
        match self {
            Law::Periodic(p) => p.at(n),
            Law::Set(s) => Some(u64::from(!s.contains(n))),
            Law::Beatty(a) => Some(u64::from(!a.contains(n))),
            Law::Sequence(s) => s.at(n),
        }
    }
}

impl Rule1 {
    /// The law from the start with no rows below it and no exceptions.
    pub fn from(law: Law, start: u64) -> Rule1 {
        Rule1 { law, start, before: Vec::new(), exceptions: Vec::new() }
    }

    /// The rule's value at n: the table's row below the start, else the law's (exceptions too).
    pub fn at(&self, n: u64) -> Option<u64> {
        if n < self.start {
            return self.before.binary_search_by_key(&n, |r| r.0).ok().map(|i| self.before[i].1);
        }
        self.law.at(n)
    }
}

/// A two-dimensional rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule2 {
    /// G(a, b) = f(a) xor f(b); f's own rule if it has one.
    XorSum { f: Vec<(u64, u64)>, of: Option<Rule1> },
    /// The player to move loses iff a = b.
    Diagonal,
    /// The player to move loses iff {a, b} = {⌊kφ⌋, ⌊kφ²⌋}.
    Wythoff,
    /// G(a, b) = table[a mod pa][b mod pb].
    Periodic { pa: u64, pb: u64, table: Vec<Vec<u64>> },
}

impl Rule2 {
    pub fn at(&self, a: u64, b: u64) -> Option<u64> {
        match self {
            Rule2::XorSum { f, of } => {
                let value = |x: u64| match of {
                    Some(r) => r.at(x),
                    None => f.binary_search_by_key(&x, |r| r.0).ok().map(|i| f[i].1),
                };
                Some(value(a)? ^ value(b)?)
            }
            Rule2::Diagonal => Some(u64::from(a != b)),
            Rule2::Wythoff => Some(u64::from(!wythoff_pair(a, b))),
            Rule2::Periodic { pa, pb, table } => Some(table[(a % pa) as usize][(b % pb) as usize]),
        }
    }
}

/// A rule of any dimension.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    One(Rule1),
    Two(Rule2),
    /// Three or more coordinates: a sum of copies of one game.
    Sum(Sum),
}

/// A position of either dimension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pos {
    N(u64),
    AB(u64, u64),
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Pos::N(n) => write!(f, "n = {}", n),
            Pos::AB(a, b) => write!(f, "(a, b) = ({}, {})", a, b),
        }
    }
}

/// A rule that fails a few rows: not reported as a rule, only as the nearest miss.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NearMiss {
    pub rule: Rule,
    /// The rows it fails: position, the table's value, the rule's value (`None`: past u64).
    pub fails: Vec<(Pos, u64, Option<u64>)>,
}

/// A rule that fits every row but lacks the evidence to be stated, and the number of rows the
/// table would need (continued past its end without gaps) for it to have it if it kept holding
/// (`None`: more than a brute force prints).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub rule: Rule1,
    pub rows_needed: Option<usize>,
}

/// The outcome of a guess.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule that fits every row, if one was found.
    pub rule: Option<Rule>,
    /// With no rule: the one that fails the fewest rows, if it fails only a few. With a rule that
    /// has a long pre-period: the same period from the first row, if it fails only a few.
    pub near: Option<NearMiss>,
    /// The rule describes only where G = 0 (a Grundy table whose values follow no rule found).
    pub zeros_only: bool,
    /// With no rule: the simplest rules the table is consistent with, simplest first ("not yet").
    pub candidates: Vec<Candidate>,
}
