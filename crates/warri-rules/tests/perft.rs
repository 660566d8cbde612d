//! Perft and random-game checks of the rules engine against a second,
//! deliberately naive implementation of docs/rules.md written inside this
//! file (module [`naive`]): its own `Vec` board, its own sowing, capture,
//! grand slam, feeding, awards and repetition, sharing no code with the crate.
//!
//! - `TABLE` pins perft counts (legal move sequences of exactly D plies; a
//!   game that ends earlier contributes nothing, a move that ends the game at
//!   ply D still counts) for every variant from the start position and from
//!   positions where the variants differ. The numbers were computed once by
//!   the naive implementation (`cargo test -p warri-rules --test perft --
//!   --ignored --nocapture print_table` prints them again) and are checked
//!   against both `warri_rules::perft` (every depth, debug and release) and
//!   the naive perft (to `NAIVE_MAX_DEPTH`: 7 in debug, 8 with `--release`).
//! - Seeded random games (a xorshift generator, so every run plays the same
//!   games) are played move for move in [`Game`] and in the naive
//!   implementation, in all six variants, from the start and from random
//!   positions: every ply the legal moves and the position notation must
//!   agree, and at the end the score, the winner, the reason and the board.

mod common;

use common::Rng;

use warri_rules::{perft, EndReason, Game, Pit, Player, Position, Step, Variant};

/// A second implementation of the rules, written straight from docs/rules.md for
/// clarity, not speed. Players are `0` (South) and `1` (North); pits are
/// indices 0–11 into a `Vec`.
mod naive {
    pub const SOUTH: usize = 0;
    pub const NORTH: usize = 1;

    /// The six variants, by their docs/rules.md keys.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Kind {
        Abapa,
        Wari,
        Caribbean,
        Speightstown,
        Bridgetown,
        Wahree,
    }

    impl Kind {
        pub fn from_key(key: &str) -> Kind {
            match key {
                "abapa" => Kind::Abapa,
                "wari" => Kind::Wari,
                "caribbean" => Kind::Caribbean,
                "speightstown" => Kind::Speightstown,
                "bridgetown" => Kind::Bridgetown,
                "wahree" => Kind::Wahree,
                other => panic!("unknown variant {other}"),
            }
        }
    }

    fn other(player: usize) -> usize {
        1 - player
    }

    fn owner(pit: usize) -> usize {
        if pit < 6 {
            SOUTH
        } else {
            NORTH
        }
    }

    /// The pit indices of a player's row.
    fn row(player: usize) -> Vec<usize> {
        (0..12).filter(|&p| owner(p) == player).collect()
    }

    fn row_sum(pits: &[u32], player: usize) -> u32 {
        row(player).iter().map(|&p| pits[p]).sum()
    }

    /// How the game ended.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct End {
        /// Final stores `[South, North]`, after the award.
        pub score: [u32; 2],
        pub winner: Option<usize>,
        /// `twenty-five:S`, `grand-slam:N`, `no-legal-move:S`, `repetition`.
        pub reason: String,
    }

    /// What happens to the seeds left on the board at the end.
    enum Award {
        /// Nobody gets them: they stay on the board.
        Nothing,
        OwnSide,
        AllTo(usize),
        Split,
    }

    /// A game: board, stores, the player to move, every position seen.
    #[derive(Clone, Debug)]
    pub struct NaiveGame {
        pub kind: Kind,
        pub pits: Vec<u32>,
        pub stores: Vec<u32>,
        pub to_move: usize,
        /// Every (pits, player to move) that occurred in this game.
        pub history: Vec<(Vec<u32>, usize)>,
        pub end: Option<End>,
    }

    /// Sows from `from` on a copy of `pits`; returns the new pits and the
    /// pit the last seed fell in. The origin is passed over on a lap.
    fn sow(pits: &[u32], from: usize) -> (Vec<u32>, usize) {
        let mut pits = pits.to_vec();
        let mut hand = pits[from];
        pits[from] = 0;
        let mut at = from;
        while hand > 0 {
            at = (at + 1) % 12;
            if at == from {
                continue;
            }
            pits[at] += 1;
            hand -= 1;
        }
        (pits, at)
    }

    /// The pits captured when `mover`'s last seed fell in `last`, last pit
    /// first.
    fn capture_chain(pits: &[u32], last: usize, mover: usize) -> Vec<usize> {
        let mut chain = Vec::new();
        if owner(last) == mover {
            return chain;
        }
        let mut at = last as i64;
        while at >= 0 && owner(at as usize) != mover && (pits[at as usize] == 2 || pits[at as usize] == 3) {
            chain.push(at as usize);
            at -= 1;
        }
        chain
    }

    /// Whether the move puts at least one seed in the opponent's row.
    fn feeds(pits: &[u32], from: usize, mover: usize) -> bool {
        let (after, _) = sow(pits, from);
        row(other(mover)).iter().any(|&p| after[p] > pits[p])
    }

    /// Whether the move's capture chain would leave the opponent's row empty.
    fn is_grand_slam(pits: &[u32], from: usize, mover: usize) -> bool {
        let (mut after, last) = sow(pits, from);
        let chain = capture_chain(&after, last, mover);
        if chain.is_empty() {
            return false;
        }
        for p in chain {
            after[p] = 0;
        }
        row_sum(&after, other(mover)) == 0
    }

    impl NaiveGame {
        /// Parses the notation `p0-…-p11-south-north-S|N`.
        pub fn new(kind: Kind, notation: &str) -> NaiveGame {
            let fields: Vec<&str> = notation.split('-').collect();
            assert_eq!(fields.len(), 15, "{notation}");
            let numbers: Vec<u32> = fields[..14].iter().map(|f| f.parse().unwrap()).collect();
            let to_move = if fields[14] == "S" { SOUTH } else { NORTH };
            let mut game = NaiveGame {
                kind,
                pits: numbers[..12].to_vec(),
                stores: numbers[12..14].to_vec(),
                to_move,
                history: Vec::new(),
                end: None,
            };
            assert_eq!(game.pits.iter().sum::<u32>() + game.stores.iter().sum::<u32>(), 48);
            if let Some(p) = (0..2).find(|&p| game.stores[p] >= 25) {
                game.finish(format!("twenty-five:{}", side(p)), Award::Nothing);
            } else if game.legal_moves().is_empty() {
                game.end_stuck();
            } else {
                game.history.push((game.pits.clone(), game.to_move));
            }
            game
        }

        /// The position notation.
        pub fn notation(&self) -> String {
            let mut parts: Vec<String> = self.pits.iter().map(|s| s.to_string()).collect();
            parts.push(self.stores[SOUTH].to_string());
            parts.push(self.stores[NORTH].to_string());
            parts.push(side(self.to_move).to_string());
            parts.join("-")
        }

        /// The legal moves of the player to move, in pit order; none once
        /// the game is over.
        pub fn legal_moves(&self) -> Vec<usize> {
            if self.end.is_some() {
                return Vec::new();
            }
            let me = self.to_move;
            let mut moves: Vec<usize> = row(me).into_iter().filter(|&p| self.pits[p] > 0).collect();
            if row_sum(&self.pits, other(me)) == 0 {
                moves.retain(|&p| feeds(&self.pits, p, me));
            }
            if self.kind == Kind::Wari {
                let not_slams: Vec<usize> =
                    moves.iter().copied().filter(|&p| !is_grand_slam(&self.pits, p, me)).collect();
                if !not_slams.is_empty() {
                    moves = not_slams;
                }
            }
            moves
        }

        /// Plays a legal move (docs/rules.md 1.7, steps 1–9).
        pub fn play(&mut self, from: usize) {
            assert!(self.legal_moves().contains(&from), "illegal move {from} in {}", self.notation());
            let mover = self.to_move;
            // 1. Sow.
            let (after, last) = sow(&self.pits, from);
            self.pits = after;
            // 2.–4. The chain, the grand slam, the capture.
            let chain = capture_chain(&self.pits, last, mover);
            let captured_row: u32 = chain.iter().map(|&p| self.pits[p]).sum();
            let slam = !chain.is_empty() && captured_row == row_sum(&self.pits, other(mover));
            let slam_captures = self.kind != Kind::Abapa;
            if !slam || slam_captures {
                for &p in &chain {
                    self.stores[mover] += self.pits[p];
                    self.pits[p] = 0;
                }
            }
            // 5. The 25 rule: the mover wins, the board stays.
            if self.stores[mover] >= 25 {
                self.finish(format!("twenty-five:{}", side(mover)), Award::Nothing);
                return;
            }
            // 6.–7. The grand slam's consequence and the turn.
            self.to_move = other(mover);
            if slam && slam_captures {
                match self.kind {
                    Kind::Wari | Kind::Wahree => {
                        self.finish(format!("grand-slam:{}", side(mover)), Award::AllTo(mover));
                        return;
                    }
                    Kind::Caribbean => {
                        // The capturer moves again and must feed; he cannot
                        // → the game ends and he takes his own side.
                        self.to_move = mover;
                        let feeding: Vec<usize> = row(mover)
                            .into_iter()
                            .filter(|&p| self.pits[p] > 0 && feeds(&self.pits, p, mover))
                            .collect();
                        if feeding.is_empty() {
                            self.finish(format!("no-legal-move:{}", side(mover)), Award::OwnSide);
                            return;
                        }
                    }
                    Kind::Speightstown | Kind::Bridgetown => {}
                    Kind::Abapa => unreachable!(),
                }
            }
            // 8. No legal move.
            if self.legal_moves().is_empty() {
                self.end_stuck();
                return;
            }
            // 9. Repetition of pits and player to move.
            let key = (self.pits.clone(), self.to_move);
            if self.history.contains(&key) {
                let award = match self.kind {
                    Kind::Speightstown => Award::Nothing,
                    Kind::Bridgetown => Award::Split,
                    _ => Award::OwnSide,
                };
                self.finish("repetition".to_string(), award);
                return;
            }
            self.history.push(key);
        }

        /// The player to move has no legal move: the variant's stuck award.
        fn end_stuck(&mut self) {
            let stuck = self.to_move;
            let award = match self.kind {
                Kind::Speightstown => {
                    // The player whose row is empty claims every seed.
                    if row_sum(&self.pits, stuck) == 0 {
                        Award::AllTo(stuck)
                    } else {
                        assert_eq!(row_sum(&self.pits, other(stuck)), 0);
                        Award::AllTo(other(stuck))
                    }
                }
                Kind::Bridgetown => Award::Split,
                _ => Award::OwnSide,
            };
            self.finish(format!("no-legal-move:{}", side(stuck)), award);
        }

        /// Gives out the seeds left on the board and decides the winner.
        fn finish(&mut self, reason: String, award: Award) {
            let left: u32 = self.pits.iter().sum();
            match award {
                Award::Nothing => {}
                Award::OwnSide => {
                    for p in 0..2 {
                        self.stores[p] += row_sum(&self.pits, p);
                    }
                }
                Award::AllTo(p) => self.stores[p] += left,
                Award::Split => {
                    let mut share = [left / 2, left / 2];
                    if left % 2 == 1 {
                        let larger =
                            if row_sum(&self.pits, SOUTH) > row_sum(&self.pits, NORTH) { SOUTH } else { NORTH };
                        share[larger] += 1;
                    }
                    self.stores[SOUTH] += share[SOUTH];
                    self.stores[NORTH] += share[NORTH];
                }
            }
            if !matches!(award, Award::Nothing) {
                self.pits = vec![0; 12];
            }
            let (s, n) = (self.stores[SOUTH], self.stores[NORTH]);
            let winner = if reason.starts_with("twenty-five") {
                Some(if s >= 25 { SOUTH } else { NORTH })
            } else if self.kind == Kind::Speightstown {
                // Only reaching 25 wins.
                (0..2).find(|&p| self.stores[p] >= 25)
            } else if s > n {
                Some(SOUTH)
            } else if n > s {
                Some(NORTH)
            } else {
                None
            };
            self.end = Some(End { score: [s, n], winner, reason });
        }
    }

    fn side(player: usize) -> char {
        if player == SOUTH {
            'S'
        } else {
            'N'
        }
    }

    /// The number of legal move sequences of exactly `depth` plies.
    pub fn perft(game: &NaiveGame, depth: u32) -> u64 {
        if game.end.is_some() {
            return 0;
        }
        if depth == 0 {
            return 1;
        }
        let moves = game.legal_moves();
        if depth == 1 {
            // Every legal move counts, including one that ends the game.
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = game.clone();
                next.play(m);
                perft(&next, depth - 1)
            })
            .sum()
    }
}

use naive::{Kind, NaiveGame};

const START: &str = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S";
/// docs/rules.md E9: South's F is a grand slam.
const E9: &str = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S";
/// docs/rules.md E10: a grand slam that reaches 25 (except in Abapa).
const E10: &str = "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S";
/// docs/rules.md E7: North's row is empty, South must feed.
const E7: &str = "3-0-0-5-0-1-0-0-0-0-0-0-20-19-S";
/// docs/rules.md E4: a lap of 12 seeds.
const E4: &str = "12-0-1-0-0-0-1-0-2-0-1-0-16-15-S";
/// Found by a search of random positions for the most distinct perft counts:
/// grand slams are near, so Abapa, Wari, Caribbean and the three variants
/// whose captured slam ends the game (Speightstown, Bridgetown, Wahree) all
/// count differently.
const SLAMS: &str = "0-0-0-0-0-5-6-4-4-4-0-0-10-15-N";

/// Perft at depths 1–8: (variant key, position, counts). Perft counts move
/// sequences, so variants differ only where a grand slam changes which moves
/// are legal or whether the game goes on: not within 8 plies of the start, nor
/// from E7; from E10 F ends the game in every variant (25 reached, or Abapa's
/// North left without a move); E9, E4 (Wari, at depth 8) and SLAMS differ.
const TABLE: &[(&str, &str, [u64; 8])] = &[
    ("abapa", START, [6, 36, 190, 1014, 5219, 27332, 139157, 711414]),
    ("wari", START, [6, 36, 190, 1014, 5219, 27332, 139157, 711414]),
    ("caribbean", START, [6, 36, 190, 1014, 5219, 27332, 139157, 711414]),
    ("speightstown", START, [6, 36, 190, 1014, 5219, 27332, 139157, 711414]),
    ("bridgetown", START, [6, 36, 190, 1014, 5219, 27332, 139157, 711414]),
    ("wahree", START, [6, 36, 190, 1014, 5219, 27332, 139157, 711414]),
    ("abapa", E9, [3, 6, 18, 34, 104, 252, 769, 2108]),
    ("wari", E9, [2, 4, 14, 24, 74, 172, 515, 1340]),
    ("caribbean", E9, [3, 4, 14, 24, 74, 172, 515, 1340]),
    ("speightstown", E9, [3, 4, 14, 24, 74, 172, 515, 1340]),
    ("bridgetown", E9, [3, 4, 14, 24, 74, 172, 515, 1340]),
    ("wahree", E9, [3, 4, 14, 24, 74, 172, 515, 1340]),
    ("abapa", E10, [1, 0, 0, 0, 0, 0, 0, 0]),
    ("wari", E10, [1, 0, 0, 0, 0, 0, 0, 0]),
    ("caribbean", E10, [1, 0, 0, 0, 0, 0, 0, 0]),
    ("speightstown", E10, [1, 0, 0, 0, 0, 0, 0, 0]),
    ("bridgetown", E10, [1, 0, 0, 0, 0, 0, 0, 0]),
    ("wahree", E10, [1, 0, 0, 0, 0, 0, 0, 0]),
    ("abapa", E7, [2, 4, 11, 24, 73, 182, 607, 1665]),
    ("wari", E7, [2, 4, 11, 24, 73, 182, 607, 1665]),
    ("caribbean", E7, [2, 4, 11, 24, 73, 182, 607, 1665]),
    ("speightstown", E7, [2, 4, 11, 24, 73, 182, 607, 1665]),
    ("bridgetown", E7, [2, 4, 11, 24, 73, 182, 607, 1665]),
    ("wahree", E7, [2, 4, 11, 24, 73, 182, 607, 1665]),
    ("abapa", E4, [2, 9, 38, 183, 824, 3440, 13993, 52756]),
    ("wari", E4, [2, 9, 38, 183, 824, 3440, 13993, 52741]),
    ("caribbean", E4, [2, 9, 38, 183, 824, 3440, 13993, 52756]),
    ("speightstown", E4, [2, 9, 38, 183, 824, 3440, 13993, 52756]),
    ("bridgetown", E4, [2, 9, 38, 183, 824, 3440, 13993, 52756]),
    ("wahree", E4, [2, 9, 38, 183, 824, 3440, 13993, 52756]),
    ("abapa", SLAMS, [4, 8, 39, 91, 422, 1161, 5098, 16278]),
    ("wari", SLAMS, [4, 8, 34, 84, 377, 1045, 4577, 14626]),
    ("caribbean", SLAMS, [4, 8, 39, 99, 426, 1242, 5104, 16754]),
    ("speightstown", SLAMS, [4, 8, 39, 84, 389, 1045, 4595, 14626]),
    ("bridgetown", SLAMS, [4, 8, 39, 84, 389, 1045, 4595, 14626]),
    ("wahree", SLAMS, [4, 8, 39, 84, 389, 1045, 4595, 14626]),
];

/// The deepest depth the naive perft is checked to: 7 in debug (depth 8 of the
/// start position takes seconds there), 8 with `--release`.
const NAIVE_MAX_DEPTH: usize = if cfg!(debug_assertions) { 7 } else { 8 };

fn variant(key: &str) -> Variant {
    key.parse().unwrap()
}

fn crate_game(key: &str, pos: &str) -> Game {
    Game::from_position(variant(key).rules(), pos.parse::<Position>().unwrap())
}

fn rows_for(pos: &str) -> impl Iterator<Item = &'static (&'static str, &'static str, [u64; 8])> + '_ {
    TABLE.iter().filter(move |(_, p, _)| *p == pos)
}

/// Checks the crate's perft against every row of the table for `pos`.
fn check_crate(pos: &str) {
    let mut rows = 0;
    for (key, p, counts) in rows_for(pos) {
        let game = crate_game(key, p);
        for (d, &want) in counts.iter().enumerate() {
            assert_eq!(perft(&game, d as u32 + 1), want, "crate perft {key} {p} depth {}", d + 1);
        }
        rows += 1;
    }
    assert_eq!(rows, 6, "one row per variant for {pos}");
}

/// Checks the naive perft against the table for `pos`, to `NAIVE_MAX_DEPTH`.
fn check_naive(pos: &str) {
    for (key, p, counts) in rows_for(pos) {
        let game = NaiveGame::new(Kind::from_key(key), p);
        for (d, &want) in counts.iter().enumerate().take(NAIVE_MAX_DEPTH) {
            assert_eq!(naive::perft(&game, d as u32 + 1), want, "naive perft {key} {p} depth {}", d + 1);
        }
    }
}

#[test]
fn table_is_complete() {
    for pos in [START, E9, E10, E7, E4, SLAMS] {
        let keys: Vec<&str> = rows_for(pos).map(|(k, _, _)| *k).collect();
        let all: Vec<&str> = Variant::ALL.iter().map(|v| v.key()).collect();
        assert_eq!(keys, all, "{pos}");
    }
    assert_eq!(TABLE.len(), 36);
}

#[test]
fn crate_perft_start() {
    check_crate(START);
}

#[test]
fn crate_perft_variant_positions() {
    for pos in [E9, E10, E7, E4, SLAMS] {
        check_crate(pos);
    }
}

#[test]
fn naive_perft_start() {
    check_naive(START);
}

#[test]
fn naive_perft_variant_positions() {
    for pos in [E9, E10, E7, E4, SLAMS] {
        check_naive(pos);
    }
}

/// Prints the table as computed by the naive implementation, to paste into
/// `TABLE` after a deliberate change of the rules.
#[test]
#[ignore = "regenerates TABLE; run with --ignored --nocapture"]
fn print_table() {
    for pos in [START, E9, E10, E7, E4, SLAMS] {
        for v in Variant::ALL {
            let game = NaiveGame::new(Kind::from_key(v.key()), pos);
            let counts: Vec<String> = (1..=8).map(|d| naive::perft(&game, d).to_string()).collect();
            println!("    ({:?}, {}, [{}]),", v.key(), const_name(pos), counts.join(", "));
        }
    }
}

fn const_name(pos: &str) -> &'static str {
    match pos {
        START => "START",
        E9 => "E9",
        E10 => "E10",
        E7 => "E7",
        E4 => "E4",
        SLAMS => "SLAMS",
        _ => unreachable!(),
    }
}

/// A random valid position. Half of them are "full": stores of 0–24 and the
/// remaining seeds scattered over a random subset of the pits (so rows are
/// often empty and laps common); half are "sparse": at most 12 seeds on the
/// board, the rest split between stores of at most 24 (so grand slams,
/// stuck players and repetitions are common).
fn random_position(rng: &mut Rng) -> String {
    let (south, north) = if rng.below(2) == 0 {
        let south = rng.below(25) as u32;
        (south, rng.below(25.min(49 - south as usize)) as u32)
    } else {
        let stored = 48 - rng.below(13) as u32; // 36–48 in the stores
        let lowest = stored.saturating_sub(24);
        let south = lowest + rng.below((stored.min(24) - lowest + 1) as usize) as u32;
        (south, stored - south)
    };
    let mut pits = [0u32; 12];
    let used: Vec<usize> = (0..12).filter(|_| rng.below(3) > 0).collect();
    for _ in 0..48 - south - north {
        let pit = if used.is_empty() { rng.below(12) } else { used[rng.below(used.len())] };
        pits[pit] += 1;
    }
    let mut parts: Vec<String> = pits.iter().map(u32::to_string).collect();
    parts.push(south.to_string());
    parts.push(north.to_string());
    parts.push(if rng.below(2) == 0 { "S" } else { "N" }.to_string());
    parts.join("-")
}

/// Positions every variant's random games also start from: the docs/rules.md
/// examples, a Wari forced grand slam that does not reach 25 (random
/// positions seldom give one) and a Caribbean grand slam whose extra move
/// can feed.
const SPECIAL: [&str; 13] = [
    "2-0-0-3-2-1-1-4-4-4-4-4-10-9-S",
    "1-2-0-0-4-0-3-1-2-0-5-1-14-15-S",
    E4,
    "0-2-0-0-1-12-1-0-0-2-5-1-10-14-S",
    "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S",
    E7,
    "1-1-1-0-0-0-0-0-0-0-0-0-21-24-S",
    E9,
    E10,
    "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S",
    SLAMS,
    "0-0-0-0-0-2-1-1-0-0-0-0-20-24-S",
    "0-0-0-0-4-2-1-1-0-0-0-0-20-20-S",
];

/// What the random games went through, to check that they reach every rule.
#[derive(Debug, Default)]
struct Seen {
    /// Games by [`EndReason::key`].
    reasons: std::collections::BTreeMap<&'static str, u32>,
    /// Grand slams played (captured or not).
    slams: u32,
    /// Caribbean extra moves.
    extra_moves: u32,
}

fn reason_key(reason: EndReason) -> String {
    let who = |p: Player| if p == Player::South { 'S' } else { 'N' };
    match reason {
        EndReason::ReachedTwentyFive(p) => format!("twenty-five:{}", who(p)),
        EndReason::GrandSlam(p) => format!("grand-slam:{}", who(p)),
        EndReason::NoLegalMove(p) => format!("no-legal-move:{}", who(p)),
        EndReason::Repetition => "repetition".to_string(),
        EndReason::Resigned(p) => format!("resigned:{}", who(p)),
        EndReason::DrawAgreed => "draw-agreed".to_string(),
    }
}

/// Plays one random game in both implementations and compares them every
/// ply, and notes what happened in `seen`.
fn compare_game(v: Variant, start: &str, rng: &mut Rng, seen: &mut Seen) {
    let mut game = Game::from_position(v.rules(), start.parse::<Position>().unwrap());
    let mut model = NaiveGame::new(Kind::from_key(v.key()), start);
    let mut plies = 0;
    loop {
        let ctx =
            || format!("{v:?} from {start} after {:?}", game.moves().iter().map(|p| p.letter()).collect::<String>());
        let legal: Vec<usize> = game.legal_moves().map(Pit::index).collect();
        assert_eq!(legal, model.legal_moves(), "legal moves, {}", ctx());
        assert_eq!(game.is_over(), model.end.is_some(), "over, {}", ctx());
        if game.is_over() {
            let (o, e) = (game.outcome().unwrap(), model.end.as_ref().unwrap());
            assert_eq!([u32::from(o.score.south), u32::from(o.score.north)], e.score, "score, {}", ctx());
            assert_eq!(o.winner.map(Player::index), e.winner, "winner, {}", ctx());
            assert_eq!(reason_key(o.reason), e.reason, "reason, {}", ctx());
            let pits: Vec<u32> = game.position().pits().iter().map(|&s| u32::from(s)).collect();
            assert_eq!(pits, model.pits, "final board, {}", ctx());
            *seen.reasons.entry(o.reason.key()).or_insert(0) += 1;
            return;
        }
        assert_eq!(game.position().to_string(), model.notation(), "position, {}", ctx());
        let pick = legal[rng.below(legal.len())];
        let trace = game.play(Pit::new(pick).unwrap()).unwrap();
        model.play(pick);
        for step in trace {
            match step {
                Step::GrandSlam { .. } => seen.slams += 1,
                Step::ExtraMove { .. } => seen.extra_moves += 1,
                _ => {}
            }
        }
        plies += 1;
        assert!(plies < 5000, "game too long: {v:?} from {start}");
    }
}

#[test]
fn random_games_from_the_start_agree_with_the_naive_rules() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for v in Variant::ALL {
        let mut seen = Seen::default();
        for _ in 0..60 {
            compare_game(v, START, &mut rng, &mut seen);
        }
        for reason in ["twenty-five", "no-legal-move", "repetition"] {
            assert!(seen.reasons.contains_key(reason), "{v:?}: no game ended by {reason}: {seen:?}");
        }
    }
}

#[test]
fn random_games_from_random_positions_agree_with_the_naive_rules() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for v in Variant::ALL {
        let mut seen = Seen::default();
        for start in SPECIAL {
            for _ in 0..5 {
                compare_game(v, start, &mut rng, &mut seen);
            }
        }
        for _ in 0..400 {
            let start = random_position(&mut rng);
            compare_game(v, &start, &mut rng, &mut seen);
        }
        // The games reach every way a game of this variant can end.
        let mut reasons = vec!["twenty-five", "no-legal-move", "repetition"];
        if matches!(v, Variant::Wari | Variant::Wahree) {
            reasons.push("grand-slam");
        }
        for reason in reasons {
            assert!(seen.reasons.contains_key(reason), "{v:?}: no game ended by {reason}: {seen:?}");
        }
        assert!(seen.slams > 0, "{v:?}: no grand slam played: {seen:?}");
        if v == Variant::Caribbean {
            assert!(seen.extra_moves > 0, "no Caribbean extra move: {seen:?}");
        }
        eprintln!("{v:?} {seen:?}");
    }
}

#[test]
fn perft_from_random_positions_agrees_with_the_naive_rules() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for v in Variant::ALL {
        for _ in 0..40 {
            let start = random_position(&mut rng);
            let game = Game::from_position(v.rules(), start.parse::<Position>().unwrap());
            let model = NaiveGame::new(Kind::from_key(v.key()), &start);
            for d in 1..=4 {
                assert_eq!(perft(&game, d), naive::perft(&model, d), "{v:?} {start} depth {d}");
            }
        }
    }
}
