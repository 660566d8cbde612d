//! Which sounds a move makes: read from the frames the board shows while
//! the move is animated (`crate::playback`), so a sound is heard when the
//! seed it stands for is seen to fall. Plain Rust with no web types,
//! tested natively; `super::synth` turns each cue into sound.

use warri_rules::{Outcome, Player};

use crate::playback::{Banner, Focus, Frame};

/// One sound of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// Seeds lifted from a pit.
    Pickup,
    /// A seed dropped into an empty pit.
    DropEmpty,
    /// A seed dropped onto seeds already in the pit.
    DropFull,
    /// A pit's seeds poured into a store (a capture or the end's award).
    Capture,
    /// A grand slam (Wahree's sweep among them).
    Slam,
    /// The game ended and the side on this device won.
    Won,
    /// The game ended and the side on this device lost.
    Lost,
    /// The game ended in a draw.
    Draw,
    /// A click the rules refuse.
    Illegal,
}

/// The cues `frame` makes as it is shown, `before` being the frame shown
/// just before it in the same move (`None` for a move's first frame). The
/// game's end is not one of them: [`end_cue`] tells it for the player.
pub fn frame_cues(before: Option<&Frame>, frame: &Frame) -> Vec<Cue> {
    let mut cues: Vec<Cue> = frame.focus.and_then(|f| focus_cue(before, frame, f)).into_iter().collect();
    let slam = |f: &Frame| f.banners.iter().any(|b| matches!(b, Banner::GrandSlam(_)));
    if slam(frame) && !before.is_some_and(slam) {
        cues.push(Cue::Slam);
    }
    cues
}

/// The cue of what a frame highlights, if it makes one (passing over the
/// origin makes none).
fn focus_cue(before: Option<&Frame>, frame: &Frame, focus: Focus) -> Option<Cue> {
    match focus {
        Focus::Pickup(_) => Some(Cue::Pickup),
        Focus::Sow(pit) => {
            // One seed falls per sowing step: the pit held one fewer before.
            let i = pit.index();
            let had = before.map_or(frame.pits[i].saturating_sub(1), |b| b.pits[i]);
            Some(if had == 0 { Cue::DropEmpty } else { Cue::DropFull })
        }
        Focus::Skip(_) => None,
        Focus::Capture(..) | Focus::Award(..) => Some(Cue::Capture),
    }
}

/// The cue of a finished game for `mine`, the side played on this device;
/// with no single side there (two people at one device, or two computers),
/// a win is cheered as won and a draw is a draw.
pub fn end_cue(outcome: &Outcome, mine: Option<Player>) -> Cue {
    match (outcome.winner, mine) {
        (None, _) => Cue::Draw,
        (Some(winner), Some(me)) if winner != me => Cue::Lost,
        (Some(_), _) => Cue::Won,
    }
}

/// The cues of a whole move played at the instant speed, where no frame is
/// shown, in the order they happen: one drop for the sowing (as the last
/// seed fell, the seed the move's outcome hangs on), the slam if it is one,
/// and one capture if anything went into a store.
pub fn instant_cues(frames: &[Frame]) -> Vec<Cue> {
    let (mut drop, mut slam, mut capture) = (None, None, None);
    let mut before = None;
    for frame in frames {
        for cue in frame_cues(before, frame) {
            match cue {
                Cue::DropEmpty | Cue::DropFull => drop = Some(cue),
                Cue::Slam => slam = Some(cue),
                Cue::Capture => capture = Some(cue),
                _ => {}
            }
        }
        before = Some(frame);
    }
    [drop, slam, capture].into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playback::frames;
    use warri_rules::{Award, ByPlayer, EndReason, Game, Pit, Position, Variant};

    use Cue::{Capture, DropEmpty, DropFull, Pickup, Slam};

    /// The frames of `pit` played from `position` in `variant`.
    fn move_frames(variant: Variant, position: Position, pit: char) -> Vec<Frame> {
        let mut game = Game::from_position(variant.rules(), position);
        let trace = game.play(Pit::from_letter(pit).unwrap()).unwrap();
        frames(&position, &trace)
    }

    /// Every frame's cues, as the playback shows them one after another.
    fn shown(frames: &[Frame]) -> Vec<Vec<Cue>> {
        (0..frames.len()).map(|i| frame_cues(i.checked_sub(1).map(|j| &frames[j]), &frames[i])).collect()
    }

    fn outcome(winner: Option<Player>) -> Outcome {
        let score = match winner {
            Some(Player::South) => ByPlayer::new(25, 23),
            Some(Player::North) => ByPlayer::new(23, 25),
            None => ByPlayer::new(24, 24),
        };
        let reason = winner.map_or(EndReason::Repetition, EndReason::ReachedTwentyFive);
        Outcome { winner, score, reason, award: Award::Kept, awarded: ByPlayer::new(0, 0), left_on_board: 0 }
    }

    #[test]
    fn the_opening_c_lifts_four_seeds_onto_four_full_pits() {
        // Abapa's start, C: four seeds into D, E, F and a, each holding 4.
        let start = *Game::new(Variant::Abapa.rules()).position();
        let f = move_frames(Variant::Abapa, start, 'C');
        let expected = [vec![Pickup], vec![DropFull], vec![DropFull], vec![DropFull], vec![DropFull]];
        assert_eq!(shown(&f), expected);
        assert_eq!(instant_cues(&f), [DropFull]);
    }

    #[test]
    fn a_lap_clicks_on_seeds_and_tocks_in_empty_pits_and_skips_silently() {
        // A holds 12: B 0→1, C 1→2, D E F 0→1, a 1→2, b 0→1, c 2→3, d 0→1,
        // e 1→2, f 0→1, A is passed over, then B 1→2 (South's own: no
        // capture).
        let pos: Position = "12-0-1-0-0-0-1-0-2-0-1-0-16-15-S".parse().unwrap();
        let f = move_frames(Variant::Abapa, pos, 'A');
        let drops = [
            DropEmpty, DropFull, DropEmpty, DropEmpty, DropEmpty, DropFull, DropEmpty, DropFull, DropEmpty, DropFull,
            DropEmpty,
        ];
        let mut expected = vec![vec![Pickup]];
        expected.extend(drops.iter().map(|c| vec![*c]));
        expected.extend([vec![], vec![DropFull]]);
        assert_eq!(shown(&f), expected);
        assert_eq!(instant_cues(&f), [DropFull]);
    }

    #[test]
    fn a_capture_pours_each_pit_of_the_chain() {
        // E holds 3: F 0→1, a 1→2, b 2→3; b (3) then a (2) are captured,
        // F is South's own and ends the chain; c keeps North's 4 seeds, so
        // no slam, and South's store reaches only 19 + 5 = 24.
        let pos: Position = "0-0-0-0-3-0-1-2-4-0-0-0-19-19-S".parse().unwrap();
        let f = move_frames(Variant::Abapa, pos, 'E');
        let expected = [vec![Pickup], vec![DropEmpty], vec![DropFull], vec![DropFull], vec![Capture], vec![Capture]];
        assert_eq!(shown(&f), expected);
        assert_eq!(f.last().unwrap().stores, ByPlayer::new(24, 19));
        assert_eq!(instant_cues(&f), [DropFull, Capture]);
    }

    #[test]
    fn an_abapa_slam_sounds_once_and_captures_nothing() {
        // F holds 2: a 1→2, b 1→2 would take North's whole row; Abapa
        // sows it and captures nothing.
        let pos: Position = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse().unwrap();
        let f = move_frames(Variant::Abapa, pos, 'F');
        assert_eq!(shown(&f), [vec![Pickup], vec![DropFull], vec![DropFull], vec![Slam]]);
        assert_eq!(instant_cues(&f), [DropFull, Slam]);
    }

    #[test]
    fn a_wahree_sweep_slams_then_pours_captures_and_the_award_without_an_end_cue() {
        // The same slam in Wahree: b then a are captured (2 + 2), then South
        // sweeps the seeds left, A (2) and C (3); the end banner is silent.
        let pos: Position = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse().unwrap();
        let f = move_frames(Variant::Wahree, pos, 'F');
        let expected = [
            vec![Pickup],
            vec![DropFull],
            vec![DropFull],
            vec![Slam],
            vec![Capture],
            vec![Capture],
            vec![Capture],
            vec![Capture],
            vec![],
        ];
        assert_eq!(shown(&f), expected);
        assert_eq!(f.last().unwrap().stores, ByPlayer::new(28, 20));
        assert_eq!(instant_cues(&f), [DropFull, Slam, Capture]);
    }

    #[test]
    fn the_end_is_won_lost_or_drawn_for_the_side_on_this_device() {
        let (south, north) = (Some(Player::South), Some(Player::North));
        assert_eq!(end_cue(&outcome(south), south), Cue::Won);
        assert_eq!(end_cue(&outcome(south), north), Cue::Lost);
        assert_eq!(end_cue(&outcome(north), north), Cue::Won);
        assert_eq!(end_cue(&outcome(None), south), Cue::Draw);
    }

    #[test]
    fn with_no_single_side_here_a_win_is_won_and_a_draw_a_draw() {
        assert_eq!(end_cue(&outcome(Some(Player::North)), None), Cue::Won);
        assert_eq!(end_cue(&outcome(None), None), Cue::Draw);
    }

    #[test]
    fn no_frames_make_no_sound() {
        assert_eq!(instant_cues(&[]), []);
    }
}
