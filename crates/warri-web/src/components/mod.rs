//! The page's Yew components. None of them knows the rules: they draw view
//! models (`crate::view`) and send actions (`crate::table::Action`).

pub mod board;
pub mod controls;
pub mod rules_table;
pub mod seats;
pub mod share;
pub mod setup;
