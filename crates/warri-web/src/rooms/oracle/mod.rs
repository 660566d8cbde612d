//! The oracle beside the board: its state ([`state`]: the latest values
//! the worker found for the position shown, asked for again and again while
//! it is seen), its panel ([`view`]) and its link parameter ([`link`]).

pub mod link;
pub mod state;
pub mod view;
