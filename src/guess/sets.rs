//! Known sets of positions (where the player to move loses) and known sequences of values, each
//! with an exact integer test: Fibonacci numbers, powers of two, 2^k − 1, squares, triangular
//! numbers, evil and odious numbers (even and odd binary weight); the values n, lowbit(n) (the
//! largest power of two dividing n, 2^v2(n); the ruler function is v2(n) + 1), popcount(n), and the
//! n-th odious or evil number.

/// A set of non-negative integers with a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetName {
    Fibonacci,
    PowersOfTwo,
    PowersOfTwoMinusOne,
    Squares,
    Triangular,
    Evil,
    Odious,
}

pub const SETS: &[SetName] = &[
    SetName::PowersOfTwo,
    SetName::PowersOfTwoMinusOne,
    SetName::Squares,
    SetName::Triangular,
    SetName::Fibonacci,
    SetName::Evil,
    SetName::Odious,
];

/// A sequence of values with a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqName {
    Identity,
    Lowbit,
    Popcount,
    Odious,
    Evil,
}

pub const SEQUENCES: &[SeqName] =
    &[SeqName::Identity, SeqName::Lowbit, SeqName::Popcount, SeqName::Odious, SeqName::Evil];

/// ⌊√n⌋, exactly.
pub fn isqrt(n: u64) -> u64 {
    let mut r = 0u64;
    for bit in (0..32).rev() {
        let c = r | 1 << bit;
        if c * c <= n {
            r = c;
        }
    }
    r
}

/// ⌊√n⌋ for n < 2^66.
fn isqrt128(n: u128) -> u128 {
    let mut r = 0u128;
    for bit in (0..34).rev() {
        let c = r | 1 << bit;
        if c * c <= n {
            r = c;
        }
    }
    r
}

impl SetName {
    /// The name in the JSON output.
    pub fn name(self) -> &'static str {
        match self {
            SetName::Fibonacci => "fibonacci",
            SetName::PowersOfTwo => "powers-of-two",
            SetName::PowersOfTwoMinusOne => "powers-of-two-minus-one",
            SetName::Squares => "squares",
            SetName::Triangular => "triangular",
            SetName::Evil => "evil",
            SetName::Odious => "odious",
        }
    }

    /// In words, after "n is".
    pub fn words(self) -> &'static str {
        match self {
            SetName::Fibonacci => "a Fibonacci number (0, 1, 2, 3, 5, 8, 13, …)",
            SetName::PowersOfTwo => "a power of two (1, 2, 4, 8, …)",
            SetName::PowersOfTwoMinusOne => "one less than a power of two (0, 1, 3, 7, 15, …)",
            SetName::Squares => "a square (0, 1, 4, 9, …)",
            SetName::Triangular => "triangular, k(k + 1)/2 (0, 1, 3, 6, 10, …)",
            SetName::Evil => "evil: an even number of 1 bits (0, 3, 5, 6, 9, …)",
            SetName::Odious => "odious: an odd number of 1 bits (1, 2, 4, 7, 8, …)",
        }
    }

    pub fn contains(self, n: u64) -> bool {
        match self {
            SetName::Fibonacci => {
                let (mut a, mut b) = (0u64, 1u64);
                while a < n {
                    match a.checked_add(b) {
                        Some(c) => {
                            a = b;
                            b = c;
                        }
                        None => return b == n,
                    }
                }
                a == n
            }
            SetName::PowersOfTwo => n.is_power_of_two(),
            SetName::PowersOfTwoMinusOne => n & n.wrapping_add(1) == 0,
            SetName::Squares => {
                let r = isqrt(n);
                r * r == n
            }
            SetName::Triangular => {
                // n = k(k + 1)/2 forces k = ⌊√(2n)⌋ (2n lies strictly between k² and (k + 1)²).
                let k = isqrt128(2 * u128::from(n));
                k * (k + 1) / 2 == u128::from(n)
            }
            SetName::Evil => n.count_ones() % 2 == 0,
            SetName::Odious => n.count_ones() % 2 == 1,
        }
    }
}

impl SeqName {
    pub fn name(self) -> &'static str {
        match self {
            SeqName::Identity => "identity",
            SeqName::Lowbit => "lowbit",
            SeqName::Popcount => "popcount",
            SeqName::Odious => "odious",
            SeqName::Evil => "evil",
        }
    }

    /// In words, after "G(n) =".
    pub fn words(self) -> &'static str {
        match self {
            SeqName::Identity => "n",
            SeqName::Lowbit => "lowbit(n) = n & −n, the largest power of two dividing n, 2^v2(n) (0 at 0)",
            SeqName::Popcount => "popcount(n), the number of 1 bits of n",
            SeqName::Odious => "the n-th odious number (from 0: 1, 2, 4, 7, 8, …) = 2n + 1 if n is evil, 2n if odious",
            SeqName::Evil => "the n-th evil number (from 0: 0, 3, 5, 6, 9, …) = 2n + 1 if n is odious, 2n if evil",
        }
    }

    /// The value at n (`None` past u64).
    pub fn at(self, n: u64) -> Option<u64> {
        let odd = u64::from(n.count_ones() % 2);
        match self {
            SeqName::Identity => Some(n),
            SeqName::Lowbit => Some(n & n.wrapping_neg()),
            SeqName::Popcount => Some(u64::from(n.count_ones())),
            SeqName::Odious => n.checked_mul(2).and_then(|d| d.checked_add(1 - odd)),
            SeqName::Evil => n.checked_mul(2).and_then(|d| d.checked_add(odd)),
        }
    }
}
