//! The friend link's code: a whole game thread in a few dozen characters.
//!
//! Two people play by sending each other a link; there is no server to keep
//! the game. So the link carries the *whole* thread — the variant, the
//! match so far and every move of the current game from its start, never
//! just a position — and each page replays it and checks every move
//! ([`Thread::checked`]) before showing it. It must also stay short: a game
//! of 200 plies fits in about 100 characters, so `?friend=CODE` stays under
//! 150.
//!
//! As in shakmaty, a decoded [`Thread`] is only well formed; a [`Checked`]
//! one has been replayed by the rules. Every way a code can be wrong is a
//! [`LinkError`]; nothing here panics on any input.
//!
//! # The code, version 1
//!
//! Bits are written most significant first and read six at a time as
//! base64url characters (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`; no padding
//! characters); the last character is filled up with zero bits. In order:
//!
//! 1. version, 6 bits: 1 (so every version 1 code starts with `B`);
//! 2. variant, 3 bits: its index in [`Variant::ALL`];
//! 3. host, 1 bit, then first, 1 bit (0 South, 1 North);
//! 4. game id, 30 bits;
//! 5. the number of earlier games of the match, a varint; then each one's
//!    result, 2 bits: 0 South won, 1 North won, 2 a draw;
//! 6. the number of moves (plies) of the current game, a varint;
//! 7. the moves, each the mover's relative pit 0–5: whole groups of five as
//!    one base-6 number (the first move its most significant digit) in 13
//!    bits, then the last 1–4 moves the same way in 3, 6, 8 or 11 bits;
//! 8. the check value, 18 bits: the low 18 bits of 32-bit FNV-1a over all
//!    the bits before it, packed into bytes most significant first (the last
//!    byte filled up with zero bits), followed by their number as four bytes,
//!    most significant first — so that a cut code does not check.
//!
//! A varint is groups of 4 value bits, the lowest group first, each followed
//! by one bit that is 1 when another group follows; at most 4 groups (so at
//! most 65,535), and no needless last group of zeros.
//!
//! Each value has exactly one code: out-of-range fields (a variant index of
//! 6 or more, a result of 3, a move group of 6^k or more), a needless varint
//! group, padding bits that are not zero and extra characters are all
//! [`LinkError::Damaged`]. The check value is compared before field values
//! are, so a changed character is almost always [`LinkError::Check`].

use std::fmt;
use std::str::FromStr;

use warri_rules::{Game, IllegalMove, MatchScore, Pit, Player, Position, Variant};

/// The version this page writes and reads.
const VERSION: u32 = 1;
/// The base64url alphabet: a character's index is its six bits.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// Bits of the check value.
const CHECK_BITS: u32 = 18;
/// Bits of a game id.
const ID_BITS: u32 = 30;
/// The largest count a varint holds (four groups of four bits).
const MAX_COUNT: usize = 0xFFFF;
/// Moves per whole group.
const GROUP: usize = 5;
/// Bits for a group of `k` moves, `k` = 0..=5.
const GROUP_BITS: [u32; 6] = [0, 3, 6, 8, 11, 13];

/// A game id: 30 random bits, shared by every link of one game thread.
///
/// It is written as 5 base64url characters (`AAAAF` is id 5), and read back
/// with [`FromStr`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

impl GameId {
    /// The id of these bits; only the low 30 are kept.
    pub const fn new(bits: u32) -> GameId {
        GameId(bits & ((1 << ID_BITS) - 1))
    }

    /// The id's 30 bits.
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl fmt::Display for GameId {
    /// Five base64url characters, most significant first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for shift in (0..ID_BITS).step_by(6).rev() {
            let sextet = (self.0 >> shift) & 0x3F;
            write!(f, "{}", char::from(ALPHABET[sextet as usize]))?;
        }
        Ok(())
    }
}

impl FromStr for GameId {
    type Err = ParseGameIdError;

    /// Exactly the five characters [`GameId`]'s `Display` writes.
    fn from_str(s: &str) -> Result<GameId, ParseGameIdError> {
        if s.len() != 5 {
            return Err(ParseGameIdError);
        }
        s.chars().try_fold(0, |id, c| Ok(id << 6 | sextet(c).ok_or(ParseGameIdError)?)).map(GameId)
    }
}

/// Text that is not a [`GameId`]: not five base64url characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseGameIdError;

impl fmt::Display for ParseGameIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a game id is five characters of A–Z, a–z, 0–9, - and _")
    }
}

impl std::error::Error for ParseGameIdError {}

/// What a friend link carries, as decoded (moves not yet checked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thread {
    /// The variant played.
    pub variant: Variant,
    /// The game thread's id.
    pub id: GameId,
    /// The side of the player who started the thread (created the game).
    pub host: Player,
    /// Who started the first game of the match (for a one-game variant, the
    /// game).
    pub first: Player,
    /// Winners of the earlier games of the match (None: a draw), oldest
    /// first.
    pub results: Vec<Option<Player>>,
    /// The current game's moves from its start, each as the mover's relative
    /// pit 0..=5.
    pub moves: Vec<u8>,
}

impl Thread {
    /// The code: base64url, no padding (see the module's docs).
    ///
    /// A thread no link can carry — a move above 5, more than 65,535 earlier
    /// games or moves — is written cut to what fits (such a move as 5, the
    /// lists cut short), so it does not decode to itself;
    /// [`Thread::checked`] refuses such threads.
    pub fn encode(&self) -> String {
        let mut bits = Bits::default();
        bits.push(VERSION, 6);
        bits.push(variant_index(self.variant), 3);
        bits.push(self.host.index() as u32, 1);
        bits.push(self.first.index() as u32, 1);
        bits.push(self.id.get(), ID_BITS);
        let results = &self.results[..self.results.len().min(MAX_COUNT)];
        bits.push_varint(results.len());
        for &result in results {
            bits.push(result_code(result), 2);
        }
        let moves = &self.moves[..self.moves.len().min(MAX_COUNT)];
        bits.push_varint(moves.len());
        for group in moves.chunks(GROUP) {
            let value = group.iter().fold(0, |v, &m| v * 6 + u32::from(m.min(5)));
            bits.push(value, GROUP_BITS[group.len()]);
        }
        bits.push(bits.check(), CHECK_BITS);
        bits.to_base64()
    }

    /// Reads a code (exactly the code: no spaces, no address around it).
    pub fn decode(code: &str) -> Result<Thread, LinkError> {
        let bits = Bits::from_base64(code)?;
        let mut reader = Reader { bits: &bits, at: 0 };
        let version = reader.take(6).ok_or(LinkError::Damaged)?;
        if version != VERSION {
            return Err(LinkError::Version(version as u8));
        }
        let raw = Raw::read(&mut reader).ok_or(LinkError::Damaged)?;
        let data = bits.prefix(reader.at);
        let stored = reader.take(CHECK_BITS).ok_or(LinkError::Damaged)?;
        if stored != data.check() {
            return Err(LinkError::Check);
        }
        if !reader.only_padding_left() {
            return Err(LinkError::Damaged);
        }
        raw.thread()
    }

    /// Replays and checks: results never continue after the match is over
    /// (it has a champion, or it is a one-game variant's one game), the
    /// current game starts with the match's next starter ([`MatchScore`]
    /// over `first` and `results`), every move is legal, no move comes after
    /// the game is over. A thread no link can carry (see
    /// [`Thread::encode`]) is [`LinkError::Damaged`].
    pub fn checked(&self) -> Result<Checked, LinkError> {
        if self.results.len() > MAX_COUNT || self.moves.len() > MAX_COUNT || self.moves.iter().any(|&m| m > 5) {
            return Err(LinkError::Damaged);
        }
        let score = self.score()?;
        let mut game = Game::from_position(self.variant.rules(), Position::start_with(score.next_starter));
        for (i, &relative) in self.moves.iter().enumerate() {
            let ply = i + 1;
            let mover = game.to_move().ok_or(LinkError::AfterEnd { ply })?;
            let pit = Pit::of(mover, usize::from(relative));
            game.play(pit).map_err(|why| LinkError::Illegal { ply, pit, why })?;
        }
        Ok(Checked { thread: self.clone(), game, score })
    }

    /// Builds a thread from validated parts (used when the page makes a
    /// link): the moves are the relative pits of `game`'s moves.
    pub fn of_game(
        variant: Variant,
        id: GameId,
        host: Player,
        first: Player,
        results: Vec<Option<Player>>,
        game: &Game,
    ) -> Thread {
        let moves = game.moves().iter().map(|pit| pit.relative() as u8).collect();
        Thread { variant, id, host, first, results, moves }
    }

    /// The match score over the earlier games; refuses a game after the
    /// match is over.
    fn score(&self) -> Result<MatchScore, LinkError> {
        let rules = self.variant.rules();
        let mut score = MatchScore::new(&rules, self.first);
        let one_game = rules.match_wins <= 1;
        let over = |s: &MatchScore| s.champion().is_some() || (one_game && s.games() > 0);
        for (i, &result) in self.results.iter().enumerate() {
            if over(&score) {
                return Err(LinkError::AfterMatch { game: i + 1 });
            }
            score.record(result);
        }
        if over(&score) {
            return Err(LinkError::AfterMatch { game: self.results.len() + 1 });
        }
        Ok(score)
    }
}

impl fmt::Display for Thread {
    /// The code, as [`Thread::encode`] writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.encode())
    }
}

impl FromStr for Thread {
    type Err = LinkError;

    /// The code read by [`Thread::decode`].
    fn from_str(code: &str) -> Result<Thread, LinkError> {
        Thread::decode(code)
    }
}

/// A thread whose moves were replayed and found legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The thread as decoded.
    pub thread: Thread,
    /// The current game, its moves played.
    pub game: Game,
    /// The match score over the earlier games only, not the current one; its
    /// `next_starter` started the current game.
    pub score: MatchScore,
}

/// Why a friend link's code cannot be read or played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The text is empty.
    Empty,
    /// A character that base64url does not have (the first one, and its
    /// 1-based position in characters).
    Character {
        /// The 1-based position of the character.
        at: usize,
        /// The character.
        found: char,
    },
    /// A version this page does not know.
    Version(u8),
    /// Too short, too long, or a field out of range: the link was cut or
    /// changed.
    Damaged,
    /// The check value does not match: a character was changed.
    Check,
    /// The move at this ply (1-based) of the current game cannot be played.
    Illegal {
        /// The 1-based ply of the current game.
        ply: usize,
        /// The pit the link plays.
        pit: Pit,
        /// Why it cannot be played.
        why: IllegalMove,
    },
    /// A move (at this 1-based ply) comes after the game was over.
    AfterEnd {
        /// The 1-based ply of the current game.
        ply: usize,
    },
    /// A game comes after the match was over — it had its champion, or, in
    /// a one-game variant, its one game was played (1-based game number;
    /// the current game is the one after the results).
    AfterMatch {
        /// The 1-based number of the game in the match.
        game: usize,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => f.write_str("the link has no game in it"),
            LinkError::Character { at, found } => write!(f, "character {at} ({found:?}) cannot be in a link"),
            LinkError::Version(v) => write!(f, "the link is of version {v}, which this page does not know"),
            LinkError::Damaged => f.write_str("the link was cut or changed"),
            LinkError::Check => f.write_str("a character of the link was changed"),
            LinkError::Illegal { ply, pit, why } => write!(f, "move {ply} ({pit}) cannot be played: {why}"),
            LinkError::AfterEnd { ply } => write!(f, "move {ply} comes after the game was over"),
            LinkError::AfterMatch { game } => write!(f, "game {game} comes after the match was over"),
        }
    }
}

impl std::error::Error for LinkError {}

/// The fields of a code as read, before their values are checked.
struct Raw {
    variant: u32,
    host: u32,
    first: u32,
    id: u32,
    results: Vec<u32>,
    /// Move groups: the base-6 value and how many moves it holds.
    groups: Vec<(u32, usize)>,
}

impl Raw {
    /// Reads the fields after the version; `None` if the bits run out or a
    /// varint is malformed.
    fn read(r: &mut Reader) -> Option<Raw> {
        let (variant, host, first, id) = (r.take(3)?, r.take(1)?, r.take(1)?, r.take(ID_BITS)?);
        let results = (0..r.varint()?).map(|_| r.take(2)).collect::<Option<_>>()?;
        let plies = r.varint()?;
        let sizes = std::iter::repeat_n(GROUP, plies / GROUP).chain(Some(plies % GROUP).filter(|&k| k > 0));
        let groups = sizes.map(|k| Some((r.take(GROUP_BITS[k])?, k))).collect::<Option<_>>()?;
        Some(Raw { variant, host, first, id, results, groups })
    }

    /// The thread, if every value is in range.
    fn thread(self) -> Result<Thread, LinkError> {
        let variant = *Variant::ALL.get(self.variant as usize).ok_or(LinkError::Damaged)?;
        let results = self.results.into_iter().map(result_of).collect::<Option<_>>().ok_or(LinkError::Damaged)?;
        let mut moves = Vec::with_capacity(self.groups.len() * GROUP);
        for (value, k) in self.groups {
            moves.extend(digits(value, k).ok_or(LinkError::Damaged)?);
        }
        let (host, first) = (player_of(self.host), player_of(self.first));
        Ok(Thread { variant, id: GameId::new(self.id), host, first, results, moves })
    }
}

/// The `k` base-6 digits of `value`, most significant first, if it has no
/// more.
fn digits(value: u32, k: usize) -> Option<impl Iterator<Item = u8>> {
    let places = (0..k).rev().map(|i| 6u32.pow(i as u32));
    (value < 6u32.pow(k as u32)).then(|| places.map(move |p| (value / p % 6) as u8))
}

/// A variant's index in [`Variant::ALL`].
fn variant_index(variant: Variant) -> u32 {
    Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0) as u32
}

/// A game's result as its 2 bits.
fn result_code(result: Option<Player>) -> u32 {
    result.map_or(2, |p| p.index() as u32)
}

/// The result of 2 bits, unless they are 3.
fn result_of(code: u32) -> Option<Option<Player>> {
    match code {
        0 | 1 => Some(Some(player_of(code))),
        2 => Some(None),
        _ => None,
    }
}

/// The player of one bit.
fn player_of(bit: u32) -> Player {
    if bit == 0 {
        Player::South
    } else {
        Player::North
    }
}

/// The six bits of a base64url character.
fn sextet(c: char) -> Option<u32> {
    let byte = u8::try_from(c).ok()?;
    ALPHABET.iter().position(|&a| a == byte).map(|i| i as u32)
}

/// A string of bits, packed into bytes most significant first; the bits
/// after `len` in the last byte are zero.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    /// The bits of a code's characters.
    fn from_base64(code: &str) -> Result<Bits, LinkError> {
        if code.is_empty() {
            return Err(LinkError::Empty);
        }
        let mut bits = Bits::default();
        for (i, found) in code.chars().enumerate() {
            bits.push(sextet(found).ok_or(LinkError::Character { at: i + 1, found })?, 6);
        }
        Ok(bits)
    }

    /// The bits as base64url, the last character filled up with zeros.
    fn to_base64(&self) -> String {
        let mut reader = Reader { bits: self, at: 0 };
        let mut code = String::with_capacity(self.len.div_ceil(6));
        while reader.at < self.len {
            let width = 6.min((self.len - reader.at) as u32);
            let sextet = reader.take(width).unwrap_or(0) << (6 - width);
            code.push(char::from(ALPHABET[sextet as usize]));
        }
        code
    }

    /// Appends the low `width` bits of `value`, most significant first.
    fn push(&mut self, value: u32, width: u32) {
        for shift in (0..width).rev() {
            if self.len == self.bytes.len() * 8 {
                self.bytes.push(0);
            }
            let bit = ((value >> shift) & 1) as u8;
            if let Some(last) = self.bytes.last_mut() {
                *last |= bit << (7 - self.len % 8);
            }
            self.len += 1;
        }
    }

    /// Appends a count as a varint (at most [`MAX_COUNT`]).
    fn push_varint(&mut self, count: usize) {
        let mut rest = count.min(MAX_COUNT) as u32;
        loop {
            self.push(rest & 0xF, 4);
            rest >>= 4;
            self.push(u32::from(rest > 0), 1);
            if rest == 0 {
                return;
            }
        }
    }

    /// The bit at `i` (0 beyond the end).
    fn get(&self, i: usize) -> bool {
        i < self.len && self.bytes[i / 8] >> (7 - i % 8) & 1 == 1
    }

    /// The first `len` bits.
    fn prefix(&self, len: usize) -> Bits {
        let mut bytes = self.bytes[..len.div_ceil(8)].to_vec();
        let spare = (8 - len % 8) % 8;
        if let Some(last) = bytes.last_mut() {
            *last &= 0xFF << spare;
        }
        Bits { bytes, len }
    }

    /// The check value of these bits: the low 18 bits of FNV-1a over the
    /// bytes and the bit count.
    fn check(&self) -> u32 {
        let count = (self.len as u32).to_be_bytes();
        let hash =
            self.bytes.iter().chain(&count).fold(0x811C_9DC5_u32, |h, &b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
        hash & ((1 << CHECK_BITS) - 1)
    }
}

/// Reads [`Bits`] from the start.
struct Reader<'a> {
    bits: &'a Bits,
    at: usize,
}

impl Reader<'_> {
    /// The next `width` bits (at most 32), if there are so many.
    fn take(&mut self, width: u32) -> Option<u32> {
        let end = self.at.checked_add(width as usize).filter(|&end| end <= self.bits.len)?;
        let value = (self.at..end).fold(0, |v, i| v << 1 | u32::from(self.bits.get(i)));
        self.at = end;
        Some(value)
    }

    /// A varint; `None` if it has more than four groups or a needless last
    /// group of zeros.
    fn varint(&mut self) -> Option<usize> {
        let mut value = 0;
        for group in 0..4 {
            let bits = self.take(4)?;
            value |= (bits as usize) << (4 * group);
            if self.take(1)? == 0 {
                return (group == 0 || bits != 0).then_some(value);
            }
        }
        None
    }

    /// Whether what is left is fewer than six bits, all zero: the filling of
    /// the last character.
    fn only_padding_left(&self) -> bool {
        self.bits.len - self.at < 6 && (self.at..self.bits.len).all(|i| !self.bits.get(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> Thread {
        Thread {
            variant: Variant::Wari,
            id: GameId::new(5),
            host: Player::South,
            first: Player::South,
            results: vec![],
            moves: vec![2],
        }
    }

    /// Wari, host South, first South, id 5, no results, moves [2], by hand:
    ///
    /// ```text
    /// version 1           000001
    /// variant Wari = 1    001
    /// host S, first S     0 0
    /// id 5                000000000000000000000000000101
    /// 0 results (varint)  0000 0
    /// 1 move (varint)     0001 0
    /// moves [2], k = 1    010
    /// ```
    ///
    /// 54 bits; as bytes (two zero bits added) 04 80 00 00 02 80 48, then
    /// the count 54 as 00 00 00 36. FNV-1a 32 over those 11 bytes is
    /// 0x49B6F41F (worked out with a separate Python FNV-1a, not this
    /// code); its low 18 bits are 10 1111 0100 0001 1111. All 72 bits in
    /// sixes:
    ///
    /// ```text
    /// 000001 001000 000000 000000 000000 000000 001010 000000 010010 101111 010000 011111
    ///   B      I      A      A      A      A      K      A      S      v      Q      f
    /// ```
    #[test]
    fn a_tiny_thread_is_the_code_worked_out_by_hand() {
        assert_eq!(tiny().encode(), "BIAAAAKASvQf");
        assert_eq!(Thread::decode("BIAAAAKASvQf"), Ok(tiny()));
    }

    #[test]
    fn game_ids_are_five_characters_and_read_back() {
        assert_eq!(GameId::new(5).to_string(), "AAAAF");
        assert_eq!(GameId::new(u32::MAX).get(), (1 << 30) - 1);
        assert_eq!(GameId::new(u32::MAX).to_string(), "_____");
        for bits in [0, 1, 63, 64, 123_456_789, (1 << 30) - 1] {
            let id = GameId::new(bits);
            assert_eq!(id.to_string().parse(), Ok(id));
        }
        for bad in ["", "AAAA", "AAAAAA", "AAA=A", "AAAAé", "AAéA"] {
            assert_eq!(bad.parse::<GameId>(), Err(ParseGameIdError), "{bad}");
        }
    }

    #[test]
    fn varints_take_up_to_four_groups_and_no_needless_zeros() {
        for count in [0, 1, 15, 16, 255, 256, 4095, 4096, MAX_COUNT] {
            let mut bits = Bits::default();
            bits.push_varint(count);
            assert_eq!(bits.len, 5 * (1 + (count.max(1).ilog2() / 4) as usize));
            assert_eq!(Reader { bits: &bits, at: 0 }.varint(), Some(count));
        }
        let read = |groups: &[(u32, u32)]| {
            let mut bits = Bits::default();
            groups.iter().for_each(|&(v, more)| bits.push(v << 1 | more, 5));
            Reader { bits: &bits, at: 0 }.varint()
        };
        assert_eq!(read(&[(3, 1), (0, 0)]), None, "a needless last group");
        assert_eq!(read(&[(0, 1), (1, 0)]), Some(16));
        assert_eq!(read(&[(1, 1), (1, 1), (1, 1), (1, 1), (1, 0)]), None, "five groups");
        assert_eq!(read(&[(1, 1)]), None, "cut");
    }

    /// A code of the thread's fields with some changed: each bit field as
    /// `(value, width)`, then the right check value.
    fn code_of(fields: &[(u32, u32)]) -> String {
        let mut bits = Bits::default();
        fields.iter().for_each(|&(v, w)| bits.push(v, w));
        bits.push(bits.check(), CHECK_BITS);
        bits.to_base64()
    }

    /// The tiny thread's fields, with `field` replaced.
    fn tiny_fields(field: usize, value: (u32, u32)) -> Vec<(u32, u32)> {
        let mut fields = vec![(1, 6), (1, 3), (0, 1), (0, 1), (5, 30), (0, 5), (1 << 1, 5), (2, 3)];
        fields[field] = value;
        fields
    }

    #[test]
    fn the_fields_builder_makes_the_tiny_code() {
        assert_eq!(code_of(&tiny_fields(0, (1, 6))), "BIAAAAKASvQf");
    }

    #[test]
    fn every_reading_error_has_a_crafted_input() {
        use LinkError::*;
        assert_eq!(Thread::decode(""), Err(Empty));
        assert_eq!(Thread::decode("BIA AAKASvQf"), Err(Character { at: 4, found: ' ' }));
        assert_eq!(Thread::decode("éBIAAAAKASvQf"), Err(Character { at: 1, found: 'é' }));
        assert_eq!(Thread::decode("BIAAAAKASvQf="), Err(Character { at: 13, found: '=' }));
        assert_eq!(Thread::decode("A"), Err(Version(0)));
        assert_eq!(Thread::decode("CIAAAAKASvQf"), Err(Version(2)));
        assert_eq!(Thread::decode("_"), Err(Version(63)));
        // Cut: the fields run out.
        assert_eq!(Thread::decode("BIAAAAK"), Err(Damaged));
        // Cut inside the check value.
        assert_eq!(Thread::decode("BIAAAAKASvQ"), Err(Damaged));
        // Extra characters, and non-zero padding, with a good check value.
        assert_eq!(Thread::decode("BIAAAAKASvQfA"), Err(Damaged));
        // A changed character.
        assert_eq!(Thread::decode("BIAAAAKATvQf"), Err(Check));
        assert_eq!(Thread::decode("BIAAAAKASvQg"), Err(Check));
        // Fields out of range, with the right check value.
        assert_eq!(Thread::decode(&code_of(&tiny_fields(1, (6, 3)))), Err(Damaged), "variant 6");
        let one_result_of_3 = [(1, 6), (1, 3), (0, 1), (0, 1), (5, 30), (1 << 1, 5), (3, 2), (0, 5)];
        assert_eq!(Thread::decode(&code_of(&one_result_of_3)), Err(Damaged), "result 3");
        assert_eq!(Thread::decode(&code_of(&tiny_fields(7, (6, 3)))), Err(Damaged), "a move of 6");
        let five_moves = |group| [(1, 6), (1, 3), (0, 1), (0, 1), (5, 30), (0, 5), (5 << 1, 5), (group, 13)];
        assert!(Thread::decode(&code_of(&five_moves(7775))).is_ok());
        assert_eq!(Thread::decode(&code_of(&five_moves(7776))), Err(Damaged), "a group of 7776");
        let needless = [(1, 6), (1, 3), (0, 1), (0, 1), (5, 30), (0, 5), (1 << 1 | 1, 5), (0, 5), (2, 3)];
        assert_eq!(Thread::decode(&code_of(&needless)), Err(Damaged), "a needless varint group");
    }

    #[test]
    fn padding_must_be_zero() {
        // 54 + 18 bits fill 12 characters; one more move (3 → 6 bits) needs
        // 75 bits: 13 characters, 3 bits of padding.
        let code = Thread { moves: vec![2, 3], ..tiny() }.encode();
        assert_eq!(code.len(), 13);
        let last = sextet(code.chars().last().unwrap()).unwrap();
        assert_eq!(last & 0b111, 0);
        let mut changed = code[..12].to_string();
        changed.push(char::from(ALPHABET[(last | 1) as usize]));
        assert_eq!(Thread::decode(&changed), Err(LinkError::Damaged));
    }

    #[test]
    fn every_checking_error_has_a_crafted_thread() {
        // Wari: the third move of South's C, North's c, South's C is an
        // empty pit.
        let t = Thread { moves: vec![2, 2, 2], ..tiny() };
        let why = IllegalMove::EmptyPit { pit: Pit::of(Player::South, 2) };
        assert_eq!(t.checked(), Err(LinkError::Illegal { ply: 3, pit: Pit::of(Player::South, 2), why }));
        // A one-game variant has no earlier games.
        let t = Thread { results: vec![None], ..tiny() };
        assert_eq!(t.checked(), Err(LinkError::AfterMatch { game: 2 }));
        // Bridgetown: North's sixth win ends the match; a seventh result, or
        // a current game after it, comes after.
        let mut results = vec![Some(Player::North); 6];
        let t = Thread { variant: Variant::Bridgetown, results: results.clone(), moves: vec![], ..tiny() };
        assert_eq!(t.checked(), Err(LinkError::AfterMatch { game: 7 }));
        results.push(None);
        let t = Thread { variant: Variant::Bridgetown, results, moves: vec![], ..tiny() };
        assert_eq!(t.checked(), Err(LinkError::AfterMatch { game: 7 }));
        // A move after the end: play a game out, then one more.
        let mut game = Game::new(Variant::Abapa.rules());
        while let Some(pit) = game.legal_moves().next() {
            game.play(pit).unwrap();
        }
        let mut t = Thread::of_game(Variant::Abapa, GameId::new(1), Player::South, Player::South, vec![], &game);
        assert_eq!(t.checked().map(|c| c.game), Ok(game.clone()));
        t.moves.push(0);
        assert_eq!(t.checked(), Err(LinkError::AfterEnd { ply: game.moves().len() + 1 }));
        // Threads no code carries.
        assert_eq!(Thread { moves: vec![6], ..tiny() }.checked(), Err(LinkError::Damaged));
    }

    #[test]
    fn the_current_game_starts_with_the_next_starter() {
        // Bridgetown, South first: North wins, then a draw: South starts.
        let t =
            Thread { variant: Variant::Bridgetown, results: vec![Some(Player::North), None], moves: vec![0], ..tiny() };
        let checked = t.checked().unwrap();
        assert_eq!(checked.game.moves(), [Pit::of(Player::South, 0)]);
        assert_eq!(checked.score.games(), 2);
        assert_eq!(checked.score.next_starter, Player::South);
        let t = Thread { results: vec![Some(Player::North)], ..t };
        assert_eq!(t.checked().unwrap().game.moves(), [Pit::of(Player::North, 0)]);
    }
}
