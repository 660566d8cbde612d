//! Every sentence the game shows, in the reader's language: the names of
//! variants and players, illegal-move explanations, grand-slam
//! announcements, game-over reasons, hints, the rules-change table and the
//! notices about bad input (a move told, as the replay and the site's
//! pages caption it, is [`crate::captions`]'). Worded from the rules' data
//! (never from a variant name check) through the Fluent messages of
//! `web/i18n/`. Wording only: the data worded lives with its own module.
//!
//! Every message id is written out as the first argument of `tr.t` or
//! `tr.ta` (never built), so that `tests/i18n.rs` can find them all.

use warri_engine::{Level, Score};
use warri_rules::{
    Award, Choice, CycleAward, EndReason, Game, IllegalMove, MatchScore, MoveError, MoveProblem, Outcome, Pit, Player,
    PositionError, RuleValue, SlamEffect, SlamLegality, StuckAward, Topic, UnknownVariant, Variant, WinnerRule,
};

use crate::engine::worker::Failure;
use crate::notice::Notice;
use crate::playback::{Slam, SlamThen, Speed};
use crate::record::{RecordError, RecordProblem};
use crate::seat::Seat;
use crate::shell::address::AddressProblem;
use crate::shell::i18n::{Arg, LangProblem, Tr};
use crate::shell::look::{LookProblem, Theme};
use crate::shell::route::view_keys;
use crate::shell::store::{Envelope, Kept, ReadError};
use crate::storage::SavedProblem;
use crate::table::Explanation;
use warri_i18n::words::letter;
pub use warri_i18n::words::{pit_label, player, side, store_label, variant_name};

/// A full sentence used as a clause of another sentence: without its full
/// stop.
fn clause(sentence: String) -> String {
    sentence.trim_end_matches('.').to_string()
}

/// The variants' keys as links and records write them, e.g. `abapa, wari, …`.
fn variant_keys() -> String {
    Variant::ALL.map(Variant::key).join(", ")
}

/// The title of an embedded board (the iframe's and the embed page's).
pub fn embed_title(tr: &Tr, v: Variant) -> String {
    tr.ta("embed-frame-title", &[("name", variant_name(tr, v).as_str().into())])
}

/// The variant's one-line summary.
pub fn variant_summary(tr: &Tr, v: Variant) -> String {
    tr.ta("variant-summary", &[("variant", v.key().into())])
}

/// What a grand slam is called in the variant ("sweep" in Wahree).
pub fn slam_name(tr: &Tr, v: Variant) -> String {
    tr.ta("slam-name", &[("variant", v.key().into())])
}

/// A seat, as the players' `<select>` lists it.
pub fn seat(tr: &Tr, seat: Seat) -> String {
    match seat {
        Seat::Human => tr.t("person"),
        Seat::Computer(l) if l == Level::MIN => tr.t("computer-level-1"),
        Seat::Computer(l) if l == Level::MAX => tr.t("computer-level-6"),
        Seat::Computer(l) => tr.ta("computer-level", &[("level", l.number().into())]),
    }
}

/// An animation speed, as the speed `<select>` lists it.
pub fn speed(tr: &Tr, s: Speed) -> String {
    match s {
        Speed::Slow => tr.t("speed-slow"),
        Speed::Normal => tr.t("speed-normal"),
        Speed::Fast => tr.t("speed-fast"),
        Speed::Instant => tr.t("speed-instant"),
    }
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

/// The announcement of a grand slam: what the move actually led to, so that
/// it agrees with the status line and the result (a slam that brings the
/// store to 25 takes nothing more; a Caribbean slam after which the capturer
/// cannot feed does not "move again").
pub fn slam_banner(tr: &Tr, variant: Variant, slam: &Slam) -> String {
    let forced = variant.rules().slam_legality == SlamLegality::OnlyWhenForced;
    let name = variant_name(tr, variant);
    let args = [
        ("player", side(slam.player)),
        ("opp", side(slam.player.opponent())),
        ("variant", variant.key().into()),
        ("forced", if forced { "yes" } else { "no" }.into()),
        ("name", name.as_str().into()),
    ];
    match slam.then {
        SlamThen::Nothing => tr.ta("slam-nothing", &args),
        SlamThen::ReachesTwentyFive => tr.ta("slam-reaches-25", &args),
        SlamThen::EndsTakingAll => tr.ta("slam-takes-all", &args),
        SlamThen::OpponentStuck => tr.ta("slam-captures", &args),
        SlamThen::MovesAgain => tr.ta("slam-again", &args),
        SlamThen::MoverStuck => tr.ta("slam-cannot-feed", &args),
    }
}

/// `text`, which states `choice` (a rule the sources leave open), with the
/// mark the rules table and the rules pages give it — "… (✱ warri's
/// choice)" — where it is one of `variant`'s choices (its rules data,
/// [`Variant::choices`]); as it is elsewhere.
fn noted(tr: &Tr, variant: Variant, choice: Choice, text: String) -> String {
    if variant.choices().contains(&choice) {
        format!("{text} (✱ {})", tr.t("choice-mark"))
    } else {
        text
    }
}

/// "South wins 28–20", "Draw, 24–24".
pub fn verdict(tr: &Tr, o: &Outcome, variant: Variant) -> String {
    let (s, n) = (o.score.south, o.score.north);
    match o.winner {
        Some(p) => tr.ta("verdict-win", &[("winner", side(p)), ("south", s.into()), ("north", n.into())]),
        None if variant.rules().winner == WinnerRule::ReachTwentyFive && o.reason.agreement().is_none() => {
            let name = variant_name(tr, variant);
            noted(
                tr,
                variant,
                Choice::DrawBelowTwentyFive,
                tr.ta("verdict-draw-25", &[("south", s.into()), ("north", n.into()), ("name", name.as_str().into())]),
            )
        }
        None => tr.ta("verdict-draw", &[("south", s.into()), ("north", n.into())]),
    }
}

/// The end seen from this device's side (`me`, the one person playing
/// here): "You won 30–2", "You lost 2–30", "Draw, 24–24", the player's own
/// score first.
pub fn headline(tr: &Tr, o: &Outcome, me: Player) -> String {
    let args = [("mine", o.score[me].into()), ("theirs", o.score[me.opponent()].into())];
    match o.winner {
        Some(w) if w == me => tr.ta("result-you-won", &args),
        Some(_) => tr.ta("result-you-lost", &args),
        None => tr.ta("result-draw", &args),
    }
}

/// The game-over message: why the game ended, what happened to the seeds
/// left, and the result, e.g. "Wahree sweep: South captures North's whole row
/// and takes the 5 seeds left on the board — South wins 28–20."
pub fn result(tr: &Tr, o: &Outcome, variant: Variant) -> String {
    let left = o.awarded.south + o.awarded.north;
    let why = match o.reason {
        EndReason::ReachedTwentyFive(p) if o.left_on_board > 0 => noted(
            tr,
            variant,
            Choice::SeedsAtTwentyFive,
            tr.ta("end-25-left", &[("player", side(p)), ("count", o.left_on_board.into())]),
        ),
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
            if left > 0 {
                tr.ta("end-slam-left", &args)
            } else {
                tr.ta("end-slam", &args)
            }
        }
        EndReason::NoLegalMove(p) => {
            let award = award(tr, o);
            tr.ta("end-stuck", &[("player", side(p)), ("award", award.as_str().into())])
        }
        EndReason::Repetition => {
            let award = award(tr, o);
            noted(tr, variant, Choice::FirstRepetition, tr.ta("end-repeated", &[("award", award.as_str().into())]))
        }
        EndReason::Resigned(p) => tr.ta("end-resigned", &[("player", side(p))]),
        EndReason::DrawAgreed => tr.t("end-draw-agreed"),
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

/// How a legal move looks, for a hint: what it does at once if it ends the
/// game, otherwise the engine's verdict (`score`, centi-seeds for the player
/// to move): "wins by 4 seeds", "loses by 2 seeds", "about 1.5 seeds ahead"
/// (1,5 in the languages that write a decimal comma).
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
            let args = [
                ("outcome", outcome.as_str().into()),
                ("south", o.score.south.into()),
                ("north", o.score.north.into()),
            ];
            if o.reason == EndReason::Repetition {
                tr.ta("hint-repeats", &args)
            } else {
                tr.ta("hint-ends", &args)
            }
        }
        None => {
            let s = Score(score);
            let seeds = [("seeds", Arg::D(f64::from(s.seeds().abs())))];
            match s.margin() {
                Some(m) if s.is_win() => tr.ta("hint-wins-by", &[("count", m.unsigned_abs().into())]),
                Some(m) => tr.ta("hint-loses-by", &[("count", m.unsigned_abs().into())]),
                None if s.is_even() => tr.t("hint-even"),
                None if score > 0 => tr.ta("hint-ahead", &seeds),
                None => tr.ta("hint-behind", &seeds),
            }
        }
    };
    tr.ta("hint-line", &[("pit", letter(pit).as_str().into()), ("verdict", verdict.as_str().into())])
}

/// The hint panel's line when the computer could not look.
pub fn hint_failed(tr: &Tr, f: &Failure) -> String {
    let why = failure(tr, f);
    tr.ta("hint-failed", &[("problem", why.as_str().into())])
}

/// The thinking indicator.
pub fn thinking(tr: &Tr, p: Player, level: Level) -> String {
    tr.ta("thinking", &[("player", side(p)), ("level", level.number().into())])
}

/// "Match, first to 6: South 2 – North 1 (1 drawn) — North starts the next game".
pub fn match_line(tr: &Tr, m: &MatchScore, variant: Variant) -> String {
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
            s += &noted(tr, variant, Choice::NextStarter, tr.ta("match-next", &[("player", side(m.next_starter))]));
        }
        None => {}
    }
    s
}

/// A row heading of the rules-change table.
pub fn topic(tr: &Tr, t: Topic) -> String {
    match t {
        Topic::GrandSlam => tr.t("topic-grand-slam"),
        Topic::GrandSlamOnlyMove => tr.t("topic-grand-slam-only"),
        Topic::OtherCaptures => tr.t("topic-captures"),
        Topic::Feeding => tr.t("topic-feeding"),
        Topic::EndOfGame => tr.t("topic-end"),
        Topic::StuckAward => tr.t("topic-stuck"),
        Topic::CycleAward => tr.t("topic-cycle"),
        Topic::Winner => tr.t("topic-winner"),
        Topic::Match => tr.t("topic-match"),
    }
}

/// A cell of the rules-change table.
pub fn rule_value(tr: &Tr, v: RuleValue) -> String {
    use SlamEffect as E;
    match v {
        RuleValue::GrandSlam(SlamLegality::OnlyWhenForced, _) => tr.t("rule-slam-forbidden"),
        RuleValue::GrandSlam(SlamLegality::Allowed, e) => match e {
            E::CapturesNothing => tr.t("rule-slam-nothing"),
            E::Captures => tr.t("rule-slam-captures"),
            E::CapturesMoverAgain => tr.t("rule-slam-again"),
            E::CapturesAndTakesAll => tr.t("rule-slam-takes-all"),
        },
        RuleValue::GrandSlamOnlyMove(e) => match e {
            E::CapturesNothing => tr.t("rule-only-nothing"),
            E::Captures => tr.t("rule-only-captures"),
            E::CapturesMoverAgain => tr.t("rule-only-again"),
            E::CapturesAndTakesAll => tr.t("rule-only-takes-all"),
        },
        RuleValue::OtherCaptures => tr.t("rule-captures"),
        RuleValue::Feeding => tr.t("rule-feeding"),
        RuleValue::EndOfGame(false) => tr.t("rule-end"),
        RuleValue::EndOfGame(true) => tr.t("rule-end-slam"),
        RuleValue::StuckAward(a) => match a {
            StuckAward::OwnSide => tr.t("rule-stuck-own"),
            StuckAward::EmptyRowTakesAll => tr.t("rule-stuck-empty-row"),
            StuckAward::Split => tr.t("rule-stuck-split"),
        },
        RuleValue::CycleAward(a) => match a {
            CycleAward::OwnSide => tr.t("rule-cycle-own"),
            CycleAward::Nothing => tr.t("rule-cycle-none"),
            CycleAward::Split => tr.t("rule-cycle-split"),
        },
        RuleValue::Winner(WinnerRule::HigherTotal) => tr.t("rule-winner-total"),
        RuleValue::Winner(WinnerRule::ReachTwentyFive) => tr.t("rule-winner-25"),
        RuleValue::Match(1) => tr.t("rule-match-single"),
        RuleValue::Match(n) => tr.ta("rule-match", &[("count", n.into())]),
    }
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
pub fn move_problem(tr: &Tr, p: MoveProblem, variant: Variant) -> String {
    match p {
        MoveProblem::NotALetter => tr.t("problem-move-letter"),
        MoveProblem::Illegal(e) => clause(illegal(tr, e, variant)),
    }
}

/// A move of a list that cannot be read or played: `move 3 "a": …`.
pub fn move_error(tr: &Tr, e: &MoveError, variant: Variant) -> String {
    let problem = move_problem(tr, e.problem, variant);
    tr.ta(
        "problem-move",
        &[("n", e.number.into()), ("value", e.text.as_str().into()), ("problem", problem.as_str().into())],
    )
}

/// What is wrong with an imported record, worded (without its line).
pub fn record_problem(tr: &Tr, p: &RecordProblem) -> String {
    match p {
        RecordProblem::Empty => tr.t("record-empty"),
        RecordProblem::TagEnd => tr.t("record-tag-end"),
        RecordProblem::TagForm => tr.t("record-tag-form"),
        RecordProblem::TagQuotes(name) => tr.ta("record-tag-quotes", &[("name", name.into())]),
        RecordProblem::Variant(value) => {
            tr.ta("record-variant", &[("value", value.into()), ("keys", variant_keys().as_str().into())])
        }
        RecordProblem::Position(value, e) => {
            let problem = position_problem(tr, e);
            tr.ta("record-position", &[("value", value.into()), ("problem", problem.as_str().into())])
        }
        RecordProblem::Seat(p, value) => tr.ta("record-seat", &[("side", side(*p)), ("value", value.into())]),
        RecordProblem::Moves(variant, e) => move_error(tr, e, *variant),
        RecordProblem::CommentEnd => tr.t("record-comment-end"),
        RecordProblem::End(value) => tr.ta("record-end", &[("value", value.into())]),
    }
}

/// What is wrong with saved text's envelope, worded (one wording for
/// every kind of saved data).
pub fn envelope(tr: &Tr, e: &Envelope) -> String {
    match e {
        Envelope::Json { line, column } => {
            tr.ta("saved-json", &[("line", (*line).into()), ("column", (*column).into())])
        }
        Envelope::NoVersion => tr.t("saved-no-version"),
        Envelope::Old(v) => tr.ta("saved-old", &[("version", v.to_string().as_str().into())]),
        Envelope::Newer(v) => tr.ta("saved-newer", &[("version", v.to_string().as_str().into())]),
    }
}

/// Why saved text could not be read, worded: its envelope, or what
/// `content` says of what it holds.
pub fn read_error<E>(tr: &Tr, e: &ReadError<E>, content: impl FnOnce(&E) -> String) -> String {
    match e {
        ReadError::Envelope(e) => envelope(tr, e),
        ReadError::Content(c) => content(c),
    }
}

/// What is wrong with the saved game, worded.
pub fn saved_problem(tr: &Tr, p: &SavedProblem) -> String {
    match p {
        SavedProblem::Missing(field) => tr.ta("saved-missing", &[("name", (*field).into())]),
        SavedProblem::Variant(value) => tr.ta("saved-variant", &[("value", value.into())]),
        SavedProblem::Position(value, e) => {
            let problem = position_problem(tr, e);
            tr.ta("saved-position", &[("value", value.into()), ("problem", problem.as_str().into())])
        }
        SavedProblem::Moves(variant, e) => move_error(tr, e, *variant),
        SavedProblem::Seat(value) => tr.ta("saved-seat", &[("value", value.into())]),
        SavedProblem::Player(value) => tr.ta("saved-player", &[("value", value.into())]),
        SavedProblem::Speed(value) => tr.ta("saved-speed", &[("value", value.into())]),
        SavedProblem::Lang(value) => tr.ta("saved-lang", &[("value", value.into())]),
        SavedProblem::End(value) => tr.ta("saved-end", &[("value", value.into())]),
    }
}

/// What is wrong with the saved look and sound, worded.
pub fn look_problem(tr: &Tr, p: &LookProblem) -> String {
    match p {
        LookProblem::Field(field) => tr.ta("saved-missing", &[("name", (*field).into())]),
        LookProblem::Theme(value) => tr.ta("saved-theme", &[("value", value.into())]),
        LookProblem::Volume(value) => tr.ta("saved-volume", &[("value", value.to_string().as_str().into())]),
    }
}

/// What is wrong with the remembered language, worded.
pub fn lang_problem(tr: &Tr, p: &LangProblem) -> String {
    match p {
        LangProblem::Missing => tr.ta("saved-missing", &[("name", "lang".into())]),
        LangProblem::Unknown(value) => tr.ta("saved-lang", &[("value", value.into())]),
    }
}

/// A theme's name.
pub fn theme_name(tr: &Tr, t: Theme) -> String {
    match t {
        Theme::Tradition => tr.t("theme-tradition"),
        Theme::Classic => tr.t("theme-classic"),
        Theme::Contrast => tr.t("theme-contrast"),
    }
}

/// Where unreadable saved data is kept, worded (one sentence for every
/// kind of saved data).
pub fn kept(tr: &Tr, kept: &Kept) -> String {
    match kept {
        Kept::Aside(key) => tr.ta("kept-aside", &[("key", key.as_str().into())]),
        Kept::Newer(_) => tr.t("kept-newer"),
        Kept::InPlace => tr.t("kept-in-place"),
    }
}

/// Why the computer could not answer, worded.
pub fn failure(tr: &Tr, f: &Failure) -> String {
    match f {
        Failure::Position { found } => tr.ta("failure-position", &[("count", (*found).into())]),
        Failure::Move { variant, number, pit, problem } => {
            let problem = clause(illegal(tr, *problem, *variant));
            tr.ta(
                "failure-move",
                &[("n", (*number).into()), ("pit", letter(*pit).as_str().into()), ("problem", problem.as_str().into())],
            )
        }
        Failure::Over => tr.t("failure-over"),
        Failure::NoMove => tr.t("failure-no-move"),
        Failure::NoAnswer => tr.t("failure-no-answer"),
        Failure::Load { status: 0 } => tr.t("failure-load"),
        Failure::Load { status } => tr.ta("failure-load-status", &[("status", (*status).into())]),
    }
}

/// What is wrong with the part of a link every page reads, worded (the
/// same on every page).
pub fn address_problem(tr: &Tr, p: &AddressProblem) -> String {
    match p {
        AddressProblem::Lang(v) => tr.ta("notice-lang", &[("value", v.into())]),
        AddressProblem::View(v) => {
            let views = view_keys().join(", ");
            tr.ta("notice-view", &[("value", v.into()), ("views", views.as_str().into())])
        }
    }
}

/// A switch of the link that is not 1 or 0, worded: what the page does
/// instead, for those whose absence it can say.
fn switch_problem(tr: &Tr, name: &str, value: &str) -> String {
    let value = ("value", value.into());
    match name {
        "flip" => tr.ta("notice-flip", &[value]),
        "embed" => tr.ta("notice-embed", &[value]),
        "rules" => tr.ta("notice-rules", &[value]),
        _ => tr.ta("notice-switch", &[("name", name.into()), value]),
    }
}

/// A notice, worded.
pub fn notice(tr: &Tr, n: &Notice) -> String {
    match n {
        Notice::UnknownParam(name) => tr.ta("notice-param-unknown", &[("name", name.into())]),
        Notice::Variant(v) => tr.ta(
            "notice-variant",
            &[
                ("value", v.into()),
                ("keys", variant_keys().as_str().into()),
                ("fallback", variant_name(tr, Variant::default()).as_str().into()),
            ],
        ),
        Notice::Position(v, e) => {
            let problem = position_problem(tr, e);
            tr.ta("notice-position", &[("value", v.into()), ("problem", problem.as_str().into())])
        }
        Notice::End(v) => tr.ta("notice-end", &[("value", v.into())]),
        Notice::Moves(variant, e) => tr.ta("notice-moves", &[("problem", move_error(tr, e, *variant).as_str().into())]),
        Notice::Level(e) => {
            tr.ta("notice-level", &[("value", e.0.as_str().into()), ("level", Level::DEFAULT.number().into())])
        }
        Notice::Seat(p, v) => tr.ta("notice-seat", &[("side", side(*p)), ("value", v.into())]),
        Notice::Address(p) => address_problem(tr, p),
        Notice::Theme(v) => tr.ta("notice-theme", &[("value", v.into())]),
        Notice::Switch(name, v) => switch_problem(tr, name, v),
        Notice::Ply(v, moves) => tr.ta("notice-ply", &[("value", v.into()), ("count", (*moves).into())]),
        Notice::Caption(name, moves) => {
            tr.ta("notice-caption", &[("name", name.as_str().into()), ("count", (*moves).into())])
        }
        Notice::Saved(u) => {
            let problem = read_error(tr, &u.problem, |p| saved_problem(tr, p));
            format!("{} {}", tr.ta("notice-saved-corrupt", &[("problem", problem.as_str().into())]), kept(tr, &u.kept))
        }
        Notice::Offered(u) => {
            let said = match &u.problem {
                ReadError::Content(UnknownVariant(line)) => tr.ta("notice-offered-corrupt", &[("line", line.into())]),
                // (The list is lines of text: it has no envelope.)
                ReadError::Envelope(e) => envelope(tr, e),
            };
            format!("{said} {}", kept(tr, &u.kept))
        }
        Notice::Look(u) => {
            let problem = read_error(tr, &u.problem, |p| look_problem(tr, p));
            format!("{} {}", tr.ta("notice-look-corrupt", &[("problem", problem.as_str().into())]), kept(tr, &u.kept))
        }
        Notice::Language(u) => {
            let problem = read_error(tr, &u.problem, |p| lang_problem(tr, p));
            format!("{} {}", tr.ta("notice-lang-corrupt", &[("problem", problem.as_str().into())]), kept(tr, &u.kept))
        }
        Notice::Record(RecordError { line: 0, problem }) => {
            let problem = record_problem(tr, problem);
            tr.ta("import-error-general", &[("problem", problem.as_str().into())])
        }
        Notice::Record(RecordError { line, problem }) => {
            let problem = record_problem(tr, problem);
            tr.ta("import-error", &[("line", (*line).into()), ("problem", problem.as_str().into())])
        }
        Notice::Engine(f) => {
            let problem = failure(tr, f);
            tr.ta("notice-engine", &[("problem", problem.as_str().into())])
        }
    }
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
