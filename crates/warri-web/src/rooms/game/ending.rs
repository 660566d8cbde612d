//! Ending a game before the board does (docs/rules.md 1.10): resigning,
//! asked once more before it is done, and offering a draw — to the other
//! person at this device, who accepts or declines, or to the computer,
//! which accepts only where its own evaluation does not have it ahead.
//! Plain Rust, tested natively: the page holds the question being asked
//! ([`Ask`]) and carries out the answer on its table.

use warri_engine::Score;
use warri_rules::{Pit, Player};

use crate::seat::Seat;
use crate::table::Table;

/// The question the page is asking about ending the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Does this player really resign?
    Resign(Player),
    /// This player offers a draw to the other person at this device.
    DrawOffered(Player),
    /// The computer is weighing a draw offered at this generation of the
    /// table.
    Weighing(u32),
    /// The computer declined the draw offered at this generation.
    Declined(u32),
}

impl Ask {
    /// Its test hook's value (`data-ask`).
    pub fn key(self) -> &'static str {
        match self {
            Ask::Resign(_) => "resign",
            Ask::DrawOffered(_) => "draw-offered",
            Ask::Weighing(_) => "draw-weighing",
            Ask::Declined(_) => "draw-declined",
        }
    }

    /// Whether the question is still about the game as it stands (`generation`):
    /// an offer lapses once a move is played.
    pub fn stands(self, generation: u32) -> bool {
        match self {
            Ask::Resign(_) | Ask::DrawOffered(_) => true,
            Ask::Weighing(g) | Ask::Declined(g) => g == generation,
        }
    }
}

/// The people at this device.
fn people(table: &Table) -> Vec<Player> {
    Player::ALL.into_iter().filter(|&p| table.settings.seats[p] == Seat::Human).collect()
}

/// The one person playing at this device, against the computer (the side
/// the end of the game is told from); `None` where two people share it or
/// the computer plays both sides.
pub fn me(table: &Table) -> Option<Player> {
    match people(table)[..] {
        [p] => Some(p),
        _ => None,
    }
}

/// Who would resign now: the one person at this device, or, when two
/// share it, the one to move; nobody once the game is over or when the
/// computer plays both sides.
pub fn resigner(table: &Table) -> Option<Player> {
    if table.game.is_over() {
        return None;
    }
    match people(table)[..] {
        [p] => Some(p),
        [_, _] => table.game.to_move(),
        _ => None,
    }
}

/// Who may offer a draw now: the person to move, once no move is being
/// shown.
pub fn draw_offerer(table: &Table) -> Option<Player> {
    (!table.busy() && table.human_to_move()).then(|| table.game.to_move()).flatten()
}

/// Whether the draw goes to the computer (the other side is its).
pub fn to_computer(table: &Table, offerer: Player) -> bool {
    table.settings.seats[offerer.opponent()].is_computer()
}

/// The computer's answer to a draw offered by the player to move, from
/// that player's scores of every legal move, best first (a hint's): it
/// accepts unless its own evaluation has it ahead, that is unless the
/// offerer's best move leaves the offerer behind.
pub fn computer_accepts(scores: &[(Pit, i32)]) -> bool {
    scores.first().is_some_and(|&(_, best)| !Score(best).neg().is_ahead())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Action, Settings};
    use warri_engine::Level;
    use warri_rules::{Agreement, ByPlayer};

    fn table(south: Seat, north: Seat) -> Table {
        Table::new(Settings { seats: ByPlayer::new(south, north), ..Settings::default() })
    }

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    #[test]
    fn the_person_at_this_device_resigns_or_with_two_the_one_to_move() {
        let level = Seat::Computer(Level::new(2).unwrap());
        let mut t = table(Seat::Human, level);
        assert_eq!(resigner(&t), Some(Player::South));
        t.apply(Action::Click(pit('C')));
        assert_eq!(resigner(&t), Some(Player::South), "also while the computer is to move");
        assert_eq!(resigner(&table(level, Seat::Human)), Some(Player::North));
        let mut two = table(Seat::Human, Seat::Human);
        two.apply(Action::Click(pit('C')));
        assert_eq!(resigner(&two), Some(Player::North));
        assert_eq!(resigner(&table(level, level)), None);
        two.apply(Action::End(Agreement::Draw));
        assert_eq!(resigner(&two), None, "nobody resigns a game that is over");
    }

    #[test]
    fn only_the_person_to_move_offers_a_draw_once_the_move_is_shown() {
        let level = Seat::Computer(Level::new(2).unwrap());
        let mut t = table(Seat::Human, level);
        assert_eq!(draw_offerer(&t), Some(Player::South));
        assert!(to_computer(&t, Player::South));
        t.apply(Action::Click(pit('C')));
        assert_eq!(draw_offerer(&t), None, "the computer is to move, and the move is being shown");
        assert!(!to_computer(&table(Seat::Human, Seat::Human), Player::South));
    }

    #[test]
    fn the_computer_accepts_unless_it_is_ahead() {
        // Scores are the offerer's, in centi-seeds: the computer's are the
        // opposite.
        assert!(computer_accepts(&[(pit('A'), 0)]), "even");
        assert!(computer_accepts(&[(pit('A'), -24), (pit('B'), -300)]), "under a quarter seed ahead: even");
        assert!(!computer_accepts(&[(pit('A'), -25)]), "a quarter seed ahead");
        assert!(computer_accepts(&[(pit('A'), 150)]), "behind");
        assert!(!computer_accepts(&[(pit('A'), -100_000)]), "a proven win for the computer");
        assert!(computer_accepts(&[(pit('A'), 100_000)]), "a proven loss for the computer");
        assert!(!computer_accepts(&[]), "no move to weigh");
    }

    #[test]
    fn an_offer_to_the_computer_lapses_with_the_position() {
        assert!(Ask::Weighing(3).stands(3) && !Ask::Weighing(3).stands(4));
        assert!(!Ask::Declined(3).stands(5));
        assert!(Ask::Resign(Player::South).stands(9));
    }

    // The page's flow, through its reducer.
    use crate::engine::worker::{answer, Engines, Reply};
    use crate::rooms::game::page::{Page, PageAction, Visit};

    fn visit(query: &str) -> Page {
        Page::open(&Visit { address: &crate::shell::address::Address::of_query(query), ..Visit::default() })
    }

    fn settle(p: &mut Page) {
        if let Some(a) = p.table.animation.clone() {
            p.apply(PageAction::Game(Action::AnimationDone(a.id)));
        }
    }

    #[test]
    fn a_resignation_is_asked_once_more_then_ends_the_game_for_the_other_side() {
        let mut p = visit("?variant=wahree&moves=C&north=computer&level=2");
        p.apply(PageAction::Resign);
        assert_eq!(p.ask, Some(Ask::Resign(Player::South)));
        p.apply(PageAction::CancelAsk);
        assert!(p.ask.is_none() && !p.table.game.is_over(), "keep playing");
        p.apply(PageAction::Resign);
        p.apply(PageAction::ConfirmResign);
        let o = p.table.game.outcome().expect("over");
        assert_eq!((o.winner, o.score), (Some(Player::North), ByPlayer::new(0, 0)));
        assert!(p.ask.is_none() && p.move_request(0).is_none(), "the computer no longer moves");
        // The record, the link and the saved game say so.
        let record = crate::record::export(&p.table, "2026.12.05");
        assert!(record.contains("[End \"resign-south\"]"), "{record}");
        let again = crate::record::read(&record).unwrap();
        assert_eq!(again.game.outcome(), Some(o));
        assert!(crate::params::link_as(&p.table, crate::shell::url::LinkStyle::Query).contains("&end=resign-south"));
        let link = visit("?variant=wahree&moves=C&north=computer&level=2&end=resign-south");
        assert_eq!(link.table.game.outcome(), Some(o));
        let saved = serde_json::to_string(&p.saved().unwrap()).unwrap();
        assert!(saved.contains(r#""end":"resign-south""#), "{saved}");
        let restored = crate::storage::parse(&saved).unwrap();
        assert_eq!(restored.table.game.outcome(), Some(o));
    }

    #[test]
    fn a_bad_end_in_a_link_is_named_and_the_game_goes_on() {
        let p = visit("?variant=abapa&moves=C&end=resign");
        assert!(!p.table.game.is_over());
        assert_eq!(p.notices, vec![crate::notice::Notice::End("resign".into())]);
    }

    #[test]
    fn two_people_at_one_device_offer_and_answer_a_draw() {
        let mut p = visit("?variant=bridgetown&moves=C");
        p.apply(PageAction::OfferDraw);
        assert_eq!(p.ask, Some(Ask::DrawOffered(Player::North)), "North is to move");
        p.apply(PageAction::AnswerDraw(false));
        assert!(p.ask.is_none() && !p.table.game.is_over());
        p.apply(PageAction::OfferDraw);
        p.apply(PageAction::AnswerDraw(true));
        let o = p.table.game.outcome().expect("agreed");
        assert_eq!((o.winner, o.reason), (None, warri_rules::EndReason::DrawAgreed));
        assert!(p.draw_request().is_none());
    }

    /// A draw offered to the computer, answered by the worker's own code
    /// (natively): `north` is ahead by 16 seeds in stores in the first
    /// position, behind by 16 in the second, the pits alike.
    fn offered_to_the_computer(position: &str) -> Page {
        let mut p = visit(&format!("?variant=abapa&position={position}&north=computer&level=2"));
        p.apply(PageAction::OfferDraw);
        assert_eq!(p.ask, Some(Ask::Weighing(p.table.generation)));
        let req = p.draw_request().expect("the computer is asked");
        p.apply(PageAction::Engine(answer(&mut Engines::default(), &req)));
        p
    }

    #[test]
    fn the_computer_declines_a_draw_when_ahead_and_accepts_when_behind() {
        let ahead = offered_to_the_computer("2-2-2-2-2-2-2-2-2-2-2-2-4-20-S");
        assert_eq!(ahead.ask, Some(Ask::Declined(ahead.table.generation)));
        assert!(!ahead.table.game.is_over());
        let behind = offered_to_the_computer("2-2-2-2-2-2-2-2-2-2-2-2-20-4-S");
        assert_eq!(behind.table.game.outcome().map(|o| o.reason), Some(warri_rules::EndReason::DrawAgreed));
    }

    #[test]
    fn an_offer_lapses_with_a_move_and_a_late_answer_changes_nothing() {
        let mut p = visit("?variant=abapa&north=computer&level=2");
        p.apply(PageAction::OfferDraw);
        let req = p.draw_request().unwrap();
        p.apply(PageAction::Game(Action::Click(pit('C'))));
        settle(&mut p);
        assert!(p.ask.is_none(), "the offer was about the position before the move");
        p.apply(PageAction::Engine(Reply::Hint { id: req.id, scores: vec![(pit('A'), 500)] }));
        assert!(!p.table.game.is_over());
    }

    #[test]
    fn a_first_visit_opens_on_the_board_against_a_gentle_computer() {
        let p = visit("");
        assert!(!p.setup_open && p.welcome);
        assert_eq!(p.table.settings.seats, ByPlayer::new(Seat::Human, Seat::Computer(Level::new(2).unwrap())));
        let mut p = visit("?lang=nl");
        assert!(p.welcome, "a link without a game is a first visit too");
        assert_eq!(p.shown_offer(), Some(warri_rules::Variant::Abapa), "the lessons offered below");
        p.apply(PageAction::Game(Action::Click(pit('C'))));
        assert!(!p.welcome, "the line goes with the first move");
        assert_eq!(p.shown_offer(), None, "and the offer once the game is under way");
        let chosen = visit("?choose=wahree");
        assert!(chosen.setup_open && !chosen.welcome);
        let linked = visit("?variant=wahree");
        assert!(!linked.welcome && !linked.setup_open);
        assert_eq!(linked.table.settings.seats, ByPlayer::new(Seat::Human, Seat::Human), "a link's game as it says");
    }
}
