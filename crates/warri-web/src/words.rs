//! Every sentence the game shows, in the reader's language: the names of
//! variants and players, illegal-move explanations, grand-slam
//! announcements, game-over reasons, hints, the rules-change table and the
//! notices about bad input. Worded from the rules' data (never from a
//! variant name check) through the Fluent messages of `web/i18n/`.

use warri_engine::Score;
use warri_rules::{
    Award, CycleAward, EndReason, Game, IllegalMove, MatchScore, Outcome, Pit, Player, PositionError,
    RuleValue, SlamEffect, SlamLegality, StuckAward, Topic, Variant, WinnerRule,
};

use crate::i18n::{Arg, Tr};

/// Something the page says about bad input; worded when shown, so it follows
/// the language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A link parameter this version does not know.
    UnknownParam(String),
    /// `variant=` names no variant.
    Variant(String),
    /// `position=` is malformed.
    Position(String, PositionError),
    /// `moves=`: move `n` (1-based) cannot be played.
    Moves {
        /// Which move.
        n: usize,
        /// Its text.
        text: String,
        /// Why.
        problem: MoveProblem,
    },
    /// `flip=` is not 1 or 0.
    Flip(String),
    /// `level=` is not 1–6; the level used instead.
    Level(String, u8),
    /// `south=`/`north=` is not human or computer.
    Seat(Player, String),
    /// `lang=` names no language of the app.
    Lang(String),
    /// `embed=` is not 1 or 0.
    Embed(String),
    /// `rules=` is not 1 or 0.
    Rules(String),
    /// The saved game could not be read.
    SavedCorrupt(String),
    /// The saved game is from an older version.
    SavedOld,
    /// An imported record has a problem on a line.
    Import {
        /// 1-based line.
        line: usize,
        /// What is wrong, already worded.
        problem: String,
    },
    /// An imported record could not be read at all.
    ImportGeneral(String),
}

/// Why a move of a move list cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// Not a move letter.
    NotALetter,
    /// Illegal in the position.
    Illegal(IllegalMove),
}

/// Why the last click did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Explanation {
    /// The move is illegal.
    Illegal(IllegalMove),
    /// The computer plays this side.
    ComputerToMove(Player),
}

fn side(p: Player) -> Arg<'static> {
    Arg::S(p.key())
}

/// The variant's display name.
pub fn variant_name(tr: &Tr, v: Variant) -> String {
    tr.ta("variant-name", &[("variant", v.key().into())])
}

/// The variant's one-line summary.
pub fn variant_summary(tr: &Tr, v: Variant) -> String {
    tr.ta("variant-summary", &[("variant", v.key().into())])
}

/// "South", "North".
pub fn player(tr: &Tr, p: Player) -> String {
    tr.ta("player", &[("player", side(p))])
}

/// "1 seed", "5 seeds".
pub fn seeds(tr: &Tr, n: u8) -> String {
    tr.ta("seeds", &[("count", n.into())])
}

/// What a grand slam is called in the variant ("sweep" in Wahree).
pub fn slam_name(tr: &Tr, v: Variant) -> String {
    tr.ta("slam-name", &[("variant", v.key().into())])
}

/// Why a clicked pit cannot be played, as a full sentence.
pub fn illegal(tr: &Tr, e: IllegalMove, variant: Variant) -> String {
    match e {
        IllegalMove::GameOver => tr.t("illegal-over"),
        IllegalMove::NotYourPit { pit, player } => tr.ta(
            "illegal-not-yours",
            &[("pit", letter(pit).as_str().into()), ("owner", side(pit.owner())), ("player", side(player))],
        ),
        IllegalMove::EmptyPit { pit } => tr.ta("illegal-empty", &[("pit", letter(pit).as_str().into())]),
        IllegalMove::MustFeed { player } => {
            tr.ta("illegal-must-feed", &[("player", side(player)), ("opp", side(player.opponent()))])
        }
        IllegalMove::GrandSlamForbidden { pit } => tr.ta(
            "illegal-slam",
            &[
                ("pit", letter(pit).as_str().into()),
                ("slam", slam_name(tr, variant).as_str().into()),
                ("name", variant_name(tr, variant).as_str().into()),
            ],
        ),
    }
}

/// An explanation, worded.
pub fn explanation(tr: &Tr, e: Explanation, variant: Variant) -> String {
    match e {
        Explanation::Illegal(i) => illegal(tr, i, variant),
        Explanation::ComputerToMove(p) => tr.ta("illegal-computer", &[("player", side(p))]),
    }
}

fn letter(p: Pit) -> String {
    p.letter().to_string()
}

/// The announcement when a grand slam is played.
pub fn slam_banner(tr: &Tr, variant: Variant, player: Player, effect: SlamEffect) -> String {
    let forced = variant.rules().slam_legality == SlamLegality::OnlyWhenForced;
    let args = [
        ("player", side(player)),
        ("opp", side(player.opponent())),
        ("variant", variant.key().into()),
        ("forced", if forced { "yes" } else { "no" }.into()),
    ];
    match effect {
        SlamEffect::CapturesNothing => {
            let name = variant_name(tr, variant);
            tr.ta("slam-nothing", &[("variant", variant.key().into()), ("name", name.as_str().into())])
        }
        SlamEffect::Captures => tr.ta("slam-captures", &args),
        SlamEffect::CapturesMoverAgain => tr.ta("slam-again", &args),
        SlamEffect::CapturesAndTakesAll => tr.ta("slam-takes-all", &args),
    }
}

/// The announcement of a Caribbean extra move.
pub fn extra_move(tr: &Tr, p: Player) -> String {
    tr.ta("extra-move", &[("player", side(p))])
}

/// "South wins 28–20", "Draw, 24–24".
pub fn verdict(tr: &Tr, o: &Outcome, variant: Variant) -> String {
    let (s, n) = (o.score.south, o.score.north);
    match o.winner {
        Some(p) => tr.ta("verdict-win", &[("winner", side(p)), ("south", s.into()), ("north", n.into())]),
        None if variant.rules().winner == WinnerRule::ReachTwentyFive => {
            let name = variant_name(tr, variant);
            tr.ta("verdict-draw-25", &[("south", s.into()), ("north", n.into()), ("name", name.as_str().into())])
        }
        None => tr.ta("verdict-draw", &[("south", s.into()), ("north", n.into())]),
    }
}

/// The game-over message: why the game ended, what happened to the seeds
/// left, and the result, e.g. "Wahree sweep: South captures North's whole row
/// and takes the 5 seeds left on the board — South wins 28–20."
pub fn result(tr: &Tr, o: &Outcome, variant: Variant) -> String {
    let left = o.awarded.south + o.awarded.north;
    let why = match o.reason {
        EndReason::ReachedTwentyFive(p) if o.left_on_board > 0 => {
            tr.ta("end-25-left", &[("player", side(p)), ("count", o.left_on_board.into())])
        }
        EndReason::ReachedTwentyFive(p) => tr.ta("end-25", &[("player", side(p))]),
        EndReason::GrandSlam(p) => {
            let forced = variant.rules().slam_legality == SlamLegality::OnlyWhenForced;
            let (name, slam) = (variant_name(tr, variant), slam_name(tr, variant));
            let args = [
                ("player", side(p)),
                ("forced", if forced { "yes" } else { "no" }.into()),
                ("name", name.as_str().into()),
                ("slam", slam.as_str().into()),
                ("count", left.into()),
            ];
            tr.ta(if left > 0 { "end-slam-left" } else { "end-slam" }, &args)
        }
        EndReason::NoLegalMove(p) => {
            let award = award(tr, o);
            tr.ta("end-stuck", &[("player", side(p)), ("award", award.as_str().into())])
        }
        EndReason::Repetition => {
            let award = award(tr, o);
            tr.ta("end-repeated", &[("award", award.as_str().into())])
        }
    };
    let verdict = verdict(tr, o, variant);
    tr.ta("result", &[("why", why.as_str().into()), ("verdict", verdict.as_str().into())])
}

/// What the end-of-game award did with the seeds left.
fn award(tr: &Tr, o: &Outcome) -> String {
    let total = o.awarded.south + o.awarded.north;
    let (s, n) = (o.awarded.south.into(), o.awarded.north.into());
    match o.award {
        Award::Kept => tr.t("award-none"),
        Award::NotCounted => tr.ta("award-not-counted", &[("count", o.left_on_board.into())]),
        Award::OwnSide => tr.ta("award-own-side", &[("south", s), ("north", n)]),
        Award::AllTo(p) => tr.ta("award-all-to", &[("player", side(p)), ("count", total.into())]),
        Award::Split { odd_to: None } => tr.ta("award-split", &[("count", total.into()), ("south", s), ("north", n)]),
        Award::Split { odd_to: Some(p) } => {
            tr.ta("award-split-odd", &[("count", total.into()), ("south", s), ("north", n), ("player", side(p))])
        }
    }
}

/// The aria label of a pit: whose it is and how many seeds.
pub fn pit_label(tr: &Tr, pit: Pit, n: u8) -> String {
    tr.ta("pit-label", &[("owner", side(pit.owner())), ("pit", letter(pit).as_str().into()), ("count", n.into())])
}

/// The aria label of a store.
pub fn store_label(tr: &Tr, owner: Player, n: u8) -> String {
    tr.ta("store-label", &[("owner", side(owner)), ("count", n.into())])
}

/// How a legal move looks, for a hint: what it does at once if it ends the
/// game, otherwise the engine's verdict (`score`, centi-seeds for the player
/// to move): "wins by 4 seeds", "loses by 2 seeds", "about 1.5 seeds ahead".
pub fn hint(tr: &Tr, game: &Game, pit: Pit, score: i32) -> String {
    let me = game.position().to_move();
    let mut after = game.clone();
    let verdict = match after.play(pit).ok().and(after.outcome()) {
        Some(o) => {
            let outcome = match o.winner {
                Some(p) if p == me => tr.t("hint-you-win"),
                Some(_) => tr.t("hint-you-lose"),
                None => tr.t("hint-draw"),
            };
            let id = if o.reason == EndReason::Repetition { "hint-repeats" } else { "hint-ends" };
            tr.ta(id, &[("outcome", outcome.as_str().into()), ("south", o.score.south.into()), ("north", o.score.north.into())])
        }
        None => {
            let s = Score(score);
            match s.margin() {
                Some(m) if s.is_win() => tr.ta("hint-wins-by", &[("count", m.unsigned_abs().into())]),
                Some(m) => tr.ta("hint-loses-by", &[("count", m.unsigned_abs().into())]),
                None if score.abs() < 25 => tr.t("hint-even"),
                None => {
                    let amount = format!("{:.1}", s.seeds().abs());
                    tr.ta(if score > 0 { "hint-ahead" } else { "hint-behind" }, &[("seeds", amount.as_str().into())])
                }
            }
        }
    };
    tr.ta("hint-line", &[("pit", letter(pit).as_str().into()), ("verdict", verdict.as_str().into())])
}

/// The thinking indicator.
pub fn thinking(tr: &Tr, p: Player, level: u8) -> String {
    tr.ta("thinking", &[("player", side(p)), ("level", level.into())])
}

/// "Match, first to 6: South 2 – North 1 (1 drawn) — North starts the next game".
pub fn match_line(tr: &Tr, m: &MatchScore) -> String {
    let mut s = tr.ta(
        "match-line",
        &[("target", m.target.into()), ("south", m.wins.south.into()), ("north", m.wins.north.into())],
    );
    if m.draws > 0 {
        s += " ";
        s += &tr.ta("match-draws", &[("count", m.draws.into())]);
    }
    match m.champion() {
        Some(p) => {
            s += " ";
            s += &tr.ta("match-champion", &[("player", side(p))]);
        }
        None if m.games() > 0 => {
            s += " ";
            s += &tr.ta("match-next", &[("player", side(m.next_starter))]);
        }
        None => {}
    }
    s
}

/// A row heading of the rules-change table.
pub fn topic(tr: &Tr, t: Topic) -> String {
    tr.t(match t {
        Topic::GrandSlam => "topic-grand-slam",
        Topic::GrandSlamOnlyMove => "topic-grand-slam-only",
        Topic::OtherCaptures => "topic-captures",
        Topic::Feeding => "topic-feeding",
        Topic::EndOfGame => "topic-end",
        Topic::StuckAward => "topic-stuck",
        Topic::CycleAward => "topic-cycle",
        Topic::Winner => "topic-winner",
        Topic::Match => "topic-match",
    })
}

/// A cell of the rules-change table.
pub fn rule_value(tr: &Tr, v: RuleValue) -> String {
    use SlamEffect as E;
    let id = match v {
        RuleValue::GrandSlam(SlamLegality::OnlyWhenForced, _) => "rule-slam-forbidden",
        RuleValue::GrandSlam(SlamLegality::Allowed, e) => match e {
            E::CapturesNothing => "rule-slam-nothing",
            E::Captures => "rule-slam-captures",
            E::CapturesMoverAgain => "rule-slam-again",
            E::CapturesAndTakesAll => "rule-slam-takes-all",
        },
        RuleValue::GrandSlamOnlyMove(e) => match e {
            E::CapturesNothing => "rule-only-nothing",
            E::Captures => "rule-only-captures",
            E::CapturesMoverAgain => "rule-only-again",
            E::CapturesAndTakesAll => "rule-only-takes-all",
        },
        RuleValue::OtherCaptures => "rule-captures",
        RuleValue::Feeding => "rule-feeding",
        RuleValue::EndOfGame(false) => "rule-end",
        RuleValue::EndOfGame(true) => "rule-end-slam",
        RuleValue::StuckAward(a) => match a {
            StuckAward::OwnSide => "rule-stuck-own",
            StuckAward::EmptyRowTakesAll => "rule-stuck-empty-row",
            StuckAward::Split => "rule-stuck-split",
        },
        RuleValue::CycleAward(a) => match a {
            CycleAward::OwnSide => "rule-cycle-own",
            CycleAward::Nothing => "rule-cycle-none",
            CycleAward::Split => "rule-cycle-split",
        },
        RuleValue::Winner(WinnerRule::HigherTotal) => "rule-winner-total",
        RuleValue::Winner(WinnerRule::ReachTwentyFive) => "rule-winner-25",
        RuleValue::Match(1) => "rule-match-single",
        RuleValue::Match(n) => return tr.ta("rule-match", &[("count", n.into())]),
    };
    tr.t(id)
}

/// What is wrong with a position, worded.
pub fn position_problem(tr: &Tr, e: &PositionError) -> String {
    match e {
        PositionError::FieldCount { found } => tr.ta("problem-field-count", &[("count", (*found).into())]),
        PositionError::Empty { field } => tr.ta("problem-empty", &[("field", (*field).into())]),
        PositionError::NotANumber { field, text } => {
            tr.ta("problem-not-number", &[("field", (*field).into()), ("value", text.into())])
        }
        PositionError::Negative { field } => tr.ta("problem-negative", &[("field", (*field).into())]),
        PositionError::TooLarge { field, text } => {
            tr.ta("problem-too-large", &[("field", (*field).into()), ("value", text.into())])
        }
        PositionError::BadSide { text } => tr.ta("problem-side", &[("value", text.into())]),
        PositionError::Total { found } => tr.ta("problem-total", &[("count", (*found).into())]),
    }
}

/// Why a listed move cannot be played, worded.
pub fn move_problem(tr: &Tr, p: &MoveProblem, variant: Variant) -> String {
    match p {
        MoveProblem::NotALetter => tr.t("problem-move-letter"),
        MoveProblem::Illegal(e) => illegal(tr, *e, variant),
    }
}

/// A notice, worded.
pub fn notice(tr: &Tr, n: &Notice, variant: Variant) -> String {
    match n {
        Notice::UnknownParam(name) => tr.ta("notice-param-unknown", &[("name", name.into())]),
        Notice::Variant(v) => tr.ta("notice-variant", &[("value", v.into())]),
        Notice::Position(v, e) => {
            let problem = position_problem(tr, e);
            tr.ta("notice-position", &[("value", v.into()), ("problem", problem.as_str().into())])
        }
        Notice::Moves { n, text, problem } => {
            let problem = move_problem(tr, problem, variant);
            tr.ta("notice-moves", &[("n", (*n).into()), ("value", text.into()), ("problem", problem.as_str().into())])
        }
        Notice::Flip(v) => tr.ta("notice-flip", &[("value", v.into())]),
        Notice::Level(v, l) => tr.ta("notice-level", &[("value", v.into()), ("level", (*l).into())]),
        Notice::Seat(p, v) => tr.ta("notice-seat", &[("side", side(*p)), ("value", v.into())]),
        Notice::Lang(v) => tr.ta("notice-lang", &[("value", v.into())]),
        Notice::Embed(v) => tr.ta("notice-embed", &[("value", v.into())]),
        Notice::Rules(v) => tr.ta("notice-rules", &[("value", v.into())]),
        Notice::SavedCorrupt(problem) => tr.ta("notice-saved-corrupt", &[("problem", problem.into())]),
        Notice::SavedOld => tr.t("notice-saved-old"),
        Notice::Import { line, problem } => tr.ta("import-error", &[("line", (*line).into()), ("problem", problem.into())]),
        Notice::ImportGeneral(problem) => tr.ta("import-error-general", &[("problem", problem.into())]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use warri_rules::Position;

    #[test]
    fn the_wahree_sweep_reads_as_players_say_it() {
        let tr = Tr::new(Lang::En);
        let mut g = Game::from_position(Variant::Wahree.rules(), "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S".parse::<Position>().unwrap());
        g.play(Pit::from_letter('F').unwrap()).unwrap();
        assert_eq!(
            result(&tr, g.outcome().unwrap(), Variant::Wahree),
            "Wahree sweep: South captures North's whole row and takes the 5 seeds left on the board — South wins 28–20."
        );
    }

    #[test]
    fn every_rule_value_and_topic_has_words() {
        let tr = Tr::new(Lang::En);
        for v in Variant::ALL {
            for row in v.rules().changes() {
                let text = rule_value(&tr, row.value);
                assert!(!text.starts_with("rule-") && text.len() > 10, "{text}");
                // The English table says what the rules crate says.
                assert_eq!(text, row.value.to_string());
                assert_eq!(topic(&tr, row.topic), row.topic.title());
            }
            assert_eq!(variant_name(&tr, v), v.name());
            assert_eq!(variant_summary(&tr, v), v.summary());
        }
    }
}

/// What a screen reader hears after a move: who played what, the captures,
/// a grand slam, an extra move, the end.
pub fn announce(tr: &Tr, variant: Variant, pit: Pit, trace: &[warri_rules::Step]) -> String {
    use warri_rules::Step;
    let l = letter(pit);
    let mut parts = vec![tr.ta("say-move", &[("player", side(pit.owner())), ("pit", l.as_str().into())])];
    let captured: Vec<(Pit, u8)> = trace
        .iter()
        .filter_map(|s| match *s {
            Step::Capture { pit, seeds, .. } => Some((pit, seeds)),
            _ => None,
        })
        .collect();
    for s in trace {
        match *s {
            Step::GrandSlam { player, effect } => parts.push(slam_banner(tr, variant, player, effect)),
            Step::ExtraMove { player } => parts.push(extra_move(tr, player)),
            _ => {}
        }
    }
    if !captured.is_empty() {
        let total: u8 = captured.iter().map(|c| c.1).sum();
        let pits: Vec<String> = captured.iter().map(|c| letter(c.0)).collect();
        let pits = pits.join(", ");
        parts.push(tr.ta("say-captures", &[("count", total.into()), ("pits", pits.as_str().into())]));
    }
    if let Some(Step::End(o)) = trace.last() {
        parts.push(result(tr, o, variant));
    }
    parts.join(" ")
}
