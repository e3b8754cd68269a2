//! An input as a small tree of values: what the models build and the shrinker makes smaller. It
//! sits below both, so that a problem's model depends on no part of the shrinker.

/// A case (or a whole input) as a tree of values.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// An integer.
    Int(u64),
    /// A non-negative integer in canonical decimal, of any length.
    Dec(String),
    /// A string of bytes: chunks are removed.
    Bytes(Vec<u8>),
    /// A list: chunks of elements are removed, then each element is shrunk.
    List(Vec<Shape>),
    /// A fixed number of parts, each shrunk on its own.
    Tuple(Vec<Shape>),
}

impl Shape {
    /// A list of integers.
    pub fn ints(values: &[u64]) -> Shape {
        Shape::List(values.iter().map(|&v| Shape::Int(v)).collect())
    }

    /// Two integers, as a tuple.
    pub fn pair(a: u64, b: u64) -> Shape {
        Shape::Tuple(vec![Shape::Int(a), Shape::Int(b)])
    }

    pub fn int(&self) -> Option<u64> {
        match self {
            Shape::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// The values of a list of integers.
    pub fn to_ints(&self) -> Option<Vec<u64>> {
        match self {
            Shape::List(items) => items.iter().map(Shape::int).collect(),
            _ => None,
        }
    }

    /// The two integers of [`Shape::pair`].
    pub fn to_pair(&self) -> Option<(u64, u64)> {
        match self.parts()? {
            [a, b] => Some((a.int()?, b.int()?)),
            _ => None,
        }
    }

    /// The parts of a tuple.
    pub fn parts(&self) -> Option<&[Shape]> {
        match self {
            Shape::Tuple(parts) => Some(parts),
            _ => None,
        }
    }

    /// The elements of a list.
    pub fn items(&self) -> Option<&[Shape]> {
        match self {
            Shape::List(items) => Some(items),
            _ => None,
        }
    }

    /// The children of a list or a tuple.
    pub fn children(&self) -> &[Shape] {
        match self {
            Shape::List(v) | Shape::Tuple(v) => v,
            _ => &[],
        }
    }

    pub fn bytes(&self) -> Option<&[u8]> {
        match self {
            Shape::Bytes(b) => Some(b),
            _ => None,
        }
    }

    pub fn dec(&self) -> Option<&str> {
        match self {
            Shape::Dec(d) => Some(d),
            _ => None,
        }
    }

    /// The node at `path` (indices into lists and tuples), if there is one.
    pub fn get(&self, path: &[usize]) -> Option<&Shape> {
        match path.split_first() {
            None => Some(self),
            Some((&i, rest)) => self.children().get(i)?.get(rest),
        }
    }

    /// A copy with the node at `path` replaced.
    pub fn replaced(&self, path: &[usize], node: Shape) -> Shape {
        let mut out = self.clone();
        if let Some(slot) = out.get_mut(path) {
            *slot = node;
        }
        out
    }

    fn get_mut(&mut self, path: &[usize]) -> Option<&mut Shape> {
        match path.split_first() {
            None => Some(self),
            Some((&i, rest)) => match self {
                Shape::List(v) | Shape::Tuple(v) => v.get_mut(i)?.get_mut(rest),
                _ => None,
            },
        }
    }

    /// The paths of every integer in the tree, in document order (depth first, left to right).
    pub fn int_paths(&self) -> Vec<Vec<usize>> {
        fn walk(s: &Shape, path: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            match s {
                Shape::Int(_) => out.push(path.clone()),
                Shape::List(v) | Shape::Tuple(v) => {
                    for (i, child) in v.iter().enumerate() {
                        path.push(i);
                        walk(child, path, out);
                        path.pop();
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        walk(self, &mut Vec::new(), &mut out);
        out
    }

    /// The paths of every node of the given kind, parents before children.
    pub fn paths_where(&self, wanted: &dyn Fn(&Shape) -> bool) -> Vec<Vec<usize>> {
        fn walk(
            s: &Shape,
            path: &mut Vec<usize>,
            wanted: &dyn Fn(&Shape) -> bool,
            out: &mut Vec<Vec<usize>>,
        ) {
            if wanted(s) {
                out.push(path.clone());
            }
            for (i, child) in s.children().iter().enumerate() {
                path.push(i);
                walk(child, path, wanted, out);
                path.pop();
            }
        }
        let mut out = Vec::new();
        walk(self, &mut Vec::new(), wanted, &mut out);
        out
    }
}
