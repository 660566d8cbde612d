//! Link parameters: `?variant=KEY&position=NOTATION&moves=C,f,A&flip=1`
//! and `&south=human&north=computer&level=4` open a given game straight
//! away; [`link`] writes the current game back into such a query, and
//! [`crate::rooms::game::embed`] wraps one in an `<iframe>`. Bad parameters never break
//! the page: each one gives a notice naming what is wrong, and the game falls
//! back to a fresh one of a valid variant. Plain Rust over (name, value)
//! pairs, tested natively.
//!
//! `view=replay` shows the link's game as a replay to step through
//! (`ply=N` to start at a move, `autoplay=1`, `loop=1`, and the author's
//! captions as `cN=text`, one parameter per ply: each stands alone, so a
//! mangled one costs only itself); `view=rules-card` shows the variant's
//! rules-change table alone, for a wiki's sidebar; `view=edit` opens the
//! board editor on the link's position; `analysis=1` shows the oracle
//! (every move's value) beside the game or the replay; `view=review`
//! reviews the link's game move by move (`ply=N` to start at a move).
//!
//! The parameters may also come in the fragment (`#variant=wahree&lang=fr`):
//! a link to a file on a USB stick or a shared folder (the single-file game,
//! `file://`) may lose its query on the way, never its fragment. Such a page
//! writes its links as fragments too ([`LinkStyle`]).

use warri_engine::Level;
use warri_rules::{write_moves, Agreement, ByPlayer, Game, Player, Position, Variant};

use crate::notice::Notice;
use crate::record::Captions;
use crate::seat::Seat;
use crate::shell::i18n::Lang;
use crate::shell::look::Theme;
use crate::shell::route::ViewKind;
use crate::shell::url::{link_style, switch, LinkStyle};
use crate::table::{Settings, Table};

/// Parameters this version understands (besides the captions, `cN`).
const KNOWN: [&str; 19] = [
    "variant", "position", "moves", "flip", "south", "north", "level", "lang", "embed", "rules", "view", "ply",
    "autoplay", "loop", "choose", "analysis", "puzzle", "theme", "end",
];

/// The ply of a caption parameter's name (`c0`, `c12`, …).
fn caption_ply(name: &str) -> Option<usize> {
    let digits = name.strip_prefix('c')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// What the link asks for, already resolved into a table.
#[derive(Clone, Debug)]
pub struct Opening {
    /// The game to show.
    pub table: Table,
    /// One notice per bad parameter.
    pub notices: Vec<Notice>,
    /// Whether the link named a game (then no setup dialog is in the way).
    pub from_link: bool,
    /// Whether to show the board from North's seat.
    pub flip: bool,
    /// The language the link asks for.
    pub lang: Option<Lang>,
    /// Embed mode: the board, the status line and minimal controls only.
    pub embed: bool,
    /// Show the rules-change table below the board.
    pub rules: bool,
    /// Which page to show.
    pub view: ViewKind,
    /// The replay's first ply shown (`None`: the start).
    pub ply: Option<usize>,
    /// The replay plays by itself.
    pub autoplay: bool,
    /// The replay starts again after its last move.
    pub looping: bool,
    /// The replay's captions.
    pub captions: Captions,
    /// `choose=K`: the setup dialog opens with this variant chosen, over
    /// the saved game (the rules pages' *Play* links: nothing is lost).
    pub choose: Option<Variant>,
    /// `analysis=1`: the oracle shows every move's value.
    pub analysis: bool,
    /// `theme=K`: the board's look for this visit (not saved).
    pub theme: Option<Theme>,
}

/// The theme a link asks for (`theme=K`), or the key it gives that names
/// no theme.
pub fn link_theme(pairs: &[(String, String)]) -> Result<Option<Theme>, String> {
    let key = pairs.iter().find(|(k, _)| k == "theme").map(|(_, v)| v.trim()).filter(|v| !v.is_empty());
    key.map(|k| k.parse().map_err(|_| k.to_string())).transpose()
}

/// Reads the parameters (name, value pairs in URL order).
pub fn opening(pairs: &[(String, String)]) -> Opening {
    let get = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim());
    let mut notices = Vec::new();
    for (k, _) in pairs {
        if !KNOWN.contains(&k.as_str()) && caption_ply(k).is_none() {
            notices.push(Notice::UnknownParam(k.clone()));
        }
    }
    let variant = match get("variant").filter(|v| !v.is_empty()) {
        None => Variant::default(),
        Some(key) => key.parse().unwrap_or_else(|_| {
            notices.push(Notice::Variant(key.to_string()));
            Variant::default()
        }),
    };
    let choose = get("choose")
        .filter(|v| !v.is_empty())
        .and_then(|key| key.parse().map_err(|_| notices.push(Notice::Variant(key.to_string()))).ok());
    let position = match get("position").filter(|p| !p.is_empty()) {
        None => Position::start(),
        Some(text) => text.parse().unwrap_or_else(|e| {
            notices.push(Notice::Position(text.to_string(), e));
            Position::start()
        }),
    };
    let mut game = Game::from_position(variant.rules(), position);
    if let Some(moves) = get("moves").filter(|m| !m.is_empty()) {
        if let Err(e) = game.play_listed(moves) {
            notices.push(Notice::Moves(variant, e));
            game = Game::from_position(variant.rules(), position);
        }
    }
    // A resignation or an agreed draw (`end=`) after the moves.
    if let Some(text) = get("end").filter(|e| !e.is_empty()) {
        match text.parse::<Agreement>() {
            Ok(a) => {
                let _ = game.end_by(a);
            }
            Err(_) => notices.push(Notice::End(text.to_string())),
        }
    }
    let flip = switch(get("flip")).unwrap_or_else(|v| {
        notices.push(Notice::Flip(v));
        false
    });
    let embed = switch(get("embed")).unwrap_or_else(|v| {
        notices.push(Notice::Embed(v));
        false
    });
    let rules = switch(get("rules")).unwrap_or_else(|v| {
        notices.push(Notice::Rules(v));
        false
    });
    let lang = match get("lang").filter(|l| !l.is_empty()) {
        None => None,
        Some(tag) => Lang::from_tag(tag).or_else(|| {
            notices.push(Notice::Lang(tag.to_string()));
            None
        }),
    };
    let level = match get("level").filter(|l| !l.is_empty()) {
        None => Level::DEFAULT,
        Some(text) => text.parse::<Level>().unwrap_or_else(|e| {
            notices.push(Notice::Level(e));
            Level::DEFAULT
        }),
    };
    let mut seats = ByPlayer::new(Seat::Human, Seat::Human);
    for p in Player::ALL {
        match get(p.key()).map(|v| v.to_ascii_lowercase()) {
            None => {}
            Some(v) if v.is_empty() || v == "human" => {}
            Some(v) if v == "computer" => seats[p] = Seat::Computer(level),
            Some(v) => notices.push(Notice::Seat(p, v)),
        }
    }
    let view = match get("view").filter(|v| !v.is_empty()) {
        None => ViewKind::Game,
        Some(key) => ViewKind::from_key(key).unwrap_or_else(|| {
            notices.push(Notice::View(key.to_string()));
            ViewKind::Game
        }),
    };
    // The replay's own parameters mean nothing elsewhere (and say nothing).
    let replay = view == ViewKind::Replay;
    let mut switch_named = |name: &'static str| {
        switch(get(name).filter(|_| replay)).unwrap_or_else(|v| {
            notices.push(Notice::Switch(name, v));
            false
        })
    };
    let (autoplay, looping) = (switch_named("autoplay"), switch_named("loop"));
    let analysis = switch(get("analysis")).unwrap_or_else(|v| {
        notices.push(Notice::Switch("analysis", v));
        false
    });
    let length = game.moves().len();
    // A review starts at a ply too.
    let stepped = replay || view == ViewKind::Review;
    let ply = match get("ply").filter(|p| stepped && !p.is_empty()) {
        None => None,
        Some(text) => match text.parse::<usize>() {
            Ok(n) if n <= length => Some(n),
            _ => {
                notices.push(Notice::Ply(text.to_string(), length));
                None
            }
        },
    };
    let mut captions = Captions::new();
    for (name, text) in pairs.iter().filter(|_| replay) {
        let (Some(n), text) = (caption_ply(name), text.trim()) else { continue };
        if n > length {
            notices.push(Notice::Caption(name.clone(), length));
        } else if !text.is_empty() {
            captions.insert(n, text.to_string());
        }
    }
    let theme = link_theme(pairs).unwrap_or_else(|key| {
        notices.push(Notice::Theme(key));
        None
    });
    let from_link = view != ViewKind::Game
        || ["variant", "position", "moves", "south", "north", "level"].iter().any(|k| get(k).is_some());
    let settings = Settings { variant, first: position.to_move(), seats };
    let table = Table::with_game(settings, game);
    Opening {
        table,
        notices,
        from_link,
        flip,
        lang,
        embed,
        rules,
        view,
        ply,
        autoplay,
        looping,
        captions,
        choose,
        analysis,
        theme,
    }
}

/// The query string that opens the table's current game with these page
/// settings (language, flip, embed mode, rules table); a fragment if the
/// page writes its links so ([`link_style`]).
pub fn link_with(table: &Table, lang: Lang, flip: bool, embed: bool, rules: bool) -> String {
    let mut q = link(table);
    q += &format!("&lang={}", lang.code());
    for (on, name) in [(flip, "flip"), (embed, "embed"), (rules, "rules")] {
        if on {
            q += &format!("&{name}=1");
        }
    }
    q
}

/// The link that reviews the table's game move by move (`view=review`):
/// the moves played, in the page's language.
pub fn review_link(table: &Table, lang: Lang) -> String {
    format!("{}&view=review&lang={}", link(table), lang.code())
}

/// The query string (with its `?`) that opens the table's current game, or
/// the same after a `#` if the page writes its links so ([`link_style`]).
pub fn link(table: &Table) -> String {
    link_as(table, link_style())
}

/// [`link`] in the given style.
pub fn link_as(table: &Table, style: LinkStyle) -> String {
    let mark = match style {
        LinkStyle::Query => '?',
        LinkStyle::Fragment => '#',
    };
    let mut q = format!("{mark}variant={}", table.settings.variant.key());
    let start = table.game.start();
    if *start != Position::start() {
        q += &format!("&position={start}");
    }
    if !table.game.moves().is_empty() {
        q += &format!("&moves={}", write_moves(table.game.moves(), ","));
    }
    if let Some(a) = table.game.outcome().and_then(|o| o.reason.agreement()) {
        q += &format!("&end={}", a.key());
    }
    let mut level = None;
    for p in Player::ALL {
        if let Seat::Computer(l) = table.settings.seats[p] {
            q += &format!("&{}=computer", p.key());
            level = level.max(Some(l));
        }
    }
    if let Some(l) = level {
        q += &format!("&level={l}");
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::url::{parse_query, query_of_url};
    use warri_rules::MoveProblem;

    fn open(q: &[(&str, &str)]) -> Opening {
        let pairs: Vec<(String, String)> = q.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        opening(&pairs)
    }

    #[test]
    fn a_link_opens_variant_position_and_moves() {
        let o = open(&[("variant", "wahree"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S"), ("moves", "F")]);
        assert!(o.from_link);
        assert!(o.notices.is_empty());
        assert_eq!(o.table.settings.variant, Variant::Wahree);
        assert_eq!(o.table.game.outcome().unwrap().score.south, 28);
        let o = open(&[("variant", "caribbean"), ("moves", "C f, A")]);
        assert_eq!(o.table.game.moves().len(), 3);
        // Record-style move numbers are read too: one parser for every list.
        let o = open(&[("variant", "caribbean"), ("moves", "1. C f 2. A")]);
        assert_eq!(o.table.game.moves().len(), 3);
        assert!(o.notices.is_empty());
    }

    #[test]
    fn bad_parameters_give_a_notice_and_a_fresh_valid_game() {
        let o = open(&[("variant", "oware")]);
        assert_eq!(o.table.settings.variant, Variant::Abapa);
        assert_eq!(o.notices, [Notice::Variant("oware".into())]);

        let o = open(&[("variant", "wari"), ("position", "4-4-4")]);
        assert_eq!(o.table.settings.variant, Variant::Wari);
        assert_eq!(*o.table.game.position(), Position::start());
        assert!(
            matches!(&o.notices[0], Notice::Position(t, warri_rules::PositionError::FieldCount { found: 3 }) if t == "4-4-4")
        );

        let o = open(&[("moves", "C A")]);
        assert_eq!(o.table.game.moves().len(), 0);
        assert!(matches!(&o.notices[0], Notice::Moves(Variant::Abapa, e)
            if e.number == 2 && e.text == "A" && matches!(e.problem, MoveProblem::Illegal(_))));
        let o = open(&[("moves", "C x")]);
        assert!(matches!(&o.notices[0], Notice::Moves(_, e) if e.number == 2 && e.problem == MoveProblem::NotALetter));

        let o = open(&[("varaint", "wari")]);
        assert_eq!(o.notices, [Notice::UnknownParam("varaint".into())]);
        assert!(!o.from_link);
    }

    #[test]
    fn the_link_reopens_the_same_game() {
        let o = open(&[("variant", "bridgetown"), ("position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-N"), ("moves", "a")]);
        let q = link(&o.table);
        assert_eq!(q, "?variant=bridgetown&position=2-0-3-0-0-2-1-1-0-0-0-0-19-20-N&moves=a");
        let pairs: Vec<(String, String)> = q[1..]
            .split('&')
            .map(|kv| {
                let (k, v) = kv.split_once('=').unwrap();
                (k.to_string(), v.to_string())
            })
            .collect();
        let again = opening(&pairs);
        assert_eq!(again.table.game, o.table.game);
    }

    #[test]
    fn players_and_level_are_read_and_written() {
        let level = |n| Seat::Computer(Level::new(n).unwrap());
        let o = open(&[("north", "computer"), ("level", "5")]);
        assert!(o.from_link);
        assert_eq!(o.table.settings.seats, ByPlayer::new(Seat::Human, level(5)));
        assert_eq!(link(&o.table), "?variant=abapa&north=computer&level=5");
        let o = open(&[("south", "computer"), ("north", "robot"), ("level", "9")]);
        assert_eq!(o.table.settings.seats, ByPlayer::new(Seat::Computer(Level::DEFAULT), Seat::Human));
        assert_eq!(Level::DEFAULT, Level::new(3).unwrap());
        assert_eq!(o.notices.len(), 2, "{:?}", o.notices);
        assert!(o.notices.contains(&Notice::Seat(Player::North, "robot".into())));
        assert!(o.notices.contains(&Notice::Level(warri_engine::LevelError("9".into()))));
        for bad in ["0", "7", "-1", "3.5", "high"] {
            let o = open(&[("north", "computer"), ("level", bad)]);
            assert_eq!(o.table.settings.seats.north, Seat::Computer(Level::DEFAULT), "level={bad}");
            assert!(matches!(&o.notices[..], [Notice::Level(e)] if e.0 == bad), "level={bad}: {:?}", o.notices);
        }
    }

    #[test]
    fn language_embed_and_rules_are_read() {
        let o = open(&[("lang", "ru"), ("embed", "1"), ("rules", "1")]);
        assert_eq!((o.lang, o.embed, o.rules), (Some(Lang::Ru), true, true));
        assert!(o.notices.is_empty());
        let o = open(&[("lang", "de"), ("embed", "maybe")]);
        assert_eq!(o.lang, None, "the browser's language then");
        assert_eq!(o.notices, [Notice::Embed("maybe".into()), Notice::Lang("de".into())]);
    }

    #[test]
    fn a_replay_link_carries_its_ply_switches_and_captions() {
        let o = open(&[
            ("view", "replay"),
            ("moves", "C f A"),
            ("ply", "2"),
            ("autoplay", "1"),
            ("loop", "yes"),
            ("c0", "The start"),
            ("c3", " After A "),
            ("c2", ""),
        ]);
        assert!(o.notices.is_empty(), "{:?}", o.notices);
        assert_eq!((o.view, o.ply, o.autoplay, o.looping), (ViewKind::Replay, Some(2), true, true));
        assert_eq!(o.captions.into_iter().collect::<Vec<_>>(), [(0, "The start".into()), (3, "After A".into())]);
        assert!(o.from_link, "a replay never opens the setup dialog");
        assert_eq!(open(&[("view", "rules-card")]).view, ViewKind::RulesCard);
        assert!(open(&[("view", "rules-card")]).from_link);
    }

    #[test]
    fn bad_replay_parameters_name_themselves_and_change_nothing_else() {
        let o = open(&[
            ("view", "replay"),
            ("moves", "C f"),
            ("ply", "3"),
            ("autoplay", "maybe"),
            ("c5", "too far"),
            ("c1", "kept"),
            ("cx", "not a caption"),
        ]);
        assert_eq!(
            o.notices,
            [
                Notice::UnknownParam("cx".into()),
                Notice::Switch("autoplay", "maybe".into()),
                Notice::Ply("3".into(), 2),
                Notice::Caption("c5".into(), 2),
            ]
        );
        assert_eq!((o.view, o.ply, o.autoplay), (ViewKind::Replay, None, false));
        assert_eq!(o.captions.get(&1).map(String::as_str), Some("kept"));
        assert_eq!(o.table.game.moves().len(), 2, "the game is kept");
        assert_eq!(open(&[("view", "replay"), ("ply", "-1")]).notices, [Notice::Ply("-1".into(), 0)]);
        let o = open(&[("view", "movie"), ("moves", "C f"), ("ply", "9"), ("loop", "maybe"), ("c7", "x")]);
        assert_eq!(o.notices, [Notice::View("movie".into())], "a game link leaves a replay's parameters alone");
        assert!(o.captions.is_empty());
    }

    #[test]
    fn flip_is_read() {
        assert!(open(&[("flip", "1")]).flip);
        let o = open(&[("flip", "maybe")]);
        assert!(!o.flip);
        assert_eq!(o.notices.len(), 1);
    }

    #[test]
    fn the_fragment_wins_over_the_query() {
        let q = crate::shell::url::merge_query("?variant=wari&flip=1", "#variant=wahree");
        assert_eq!(opening(&parse_query(&q)).table.settings.variant, Variant::Wahree);
    }

    #[test]
    fn links_are_written_as_a_query_or_a_fragment() {
        let o = opening(&parse_query("?variant=bridgetown&moves=C&north=computer&level=4"));
        let q = link_as(&o.table, LinkStyle::Query);
        assert_eq!(q, "?variant=bridgetown&moves=C&north=computer&level=4");
        let f = link_as(&o.table, LinkStyle::Fragment);
        assert_eq!(f, "#variant=bridgetown&moves=C&north=computer&level=4");
        assert_eq!(opening(&parse_query(&f)).table.game, o.table.game);
        let from_file = format!("file:///media/usb/warri.html{f}");
        assert_eq!(opening(&parse_query(&query_of_url(&from_file).unwrap())).table.game, o.table.game);
        // The page's style is a query unless set otherwise.
        assert_eq!(link_style(), LinkStyle::Query);
    }
}
