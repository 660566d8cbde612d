//! The options shared by the commands that start from a game (`--variant`,
//! `--position`, `--moves`), and the wording of bad input.

use clap::Args;
use warri_rules::{Game, ListedMove, Position, Variant};

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
            Some(text) => text.parse::<Position>().map_err(|e| Failure(format!("--position \"{text}\": {e}")))?,
        };
        Ok((variant, Game::from_position(variant.rules(), position)))
    }
}

/// Reads a move list (the rules crate's one parser: letters separated by
/// spaces or commas).
pub fn parse_moves(text: &str) -> Result<Vec<ListedMove>, Failure> {
    warri_rules::parse_moves(text).map_err(|e| Failure(e.to_string()))
}

/// Plays move number `n` (1-based) of the list `text`, wording an illegal
/// one with the legal alternatives (or the result, once the game is over).
pub fn play(game: &mut Game, text: &str, n: usize, m: &ListedMove) -> Result<(), Failure> {
    m.play_in(game, text, n).map(drop).map_err(|error| {
        let tail = match game.outcome() {
            Some(o) => format!(" ({o})"),
            None => format!("; legal moves are {}", game.legal_moves()),
        };
        Failure(format!("{error}{tail}"))
    })
}
