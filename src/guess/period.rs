//! Eventually periodic and arithmetic-periodic values: the least period p (and, for it, the least
//! pre-period n0) with G(n + p) = G(n) + s for every n ≥ n0 in the table (s = 0: periodic; s > 0:
//! arithmetic-periodic, the saltus). Gaps are allowed: the rule is that G(n) − s·⌊n/p⌋ depends only
//! on n mod p from n0 on, checked row by row from the end. A period counts only with evidence: every
//! residue seen at least once from n0, at least three periods and half the table's rows from n0,
//! and at least 16 rows from n0 that repeat an earlier residue, or fewer when those rows take d ≥ 2
//! values and d^repeats ≥ 2^16 (so a random table has about one chance in 2^16 per period). Without gaps, row n is compared with row n + p, from the end.

/// The rows that must repeat a residue before a period is believed.
pub const EVIDENCE: usize = 16;

/// G(n) = one[(n − start) mod period] + saltus·⌊(n − start)/period⌋ for n ≥ start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    pub start: u64,
    pub period: u64,
    pub saltus: u64,
    pub one: Vec<u64>,
}

impl Periodic {
    /// The rule's value at n ≥ start (`None` past u64).
    pub fn at(&self, n: u64) -> Option<u64> {
        let k = n.checked_sub(self.start)?;
        let base = self.one[(k % self.period) as usize];
        self.saltus.checked_mul(k / self.period).and_then(|x| x.checked_add(base))
    }
}

/// Whether `repeats` rows repeating an earlier residue are evidence: at least [`EVIDENCE`], or
/// fewer when the rows take d ≥ 2 values and d^repeats ≥ 2^EVIDENCE.
fn enough(rows: &[(u64, u64)], repeats: usize) -> bool {
    if repeats >= EVIDENCE {
        return true;
    }
    let mut values: Vec<u64> = rows.iter().map(|r| r.1).collect();
    values.sort_unstable();
    values.dedup();
    let d = values.len() as u128;
    d >= 2
        && (0..repeats)
            .try_fold(1u128, |x, _| x.checked_mul(d))
            .map_or(true, |x| x >= 1 << EVIDENCE)
}

/// The least period with evidence (with `saltus`: the least arithmetic one with s ≥ 1).
pub fn find(rows: &[(u64, u64)], arithmetic: bool) -> Option<Periodic> {
    let max = rows.len() / 2;
    let mut classes = Classes { stamp: vec![0usize; max + 1], key: vec![0i128; max + 1] };
    let last = *rows.last()?;
    let dense = last.0 - rows[0].0 == rows.len() as u64 - 1;
    for p in 1..=max {
        let saltus = match arithmetic {
            true => match saltus(rows, last, p) {
                Some(s) => s,
                None => continue,
            },
            false => 0,
        };
        let found = match dense {
            true => dense_period(rows, p, saltus),
            false => classes.period(rows, p, saltus),
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The rise over one period p at the table's end, if positive (else no arithmetic period p).
fn saltus(rows: &[(u64, u64)], last: (u64, u64), p: usize) -> Option<i128> {
    let before = last.0.checked_sub(p as u64)?;
    match rows.binary_search_by_key(&before, |r| r.0) {
        Ok(i) if last.1 > rows[i].1 => Some(i128::from(last.1 - rows[i].1)),
        _ => None,
    }
}

/// Period p with this saltus in a table without gaps: row i against row i + p, from the end (a
/// random table fails at once).
fn dense_period(rows: &[(u64, u64)], p: usize, saltus: i128) -> Option<Periodic> {
    let first_bad = (0..rows.len() - p)
        .rev()
        .find(|&i| i128::from(rows[i + p].1) - i128::from(rows[i].1) != saltus);
    let from = first_bad.map_or(0, |i| i + 1);
    let seen = rows.len() - from;
    if seen < 3 * p || 2 * seen < rows.len() || !enough(&rows[from..], seen - p) {
        return None;
    }
    let one = rows[from..from + p].iter().map(|r| r.1).collect();
    Some(Periodic { start: rows[from].0, period: p as u64, saltus: saltus as u64, one })
}

/// For a table with gaps: each residue class's value less the saltus times its periods
/// (`key`), stamped with the period it was written for (reused across periods).
struct Classes {
    stamp: Vec<usize>,
    key: Vec<i128>,
}

impl Classes {
    /// Period p with this saltus: the classes agree from the end back to `start`.
    fn period(&mut self, rows: &[(u64, u64)], p: usize, saltus: i128) -> Option<Periodic> {
        let pw = p as u64;
        let (mut start, mut seen, mut classes) = (rows[0].0, 0, 0);
        for &(n, v) in rows.iter().rev() {
            let r = (n % pw) as usize;
            let k = match saltus.checked_mul(i128::from(n / pw)) {
                Some(x) => i128::from(v) - x,
                None => {
                    start = n.saturating_add(1);
                    break;
                }
            };
            if self.stamp[r] != p {
                self.stamp[r] = p;
                self.key[r] = k;
                classes += 1;
            } else if self.key[r] != k {
                start = n + 1;
                break;
            }
            seen += 1;
        }
        let tail = &rows[rows.len() - seen..];
        if classes < p || seen < 3 * p || 2 * seen < rows.len() || !enough(tail, seen - p) {
            return None;
        }
        let one: Option<Vec<u64>> = (0..pw)
            .map(|i| {
                let n = start.checked_add(i)?;
                let v = self.key[(n % pw) as usize] + saltus * i128::from(n / pw);
                u64::try_from(v).ok()
            })
            .collect();
        Some(Periodic { start, period: pw, saltus: saltus as u64, one: one? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(g: &[u64]) -> Vec<(u64, u64)> {
        g.iter().enumerate().map(|(n, &v)| (n as u64, v)).collect()
    }

    #[test]
    fn subtraction_1_3_4_is_periodic_7() {
        // By the rules: take 1, 3 or 4; 0 = the player to move loses.
        let mut g = vec![0u64; 60];
        for n in 0..60 {
            let lose = [1, 3, 4].iter().filter(|&&s| s <= n).all(|&s| g[n - s] != 0);
            g[n] = u64::from(!lose);
        }
        let p = find(&rows(&g), false).unwrap();
        assert_eq!((p.start, p.period, p.one.clone()), (0, 7, vec![0, 1, 0, 1, 1, 1, 1]));
        assert_eq!(find(&rows(&g), true), None);
    }

    #[test]
    fn lasker_is_arithmetic_periodic() {
        // G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3, G(0) = 0.
        let g: Vec<u64> = (0..40u64)
            .map(|n| match n % 4 {
                0 if n > 0 => n - 1,
                3 => n + 1,
                _ => n,
            })
            .collect();
        let p = find(&rows(&g), true).unwrap();
        assert_eq!((p.start, p.period, p.saltus), (1, 4, 4));
        assert_eq!(p.one, vec![1, 2, 4, 3]);
        assert_eq!(p.at(100), Some(99));
        assert_eq!(find(&rows(&g), false), None);
    }

    #[test]
    fn gaps_and_pre_periods() {
        // 5 7 | 1 2 3 1 2 3 …, every third row missing.
        let mut g = vec![5, 7];
        g.extend((0..60).map(|i| [1, 2, 3][i % 3]));
        let r: Vec<(u64, u64)> = rows(&g).into_iter().filter(|r| r.0 % 4 != 3).collect();
        let p = find(&r, false).unwrap();
        assert_eq!((p.start, p.period, p.one.clone()), (2, 3, vec![1, 2, 3]));
        // Too short to believe.
        assert_eq!(find(&rows(&[0, 1, 0, 1, 0, 1, 0, 1]), false), None);
    }
}
