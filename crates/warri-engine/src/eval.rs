//! The static evaluation: what strong players value, in centi-seeds for the
//! player to move. Captured seeds dominate; then what the board promises,
//! read as a few [`Feature`]s: seeds on one's own side (they count at the
//! end in most variants and feed mobility), empty pits on either side (a
//! pit one cannot sow from; an opponent short of moves), pits of 1–2 seeds
//! on either side (the captures of the next move), a large accumulation of
//! 12 or more seeds (a "kroo", which laps the board and strikes), and pits
//! whose seeds reach the other side.
//!
//! Each variant has its own weights ([`Weights::of`]), fitted by
//! regression on positions from self-play labelled by deep searches and
//! the endgame tables (`cargo xtask tune fit`, figures in BENCHMARKS.md).
//! (Weights blended between a full board and an empty one fitted closer
//! and played worse: they are not used.)

use warri_rules::{Pit, Player, Position, Rules, Variant};

/// How many [`Feature`]s the evaluation reads.
pub const FEATURES: usize = 8;

/// What the evaluation reads of a position, for the player to move ("mine")
/// against the opponent ("theirs").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// Seeds on my side less seeds on theirs.
    Side,
    /// My empty pits.
    MyEmpty,
    /// Their empty pits.
    TheirEmpty,
    /// My pits of 1 or 2 seeds (what they may capture next).
    MyLow,
    /// Their pits of 1 or 2 seeds (what I may capture next).
    TheirLow,
    /// My pits of 12 seeds or more less theirs.
    Kroo,
    /// My pits whose seeds reach their side less theirs that reach mine.
    Reach,
    /// The seeds their best move would capture from my side next, if it
    /// were theirs to move (a move that laps the board aside).
    Threat,
}

impl Feature {
    /// Every feature, in the order of [`features`] and of the weights.
    pub const ALL: [Feature; FEATURES] = [
        Feature::Side,
        Feature::MyEmpty,
        Feature::TheirEmpty,
        Feature::MyLow,
        Feature::TheirLow,
        Feature::Kroo,
        Feature::Reach,
        Feature::Threat,
    ];

    /// Its name in the tuning tool's output.
    pub const fn name(self) -> &'static str {
        match self {
            Feature::Side => "side",
            Feature::MyEmpty => "my-empty",
            Feature::TheirEmpty => "their-empty",
            Feature::MyLow => "my-low",
            Feature::TheirLow => "their-low",
            Feature::Kroo => "kroo",
            Feature::Reach => "reach",
            Feature::Threat => "threat",
        }
    }
}

/// The evaluation weights, in centi-seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per captured seed of difference (the scale: 100).
    pub store: i32,
    /// Per unit of each [`Feature`], in [`Feature::ALL`]'s order.
    pub features: [i32; FEATURES],
}

impl Weights {
    /// One set for every variant, tuned by self-play at depth 5 to 7
    /// (`examples/tune.rs` before issue 38: side 6, mobility 103, target 8,
    /// liability 5, kroo 40; mobility is their empty pits less mine). The
    /// engine's only set until each variant had its own; what the fitted
    /// sets are measured against.
    pub const UNIFORM: Weights = Weights::new([6, -103, 103, -5, 8, 40, 0, 0]);

    /// These feature weights, 100 per captured seed.
    pub const fn new(features: [i32; FEATURES]) -> Weights {
        Weights { store: 100, features }
    }

    /// The value of a position with these `features` and `stores` (the
    /// mover's captured seeds less the opponent's), for the player to move.
    pub fn value(&self, features: &[i32; FEATURES], stores: i32) -> i32 {
        let board: i32 = features.iter().zip(&self.features).map(|(f, w)| f * w).sum();
        self.store * stores + board
    }

    /// The weights of `variant`. Each fitted set is `cargo xtask tune fit
    /// --games 2200 --depth 12 --seed 1`'s (150,000–172,000 quiet positions
    /// of its variant from 2,200 self-play games, each labelled by a 12-ply
    /// search with the 12-seed tables; 980,436 in all), kept where it beat
    /// [`Weights::UNIFORM`] over 2,000 games at depth 9 (`cargo xtask tune
    /// match --openings 1000`; each set's error and score in BENCHMARKS.md).
    pub const fn of(variant: Variant) -> Weights {
        match variant {
            Variant::Abapa => Weights::new([-1, -182, 169, -28, 30, 177, -50, -26]),
            Variant::Wari => Weights::new([-2, -191, 178, -30, 33, 184, -50, -27]),
            Variant::Caribbean => Weights::new([-2, -193, 180, -31, 33, 196, -52, -28]),
            // Its fitted set, [-2, -181, 168, -58, 65, 163, -24, -24], scored
            // 48.7 % against the uniform one: the uniform one stays.
            Variant::Speightstown => Weights::UNIFORM,
            Variant::Bridgetown => Weights::new([0, -154, 142, -40, 43, 163, -36, -20]),
            Variant::Wahree => Weights::new([1, -179, 166, -21, 23, 170, -56, -27]),
        }
    }

    /// The weights for `rules`: those of the variant with these rules, else
    /// (rules of no named variant) [`Weights::UNIFORM`].
    pub fn for_rules(rules: &Rules) -> Weights {
        Variant::ALL.into_iter().find(|v| v.rules() == *rules).map_or(Weights::UNIFORM, Weights::of)
    }
}

/// The [`Feature`]s of `pos` for the player to move, in [`Feature::ALL`]'s
/// order.
#[inline]
pub fn features(pos: &Position) -> [i32; FEATURES] {
    use Feature::*;
    let me = pos.to_move();
    let mut f = [0; FEATURES];
    for (player, sign) in [(me, 1), (me.opponent(), -1)] {
        let (empty, low) = if player == me { (MyEmpty, MyLow) } else { (TheirEmpty, TheirLow) };
        for r in 0..6 {
            let seeds = i32::from(pos.seeds(Pit::of(player, r)));
            f[Side as usize] += sign * seeds;
            f[empty as usize] += i32::from(seeds == 0);
            f[low as usize] += i32::from(seeds == 1 || seeds == 2);
            f[Kroo as usize] += sign * i32::from(seeds >= 12);
            f[Reach as usize] += sign * i32::from(seeds >= 6 - r as i32);
        }
    }
    f[Threat as usize] = threat(pos, me);
    f
}

/// The most seeds one move of `me`'s opponent would capture from `me`'s
/// row, with its chain, if it were the opponent's turn; a move of 12
/// seeds or more (it laps the board) is not counted.
fn threat(pos: &Position, me: Player) -> i32 {
    let mine = |k: usize| i32::from(pos.seeds(Pit::of(me, k)));
    let mut best = 0;
    for r in 0..6 {
        let seeds = usize::from(pos.seeds(Pit::of(me.opponent(), r)));
        // Its last seed in my row's pit `k`, having passed my pits before it.
        let Some(k) = (r + seeds).checked_sub(6).filter(|&k| seeds > 0 && seeds < 12 && k < 6) else {
            continue;
        };
        let taken: i32 = (0..=k).rev().map(mine).take_while(|&t| t == 1 || t == 2).map(|t| t + 1).sum();
        best = best.max(taken);
    }
    best
}

/// Evaluates `pos` for the player to move.
#[inline]
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let me: Player = pos.to_move();
    let stores = pos.stores();
    w.value(&features(pos), i32::from(stores[me]) - i32::from(stores[me.opponent()]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_even_and_captures_count_most() {
        let start = Position::start();
        for v in Variant::ALL {
            assert_eq!(evaluate(&start, &Weights::of(v)), 0, "{v:?}");
        }
        let ahead: Position = "4-4-4-4-4-4-4-4-4-4-4-0-4-0-S".parse().unwrap();
        assert!(evaluate(&ahead, &Weights::UNIFORM) >= 350, "4 seeds up");
        let behind: Position = "4-4-4-4-4-4-4-4-4-4-4-0-4-0-N".parse().unwrap();
        assert!(evaluate(&behind, &Weights::UNIFORM) <= -350);
    }

    #[test]
    fn a_pit_reaches_the_other_side_when_its_seeds_pass_the_last_pit_of_its_row() {
        // Hand-worked: South's pits A–F hold 6, 5, 4, 3, 2, 1: each reaches
        // North's side exactly (6 − r seeds from the r-th pit); North's
        // pits hold one seed short of it: none of theirs reaches.
        let pos: Position = "6-5-4-3-2-1-5-4-3-2-1-0-6-6-S".parse().unwrap();
        let f = features(&pos);
        assert!(Feature::ALL.iter().enumerate().all(|(i, &x)| x as usize == i), "a feature's index is its place");
        assert_eq!(f[Feature::Reach as usize], 6);
        assert_eq!(f[Feature::Side as usize], 21 - 15);
        assert_eq!(f[Feature::TheirEmpty as usize], 1);
        assert_eq!(f[Feature::TheirLow as usize], 2);
        assert_eq!(f[Feature::MyLow as usize], 2);
        assert_eq!(f[Feature::MyEmpty as usize], 0);
        assert_eq!(f[Feature::Threat as usize], 0, "North's moves end in North's row or an empty pit");
        // And in play: every one of South's moves sows into North's row.
        let rules = Variant::Abapa.rules();
        for r in 0..6 {
            let mut after = pos;
            after.play_unchecked(&rules, Pit::of(Player::South, r));
            let north: u32 = (0..6).map(|i| u32::from(after.seeds(Pit::of(Player::North, i)))).sum();
            assert!(north > 15 || after.stores()[Player::South] > 0, "pit {r} reaches North");
        }
    }

    #[test]
    fn the_threat_is_what_the_opponents_best_move_would_capture_with_its_chain() {
        // Hand-worked: South to move, A 1, B 2, C empty. North's D (4 seeds)
        // or F (2) ends in B: B 3 and A 2 are taken, 5 seeds; North's C
        // (4) ends in A: 2 seeds; North's E (4) ends in the empty C; North's
        // A and B end in North's own row.
        let pos: Position = "1-2-0-4-4-4-4-4-4-4-4-2-5-6-S".parse().unwrap();
        assert_eq!(features(&pos)[Feature::Threat as usize], 5);
        // The rules agree, had North the move.
        let north: Position = "1-2-0-4-4-4-4-4-4-4-4-2-5-6-N".parse().unwrap();
        let rules = Variant::Abapa.rules();
        let best = (0..6)
            .map(|r| {
                let mut after = north;
                after.play_unchecked(&rules, Pit::of(Player::North, r));
                i32::from(after.stores()[Player::North]) - 6
            })
            .max();
        assert_eq!(best, Some(5));
    }
}
