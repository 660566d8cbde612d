//! The page's Yew components. None of them knows the rules: they draw view
//! models (`crate::view`) and the page's state (`crate::page`), and send
//! actions.

pub mod board;
pub mod controls;
pub mod diagram;
pub mod editor;
pub mod hint;
pub mod lang_select;
pub mod learn;
pub mod lessons;
pub mod notices;
pub mod oracle;
pub mod puzzles;
pub mod replay;
pub mod review;
pub mod rules_page;
pub mod rules_table;
pub mod seats;
pub mod setup;
pub mod share;
