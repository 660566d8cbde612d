//! The transposition table: a fixed-size, two-tier hash table of
//! search results keyed by a Zobrist hash of the pits, South's store and the
//! player to move (North's store follows from the 48-seed total).
//!
//! A value can depend on more than the position: a line that repeats a
//! position seen since the last capture ends there by repetition, so the
//! same position reached with other positions behind it can be worth
//! something else (graph-history interaction). Each entry therefore also
//! keeps the [`history_key`] of the positions since the last capture it was
//! searched with; the search takes a *proven* value only from an entry
//! with the same history (an estimate stays an estimate wherever it is
//! reused, and the best move only orders moves).

use warri_rules::{Board, Pit, Player, Position};

/// splitmix64: fills the Zobrist keys at compile time, spreads the
/// caller's seed for the levels' choices, and seeds the measuring examples'
/// openings.
pub const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Keys: 12 pits × 49 counts, then South's store × 49, then the side.
const KEYS: [u64; 13 * 49 + 1] = {
    let mut k = [0u64; 13 * 49 + 1];
    let mut i = 0;
    while i < k.len() {
        k[i] = mix(i as u64 + 1);
        i += 1;
    }
    k
};

/// The Zobrist hash of a position.
#[inline]
pub fn hash(pos: &Position) -> u64 {
    let mut h = 0;
    for (i, &s) in pos.pits().iter().enumerate() {
        h ^= KEYS[i * 49 + usize::from(s)];
    }
    h ^= KEYS[12 * 49 + usize::from(pos.stores().south)];
    if pos.to_move() == Player::North {
        h ^= KEYS[13 * 49];
    }
    mix(h)
}

/// The key of one board (pits and player to move) in a [`history_key`]:
/// its Zobrist hash mixed once more. (Zobrist hashes are linear: XORed
/// together, {A, B} and {C, D} collide whenever C and D swap some pits of A
/// and B, as sowing often does. Mixed, they do not.)
#[inline]
pub fn board_key(board: &Board) -> u64 {
    let mut h = (board.to_move().index() as u64) << 63;
    for (i, &s) in board.pits().iter().enumerate() {
        h ^= KEYS[i * 49 + usize::from(s)];
    }
    mix(h)
}

/// The key of a set of positions since the last capture: the XOR of their
/// boards' keys (positions since a capture never repeat, so each is in
/// the set once, and the order does not change what can repeat).
pub fn history_key(boards: &[Board]) -> u64 {
    boards.iter().fold(0, |h, b| h ^ board_key(b))
}

/// What a stored value means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// At least this value (a beta cut-off).
    Lower,
    /// At most this value (no move raised alpha).
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Full hash, to tell collisions apart.
    pub key: u64,
    /// The [`history_key`] of the positions since the last capture it was
    /// searched with (a proven value holds only with that history).
    pub history: u64,
    /// Value relative to this node (see `Score::rebase`).
    pub value: i32,
    /// Remaining depth it was searched to.
    pub depth: i16,
    /// How to read `value`.
    pub bound: Bound,
    /// The best move found, if any.
    pub best: Option<Pit>,
}

/// An entry and the search that stored it.
#[derive(Clone, Copy)]
struct Slot {
    entry: Entry,
    /// The [`Table::new_search`] count when it was stored.
    age: u8,
}

/// The table: pairs of slots, the first kept for the deeper result (until
/// a newer search needs it), the second always replaced — so a deep
/// result of this search is not pushed out by the many shallow ones
/// below it, nor kept for ever once it is old.
pub struct Table {
    slots: Vec<Option<Slot>>,
    /// Mask of a pair's index.
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of 2^`bits` entries (at least two).
    pub fn new(bits: u32) -> Table {
        let bits = bits.max(1);
        Table { slots: vec![None; 1 << bits], mask: (1 << (bits - 1)) - 1, age: 0 }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = None);
    }

    /// Marks the entries stored so far as older than the next search's.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn pair(&self, key: u64) -> usize {
        (key as usize & self.mask) * 2
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Entry> {
        let i = self.pair(key);
        self.slots[i..i + 2].iter().flatten().find(|s| s.entry.key == key).map(|s| s.entry)
    }

    /// Stores an entry: over the same position (unless that was searched
    /// deeper in this search), else in the first slot if that holds no
    /// deeper result of this search (its old entry moving to the second),
    /// else in the second.
    #[inline]
    pub fn put(&mut self, entry: Entry) {
        let i = self.pair(entry.key);
        let new = Some(Slot { entry, age: self.age });
        for j in [i, i + 1] {
            if let Some(old) = self.slots[j].filter(|s| s.entry.key == entry.key) {
                if j == i && old.age == self.age && old.entry.depth > entry.depth {
                    return;
                }
                self.slots[j] = new;
                return;
            }
        }
        let keeps = self.slots[i].is_some_and(|s| s.age == self.age && s.entry.depth > entry.depth);
        if keeps {
            self.slots[i + 1] = new;
        } else {
            self.slots[i + 1] = self.slots[i];
            self.slots[i] = new;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(pits: [u8; 12]) -> Board {
        Board::new(pits, Player::South)
    }

    /// Two sets of boards whose pits are the same values swapped between
    /// them (as sowing often makes) get different keys, and a set's key
    /// does not depend on its order.
    #[test]
    fn sets_of_boards_that_swap_pits_have_different_keys() {
        let a = board([1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
        let b = board([0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 1, 0]);
        // c takes a's first pits and b's others; d the other way round.
        let c = board([1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
        let d = board([0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1]);
        assert_ne!(history_key(&[a, b]), history_key(&[c, d]));
        assert_eq!(history_key(&[a, b]), history_key(&[b, a]));
        assert_ne!(history_key(&[a]), history_key(&[a, b]));
    }

    fn entry(key: u64, depth: i16) -> Entry {
        Entry { key, history: 0, value: i32::from(depth), depth, bound: Bound::Exact, best: None }
    }

    /// Keys that share a pair of slots (4 entries: 2 pairs).
    const SAME_PAIR: [u64; 3] = [0, 2, 4];

    /// A deep result of this search stays while shallower ones of other
    /// positions come and go; the next search may take its place.
    #[test]
    fn a_deep_result_outlives_shallow_ones_until_it_is_old() {
        let mut t = Table::new(2);
        let [deep, a, b] = SAME_PAIR;
        t.put(entry(deep, 9));
        t.put(entry(a, 2));
        t.put(entry(b, 3));
        assert_eq!(t.get(deep).map(|e| e.depth), Some(9), "kept in the first slot");
        assert!(t.get(a).is_none(), "the second slot is always replaced");
        assert_eq!(t.get(b).map(|e| e.depth), Some(3));
        t.put(entry(deep, 4));
        assert_eq!(t.get(deep).map(|e| e.depth), Some(9), "not replaced by a shallower result of the same search");
        t.new_search();
        t.put(entry(a, 1));
        assert_eq!(t.get(a).map(|e| e.depth), Some(1), "an old deep result gives way");
        assert_eq!(t.get(deep).map(|e| e.depth), Some(9), "to the second slot");
        assert!(t.get(b).is_none());
    }
}
