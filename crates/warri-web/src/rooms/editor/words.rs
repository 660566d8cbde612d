//! The editor's sentences, in the reader's language: a pit or a store
//! named, and why the edited position cannot be played.

use warri_i18n::words::letter;

use crate::rooms::editor::state::{EditProblem, Place};
use crate::shell::i18n::Tr;
use crate::words::side;

/// A pit or a store, named: "South's pit C", "North's store".
pub fn place(tr: &Tr, place: Place) -> String {
    match place {
        Place::Pit(p) => tr.ta("place-pit", &[("owner", side(p.owner())), ("pit", letter(p).as_str().into())]),
        Place::Store(p) => tr.ta("place-store", &[("owner", side(p))]),
    }
}

/// Why the edited position cannot be played.
pub fn edit_problem(tr: &Tr, e: &EditProblem) -> String {
    match e {
        EditProblem::Empty(at) => tr.ta("edit-empty", &[("place", place(tr, *at).as_str().into())]),
        EditProblem::Count(at, text) => {
            tr.ta("edit-count", &[("place", place(tr, *at).as_str().into()), ("value", text.into())])
        }
        EditProblem::Total(found) => tr.ta("edit-total", &[("count", (*found).into())]),
    }
}
