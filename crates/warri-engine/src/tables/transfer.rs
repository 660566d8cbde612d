//! Tables as bytes, to send them whole from one web worker to another: the
//! page's computer opponent has a second worker build them, so that no
//! move waits for the build (crates/warri-web/src/engine/tables.rs).
//!
//! The bytes are the seed count, then the lower bounds, the upper bounds
//! and the best-move masks, one after the other. The rules are not in
//! them: the receiver knows which variant it asked for. Reading checks what
//! a build guarantees — rules that have tables, a seed count they are built
//! for, and arrays of exactly the length that seed count indexes — so bytes
//! that are not a table are refused, never probed out of bounds.

use warri_rules::Rules;

use super::{index, Tables, MAX_TABLE_SEEDS};

/// Bytes that are not tables for the rules asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotTables {
    /// These rules have no tables (Speightstown).
    NoneForTheseRules,
    /// No seed count, or one tables are not built for.
    Seeds(Option<u8>),
    /// The arrays' bytes, and how many the seed count needs.
    Length {
        /// The bytes after the seed count.
        found: usize,
        /// Three arrays of the seed count's length.
        needed: usize,
    },
}

impl core::fmt::Display for NotTables {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            NotTables::NoneForTheseRules => f.write_str("these rules have no endgame tables"),
            NotTables::Seeds(None) => f.write_str("no seed count"),
            NotTables::Seeds(Some(k)) => write!(f, "no tables are built for {k} seeds"),
            NotTables::Length { found, needed } => write!(f, "{found} bytes of tables where {needed} are needed"),
        }
    }
}

impl std::error::Error for NotTables {}

impl Tables {
    /// The tables as bytes ([`Tables::from_bytes`] reads them).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(1 + 3 * self.lo.len());
        bytes.push(self.max_seeds);
        bytes.extend(self.lo.iter().chain(&self.hi).map(|&v| v as u8));
        bytes.extend_from_slice(&self.best);
        bytes
    }

    /// The tables of `rules` that [`Tables::to_bytes`] wrote, checked.
    pub fn from_bytes(rules: &Rules, bytes: &[u8]) -> Result<Tables, NotTables> {
        if !Tables::exist_for(rules) {
            return Err(NotTables::NoneForTheseRules);
        }
        let (&max_seeds, arrays) = bytes.split_first().ok_or(NotTables::Seeds(None))?;
        if max_seeds > MAX_TABLE_SEEDS {
            return Err(NotTables::Seeds(Some(max_seeds)));
        }
        let n = index::level_offset(max_seeds as usize + 1);
        if arrays.len() != 3 * n {
            return Err(NotTables::Length { found: arrays.len(), needed: 3 * n });
        }
        let signed = |a: &[u8]| a.iter().map(|&v| v as i8).collect();
        let (lo, rest) = arrays.split_at(n);
        let (hi, best) = rest.split_at(n);
        Ok(Tables { rules: *rules, max_seeds, lo: signed(lo), hi: signed(hi), best: best.to_vec() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::Variant;

    #[test]
    fn tables_sent_are_the_same_tables_and_other_bytes_are_refused() {
        let rules = Variant::Wari.rules();
        let t = Tables::build(&rules, 5).unwrap();
        let bytes = t.to_bytes();
        let back = Tables::from_bytes(&rules, &bytes).unwrap();
        assert_eq!(back.raw(), t.raw());
        assert_eq!(back.max_seeds(), 5);
        // One byte per board of at most 5 seeds in 12 pits (Σ C(k + 11, 11))
        // in each of the three arrays, after the seed count.
        let boards: usize = (0..=5).map(|k| (1..=11).fold(1, |c, i| c * (k + i) / i)).sum();
        assert_eq!(bytes.len(), 1 + 3 * boards);
        let short = &bytes[..bytes.len() - 1];
        let refused = |bytes: &[u8], rules: &Rules| Tables::from_bytes(rules, bytes).err();
        assert_eq!(refused(short, &rules), Some(NotTables::Length { found: 3 * boards - 1, needed: 3 * boards }));
        let mut other_seeds = bytes.clone();
        other_seeds[0] = 13;
        assert_eq!(refused(&other_seeds, &rules), Some(NotTables::Seeds(Some(13))));
        assert_eq!(refused(&[], &rules), Some(NotTables::Seeds(None)));
        let speightstown = Variant::Speightstown.rules();
        assert_eq!(refused(&bytes, &speightstown), Some(NotTables::NoneForTheseRules));
    }
}
