//! The view model: turns the table (and the animation frame being shown)
//! into exactly what the board and status line draw. The board component
//! knows no rules; everything it needs is here.

use warri_rules::{ByPlayer, Pit, Player, Variant};

use crate::playback::{Banner, Focus, Frame};
use crate::shell::i18n::Tr;
use crate::table::Table;
use crate::words;

/// One pit as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PitView {
    /// Which pit.
    pub pit: Pit,
    /// Seeds shown.
    pub seeds: u8,
    /// Whether clicking it plays a move now.
    pub playable: bool,
    /// Highlight of the animation frame, if any.
    pub focus: Option<Focus>,
    /// Accessible name: owner and seeds.
    pub label: String,
    /// The last move was played from this pit (marked once its animation
    /// is over).
    pub last: bool,
}

/// The board as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The variant (for `data-variant`).
    pub variant: Variant,
    /// The twelve pits, pit 0 first.
    pub pits: Vec<PitView>,
    /// Store counts shown.
    pub stores: ByPlayer<u8>,
    /// Who is to move (after the animation; `None` once over).
    pub to_move: Option<Player>,
    /// Whether the game is over (after the animation).
    pub over: bool,
    /// Whether a move is being animated.
    pub busy: bool,
    /// Seeds in the sower's hand.
    pub hand: u8,
    /// The store the current frame fills, if any.
    pub store_focus: Option<Player>,
    /// Announcements (a grand slam and what it led to) shown over the board.
    pub banners: Vec<String>,
    /// Drawn from North's seat.
    pub flipped: bool,
    /// Once the game is over (after the animation): who won, `None` for a
    /// draw.
    pub winner: Option<Option<Player>>,
}

/// What a board is for: to play on, or to watch (a replay, a review, a
/// task or a puzzle already answered): no pit is playable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interaction {
    /// The person to move plays its legal pits.
    Play,
    /// Nothing is played here.
    Watch,
}

/// Builds the board view: the frame being shown if a move is animated,
/// otherwise the game's position.
pub fn board(table: &Table, frame: Option<&Frame>, flipped: bool, tr: &Tr, interaction: Interaction) -> BoardView {
    let variant = table.settings.variant;
    let position = table.game.position();
    let (pits, stores, hand, focus, banners) = match frame {
        Some(f) => (f.pits, f.stores, f.hand, f.focus, f.banners.as_slice()),
        None => (*position.pits(), position.stores(), 0, None, &[][..]),
    };
    let busy = frame.is_some() || table.busy();
    let legal = table.game.legal_moves();
    let playable_now = interaction == Interaction::Play && !busy && table.human_to_move();
    let last = table.game.moves().last().copied().filter(|_| !busy);
    let pits = Pit::ALL
        .iter()
        .map(|&pit| PitView {
            pit,
            seeds: pits[pit.index()],
            playable: playable_now && legal.contains(pit),
            focus: focus.filter(|f| focus_pit(*f) == pit),
            label: words::pit_label(tr, pit, pits[pit.index()]),
            last: last == Some(pit),
        })
        .collect();
    let store_focus = match focus {
        Some(Focus::Capture(_, p) | Focus::Award(_, p)) => Some(p),
        _ => None,
    };
    let banners = banners
        .iter()
        .filter_map(|b| match *b {
            Banner::GrandSlam(slam) => Some(words::slam_banner(tr, variant, &slam)),
            Banner::End(_) => None,
        })
        .collect();
    // The test hooks show the game state once the animation has finished;
    // meanwhile they keep the state the move started from.
    let (to_move, over) = if busy {
        (Some(table.game.moves().last().map_or(position.to_move(), |p| p.owner())), false)
    } else {
        (table.game.to_move(), table.game.is_over())
    };
    let winner = table.game.outcome().filter(|_| over).map(|o| o.winner);
    BoardView { variant, pits, stores, to_move, over, busy, hand, store_focus, banners, flipped, winner }
}

fn focus_pit(f: Focus) -> Pit {
    match f {
        Focus::Pickup(p) | Focus::Sow(p) | Focus::Skip(p) | Focus::Capture(p, _) | Focus::Award(p, _) => p,
    }
}

/// The status line: whose turn (or game over), both scores, the last move.
/// While a move is shown it says who is sowing, with the scores of the frame.
pub fn status(table: &Table, board: &BoardView, tr: &Tr) -> String {
    let s = board.stores;
    let last = table.game.moves().last();
    let mut line = match (board.busy, last, table.game.to_move()) {
        (true, Some(m), _) => {
            let pit = m.letter().to_string();
            tr.ta("status-sowing", &[("player", m.owner().key().into()), ("pit", pit.as_str().into())])
        }
        (_, _, Some(p)) => tr.ta("status-to-move", &[("player", p.key().into())]),
        (_, _, None) => tr.t("status-over"),
    };
    line += " · ";
    line += &tr.ta("status-score", &[("south", s.south.into()), ("north", s.north.into())]);
    if let (false, Some(m)) = (board.busy, last) {
        let pit = m.letter().to_string();
        line += " · ";
        line += &tr.ta("status-last", &[("pit", pit.as_str().into())]);
    }
    line
}

/// The game-over text, once over.
pub fn result(table: &Table, tr: &Tr) -> Option<String> {
    table.game.outcome().map(|o| words::result(tr, o, table.settings.variant))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::GameLink;
    use crate::shell::i18n::Lang;
    use crate::table::{Action, Settings};

    fn en() -> Tr {
        Tr::new(Lang::En)
    }

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    #[test]
    fn only_the_movers_legal_pits_are_playable() {
        let t = Table::new(Settings::default());
        let v = board(&t, None, false, &en(), Interaction::Play);
        let playable: Vec<char> = v.pits.iter().filter(|p| p.playable).map(|p| p.pit.letter()).collect();
        assert_eq!(playable, ['A', 'B', 'C', 'D', 'E', 'F']);
        assert_eq!(v.pits[6].label, "North's pit a, 4 seeds");
        assert_eq!(status(&t, &v, &en()), "South to move · South 0 – North 0");
    }

    #[test]
    fn while_animating_nothing_is_playable_and_the_hooks_keep_the_old_state() {
        let mut t = Table::new(Settings::default());
        t.apply(Action::Click(pit('C')));
        let frames = t.animation.clone().unwrap().frames;
        let v = board(&t, frames.first(), false, &en(), Interaction::Play);
        assert!(v.busy);
        assert!(v.pits.iter().all(|p| !p.playable));
        assert_eq!(v.to_move, Some(Player::South));
        assert_eq!(v.hand, 4);
        assert_eq!(v.pits[2].seeds, 0);
        assert_eq!(v.pits[3].seeds, 4, "the seed has not reached D yet");
        assert_eq!(status(&t, &v, &en()), "South plays C… · South 0 – North 0");
        t.apply(Action::AnimationDone(t.animation.as_ref().unwrap().id));
        let v = board(&t, None, false, &en(), Interaction::Play);
        assert_eq!(v.to_move, Some(Player::North));
        assert_eq!(status(&t, &v, &en()), "North to move · South 0 – North 0 · last move C");
    }

    #[test]
    fn the_wahree_sweep_is_worded_as_the_players_say_it() {
        let pairs = [("variant", "wahree"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S"), ("moves", "F")]
            .map(|(k, v)| (k.to_string(), v.to_string()));
        let t = GameLink::read(&pairs, &mut Vec::new()).table;
        assert_eq!(
            result(&t, &en()).unwrap(),
            "Wahree sweep: South captures North's whole row and takes the 5 seeds left on the board — South wins 28–20."
        );
        let v = board(&t, None, false, &en(), Interaction::Play);
        assert!(v.over);
        assert_eq!(v.to_move, None);
    }

    #[test]
    fn a_speightstown_repetition_says_the_seeds_are_not_counted() {
        let pairs = [
            ("variant", "speightstown"),
            ("position", "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S"),
            ("moves", "A a B b C c D d E e F f"),
        ]
        .map(|(k, v)| (k.to_string(), v.to_string()));
        let t = GameLink::read(&pairs, &mut Vec::new()).table;
        let r = result(&t, &en()).unwrap();
        assert!(r.starts_with("The position repeated; the 2 circulating seeds are not counted"), "{r}");
        assert!(r.contains("Draw, 24–22"), "{r}");
    }
}
