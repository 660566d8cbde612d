//! The game page's views, one function each, put together from the pieces
//! of [`Shown`]: the game, the game in an embed, a replay, the board
//! editor, the rules card. The game's page composes the rooms that switch
//! in place over it (the replay's bar, the editor, the oracle).

use warri_rules::Variant;
use yew::prelude::*;

use crate::board::component::Board;
use crate::captions;
use crate::record;
use crate::rooms::editor::state::Editor;
use crate::rooms::editor::view::EditorView;
use crate::rooms::game::controls::Control;
use crate::rooms::game::menu;
use crate::rooms::game::page::{PageAction, Panel};
use crate::rooms::game::parts::Shown;
use crate::rooms::game::setup::Setup;
use crate::rooms::game::share::{EmbedDialog, RecordPanel};
use crate::rooms::replay::bar::ReplayBar;
use crate::rooms::replay::state::Replay;
use crate::shell::browser;
use crate::shell::i18n::Tr;
use crate::shell::route::LearnRoute;
use crate::table::Settings;
use crate::widgets::diagram::DiagramPanel;
use crate::widgets::links::open_page;
use crate::widgets::rules_table::RulesTable;
use crate::words;

/// The game, with everything around it.
pub fn game(s: &Shown) -> Html {
    let (page, table, tr) = (s.page, s.table(), &s.tr);
    let variant = table.settings.variant;
    let initial = Settings { variant: page.setup_choice.unwrap_or(variant), ..table.settings };
    html! {
        <main class="app">
            { s.header() }
            { s.notices() }
            if page.setup_open {
                <Setup {initial} on_start={s.send(PageAction::Start)} on_cancel={s.act(PageAction::CloseSetup)} />
            }
            <section class="play" aria-label={tr.t("game-label")}>
                { s.play_area() }
                { s.controls(false) }
                { menu::menu(s) }
                { offer(s) }
                <p class="sr-only">{ tr.t("say-keys") }</p>
                { s.shared_link() }
                { panel(s, false) }
                <h2 class="sr-only">{ tr.t("moves-label") }</h2>
                <ol class="moves" data-testid="moves" aria-label={tr.t("moves-label")}>
                    { for table.game.moves().iter().map(|m| html! { <li>{ m.letter() }</li> }) }
                </ol>
            </section>
            if page.rules_shown {
                <RulesTable {variant} />
            }
        </main>
    }
}

/// The open panel under the game or the editor: the embed snippet, the
/// picture, the record (the game's only).
fn panel(s: &Shown, editing: bool) -> Html {
    let (page, shared) = (s.page, &s.shared);
    let variant = shared.settings.variant;
    let close = s.act(PageAction::ClosePanel);
    match page.panel {
        Panel::Embed if editing => {
            html! { <EmbedDialog snippet={s.snippet()} replay={false} on_close={close} /> }
        }
        Panel::Embed => html! { <EmbedDialog snippet={s.snippet()} on_close={close} /> },
        Panel::Diagram => {
            let played = shared.game.moves().len();
            let name = if editing {
                format!("warri-{}-edited", variant.key())
            } else {
                format!("warri-{}-{played}", variant.key())
            };
            html! { <DiagramPanel svg={s.diagram()} can_mark={!editing && played > 0} {name} on_close={close} /> }
        }
        Panel::Record if !editing => html! {
            <RecordPanel record={record::export(&page.table, &browser::today())} on_import={s.send(PageAction::Import)}
                         on_replay={s.send(PageAction::ImportReplay)} on_close={close} />
        },
        _ => Html::default(),
    }
}

/// A first visit to a variant: an offer of its lessons and its rules,
/// below the game (the board stays where it is).
fn offer(s: &Shown) -> Html {
    let Some(v) = s.page.shown_offer() else { return Html::default() };
    let (tr, lang) = (&s.tr, s.page.lang);
    let name = words::variant_name(tr, v);
    let lessons = LearnRoute::List { variant: Some(v) }.link(lang, false);
    let rules = LearnRoute::Rules { variant: v }.link(lang, false);
    html! {
        <aside class="learn-offer" data-testid="learn-offer" data-variant={v.key()}>
            <p>{ tr.ta("learn-offer", &[("name", name.as_str().into())]) }</p>
            <p class="offer-actions">
                <a class="button primary" data-testid="learn-offer-go" href={lessons.clone()} onclick={open_page(lessons)}>{ tr.t("learn-offer-go") }</a>
                <a class="button" data-testid="learn-offer-rules" href={rules.clone()} onclick={open_page(rules)}>{ tr.t("learn-offer-rules") }</a>
                <button type="button" data-testid="learn-offer-dismiss" onclick={s.act(PageAction::DismissOffer)}>{ tr.t("learn-offer-dismiss") }</button>
            </p>
        </aside>
    }
}

/// The game in an iframe: the board, its status and few controls.
pub fn embed(s: &Shown) -> Html {
    let variant = s.table().settings.variant;
    html! {
        <main class={classes!("app", "embed")}>
            { embed_heading(&s.tr, variant) }
            { s.notices() }
            { s.play_area() }
            { s.controls(true) }
            <p class="open-full"><a href={s.full_game()} target="_blank" rel="noopener" data-testid="open-full">{ s.tr.t("open-full") }</a></p>
            if s.page.rules_shown { <RulesTable {variant} /> }
        </main>
    }
}

/// An embedded board's heading: what the frame shows, for screen readers,
/// and the variant's name above the board for everyone else.
fn embed_heading(tr: &Tr, variant: Variant) -> Html {
    html! {
        <>
            <h1 class="sr-only">{ words::embed_title(tr, variant) }</h1>
            <p class="embed-name" data-testid="variant-name" aria-hidden="true">{ words::variant_name(tr, variant) }</p>
        </>
    }
}

/// The rules-change table alone, for a wiki's sidebar.
pub fn rules_card(s: &Shown) -> Html {
    let variant = s.table().settings.variant;
    html! {
        <main class={classes!("app", "rules-card", s.page.embed.then_some("embed"))}>
            <h1 class="card-title" data-testid="variant-name">{ words::variant_name(&s.tr, variant) }</h1>
            { s.notices() }
            <RulesTable {variant} />
            <p class="open-full"><a href={s.full_game()} target="_blank" rel="noopener" data-testid="open-full">{ s.tr.t("open-full") }</a></p>
        </main>
    }
}

/// A replay: the board at the ply shown, its caption, the replay's bar,
/// the ways on (the full game, the review, the oracle).
pub fn replay(s: &Shown, r: &Replay) -> Html {
    let (page, table, tr) = (s.page, s.table(), &s.tr);
    let (variant, n, length) = (table.settings.variant, table.ply(), table.length());
    let told = captions::told(tr, table, &s.board);
    html! {
        <main class={classes!("app", "replay-view", page.embed.then_some("embed"))}>
            if page.embed {
                { embed_heading(tr, variant) }
            } else {
                { s.header() }
            }
            { s.notices() }
            <section class="play" aria-label={tr.t("replay-label")}>
                { Board::new(s.board.clone(), Callback::noop()).ply(Some(n)).html(&s.tr) }
                { s.status() }
                <div class="caption" data-testid="caption" aria-live="polite">
                    <p class="told">{ told }</p>
                    if let Some(text) = r.caption(n) {
                        <p class="author" data-testid="author-caption">{ text }</p>
                    }
                </div>
                <ReplayBar ply={n} {length} playing={r.playing} speed={page.speed}
                           on_action={s.send(PageAction::Replay)} on_speed={s.send(PageAction::Speed)} />
                { replay_links(s, length) }
                { s.oracle() }
                if r.back.is_some() {
                    <p><button type="button" class="back" data-testid="replay-close" onclick={s.act(PageAction::CloseReplay)}>{ tr.t("close") }</button></p>
                }
            </section>
            if page.rules_shown { <RulesTable {variant} /> }
        </main>
    }
}

/// Under a replay: the full game, and (outside embeds) the whole game's
/// review and the oracle.
fn replay_links(s: &Shown, length: usize) -> Html {
    let (page, tr) = (s.page, &s.tr);
    // The whole game is reviewed, wherever the replay stands.
    let review = {
        let mut whole = page.table.clone();
        whole.goto(length);
        crate::params::review_link(&whole, page.lang)
    };
    html! {
        <p class="open-full">
            <a href={s.full_game()} target="_blank" rel="noopener" data-testid="replay-continue">{ tr.t("replay-continue") }</a>
            if !page.embed && length > 0 {
                { " " }
                <a href={review.clone()} data-testid="replay-review" onclick={open_page(review)}>{ tr.t("review-button") }</a>
                { " " }
                <button type="button" data-testid="analysis-button" aria-pressed={page.oracle.is_some().to_string()}
                        onclick={s.act(PageAction::ToggleOracle)}>
                    { tr.t("analysis-button") }
                </button>
            }
        </p>
    }
}

/// The board editor, and while its position is valid the ways to share it
/// (a link, an embedded board, a picture) and to analyse it.
pub fn editor(s: &Shown, editor: &Editor) -> Html {
    let tr = &s.tr;
    let problem = editor.position().err().map(|e| crate::rooms::editor::words::edit_problem(tr, &e));
    let over = editor.game().ok().and_then(|g| {
        let result = words::result(tr, g.outcome()?, editor.variant);
        Some(tr.ta("edit-over", &[("result", result.as_str().into())]))
    });
    let control = |c: Control, label: String, testid: &'static str| {
        let on = s.on_control();
        html! { <button type="button" data-testid={testid} onclick={Callback::from(move |_| on.emit(c))}>{ label }</button> }
    };
    html! {
        <main class="app edit-view">
            { s.header() }
            { s.notices() }
            <EditorView editor={editor.clone()} problem={problem.clone()} {over} on_action={s.send(PageAction::Editor)}
                        on_play={s.act(PageAction::PlayEdited)} on_close={s.act(PageAction::CloseEditor)} />
            if problem.is_none() {
                <div class="controls" role="toolbar" aria-label={tr.t("controls-label")}>
                    { control(Control::CopyLink, tr.t("copy-link"), "copy-link") }
                    { control(Control::Embed, tr.t("embed-button"), "embed-button") }
                    { control(Control::Diagram, tr.t("diagram-button"), "diagram-button") }
                    <button type="button" data-testid="edit-analyse" onclick={s.act(PageAction::AnalyseEdited)}>{ tr.t("analysis-button") }</button>
                </div>
                { s.shared_link() }
                { panel(s, true) }
            }
        </main>
    }
}
