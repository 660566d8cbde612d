//! Small components every room may use. None of them knows the rules: they
//! draw what they are given and send what is clicked.

pub mod choice;
pub mod diagram;
pub mod icons;
pub mod kept;
pub mod lang_select;
pub mod links;
pub mod move_values;
pub mod notices;
pub mod rules_table;
pub mod seats;
pub mod speed;
pub mod steps;
