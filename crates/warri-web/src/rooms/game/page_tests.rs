//! The tests of the game page's reducer (`page`): what each action and
//! each opening does to the page, played natively.

use super::*;
use crate::engine::worker::{answer, Engines, Failure};
use crate::rooms::game::hint::{HintState, HINT_MS};
use crate::seat::Seat;
use warri_rules::{Pit, Variant};

/// The game slot as a browser holding `text` reads it.
fn loaded(text: &str) -> Loaded<Restored, SavedProblem> {
    let store = crate::shell::store::Memory::with(&[(crate::storage::GAME.key, text)]);
    crate::storage::GAME.load(&store, crate::storage::parse)
}

fn pit(c: char) -> Pit {
    Pit::from_letter(c).unwrap()
}

fn at(query: &str) -> Address {
    Address::of_query(query)
}

fn visit(query: &str) -> Page {
    Page::open(&Visit { address: &at(query), ..Visit::default() })
}

fn settle(p: &mut Page) {
    if let Some(a) = p.table.animation.clone() {
        p.apply(PageAction::Game(Action::AnimationDone(a.id)));
    }
}

fn click(p: &mut Page, c: char) {
    p.apply(PageAction::Game(Action::Click(pit(c))));
    settle(p);
}

#[test]
fn a_replay_is_watched_not_played_and_never_saved() {
    let saved = serde_json::to_string(&Saved::of(&Table::new(Settings::default()), Speed::Fast)).unwrap();
    let mut p = Page::open(&Visit {
        address: &at("?view=replay&variant=wari&moves=C,f,A&south=computer&ply=1&autoplay=1"),
        saved: Some(&loaded(&saved)),
        ..Visit::default()
    });
    assert!(!p.setup_open);
    assert_eq!(p.table.game.moves().len(), 1, "opened at the link's ply");
    assert!(p.replay().unwrap().playing);
    assert_eq!(p.saved(), None, "the saved game is left alone");
    assert_eq!(p.move_request(0), None, "nobody's computer moves in a replay");
    p.apply(PageAction::Game(Action::Click(pit('A'))));
    p.apply(PageAction::Game(Action::Letter(0)));
    assert_eq!(p.table.length(), 3, "clicks and keys play nothing");
    p.apply(PageAction::Replay(ReplayAction::Last));
    assert_eq!(p.table.game.position().to_string(), {
        let mut g = warri_rules::Game::new(Variant::Wari.rules());
        g.play_listed("C f A").unwrap();
        g.position().to_string()
    });
    assert!(!p.replay().unwrap().playing);
    // A rules card neither.
    let card = Page::open(&Visit {
        address: &at("?view=rules-card&variant=wahree"),
        saved: Some(&loaded(&saved)),
        ..Visit::default()
    });
    assert_eq!((card.view.clone(), card.saved(), card.setup_open), (View::RulesCard, None, false));
}

#[test]
fn the_editor_starts_from_the_game_and_plays_only_a_valid_position() {
    let mut p = visit("?variant=wahree&moves=C");
    p.apply(PageAction::Edit);
    let View::Edit(e) = &p.view else { panic!("the editor") };
    assert_eq!(e.position().unwrap(), *p.table.game.position(), "from the current position");
    assert_eq!(p.saved(), None, "editing saves nothing");
    p.apply(PageAction::Editor(EditAction::Click(pit('A'))));
    p.apply(PageAction::PlayEdited);
    assert!(matches!(p.view, View::Edit(_)), "49 seeds: not played");
    p.apply(PageAction::Editor(EditAction::Remove(pit('B'))));
    p.apply(PageAction::Editor(EditAction::Seat(Player::North, Seat::Computer(Level::DEFAULT))));
    p.apply(PageAction::PlayEdited);
    assert_eq!(p.view, View::Game);
    assert_eq!(p.table.game.position().to_string(), "5-3-0-5-5-5-5-4-4-4-4-4-0-0-N");
    assert_eq!(p.table.game.moves().len(), 0, "a new game from there");
    assert!(p.move_request(0).is_some(), "the computer plays North from here");
    assert!(p.saved().is_some());
    // Closing the editor leaves the game as it was.
    p.apply(PageAction::Edit);
    p.apply(PageAction::Editor(EditAction::Clear));
    p.apply(PageAction::CloseEditor);
    assert_eq!(p.table.game.position().to_string(), "5-3-0-5-5-5-5-4-4-4-4-4-0-0-N");
    // Opened from a link.
    let p = visit("?view=edit&variant=wari&position=0-0-0-0-0-2-1-1-0-0-0-3-21-20-S");
    let View::Edit(e) = &p.view else { panic!("the editor") };
    assert_eq!(
        (e.variant, e.position().unwrap().to_string()),
        (Variant::Wari, "0-0-0-0-0-2-1-1-0-0-0-3-21-20-S".to_string())
    );
}

#[test]
fn an_editor_link_keeps_the_saved_game_behind_it_and_nothing_plays_while_it_is_shown() {
    let mut saved_game = Page::new(Table::new(Settings { variant: Variant::Wari, ..Settings::default() }));
    click(&mut saved_game, 'C');
    let saved = serde_json::to_string(&Saved::of(&saved_game.table, Speed::Fast)).unwrap();
    let mut p = Page::open(&Visit {
        address: &at("?view=edit&variant=wahree&position=0-0-0-0-0-2-1-1-0-0-0-3-21-20-S"),
        saved: Some(&loaded(&saved)),
        ..Visit::default()
    });
    let View::Edit(e) = &p.view else { panic!("the editor") };
    assert_eq!(e.position().unwrap().to_string(), "0-0-0-0-0-2-1-1-0-0-0-3-21-20-S");
    // Keys and clicks meant for the game do nothing behind the editor.
    p.apply(PageAction::Game(Action::Letter(0)));
    p.apply(PageAction::Game(Action::Click(pit('a'))));
    p.apply(PageAction::CloseEditor);
    assert_eq!(p.table.settings.variant, Variant::Wari, "the saved game, not the link's position");
    assert_eq!(p.table.game.moves().len(), 1);
    assert_eq!(p.saved().unwrap(), Saved::of(&saved_game.table, p.speed), "nothing lost");
    let mut card = visit("?view=rules-card&variant=wari");
    card.apply(PageAction::Game(Action::Click(pit('C'))));
    assert_eq!(card.table.game.moves().len(), 0, "nothing plays behind a rules card");
}

#[test]
fn a_record_opens_as_a_replay_with_its_comments_as_captions() {
    let mut p = visit("?variant=abapa&moves=C");
    p.apply(PageAction::ImportReplay("[Variant \"wahree\"]\n[North \"computer level 3\"]\n1. C {opens} f *".into()));
    let r = p.replay().expect("a replay");
    assert_eq!((p.table.ply(), p.table.length()), (0, 2));
    assert_eq!(r.caption(1), Some("opens"));
    assert_eq!(p.table.settings.variant, Variant::Wahree);
    assert_eq!(p.move_request(0), None, "watched, not played");
    p.apply(PageAction::CloseReplay);
    assert_eq!(p.view, View::Game);
    assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Abapa, 1), "back to the game before");
    let mut bad = visit("?variant=abapa&moves=C");
    bad.apply(PageAction::ImportReplay("[Variant \"wahree\"]\n1. C {open".into()));
    assert_eq!(bad.view, View::Game, "nothing is lost");
    assert_eq!(bad.table.game.moves().len(), 1);
    assert!(matches!(&bad.notices[..], [Notice::Record(_)]));
}

#[test]
fn a_chosen_variant_opens_the_setup_over_the_saved_game_which_stays() {
    let mut game = visit("?variant=wari&moves=C");
    settle(&mut game);
    let saved = serde_json::to_string(&game.saved().unwrap()).unwrap();
    let p =
        Page::open(&Visit { address: &at("?choose=wahree&lang=nl"), saved: Some(&loaded(&saved)), ..Visit::default() });
    assert!(p.setup_open);
    assert_eq!(p.setup_choice, Some(warri_rules::Variant::Wahree));
    assert_eq!(
        (p.table.settings.variant, p.table.game.moves().len()),
        (warri_rules::Variant::Wari, 1),
        "the saved game, behind"
    );
    let mut closed = p.clone();
    closed.apply(PageAction::CloseSetup);
    assert_eq!((closed.setup_open, closed.setup_choice), (false, None));
    assert_eq!(closed.table.game, game.table.game, "nothing lost");
    let bad = Page::open(&Visit { address: &at("?choose=oware"), ..Visit::default() });
    assert_eq!(bad.notices, [Notice::Variant("oware".into())]);
}

#[test]
fn the_link_comes_first_then_the_saved_game_then_a_first_game() {
    let mut saved_game = Page::new(Table::new(Settings { variant: Variant::Wari, ..Settings::default() }));
    click(&mut saved_game, 'C');
    // As a release before this one saved it: with the page's language.
    let saved = serde_json::to_string(&Saved::of(&saved_game.table, Speed::Fast)).unwrap();
    let saved = saved.replace(r#""speed":"fast""#, r#""speed":"fast","lang":"fr""#);
    let store = crate::shell::store::Memory::with(&[("warri.saved", &saved)]);
    let lang = i18n::remembered(&store, &[crate::storage::GAME]);

    let p =
        Page::open(&Visit { address: &at(""), saved: Some(&loaded(&saved)), lang: Some(&lang), ..Visit::default() });
    assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Wari, 1));
    assert_eq!((p.speed, p.lang, p.setup_open), (Speed::Fast, Lang::Fr, false));

    let p = Page::open(&Visit { address: &at("?variant=wahree"), saved: Some(&loaded(&saved)), ..Visit::default() });
    assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Wahree, 0));
    assert!(!p.setup_open);

    let p = Page::open(&Visit { address: &at("?embed=1"), saved: Some(&loaded(&saved)), ..Visit::default() });
    assert_eq!(p.table.settings.variant, Variant::Abapa, "an embed never restores");
    assert_eq!(p.saved(), None, "nor saves");

    let languages = ["de-DE".to_string(), "nl-BE".to_string()];
    let p = Page::open(&Visit {
        reduced_motion: true,
        saved: Some(&loaded(&saved)),
        lang: Some(&lang),
        languages: &languages,
        ..Visit::default()
    });
    assert_eq!(p.speed, Speed::Instant, "reduced motion wins over the saved speed");
    assert_eq!(p.lang, Lang::Fr, "the saved game's language, remembered, wins over the browser's");
    let p =
        Page::open(&Visit { address: &at("?lang=ru"), lang: Some(&lang), languages: &languages, ..Visit::default() });
    assert_eq!(p.lang, Lang::Ru);
    // Nothing saved and no game in the link: the board, no setup dialog
    // in the way (rooms::game::ending's tests say against whom).
    let p = Page::open(&Visit { languages: &languages, ..Visit::default() });
    assert_eq!((p.lang, p.setup_open, p.welcome), (Lang::Nl, false, true));
    let p =
        Page::open(&Visit { address: &at("?embed=1"), lang: Some(&lang), languages: &languages, ..Visit::default() });
    assert_eq!(p.lang, Lang::Nl, "an embed reads nothing this browser keeps");

    let p = Page::open(&Visit { saved: Some(&loaded("{broken")), ..Visit::default() });
    let kept = crate::shell::store::Kept::Aside("warri.saved.unreadable".into());
    assert!(matches!(&p.notices[..], [Notice::Saved(u)] if u.kept == kept), "{:?}", p.notices);
    assert!(!p.setup_open && p.welcome, "a game that cannot be read is kept; a fresh one is on the board");
}

#[test]
fn a_remembered_language_that_cannot_be_read_is_named_and_kept_aside() {
    let store = crate::shell::store::Memory::with(&[("warri.lang", r#"{"version":1,"lang":"tlh"}"#)]);
    let lang = i18n::remembered(&store, &[crate::storage::GAME]);
    let languages = ["fr-BE".to_string()];
    let p = Page::open(&Visit {
        address: &at("?variant=wari"),
        lang: Some(&lang),
        languages: &languages,
        ..Visit::default()
    });
    let kept = crate::shell::store::Kept::Aside("warri.lang.unreadable".into());
    let problem = crate::shell::store::ReadError::Content(LangProblem::Unknown("tlh".into()));
    assert_eq!(p.notices, [Notice::Language(Unreadable { problem, kept })]);
    assert_eq!(p.lang, Lang::Fr, "the browser's, meanwhile");
    assert_eq!(
        crate::shell::store::Store::get(&store, "warri.lang.unreadable").as_deref(),
        Some(r#"{"version":1,"lang":"tlh"}"#)
    );
}

#[test]
fn the_lessons_are_offered_once_per_variant_on_its_first_game_and_never_in_embeds() {
    let mut p = Page::open(&Visit { address: &at("?variant=wahree"), ..Visit::default() });
    assert_eq!((p.shown_offer(), p.offered_text().as_deref()), (Some(Variant::Wahree), Some("wahree\n")));
    p.apply(PageAction::DismissOffer);
    assert_eq!(p.shown_offer(), None);
    // A new game of another variant, once the setup closes.
    p.apply(PageAction::NewGame);
    assert_eq!(p.shown_offer(), None, "not under the setup dialog");
    p.apply(PageAction::Start(Settings { variant: Variant::Wari, ..Settings::default() }));
    assert_eq!((p.shown_offer(), p.offered_text().as_deref()), (Some(Variant::Wari), Some("wahree\nwari\n")));
    // Next visit: offered already.
    let store = crate::shell::store::Memory::with(&[("warri.offered", "wahree\nwari\n")]);
    let offered = crate::shell::store::load::<Offered>(&store);
    let again = Page::open(&Visit { address: &at("?variant=wari"), offered: Some(&offered), ..Visit::default() });
    assert_eq!(again.shown_offer(), None);
    let embed = Page::open(&Visit { address: &at("?variant=bridgetown&embed=1"), ..Visit::default() });
    assert_eq!((embed.shown_offer(), embed.offered_text()), (None, None));
}

#[test]
fn a_link_over_an_unreadable_save_says_where_the_save_is_kept() {
    let p = Page::open(&Visit {
        address: &at("?variant=wari&moves=C"),
        saved: Some(&loaded("{broken")),
        ..Visit::default()
    });
    let kept = crate::shell::store::Kept::Aside("warri.saved.unreadable".into());
    assert!(matches!(&p.notices[..], [Notice::Saved(u)] if u.kept == kept), "{:?}", p.notices);
    assert_eq!(p.table.game.moves().len(), 1, "the link's game");
    let embed =
        Page::open(&Visit { address: &at("?moves=C&embed=1"), saved: Some(&loaded("{broken")), ..Visit::default() });
    assert!(embed.notices.is_empty(), "an embed neither reads nor saves the game");
}

#[test]
fn an_unreadable_offer_list_is_named_and_kept_aside() {
    let store = crate::shell::store::Memory::with(&[("warri.offered", "wari\nchess\n")]);
    let offered = crate::shell::store::load::<Offered>(&store);
    let p = Page::open(&Visit { address: &at("?variant=wari"), offered: Some(&offered), ..Visit::default() });
    let chess = crate::shell::store::ReadError::Content(UnknownVariant("chess".into()));
    assert!(matches!(&p.notices[..], [Notice::Offered(u)] if u.problem == chess), "{:?}", p.notices);
    assert_eq!(crate::shell::store::Store::get(&store, "warri.offered.unreadable").as_deref(), Some("wari\nchess\n"));
    assert_eq!(p.shown_offer(), Some(Variant::Wari), "offered again: the list could not be read");
}

#[test]
fn the_controls_change_the_page() {
    let mut p = visit("?variant=bridgetown&flip=1");
    assert!(p.flipped);
    p.apply(PageAction::Flip);
    p.apply(PageAction::ToggleRules);
    p.apply(PageAction::Speed(Speed::Slow));
    p.apply(PageAction::Lang(Lang::Ru));
    assert_eq!((p.flipped, p.rules_shown, p.speed, p.lang), (false, true, Speed::Slow, Lang::Ru));
    p.apply(PageAction::TogglePanel(Panel::Embed));
    p.apply(PageAction::TogglePanel(Panel::Record));
    assert_eq!(p.panel, Panel::Record);
    p.apply(PageAction::TogglePanel(Panel::Record));
    assert_eq!(p.panel, Panel::None);
    p.apply(PageAction::Shared("https://x/?variant=bridgetown".into()));
    assert_eq!(p.shared_link.as_deref(), Some("https://x/?variant=bridgetown"));
    // New game opens the setup; its choice starts the game unflipped.
    click(&mut p, 'C');
    p.apply(PageAction::Flip);
    p.apply(PageAction::NewGame);
    assert!(p.setup_open);
    assert_eq!(p.table.game.moves().len(), 1, "nothing changes until a choice");
    p.apply(PageAction::CloseSetup);
    assert!(!p.setup_open);
    p.apply(PageAction::NewGame);
    p.apply(PageAction::Start(Settings { variant: Variant::Wahree, ..Settings::default() }));
    assert_eq!((p.setup_open, p.flipped, p.table.settings.variant), (false, false, Variant::Wahree));
    assert!(p.table.game.moves().is_empty());
    // In an embed, New game starts again at once.
    let mut e = visit("?embed=1&variant=wari");
    click(&mut e, 'C');
    e.apply(PageAction::NewGame);
    assert!(!e.setup_open);
    assert!(e.table.game.moves().is_empty());
}

#[test]
fn the_oracle_deepens_while_shown_and_seen_and_follows_the_game() {
    let mut p = visit("?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S");
    assert_eq!(p.oracle_request(), None, "not shown: not asked");
    let mut p2 = visit("?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S&analysis=1");
    assert!(p2.oracle.is_some(), "analysis=1 shows it");
    p.apply(PageAction::ToggleOracle);
    let req = p.oracle_request().expect("asked at once");
    assert_eq!(req.task, Task::Analyse { movetime_ms: crate::rooms::oracle::state::ROUNDS_MS[0] });
    p.apply(PageAction::Visible(false));
    assert_eq!(p.oracle_request(), None, "a hidden page waits");
    p.apply(PageAction::Visible(true));
    let mut engines = Engines::default();
    p.apply(PageAction::Engine(answer(&mut engines, &req)));
    let a = p.oracle.as_ref().and_then(|o| o.about(p.table.generation)).expect("values shown");
    assert_eq!(a.moves.first().map(|m| m.pit), Some(pit('F')), "F reaches 25 at once");
    assert_eq!(a.moves.len(), 3, "every legal move");
    let again = p.oracle_request().expect("and deeper");
    assert_eq!(again.task, Task::Analyse { movetime_ms: crate::rooms::oracle::state::ROUNDS_MS[1] });
    // A move: the old values are not shown for the new position.
    click(&mut p, 'B');
    settle(&mut p);
    assert!(p.oracle.as_ref().unwrap().about(p.table.generation).is_none());
    assert_eq!(
        p.oracle_request().map(|r| r.task),
        Some(Task::Analyse { movetime_ms: crate::rooms::oracle::state::ROUNDS_MS[0] })
    );
    // A late answer about the position before is not taken.
    p.apply(PageAction::Engine(answer(&mut engines, &again)));
    assert!(p.oracle.as_ref().unwrap().about(p.table.generation).is_none());
    p.apply(PageAction::ToggleOracle);
    assert_eq!(p.oracle_request(), None, "hidden: no more asking");
    // From the editor.
    p2.apply(PageAction::ToggleOracle);
    p2.apply(PageAction::Edit);
    p2.apply(PageAction::AnalyseEdited);
    assert_eq!(p2.view, View::Game);
    assert!(p2.oracle_request().is_some());
}

#[test]
fn a_hint_is_asked_shown_and_forgotten_when_the_game_moves_on() {
    let mut p = visit("?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S");
    assert_eq!(p.hint_request(), None);
    p.apply(PageAction::AskHint);
    let req = p.hint_request().expect("a hint request");
    assert_eq!(req.task, Task::Hint { movetime_ms: HINT_MS });
    assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Looking));
    // A reply about another game is ignored.
    p.apply(PageAction::Engine(Reply::Hint { id: req.id + 1, scores: vec![(pit('B'), 0)] }));
    assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Looking));
    let reply = answer(&mut Engines::default(), &req);
    p.apply(PageAction::Engine(reply));
    let Some(HintState::Scores(scores)) = p.shown_hint().map(|h| &h.state) else { panic!("{:?}", p.hint) };
    assert_eq!(scores.first().map(|s| s.0), Some(pit('F')), "F reaches 25 at once");
    assert_eq!(p.hinted(), Some(pit('F')));
    assert_eq!(scores.len(), 3);
    assert_eq!(p.hint_request(), None, "asked once");
    click(&mut p, 'B');
    assert_eq!(p.shown_hint(), None, "a hint is about the game as it was");
}

#[test]
fn a_hint_that_fails_says_so_instead_of_looking_forever() {
    let mut p = visit("?variant=wari");
    p.apply(PageAction::AskHint);
    let req = p.hint_request().unwrap();
    p.apply(PageAction::Engine(Reply::Failed { id: req.id, task: req.task, why: Failure::NoAnswer }));
    assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Failed(Failure::NoAnswer)));
    assert_eq!(p.hint_request(), None, "no longer looking");
    // A late answer does not overwrite what was said.
    p.apply(PageAction::Engine(Reply::Hint { id: req.id, scores: vec![(pit('C'), 0)] }));
    assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Failed(Failure::NoAnswer)));
    // Asking again looks again.
    p.apply(PageAction::AskHint);
    assert!(p.hint_request().is_some());
}

#[test]
fn no_hint_while_the_computer_is_to_move() {
    let mut p = visit("?south=computer");
    p.apply(PageAction::AskHint);
    assert_eq!((p.hint.clone(), p.hint_request()), (None, None));
}

#[test]
fn a_computer_that_cannot_move_is_shown_not_thinking_forever() {
    let mut p = visit("?variant=caribbean&north=computer&level=4");
    assert_eq!(p.move_request(0), None, "South, a person, starts");
    click(&mut p, 'C');
    let req = p.move_request(0).expect("the computer is asked");
    assert_eq!(p.thinking(), Some((Player::North, Level::new(4).unwrap())));
    // A failure about an older request changes nothing.
    p.apply(PageAction::Engine(Reply::Failed { id: req.id - 1, task: req.task, why: Failure::NoMove }));
    assert!(p.thinking().is_some() && p.notices.is_empty());
    p.apply(PageAction::Engine(Reply::Failed { id: req.id, task: req.task, why: Failure::NoAnswer }));
    assert_eq!(p.thinking(), None, "no thinking indicator left behind");
    assert_eq!(p.notices, [Notice::Engine(Failure::NoAnswer)]);
    assert_eq!(p.move_request(0), None, "not asked again and again");
    // Taking over the side lets the person play; handing it back asks
    // the computer again.
    p.apply(PageAction::Game(Action::SetSeat(Player::North, Seat::Human)));
    assert!(p.can_hint());
    p.apply(PageAction::Game(Action::SetSeat(Player::North, Seat::Computer(Level::new(2).unwrap()))));
    let again = p.move_request(0).expect("asked again");
    assert_eq!(again.task, Task::Move { level: Level::new(2).unwrap(), seed: u64::from(again.id) });
    p.apply(PageAction::Dismiss);
    assert!(p.notices.is_empty());
}

#[test]
fn the_level_in_the_link_is_the_level_that_plays() {
    let mut p = visit("?variant=abapa&north=computer&level=2&moves=C");
    assert!(p.notices.is_empty());
    let req = p.move_request(77).expect("North, the computer, is to move");
    let level = Level::new(2).unwrap();
    assert_eq!(req.task, Task::Move { level, seed: 77 ^ u64::from(req.id) });
    // Through the worker: level 2 searches level 2's depth.
    let reply = answer(&mut Engines::default(), &req);
    assert!(matches!(reply, Reply::Move { depth, .. } if depth == level.spec().depth), "{reply:?}");
    p.apply(PageAction::Engine(reply));
    assert_eq!(p.table.game.moves().len(), 2, "the computer's move is played");
    // A bad level is named, and the computer plays the default level,
    // never silently another.
    let p = visit("?north=computer&level=9&moves=C");
    assert!(matches!(&p.notices[..], [Notice::Level(e)] if e.0 == "9"));
    let req = p.move_request(0).unwrap();
    assert!(matches!(req.task, Task::Move { level, .. } if level == Level::DEFAULT));
}

#[test]
fn an_import_loads_a_link_or_a_record_or_names_the_problem() {
    let mut p = visit("?variant=wahree&moves=C,f,A");
    p.apply(PageAction::TogglePanel(Panel::Record));
    p.apply(PageAction::Import("[Variant \"wari\"]\n[South \"Person\"]\n1. C f 2. a".into()));
    assert!(matches!(&p.notices[..], [Notice::Record(e)] if e.line == 3));
    assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Wahree, 3), "the game is kept");
    assert_eq!(p.panel, Panel::Record);
    let generation = p.table.generation;
    p.apply(PageAction::Import("http://localhost/?variant=caribbean&moves=C,f&south=computer&level=5".into()));
    assert!(p.notices.is_empty());
    assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Caribbean, 2));
    assert_eq!(p.table.settings.seats.south, Seat::Computer(Level::new(5).unwrap()));
    assert!(p.table.generation > generation);
    assert_eq!(p.panel, Panel::None);
}

#[test]
fn letter_keys_play_for_the_player_to_move() {
    let mut p = visit("?variant=abapa");
    p.apply(PageAction::Game(Action::Letter(2)));
    settle(&mut p);
    p.apply(PageAction::Game(Action::Letter(5)));
    assert_eq!(p.table.game.moves(), [pit('C'), pit('f')]);
}
