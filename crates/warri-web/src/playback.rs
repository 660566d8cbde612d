//! Trace → frames: what the board shows, step by step, while a move is
//! animated. Plain Rust with no web types, so it is tested natively.
//!
//! The game state is authoritative at once; these frames are only what is
//! shown. The last frame of a move always equals the position after it.

use warri_rules::{ByPlayer, EndReason, Outcome, Pit, Player, Position, SeedCounts, SlamEffect, Step};

/// What a frame draws attention to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// Seeds lifted from this pit.
    Pickup(Pit),
    /// A seed dropped into this pit.
    Sow(Pit),
    /// The sowing passes over its own origin.
    Skip(Pit),
    /// This pit is captured into `Player`'s store.
    Capture(Pit, Player),
    /// This pit's seeds are awarded to `Player` at the end.
    Award(Pit, Player),
}

/// What a grand slam led to, read from the whole trace of its move (the
/// rules record it in the steps after [`Step::GrandSlam`]), not from the
/// variant's nominal effect alone: a capture that reaches 25 ends the game
/// before the slam's own consequence (docs/rules.md 1.7 step 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlamThen {
    /// It captures nothing (Oware Abapa): play goes on.
    Nothing,
    /// The captures bring the mover's store to 25: the game ends at once
    /// and nothing is awarded.
    ReachesTwentyFive,
    /// The slam ends the game and the mover takes every seed left (Wahree's
    /// sweep, Wari's forced slam).
    EndsTakingAll,
    /// The opponent, his row empty, cannot move (Barbados Warri).
    OpponentStuck,
    /// The mover moves again and must feed (Caribbean).
    MovesAgain,
    /// The mover should move again but cannot feed: the game ends
    /// (Caribbean).
    MoverStuck,
}

/// A grand slam as it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slam {
    /// Who played it.
    pub player: Player,
    /// What the variant does with a slam.
    pub effect: SlamEffect,
    /// What it led to in this move.
    pub then: SlamThen,
}

impl Slam {
    /// The grand slam of a move, if the move is one.
    pub fn in_trace(trace: &[Step]) -> Option<Slam> {
        let at = trace.iter().position(|s| matches!(s, Step::GrandSlam { .. }))?;
        let Step::GrandSlam { player, effect } = trace[at] else { return None };
        let after = &trace[at + 1..];
        let then = if effect == SlamEffect::CapturesNothing {
            SlamThen::Nothing
        } else if after.iter().any(|s| matches!(s, Step::ExtraMove { .. })) {
            SlamThen::MovesAgain
        } else {
            match after.iter().find_map(|s| if let Step::End(o) = s { Some(o.reason) } else { None }) {
                Some(EndReason::ReachedTwentyFive(_)) => SlamThen::ReachesTwentyFive,
                Some(EndReason::GrandSlam(_)) => SlamThen::EndsTakingAll,
                Some(EndReason::NoLegalMove(p)) if p == player => SlamThen::MoverStuck,
                Some(EndReason::NoLegalMove(_)) => SlamThen::OpponentStuck,
                // Nothing else can follow a capturing slam; fall back on what
                // the variant does with one.
                Some(EndReason::Repetition | EndReason::Resigned(_) | EndReason::DrawAgreed) | None => match effect {
                    SlamEffect::CapturesMoverAgain => SlamThen::MovesAgain,
                    SlamEffect::CapturesAndTakesAll => SlamThen::EndsTakingAll,
                    SlamEffect::Captures | SlamEffect::CapturesNothing => SlamThen::OpponentStuck,
                },
            }
        };
        Some(Slam { player, effect, then })
    }
}

/// An announcement that stays on screen for the rest of the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Banner {
    /// A grand slam, and what it led to (an extra move is part of it).
    GrandSlam(Slam),
    /// The game is over.
    End(Outcome),
}

/// One picture of the board during a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Seeds in each pit.
    pub pits: [u8; 12],
    /// Seeds in each store.
    pub stores: ByPlayer<u8>,
    /// Seeds still in the sower's hand.
    pub hand: u8,
    /// What this frame highlights.
    pub focus: Option<Focus>,
    /// Announcements so far (grand slam, extra move, end).
    pub banners: Vec<Banner>,
    /// How long the frame stays, in ticks of the chosen speed.
    pub ticks: u32,
}

/// Animation speed: milliseconds per tick, `Instant` skips the frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    /// For following every seed.
    Slow,
    /// The default.
    #[default]
    Normal,
    /// Quick.
    Fast,
    /// No animation (also chosen by `prefers-reduced-motion`).
    Instant,
}

impl Speed {
    /// All speeds, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// The key used in the speed `<select>` and in settings.
    pub const fn key(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// The speed with this key.
    pub fn from_key(key: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.key() == key)
    }

    /// Milliseconds per tick; 0 for instant.
    pub const fn tick_ms(self) -> u32 {
        match self {
            Speed::Slow => 320,
            Speed::Normal => 160,
            Speed::Fast => 60,
            Speed::Instant => 0,
        }
    }
}

/// How long each kind of step is shown, in ticks.
fn ticks(step: &Step) -> u32 {
    match step {
        Step::Pickup { .. } => 2,
        Step::Sow { .. } => 1,
        Step::SkipOrigin { .. } => 2,
        Step::GrandSlam { .. } => 8,
        Step::Capture { .. } => 3,
        Step::ExtraMove { .. } => 6,
        Step::Award { .. } => 2,
        Step::End(_) => 2,
    }
}

/// The frames of a move played from `before` whose steps are `trace`: one
/// frame per step, showing the board after that step (the rules' own fold
/// of a trace, [`SeedCounts`]).
pub fn frames(before: &Position, trace: &[Step]) -> Vec<Frame> {
    let slam = Slam::in_trace(trace);
    let mut banners = Vec::new();
    let counts = SeedCounts::after_each_step(before, trace);
    let out = trace.iter().zip(counts).map(|(step, c)| {
        let focus = match *step {
            Step::Pickup { pit, .. } => Some(Focus::Pickup(pit)),
            Step::Sow { pit, .. } => Some(Focus::Sow(pit)),
            Step::SkipOrigin { pit } => Some(Focus::Skip(pit)),
            Step::GrandSlam { .. } => {
                banners.extend(slam.map(Banner::GrandSlam));
                None
            }
            Step::Capture { pit, player, .. } => Some(Focus::Capture(pit, player)),
            // Told by the grand slam's banner.
            Step::ExtraMove { .. } => None,
            Step::Award { pit, player, .. } => Some(Focus::Award(pit, player)),
            Step::End(outcome) => {
                banners.push(Banner::End(outcome));
                None
            }
        };
        Frame { pits: c.pits, stores: c.stores, hand: c.hand, focus, banners: banners.clone(), ticks: ticks(step) }
    });
    out.collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::{Game, Variant};

    fn letter(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    /// Milliseconds from the first frame to the end of the last at `speed`
    /// (as the playback hook times them).
    fn duration_ms(frames: &[Frame], speed: Speed) -> u32 {
        frames.iter().map(|f| f.ticks * speed.tick_ms()).sum()
    }

    #[test]
    fn seeds_drop_one_at_a_time_and_the_last_frame_is_the_new_position() {
        let mut game = Game::new(Variant::Abapa.rules());
        let before = *game.position();
        let trace = game.play(letter('C')).unwrap();
        let f = frames(&before, &trace);
        assert_eq!(f.len(), 5, "pickup and four drops");
        assert_eq!(f[0].pits[2], 0);
        assert_eq!(f[0].hand, 4);
        // pit D (3) goes 4 → 5 on the first drop, E still 4.
        assert_eq!((f[1].pits[3], f[1].pits[4]), (5, 4));
        assert_eq!(f[1].hand, 3);
        let last = f.last().unwrap();
        assert_eq!(&last.pits, game.position().pits());
        assert_eq!(last.stores, game.position().stores());
        assert_eq!(last.hand, 0);
    }

    #[test]
    fn a_lap_shows_the_skipped_origin() {
        let pos: Position = "12-0-1-0-0-0-1-0-2-0-1-0-16-15-S".parse().unwrap();
        let mut game = Game::from_position(Variant::Abapa.rules(), pos);
        let trace = game.play(letter('A')).unwrap();
        let f = frames(&pos, &trace);
        assert!(f.iter().any(|fr| fr.focus == Some(Focus::Skip(letter('A')))));
        assert_eq!(f.iter().filter(|fr| matches!(fr.focus, Some(Focus::Sow(_)))).count(), 12);
    }

    #[test]
    fn captures_empty_into_the_store_in_chain_order_after_the_slam_banner() {
        // E9 in Bridgetown: grand slam, captures b then a, then the split.
        let pos: Position = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse().unwrap();
        let mut game = Game::from_position(Variant::Bridgetown.rules(), pos);
        let trace = game.play(letter('F')).unwrap();
        let f = frames(&pos, &trace);
        let captures: Vec<Pit> = f
            .iter()
            .filter_map(|fr| match fr.focus {
                Some(Focus::Capture(p, Player::South)) => Some(p),
                _ => None,
            })
            .collect();
        assert_eq!(captures, [letter('b'), letter('a')]);
        let first_capture = f.iter().position(|fr| matches!(fr.focus, Some(Focus::Capture(..)))).unwrap();
        assert_eq!(
            f[first_capture].banners[0],
            Banner::GrandSlam(Slam {
                player: Player::South,
                effect: SlamEffect::Captures,
                then: SlamThen::OpponentStuck
            })
        );
        let last = f.last().unwrap();
        assert!(matches!(last.banners.last(), Some(Banner::End(_))));
        assert_eq!(last.stores, ByPlayer::new(26, 22));
        assert_eq!(last.pits, [0; 12]);
    }

    fn slam_of(variant: Variant, position: &str) -> Option<Slam> {
        let mut game = Game::from_position(variant.rules(), position.parse().unwrap());
        let trace = game.play(letter('F')).unwrap();
        Slam::in_trace(&trace)
    }

    #[test]
    fn a_slam_is_told_by_what_it_led_to() {
        let then = |v, p| slam_of(v, p).map(|s| s.then);
        let e9 = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S";
        assert_eq!(then(Variant::Abapa, e9), Some(SlamThen::Nothing));
        assert_eq!(then(Variant::Bridgetown, e9), Some(SlamThen::OpponentStuck));
        assert_eq!(then(Variant::Wahree, e9), Some(SlamThen::EndsTakingAll));
        // Caribbean: South captures, then cannot feed North (A and C do not
        // reach North's row): the game ends, nobody moves again.
        assert_eq!(then(Variant::Caribbean, e9), Some(SlamThen::MoverStuck));
        // Caribbean with a feeding move left: South moves again.
        assert_eq!(then(Variant::Caribbean, "6-0-0-0-0-2-1-1-0-0-0-0-19-19-S"), Some(SlamThen::MovesAgain));
        // A sweep that reaches 25 ends the game at once, with no award.
        let to25 = "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S";
        assert_eq!(then(Variant::Wahree, to25), Some(SlamThen::ReachesTwentyFive));
        assert_eq!(then(Variant::Caribbean, to25), Some(SlamThen::ReachesTwentyFive));
        assert_eq!(slam_of(Variant::Abapa, "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"), None);
    }

    #[test]
    fn an_extra_move_is_shown_once_as_part_of_the_slam() {
        let pos: Position = "6-0-0-0-0-2-1-1-0-0-0-0-19-19-S".parse().unwrap();
        let mut game = Game::from_position(Variant::Caribbean.rules(), pos);
        let trace = game.play(letter('F')).unwrap();
        assert!(trace.iter().any(|s| matches!(s, Step::ExtraMove { .. })));
        let f = frames(&pos, &trace);
        assert_eq!(f.last().unwrap().banners.len(), 1, "{:?}", f.last().unwrap().banners);
    }

    #[test]
    fn instant_takes_no_time_and_slow_takes_longest() {
        let mut game = Game::new(Variant::Wahree.rules());
        let before = *game.position();
        let trace = game.play(letter('A')).unwrap();
        let f = frames(&before, &trace);
        assert_eq!(duration_ms(&f, Speed::Instant), 0);
        assert!(duration_ms(&f, Speed::Slow) > duration_ms(&f, Speed::Normal));
        assert!(duration_ms(&f, Speed::Normal) > duration_ms(&f, Speed::Fast));
    }
}
