//! abc209e — Shiritori (a game with draws, retrograde analysis): N words of 3 to 8 letters
//! (upper and lower case, case-sensitive); after a word, the next must start with its last three
//! letters; words may be said again; whoever cannot say a word loses. For each word i: who wins
//! when Takahashi starts by saying it (`Takahashi`, `Aoki`, or `Draw` if the game goes on forever).
//! One game per input, N lines of answers: the answer of a case spans N lines.
//!
//! The brute force plays the words themselves: a position is the word said last, its options the
//! words that may follow; win, lose and draw by the definition, iterated until nothing changes.
//! The reference works on the three-letter strings as vertices and each word as an edge, settled
//! backwards from the dead ends (the solution's method, written apart with maps of strings).

use super::{Family, Model, Mutant};
use crate::hash::{FastMap, FastSet};
use crate::problems::{self, Problem};
use crate::rng::Rng;
use crate::shape::Shape;
use crate::text::{InputError, Tokens};
use std::collections::VecDeque;

/// This problem's row in the table (src/problems.rs): its bounds and limits.
const P: &Problem = problems::get("abc209e");

const MAX_N: u64 = P.max("N");
/// The brute force: dictionaries of at most this many words (up to N sweeps of N² options: 120
/// words made the mutants' shrinking take a minute).
const BRUTE_N: usize = 40;
/// The random family's largest N (the shrinker copies a failing case once per candidate).
const RANDOM_N: u64 = 500;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub words: Vec<String>,
}

#[derive(Debug)]
pub struct Abc209e;

/// The player to move after a word: wins, loses, or neither (the game can go on forever).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    Win,
    Lose,
    Draw,
}

/// The answer line for word i, from the fate of Aoki, to move after it.
fn line(aoki: Fate) -> &'static str {
    match aoki {
        Fate::Lose => "Takahashi",
        Fate::Win => "Aoki",
        Fate::Draw => "Draw",
    }
}

pub fn answer(fates: impl Iterator<Item = Fate>) -> String {
    fates.map(line).collect::<Vec<_>>().join("\n")
}

fn head(w: &str) -> &str {
    &w[..3]
}

fn tail(w: &str) -> &str {
    &w[w.len() - 3..]
}

/// The literal game: after word i, the mover may say any word j starting with i's last three
/// letters. Fates by the definition: a position with an option that loses (for the next mover)
/// wins; one whose options all win (none at all included) loses; iterated to the fixpoint, what
/// stays unsettled is a draw.
pub fn by_the_rules(words: &[String]) -> Vec<Fate> {
    let n = words.len();
    let options: Vec<Vec<usize>> =
        (0..n).map(|i| (0..n).filter(|&j| head(&words[j]) == tail(&words[i])).collect()).collect();
    let mut fate = vec![Fate::Draw; n];
    loop {
        let mut changed = false;
        for i in 0..n {
            if fate[i] != Fate::Draw {
                continue;
            }
            let now = if options[i].iter().any(|&j| fate[j] == Fate::Lose) {
                Fate::Win
            } else if options[i].iter().all(|&j| fate[j] == Fate::Win) {
                Fate::Lose
            } else {
                continue;
            };
            fate[i] = now;
            changed = true;
        }
        if !changed {
            return fate;
        }
    }
}

/// How the reference (and its mutants) build the graph and settle it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Way {
    /// Out-degrees count each word (the right way), or each distinct next vertex.
    per_word: bool,
    /// Letters compared as they are, or with case folded.
    case_sensitive: bool,
    /// Unsettled vertices draw (the right way), or are taken as lost.
    draws: bool,
    /// The fate read at the word's last three letters (right), or at its first three.
    at_tail: bool,
}

const RIGHT: Way = Way { per_word: true, case_sensitive: true, draws: true, at_tail: true };

/// Vertices are three-letter strings, each word an edge from its head to its tail; the player to
/// move at a vertex with no edge loses. Settled backwards: a vertex with an edge to a lost one
/// wins; one whose edges all lead to won ones (its counter of unsettled edges at 0) loses.
fn retrograde(words: &[String], way: Way) -> Vec<Fate> {
    let key = |s: &str| if way.case_sensitive { s.to_string() } else { s.to_ascii_lowercase() };
    let mut out: FastMap<String, usize> = FastMap::default();
    let mut into: FastMap<String, Vec<String>> = FastMap::default();
    let mut seen = FastSet::default();
    for w in words {
        let (h, t) = (key(head(w)), key(tail(w)));
        out.entry(t.clone()).or_insert(0);
        // The mutant counts an edge once per distinct next string but still takes one off per
        // word: its counter reaches 0 while a successor is unknown.
        let counted = out.entry(h.clone()).or_insert(0);
        if way.per_word || seen.insert((h.clone(), t.clone())) {
            *counted += 1;
        }
        into.entry(t).or_default().push(h);
    }
    let mut fate: FastMap<String, Fate> = FastMap::default();
    let mut queue: VecDeque<String> = VecDeque::new();
    for (v, &d) in &out {
        if d == 0 {
            fate.insert(v.clone(), Fate::Lose);
            queue.push_back(v.clone());
        }
    }
    while let Some(v) = queue.pop_front() {
        let lost = fate[&v] == Fate::Lose;
        for u in into.get(&v).cloned().unwrap_or_default() {
            if fate.contains_key(&u) {
                continue;
            }
            if lost {
                fate.insert(u.clone(), Fate::Win);
                queue.push_back(u);
            } else {
                let d = out.get_mut(&u).expect("a vertex with an edge");
                *d = d.saturating_sub(1);
                if *d == 0 {
                    fate.insert(u.clone(), Fate::Lose);
                    queue.push_back(u);
                }
            }
        }
    }
    let unsettled = if way.draws { Fate::Draw } else { Fate::Lose };
    words
        .iter()
        .map(|w| {
            let at = key(if way.at_tail { tail(w) } else { head(w) });
            fate.get(&at).copied().unwrap_or(unsettled)
        })
        .collect()
}

/// A word of `len` letters from the first `alphabet` of the 52 (a–z, then A–Z).
fn word(len: usize, alphabet: u64, rng: &mut Rng) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    (0..len).map(|_| LETTERS[rng.range(0..=alphabet - 1) as usize] as char).collect()
}

fn dictionary(n: u64, alphabet: u64, lengths: (u64, u64), rng: &mut Rng) -> Vec<String> {
    (0..n).map(|_| word(rng.range(lengths.0..=lengths.1) as usize, alphabet, rng)).collect()
}

/// One game of about `bytes` bytes, far beyond N ≤ 2·10^5: words of 3 to 8 letters from the first
/// `alphabet` letters (3: dense, many cycles; 52: uniform, as a judge draws them).
fn giant(bytes: usize, alphabet: u64, rng: &mut Rng) -> String {
    let mut words = Vec::new();
    let mut size = 0;
    while size < bytes {
        let w = word(rng.range(3..=8) as usize, alphabet, rng);
        size += w.len() + 1;
        words.push(w);
    }
    Abc209e::render(&[Case { words }])
}

impl Model for Abc209e {
    type Case = Case;
    const PROBLEM: &'static Problem = P;
    const JUDGE_BATCH: usize = 1;
    const MULTI_CASE: bool = false;
    const EXHAUSTIVE: &'static str = "every list of 1 or 2 words of 3 or 4 letters over {a, A}";

    fn parse(input: &str) -> Result<Vec<Case>, InputError> {
        let mut t = Tokens::new(input);
        let n = t.u64("N", P.range("N"))?;
        let mut words = Vec::new();
        for i in 0..n {
            let tok = t.token("a word")?;
            let w = tok.text;
            if !(3..=8).contains(&w.len()) || !w.bytes().all(|b| b.is_ascii_alphabetic()) {
                return Err(t.error(
                    tok.at,
                    format!("word {} = {:?} is not 3 to 8 letters (a–z, A–Z)", i + 1, w),
                ));
            }
            words.push(w.to_string());
        }
        t.expect_end()?;
        Ok(vec![Case { words }])
    }

    fn render(cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "abc209e holds one game per input");
        let mut s = format!("{}\n", cases[0].words.len());
        for w in &cases[0].words {
            s += w;
            s.push('\n');
        }
        s
    }

    fn brute(case: &Case) -> Option<String> {
        (case.words.len() <= BRUTE_N).then(|| answer(by_the_rules(&case.words).into_iter()))
    }

    fn reference(case: &Case) -> String {
        answer(retrograde(&case.words, RIGHT).into_iter())
    }

    fn generate(family: Family, rng: &mut Rng) -> Case {
        let words = match family {
            // Two or three letters make cycles, self-loops and shared heads common.
            // Repeated words half the time: the same edge twice is where out-degrees go wrong.
            Family::Small => {
                let alphabet = rng.range(1..=3);
                let mut words = dictionary(rng.range(1..=8), alphabet, (3, 5), rng);
                if rng.chance(1, 2) {
                    let w = words[rng.index(0..=words.len() - 1)].clone();
                    words.push(w);
                }
                words
            }
            Family::Random => {
                let n = rng.magnitude(1..=RANDOM_N);
                let alphabet = *rng.pick(&[2, 3, 4, 8, 26, 52]);
                dictionary(n, alphabet, (3, 8), rng)
            }
            Family::Max => {
                // The judge's N one time in fifty: a failure found there is shrunk from 1.3 MB.
                let alphabet = *rng.pick(&[3, 52]);
                let n = if rng.chance(1, 50) { MAX_N } else { RANDOM_N };
                dictionary(n, alphabet, (3, 8), rng)
            }
            // The repeated-word trap of samples/abc209e/edge-repeated-words with fresh letters:
            // u = xyz has two words to a won string and one to a drawn one, and a word ends at u.
            Family::Edge if rng.chance(1, 3) => {
                let l: Vec<String> = (0..7).map(|_| word(1, 52, rng)).collect();
                let (x, y, z, a, b, c, p) = (&l[0], &l[1], &l[2], &l[3], &l[4], &l[5], &l[6]);
                let mut words = vec![
                    format!("{x}{y}{z}{a}"),
                    format!("{x}{y}{z}{a}"),
                    format!("{x}{y}{z}{b}"),
                    format!("{y}{z}{a}{c}"),
                    format!("{y}{z}{b}"),
                    format!("{p}{x}{y}{z}"),
                ];
                rng.shuffle(&mut words);
                words
            }
            // Case pairs (abc, ABC), self-loops (three letters), repeated words, long chains.
            Family::Edge => {
                let mut words = dictionary(rng.range(1..=6), 2, (3, 4), rng);
                if rng.chance(1, 2) {
                    let w = words[0].to_ascii_uppercase();
                    words.push(w);
                }
                if rng.chance(1, 2) {
                    let w = words[rng.index(0..=words.len() - 1)].clone();
                    words.push(w);
                }
                words
            }
        };
        Case { words }
    }

    fn uniform(rng: &mut Rng) -> Case {
        Case { words: dictionary(rng.range(1..=MAX_N), 52, (3, 8), rng) }
    }

    fn shape(case: &Case) -> Shape {
        Shape::List(case.words.iter().map(|w| Shape::Bytes(w.as_bytes().to_vec())).collect())
    }

    fn from_shape(shape: &Shape) -> Option<Case> {
        let words = shape.items()?.iter().map(|w| String::from_utf8(w.bytes()?.to_vec()).ok());
        Some(Case { words: words.collect::<Option<_>>()? })
    }

    fn exhaustive() -> Vec<Case> {
        // Two letters that differ only in case: self-loops (every three-letter word), case pairs,
        // two-word cycles and chains, and repeated words.
        let letters = ['a', 'A'];
        let mut all: Vec<String> = Vec::new();
        for len in 3..=4u32 {
            for code in 0..2usize.pow(len) {
                all.push((0..len).map(|i| letters[code >> i & 1]).collect());
            }
        }
        let mut cases: Vec<Case> = all.iter().map(|w| Case { words: vec![w.clone()] }).collect();
        for a in &all {
            for b in &all {
                cases.push(Case { words: vec![a.clone(), b.clone()] });
            }
        }
        cases
    }

    fn huge(bytes: usize, rng: &mut Rng) -> String {
        giant(bytes, 3, rng)
    }

    fn huge_uniform(bytes: usize, rng: &mut Rng) -> String {
        giant(bytes, 52, rng)
    }

    fn mutants() -> Vec<Mutant<Case>> {
        fn with(c: &Case, way: Way) -> String {
            answer(retrograde(&c.words, way).into_iter())
        }
        vec![
            Mutant {
                name: "out-degree counted per distinct next string, not per word",
                answer: |c| with(c, Way { per_word: false, ..RIGHT }),
            },
            Mutant {
                name: "letters compared without case (ABC follows abc)",
                answer: |c| with(c, Way { case_sensitive: false, ..RIGHT }),
            },
            Mutant {
                name: "unsettled positions taken as lost, not drawn",
                answer: |c| with(c, Way { draws: false, ..RIGHT }),
            },
            Mutant {
                name: "the fate read at the word's first three letters",
                answer: |c| with(c, Way { at_tail: false, ..RIGHT }),
            },
        ]
    }
}
