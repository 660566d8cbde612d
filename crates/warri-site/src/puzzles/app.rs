//! The puzzles page (`?view=puzzles`, `&puzzle=ID`), over
//! [`crate::puzzles::Puzzles`]: it opens the page (the built-in puzzles,
//! today's date, the saved record), keeps the record and the address, and
//! draws the header, the problems, the puzzle (its task, difficulty and
//! board), the answer to the try, the solution's line step by step, the way
//! to other puzzles, and the cards of the day's puzzle and of the streak
//! ([`super::cards`]). Its words are the game's plus
//! `web/i18n/puzzles-LANG.ftl` ([`crate::study_words::tr`]), built in: the
//! puzzle of the day works offline and in the single-file game. A page of
//! its own, mounted by the site's module (`warri-site`).
//!
//! Test hooks: `[data-testid=puzzles]` (the page);
//! `[data-testid=puzzle][data-puzzle=ID][data-variant=K]` around the
//! board (with `data-tried`: `solved`, `failed` or empty, the first try as
//! recorded); `[data-testid=puzzle-of-the-day]` when the puzzle shown is
//! today's; `puzzle-task`, `puzzle-difficulty` (`data-depth`),
//! `puzzle-illegal`; `[data-testid=puzzle-feedback][data-result=solved|failed]`;
//! `[data-testid=puzzle-line]` (`data-step`, `data-steps`) with
//! `puzzle-line-caption`, `puzzle-line-prev`, `puzzle-line-next`;
//! `puzzle-next`, `puzzle-prev`, `select[data-testid=puzzle-variant]`;
//! the cards: `[data-testid=puzzle-day-card]` (`data-puzzle`,
//! `data-status`, `data-shown`) with `puzzle-today` while another puzzle
//! is shown, and `[data-testid=puzzle-streak-card]` with
//! `[data-testid=puzzle-streak][data-streak=N][data-best=M]`. The board keeps
//! the game's hooks (`button[data-pit]`, `[data-testid=board][data-busy]`,
//! `data-ply` while the line is shown).

use std::rc::Rc;

use warri_i18n::words::letter;
use warri_rules::{Pit, Variant};
use yew::prelude::*;

use crate::puzzles::words::{problem, value_words};
use crate::puzzles::{
    self, cards, Difficulty, Goal, Play, Puzzle, PuzzleSet, Puzzles, PuzzlesAction, PuzzlesLink, Record,
};
use crate::study_words;
use warri_web::board::component::Board;
use warri_web::board::view::{self, Interaction};
use warri_web::captions;
use warri_web::playback::Speed;
use warri_web::shell::address::Address;
use warri_web::shell::frame::{use_address, PageHeader, Section};
use warri_web::shell::hooks::prefers_reduced_motion;
use warri_web::shell::i18n::{of_browser, Lang, Tr};
use warri_web::shell::room::{self, use_room, OnBoard, Opened, Room};
use warri_web::shell::store::{self, use_kept, Browser};
use warri_web::widgets::notices::Said;
use warri_web::words;

/// Starts the puzzles page (`crate::start` opens it for `view=puzzles`):
/// its language from the link, else the saved game's, else the browser's;
/// today's puzzle from the browser's clock (UTC); the record as saved.
pub fn start(address: Address) {
    let Some(link) = PuzzlesLink::of(&address) else { return };
    room::start::<PuzzlesApp, Puzzles>(async move {
        let lang = of_browser(link.lang);
        let day = puzzles::set::day_number(js_sys::Date::now());
        let saved = store::load::<Record>(&Browser);
        let instant = prefers_reduced_motion();
        let set = Rc::new(PuzzleSet::built_in());
        let page = Puzzles::open(link, lang, set, day, saved, instant);
        Opened::new(page, Rc::new(study_words::tr(lang)), room::saved_look(&address))
    });
}

impl Room for Puzzles {
    fn words(lang: Lang) -> Tr {
        study_words::tr(lang)
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn set_lang(lang: Lang) -> PuzzlesAction {
        PuzzlesAction::Lang(lang)
    }

    fn title(&self, tr: &Tr) -> String {
        warri_web::shell::frame::title(tr, Some(&tr.t("puzzles-title")))
    }

    fn board(&self) -> Option<OnBoard<'_>> {
        let speed = if self.instant { Speed::Instant } else { Speed::Normal };
        self.play.as_ref().map(|p| OnBoard { table: &p.table, speed, mine: None })
    }

    fn animation_done(id: u32) -> Option<PuzzlesAction> {
        Some(PuzzlesAction::AnimationDone(id))
    }

    fn said(&self, tr: &Tr) -> Vec<Said> {
        self.problems.iter().map(|p| Said { text: problem(tr, p), kept: p.kept().cloned() }).collect()
    }

    fn dismiss() -> PuzzlesAction {
        PuzzlesAction::Dismiss
    }
}

/// The puzzles page.
#[function_component(PuzzlesApp)]
pub fn puzzles_app(props: &Opened<Puzzles>) -> Html {
    let state = use_reducer(|| (*props.opening).clone());
    let dispatch = state.dispatcher();
    let room = use_room(&state, props);
    let (tr, lang) = (room.tr.clone(), state.lang);
    // A first try is kept at once, with the first tries another tab saved
    // meanwhile (text that cannot be read is kept aside first).
    use_kept(&state.record, state.record_changes);
    warri_web::shell::i18n::use_remembered(lang, false);
    // The address bar follows the puzzle shown: a reload comes back to it.
    use_address(state.current_link());
    let body = match state.puzzle() {
        Some(p) => puzzle_page(&tr, &state, p, room.frame.as_ref(), &dispatch),
        None => html! { <p class="puzzle-none">{ tr.t("puzzles-none") }</p> },
    };
    html! {
        <ContextProvider<Rc<Tr>> context={tr.clone()}>
            <div class="app puzzles-page" data-testid="puzzles">
                { PageHeader { page: Some(tr.t("puzzles-title")), variant: None, section: Section::Puzzles }.view(&tr, room.on_lang) }
                { room.notices }
                <main>{ body }</main>
            </div>
        </ContextProvider<Rc<Tr>>>
    }
}

/// A puzzle: its task, the board, the answer to the try, the line, the way
/// on, then the cards of the day's puzzle and of the streak.
fn puzzle_page(
    tr: &Tr,
    state: &Puzzles,
    puzzle: &Puzzle,
    frame: Option<&warri_web::playback::Frame>,
    dispatch: &UseReducerDispatcher<Puzzles>,
) -> Html {
    let Some(play) = state.play.as_ref() else { return Html::default() };
    let act = |a: PuzzlesAction| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };
    let on_click = {
        let d = dispatch.clone();
        Callback::from(move |pit: Pit| d.dispatch(PuzzlesAction::Click(pit)))
    };
    let on_variant = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(v) = v.parse::<Variant>() {
                d.dispatch(PuzzlesAction::Variant(v));
            }
        })
    };
    let variant = puzzle.puzzle.variant;
    let flipped = puzzle.solver() == warri_rules::Player::North;
    let interaction = if play.attempt.is_some() { Interaction::Watch } else { Interaction::Play };
    let board = view::board(&play.table, frame, flipped, tr, interaction);
    let of_variant =
        state.set.puzzles.iter().filter(|p| p.puzzle.variant == variant).map(|p| p.index + 1).max().unwrap_or(1);
    let name = words::variant_name(tr, variant);
    let task = match puzzle.goal() {
        Goal::Win { .. } => tr.ta("puzzles-task-win", &[("player", puzzle.solver().key().into())]),
        Goal::Draw => tr.ta("puzzles-task-draw", &[("player", puzzle.solver().key().into())]),
    };
    let level = match puzzle.difficulty() {
        Difficulty::Easy => tr.t("puzzles-easy"),
        Difficulty::Medium => tr.t("puzzles-medium"),
        Difficulty::Hard => tr.t("puzzles-hard"),
    };
    let illegal = match (&play.attempt, play.table.explanation) {
        (None, Some(e)) => words::explanation(tr, e, variant),
        _ => String::new(),
    };
    let result = value_words(tr, puzzle);
    let solution = letter(puzzle.puzzle.solution);
    let (feedback, outcome) = feedback(tr, play, variant, &solution, &result);
    let again = play.attempt.as_ref().is_some_and(|a| !a.counted);
    let tried = match state.record.first_try(&puzzle.id) {
        Some(true) => "solved",
        Some(false) => "failed",
        None => "",
    };
    html! {
        <section class="puzzle" data-testid="puzzle" data-puzzle={puzzle.id.clone()} data-variant={variant.key()} data-tried={tried}>
            <h2>{ tr.t("puzzles-title") }</h2>
            if state.is_today() {
                <p class="puzzle-of-the-day" data-testid="puzzle-of-the-day">{ tr.t("puzzles-today") }</p>
            }
            <p class="puzzle-heading">
                { tr.ta("puzzles-heading", &[("name", name.as_str().into()), ("n", (puzzle.index + 1).into()), ("count", of_variant.into())]) }
                { " · " }
                <span data-testid="puzzle-difficulty" data-depth={puzzle.puzzle.depth.to_string()}>
                    { tr.ta("puzzles-difficulty", &[("level", level.as_str().into())]) }
                </span>
            </p>
            <p class="puzzle-task" data-testid="puzzle-task">{ task }</p>
            { Board::new(board, on_click).ply(play.step).html(tr) }
            <p class="puzzle-illegal" data-testid="puzzle-illegal" aria-live="polite">{ illegal }</p>
            <div class="puzzle-live" aria-live="polite">
                <p class={classes!("puzzle-feedback", (!outcome.is_empty()).then_some(outcome))}
                   data-testid="puzzle-feedback" data-result={outcome}>{ feedback }</p>
                if again {
                    <p class="puzzle-again">{ tr.t("puzzles-tried-before") }</p>
                }
            </div>
            if play.attempt.is_some() {
                { line_panel(tr, state, puzzle, &result, dispatch) }
            }
            <nav class="puzzle-nav">
                <button type="button" data-testid="puzzle-prev" onclick={act(PuzzlesAction::Prev)}>{ tr.t("puzzles-prev") }</button>
                <button type="button" class={classes!(play.attempt.is_some().then_some("primary"))} data-testid="puzzle-next"
                        onclick={act(PuzzlesAction::Next)}>{ tr.t("puzzles-next") }</button>
                <label class="puzzle-variant">
                    { tr.t("puzzles-variant") }{ " " }
                    <select data-testid="puzzle-variant" onchange={on_variant}>
                        { for state.set.variants().into_iter().map(|v| html! {
                            <option value={v.key()} selected={v == variant}>{ words::variant_name(tr, v) }</option>
                        }) }
                    </select>
                </label>
            </nav>
            { cards::cards(tr, state, dispatch) }
        </section>
    }
}

/// What the page says of the try (and its `data-result`): nothing yet,
/// right, or what the move did and what the solution was.
fn feedback(tr: &Tr, play: &Play, variant: Variant, solution: &str, result: &str) -> (String, &'static str) {
    match &play.attempt {
        None => (String::new(), ""),
        Some(a) if a.solved => {
            (tr.ta("puzzles-right", &[("pit", solution.into()), ("result", result.into())]), "solved")
        }
        Some(a) => {
            let effect = captions::replay_caption(tr, variant, a.pit, &a.trace);
            let wrong =
                tr.ta("puzzles-wrong", &[("pit", letter(a.pit).as_str().into()), ("effect", effect.as_str().into())]);
            let was = tr.ta("puzzles-was", &[("pit", solution.into()), ("result", result.into())]);
            (format!("{wrong} {was}"), "failed")
        }
    }
}

/// The solution's line: its moves, the step shown, what that move does,
/// the buttons to step.
fn line_panel(
    tr: &Tr,
    state: &Puzzles,
    puzzle: &Puzzle,
    result: &str,
    dispatch: &UseReducerDispatcher<Puzzles>,
) -> Html {
    let Some(play) = state.play.as_ref() else { return Html::default() };
    let len = puzzle.puzzle.line.len();
    let step = play.step;
    let caption = match (step, &play.table.last_move) {
        (None, _) => String::new(),
        (Some(0), _) | (Some(_), None) => tr.t("puzzles-line-start"),
        (Some(n), Some((pit, trace))) => {
            let mut said = format!(
                "{} {}",
                tr.ta("puzzles-line-step", &[("n", n.into()), ("count", len.into())]),
                captions::replay_caption(tr, puzzle.puzzle.variant, *pit, trace)
            );
            if n == len {
                said = format!("{said} {}", tr.ta("puzzles-line-end", &[("result", result.into())]));
            }
            said
        }
    };
    let act = |a: PuzzlesAction| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };
    html! {
        <section class="puzzle-line" data-testid="puzzle-line" aria-label={tr.t("puzzles-line")}
                 data-step={step.map(|s| s.to_string()).unwrap_or_default()} data-steps={len.to_string()}>
            <h3>{ tr.t("puzzles-line") }</h3>
            <ol class="puzzle-line-moves">
                { for puzzle.puzzle.line.iter().enumerate().map(|(i, &m)| html! {
                    <li class={classes!((step == Some(i + 1)).then_some("current"), m.owner().key())}>{ letter(m) }</li>
                }) }
            </ol>
            <p class="puzzle-line-caption" data-testid="puzzle-line-caption" aria-live="polite">{ caption }</p>
            <p class="puzzle-line-steps">
                <button type="button" data-testid="puzzle-line-prev" disabled={step.is_none_or(|s| s == 0)}
                        onclick={act(PuzzlesAction::LinePrev)}>{ tr.t("replay-prev") }</button>
                <button type="button" data-testid="puzzle-line-next" disabled={step == Some(len)}
                        onclick={act(PuzzlesAction::LineNext)}>
                    { if step.is_none() { tr.t("puzzles-line-show") } else { tr.t("replay-next") } }
                </button>
            </p>
        </section>
    }
}
