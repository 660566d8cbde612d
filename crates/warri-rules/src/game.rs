//! A [`Game`]: rules, the moves played, repetition (docs/rules.md 1.7 step 9)
//! and the outcome. The front end, the command line and the engine's callers play
//! through this; each move returns its [`Step`] trace. [`Game::at`] is the
//! one way back to an earlier ply of a game (the replay viewer, the review,
//! the diagram's last move).

use alloc::vec::Vec;
use core::fmt;

use crate::outcome::{Agreement, Award, Outcome};
use crate::position::Flow;
use crate::trace::Step;
use crate::{ByPlayer, IllegalMove, MoveSet, Pit, Player, Position, Rules, SinceCapture, WINNING_STORE};

/// A game in progress or over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    start: Position,
    position: Position,
    moves: Vec<Pit>,
    /// The positions since the last capture.
    seen: SinceCapture,
    legal: MoveSet,
    outcome: Option<Outcome>,
    opening: Vec<Step>,
}

impl Game {
    /// A new game from the start position, South to move.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(rules, Position::start())
    }

    /// A new game from `position`. A position that is already decided — a
    /// store of 25 or more, or a player to move with no legal move — is over
    /// at once, with the variant's award ([`Game::opening_trace`] holds its
    /// steps).
    pub fn from_position(rules: Rules, position: Position) -> Game {
        let mut game = Game {
            rules,
            start: position,
            position,
            moves: Vec::new(),
            seen: SinceCapture::new(*position.board()),
            legal: MoveSet::EMPTY,
            outcome: None,
            opening: Vec::new(),
        };
        let stores = position.stores();
        if let Some(p) = Player::ALL.into_iter().find(|&p| stores[p] >= WINNING_STORE) {
            game.outcome = Some(game.position.end_reached(&rules, p, &mut game.opening));
        } else {
            game.legal = position.legal_moves(&rules);
            if game.legal.is_empty() {
                game.outcome = Some(game.position.end_stuck(&rules, &mut game.opening));
            }
        }
        game
    }

    /// The rules this game is played by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The position the game started from (before any opening award).
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position; once over, after the end-of-game award.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Pit] {
        &self.moves
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Who moves next; `None` once over.
    pub fn to_move(&self) -> Option<Player> {
        (!self.is_over()).then(|| self.position.to_move())
    }

    /// The legal moves; empty once over.
    pub fn legal_moves(&self) -> MoveSet {
        self.legal
    }

    /// The steps of the award when the starting position was already over.
    pub fn opening_trace(&self) -> &[Step] {
        &self.opening
    }

    /// The positions since the last capture, the current one last: any of
    /// them occurring again ends the game.
    pub fn since_capture(&self) -> &SinceCapture {
        &self.seen
    }

    /// Why `pit` cannot be played now, if it cannot.
    pub fn check(&self, pit: Pit) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check(&self.rules, pit)
    }

    /// The game as it stood after its first `n` moves: the same start and
    /// rules, those moves played again, so that its history (the positions
    /// since the last capture, which the repetition rule looks at), legal
    /// moves and outcome are exactly what they were then. `at(0)` is the
    /// game at its start; `at(self.moves().len())` equals `self`. An `n`
    /// beyond the moves played is a [`NoSuchPly`], never clamped.
    pub fn at(&self, n: usize) -> Result<Game, NoSuchPly> {
        if n == self.moves.len() {
            // The whole game, ended by its players too if they ended it.
            return Ok(self.clone());
        }
        let moves = self.moves.get(..n).ok_or(NoSuchPly { asked: n, played: self.moves.len() })?;
        let mut game = Game::from_position(self.rules, self.start);
        for &pit in moves {
            game.play(pit).expect("a game's own moves were legal where they were played");
        }
        Ok(game)
    }

    /// The trace of the last move played (as [`Game::play`] returned it),
    /// found by playing it again from [`Game::at`] the ply before; `None`
    /// before any move.
    pub fn last_trace(&self) -> Option<Vec<Step>> {
        let (&last, before) = self.moves.split_last()?;
        let mut game = self.at(before.len()).ok()?;
        game.play(last).ok()
    }

    /// Plays `pit` and returns the move's trace.
    pub fn play(&mut self, pit: Pit) -> Result<Vec<Step>, IllegalMove> {
        self.check(pit)?;
        let mut trace = Vec::with_capacity(16);
        self.moves.push(pit);
        match self.position.apply(&self.rules, pit, &mut trace) {
            Flow::Over(outcome) => {
                self.legal = MoveSet::EMPTY;
                self.outcome = Some(outcome);
            }
            Flow::Continue { captured, legal } => match self.seen.enter(*self.position.board(), captured) {
                Some(_) => self.legal = legal,
                None => {
                    self.legal = MoveSet::EMPTY;
                    self.outcome = Some(self.position.end_repeated(&self.rules, &mut trace));
                }
            },
        }
        Ok(trace)
    }
}

impl Game {
    /// Ends the game as its players agree ([`Agreement`]): a resignation or
    /// an agreed draw, with the stores as they stand and the seeds on the
    /// board awarded to nobody. A game already over stays as it ended.
    pub fn end_by(&mut self, agreement: Agreement) -> Result<&Outcome, GameOver> {
        if self.outcome.is_some() {
            return Err(GameOver);
        }
        self.legal = MoveSet::EMPTY;
        let outcome = Outcome {
            winner: agreement.winner(),
            score: self.position.stores(),
            reason: agreement.reason(),
            award: Award::Kept,
            awarded: ByPlayer::new(0, 0),
            left_on_board: self.position.board().on_board(),
        };
        Ok(self.outcome.insert(outcome))
    }
}

/// Why [`Game::end_by`] did nothing: the game was over already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOver;

impl fmt::Display for GameOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the game is over already")
    }
}

/// Why [`Game::at`] cannot go to a ply: the game has fewer moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchPly {
    /// The ply asked for.
    pub asked: usize,
    /// The moves the game has.
    pub played: usize,
}

impl fmt::Display for NoSuchPly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no ply {} in a game of {} moves", self.asked, self.played)
    }
}

impl core::error::Error for NoSuchPly {}
