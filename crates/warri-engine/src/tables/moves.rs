//! The moves of one seed count's boards, played by the rules crate's own
//! kernel ([`Board::advance`]: the game played out without the 25 rule, since
//! a board has no stores) and flattened for the solver: each move either stays
//! on the level (no capture: an edge of the level's graph) or leaves it (a
//! capture, or the end of the game: an *exit*, valued from the levels
//! below). The values of the end-of-game awards are the kernel's too
//! ([`Board::shares`]).

use warri_rules::{Award, Board, Moved, Player, Rules};

use super::index::{from_mover, index, level_len, rank, unrank};
use super::Tables;

/// The value for the player to move (South, as the tables see boards) of an
/// award paid from `board`: his share minus the opponent's.
fn award_value(board: &Board, award: Award) -> i8 {
    let s = board.shares(award);
    s[Player::South] as i8 - s[Player::North] as i8
}

/// Value for the player to move, who has no legal move (the stuck award).
pub(super) fn stuck_value(board: &Board, rules: &Rules) -> i8 {
    award_value(board, board.stuck_award(rules))
}

/// Value for the player to move of the game ending here by repetition.
pub(super) fn cycle_value(board: &Board, rules: &Rules) -> i8 {
    award_value(board, board.cycle_award(rules))
}

/// The moves of one seed count's boards, flat.
pub(super) struct Moves {
    start: Vec<u32>,
    /// The pit (0–5 of the player to move) of each move.
    pub pit: Vec<u8>,
    /// The same-level board reached (no capture), or `EXIT` for a move
    /// that captures or ends the game.
    pub target: Vec<u32>,
    /// For exits: bounds of the move's value for the mover.
    pub elo: Vec<i8>,
    pub ehi: Vec<i8>,
}

/// [`Moves::target`] of a move that leaves the level.
pub(super) const EXIT: u32 = super::graph::SKIP;

impl Moves {
    /// The moves of board `r`.
    pub fn of(&self, r: usize) -> core::ops::Range<usize> {
        self.start[r] as usize..self.start[r + 1] as usize
    }

    /// Where each board's moves start (and, last, the end of the moves).
    pub fn starts(&self) -> &[u32] {
        &self.start
    }

    /// The targets of board `r`'s moves.
    #[inline]
    pub fn targets(&self, r: usize) -> &[u32] {
        &self.target[self.of(r)]
    }
}

/// What one move does, for the player who makes it.
enum Move {
    /// The game ends; the value of the captures and awards for the mover.
    End(i8),
    /// The game goes on from `board`, seen from its player to move.
    Next {
        board: Board,
        /// Seeds the mover captured.
        gain: u8,
        /// Whether the opponent moves next (false: Caribbean extra move).
        passes: bool,
    },
}

/// Plays pit `i` (0–5) of a board with South to move, through the kernel
/// up to passing the turn: whether the next player can move is the next
/// board's own question (its entry: no moves, the stuck award).
fn play(board: &Board, rules: &Rules, i: usize) -> Move {
    let mut after = *board;
    match after.advance(rules, warri_rules::Pit::of(Player::South, i)) {
        Moved::Over { captured, award, .. } => Move::End(captured as i8 + award_value(&after, award)),
        Moved::Next { captured } => {
            let passes = after.to_move() == Player::North;
            Move::Next { board: from_mover(&after), gain: captured, passes }
        }
    }
}

impl Tables {
    /// The moves of every board with `k` seeds, exits valued from the lower
    /// levels (already built); and each board's cycle award.
    pub(super) fn level_moves(&self, k: usize) -> (Moves, Vec<i8>) {
        let rules = &self.rules;
        let n = level_len(k);
        // At most 6 moves a board: no reallocation (the worker keeps its
        // largest memory).
        let cap = n * 6;
        let mut m = Moves {
            start: Vec::with_capacity(n + 1),
            pit: Vec::with_capacity(cap),
            target: Vec::with_capacity(cap),
            elo: Vec::with_capacity(cap),
            ehi: Vec::with_capacity(cap),
        };
        let mut cyc = Vec::with_capacity(n);
        for r in 0..n {
            m.start.push(m.pit.len() as u32);
            let b = unrank(r as u32, k);
            cyc.push(cycle_value(&b, rules));
            for pit in b.legal_moves(rules) {
                let i = pit.relative();
                let (target, lo, hi) = match play(&b, rules, i) {
                    Move::End(v) => (EXIT, v, v),
                    Move::Next { board, gain: 0, .. } => (rank(board.pits()) as u32, 0, 0),
                    Move::Next { board, gain, passes } => {
                        let j = index(&board);
                        let g = gain as i8;
                        if passes {
                            (EXIT, g - self.hi[j], g - self.lo[j])
                        } else {
                            (EXIT, g + self.lo[j], g + self.hi[j])
                        }
                    }
                };
                m.pit.push(i as u8);
                m.target.push(target);
                m.elo.push(lo);
                m.ehi.push(hi);
            }
        }
        m.start.push(m.pit.len() as u32);
        (m, cyc)
    }
}
