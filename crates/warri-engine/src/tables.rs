//! Endgame tables (being written).
