use grundy::hash::*;
use std::hash::Hash;
use std::hash::Hasher;

fn hash<T: Hash>(v: &T) -> u64 {
    let mut h = FastHasher::default();
    v.hash(&mut h);
    h.finish()
}

#[test]
fn equal_keys_hash_equal_and_near_keys_apart() {
    assert_eq!(hash(&vec![1u64, 2, 3]), hash(&vec![1u64, 2, 3]));
    assert_ne!(hash(&vec![1u64, 2, 3]), hash(&vec![1u64, 3, 2]));
    assert_ne!(hash(&"abc"), hash(&"abc\0"));
    assert_ne!(hash(&"abcdefgh"), hash(&"abcdefg"));
    // A map of many near positions keeps every one of them apart.
    let mut m: FastMap<(u64, u64), u64> = FastMap::default();
    for a in 0..300 {
        for b in 0..300 {
            m.insert((a, b), a * 300 + b);
        }
    }
    assert_eq!(m.len(), 90_000);
    assert_eq!(m[&(123, 45)], 123 * 300 + 45);
}
