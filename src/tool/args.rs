//! A small command-line parser: `--name value`, `--name=value`, `--flag`, and positionals.

use crate::compare::Mode;
use crate::oracle::IDS;
use crate::process::Limits;
use std::str::FromStr;

/// The arguments of one command, consumed as they are asked for.
#[derive(Debug, Clone)]
pub struct Args {
    items: Vec<String>,
    /// Every option the command asked for, for "did you mean" on an unknown one.
    asked: Vec<String>,
}

impl Args {
    pub fn new(items: impl IntoIterator<Item = String>) -> Self {
        Args { items: items.into_iter().collect(), asked: Vec::new() }
    }

    /// Take `--name` if present.
    pub fn flag(&mut self, name: &str) -> bool {
        self.asked.push(name.to_string());
        let key = format!("--{}", name);
        let before = self.items.len();
        self.items.retain(|a| *a != key);
        self.items.len() != before
    }

    /// Take the short flag `-name` if present (`-h`).
    pub fn short(&mut self, name: &str) -> bool {
        let key = format!("-{}", name);
        let before = self.items.len();
        self.items.retain(|a| *a != key);
        self.items.len() != before
    }

    /// Take `--name VALUE` or `--name=VALUE` if present (the last one wins).
    pub fn value(&mut self, name: &str) -> Result<Option<String>, String> {
        self.asked.push(name.to_string());
        let key = format!("--{}", name);
        let prefix = format!("{}=", key);
        let mut found = None;
        let mut i = 0;
        while i < self.items.len() {
            if self.items[i] == key {
                if i + 1 >= self.items.len() {
                    return Err(format!("{} needs a value", key));
                }
                found = Some(self.items.remove(i + 1));
                self.items.remove(i);
            } else if let Some(v) = self.items[i].strip_prefix(&prefix) {
                found = Some(v.to_string());
                self.items.remove(i);
            } else {
                i += 1;
            }
        }
        Ok(found)
    }

    /// Take `--name VALUE` and parse it.
    pub fn parsed<T: FromStr>(&mut self, name: &str) -> Result<Option<T>, String> {
        match self.value(name)? {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| format!("--{}: cannot read {:?}", name, v)),
        }
    }

    /// `--compare MODE` or `--float EPS`: the comparison asked for (`None`: the default), and how
    /// it was written (for replay lines).
    pub fn comparison(&mut self) -> Result<(Option<Mode>, Option<String>), String> {
        let float = self.parsed::<f64>("float")?;
        let named = self.value("compare")?;
        let mode = match (&named, float) {
            (Some(_), Some(_)) => {
                return Err("--float is a comparison: give --compare or --float".into())
            }
            (None, Some(eps)) if eps.is_finite() && eps >= 0.0 => Some(Mode::Float(eps)),
            (None, Some(_)) => return Err("--float needs a number ≥ 0".into()),
            (Some(m), None) => Some(Mode::parse(m).ok_or_else(|| {
                format!("unknown comparison {:?} (lines, tokens, exact; or --float EPS)", m)
            })?),
            (None, None) => None,
        };
        Ok((mode, named.or_else(|| float.map(|e| format!("float {}", e)))))
    }

    /// `--memory-mb N` and `--stack-mb N`, as given: the judge's limits for the program under
    /// test ([`MemoryArgs::limits`] fills in the defaults).
    pub fn memory(&mut self) -> Result<MemoryArgs, String> {
        let m = MemoryArgs {
            memory_mb: self.parsed::<u64>("memory-mb")?,
            stack_mb: self.parsed::<u64>("stack-mb")?,
        };
        let fits = |v: Option<u64>| v.map_or(true, |v| (1..=1 << 20).contains(&v));
        if !fits(m.memory_mb) || !fits(m.stack_mb) {
            return Err("--memory-mb and --stack-mb take 1 to 1048576 (MiB)".into());
        }
        Ok(m)
    }

    /// The positionals left; any unknown `--option` is an error (with the nearest option the
    /// command knows, when one is near).
    pub fn finish(self) -> Result<Vec<String>, String> {
        if let Some(unknown) = self.items.iter().find(|a| a.starts_with("--")) {
            let name = unknown.trim_start_matches('-').split('=').next().unwrap_or("");
            let near = self
                .asked
                .iter()
                .map(|known| (edit_distance(name, known), known))
                .filter(|(d, known)| *d <= 2.max(known.len() / 4) && *d < known.len())
                .min();
            return Err(match near {
                Some((_, known)) => {
                    format!("unknown option {} (did you mean --{}?)", unknown, known)
                }
                None => format!("unknown option {}", unknown),
            });
        }
        Ok(self.items)
    }

    /// Like `finish`, for commands that take no positionals.
    pub fn finish_none(self) -> Result<(), String> {
        match self.finish()?.as_slice() {
            [] => Ok(()),
            extra => Err(format!("unexpected argument {:?}", extra[0])),
        }
    }

    /// Like `finish`, for commands whose positionals are problem ids: none means every problem;
    /// an unknown one is an error that lists the known ones.
    pub fn finish_ids(self) -> Result<Vec<String>, String> {
        let ids = self.finish()?;
        if let Some(bad) = ids.iter().find(|id| !IDS.contains(&id.as_str())) {
            return Err(format!("unknown problem id {:?}; known ids: {}", bad, IDS.join(" ")));
        }
        Ok(if ids.is_empty() { IDS.iter().map(|s| s.to_string()).collect() } else { ids })
    }
}

/// `--memory-mb` and `--stack-mb` as given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MemoryArgs {
    pub memory_mb: Option<u64>,
    pub stack_mb: Option<u64>,
}

impl MemoryArgs {
    /// The limits of a run: the memory given, else `default_mb` (the judge's, for our problems);
    /// the stack given, else as large as the memory (as on most Linux judges).
    pub fn limits(&self, default_mb: u64) -> Limits {
        let memory = self.memory_mb.unwrap_or(default_mb);
        Limits::mib(memory, self.stack_mb.unwrap_or(memory))
    }
}

/// Levenshtein distance: insertions, deletions and substitutions, one each.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1).min(row[j] + 1).min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}
