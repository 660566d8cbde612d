//! Learning the games, as plain data over the rules crate:
//! - [`goal`]: what a lesson task asks for ("capture five seeds in one move",
//!   "win the game now"), judged for any move by playing it with
//!   `warri-rules`, so a task's answer is whatever the rules say it is;
//! - [`lesson`]: a lesson file (`web/lessons/ID.json`, every language in
//!   one file) read and checked once into a [`lesson::Lesson`], with typed
//!   errors that name what is wrong;
//! - [`rules_page`]: each variant's complete rules page, its paragraphs
//!   chosen by the variant's [`warri_rules::Rules`] values and its pictures
//!   played by the rules crate, so that it cannot disagree with the game;
//! - [`glossary`]: the glossary's terms and where each first appears in
//!   the lessons, found in the lessons themselves.
//!
//! The words are the front end's (`web/learn/*.ftl`, `web/lessons/*.json`);
//! nothing here formats a sentence.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod glossary;
pub mod goal;
pub mod lesson;
pub mod marks;
pub mod rules_page;

pub use goal::{Effect, Goal, Judgement, Miss};
pub use lesson::{Course, Lesson, LessonError, Task, Texts};
