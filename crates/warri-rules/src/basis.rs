//! Where each rule value comes from: a source the project grew from records
//! it, or warri chose it where the sources are silent or give one example
//! only (docs/rules.md section 4). Every row of the rules-change table has
//! a [`Basis`] for every variant; the front end marks each choice from
//! here (`data-choice="warri"`), so a new rule value cannot be told as
//! tradition by accident: one with neither a source nor a choice fails
//! this file's test.

use alloc::vec::Vec;

use crate::rules::{Topic, Variant};

/// A published description of a variant that warri follows where it speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The Oware Society's rules of Abapa.
    OwareSociety,
    /// "What is Wari?": standard Oware (Abapa), Wari and the Caribbean
    /// grand slam compared.
    WhatIsWari,
    /// The Mancala World article "Barbados Warri": the game and its two
    /// traditions as Alexander J. de Voogt recorded them (1997).
    BarbadosArticle,
    /// The Mancala World article "Wahree": the rules as Olassee Davis wrote
    /// them down (1995), with Kofi Boateng's clarifications (2010).
    WahreeArticle,
}

impl Source {
    /// The key of `data-source` and of the source's name in the front end.
    pub const fn key(self) -> &'static str {
        match self {
            Source::OwareSociety => "oware-society",
            Source::WhatIsWari => "what-is-wari",
            Source::BarbadosArticle => "barbados-article",
            Source::WahreeArticle => "wahree-article",
        }
    }
}

/// A question the sources leave open, and warri's answer to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// A store of 25 ends the game at once, before anything else the move
    /// would do; the seeds still on the board count for nobody.
    SeedsAtTwentyFive,
    /// The first repetition of a position ends the game, with the
    /// variant's cycle award.
    FirstRepetition,
    /// Speightstown: every end without a store of 25 is a draw (the source
    /// gives one example: 24–22 with two seeds circling).
    DrawBelowTwentyFive,
    /// Wahree: a store of 25 ends the game, as in Oware.
    WahreeTwentyFive,
    /// Wahree: at a repetition each player takes his own side, as at a
    /// blockade.
    WahreeCycle,
    /// A match: the winner of a game starts the next; after a draw, the
    /// player who did not start the drawn game.
    NextStarter,
}

impl Choice {
    /// Every choice, in the order the rules pages list them.
    pub const ALL: [Choice; 6] = [
        Choice::SeedsAtTwentyFive,
        Choice::WahreeTwentyFive,
        Choice::FirstRepetition,
        Choice::WahreeCycle,
        Choice::DrawBelowTwentyFive,
        Choice::NextStarter,
    ];

    /// The key of its explanation (`choice-KEY`) and of its anchor.
    pub const fn key(self) -> &'static str {
        match self {
            Choice::SeedsAtTwentyFive => "seeds-at-25",
            Choice::FirstRepetition => "first-repetition",
            Choice::DrawBelowTwentyFive => "draw-below-25",
            Choice::WahreeTwentyFive => "wahree-25",
            Choice::WahreeCycle => "wahree-cycle",
            Choice::NextStarter => "next-starter",
        }
    }
}

/// What a variant's value of one row rests on: the source that records it
/// (if one does) and the choices warri made to complete it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Basis {
    /// The source that records the value, or `None` where none does.
    pub source: Option<Source>,
    /// warri's choices in the value, in [`Choice::ALL`] order.
    pub choices: &'static [Choice],
}

impl Basis {
    const fn of(source: Source, choices: &'static [Choice]) -> Basis {
        Basis { source: Some(source), choices }
    }
}

/// One variant's bases, row by row.
type Bases = [(Topic, Basis)];

impl Variant {
    /// What this variant's value of `topic` rests on; `None` if nothing is
    /// recorded for it (this file's test fails then).
    pub fn basis(self, topic: Topic) -> Option<Basis> {
        bases(self).iter().find(|(t, _)| *t == topic).map(|(_, b)| *b)
    }

    /// The choices in this variant's rules, each once, in [`Choice::ALL`]
    /// order.
    pub fn choices(self) -> Vec<Choice> {
        let all = bases(self);
        Choice::ALL.into_iter().filter(|c| all.iter().any(|(_, b)| b.choices.contains(c))).collect()
    }
}

fn bases(variant: Variant) -> &'static Bases {
    match variant {
        Variant::Abapa => &ABAPA,
        Variant::Wari | Variant::Caribbean => &COMPARED,
        Variant::Speightstown => &SPEIGHTSTOWN,
        Variant::Bridgetown => &BRIDGETOWN,
        Variant::Wahree => &WAHREE,
    }
}

use Choice as C;
use Source as S;
use Topic as T;

const END: &[Choice] = &[C::SeedsAtTwentyFive];
const CYCLE: &[Choice] = &[C::FirstRepetition];

/// A variant's rows: `source` records its rules; warri completes its end of
/// the game with `end`, its cycle award is `cycle`, and its winner and
/// match rows hold `winner` and `matches` of warri's choices.
const fn rows(
    source: Source,
    end: &'static [Choice],
    cycle: Basis,
    winner: &'static [Choice],
    matches: &'static [Choice],
) -> [(Topic, Basis); 9] {
    [
        (T::GrandSlam, Basis::of(source, &[])),
        (T::GrandSlamOnlyMove, Basis::of(source, &[])),
        (T::OtherCaptures, Basis::of(source, &[])),
        (T::Feeding, Basis::of(source, &[])),
        (T::EndOfGame, Basis::of(source, end)),
        (T::StuckAward, Basis::of(source, &[])),
        (T::CycleAward, cycle),
        (T::Winner, Basis::of(source, winner)),
        (T::Match, Basis::of(source, matches)),
    ]
}

/// Abapa: the Oware Society's rules, and where they stop.
const ABAPA: [(Topic, Basis); 9] = rows(S::OwareSociety, END, Basis::of(S::OwareSociety, CYCLE), &[], &[]);

/// Wari and the Caribbean option: "What is Wari?" gives their grand slam
/// and says everything else is Abapa, whose cycle award it does not word.
const COMPARED: [(Topic, Basis); 9] = rows(S::WhatIsWari, END, Basis::of(S::OwareSociety, CYCLE), &[], &[]);

/// Speightstown as the article records it (after de Voogt): 25 wins at
/// once, 24–22 with two seeds circling is a draw, a tournament series to
/// six wins.
const SPEIGHTSTOWN: [(Topic, Basis); 9] =
    rows(S::BarbadosArticle, END, Basis::of(S::BarbadosArticle, CYCLE), &[C::DrawBelowTwentyFive], &[C::NextStarter]);

/// Bridgetown as the article records it (after de Voogt): the split at
/// every other end.
const BRIDGETOWN: [(Topic, Basis); 9] =
    rows(S::BarbadosArticle, END, Basis::of(S::BarbadosArticle, CYCLE), &[], &[C::NextStarter]);

/// Wahree as the article records it (after Davis): the sweep and the
/// blockade; its rules say nothing of a store of 25 or of a repeating game.
const WAHREE: [(Topic, Basis); 9] = rows(
    S::WahreeArticle,
    &[C::SeedsAtTwentyFive, C::WahreeTwentyFive],
    Basis { source: None, choices: &[C::FirstRepetition, C::WahreeCycle] },
    &[],
    &[],
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_value_has_a_source_or_is_marked_as_warris_choice() {
        for v in Variant::ALL {
            for t in Topic::ALL {
                let b = v.basis(t).unwrap_or_else(|| panic!("{v}: no basis for {t:?}"));
                assert!(b.source.is_some() || !b.choices.is_empty(), "{v} {t:?}: neither recorded nor chosen");
            }
            assert_eq!(bases(v).len(), Topic::ALL.len(), "{v}: one basis per row");
        }
    }

    #[test]
    fn the_choices_are_those_docs_rules_md_lists() {
        // docs/rules.md section 4, by hand: every variant's 25-end and first
        // repetition; Speightstown's draw below 25; the match's next
        // starter; Wahree's 25 and cycle.
        use Choice::*;
        let common = [SeedsAtTwentyFive, FirstRepetition];
        for v in [Variant::Abapa, Variant::Wari, Variant::Caribbean] {
            assert_eq!(v.choices(), common, "{v}");
        }
        assert_eq!(
            Variant::Speightstown.choices(),
            [SeedsAtTwentyFive, FirstRepetition, DrawBelowTwentyFive, NextStarter]
        );
        assert_eq!(Variant::Bridgetown.choices(), [SeedsAtTwentyFive, FirstRepetition, NextStarter]);
        assert_eq!(Variant::Wahree.choices(), [SeedsAtTwentyFive, WahreeTwentyFive, FirstRepetition, WahreeCycle]);
        // A value that rests on a choice alone: Wahree's cycle award.
        assert_eq!(Variant::Wahree.basis(Topic::CycleAward).map(|b| b.source), Some(None));
    }
}
