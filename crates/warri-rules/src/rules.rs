//! Variants as data: [`Rules`] is a value of small enums, [`Variant`] names the
//! six presets of `shared/RULES.md` section 2, and [`RuleChange`] rows say what
//! a variant changes against standard Oware (Abapa) — the table the front end
//! shows is generated from here, from the same values the engine plays by.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

/// A store holding this many seeds ends the game at once: its owner wins.
pub const WINNING_STORE: u8 = 25;

/// When a grand slam may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SlamLegality {
    /// Like any other move.
    Allowed,
    /// Only if every legal move is a grand slam (Wari).
    OnlyWhenForced,
}

/// What a grand slam does once played (RULES.md 1.5 and section 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SlamEffect {
    /// Captures nothing; the seeds stay where they were sown (Abapa).
    CapturesNothing,
    /// Captures the whole row; the turn passes as usual, so the victim is
    /// stuck and the stuck award decides the rest (Barbados Warri).
    Captures,
    /// Captures the whole row and the capturer moves again, feeding
    /// (Caribbean).
    CapturesMoverAgain,
    /// Captures the whole row, ends the game, and the mover takes every seed
    /// left on the board (Wari's forced slam, Wahree's sweep).
    CapturesAndTakesAll,
}

impl SlamEffect {
    /// Whether the slam's chain is captured at all.
    pub const fn captures(self) -> bool {
        !matches!(self, SlamEffect::CapturesNothing)
    }
}

/// Who gets the seeds left on the board when the player to move has no legal
/// move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum StuckAward {
    /// Each player takes the seeds on his own side.
    OwnSide,
    /// The player whose row is empty takes every seed (Speightstown).
    EmptyRowTakesAll,
    /// Split equally; an odd seed to the player whose side holds more
    /// (Bridgetown).
    Split,
}

/// Who gets the seeds still circulating when a position repeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CycleAward {
    /// Each player takes the seeds on his own side.
    OwnSide,
    /// Nobody: they are not counted (Speightstown).
    Nothing,
    /// Split equally; an odd seed to the player whose side holds more
    /// (Bridgetown).
    Split,
}

/// How the winner is decided once the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinnerRule {
    /// The higher total wins; equal totals draw.
    HigherTotal,
    /// Only a store of 25 or more wins; anything else is a draw
    /// (Speightstown).
    ReachTwentyFive,
}

/// A complete rule set. Every difference between the variants is one of
/// these fields; the engine reads nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// When a grand slam may be played.
    pub slam_legality: SlamLegality,
    /// What a grand slam does.
    pub slam_effect: SlamEffect,
    /// The award when the player to move has no legal move.
    pub stuck_award: StuckAward,
    /// The award when a position repeats.
    pub cycle_award: CycleAward,
    /// How the winner is decided.
    pub winner: WinnerRule,
    /// Game wins that make a match champion (1: a single game).
    pub match_wins: u8,
}

/// The six named variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Oware Abapa, the standard (default).
    Abapa,
    /// Wari: strict grand slam.
    Wari,
    /// The Caribbean grand-slam option.
    Caribbean,
    /// Barbados Warri, Speightstown tradition.
    Speightstown,
    /// Barbados Warri, Bridgetown tradition.
    Bridgetown,
    /// Wahree (US Virgin Islands).
    Wahree,
}

impl Default for Variant {
    fn default() -> Self {
        Variant::Abapa
    }
}

impl Variant {
    /// All six, in the order the app lists them.
    pub const ALL: [Variant; 6] = [
        Variant::Abapa,
        Variant::Wari,
        Variant::Caribbean,
        Variant::Speightstown,
        Variant::Bridgetown,
        Variant::Wahree,
    ];

    /// The key used in URLs, on the command line and in files.
    pub const fn key(self) -> &'static str {
        match self {
            Variant::Abapa => "abapa",
            Variant::Wari => "wari",
            Variant::Caribbean => "caribbean",
            Variant::Speightstown => "speightstown",
            Variant::Bridgetown => "bridgetown",
            Variant::Wahree => "wahree",
        }
    }

    /// The display name.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Abapa => "Oware Abapa",
            Variant::Wari => "Wari",
            Variant::Caribbean => "Caribbean grand slam",
            Variant::Speightstown => "Barbados Warri (Speightstown)",
            Variant::Bridgetown => "Barbados Warri (Bridgetown)",
            Variant::Wahree => "Wahree",
        }
    }

    /// One line saying what sets the variant apart.
    pub const fn summary(self) -> &'static str {
        match self {
            Variant::Abapa => "Standard Oware: a grand slam captures nothing; first to 25 wins.",
            Variant::Wari => "Strict grand slam: forbidden unless it is the only move, and then it ends the game.",
            Variant::Caribbean => "A grand slam captures the whole row and the capturer moves again.",
            Variant::Speightstown => "Barbados match play to six games: only reaching 25 wins; a player whose row is empty claims the seeds left.",
            Variant::Bridgetown => "Barbados match play to six games: seeds left at the end are split equally.",
            Variant::Wahree => "A sweep of the whole row ends the game and the sweeper takes every seed left.",
        }
    }

    /// What players of this variant call a grand slam.
    pub const fn slam_name(self) -> &'static str {
        match self {
            Variant::Wahree => "sweep",
            _ => "grand slam",
        }
    }

    /// The rule set.
    pub const fn rules(self) -> Rules {
        use CycleAward as C;
        use SlamEffect as E;
        use SlamLegality as L;
        use StuckAward as S;
        use WinnerRule as W;
        let (slam_legality, slam_effect, stuck_award, cycle_award, winner, match_wins) = match self {
            Variant::Abapa => (L::Allowed, E::CapturesNothing, S::OwnSide, C::OwnSide, W::HigherTotal, 1),
            Variant::Wari => (L::OnlyWhenForced, E::CapturesAndTakesAll, S::OwnSide, C::OwnSide, W::HigherTotal, 1),
            Variant::Caribbean => (L::Allowed, E::CapturesMoverAgain, S::OwnSide, C::OwnSide, W::HigherTotal, 1),
            Variant::Speightstown => (L::Allowed, E::Captures, S::EmptyRowTakesAll, C::Nothing, W::ReachTwentyFive, 6),
            Variant::Bridgetown => (L::Allowed, E::Captures, S::Split, C::Split, W::HigherTotal, 6),
            Variant::Wahree => (L::Allowed, E::CapturesAndTakesAll, S::OwnSide, C::OwnSide, W::HigherTotal, 1),
        };
        Rules { slam_legality, slam_effect, stuck_award, cycle_award, winner, match_wins }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant key that names none of the six.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown variant \"{}\"; the variants are", self.0)?;
        for (i, v) in Variant::ALL.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            f.write_str(v.key())?;
        }
        Ok(())
    }
}

impl core::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;
    /// Parses a key (`abapa` …), ignoring case and surrounding spaces.
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let t = s.trim();
        Variant::ALL
            .into_iter()
            .find(|v| v.key().eq_ignore_ascii_case(t))
            .ok_or_else(|| UnknownVariant(String::from(s)))
    }
}

/// A row of the rules-change table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Topic {
    /// What a grand slam does.
    GrandSlam,
    /// A grand slam when it is the only legal move.
    GrandSlamOnlyMove,
    /// Ordinary captures.
    OtherCaptures,
    /// The feeding obligation.
    Feeding,
    /// What ends the game.
    EndOfGame,
    /// Award when the player to move has no legal move.
    StuckAward,
    /// Award when a position repeats.
    CycleAward,
    /// Who wins.
    Winner,
    /// Single game or match.
    Match,
}

impl Topic {
    /// All rows in table order.
    pub const ALL: [Topic; 9] = [
        Topic::GrandSlam,
        Topic::GrandSlamOnlyMove,
        Topic::OtherCaptures,
        Topic::Feeding,
        Topic::EndOfGame,
        Topic::StuckAward,
        Topic::CycleAward,
        Topic::Winner,
        Topic::Match,
    ];

    /// English row heading.
    pub const fn title(self) -> &'static str {
        match self {
            Topic::GrandSlam => "Grand slam",
            Topic::GrandSlamOnlyMove => "Grand slam as the only move",
            Topic::OtherCaptures => "Other captures",
            Topic::Feeding => "Feeding",
            Topic::EndOfGame => "End of game",
            Topic::StuckAward => "No legal move",
            Topic::CycleAward => "Repetition",
            Topic::Winner => "Winner",
            Topic::Match => "Match",
        }
    }
}

/// The value of one rules-change row for one variant. A front end may word
/// it in any language by matching on it; [`fmt::Display`] gives English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RuleValue {
    /// When a grand slam may be played and what it does.
    GrandSlam(SlamLegality, SlamEffect),
    /// What a grand slam does when every legal move is one.
    GrandSlamOnlyMove(SlamEffect),
    /// The shared capture rule (RULES.md 1.3–1.4).
    OtherCaptures,
    /// The shared feeding rule (RULES.md 1.6).
    Feeding,
    /// What ends the game; `true` when a captured grand slam also does.
    EndOfGame(bool),
    /// The stuck award.
    StuckAward(StuckAward),
    /// The cycle award.
    CycleAward(CycleAward),
    /// The winner rule.
    Winner(WinnerRule),
    /// Game wins needed for the match (1: single game).
    Match(u8),
}

impl RuleValue {
    /// Which row this value belongs to.
    pub const fn topic(self) -> Topic {
        match self {
            RuleValue::GrandSlam(..) => Topic::GrandSlam,
            RuleValue::GrandSlamOnlyMove(_) => Topic::GrandSlamOnlyMove,
            RuleValue::OtherCaptures => Topic::OtherCaptures,
            RuleValue::Feeding => Topic::Feeding,
            RuleValue::EndOfGame(_) => Topic::EndOfGame,
            RuleValue::StuckAward(_) => Topic::StuckAward,
            RuleValue::CycleAward(_) => Topic::CycleAward,
            RuleValue::Winner(_) => Topic::Winner,
            RuleValue::Match(_) => Topic::Match,
        }
    }
}

impl fmt::Display for RuleValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SlamEffect as E;
        match *self {
            RuleValue::GrandSlam(SlamLegality::OnlyWhenForced, _) => {
                f.write_str("Forbidden while any other legal move remains.")
            }
            RuleValue::GrandSlam(SlamLegality::Allowed, e) => f.write_str(match e {
                E::CapturesNothing => "Legal, but captures nothing: the seeds stay where they were sown and the turn passes.",
                E::Captures => "Legal; captures the whole row. The opponent then has no move, and the no-legal-move award decides the rest.",
                E::CapturesMoverAgain => "Legal; captures the whole row, and the capturer moves again at once and must feed.",
                E::CapturesAndTakesAll => "Legal (a sweep); captures the whole row, ends the game, and the sweeper takes every seed left on the board.",
            }),
            RuleValue::GrandSlamOnlyMove(e) => f.write_str(match e {
                E::CapturesNothing => "Must be played, and captures nothing.",
                E::Captures => "Played like any grand slam: captures the whole row.",
                E::CapturesMoverAgain => "Played like any grand slam: captures, then the capturer moves again.",
                E::CapturesAndTakesAll => "Must be played: captures the whole row, ends the game, and the mover takes every seed left on his own side.",
            }),
            RuleValue::OtherCaptures => f.write_str(
                "When the last seed makes 2 or 3 in an opponent's pit, capture it and the unbroken run of 2s and 3s before it in the opponent's row.",
            ),
            RuleValue::Feeding => f.write_str(
                "If the opponent's row is empty you must sow into it; if you cannot, the game ends.",
            ),
            RuleValue::EndOfGame(slam_ends) => {
                f.write_str("A store of 25 ends the game at once (seeds on the board are not awarded); so do a player with no legal move and the first repetition of a position")?;
                f.write_str(if slam_ends { "; and a captured grand slam." } else { "." })
            }
            RuleValue::StuckAward(a) => f.write_str(match a {
                StuckAward::OwnSide => "Each player adds the seeds on his own side.",
                StuckAward::EmptyRowTakesAll => "The player whose row is empty claims every seed still on the board.",
                StuckAward::Split => "The seeds left are split equally; an odd seed goes to the player whose side holds more.",
            }),
            RuleValue::CycleAward(a) => f.write_str(match a {
                CycleAward::OwnSide => "The game ends; each player adds the seeds on his own side.",
                CycleAward::Nothing => "The game ends; the circulating seeds are not counted.",
                CycleAward::Split => "The game ends; the seeds left are split equally, an odd seed to the player whose side holds more.",
            }),
            RuleValue::Winner(w) => f.write_str(match w {
                WinnerRule::HigherTotal => "The higher total wins; 24–24 is a draw.",
                WinnerRule::ReachTwentyFive => "Only a player who reaches 25 wins; any other end is a draw.",
            }),
            RuleValue::Match(1) => f.write_str("A single game."),
            RuleValue::Match(n) => write!(
                f,
                "A match: the first to win {n} games is champion; draws count for nobody. The winner starts the next game; after a draw the other player starts."
            ),
        }
    }
}

/// One row of the rules-change table: this variant's value, standard Oware's
/// value, and whether they differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RuleChange {
    /// The row.
    pub topic: Topic,
    /// What this variant does.
    pub value: RuleValue,
    /// What standard Oware (Abapa) does.
    pub standard: RuleValue,
}

impl RuleChange {
    /// Whether the variant changes this row.
    pub fn differs(&self) -> bool {
        self.value != self.standard
    }
}

impl Rules {
    /// This rule set's value for each row of the table.
    pub const fn values(&self) -> [RuleValue; 9] {
        [
            RuleValue::GrandSlam(self.slam_legality, self.slam_effect),
            RuleValue::GrandSlamOnlyMove(self.slam_effect),
            RuleValue::OtherCaptures,
            RuleValue::Feeding,
            RuleValue::EndOfGame(matches!(self.slam_effect, SlamEffect::CapturesAndTakesAll)),
            RuleValue::StuckAward(self.stuck_award),
            RuleValue::CycleAward(self.cycle_award),
            RuleValue::Winner(self.winner),
            RuleValue::Match(self.match_wins),
        ]
    }

    /// The rules-change table against standard Oware (Abapa), row by row in
    /// [`Topic::ALL`] order.
    ///
    /// ```
    /// use warri_rules::{Topic, Variant};
    /// let rows = Variant::Wari.rules().changes();
    /// let changed: Vec<Topic> = rows.iter().filter(|r| r.differs()).map(|r| r.topic).collect();
    /// assert_eq!(changed, [Topic::GrandSlam, Topic::GrandSlamOnlyMove, Topic::EndOfGame]);
    /// ```
    pub fn changes(&self) -> [RuleChange; 9] {
        let mine = self.values();
        let standard = Variant::Abapa.rules().values();
        core::array::from_fn(|i| RuleChange { topic: mine[i].topic(), value: mine[i], standard: standard[i] })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn a_row_is_marked_changed_exactly_when_its_words_change() {
        for v in Variant::ALL {
            for row in v.rules().changes() {
                let words_differ = row.value.to_string() != row.standard.to_string();
                assert_eq!(row.differs(), words_differ, "{v:?} {:?}", row.topic);
            }
        }
    }

    #[test]
    fn each_variant_changes_the_rows_rules_md_says_it_does() {
        let changed = |v: Variant| -> alloc::vec::Vec<Topic> {
            v.rules().changes().iter().filter(|r| r.differs()).map(|r| r.topic).collect()
        };
        use Topic::*;
        assert!(changed(Variant::Abapa).is_empty());
        assert_eq!(changed(Variant::Caribbean), [GrandSlam, GrandSlamOnlyMove]);
        assert_eq!(changed(Variant::Wahree), [GrandSlam, GrandSlamOnlyMove, EndOfGame]);
        assert_eq!(changed(Variant::Speightstown), [GrandSlam, GrandSlamOnlyMove, StuckAward, CycleAward, Winner, Match]);
        assert_eq!(changed(Variant::Bridgetown), [GrandSlam, GrandSlamOnlyMove, StuckAward, CycleAward, Match]);
    }

    #[test]
    fn keys_parse_back_and_unknown_ones_list_the_variants() {
        for v in Variant::ALL {
            assert_eq!(v.key().parse::<Variant>(), Ok(v));
        }
        assert_eq!(" WAHREE ".parse::<Variant>(), Ok(Variant::Wahree));
        let e = "oware".parse::<Variant>().unwrap_err().to_string();
        assert_eq!(e, "unknown variant \"oware\"; the variants are abapa, wari, caribbean, speightstown, bridgetown, wahree");
    }
}
