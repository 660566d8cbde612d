//! The game page's hint, carried out on its state: asked for by a person
//! whose turn it is, looked for by the engine (the same task weighs a draw
//! offered to the computer), shown while the game stands as it was asked
//! about, and its failure said. The hint's types and the panel that words
//! them are [`super::hint`].

use warri_rules::Pit;

use crate::engine::worker::{Failure, Request, Task};
use crate::rooms::game::ending::{self, Ask};
use crate::rooms::game::hint::{Hint, HintState, HINT_MS};
use crate::rooms::game::page::{Page, View};

impl Page {
    /// *Hint*: looked for, if a person may ask now.
    pub(super) fn ask_hint(&mut self) {
        if self.can_hint() {
            self.hint = Some(Hint { generation: self.table.generation, state: HintState::Looking });
        }
    }

    /// The engine's scores for the game at `id`: the answer to a draw
    /// offered to the computer, and the hint, each if still awaited.
    pub(super) fn take_scores(&mut self, id: u32, scores: Vec<(Pit, i32)>) {
        if self.ask == Some(Ask::Weighing(id)) && id == self.table.generation {
            self.end_in_draw(ending::computer_accepts(&scores));
        }
        if self.looking(id) {
            self.hint = Some(Hint { generation: id, state: HintState::Scores(scores) });
        }
    }

    /// The engine could not weigh the game at `id`: said where it was
    /// awaited (a draw offered to the computer is forgotten).
    pub(super) fn scores_failed(&mut self, id: u32, why: Failure) {
        if self.ask == Some(Ask::Weighing(id)) {
            self.ask = None;
            self.notices.push(crate::notice::Notice::Engine(why));
        }
        if self.looking(id) {
            self.hint = Some(Hint { generation: id, state: HintState::Failed(why) });
        }
    }

    /// Whether the hint about the game at `id`, as it stands, is awaited.
    fn looking(&self, id: u32) -> bool {
        let now = self.table.generation;
        self.hint.as_ref().is_some_and(|h| h.generation == id && id == now && h.state == HintState::Looking)
    }

    /// Whether a person may ask for a hint now.
    pub fn can_hint(&self) -> bool {
        self.view == View::Game && !self.table.busy() && self.table.human_to_move()
    }

    /// The request for the hint being looked for.
    pub fn hint_request(&self) -> Option<Request> {
        let h = self.hint.as_ref().filter(|h| self.looking(h.generation))?;
        Some(self.scores_request(h.generation))
    }

    /// The request for the computer's view of a draw offered to it: every
    /// move's score for the offerer, as a hint asks.
    pub fn draw_request(&self) -> Option<Request> {
        let generation = self.table.generation;
        (self.ask == Some(Ask::Weighing(generation))).then(|| self.scores_request(generation))
    }

    /// The engine's task of weighing every move of the game as it stands.
    fn scores_request(&self, generation: u32) -> Request {
        let task = Task::Hint { movetime_ms: HINT_MS };
        Request::about(generation, self.table.settings.variant, &self.table.game, task)
    }

    /// The hint to show: the one about the game as it stands, once no move
    /// is being animated.
    pub fn shown_hint(&self) -> Option<&Hint> {
        self.hint.as_ref().filter(|h| h.generation == self.table.generation && !self.table.busy())
    }

    /// The pit the shown hint suggests.
    pub fn hinted(&self) -> Option<Pit> {
        match &self.shown_hint()?.state {
            HintState::Scores(scores) => scores.first().map(|&(p, _)| p),
            HintState::Looking | HintState::Failed(_) => None,
        }
    }
}
