//! The oracle beside the board: its state ([`state`]: the latest values
//! the worker found for the position shown, asked for again and again while
//! it is seen) and its panel ([`view`]).

pub mod state;
pub mod view;
