//! What the page says about bad input and about trouble: a bad link
//! parameter, saved data that cannot be read, a record that cannot be
//! imported, a computer that could not move. Each notice carries its cause
//! typed (the rules' `PositionError` and `MoveError`, the engine's
//! `LevelError`, the record's and the saved data's own problems, the
//! worker's failure) and is worded only when shown (`words::notice`), so it
//! always reads in the page's language, also after the language changes.

use warri_engine::LevelError;
use warri_rules::{MoveError, Player, PositionError, UnknownVariant, Variant};

use crate::engine::worker::Failure;
use crate::record::RecordError;
use crate::shell::address::AddressProblem;
use crate::shell::i18n::LangProblem;
use crate::shell::look::LookProblem;
use crate::shell::store::{Kept, Unreadable};
use crate::storage::SavedProblem;

/// Something the page says about bad input or trouble.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A link parameter this version does not know.
    UnknownParam(String),
    /// `variant=` names no variant.
    Variant(String),
    /// `position=` is malformed.
    Position(String, PositionError),
    /// `moves=` cannot be played in this variant.
    Moves(Variant, MoveError),
    /// `end=` is not `resign-south`, `resign-north` or `draw`.
    End(String),
    /// `level=` is not 1–6 (the computer plays at `Level::DEFAULT`).
    Level(LevelError),
    /// `south=`/`north=` is not human or computer.
    Seat(Player, String),
    /// What every page reads of its link (`lang=`, `view=`) names nothing.
    Address(AddressProblem),
    /// `theme=` names no theme.
    Theme(String),
    /// A switch (`flip=`, `embed=`, `rules=`, `autoplay=`, `loop=`,
    /// `analysis=`) is not 1 or 0: its name and value.
    Switch(&'static str, String),
    /// `ply=` is not a move of the game: the value, and the game's length.
    Ply(String, usize),
    /// A caption (`cN=`) is for a ply beyond the game: its name, and the
    /// game's length.
    Caption(String, usize),
    /// The saved game could not be read (it is kept).
    Saved(Unreadable<SavedProblem>),
    /// The list of lessons already offered could not be read (it is kept):
    /// the line that names no variant.
    Offered(Unreadable<UnknownVariant>),
    /// The saved look and sound could not be read (it is kept).
    Look(Unreadable<LookProblem>),
    /// The language the player chose could not be read (it is kept).
    Language(Unreadable<LangProblem>),
    /// An imported record could not be read.
    Record(RecordError),
    /// The computer could not choose its move.
    Engine(Failure),
}

impl Notice {
    /// Where the saved data it is about is kept, if it is about saved data
    /// that could not be read.
    pub fn kept(&self) -> Option<&Kept> {
        match self {
            Notice::Saved(u) => Some(&u.kept),
            Notice::Offered(u) => Some(&u.kept),
            Notice::Look(u) => Some(&u.kept),
            Notice::Language(u) => Some(&u.kept),
            _ => None,
        }
    }
}
