//! The board editor (`?view=edit`, or *Edit position* from the game): its
//! state ([`state`]: any position, checked as it changes) and its view
//! ([`view`]) and its sentences ([`words`]).

pub mod state;
pub mod view;
pub mod words;
