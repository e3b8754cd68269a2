//! Octal games (take-and-break games on heaps), named by their code `d0.d1d2d3…`.
//!
//! Digit di (0–7) says, in its bits 1, 2 and 4, whether removing i tokens from one heap may leave
//! no heap (the whole heap was i tokens), one non-empty heap, or two non-empty heaps. d0 is 0 or 4:
//! with 4, a heap may also be split in two without removing anything (4.07 and the like; removing
//! nothing while leaving one heap, or no heap, is no move, so 1 and 2 are meaningless there and are
//! refused). Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, and every finite
//! subtraction game is a code of 0s and 3s (`subtract 1 3 4` is 0.3033).
//!
//! Three ways to the Grundy values, each checked against the one before it in the tests:
//!
//! - [`Heaps`]: the literal rules on a whole position (several heaps), for the engine's win/lose and
//!   Grundy search. It knows nothing of Sprague–Grundy: a move is "pick a heap, remove i tokens,
//!   cut what is left into two parts, count the non-empty ones, ask the digit".
//! - [`OneHeap`] with [`engine_values`]: one heap's options as lists of parts, valued by the
//!   engine's [`SplitSolver`] (the value of a sum is the XOR of its parts').
//! - [`Values`]: the fast path that settles games with last exceptions in the hundreds of
//!   thousands: the rare/common split of values (see [`Values`]).
//!
//! [`settle`] finds the least period and pre-period and proves them (see its docs for the theorem).

use crate::engine::{Game, SplitGame, SplitSolver};
use crate::explore::Period;
use std::fmt;

/// The longest code accepted (digits after the point).
pub const MAX_DIGITS: usize = 4096;

/// An octal game's code: `digits[i]` is di; at least one digit after the point, the last nonzero
/// (trailing zeros are dropped: 0.070 is 0.07), except for the game with no moves at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code {
    digits: Vec<u8>,
}

/// d0 of code `t`, written `whole` before the point: 0 (or nothing) or 4.
fn first_digit(t: &str, whole: &str) -> Result<u8, String> {
    match whole {
        "" | "0" => Ok(0),
        "4" => Ok(4),
        w if w.len() == 1 && matches!(w.as_bytes()[0], b'1'..=b'7') => Err(format!(
            "octal code {:?}: d0 = {} — removing no tokens can only split a heap in two, so d0 is \
             0 or 4",
            t, w
        )),
        w => Err(format!(
            "octal code {:?}: {:?} before the point is not 0 or 4 (expected d0.d1d2…)",
            t, w
        )),
    }
}

/// The digits d1 d2 … of code `t`, written `frac` after the point.
fn fraction_digits(t: &str, frac: &str) -> Result<Vec<u8>, String> {
    if frac.is_empty() {
        return Err(format!("octal code {:?} has no digits after the point", t));
    }
    if frac.len() > MAX_DIGITS {
        return Err(format!(
            "octal code {:?}…: {} characters after the point, at most {}",
            t.chars().take(12).collect::<String>(),
            frac.len(),
            MAX_DIGITS
        ));
    }
    let digit = |(i, c): (usize, char)| match c {
        '0'..='7' => Ok(c as u8 - b'0'),
        _ => Err(format!(
            "octal code {:?}: {:?} (digit {} after the point) is not an octal digit 0–7",
            t,
            c,
            i + 1
        )),
    };
    frac.chars().enumerate().map(digit).collect()
}

impl Code {
    /// Read `d0.d1d2…` or `.d1d2…` (d0 = 0). Errors name the problem and where it is.
    pub fn parse(text: &str) -> Result<Code, String> {
        let t = text.trim();
        if t.is_empty() {
            return Err("empty octal code (expected d0.d1d2…, e.g. 0.77 or .137)".into());
        }
        let (whole, frac) = match t.split_once('.') {
            Some(parts) => parts,
            None => {
                return Err(format!(
                    "octal code {:?} has no point (expected d0.d1d2…, e.g. 0.77 or .137)",
                    t
                ))
            }
        };
        let mut digits = vec![first_digit(t, whole)?];
        digits.extend(fraction_digits(t, frac)?);
        while digits.len() > 2 && digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(Code { digits })
    }

    /// The subtraction game "take s tokens for some s in `set`" as a code: digit 3 (leave nothing
    /// or one heap) at each s. `None` if the set is empty, holds 0, or is longer than a code may be.
    pub fn subtraction(set: &[u64]) -> Option<Code> {
        let max = *set.iter().max()?;
        if set.contains(&0) || max as usize > MAX_DIGITS {
            return None;
        }
        let mut digits = vec![0; max as usize + 1];
        for &s in set {
            digits[s as usize] = 3;
        }
        Some(Code { digits })
    }

    /// di (0 beyond the code).
    pub fn digit(&self, i: usize) -> u8 {
        self.digits.get(i).copied().unwrap_or(0)
    }

    /// t: the index of the last digit (the most tokens a move may remove).
    pub fn last(&self) -> usize {
        self.digits.len() - 1
    }

    /// Does some move split a heap in two? (Otherwise the game is a subtraction-like game.)
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & 4 != 0)
    }

    /// Every option of one heap of `n` tokens, as the list of heaps it leaves (each list once; the
    /// two-heap options as (a, b) with a ≤ b).
    pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &d) in self.digits.iter().enumerate() {
            let i = i as u64;
            if i > n {
                break;
            }
            if d & 1 != 0 && n == i {
                out.push(vec![]);
            }
            if d & 2 != 0 && n > i && i > 0 {
                out.push(vec![n - i]);
            }
            if d & 4 != 0 && n >= i + 2 {
                out.extend((1..=(n - i) / 2).map(|a| vec![a, n - i - a]));
            }
        }
        out
    }

    /// What the code allows, in words: one clause per nonzero digit.
    pub fn describe(&self) -> String {
        let mut clauses = Vec::new();
        for (i, &d) in self.digits.iter().enumerate() {
            if d == 0 {
                continue;
            }
            let mut leaves = Vec::new();
            if d & 1 != 0 {
                leaves.push("nothing (the whole heap)");
            }
            if d & 2 != 0 {
                leaves.push("one heap");
            }
            if d & 4 != 0 {
                leaves.push("two heaps");
            }
            let take = match i {
                0 => "split a heap without removing tokens".to_string(),
                1 => "remove 1 token".to_string(),
                _ => format!("remove {} tokens", i),
            };
            if i == 0 {
                clauses.push(take);
            } else {
                clauses.push(format!("{} leaving {}", take, leaves.join(" or ")));
            }
        }
        if clauses.is_empty() {
            "no moves at all".into()
        } else {
            clauses.join("; ")
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{}", d)?;
        }
        Ok(())
    }
}

/// The literal rules on a whole position: the heaps, sorted, empty ones dropped. A move picks a
/// heap and a number i ≥ 0 of tokens to remove, and cuts the rest into a left and a right part
/// (either may be empty); it is legal when di has the bit 2^k, k the number of non-empty parts.
/// Every cut is listed, so one position may appear more than once.
#[derive(Debug, Clone)]
pub struct Heaps(pub Code);

impl Game for Heaps {
    type Pos = Vec<u64>;
    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (j, &h) in heaps.iter().enumerate() {
            for i in 0..=h.min(self.0.last() as u64) {
                let rest = h - i;
                for left in 0..=rest {
                    let parts = [left, rest - left];
                    let k = parts.iter().filter(|&&p| p > 0).count();
                    // Removing nothing and leaving the heap as it was is no move at all.
                    if self.0.digit(i as usize) >> k & 1 == 0 || (i == 0 && k < 2) {
                        continue;
                    }
                    let mut next: Vec<u64> = heaps[..j].to_vec();
                    next.extend_from_slice(&heaps[j + 1..]);
                    next.extend(parts.iter().copied().filter(|&p| p > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    }
}

/// One heap, its options as the heaps they leave: the engine values them as disjunctive sums.
#[derive(Debug, Clone)]
pub struct OneHeap(pub Code);

impl SplitGame for OneHeap {
    type Pos = u64;
    fn moves(&self, n: &u64) -> Vec<Vec<u64>> {
        self.0.options(*n)
    }
}

/// G(0..=upto) from the engine: [`OneHeap`] through [`SplitSolver`], heap by heap from 0 up so the
/// recursion never goes deeper than one level.
pub fn engine_values(code: &Code, upto: u64) -> Vec<u32> {
    let mut solver = SplitSolver::new(OneHeap(code.clone()));
    (0..=upto).map(|n| solver.grundy(&n)).collect()
}

/// A Grundy value as stored: 16 bits while every value fits, 32 after (the values of octal games
/// stay small, so 2^24 heaps take 32 MiB, not 64).
pub trait Value:
    Copy
    + PartialEq
    + Default
    + fmt::Display
    + Into<u32>
    + std::ops::BitXor<Output = Self>
    + TryFrom<usize>
{
}
impl Value for u16 {}
impl Value for u32 {}

/// G(0), G(1), … stored as narrowly as they allow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Table {
    Narrow(Vec<u16>),
    Wide(Vec<u32>),
}

impl Table {
    pub fn len(&self) -> usize {
        match self {
            Table::Narrow(g) => g.len(),
            Table::Wide(g) => g.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, n: usize) -> u32 {
        match self {
            Table::Narrow(g) => u32::from(g[n]),
            Table::Wide(g) => g[n],
        }
    }

    /// The first `k` values (all of them when fewer), 32 bits each.
    pub fn head(&self, k: usize) -> Vec<u32> {
        (0..k.min(self.len())).map(|n| self.get(n)).collect()
    }

    pub fn push(&mut self, v: u32) {
        match self {
            Table::Narrow(g) => match u16::try_from(v) {
                Ok(v) => g.push(v),
                Err(_) => {
                    let mut wide = Vec::with_capacity(g.capacity().max(g.len() + 1));
                    wide.extend(g.iter().map(|&x| u32::from(x)));
                    wide.push(v);
                    *self = Table::Wide(wide);
                }
            },
            Table::Wide(g) => g.push(v),
        }
    }

    /// Room for `total` values in all, and no more (a doubling Vec would take twice the memory).
    pub fn reserve_total(&mut self, total: usize) {
        let more = total.saturating_sub(self.len());
        match self {
            Table::Narrow(g) => g.reserve_exact(more),
            Table::Wide(g) => g.reserve_exact(more),
        }
    }
}

/// The Grundy values of one heap, computed incrementally and fast.
///
/// The rare/common split (Winning Ways ch. 4, "Sparse space spells speed"; A. Flammenkamp,
/// "Sparse- and Common-Positions of Sprague-Grundy Values of Octal-Games", his octal_sparse page;
/// used by Gangolli and Plambeck, "A note on periodicity in some octal games", IJGT 18 (1989)):
/// fix a bit mask m and call a value v *rare* when v & m has an even number of 1 bits, *common*
/// otherwise. Parities add under XOR, so rare ⊕ rare and common ⊕ common are rare, and a common
/// value is only ever rare ⊕ common. For most games, with the right mask, almost every G(n) is
/// common and only a few heaps hold rare values. Then for G(n):
///
/// 1. every common value among the options comes from a one-heap option or from a split (a, b)
///    where a or b is one of the few rare heaps: mark those (a bitset of values), and the least
///    common value not marked is the least common value not an option, c;
/// 2. only the rare values below c remain in doubt: first the splits that made each of them
///    lately are tried again ([`Witnesses`]: where values repeat, the same smaller heap makes the
///    same value), then one scan over all splits marks the rest as they turn up and stops when
///    none is left in doubt; the least one never made is G(n).
///
/// Flammenkamp's second kind, the sparse space *in the domain*, also counts the heap's parity: a
/// heap x is rare when the parity of G(x) & m equals that of x (`odd_heaps`), or differs from it
/// (`odd_heaps` and `flip`). With class(x) = parity(G(x) & m) ⊕ parity(x) ⊕ flip, a split (a, b)
/// of n − i has value parity class(a) ⊕ class(b) ⊕ parity(n − i), so when every splitting digit
/// i has the same parity, the values of one parity at n (those one rare heap makes) are again all
/// marked by step 1, and only the other parity is scanned. (0.127 needs it.)
///
/// This is exact for every mask (a bad one is only slow); mask 0 makes every value rare and is the
/// naive O(n²) computation. The mask starts at 0 and is re-chosen from the values seen (the one
/// leaving the fewest rare heaps among the latest half) at n = 512, 1024, 2048, …
#[derive(Debug, Clone)]
pub struct Values {
    code: Code,
    g: Table,
    mask: u32,
    /// Count the heap's parity too (the sparse space in the domain), and which way round.
    odd_heaps: bool,
    flip: bool,
    /// Heaps n ≥ 1 that are rare under `mask` and `odd_heaps`, ascending, and their values.
    rare: Vec<usize>,
    rare_values: Vec<u32>,
    /// The largest value so far.
    max: u32,
    next_mask_at: usize,
    /// The i of the digits with bit 4 (split in two), bit 2 (leave one heap, i ≥ 1) and bit 1
    /// (take the whole heap).
    splits: Vec<usize>,
    singles: Vec<usize>,
    wholes: Vec<usize>,
}

/// The splits that made each value lately: (the digit i, the smaller heap a) of a split of
/// n − i into a and n − i − a. Where the values repeat with a period p, the split that made v at
/// n − p makes it again at n (its larger heap moved up by p), so a remembered split usually
/// settles a value in doubt at once, without the scan. Only a hint: each is checked against the
/// table before it counts, so the values stay exact.
#[derive(Debug, Default)]
struct Witnesses {
    /// Per value, the last `WITNESSES` splits that made it (a = 0: none), and where the next goes.
    splits: Vec<[(u32, u32); WITNESSES]>,
    next: Vec<u8>,
}

/// Splits remembered per value: measured on 0.376 to 400 000 heaps (CPU s): none 13.0, 8 → 6.2,
/// 32 → 3.7, 128 → 2.3, 512 → 1.5, 1024 → 1.6.
const WITNESSES: usize = 512;
/// Values with remembered splits (the rest are scanned): at most 1024 × 512 × 8 bytes = 4 MiB.
const WITNESSED_VALUES: usize = 1024;

impl Witnesses {
    fn grow(&mut self, values: usize) {
        let values = values.min(WITNESSED_VALUES);
        if self.splits.len() < values {
            self.splits.resize(values, [(0, 0); WITNESSES]);
            self.next.resize(values, 0);
        }
    }

    fn remember(&mut self, v: usize, i: usize, a: usize) {
        if v >= self.splits.len() {
            return;
        }
        let at = self.next[v] as usize;
        self.splits[v][at] = (i as u32, a as u32);
        self.next[v] = ((at + 1) % WITNESSES) as u8;
    }

    /// Mark the values below `cap` in doubt that a remembered split makes at n; how many remain.
    fn confirm<T: Value>(&self, g: &[T], n: usize, seen: &mut [u64], cap: usize) -> usize {
        let mut doubt = 0;
        for v in 0..cap {
            if marked(seen, v) {
                continue;
            }
            let made = self.splits.get(v).map_or(false, |splits| {
                splits.iter().any(|&(i, a)| {
                    let (i, a) = (i as usize, a as usize);
                    a > 0 && n >= i + 2 * a && {
                        let x: u32 = (g[a] ^ g[n - i - a]).into();
                        x as usize == v
                    }
                })
            });
            if made {
                mark(seen, v as u32);
            } else {
                doubt += 1;
            }
        }
        doubt
    }
}

/// Mark value `v` in the bitset `seen`.
fn mark(seen: &mut [u64], v: u32) {
    seen[v as usize / 64] |= 1 << (v % 64);
}

/// Whether value `v` is marked in `seen`.
fn marked(seen: &[u64], v: usize) -> bool {
    seen[v / 64] >> (v % 64) & 1 == 1
}

fn parity(v: u32) -> bool {
    v.count_ones() % 2 == 1
}

/// Is heap `n` with value `v` rare under `mask` (and the heap's parity, with `odd_heaps`)?
fn rare(v: u32, n: usize, (mask, odd_heaps, flip): (u32, bool, bool)) -> bool {
    parity(v & mask) == ((odd_heaps && n % 2 == 1) ^ flip)
}

impl Values {
    pub fn new(code: &Code) -> Values {
        let pick = |bit: u8| (0..=code.last()).filter(|&i| code.digit(i) & bit != 0).collect();
        let mut singles: Vec<usize> = pick(2);
        singles.retain(|&i| i > 0);
        Values {
            code: code.clone(),
            g: Table::Narrow(Vec::new()),
            mask: 0,
            odd_heaps: false,
            flip: false,
            rare: Vec::new(),
            rare_values: Vec::new(),
            max: 0,
            next_mask_at: 512,
            splits: pick(4),
            singles,
            wholes: pick(1),
        }
    }

    pub fn code(&self) -> &Code {
        &self.code
    }

    /// Values computed under this mask from the start, never re-chosen: any mask is exact, so the
    /// tests compare every mask with the naive one (mask 0).
    pub fn with_fixed_mask(code: &Code, mask: u32, odd_heaps: bool, flip: bool) -> Values {
        Values { mask, odd_heaps, flip, next_mask_at: usize::MAX, ..Values::new(code) }
    }

    /// The values G(0), G(1), … computed so far.
    pub fn table(&self) -> &Table {
        &self.g
    }

    /// The values, kept.
    pub fn into_table(self) -> Table {
        self.g
    }

    /// The rule in use: the mask, whether heap parity counts (and flipped); then how many heaps
    /// are rare under it.
    pub fn rare_heaps(&self) -> ((u32, bool, bool), usize) {
        (self.rule(), self.rare.len())
    }

    pub fn rule(&self) -> (u32, bool, bool) {
        (self.mask, self.odd_heaps, self.flip)
    }

    /// Compute up to G(upto), calling `progress(n)` every 4 096 heaps; it returns whether to go
    /// on. Whether G(upto) was reached.
    pub fn extend_to(&mut self, upto: usize, progress: &mut dyn FnMut(usize) -> bool) -> bool {
        let mut seen: Vec<u64> = Vec::new();
        let mut witnesses = Witnesses::default();
        self.g.reserve_total(upto.saturating_add(1));
        while self.g.len() <= upto {
            let n = self.g.len();
            if n == self.next_mask_at {
                self.choose_mask();
                self.next_mask_at *= 2;
            }
            if n % 4096 == 0 && n > 0 && !progress(n) {
                return false;
            }
            let v = match &self.g {
                Table::Narrow(g) => self.next_value(g, n, (&mut seen, &mut witnesses)),
                Table::Wide(g) => self.next_value(g, n, (&mut seen, &mut witnesses)),
            };
            self.max = self.max.max(v);
            if n > 0 && rare(v, n, self.rule()) {
                self.rare.push(n);
                self.rare_values.push(v);
            }
            self.g.push(v);
        }
        true
    }

    /// G(n) from G(0..n) (see the type's docs).
    fn next_value<T: Value>(
        &self,
        g: &[T],
        n: usize,
        (seen, witnesses): (&mut Vec<u64>, &mut Witnesses),
    ) -> u32 {
        // Every option value is below the next power of two above the largest value so far,
        // so the mex is at most that bound.
        let bound = (self.max + 1).next_power_of_two() as usize;
        seen.clear();
        seen.resize(bound / 64 + 1, 0);
        self.mark_covered(g, n, seen);
        let cap = self.least_covered_unmarked(n, seen, bound);
        // The values below `cap` still unmarked are the scanned ones in doubt. A few are looked
        // for one by one (common ⊕ common pairs soon make each); many, in one pass over all
        // splits that marks them as they turn up and stops when none is left. The least one never
        // made is G(n).
        witnesses.grow(bound + 2);
        let doubt = witnesses.confirm(g, n, seen, cap);
        if doubt == 0 {
            return cap as u32;
        }
        if doubt <= 4 {
            self.least_unmade_alone(g, n, seen, (cap, witnesses))
        } else {
            self.least_unmade_in_one_pass(g, n, seen, (cap, doubt, witnesses))
        }
    }

    /// Step 1: mark the options of one heap or none, and every split with one rare heap.
    fn mark_covered<T: Value>(&self, g: &[T], n: usize, seen: &mut [u64]) {
        for &i in &self.wholes {
            if n == i {
                mark(seen, 0);
            }
        }
        for &i in &self.singles {
            if n > i {
                mark(seen, g[n - i].into());
            }
        }
        for &i in &self.splits {
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            // The rare heap's value from its own list: one load from the table, not two.
            for (&r, &v) in self.rare.iter().zip(&self.rare_values) {
                if r >= m {
                    break;
                }
                mark(seen, v ^ g[m - r].into());
            }
        }
    }

    /// The least value of the parity step 1 covers that is not marked: every smaller one of
    /// that parity is an option. With nothing below `bound` (mask 0 covers nothing), `bound + 1`
    /// (`bound` itself is no option: every option value is below it).
    fn least_covered_unmarked(&self, n: usize, seen: &[u64], bound: usize) -> usize {
        // The parity (of v & mask) of the values a split with one rare heap makes, all marked
        // now: odd, or with heap parity counted, odd exactly when n − i is even (every splitting
        // i has the same parity then; see `choose_mask`).
        let i0 = self.splits.first().copied().unwrap_or(0);
        let covered = !(self.odd_heaps && (n + i0) % 2 == 1);
        let scanned = |v: usize| parity(v as u32 & self.mask) != covered;
        let common = (0..=bound).find(|&v| !scanned(v) && !marked(seen, v));
        common.unwrap_or(bound + 1)
    }

    /// The least value below `cap` no split makes, looking for each unmarked one alone, smallest
    /// first (the usual case, with a tighter loop); `cap` when all are made.
    fn least_unmade_alone<T: Value>(
        &self,
        g: &[T],
        n: usize,
        seen: &[u64],
        (cap, witnesses): (usize, &mut Witnesses),
    ) -> u32 {
        for v in (0..cap).filter(|&v| !marked(seen, v)) {
            // Compared at the stored width (measured: widening each value cost 7 %).
            let made = T::try_from(v).ok().and_then(|tv| {
                self.splits.iter().find_map(|&i| {
                    let m = n.checked_sub(i).filter(|&m| m >= 2)?;
                    (1..=m / 2).find(|&a| g[a] ^ g[m - a] == tv).map(|a| (i, a))
                })
            });
            match made {
                Some((i, a)) => witnesses.remember(v, i, a),
                None => return v as u32,
            }
        }
        cap as u32
    }

    /// The least value below `cap` no split makes: one pass over every split marks the `doubt`
    /// unmarked values as they turn up, and stops when none is left.
    fn least_unmade_in_one_pass<T: Value>(
        &self,
        g: &[T],
        n: usize,
        seen: &mut [u64],
        (cap, mut doubt, witnesses): (usize, usize, &mut Witnesses),
    ) -> u32 {
        'scan: for &i in &self.splits {
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            for a in 1..=m / 2 {
                let v: u32 = (g[a] ^ g[m - a]).into();
                let v = v as usize;
                if v < cap && !marked(seen, v) {
                    mark(seen, v as u32);
                    witnesses.remember(v, i, a);
                    doubt -= 1;
                    if doubt == 0 {
                        break 'scan;
                    }
                }
            }
        }
        (0..cap).find(|&v| !marked(seen, v)).unwrap_or(cap) as u32
    }

    /// The mask (and whether heap parity counts) leaving the fewest rare heaps among the latest
    /// half (ties: the smaller mask, parity not counted); the rare list rebuilt for it. Heap
    /// parity may count only when every splitting digit i has the same parity.
    fn choose_mask(&mut self) {
        let bits = 32 - self.max.leading_zeros();
        if bits > 10 || self.splits.is_empty() {
            return;
        }
        let same_parity = self.splits.iter().all(|&i| i % 2 == self.splits[0] % 2);
        // count[v][n % 2] over the latest half.
        let mut count = vec![[0usize; 2]; 1 << bits];
        for n in self.g.len() / 2..self.g.len() {
            count[self.g.get(n) as usize][n % 2] += 1;
        }
        let rare_count = |rule: (u32, bool, bool)| -> usize {
            let mut total = 0;
            for (v, c) in count.iter().enumerate() {
                for (par, k) in c.iter().enumerate() {
                    if rare(v as u32, par, rule) {
                        total += k;
                    }
                }
            }
            total
        };
        let rules = (0..1u32 << bits).flat_map(|m| {
            [(m, false, false), (m, true, false), (m, true, true)]
                .into_iter()
                .filter(move |&(_, odd, _)| !odd || same_parity)
        });
        let best = rules.min_by_key(|&r| (rare_count(r), r)).unwrap_or((0, false, false));
        if rare_count(best) < rare_count(self.rule()) {
            (self.mask, self.odd_heaps, self.flip) = best;
            self.rare = (1..self.g.len()).filter(|&n| rare(self.g.get(n), n, best)).collect();
            self.rare_values = self.rare.iter().map(|&n| self.g.get(n)).collect();
        }
    }
}

/// G(0..=upto) by [`Values`], in one call.
pub fn values(code: &Code, upto: usize) -> Vec<u32> {
    let mut v = Values::new(code);
    v.extend_to(upto, &mut |_| true);
    v.g.head(upto + 1)
}

/// How many values the proof needs: the period `p` from `start` is proven by the values
/// G(0..=needed(...)) of a game with code `code` (see [`settle`]).
pub fn values_needed(code: &Code, p: Period) -> usize {
    let t = code.last();
    if code.splits() {
        // Checked for start ≤ n < 2·max(start, 1) + p + t: the last n + p compared.
        2 * p.start.max(1) + 2 * p.period + t - 1
    } else {
        (p.start + t).max(t + 1) - 1 + p.period
    }
}

/// The least period and least pre-period of G, *proven* from the values `g` = G(0..=N) of a game
/// with code `code`, or `None` if N is too small to prove any.
///
/// The octal periodicity theorem (Guy and Smith, "The G-values of various games", Proc. Cambridge
/// Philos. Soc. 52 (1956); Winning Ways ch. 4; Siegel, *Combinatorial Game Theory*, ch. IV): for a
/// finite code whose last digit is dt, if G(n + p) = G(n) for every n with n0 ≤ n < 2·n0 + p + t,
/// then G(n + p) = G(n) for every n ≥ n0. Our own proof of the form used here, by induction on
/// n ≥ 2·n0 + p + t with n0 ≥ 1: such n and n + p exceed t, so neither has the move that takes a
/// whole heap. One-heap options n − i and n + p − i (1 ≤ i ≤ t) pair off since n − i ≥ n0 and
/// n − i < n. A split of n + p into a ≤ b with a + b = n + p − i has b ≥ (n + p − t)/2 ≥ n0 + p,
/// so b − p ≥ n0 ≥ 1, G(b) = G(b − p), and (a, b − p) splits n; a split a ≤ b of n has
/// b ≥ (n − t)/2 ≥ n0, so (a, b + p) splits n + p with the same value. Hence the same option values
/// and G(n + p) = G(n). With n0 = 0, b − p may be 0, so we check from n0 = max(start, 1) (and the
/// values below it directly). Without splitting moves (digits 0–3, a subtraction-like game), G(n)
/// for n > t is the mex of G(n − i) over the digits with bit 2, and agreement for t consecutive n
/// (from n0, and past t) is enough, as for the subtraction games in [`crate::explore`].
///
/// Scanning p = 1, 2, …, each with the least n0 the values allow (one after its last mismatch),
/// the first p that the bound proves is the least period: a proven period is a true one, and the
/// least true period p* (it divides every period) has n0(p*) ≤ n0(p), so it is proven as soon as
/// any multiple is.
pub fn settle<T: Value>(code: &Code, g: &[T]) -> Option<Period> {
    settle_or_need(code, g).ok()
}

/// [`settle`], or when nothing is proven yet, the fewest values (the least N + 1) that could prove
/// a period the values seen so far allow: where to look next.
pub fn settle_or_need<T: Value>(code: &Code, g: &[T]) -> Result<Period, usize> {
    let n = g.len();
    let mut need = usize::MAX;
    // Periods no better than one already tried (see below), as a bitset.
    let mut worse = vec![0u64; n / 64 + 1];
    for period in 1..n {
        // Even from start 0 this period would need at least as many values as the best so far:
        // so would every longer one (values_needed grows with the period).
        if values_needed(code, Period { start: 0, period }) >= need {
            break;
        }
        if marked(&worse, period) {
            continue;
        }
        // The least start from which every value seen repeats `period` later.
        let start = (0..n - period).rev().find(|&i| g[i + period] != g[i]).map_or(0, |i| i + 1);
        let p = Period { start, period };
        let needed = values_needed(code, p);
        if needed < n {
            return Ok(p);
        }
        need = need.min(needed + 1);
        // A multiple k·period starts no earlier: with the last mismatch at i = start − 1,
        // G(i + k·period) = G(i + period) ≠ G(i) whenever i + k·period < n (every step of
        // `period` above `start` repeats). So it needs more values and is never proven first;
        // skipping it spares scanning a long periodic tail once per multiple (quadratic).
        let reach = if start == 0 { n } else { n - start };
        for multiple in (2 * period..=reach.min(n - 1)).step_by(period) {
            worse[multiple / 64] |= 1 << (multiple % 64);
        }
    }
    Err(need)
}

/// Compute G far enough to settle the game: 1 024 values, then at most twice as many each time
/// (fewer when the values seen so far already say how many a proof would need), up to G(`upto`);
/// the values, with the least period proven from them if there is one. `progress` is called as
/// in [`Values::extend_to`]; when it says stop, what was computed so far is settled if it can be.
pub fn settle_upto(
    code: &Code,
    upto: usize,
    progress: &mut dyn FnMut(usize) -> bool,
) -> (Values, Option<Period>) {
    let mut values = Values::new(code);
    // Room for every value up front: pages never written take no memory, and the table is never
    // copied as it grows (a doubling Vec would hold old and new at once).
    values.g.reserve_total(upto.saturating_add(1));
    let mut n = upto.min(1023);
    loop {
        let reached = values.extend_to(n, progress);
        let settled = match values.table() {
            Table::Narrow(g) => settle_or_need(code, g),
            Table::Wide(g) => settle_or_need(code, g),
        };
        match settled {
            Ok(p) => return (values, Some(p)),
            Err(_) if n >= upto || !reached => return (values, None),
            // `need` values are G(0..need): up to G(need − 1).
            Err(need) => n = (need - 1).clamp(n + 1, 2 * n + 1).min(upto),
        }
    }
}
