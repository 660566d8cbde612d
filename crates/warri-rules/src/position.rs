//! A validated [`Position`]: a [`Board`] with the two stores, 48 seeds in
//! all. It adds to the board's move kernel what needs the stores: the 25 rule
//! (docs/rules.md 1.7 step 5), the awards paid into the stores and the
//! winner. Step 9, repetition, needs the game's history: see
//! [`crate::SinceCapture`] and [`crate::Game`].

use core::fmt;
use core::str::FromStr;

use crate::board::Moved;
use crate::outcome::{Award, EndReason, Outcome};
use crate::trace::{Recorder, Step};
use crate::{Board, ByPlayer, MoveSet, Pit, Player, Rules, Setup, WinnerRule, TOTAL_SEEDS, WINNING_STORE};

pub use crate::setup::PositionError;

/// A board with exactly 48 seeds and a player to move. Whether the game is
/// over is the [`crate::Game`]'s business: a position only knows its seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    stores: ByPlayer<u8>,
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum IllegalMove {
    /// The game is already over.
    GameOver,
    /// The pit belongs to the other player.
    NotYourPit {
        /// The pit clicked.
        pit: Pit,
        /// The player to move.
        player: Player,
    },
    /// The pit holds no seeds.
    EmptyPit {
        /// The pit clicked.
        pit: Pit,
    },
    /// The opponent's row is empty and this move does not sow into it.
    MustFeed {
        /// The player to move.
        player: Player,
    },
    /// Wari: a grand slam while another legal move remains.
    GrandSlamForbidden {
        /// The pit clicked.
        pit: Pit,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::NotYourPit { pit, player } => {
                write!(f, "pit {pit} is {}'s; it is {player}'s turn", pit.owner())
            }
            IllegalMove::EmptyPit { pit } => write!(f, "pit {pit} is empty"),
            IllegalMove::MustFeed { player } => {
                write!(f, "{player} must feed {}", player.opponent())
            }
            IllegalMove::GrandSlamForbidden { pit } => write!(
                f,
                "{pit} would capture the opponent's whole row, a grand slam, which is forbidden while another move remains"
            ),
        }
    }
}

impl core::error::Error for IllegalMove {}

/// What playing a move led to, without its trace: the fast path for search
/// and perft ([`Position::play_unchecked`]). Repetition is not checked here:
/// it needs the game's history (see [`crate::SinceCapture`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// The game goes on.
    Continue {
        /// Whether the move captured seeds (earlier positions can no longer
        /// repeat).
        captured: bool,
        /// The next player's legal moves (never empty).
        legal: MoveSet,
    },
    /// The game ended during the move; the position holds the board after
    /// the award.
    Over(Outcome),
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// Four seeds in every pit, South to move.
    pub const fn start() -> Position {
        Position::start_with(Player::South)
    }

    /// The start position with `player` to move.
    pub const fn start_with(player: Player) -> Position {
        Position { board: Board::new([4; 12], player), stores: ByPlayer::new(0, 0) }
    }

    /// Checks a setup: it must hold 48 seeds.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let found = setup.total();
        if found != u32::from(TOTAL_SEEDS) {
            return Err(PositionError::Total { found });
        }
        Ok(Position { board: Board::new(setup.pits, setup.to_move), stores: setup.stores })
    }

    /// Back to an unvalidated setup.
    pub const fn setup(&self) -> Setup {
        Setup { pits: *self.board.pits(), stores: self.stores, to_move: self.board.to_move() }
    }

    /// The pits and the player to move: the move kernel, and the key by which
    /// positions repeat (docs/rules.md 1.7 step 9).
    #[inline]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// Seeds in pits 0–11.
    #[inline]
    pub const fn pits(&self) -> &[u8; 12] {
        self.board.pits()
    }

    /// Seeds in one pit.
    #[inline]
    pub const fn seeds(&self, pit: Pit) -> u8 {
        self.board.seeds(pit)
    }

    /// Both stores.
    #[inline]
    pub const fn stores(&self) -> ByPlayer<u8> {
        self.stores
    }

    /// Who moves next.
    #[inline]
    pub const fn to_move(&self) -> Player {
        self.board.to_move()
    }

    /// Seeds on one player's side.
    pub fn row_seeds(&self, player: Player) -> u8 {
        self.board.row_seeds(player)
    }

    /// Seeds on the board (not in stores).
    pub fn on_board(&self) -> u8 {
        self.board.on_board()
    }

    /// Whether playing `pit` would be a grand slam.
    pub fn is_grand_slam(&self, pit: Pit) -> bool {
        self.board.is_grand_slam(pit)
    }

    /// The legal moves of the player to move.
    #[inline]
    pub fn legal_moves(&self, rules: &Rules) -> MoveSet {
        self.board.legal_moves(rules)
    }

    /// Why `pit` is not a legal move, if it is not.
    pub fn check(&self, rules: &Rules, pit: Pit) -> Result<(), IllegalMove> {
        self.board.check(rules, pit)
    }

    /// Plays a move in place through docs/rules.md 1.7 steps 1–8 (all but the
    /// repetition check), without recording a trace. `pit` must be one of
    /// [`Position::legal_moves`]; for any other the result is unspecified
    /// (but nothing panics).
    #[inline]
    pub fn play_unchecked(&mut self, rules: &Rules, pit: Pit) -> Flow {
        self.apply(rules, pit, &mut ())
    }

    /// Ends the game in place as a repetition does, with the variant's cycle
    /// award (for searchers that track repetition themselves).
    pub fn end_by_repetition(&mut self, rules: &Rules) -> Outcome {
        self.end_repeated(rules, &mut ())
    }

    /// Plays a legal move (unchecked) through docs/rules.md 1.7 steps 1–8:
    /// the board's move, with the captures paid into the mover's store and
    /// the 25 rule.
    #[inline]
    pub(crate) fn apply<R: Recorder>(&mut self, rules: &Rules, pit: Pit, rec: &mut R) -> Flow {
        let mover = self.board.to_move();
        let to_win = WINNING_STORE.saturating_sub(self.stores[mover]);
        match self.board.steps(rules, pit, to_win, rec) {
            Moved::Over { captured, reason, award } => {
                self.stores[mover] += captured;
                Flow::Over(self.finish(rules, reason, award, rec))
            }
            Moved::Next { captured } => {
                self.stores[mover] += captured;
                // Step 8: the next player must have a legal move.
                let legal = self.board.legal_moves(rules);
                if legal.is_empty() {
                    return Flow::Over(self.end_stuck(rules, rec));
                }
                if self.board.to_move() == mover {
                    rec.record(Step::ExtraMove { player: mover });
                }
                Flow::Continue { captured: captured > 0, legal }
            }
        }
    }

    /// Ends the game because the player to move has no legal move, with the
    /// variant's stuck award.
    pub(crate) fn end_stuck<R: Recorder>(&mut self, rules: &Rules, rec: &mut R) -> Outcome {
        let award = self.board.stuck_award(rules);
        self.finish(rules, EndReason::NoLegalMove(self.to_move()), award, rec)
    }

    /// Ends the game by repetition, with the variant's cycle award.
    pub(crate) fn end_repeated<R: Recorder>(&mut self, rules: &Rules, rec: &mut R) -> Outcome {
        let award = self.board.cycle_award(rules);
        self.finish(rules, EndReason::Repetition, award, rec)
    }

    /// Ends the game by a store of 25 or more already standing in the
    /// position.
    pub(crate) fn end_reached<R: Recorder>(&mut self, rules: &Rules, player: Player, rec: &mut R) -> Outcome {
        self.finish(rules, EndReason::ReachedTwentyFive(player), Award::Kept, rec)
    }

    /// Pays the award into the stores, decides the winner and records the
    /// end.
    fn finish<R: Recorder>(&mut self, rules: &Rules, reason: EndReason, award: Award, rec: &mut R) -> Outcome {
        let awarded = self.board.take_award(award, rec);
        self.stores.south += awarded.south;
        self.stores.north += awarded.north;
        let score = self.stores;
        let winner = match rules.winner {
            WinnerRule::HigherTotal if score.south > score.north => Some(Player::South),
            WinnerRule::HigherTotal if score.north > score.south => Some(Player::North),
            WinnerRule::HigherTotal => None,
            WinnerRule::ReachTwentyFive => Player::ALL.into_iter().find(|&p| score[p] >= WINNING_STORE),
        };
        let outcome = Outcome { winner, score, reason, award, awarded, left_on_board: self.on_board() };
        rec.record(Step::End(outcome));
        outcome
    }
}

impl FromStr for Position {
    type Err = PositionError;
    /// Parses the notation and checks the seed total.
    fn from_str(s: &str) -> Result<Position, PositionError> {
        Position::from_setup(s.parse()?)
    }
}

impl fmt::Display for Position {
    /// The notation, e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.setup().fmt(f)
    }
}
