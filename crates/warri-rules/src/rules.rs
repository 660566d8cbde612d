//! Variants as data: [`Rules`] is a value of small enums, [`Variant`] names the
//! six presets of docs/rules.md section 2, and [`RuleChange`] rows say what
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

/// What a grand slam does once played (docs/rules.md 1.5 and section 2).
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Oware Abapa, the standard (default).
    #[default]
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
    /// The key, e.g. `wahree` (the names players read are the front end's
    /// words, in their language).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
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
}

/// The value of one rules-change row for one variant. A front end words it
/// in its reader's language by matching on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RuleValue {
    /// When a grand slam may be played and what it does.
    GrandSlam(SlamLegality, SlamEffect),
    /// What a grand slam does when every legal move is one.
    GrandSlamOnlyMove(SlamEffect),
    /// The shared capture rule (docs/rules.md 1.3–1.4).
    OtherCaptures,
    /// The shared feeding rule (docs/rules.md 1.6).
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
    fn each_variant_changes_the_rows_rules_md_says_it_does() {
        let changed = |v: Variant| -> alloc::vec::Vec<Topic> {
            v.rules().changes().iter().filter(|r| r.differs()).map(|r| r.topic).collect()
        };
        use Topic::*;
        assert!(changed(Variant::Abapa).is_empty());
        assert_eq!(changed(Variant::Caribbean), [GrandSlam, GrandSlamOnlyMove]);
        assert_eq!(changed(Variant::Wahree), [GrandSlam, GrandSlamOnlyMove, EndOfGame]);
        assert_eq!(
            changed(Variant::Speightstown),
            [GrandSlam, GrandSlamOnlyMove, StuckAward, CycleAward, Winner, Match]
        );
        assert_eq!(changed(Variant::Bridgetown), [GrandSlam, GrandSlamOnlyMove, StuckAward, CycleAward, Match]);
    }

    #[test]
    fn keys_parse_back_and_unknown_ones_list_the_variants() {
        for v in Variant::ALL {
            assert_eq!(v.key().parse::<Variant>(), Ok(v));
        }
        assert_eq!(" WAHREE ".parse::<Variant>(), Ok(Variant::Wahree));
        let e = "oware".parse::<Variant>().unwrap_err().to_string();
        assert_eq!(
            e,
            "unknown variant \"oware\"; the variants are abapa, wari, caribbean, speightstown, bridgetown, wahree"
        );
    }
}
