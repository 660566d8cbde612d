//! The table: the game part of the page's state (settings, the game, redo,
//! the match so far, the move being animated, the last explanation) and the
//! actions that change it. Plain Rust, tested natively; the page's reducer
//! (`crate::rooms::game::page`) holds it beside the rest of the page's state.
//!
//! The game state changes at once when a move is played; the animation of
//! the move is a list of frames stored beside it, only for showing.

use std::rc::Rc;

use warri_engine::Level;
use warri_rules::{Agreement, ByPlayer, Game, MatchScore, Pit, Player, Position, Rules, Step, Variant};

use crate::playback::{frames, Frame};
use crate::seat::Seat;

/// Why the last click did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Explanation {
    /// The move is illegal.
    Illegal(warri_rules::IllegalMove),
    /// The computer plays this side.
    ComputerToMove(Player),
}

/// What the setup dialog chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The variant.
    pub variant: Variant,
    /// Who plays each side.
    pub seats: ByPlayer<Seat>,
    /// Who moves first in game 1.
    pub first: Player,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { variant: Variant::default(), seats: ByPlayer::default(), first: Player::South }
    }
}

/// A move being shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    /// Distinguishes this animation from the one before.
    pub id: u32,
    /// What to show, step by step.
    pub frames: Rc<Vec<Frame>>,
}

/// Everything that changes the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A pit was clicked.
    Click(Pit),
    /// A letter key: the pit at this place (0–5, `A`/`a` first) of the
    /// player to move.
    Letter(usize),
    /// Take back the last move.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Start again with the same settings (a new match in match variants).
    NewGame,
    /// After a finished game of a match, start the next one.
    NextGame,
    /// Start a new game with these settings.
    Start(Settings),
    /// The animation with this id has finished.
    AnimationDone(u32),
    /// Forget the shown explanation.
    Dismiss,
    /// The computer's move, asked for at `generation` (ignored if the game
    /// has changed since, or the side is no longer the computer's).
    EngineMove {
        /// [`Table::generation`] when the move was asked for.
        generation: u32,
        /// The move.
        pit: Pit,
    },
    /// Change who plays a side, in the middle of a game too.
    SetSeat(Player, Seat),
    /// Replace the whole table (an imported record).
    Load(Box<Table>),
    /// End the game as the players agree: a resignation or a draw
    /// (docs/rules.md 1.10).
    End(Agreement),
}

/// The state of the page's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The chosen settings.
    pub settings: Settings,
    /// The game in progress (or just finished).
    pub game: Game,
    /// Moves taken back, the next to redo last.
    pub redo: Vec<Pit>,
    /// Winners of the earlier games of this match (`None`: a draw).
    pub results: Vec<Option<Player>>,
    /// The move being animated, if any; input is ignored meanwhile.
    pub animation: Option<Animation>,
    /// Why the last click could not be played.
    pub explanation: Option<Explanation>,
    /// How many clicks were refused (a sound for each).
    pub refusals: u32,
    /// The last move played and its trace (for the screen-reader
    /// announcement); none after undo or a new game.
    pub last_move: Option<(Pit, Rc<Vec<Step>>)>,
    /// Changes whenever the game does (a move, undo, a new game…): a
    /// computer move or hint asked for at another generation is stale.
    pub generation: u32,
    serial: u32,
}

impl Table {
    /// A fresh game with these settings from the start position.
    pub fn new(settings: Settings) -> Table {
        let game = Game::from_position(settings.variant.rules(), Position::start_with(settings.first));
        Table::with_game(settings, game)
    }

    /// A table around an existing game (from a link).
    pub fn with_game(settings: Settings, game: Game) -> Table {
        Table {
            settings,
            game,
            redo: Vec::new(),
            results: Vec::new(),
            animation: None,
            explanation: None,
            refusals: 0,
            last_move: None,
            generation: 0,
            serial: 0,
        }
    }

    /// The variant's rules.
    pub fn rules(&self) -> Rules {
        self.settings.variant.rules()
    }

    /// Whether this variant is played as a match of several games.
    pub fn is_match(&self) -> bool {
        self.rules().match_wins > 1
    }

    /// Whether the next game of a match can start: this one is over and
    /// nobody has won the match yet.
    pub fn can_next_game(&self) -> bool {
        self.is_match() && self.game.is_over() && self.match_score().champion().is_none()
    }

    /// The match score, counting the current game once it is over.
    pub fn match_score(&self) -> MatchScore {
        let mut m = MatchScore::new(&self.rules(), self.settings.first);
        for &r in &self.results {
            m.record(r);
        }
        if let Some(o) = self.game.outcome() {
            m.record(o.winner);
        }
        m
    }

    /// Whether a move is being animated.
    pub fn busy(&self) -> bool {
        self.animation.is_some()
    }

    /// Whether the player to move is a person on this device.
    pub fn human_to_move(&self) -> bool {
        self.game.to_move().is_some_and(|p| self.settings.seats[p] == Seat::Human)
    }

    /// The computer's level if it is to move and should think now (the
    /// game goes on and no move is being shown).
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.game.to_move().map(|p| self.settings.seats[p]) {
            Some(Seat::Computer(level)) if !self.busy() => Some(level),
            _ => None,
        }
    }

    /// Applies an action.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Click(pit) => {
                if self.busy() {
                    return;
                }
                if let Some(p) = self.game.to_move().filter(|&p| self.settings.seats[p].is_computer()) {
                    self.explanation = Some(Explanation::ComputerToMove(p));
                    return;
                }
                self.play(pit);
                if self.animation.is_some() {
                    self.redo.clear();
                }
            }
            Action::Letter(relative) => {
                if let Some(p) = self.game.to_move().filter(|_| relative < 6) {
                    self.apply(Action::Click(Pit::of(p, relative)));
                }
            }
            Action::Undo => {
                // Back to the last position where a person is to move (one
                // move when nobody plays the computer, or both do).
                let mut moves = self.game.moves().to_vec();
                let Some(last) = moves.pop() else { return };
                self.redo.push(last);
                self.back_to(moves.len());
                let anyone_human = self.settings.seats.south == Seat::Human || self.settings.seats.north == Seat::Human;
                while anyone_human && !self.human_to_move() {
                    let Some(m) = moves.pop() else { break };
                    self.redo.push(m);
                    self.back_to(moves.len());
                }
            }
            Action::Redo => {
                if self.busy() {
                    return;
                }
                if let Some(pit) = self.redo.pop() {
                    if !self.play(pit) {
                        self.redo.clear();
                    }
                }
            }
            Action::NewGame => self.replace(Table::new(self.settings)),
            Action::NextGame => {
                let Some(o) = self.game.outcome().filter(|_| self.can_next_game()) else { return };
                let winner = o.winner;
                let starter = self.match_score().next_starter;
                self.results.push(winner);
                self.game = Game::from_position(self.rules(), Position::start_with(starter));
                self.generation += 1;
                self.redo.clear();
                self.animation = None;
                self.explanation = None;
            }
            Action::Start(settings) => self.replace(Table::new(settings)),
            Action::AnimationDone(id) => {
                if self.animation.as_ref().is_some_and(|a| a.id == id) {
                    self.animation = None;
                }
            }
            Action::Dismiss => self.explanation = None,
            Action::EngineMove { generation, pit } => {
                if generation == self.generation && self.computer_to_move().is_some() {
                    self.play(pit);
                    self.redo.clear();
                }
            }
            Action::SetSeat(player, seat) => {
                self.settings.seats[player] = seat;
                self.explanation = None;
            }
            Action::Load(table) => self.replace(*table),
            Action::End(agreement) => {
                if self.game.end_by(agreement).is_ok() {
                    self.generation += 1;
                    self.redo.clear();
                    self.animation = None;
                    self.explanation = None;
                }
            }
        }
    }

    /// Replaces the whole table by `next`, as a new generation whose
    /// animations never reuse an id of this one.
    fn replace(&mut self, next: Table) {
        let (generation, serial) = (self.generation + 1, self.serial);
        *self = next;
        self.generation = generation;
        self.serial = serial;
    }

    /// Plays `pit` if legal (starting its animation); otherwise explains.
    fn play(&mut self, pit: Pit) -> bool {
        let before = *self.game.position();
        match self.game.play(pit) {
            Ok(trace) => {
                self.serial += 1;
                self.generation += 1;
                self.animation = Some(Animation { id: self.serial, frames: Rc::new(frames(&before, &trace)) });
                self.last_move = Some((pit, Rc::new(trace)));
                self.explanation = None;
                true
            }
            Err(e) => {
                self.explanation = Some(Explanation::Illegal(e));
                self.refusals += 1;
                false
            }
        }
    }

    /// The ply shown: moves played to reach it (the moves after it are
    /// the redo list, as a replay or a review keeps them).
    pub fn ply(&self) -> usize {
        self.game.moves().len()
    }

    /// The game's length in plies, the moves still to redo included.
    pub fn length(&self) -> usize {
        self.ply() + self.redo.len()
    }

    /// The whole game: the one shown with its moves still to redo played on.
    fn whole_game(&self) -> Game {
        let mut whole = self.game.clone();
        for &m in self.redo.iter().rev() {
            whole.play(m).expect("the moves of a loaded game are legal");
        }
        whole
    }

    /// Shows ply `n` (at most the game's length) at once: its position,
    /// with the move that led there as the last move and the rest to redo.
    pub fn goto(&mut self, n: usize) {
        let whole = self.whole_game();
        let n = n.min(whole.moves().len());
        let game = whole.at(n).expect("n is within the game");
        self.last_move = game.moves().last().copied().zip(game.last_trace().map(Rc::new));
        self.redo = whole.moves()[n..].iter().rev().copied().collect();
        self.game = game;
        self.animation = None;
        self.explanation = None;
        self.generation += 1;
    }

    /// Takes the game back to its first `n` moves (undo), cancelling any
    /// animation.
    fn back_to(&mut self, n: usize) {
        self.game = self.game.at(n).expect("undo goes back, never beyond the game");
        self.generation += 1;
        self.last_move = None;
        self.animation = None;
        self.explanation = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    fn table(v: Variant) -> Table {
        Table::new(Settings { variant: v, ..Settings::default() })
    }

    #[test]
    fn a_click_plays_at_once_and_starts_the_animation() {
        let mut t = table(Variant::Abapa);
        t.apply(Action::Click(pit('C')));
        assert_eq!(t.game.position().to_string(), "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
        let anim = t.animation.clone().expect("animating");
        // While it plays, clicks are ignored.
        t.apply(Action::Click(pit('a')));
        assert_eq!(t.game.moves().len(), 1);
        t.apply(Action::AnimationDone(anim.id));
        assert!(!t.busy());
        t.apply(Action::Click(pit('a')));
        assert_eq!(t.game.moves().len(), 2);
    }

    #[test]
    fn an_illegal_click_explains_and_changes_nothing() {
        let mut t = table(Variant::Abapa);
        t.apply(Action::Click(pit('a')));
        assert_eq!(t.game.moves().len(), 0);
        assert_eq!(
            t.explanation,
            Some(Explanation::Illegal(warri_rules::IllegalMove::NotYourPit { pit: pit('a'), player: Player::South }))
        );
        t.apply(Action::Click(pit('A')));
        assert!(t.explanation.is_none(), "a legal move clears the explanation");
    }

    #[test]
    fn undo_and_redo_walk_the_moves_and_cancel_the_animation() {
        let mut t = table(Variant::Wari);
        t.apply(Action::Click(pit('C')));
        let after_c = t.game.position().to_string();
        t.apply(Action::AnimationDone(t.animation.as_ref().unwrap().id));
        t.apply(Action::Click(pit('f')));
        assert!(t.busy());
        t.apply(Action::Undo);
        assert!(!t.busy(), "undo cancels the animation");
        assert_eq!(t.game.position().to_string(), after_c);
        t.apply(Action::Undo);
        assert_eq!(t.game.moves().len(), 0);
        t.apply(Action::Undo); // nothing left: no change
        assert_eq!(t.redo, [pit('f'), pit('C')]);
        t.apply(Action::Redo);
        assert_eq!(t.game.position().to_string(), after_c);
        // A new move after undo forgets the redo list.
        t.apply(Action::AnimationDone(t.animation.as_ref().unwrap().id));
        t.apply(Action::Click(pit('a')));
        assert!(t.redo.is_empty());
    }

    /// Plays the first legal move until the game ends.
    fn play_out(t: &mut Table) {
        while !t.game.is_over() {
            let m = t.game.legal_moves().next().unwrap();
            t.apply(Action::Click(m));
            if let Some(a) = t.animation.clone() {
                t.apply(Action::AnimationDone(a.id));
            }
        }
    }

    #[test]
    fn a_barbados_match_runs_to_six_wins_with_the_winner_starting() {
        let mut t = table(Variant::Bridgetown);
        assert!(t.is_match());
        let mut games = 0;
        while t.match_score().champion().is_none() {
            let starter = t.game.start().to_move();
            play_out(&mut t);
            games += 1;
            let winner = t.game.outcome().unwrap().winner;
            let expected_next = winner.unwrap_or(starter.opponent());
            t.apply(Action::NextGame);
            if t.match_score().champion().is_none() {
                assert_eq!(t.game.start().to_move(), expected_next, "game {games}");
                assert!(!t.game.is_over());
            }
            assert!(games < 100);
        }
        let m = t.match_score();
        assert_eq!(m.wins[m.champion().unwrap()], 6);
        // NextGame after the champion is decided does nothing.
        let before = t.clone();
        t.apply(Action::NextGame);
        assert_eq!(t, before);
        // New game starts a new match.
        t.apply(Action::NewGame);
        assert_eq!(t.match_score().games(), 0);
    }

    #[test]
    fn single_game_variants_have_no_next_game() {
        let mut t = table(Variant::Abapa);
        assert!(!t.is_match());
        play_out(&mut t);
        let before = t.clone();
        t.apply(Action::NextGame);
        assert_eq!(t, before);
        assert!(t.game.is_over());
    }

    fn against_computer(level: u8) -> Table {
        let seats = ByPlayer::new(Seat::Human, Seat::Computer(Level::new(level).unwrap()));
        Table::new(Settings { variant: Variant::Abapa, seats, first: Player::South })
    }

    fn finish_animation(t: &mut Table) {
        if let Some(a) = t.animation.clone() {
            t.apply(Action::AnimationDone(a.id));
        }
    }

    #[test]
    fn the_computer_moves_only_when_asked_for_the_current_game() {
        let mut t = against_computer(3);
        assert_eq!(t.computer_to_move(), None, "South, a person, starts");
        t.apply(Action::Click(pit('C')));
        assert_eq!(t.computer_to_move(), None, "not while the move is shown");
        finish_animation(&mut t);
        assert_eq!(t.computer_to_move(), Level::new(3));
        let asked = t.generation;
        // Clicking for the computer explains instead.
        t.apply(Action::Click(pit('a')));
        assert_eq!(t.explanation, Some(Explanation::ComputerToMove(Player::North)));
        assert_eq!(t.game.moves().len(), 1);
        // A stale answer (asked before an undo) is ignored.
        t.apply(Action::EngineMove { generation: asked - 1, pit: pit('a') });
        assert_eq!(t.game.moves().len(), 1);
        t.apply(Action::EngineMove { generation: asked, pit: pit('a') });
        assert_eq!(t.game.moves().len(), 2);
        assert!(t.busy(), "the computer's move is animated too");
    }

    #[test]
    fn undo_against_the_computer_goes_back_to_the_persons_turn() {
        let mut t = against_computer(1);
        t.apply(Action::Click(pit('C')));
        finish_animation(&mut t);
        t.apply(Action::EngineMove { generation: t.generation, pit: pit('f') });
        finish_animation(&mut t);
        assert!(t.human_to_move());
        t.apply(Action::Undo);
        assert_eq!(t.game.moves().len(), 0, "both the reply and the move are taken back");
        assert!(t.human_to_move());
    }

    #[test]
    fn a_person_can_take_over_a_side() {
        let mut t = against_computer(6);
        t.apply(Action::Click(pit('C')));
        finish_animation(&mut t);
        assert!(t.computer_to_move().is_some());
        let asked = t.generation;
        t.apply(Action::SetSeat(Player::North, Seat::Human));
        assert_eq!(t.computer_to_move(), None);
        t.apply(Action::EngineMove { generation: asked, pit: pit('a') });
        assert_eq!(t.game.moves().len(), 1, "the computer's late answer is ignored");
        t.apply(Action::Click(pit('b')));
        assert_eq!(t.game.moves().len(), 2);
    }

    #[test]
    fn a_new_game_never_reuses_an_animation_id() {
        let mut t = table(Variant::Abapa);
        t.apply(Action::Click(pit('C')));
        let first = t.animation.clone().unwrap().id;
        t.apply(Action::NewGame);
        t.apply(Action::Click(pit('C')));
        assert_ne!(t.animation.clone().unwrap().id, first, "the playback would resume the old move's frames");
        let before = t.generation;
        t.apply(Action::Start(Settings::default()));
        assert!(t.generation > before);
    }

    #[test]
    fn a_letter_key_plays_that_pit_of_the_player_to_move() {
        let mut t = table(Variant::Abapa);
        t.apply(Action::Letter(2));
        assert_eq!(t.game.moves(), [pit('C')]);
        finish_animation(&mut t);
        t.apply(Action::Letter(0));
        assert_eq!(t.game.moves(), [pit('C'), pit('a')], "North's pit a: the letter is the player's own");
        finish_animation(&mut t);
        t.apply(Action::Letter(6));
        assert_eq!(t.game.moves().len(), 2, "no seventh pit");
    }

    #[test]
    fn north_can_start() {
        let t = Table::new(Settings { first: Player::North, ..Settings::default() });
        assert_eq!(t.game.to_move(), Some(Player::North));
    }
}
