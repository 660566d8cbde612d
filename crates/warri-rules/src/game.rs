//! A [`Game`]: rules, the moves played, repetition (docs/rules.md 1.7 step 9)
//! and the outcome. The front end, the command line and the engine's callers play
//! through this; each move returns its [`Step`] trace.

use alloc::vec::Vec;

use crate::outcome::Outcome;
use crate::position::Flow;
use crate::trace::Step;
use crate::{IllegalMove, MoveSet, Pit, Player, Position, Rules, SinceCapture, WINNING_STORE};

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
