//! The options shared by the commands that start from a game (`--variant`,
//! `--position`), move-list parsing, and the wording of bad input.

use clap::Args;
use warri_rules::{Game, Pit, Position, Variant};

use crate::Failure;

/// Where a game starts.
#[derive(Args)]
pub struct GameArgs {
    /// Variant key: abapa, wari, caribbean, speightstown, bridgetown, wahree.
    #[arg(long, default_value = "abapa")]
    variant: String,
    /// Start position in warri notation, e.g. 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S.
    #[arg(long)]
    position: Option<String>,
}

impl GameArgs {
    /// The variant and a game at the start or the given position.
    pub fn start(&self) -> Result<(Variant, Game), Failure> {
        let variant: Variant = self.variant.parse().map_err(|e| Failure(format!("--variant: {e}")))?;
        let position = match &self.position {
            None => Position::start(),
            Some(text) => text
                .parse::<Position>()
                .map_err(|e| Failure(format!("--position \"{text}\": {e}")))?,
        };
        Ok((variant, Game::from_position(variant.rules(), position)))
    }
}

/// Splits a move list on spaces and commas; each token must be one letter.
pub fn parse_moves(text: &str) -> Result<Vec<(String, Pit)>, Failure> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .enumerate()
        .map(|(i, t)| {
            t.parse::<Pit>()
                .map(|p| (t.to_string(), p))
                .map_err(|e| Failure(format!("move {} \"{t}\": {e}", i + 1)))
        })
        .collect()
}

/// Plays move number `n` (1-based), wording an illegal one with the legal
/// alternatives.
pub fn play(game: &mut Game, n: usize, text: &str, pit: Pit) -> Result<(), Failure> {
    game.play(pit).map(drop).map_err(|e| {
        let tail = match game.outcome() {
            Some(o) => format!(" ({o})"),
            None => format!("; legal moves are {}", game.legal_moves()),
        };
        Failure(format!("move {n} \"{text}\": {e}{tail}"))
    })
}
