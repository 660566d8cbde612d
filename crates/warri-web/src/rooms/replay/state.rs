//! The replay viewer (`?view=replay`): a game from a link, shown move by
//! move — first, previous, next, last, play and pause, looping — with a
//! caption for every ply. Plain Rust over the page's [`Table`]: the shown
//! ply is the table's game, the moves still to show are its redo list, so
//! the board, the status line, the animation and the announcement of a move
//! are the game page's own. A move shown forward is animated; a jump is
//! not.

use crate::playback::Speed;
use crate::record::Captions;
use crate::rooms::replay::link::ReplayLink;
use crate::table::{Action, Table};
use crate::widgets::steps::Step;

/// The replay's own state (the position is the table's).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replay {
    /// Playing by itself.
    pub playing: bool,
    /// Starting again after the last move.
    pub looping: bool,
    /// The author's captions, by ply.
    pub captions: Captions,
    /// The game the page showed before, when the replay was opened from a
    /// record (its Close returns to it); none for a replay's own link.
    pub back: Option<Box<Table>>,
}

/// What the viewer's buttons, keys and timer do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAction {
    /// To the start position.
    First,
    /// One move back.
    Prev,
    /// One move on (animated).
    Next,
    /// To the last position.
    Last,
    /// Play, or pause.
    Toggle,
    /// The timer of a playing replay: the next move, or from the start
    /// again when looping, or stop at the end.
    Advance,
}

/// One move on, animated; a move still being animated is finished first.
fn next(table: &mut Table) {
    if let Some(a) = table.animation.clone() {
        table.apply(Action::AnimationDone(a.id));
    }
    table.apply(Action::Redo);
}

impl From<Step> for ReplayAction {
    fn from(step: Step) -> ReplayAction {
        match step {
            Step::First => ReplayAction::First,
            Step::Prev => ReplayAction::Prev,
            Step::Next => ReplayAction::Next,
            Step::Last => ReplayAction::Last,
        }
    }
}

impl Replay {
    /// The replay a link opens on `table`: watched, not played (nobody's
    /// computer moves), at the link's ply, playing if the link says so.
    pub fn open(table: &mut Table, link: ReplayLink) -> Replay {
        table.settings.seats = Default::default();
        table.goto(link.ply.unwrap_or(0));
        let mut replay = Replay { playing: false, looping: link.looping, captions: link.captions, back: None };
        if link.autoplay {
            replay.apply(table, ReplayAction::Toggle);
        }
        replay
    }

    /// A pasted record or link (`shown`, with its `captions`) opened as a
    /// replay from its start, watched, not played, in place of the game
    /// `table` held, which Close returns to.
    pub fn over(table: &mut Table, mut shown: Table, captions: Captions) -> Replay {
        shown.settings.seats = Default::default();
        let back = Some(Box::new(table.clone()));
        table.apply(Action::Load(Box::new(shown)));
        table.goto(0);
        Replay { playing: false, looping: false, captions, back }
    }

    /// *Close*: the game shown before the replay back on `table`, if it was
    /// opened over one; whether it was.
    pub fn close(&self, table: &mut Table) -> bool {
        let Some(back) = &self.back else { return false };
        table.apply(Action::Load(back.clone()));
        true
    }

    /// Applies a button, key or timer action to the replay and its table.
    pub fn apply(&mut self, table: &mut Table, action: ReplayAction) {
        let (now, end) = (table.ply(), table.length());
        match action {
            ReplayAction::First => {
                self.playing = false;
                table.goto(0);
            }
            ReplayAction::Prev => {
                self.playing = false;
                table.goto(now.saturating_sub(1));
            }
            ReplayAction::Next => {
                self.playing = false;
                if now < end {
                    next(table);
                }
            }
            ReplayAction::Last => {
                self.playing = false;
                table.goto(end);
            }
            ReplayAction::Toggle if self.playing => self.playing = false,
            ReplayAction::Toggle => {
                self.playing = end > 0;
                if now == end {
                    table.goto(0);
                }
            }
            ReplayAction::Advance if !self.playing || table.busy() => {}
            ReplayAction::Advance if now < end => next(table),
            ReplayAction::Advance if self.looping => table.goto(0),
            ReplayAction::Advance => self.playing = false,
        }
    }

    /// Whether the timer should run: playing, and no move being animated.
    pub fn waiting(&self, table: &Table) -> bool {
        self.playing && !table.busy()
    }

    /// How long a playing replay rests on a position before the next move
    /// (longer at the end, before it starts again).
    pub fn pause_ms(table: &Table, speed: Speed) -> u32 {
        let rest = match speed {
            Speed::Slow => 2000,
            Speed::Normal => 1200,
            Speed::Fast => 600,
            Speed::Instant => 1000,
        };
        if table.ply() == table.length() {
            rest * 2
        } else {
            rest
        }
    }

    /// The author's caption for ply `n`, if any.
    pub fn caption(&self, n: usize) -> Option<&str> {
        self.captions.get(&n).map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Settings;
    use warri_rules::Game;
    use warri_rules::Variant;

    fn table(moves: &str) -> Table {
        let mut game = Game::new(Variant::Abapa.rules());
        game.play_listed(moves).unwrap();
        let mut t = Table::with_game(Settings::default(), game);
        t.goto(0);
        t
    }

    fn position_after(moves: &str) -> String {
        let mut game = Game::new(Variant::Abapa.rules());
        game.play_listed(moves).unwrap();
        game.position().to_string()
    }

    #[test]
    fn stepping_forward_and_back_shows_every_ply_of_the_game() {
        let moves = ["C", "f", "A", "b", "D"];
        let mut t = table(&moves.join(" "));
        let mut r = Replay::default();
        assert_eq!((t.ply(), t.length()), (0, 5));
        assert_eq!(t.game.position().to_string(), position_after(""));
        for n in 1..=5 {
            r.apply(&mut t, ReplayAction::Next);
            assert!(t.busy(), "a move shown forward is animated");
            assert_eq!(t.ply(), n);
            assert_eq!(t.game.position().to_string(), position_after(&moves[..n].join(" ")));
            assert_eq!(t.last_move.as_ref().map(|m| m.0.letter()), moves[n - 1].chars().next());
        }
        r.apply(&mut t, ReplayAction::Next);
        assert_eq!(t.ply(), 5, "nothing after the last move");
        for n in (0..5).rev() {
            r.apply(&mut t, ReplayAction::Prev);
            assert!(!t.busy(), "a step back is not animated");
            assert_eq!(t.ply(), n);
            assert_eq!(t.game.position().to_string(), position_after(&moves[..n].join(" ")));
            assert_eq!(t.last_move.is_some(), n > 0, "the move that led here is the last move");
        }
        r.apply(&mut t, ReplayAction::Last);
        assert_eq!((t.ply(), t.game.position().to_string()), (5, position_after(&moves.join(" "))));
        r.apply(&mut t, ReplayAction::First);
        assert_eq!(t.ply(), 0);
        assert_eq!(t.length(), 5, "jumps keep the whole game");
    }

    #[test]
    fn next_during_an_animation_finishes_it_and_shows_the_next_move() {
        let mut t = table("C f A");
        let mut r = Replay::default();
        r.apply(&mut t, ReplayAction::Next);
        let first = t.animation.clone().unwrap().id;
        r.apply(&mut t, ReplayAction::Next);
        assert_eq!(t.ply(), 2);
        assert_ne!(t.animation.unwrap().id, first);
    }

    #[test]
    fn playing_advances_after_each_animation_and_loops_or_stops_at_the_end() {
        let mut t = table("C f");
        let mut r = Replay { looping: false, ..Replay::default() };
        r.apply(&mut t, ReplayAction::Toggle);
        assert!(r.playing && r.waiting(&t));
        r.apply(&mut t, ReplayAction::Advance);
        assert_eq!(t.ply(), 1);
        assert!(!r.waiting(&t), "no timer while the move is animated");
        r.apply(&mut t, ReplayAction::Advance);
        assert_eq!(t.ply(), 1, "the timer waits for the animation");
        let id = t.animation.clone().unwrap().id;
        t.apply(Action::AnimationDone(id));
        r.apply(&mut t, ReplayAction::Advance);
        let id = t.animation.clone().unwrap().id;
        t.apply(Action::AnimationDone(id));
        assert_eq!(t.ply(), 2);
        assert!(Replay::pause_ms(&t, Speed::Normal) > Replay::pause_ms(&table("C"), Speed::Normal));
        r.apply(&mut t, ReplayAction::Advance);
        assert!(!r.playing, "stops at the end");
        // Play from the end starts again; looping goes round.
        r.looping = true;
        r.apply(&mut t, ReplayAction::Toggle);
        assert_eq!(t.ply(), 0);
        t.goto(2);
        r.apply(&mut t, ReplayAction::Advance);
        assert!(r.playing && t.ply() == 0, "loops back to the start");
        // Any button pauses.
        r.apply(&mut t, ReplayAction::Next);
        assert!(!r.playing);
    }

    #[test]
    fn an_empty_game_cannot_play() {
        let mut t = table("");
        let mut r = Replay::default();
        r.apply(&mut t, ReplayAction::Toggle);
        assert!(!r.playing);
    }
}
