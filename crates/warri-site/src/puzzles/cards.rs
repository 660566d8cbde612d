//! The puzzles page's two cards, drawn as the lessons' course map draws its
//! own (the cards' part of `web/style.css`, [`crate::learn::course`]): the day's puzzle — a
//! small picture of its board ([`crate::thumb`], seen from the
//! solver's seat as the puzzle's board is), its variant, and whether the
//! visitor has solved it (its first try, as [`Record`] keeps it) with,
//! while another puzzle is shown, the way back to it — and the record: the
//! streak now and the best one, with the puzzles solved at the first try.
//!
//! Markup: `ul.cards.puzzle-cards` of two `li.card`:
//! `li.day-card[data-testid=puzzle-day-card][data-puzzle=ID][data-variant=K]`
//! with `data-status` (`solved`, `failed` or `open`, also its class) and
//! `data-shown` (`true` while it is the puzzle shown), holding
//! `div.card-board` (the picture), `h3.card-title`, `p.card-variants`,
//! `p.card-status` and, while another puzzle is shown,
//! `button[data-testid=puzzle-today]`; and
//! `li.streak-card[data-testid=puzzle-streak-card]`, holding
//! `div.card-board.streak-figure` (the two figures, `.stat`, decorative:
//! the sentence below says them), `h3.card-title` and
//! `p.puzzle-streak[data-testid=puzzle-streak][data-streak=N][data-best=M]`.

use warri_rules::Player;
use yew::prelude::*;

use crate::puzzles::{Puzzles, PuzzlesAction, Record};
use crate::thumb;
use warri_web::shell::i18n::Tr;
use warri_web::words;

/// How the day's puzzle stands for the visitor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayStatus {
    /// Solved at the first try.
    Solved,
    /// Tried, and the first try missed.
    Failed,
    /// Not tried yet.
    Open,
}

impl DayStatus {
    /// Where puzzle `id` stands in the record.
    pub fn of(record: &Record, id: &str) -> DayStatus {
        match record.first_try(id) {
            Some(true) => DayStatus::Solved,
            Some(false) => DayStatus::Failed,
            None => DayStatus::Open,
        }
    }

    /// Its key, for `data-status` and the class.
    pub fn key(self) -> &'static str {
        match self {
            DayStatus::Solved => "solved",
            DayStatus::Failed => "failed",
            DayStatus::Open => "open",
        }
    }
}

/// The status in words: "Solved", "Not solved at the first try", "Not
/// tried yet".
pub fn status_words(tr: &Tr, status: DayStatus) -> String {
    match status {
        DayStatus::Solved => tr.t("puzzles-day-solved"),
        DayStatus::Failed => tr.t("puzzles-day-failed"),
        DayStatus::Open => tr.t("puzzles-day-open"),
    }
}

/// Both cards (the day's only if there are puzzles).
pub fn cards(tr: &Tr, state: &Puzzles, dispatch: &UseReducerDispatcher<Puzzles>) -> Html {
    html! {
        <ul class="cards puzzle-cards">
            { day_card(tr, state, dispatch) }
            { streak_card(tr, &state.record, state.set.puzzles.len()) }
        </ul>
    }
}

/// The day's puzzle: its board, its variant, its status, the way to it.
fn day_card(tr: &Tr, state: &Puzzles, dispatch: &UseReducerDispatcher<Puzzles>) -> Html {
    let Some(p) = state.today.and_then(|i| state.set.puzzles.get(i)) else { return Html::default() };
    let status = DayStatus::of(&state.record, &p.id);
    let shown = state.is_today();
    let variant = p.puzzle.variant;
    let to_today = {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(PuzzlesAction::Today))
    };
    html! {
        <li class={classes!("card", "day-card", status.key())} data-testid="puzzle-day-card" data-puzzle={p.id.clone()}
            data-variant={variant.key()} data-status={status.key()} data-shown={shown.to_string()}>
            <div class="card-board">{ thumb::html(&p.puzzle.position, p.solver() == Player::North) }</div>
            <div class="card-body">
                <h3 class="card-title">{ tr.t("puzzles-today") }</h3>
                <p class="card-variants"><span class="chip">{ words::variant_name(tr, variant) }</span></p>
                <p class="card-status">
                    if status == DayStatus::Solved {
                        <span class="card-done" aria-hidden="true">{ "✓ " }</span>
                    }
                    { status_words(tr, status) }
                </p>
                if !shown {
                    <p class="card-action">
                        <button type="button" data-testid="puzzle-today" onclick={to_today}>{ tr.t("puzzles-today-link") }</button>
                    </p>
                }
            </div>
        </li>
    }
}

/// The record: the streak and the best one as figures, then in words with
/// the puzzles solved at the first try (of `count`).
fn streak_card(tr: &Tr, record: &Record, count: usize) -> Html {
    html! {
        <li class="card streak-card" data-testid="puzzle-streak-card">
            <div class="card-board streak-figure" aria-hidden="true">
                { stat(record.streak, tr.t("puzzles-streak-now")) }
                { stat(record.best, tr.t("puzzles-streak-best")) }
            </div>
            <div class="card-body">
                <h3 class="card-title">{ tr.t("puzzles-your-record") }</h3>
                <p class="puzzle-streak" data-testid="puzzle-streak" data-streak={record.streak.to_string()}
                   data-best={record.best.to_string()}>
                    { tr.ta("puzzles-streak", &[("count", record.streak.into()), ("best", record.best.into())]) }
                    { " · " }
                    { tr.ta("puzzles-solved-count", &[("solved", record.solved().into()), ("count", count.into())]) }
                </p>
            </div>
        </li>
    }
}

/// A figure with its label under it.
fn stat(n: u32, label: String) -> Html {
    html! {
        <span class="stat"><span class="stat-figure">{ n }</span>{ " " }<span class="stat-label">{ label }</span></span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study_words;
    use warri_web::shell::i18n::Lang;

    fn record(json: &str) -> Record {
        warri_web::shell::store::Keepable::parse(json).unwrap()
    }

    #[test]
    fn the_day_status_is_the_first_try_at_the_puzzle_of_the_day() {
        let r = record(r#"{"version":1,"streak":1,"best":2,"first":{"abapa-0":true,"wari-0":false}}"#);
        assert_eq!(DayStatus::of(&r, "abapa-0"), DayStatus::Solved);
        assert_eq!(DayStatus::of(&r, "wari-0"), DayStatus::Failed);
        assert_eq!(DayStatus::of(&r, "abapa-1"), DayStatus::Open);
        assert_eq!(DayStatus::of(&Record::new(), "abapa-0"), DayStatus::Open);
        // A second try, solved, leaves the first one's status.
        let mut r = r;
        assert!(!r.try_puzzle("wari-0", true));
        assert_eq!(DayStatus::of(&r, "wari-0").key(), "failed");
    }

    #[test]
    fn the_cards_words_are_in_every_language() {
        let said = |lang| {
            let tr = study_words::tr(lang);
            [DayStatus::Solved, DayStatus::Failed, DayStatus::Open].map(|s| status_words(&tr, s))
        };
        assert_eq!(said(Lang::En), ["Solved", "Not solved at the first try", "Not tried yet"]);
        assert_eq!(said(Lang::Nl), ["Opgelost", "Niet in één keer opgelost", "Nog niet geprobeerd"]);
        assert_eq!(said(Lang::Fr), ["Résolu", "Pas résolu du premier coup", "Pas encore essayé"]);
        assert_eq!(said(Lang::Ru), ["Решена", "Не решена с первой попытки", "Ещё не пробовали"]);
        let labels = |lang| {
            let tr = study_words::tr(lang);
            [tr.t("puzzles-your-record"), tr.t("puzzles-streak-now"), tr.t("puzzles-streak-best")]
        };
        assert_eq!(labels(Lang::En), ["Your record", "in a row", "best"]);
        assert_eq!(labels(Lang::Ru), ["Ваши успехи", "подряд", "лучшая"]);
    }
}
