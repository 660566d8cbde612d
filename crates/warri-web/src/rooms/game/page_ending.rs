//! The game page's actions about ending a game early, carried out on its
//! state: resigning, offering and answering a draw (the rules of who may
//! and what the computer answers are [`super::ending`]'s).

use warri_rules::Agreement;

use crate::rooms::game::ending::{draw_offerer, resigner, to_computer, Ask};
use crate::rooms::game::page::{Page, PageAction, View};
use crate::table::Action;

impl Page {
    /// The actions about ending the game early: resigning (asked once
    /// more), offering a draw and answering one, forgetting the question.
    pub(super) fn apply_ending(&mut self, action: PageAction) {
        match action {
            PageAction::Resign => self.ask = resigner(&self.table).map(Ask::Resign),
            PageAction::ConfirmResign => {
                if let Some(Ask::Resign(p)) = self.ask {
                    self.table.apply(Action::End(Agreement::Resigned(p)));
                }
            }
            PageAction::OfferDraw => self.offer_draw(),
            PageAction::AnswerDraw(accepted) => {
                if matches!(self.ask, Some(Ask::DrawOffered(_))) {
                    self.end_in_draw(accepted);
                }
            }
            PageAction::CancelAsk => self.ask = None,
            _ => {}
        }
    }

    /// Offers a draw for the person to move: to the computer, which weighs
    /// it, or to the other person here.
    pub(super) fn offer_draw(&mut self) {
        let Some(by) = draw_offerer(&self.table).filter(|_| self.view == View::Game) else { return };
        self.ask = Some(if to_computer(&self.table, by) {
            Ask::Weighing(self.table.generation)
        } else {
            Ask::DrawOffered(by)
        });
    }

    /// Ends the game in a draw if the offer was accepted; else says so
    /// (the computer's refusal) or forgets it.
    pub(super) fn end_in_draw(&mut self, accepted: bool) {
        if accepted {
            self.table.apply(Action::End(Agreement::Draw));
        }
        self.ask = match self.ask {
            Some(Ask::Weighing(g)) if !accepted => Some(Ask::Declined(g)),
            _ => None,
        };
    }
}
