//! The friend page's sentences, in the reader's language: the game's
//! messages plus `web/i18n/friend-LANG.ftl`, built into the site's module
//! (a friend's link works offline and in the single-file game), and the
//! wording of everything the page says about a link or the saved games.
//!
//! Every message id is written out as the first argument of `tr.t` or
//! `tr.ta`, so that `crates/warri-web/tests/i18n.rs` finds them all.

use warri_i18n::words::letter;
use warri_rules::{Pit, Player, Variant};
use warri_web::shell::i18n::{Lang, Tr};
use warri_web::words;

use super::games::GamesError;
use super::link::LinkError;
use super::{Problem, Turn};

/// The game's messages with the friend page's.
pub fn tr(lang: Lang) -> Tr {
    let friend = match lang {
        Lang::En => include_str!("../../../../web/i18n/friend-en.ftl"),
        Lang::Nl => include_str!("../../../../web/i18n/friend-nl.ftl"),
        Lang::Fr => include_str!("../../../../web/i18n/friend-fr.ftl"),
        Lang::Ru => include_str!("../../../../web/i18n/friend-ru.ftl"),
    };
    Tr::with_more(lang, &[friend])
}

/// What the status line says of whose turn it is.
pub fn status(tr: &Tr, turn: Turn) -> String {
    match turn {
        Turn::Mine => tr.t("friend-status-mine"),
        Turn::Theirs => tr.t("friend-status-theirs"),
        Turn::Over => tr.t("friend-status-over"),
    }
}

/// Whose turn it is, as *My games* lists it.
pub fn turn(tr: &Tr, turn: Turn) -> String {
    match turn {
        Turn::Mine => tr.t("friend-turn-mine"),
        Turn::Theirs => tr.t("friend-turn-theirs"),
        Turn::Over => tr.t("friend-turn-over"),
    }
}

/// "You play South."
pub fn you_play(tr: &Tr, side: Player) -> String {
    tr.ta("friend-you-play", &[("side", words::side(side))])
}

/// Where in a game: "move 12", or in a match "game 2, move 3" (`games`:
/// games finished before it).
pub fn at(tr: &Tr, variant: Variant, games: usize, ply: usize) -> String {
    if variant.rules().match_wins > 1 {
        tr.ta("friend-at-game-move", &[("game", (games + 1).into()), ("ply", ply.into())])
    } else {
        tr.ta("friend-at-move", &[("ply", ply.into())])
    }
}

/// What is wrong with a friend's link.
pub fn link_error(tr: &Tr, e: &LinkError, variant: Option<Variant>) -> String {
    match e {
        LinkError::Empty => tr.t("friend-link-empty"),
        LinkError::Character { at, found } => {
            tr.ta("friend-link-character", &[("at", (*at).into()), ("found", found.to_string().as_str().into())])
        }
        LinkError::Version(v) => tr.ta("friend-link-version", &[("version", u32::from(*v).into())]),
        LinkError::Damaged => tr.t("friend-link-damaged"),
        LinkError::Check => tr.t("friend-link-check"),
        LinkError::Illegal { ply, pit, why } => illegal(tr, *ply, *pit, *why, variant.unwrap_or_default()),
        LinkError::AfterEnd { ply } => tr.ta("friend-link-after-end", &[("ply", (*ply).into())]),
        LinkError::AfterMatch { game } => tr.ta("friend-link-after-match", &[("game", (*game).into())]),
    }
}

fn illegal(tr: &Tr, ply: usize, pit: Pit, why: warri_rules::IllegalMove, variant: Variant) -> String {
    let why = words::illegal(tr, why, variant);
    tr.ta(
        "friend-link-illegal",
        &[("ply", ply.into()), ("pit", letter(pit).as_str().into()), ("why", why.as_str().into())],
    )
}

/// What is wrong with the saved games (inside their envelope).
fn saved_error(tr: &Tr, e: &GamesError) -> String {
    match e {
        GamesError::Fields => tr.t("friend-saved-fields"),
        GamesError::Link(e) => {
            let problem = link_error(tr, e, None);
            tr.ta("friend-saved-link", &[("problem", problem.as_str().into())])
        }
    }
}

/// A problem, worded (`variant`: the game the link is about, if known).
pub fn problem(tr: &Tr, p: &Problem, variant: Variant) -> String {
    match p {
        Problem::Link(e) => {
            let problem = link_error(tr, e, Some(variant));
            tr.ta("friend-bad-link", &[("problem", problem.as_str().into())])
        }
        Problem::Variant(value) => {
            let keys = Variant::ALL.map(Variant::key).join(", ");
            tr.ta("friend-bad-variant", &[("value", value.as_str().into()), ("keys", keys.as_str().into())])
        }
        Problem::Side(value) => tr.ta("friend-bad-side", &[("value", value.as_str().into())]),
        Problem::Game(notice) => words::notice(tr, notice),
        Problem::Older { kept, link } => {
            let kept = at(tr, variant, kept.0, kept.1);
            let link = at(tr, variant, link.0, link.1);
            tr.ta("friend-older", &[("kept", kept.as_str().into()), ("link", link.as_str().into())])
        }
        Problem::Differ { game, ply } => {
            let at = at(tr, variant, game - 1, *ply);
            tr.ta("friend-differ", &[("at", at.as_str().into())])
        }
        Problem::Saved(u) => {
            let why = words::read_error(tr, &u.problem, |e| saved_error(tr, e));
            format!("{} {}", tr.ta("friend-saved-bad", &[("problem", why.as_str().into())]), words::kept(tr, &u.kept))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::IllegalMove;

    #[test]
    fn every_link_problem_is_named_in_each_language() {
        let pit = Pit::of(Player::North, 2);
        let illegal = LinkError::Illegal { ply: 7, pit, why: IllegalMove::EmptyPit { pit } };
        let en = tr(Lang::En);
        let said = problem(&en, &Problem::Link(illegal.clone()), Variant::Wari);
        assert_eq!(said, "This friend's link cannot be used: move 7, c, cannot be played. Pit c is empty: choose a pit with seeds. Nothing saved on this device has changed.");
        for lang in Lang::ALL {
            let tr = tr(lang);
            let errors = [
                LinkError::Empty,
                LinkError::Character { at: 3, found: '!' },
                LinkError::Version(9),
                LinkError::Damaged,
                LinkError::Check,
                illegal.clone(),
                LinkError::AfterEnd { ply: 4 },
                LinkError::AfterMatch { game: 8 },
            ];
            let said: Vec<String> = errors.iter().map(|e| link_error(&tr, e, None)).collect();
            let mut unique = said.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), said.len(), "{lang:?}: each problem its own words: {said:?}");
            assert!(said[1].contains('3') && said[1].contains('!'), "{}", said[1]);
            assert!(said[2].contains('9') && said[6].contains('4') && said[7].contains('8'), "{said:?}");
        }
    }

    #[test]
    fn a_place_in_a_match_names_the_game() {
        let en = tr(Lang::En);
        assert_eq!(at(&en, Variant::Abapa, 0, 12), "move 12");
        assert_eq!(at(&en, Variant::Bridgetown, 1, 3), "game 2, move 3");
        let said = problem(&en, &Problem::Differ { game: 2, ply: 5 }, Variant::Speightstown);
        assert!(said.contains("game 2, move 5"), "{said}");
    }

    #[test]
    fn unreadable_saved_games_are_named_in_the_pages_language() {
        use warri_web::shell::store::{Envelope, Kept, ReadError, Unreadable};
        let newer =
            Unreadable { problem: ReadError::Envelope(Envelope::Newer(7)), kept: Kept::Newer("warri.friends".into()) };
        assert_eq!(
            problem(&tr(Lang::En), &Problem::Saved(newer), Variant::Wari),
            "My games, as saved in this browser, cannot be read (version 7 is newer than this warri). It was written by a newer warri and stays as it is, for that warri to read: this page saves nothing over it."
        );
        let kept = Kept::Aside("warri.friends.unreadable".into());
        let json =
            Unreadable { problem: ReadError::Envelope(Envelope::Json { line: 1, column: 9 }), kept: kept.clone() };
        let said = problem(&tr(Lang::Nl), &Problem::Saved(json), Variant::Wari);
        assert!(said.starts_with("Mijn partijen, zoals ze in deze browser bewaard zijn, kunnen niet gelezen worden (het is geen JSON: regel 1, kolom 9)."), "{said}");
        assert!(said.contains("warri.friends.unreadable"), "{said}");
        let fields = Unreadable { problem: ReadError::Content(GamesError::Fields), kept };
        let said = problem(&tr(Lang::Ru), &Problem::Saved(fields), Variant::Wari);
        assert!(said.contains("(это не список партий)"), "{said}");
    }
}
