//! A variant's complete rules page, as data: its sections in order, each
//! with the paragraphs to show (message ids of `web/learn/*.ftl`, chosen by
//! the variant's [`Rules`] values, the same values the game plays by) and
//! its pictures (positions of docs/rules.md's worked examples, with the move
//! played by the rules crate under the variant's rules). Whatever a paragraph
//! or picture says about a variant therefore comes from the rules the game
//! uses: change a rule and the page changes with it.

use warri_rules::{
    Choice, CycleAward, Game, MoveSet, Outcome, Pit, Position, Rules, SlamEffect, SlamLegality, Step, StuckAward,
    Variant, WinnerRule,
};

/// A section of the page (`section[data-topic=KEY]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The board, the seeds and the notation.
    Board,
    /// Sowing and the lap of twelve or more.
    Sowing,
    /// Captures of 2 and 3, and the chain.
    Capture,
    /// Feeding an empty row.
    Feeding,
    /// The grand slam, as this variant treats it.
    GrandSlam,
    /// The end of the game and who gets the seeds left.
    End,
    /// Who wins.
    Winner,
    /// The match (only where one is played).
    Match,
    /// warri's choices: what the sources leave open, and warri's answers
    /// (every paragraph that states one is marked and links here).
    Choices,
    /// Names, places, equipment, history, sources.
    About,
}

impl Topic {
    /// The key of `data-topic` and of the section's heading
    /// (`rules-heading-KEY`).
    pub const fn key(self) -> &'static str {
        match self {
            Topic::Board => "board",
            Topic::Sowing => "sowing",
            Topic::Capture => "capture",
            Topic::Feeding => "feeding",
            Topic::GrandSlam => "grand-slam",
            Topic::End => "end",
            Topic::Winner => "winner",
            Topic::Match => "match",
            Topic::Choices => "choices",
            Topic::About => "about",
        }
    }
}

/// What a picture's caption says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caption {
    /// The start position.
    Start,
    /// The move played and its steps (worded as a replay's caption).
    Move(Pit, Vec<Step>),
    /// The legal moves of the position shown.
    Legal(MoveSet),
    /// The position is a finished game: how it ended.
    Over(Outcome),
}

/// A picture: a game (after the move, if one was played) and its caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// The game as pictured.
    pub game: Game,
    /// What the caption says.
    pub caption: Caption,
}

/// A section: its paragraphs (message ids) and pictures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// Which section.
    pub topic: Topic,
    /// Message ids, in order.
    pub paragraphs: Vec<String>,
    /// Pictures, in order.
    pub figures: Vec<Figure>,
}

/// The worked examples of docs/rules.md pictured on the page.
mod example {
    /// E1: a plain move, `C`.
    pub const PLAIN: (&str, &str) = ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "C");
    /// E4: a lap of twelve that skips its origin, `A`.
    pub const LAP: (&str, &str) = ("12-0-1-0-0-0-1-0-2-0-1-0-16-15-S", "A");
    /// E3: the chain stops at a 4, `E`.
    pub const CHAIN: (&str, &str) = ("1-2-0-0-4-0-3-1-2-0-5-1-14-15-S", "E");
    /// E2: the chain stops at the edge of the row, `D`.
    pub const EDGE: (&str, &str) = ("2-0-0-3-2-1-1-4-4-4-4-4-10-9-S", "D");
    /// E7: North's row is empty.
    pub const FEED: &str = "3-0-0-5-0-1-0-0-0-0-0-0-20-19-S";
    /// E9: a grand slam, `F`, where another move remains.
    pub const SLAM: (&str, &str) = ("2-0-3-0-0-2-1-1-0-0-0-0-19-20-S", "F");
    /// E13: a grand slam, `F`, where every move is one.
    pub const FORCED_SLAM: (&str, &str) = ("0-0-0-0-3-2-1-1-0-0-0-0-20-21-S", "F");
    /// E6: reaching 25, `F`.
    pub const TWENTY_FIVE: (&str, &str) = ("0-1-0-0-3-1-1-0-3-2-0-5-23-9-S", "F");
    /// E8: the player to move has no legal move.
    pub const STUCK: &str = "1-1-1-0-0-0-0-0-0-0-0-0-21-24-S";
}

fn game(rules: Rules, position: &str) -> Option<Game> {
    Some(Game::from_position(rules, position.parse::<Position>().ok()?))
}

/// The position as it stands: the start, a finished game, or its legal moves.
fn still(rules: Rules, position: &str) -> Option<Figure> {
    let game = game(rules, position)?;
    let caption = match game.outcome() {
        Some(o) => Caption::Over(*o),
        None if game.position() == &Position::default() => Caption::Start,
        None => Caption::Legal(game.legal_moves()),
    };
    Some(Figure { game, caption })
}

/// The position after the move (`None` if the rules forbid it).
fn played(rules: Rules, (position, pit): (&str, &str)) -> Option<Figure> {
    let mut game = game(rules, position)?;
    let pit: Pit = pit.parse().ok()?;
    let trace = game.play(pit).ok()?;
    Some(Figure { game, caption: Caption::Move(pit, trace) })
}

/// The page of `variant`: its sections in order (the match only where one is
/// played).
pub fn page(variant: Variant) -> Vec<Section> {
    let r = variant.rules();
    let ids = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let figures = |f: Vec<Option<Figure>>| f.into_iter().flatten().collect::<Vec<_>>();
    let mut sections = vec![
        Section {
            topic: Topic::Board,
            paragraphs: ids(&["rules-board", "rules-board-letters"]),
            figures: figures(vec![still(r, example::PLAIN.0)]),
        },
        Section {
            topic: Topic::Sowing,
            paragraphs: ids(&["rules-sowing", "rules-sowing-lap"]),
            figures: figures(vec![played(r, example::PLAIN), played(r, example::LAP)]),
        },
        Section {
            topic: Topic::Capture,
            paragraphs: ids(&["rules-capture", "rules-capture-chain", "rules-capture-only-last"]),
            figures: figures(vec![played(r, example::CHAIN), played(r, example::EDGE)]),
        },
        Section {
            topic: Topic::Feeding,
            paragraphs: ids(&["rules-feeding", "rules-feeding-none"]),
            figures: figures(vec![still(r, example::FEED)]),
        },
        Section {
            topic: Topic::GrandSlam,
            paragraphs: grand_slam(variant),
            // Where the rules forbid this grand slam (another move remains),
            // the one where every move is a grand slam.
            figures: figures(vec![played(r, example::SLAM).or_else(|| played(r, example::FORCED_SLAM))]),
        },
        Section {
            topic: Topic::End,
            paragraphs: end(r),
            figures: figures(vec![played(r, example::TWENTY_FIVE), still(r, example::STUCK)]),
        },
        Section {
            topic: Topic::Winner,
            paragraphs: ids(&[match r.winner {
                WinnerRule::HigherTotal => "rules-winner-higher",
                WinnerRule::ReachTwentyFive => "rules-winner-25",
            }]),
            figures: Vec::new(),
        },
    ];
    if r.match_wins > 1 {
        sections.push(Section {
            topic: Topic::Match,
            paragraphs: ids(&["rules-match", "rules-match-starter"]),
            figures: Vec::new(),
        });
    }
    sections.push(Section {
        topic: Topic::Choices,
        paragraphs: variant.choices().iter().map(|c| format!("choice-{}", c.key())).collect(),
        figures: Vec::new(),
    });
    let about = ["names", "where", "equipment", "history", "sources"];
    sections.push(Section {
        topic: Topic::About,
        paragraphs: about.iter().map(|a| format!("about-{}-{a}", variant.key())).collect(),
        figures: Vec::new(),
    });
    sections
}

/// The choices of `variant` ([`Variant::choices`]) that the paragraph `id`
/// states, to be marked where it is shown.
pub fn states(variant: Variant, id: &str) -> Vec<Choice> {
    let stated: &[Choice] = match id {
        "rules-end-25" => &[Choice::SeedsAtTwentyFive, Choice::WahreeTwentyFive],
        "rules-end-repetition" => &[Choice::FirstRepetition],
        "rules-cycle-own-side" => &[Choice::WahreeCycle],
        "rules-winner-25" => &[Choice::DrawBelowTwentyFive],
        "rules-match-starter" => &[Choice::NextStarter],
        _ => &[],
    };
    variant.choices().into_iter().filter(|c| stated.contains(c)).collect()
}

/// The grand slam's paragraphs: what one is, when it may be played, what it
/// does, and in Wahree its own name, the sweep.
fn grand_slam(variant: Variant) -> Vec<String> {
    let r = variant.rules();
    let mut p = vec!["rules-slam", slam_legality(r.slam_legality), slam_effect(r.slam_effect)];
    if variant == Variant::Wahree {
        p.push("rules-slam-sweep");
    }
    p.into_iter().map(String::from).collect()
}

fn slam_legality(l: SlamLegality) -> &'static str {
    match l {
        SlamLegality::Allowed => "rules-slam-allowed",
        SlamLegality::OnlyWhenForced => "rules-slam-only-forced",
    }
}

fn slam_effect(e: SlamEffect) -> &'static str {
    match e {
        SlamEffect::CapturesNothing => "rules-slam-captures-nothing",
        SlamEffect::Captures => "rules-slam-captures",
        SlamEffect::CapturesMoverAgain => "rules-slam-mover-again",
        SlamEffect::CapturesAndTakesAll => "rules-slam-takes-all",
    }
}

fn end(r: Rules) -> Vec<String> {
    let mut p = vec!["rules-end", "rules-end-25"];
    if matches!(r.slam_effect, SlamEffect::CapturesAndTakesAll) {
        p.push("rules-end-slam");
    }
    p.push("rules-end-stuck");
    p.push(match r.stuck_award {
        StuckAward::OwnSide => "rules-stuck-own-side",
        StuckAward::EmptyRowTakesAll => "rules-stuck-empty-row",
        StuckAward::Split => "rules-stuck-split",
    });
    p.push("rules-end-repetition");
    p.push(match r.cycle_award {
        CycleAward::OwnSide => "rules-cycle-own-side",
        CycleAward::Nothing => "rules-cycle-nothing",
        CycleAward::Split => "rules-cycle-split",
    });
    p.into_iter().map(String::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_has_its_sections_and_its_pictures_follow_its_rules() {
        for v in Variant::ALL {
            let page = page(v);
            let keys: Vec<&str> = page.iter().map(|s| s.topic.key()).collect();
            let mut want = vec!["board", "sowing", "capture", "feeding", "grand-slam", "end", "winner"];
            if v.rules().match_wins > 1 {
                want.push("match");
            }
            want.extend(["choices", "about"]);
            assert_eq!(keys, want, "{v}");
            for s in &page {
                assert!(!s.paragraphs.is_empty(), "{v} {}", s.topic.key());
            }
            // Every worked example is pictured (none is refused by the rules).
            let counts: Vec<usize> = page.iter().map(|s| s.figures.len()).collect();
            assert_eq!(&counts[..6], &[1, 2, 2, 1, 1, 2], "{v}");
            // The grand slam pictured is one, played under this variant's rules.
            let slam = &page[4].figures[0];
            let Caption::Move(_, trace) = &slam.caption else { panic!("{v}: a move") };
            let effect = trace.iter().find_map(|s| match s {
                Step::GrandSlam { effect, .. } => Some(*effect),
                _ => None,
            });
            assert_eq!(effect, Some(v.rules().slam_effect), "{v}");
            assert_eq!(
                page[4].paragraphs[2],
                slam_effect(v.rules().slam_effect),
                "{v}: the words follow the same value"
            );
        }
        // Wari forbids E9's grand slam (another move remains): the forced one is shown.
        let wari = page(Variant::Wari);
        assert_eq!(wari[4].figures[0].game.start().to_string(), example::FORCED_SLAM.0);
        // The stuck position ends at once, with each variant's own award.
        let stuck = |v: Variant| match &page(v)[5].figures[1].caption {
            Caption::Over(o) => o.score.south,
            c => panic!("{c:?}"),
        };
        assert_eq!((stuck(Variant::Abapa), stuck(Variant::Speightstown), stuck(Variant::Bridgetown)), (24, 21, 23));
    }

    #[test]
    fn every_choice_of_a_variant_is_stated_and_explained_on_its_page() {
        for v in Variant::ALL {
            let page = page(v);
            let mut stated: Vec<Choice> = Vec::new();
            for id in page.iter().flat_map(|s| &s.paragraphs) {
                stated.extend(states(v, id));
            }
            let mut want = v.choices();
            assert!(!want.is_empty(), "{v}: every variant has the 25-end's choice");
            stated.sort_by_key(|c| c.key());
            stated.dedup();
            want.sort_by_key(|c| c.key());
            assert_eq!(stated, want, "{v}: the choices its paragraphs state are its rules' choices");
        }
        // Wahree's 25-end states two choices, Abapa's one.
        assert_eq!(states(Variant::Wahree, "rules-end-25"), [Choice::SeedsAtTwentyFive, Choice::WahreeTwentyFive]);
        assert_eq!(states(Variant::Abapa, "rules-end-25"), [Choice::SeedsAtTwentyFive]);
        // A paragraph of tradition states none.
        assert!(states(Variant::Speightstown, "rules-stuck-empty-row").is_empty());
    }
}
