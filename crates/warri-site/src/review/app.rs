//! The game review page (`?view=review&variant=…&moves=…`), over
//! [`crate::review::Review`]: the board at the ply shown with the move's
//! caption and step buttons, the worker valuing every position one after
//! the other (a progress bar meanwhile), the evaluation graph (a light
//! SVG: a click on a ply goes there), every move labelled, each player's
//! summary, the oracle's values at the ply shown, "try again from here"
//! against the computer, and the review's link to share. A page of the
//! site's module: the game's first page never carries it.
//!
//! Test hooks: `[data-testid=review]` (with `data-done`), the progress
//! `progress[data-testid=review-progress]`, `svg[data-testid=eval-graph]`
//! with one `[data-testid=eval-point][data-ply=N]` per valued position,
//! `[data-testid=review-move][data-ply=N][data-label=best|good|inaccuracy|mistake|blunder]`
//! (the label once known), `review-summary`, `review-prev`/`review-next`/
//! `review-first`/`review-last`, `review-try`, `review-share`,
//! `review-link`; the board's `data-ply`. Its sentences are
//! [`super::words`]'.

use std::rc::Rc;

use warri_engine::Level;
use warri_rules::Player;
use yew::prelude::*;

use crate::review::words::{judged_text, label_word};
use crate::review::{Label, Review, ReviewAction, GRAPH_SEEDS, THRESHOLDS};
use crate::study_words;
use warri_web::board::component::Board;
use warri_web::board::view::{self, Interaction};
use warri_web::captions;
use warri_web::engine::hook::use_engine;
use warri_web::shell::address::Address;
use warri_web::shell::browser;
use warri_web::shell::frame::{PageHeader, Section};
use warri_web::shell::i18n::{of_browser, Arg, Lang, Tr};
use warri_web::shell::room::{self, use_room, Opened, Room};
use warri_web::widgets::links::open_page;
use warri_web::widgets::move_values::move_list;
use warri_web::widgets::notices::Said;
use warri_web::widgets::steps::{step_button, use_step_keys, Step};
use warri_web::words;

/// The level of the computer that plays on from a reviewed position.
const TRY_LEVEL: u8 = 4;

/// Starts the review of the address's game (`crate::start` opens it for
/// `view=review`).
pub fn start(address: Address) {
    room::start::<ReviewApp, Review>(async move {
        let review = Review::open(&address, of_browser(None));
        let tr = Rc::new(study_words::tr(review.lang));
        Opened::new(review, tr, room::saved_look(&address))
    });
}

impl Room for Review {
    fn words(lang: Lang) -> Tr {
        study_words::tr(lang)
    }

    fn lang(&self) -> Lang {
        self.lang
    }

    fn set_lang(lang: Lang) -> ReviewAction {
        ReviewAction::Lang(lang)
    }

    fn title(&self, tr: &Tr) -> String {
        warri_web::shell::frame::title(tr, Some(&tr.t("review-title")))
    }

    // No board to play or sound: a step is shown at once, never animated.

    fn said(&self, tr: &Tr) -> Vec<Said> {
        self.notices.iter().map(|n| Said::notice(tr, n)).collect()
    }

    fn dismiss() -> ReviewAction {
        ReviewAction::Dismiss
    }
}

/// The review page.
#[function_component(ReviewApp)]
pub fn review_app(props: &Opened<Review>) -> Html {
    let state = use_reducer(|| (*props.opening).clone());
    let dispatch = state.dispatcher();
    let room = use_room(&state, props);
    let (tr, lang) = (room.tr.clone(), state.lang);
    warri_web::shell::i18n::use_remembered(lang, false);
    // The worker values the positions one after the other.
    let send = {
        let d = dispatch.clone();
        use_engine(Callback::from(move |reply| d.dispatch(ReviewAction::Engine(reply))))
    };
    use_effect_with(state.request(), move |r| {
        if let Some(r) = r {
            send.emit(r.clone());
        }
    });
    // A step, by its key or its button.
    let on_step = {
        let d = dispatch.clone();
        Callback::from(move |step| d.dispatch(ReviewAction::step(step)))
    };
    use_step_keys(true, on_step.clone());
    let table = &state.table;
    let variant = table.settings.variant;
    let (done, all) = state.progress();
    let variant_name = Some(words::variant_name(&tr, variant));
    let header = PageHeader { page: Some(tr.t("review-title")), variant: variant_name, section: Section::Play }
        .view(&tr, room.on_lang);
    html! {
        <ContextProvider<Rc<Tr>> context={tr.clone()}>
            <div class="app review">
                { header }
                { room.notices }
                <main data-testid="review" data-done={(done == all).to_string()} data-variant={variant.key()}>
                    { board_section(&tr, &state, &dispatch, &on_step) }
                    { study_section(&tr, &state, &dispatch) }
                </main>
            </div>
        </ContextProvider<Rc<Tr>>>
    }
}

/// A callback that sends `a` on a click.
fn act(d: &UseReducerDispatcher<Review>, a: ReviewAction) -> Callback<MouseEvent> {
    let d = d.clone();
    Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
}

/// The board at the ply shown, its caption and label, the steps (each
/// sent to `on_step`), and the ways on (play on from here, share the review).
fn board_section(tr: &Tr, state: &Review, d: &UseReducerDispatcher<Review>, on_step: &Callback<Step>) -> Html {
    let table = &state.table;
    let (n, length) = (table.ply(), table.length());
    let board = view::board(table, None, state.flipped, tr, Interaction::Watch);
    let told = captions::told(tr, table, &board);
    let step = |s: Step, label: String, testid: &'static str, enabled: bool| {
        step_button(s, label, enabled, testid, on_step.clone())
    };
    let share = {
        let (d, link) = (d.clone(), state.link());
        Callback::from(move |_: MouseEvent| {
            let url = format!("{}{link}", browser::base_url());
            browser::copy(&url);
            d.dispatch(ReviewAction::Shared(url));
        })
    };
    let try_link = Level::new(TRY_LEVEL).and_then(|l| state.try_link(l));
    html! {
        <section class="play" aria-label={tr.t("review-board")}>
            { Board::new(board.clone(), Callback::noop()).ply(Some(n)).html(tr) }
            <p class="status" data-testid="status">{ view::status(table, &board, tr) }</p>
            <div class="caption" data-testid="caption" aria-live="polite">
                <p class="told">{ told }</p>
                if let Some(j) = &state.judged(n) {
                    <p class={classes!("judged", j.label.key())} data-testid="review-judged">{ judged_text(tr, j) }</p>
                }
            </div>
            <div class="replay-bar" role="toolbar" aria-label={tr.t("review-steps")}>
                { step(Step::First, tr.t("replay-first"), "review-first", n > 0) }
                { step(Step::Prev, tr.t("replay-prev"), "review-prev", n > 0) }
                <span class="ply">{ tr.ta("replay-ply", &[("ply", n.into()), ("count", length.into())]) }</span>
                { step(Step::Next, tr.t("replay-next"), "review-next", n < length) }
                { step(Step::Last, tr.t("replay-last"), "review-last", n < length) }
            </div>
            <p class="review-actions">
                if let Some(href) = try_link {
                    <a class="button" href={href.clone()} data-testid="review-try" onclick={open_page(href)}>{ tr.t("review-try") }</a>
                }
                { " " }
                <button type="button" data-testid="review-share" onclick={share}>{ tr.t("review-share") }</button>
            </p>
            if let Some(url) = state.shared.clone() {
                <p class="link">
                    <label>{ tr.t("link-label") }{ " " }
                        <input type="text" readonly=true value={url} data-testid="review-link" />
                    </label>
                </p>
            }
        </section>
    }
}

/// The study of the game: the progress, the evaluation graph, every move
/// labelled, each player's summary, the oracle's values at the ply shown.
fn study_section(tr: &Tr, state: &Review, d: &UseReducerDispatcher<Review>) -> Html {
    let table = &state.table;
    let n = table.ply();
    let (done, all) = state.progress();
    let go = |ply: usize| act(d, ReviewAction::Goto(ply));
    html! {
        <section class="review-study" aria-label={tr.t("review-title")}>
            if done < all && state.failed.is_none() {
                <p class="review-working">
                    <label>{ tr.ta("review-progress", &[("n", done.into()), ("total", all.into())]) }{ " " }
                        <progress data-testid="review-progress" value={done.to_string()} max={all.to_string()}></progress>
                    </label>
                </p>
            }
            if let Some(f) = &state.failed {
                <p class="notice" role="alert" data-testid="review-failed">
                    { tr.ta("review-failed", &[("problem", words::failure(tr, f).as_str().into())]) }
                </p>
            }
            { graph(tr, state, n, &go) }
            <h2>{ tr.t("review-moves") }</h2>
            { moves(tr, state, &go) }
            <h2>{ tr.t("review-summary") }</h2>
            { summary(tr, state) }
            if let Some(a) = state.values.get(n).and_then(|v| v.as_ref()) {
                <section class="oracle" data-testid="oracle" data-state="done" data-depth={a.depth.to_string()}>
                    <h2>{ tr.ta("oracle-for", &[("player", words::side(table.game.to_move().unwrap_or(Player::South)))]) }</h2>
                    { move_list(tr, a, None) }
                </section>
            }
            <p class="review-thresholds">
                { tr.ta("review-thresholds", &[
                    ("good", Arg::D(f64::from(THRESHOLDS[0]) / 100.0)),
                    ("inaccuracy", Arg::D(f64::from(THRESHOLDS[1]) / 100.0)),
                    ("mistake", Arg::D(f64::from(THRESHOLDS[2]) / 100.0)),
                ]) }
            </p>
        </section>
    }
}

/// Every move of the game, labelled; a click goes there.
fn moves(tr: &Tr, state: &Review, go: &dyn Fn(usize) -> Callback<MouseEvent>) -> Html {
    let n = state.table.ply();
    html! {
        <ol class="review-moves" data-testid="review-moves">
            { for (1..=state.table.length()).map(|ply| {
                let played = state.game.moves()[ply - 1];
                let j = state.judged(ply);
                let label = j.as_ref().map(|j| j.label.key());
                let text = j.as_ref().map(|j| label_word(tr, j.label)).unwrap_or_default();
                html! {
                    <li data-testid="review-move" data-ply={ply.to_string()} data-label={label}
                        class={classes!(label, (ply == n).then_some("current"))}>
                        <button type="button" onclick={go(ply)} aria-current={(ply == n).then_some("step")}>
                            { format!("{ply}. {} ", played.letter()) }
                            <span class="label">{ text }</span>
                        </button>
                    </li>
                }
            }) }
        </ol>
    }
}

/// Each player's moves, average seeds lost and labels counted.
fn summary(tr: &Tr, state: &Review) -> Html {
    let summary = state.summary();
    let row = |p: Player| {
        let s = &summary[p];
        html! {
            <tr data-player={p.key()}>
                <th scope="row">{ words::player(tr, p) }</th>
                <td>{ s.moves }</td>
                <td>{ tr.ta("review-average", &[("seeds", Arg::D(s.average()))]) }</td>
                { for s.counts.iter().map(|c| html! { <td>{ *c }</td> }) }
            </tr>
        }
    };
    // Scrolls sideways inside itself on a narrow screen: a region the
    // keyboard can reach.
    html! {
        <div class="review-summary-scroll" role="region" tabindex="0" aria-label={tr.t("review-summary")}>
        <table class="review-summary" data-testid="review-summary">
            <thead>
                <tr>
                    <th scope="col">{ tr.t("review-player") }</th>
                    <th scope="col">{ tr.t("review-count") }</th>
                    <th scope="col">{ tr.t("review-lost") }</th>
                    { for Label::ALL.into_iter().map(|l| html! { <th scope="col">{ label_word(tr, l) }</th> }) }
                </tr>
            </thead>
            <tbody>
                { row(Player::South) }
                { row(Player::North) }
            </tbody>
        </table>
        </div>
    }
}

/// The evaluation graph: South's value after each ply (above the middle
/// line South is ahead), one point per valued position; a click on a ply's
/// column goes there.
fn graph(tr: &Tr, state: &Review, shown: usize, go: &dyn Fn(usize) -> Callback<MouseEvent>) -> Html {
    const W: f64 = 600.0;
    const H: f64 = 160.0;
    const PAD: f64 = 8.0;
    let plies = state.values.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| PAD + (W - 2.0 * PAD) * i as f64 / plies;
    let y = |v: f64| H / 2.0 - (H / 2.0 - PAD) * v / f64::from(GRAPH_SEEDS);
    let points = state.graph();
    let line: String = points.iter().map(|&(i, v)| format!("{:.1},{:.1} ", x(i), y(v))).collect();
    let column = (W - 2.0 * PAD) / plies;
    html! {
        <figure class="eval-graph">
            <svg data-testid="eval-graph" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={tr.t("review-graph")}>
                // Wide columns to click or tap, one per ply, under the points.
                { for (0..state.values.len()).map(|i| html! {
                    <rect class="hit" data-ply={i.to_string()} x={format!("{:.1}", x(i) - column / 2.0)} y="0"
                          width={format!("{:.1}", column)} height={H.to_string()} onclick={go(i)} />
                }) }
                <line class="axis" x1="0" y1={(H / 2.0).to_string()} x2={W.to_string()} y2={(H / 2.0).to_string()} />
                <line class="shown" x1={format!("{:.1}", x(shown))} y1="0" x2={format!("{:.1}", x(shown))} y2={H.to_string()} />
                <polyline class="eval" points={line} />
                { for points.iter().map(|&(i, v)| html! {
                    <circle data-testid="eval-point" data-ply={i.to_string()} class={classes!((i == shown).then_some("shown"))}
                            cx={format!("{:.1}", x(i))} cy={format!("{:.1}", y(v))} r="3.5" onclick={go(i)} />
                }) }
            </svg>
            <figcaption>{ tr.t("review-graph") }</figcaption>
        </figure>
    }
}
