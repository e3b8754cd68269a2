//! Non-negative integers of any length in canonical decimal: what the shrinker needs of them.

use std::cmp::Ordering;

/// Digits without their leading zeros ("0" when nothing is left).
pub fn canonical(digits: &[u8]) -> String {
    let first = digits.iter().position(|&d| d != b'0').unwrap_or(digits.len());
    if first == digits.len() {
        "0".into()
    } else {
        String::from_utf8_lossy(&digits[first..]).into_owned()
    }
}

pub fn cmp(a: &str, b: &str) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

pub fn add(a: &str, b: &str) -> String {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut out = Vec::with_capacity(a.len().max(b.len()) + 1);
    let mut carry = 0;
    for i in 0..a.len().max(b.len()) {
        let digit = |s: &[u8]| if i < s.len() { s[s.len() - 1 - i] - b'0' } else { 0 };
        let sum = digit(a) + digit(b) + carry;
        out.push(b'0' + sum % 10);
        carry = sum / 10;
    }
    if carry > 0 {
        out.push(b'0' + carry);
    }
    out.reverse();
    canonical(&out)
}

pub fn half(a: &str) -> String {
    let mut rest = 0;
    let halved: Vec<u8> = a
        .bytes()
        .map(|d| {
            let v = rest * 10 + (d - b'0');
            rest = v % 2;
            b'0' + v / 2
        })
        .collect();
    canonical(&halved)
}

pub fn minus_one(a: &str) -> String {
    let mut d = a.as_bytes().to_vec();
    for digit in d.iter_mut().rev() {
        if *digit == b'0' {
            *digit = b'9';
        } else {
            *digit -= 1;
            break;
        }
    }
    canonical(&d)
}
