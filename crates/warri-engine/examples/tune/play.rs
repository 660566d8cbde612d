//! Games between two weight sets at a fixed depth (deterministic: only the
//! evaluation differs), from seeded four-ply openings, each with both
//! colours, on two threads.

use warri_engine::eval::Weights;
use warri_engine::{mix, Engine, NodeLimit};
use warri_rules::{Game, Pit, Player, Variant};

/// One game from opening `opening`; +1 if `a` wins, 0 a draw, −1.
fn game(variant: Variant, (a, b): (Weights, Weights), a_is_south: bool, opening: u64, depth: u32) -> i32 {
    let engine = |w: Weights| {
        let mut e = Engine::with_table_bits(variant.rules(), 16);
        e.set_weights(w);
        e
    };
    let (mut ea, mut eb) = (engine(a), engine(b));
    let mut g = Game::new(variant.rules());
    let mut s = opening;
    for _ in 0..4 {
        let legal: Vec<Pit> = g.legal_moves().collect();
        if legal.is_empty() {
            break;
        }
        s = mix(s);
        g.play(legal[(s % legal.len() as u64) as usize]).expect("a legal move");
    }
    let a_side = if a_is_south { Player::South } else { Player::North };
    while !g.is_over() {
        let e = if g.to_move() == Some(a_side) { &mut ea } else { &mut eb };
        let r = e.search(&g, depth, &mut NodeLimit(u64::MAX)).expect("the game goes on");
        g.play(r.best).expect("a legal move");
    }
    match g.outcome().expect("the game is over").winner {
        Some(w) if w == a_side => 1,
        Some(_) => -1,
        None => 0,
    }
}

/// A match's result for `a`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// `a`'s share of the points.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }

    /// The 95 % interval of the score (normal approximation over the games'
    /// own spread).
    pub fn interval(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let m = self.score();
        let var = (f64::from(self.wins) * (1.0 - m).powi(2)
            + f64::from(self.draws) * (0.5 - m).powi(2)
            + f64::from(self.losses) * m.powi(2))
            / n;
        let half = 1.96 * (var / n).sqrt();
        (m - half, m + half)
    }
}

/// `a` against `b` in `variant`: `openings` openings from `first`, each
/// with both colours.
pub fn play(variant: Variant, ab: (Weights, Weights), openings: u64, first: u64, depth: u32) -> Tally {
    let jobs: Vec<(u64, bool)> = (first..first + openings).flat_map(|o| [(o, true), (o, false)]).collect();
    let results =
        crate::on_two_threads(&jobs, |&(o, south)| game(variant, ab, south, mix(o ^ (variant as u64) << 32), depth));
    let mut t = Tally::default();
    for r in results {
        match r {
            1 => t.wins += 1,
            0 => t.draws += 1,
            _ => t.losses += 1,
        }
    }
    t
}
