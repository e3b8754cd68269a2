//! A small seeded random number generator (SplitMix64): the same seed gives the same cases on every
//! machine and every run, which is what replaying a stress failure needs.

use std::ops::RangeInclusive;

#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// A seed for the `i`-th independent stream derived from this one (cases are replayable alone).
    pub fn derive(seed: u64, i: u64) -> Self {
        let mut r = Rng::new(seed ^ i.wrapping_mul(0xA076_1D64_78BD_642F));
        r.next_u64();
        r
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < zone || zone == 0 {
                return x % n;
            }
        }
    }

    /// Uniform in an inclusive range.
    pub fn range(&mut self, r: RangeInclusive<u64>) -> u64 {
        let (lo, hi) = (*r.start(), *r.end());
        assert!(lo <= hi, "empty range {}..={}", lo, hi);
        match (hi - lo).checked_add(1) {
            Some(span) => lo + self.below(span),
            None => self.next_u64(),
        }
    }

    /// Uniform `usize` in an inclusive range.
    pub fn index(&mut self, r: RangeInclusive<usize>) -> usize {
        self.range(*r.start() as u64..=*r.end() as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    /// A value in `lo..=hi` whose bit length is uniform: small and large magnitudes alike.
    pub fn magnitude(&mut self, r: RangeInclusive<u64>) -> u64 {
        let (lo, hi) = (*r.start(), *r.end());
        let bits = 64 - hi.leading_zeros();
        let b = self.range(0..=u64::from(bits)) as u32;
        let top = if b >= 64 { u64::MAX } else { (1u64 << b).saturating_sub(1) };
        self.range(lo..=top.clamp(lo, hi))
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.index(0..=items.len() - 1)]
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.index(0..=i));
        }
    }
}
