//! The table a brute force printed, as the rule finders see it: one-dimensional (a value for each
//! n) or two-dimensional (a value for each pair a, b), of Grundy values or of win/lose. A win/lose
//! table is stored as Grundy values would be: 0 where the player to move loses, 1 where they win,
//! so every rule reads "loses" as "value 0".

/// What the values are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// Grundy values (any u64).
    Grundy,
    /// Who wins: 0 = the player to move loses (the word `lose`), 1 = wins (the word `win`).
    WinLose { lose: String, win: String, why: String },
}

/// The positions and their values, sorted by position, no position twice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    One(Vec<(u64, u64)>),
    Two(Vec<(u64, u64, u64)>),
    /// Three or more coordinates: how many, and the cells.
    Many(usize, Vec<(Vec<u64>, u64)>),
}

/// A parsed table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub shape: Shape,
    pub values: Values,
}

impl Table {
    pub fn is_win_lose(&self) -> bool {
        matches!(self.values, Values::WinLose { .. })
    }

    /// How many positions the table gives.
    pub fn len(&self) -> usize {
        match &self.shape {
            Shape::One(rows) => rows.len(),
            Shape::Two(cells) => cells.len(),
            Shape::Many(_, cells) => cells.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A value as the table spells it: the number, or the user's win/lose word.
    pub fn word(&self, value: u64) -> String {
        match &self.values {
            Values::Grundy => value.to_string(),
            Values::WinLose { lose, win, .. } => {
                if value == 0 {
                    lose.clone()
                } else {
                    win.clone()
                }
            }
        }
    }

    /// The same positions, 0 where the value is 0 and 1 elsewhere: where the player to move loses.
    pub fn zeros(&self) -> Table {
        let shape = match &self.shape {
            Shape::One(rows) => {
                Shape::One(rows.iter().map(|&(n, v)| (n, u64::from(v != 0))).collect())
            }
            Shape::Two(cells) => {
                Shape::Two(cells.iter().map(|&(a, b, v)| (a, b, u64::from(v != 0))).collect())
            }
            Shape::Many(d, cells) => Shape::Many(
                *d,
                cells.iter().map(|(x, v)| (x.clone(), u64::from(*v != 0))).collect(),
            ),
        };
        let values =
            Values::WinLose { lose: "0".into(), win: "≠0".into(), why: "Grundy value 0".into() };
        Table { shape, values }
    }
}
