//! The pieces the game page's views are drawn from ([`Shown`]): the
//! header, the notices, the board with everything said about it, the
//! controls, the oracle, the copied link — each built once from the page's
//! state, with the callbacks that send its actions. The views
//! (`super::views`) put them together.

use std::rc::Rc;

use warri_rules::{Pit, Player};
use yew::prelude::*;

use crate::board::component::Board;
use crate::board::view::{self, BoardView};
use crate::captions;
use crate::params;
use crate::rooms::game::controls::{Control, EmbedControls, GameBar};
use crate::rooms::game::embed::{embed_snippet, Embed, EmbedChoice};
use crate::rooms::game::ending::{self, Ask};
use crate::rooms::game::hint::HintPanel;
use crate::rooms::game::page::{Page, PageAction, Panel, View};
use crate::rooms::oracle::view::{OraclePanel, OracleState};
use crate::seat::Seat;
use crate::shell::browser;
use crate::shell::frame::{self, PageHeader, Section};
use crate::shell::i18n::{Lang, Tr};
use crate::shell::room::RoomParts;
use crate::table::{Action, Table};
use crate::widgets::links::link_line;
use crate::words;

/// What the page shows now, and how to change it.
pub struct Shown<'a> {
    /// The page's state.
    pub page: &'a Page,
    /// Sends the page's actions.
    pub dispatch: UseReducerDispatcher<Page>,
    /// The page's words.
    pub tr: Rc<Tr>,
    /// The board as drawn now (the frame being shown, if a move is played).
    pub board: BoardView,
    /// What links, embeds and pictures show: the game, or in the editor the
    /// edited position while it is valid.
    pub shared: Rc<Table>,
    /// Whether what is shared is seen from North (the editor's board is
    /// never turned round).
    pub shared_flipped: bool,
    /// What the shell gives the page (its notices, its language switch).
    pub room: RoomParts,
}

impl Shown<'_> {
    /// A callback that sends `a`, whatever the event.
    pub fn act<E: 'static>(&self, a: PageAction) -> Callback<E> {
        let d = self.dispatch.clone();
        Callback::from(move |_| d.dispatch(a.clone()))
    }

    /// A callback that sends what `f` makes of its value.
    pub fn send<T: 'static>(&self, f: impl Fn(T) -> PageAction + 'static) -> Callback<T> {
        let d = self.dispatch.clone();
        Callback::from(move |v| d.dispatch(f(v)))
    }

    /// The table shown.
    pub fn table(&self) -> &Table {
        &self.page.table
    }

    /// The page's header: the site's name and the view's (none on the game
    /// itself), the variant, the site's links and the language switch.
    pub fn header(&self) -> Html {
        let tr = &self.tr;
        let variant = Some(words::variant_name(tr, self.shared.settings.variant));
        PageHeader { page: page_name(self.page, tr), variant, section: Section::Play }.view(tr, self.on_lang())
    }

    /// The notices, if any.
    pub fn notices(&self) -> Html {
        self.room.notices.clone()
    }

    /// A click on a pit of the board.
    pub fn on_click(&self) -> Callback<Pit> {
        self.send(|pit| PageAction::Game(Action::Click(pit)))
    }

    /// The status line under the board.
    pub fn status(&self) -> Html {
        html! { <p class="status" data-testid="status">{ view::status(self.table(), &self.board, &self.tr) }</p> }
    }

    /// The board and everything said about it: the status, the move just
    /// played (for screen readers), the computer thinking, the hint, the
    /// oracle, why a click was refused, the result, the match.
    pub fn play_area(&self) -> Html {
        let (page, table, tr) = (self.page, self.table(), &self.tr);
        let variant = table.settings.variant;
        let busy = self.board.busy;
        let announce = match (&table.last_move, busy) {
            (Some((pit, trace)), false) => captions::announce(tr, variant, *pit, trace),
            _ => String::new(),
        };
        html! {
            <>
                { Board::new(self.board.clone(), self.on_click()).hinted(page.hinted()).html(tr) }
                { self.status() }
                if page.welcome {
                    <p class="welcome" data-testid="welcome">
                        { tr.ta("welcome", &[("level", crate::rooms::game::page::FIRST_LEVEL.number().into())]) }
                        { " " }
                        <button type="button" class="link" data-testid="welcome-change"
                                onclick={self.act(PageAction::NewGame)}>{ tr.t("welcome-change") }</button>
                    </p>
                }
                <div class="sr-only" aria-live="polite" data-testid="announce">{ announce }</div>
                if let Some((p, level)) = page.thinking() {
                    <p class="thinking" data-testid="thinking" role="status">{ words::thinking(tr, p, level) }</p>
                }
                if let Some(h) = page.shown_hint().cloned() {
                    <HintPanel hint={h} game={table.game.clone()} />
                }
                { self.oracle() }
                if let Some(e) = table.explanation {
                    <p class="explanation" data-testid="explanation" role="status">{ words::explanation(tr, e, variant) }</p>
                }
                { self.ending() }
                if table.is_match() {
                    <p class="match" data-testid="match">{ words::match_line(tr, &table.match_score(), variant) }</p>
                }
            </>
        }
    }

    /// The end of the game once its last move is shown: said from this
    /// device's side where one person plays here ("You won 30–2"), with
    /// why it ended, and what comes next (the game's page only: the next
    /// game of a match or a rematch, the review, a new game); or, while it
    /// goes on, a question about ending it early ([`super::ending`]).
    pub fn ending(&self) -> Html {
        let (page, table, tr) = (self.page, self.table(), &self.tr);
        let Some(o) = table.game.outcome().filter(|_| !self.board.busy) else { return self.ask() };
        let text = words::result(tr, o, table.settings.variant);
        let headline = ending::me(table).map(|me| words::headline(tr, o, me));
        let actions = page.view == View::Game && !page.embed;
        let button = |c: Control, testid: &'static str, label: String, primary: bool| {
            let on = self.on_control();
            html! { <button type="button" class={classes!(primary.then_some("primary"))} data-testid={testid}
            onclick={Callback::from(move |_| on.emit(c))}>{ label }</button> }
        };
        html! {
            <div class="game-over" data-testid="game-over">
                if let Some(h) = headline { <p class="headline" data-testid="result-headline">{ h }</p> }
                <p class="result" data-testid="result" role="status">{ text }</p>
                if actions {
                    <p class="over-actions">
                        if table.can_next_game() {
                            { button(Control::NextGame, "result-next", tr.t("next-game"), true) }
                        } else {
                            <button type="button" class="primary" data-testid="rematch"
                                    onclick={self.act(PageAction::Rematch)}>{ tr.t("rematch") }</button>
                        }
                        { button(Control::Review, "result-review", tr.t("review-button"), false) }
                        { button(Control::NewGame, "result-new-game", tr.t("new-game"), false) }
                    </p>
                }
            </div>
        }
    }

    /// The question being asked about ending the game early: a
    /// resignation to confirm, a draw offered to the other person here, or
    /// the computer's view of one.
    fn ask(&self) -> Html {
        let tr = &self.tr;
        let Some(ask) = self.page.ask else { return Html::default() };
        let choice = |yes: PageAction,
                      yes_id: &'static str,
                      yes_label: String,
                      no: PageAction,
                      no_id: &'static str,
                      no_label: String| {
            html! { <p class="ask-actions">
                <button type="button" class="primary" data-testid={yes_id} onclick={self.act(yes)}>{ yes_label }</button>
                <button type="button" data-testid={no_id} onclick={self.act(no)}>{ no_label }</button>
            </p> }
        };
        let (text, actions) = match ask {
            Ask::Resign(p) => (
                tr.ta("resign-ask", &[("player", p.key().into())]),
                choice(
                    PageAction::ConfirmResign,
                    "resign-confirm",
                    tr.t("resign-button"),
                    PageAction::CancelAsk,
                    "resign-cancel",
                    tr.t("ask-cancel"),
                ),
            ),
            Ask::DrawOffered(p) => (
                tr.ta("draw-offered", &[("player", p.key().into())]),
                choice(
                    PageAction::AnswerDraw(true),
                    "draw-accept",
                    tr.t("draw-accept"),
                    PageAction::AnswerDraw(false),
                    "draw-decline",
                    tr.t("draw-decline"),
                ),
            ),
            Ask::Weighing(_) => (tr.t("draw-weighing"), Html::default()),
            Ask::Declined(_) => (tr.t("draw-declined"), Html::default()),
        };
        html! {
            <div class="ask" data-testid="ending-ask" data-ask={ask.key()} role="status">
                <p>{ text }</p>
                { actions }
            </div>
        }
    }

    /// The oracle's panel, while shown: the values of the position on the
    /// board.
    pub fn oracle(&self) -> Html {
        let (page, table) = (self.page, self.table());
        let Some(o) = &page.oracle else { return Html::default() };
        let analysis = o.about(table.generation);
        let current = o.generation == table.generation;
        let state = if table.game.is_over() {
            OracleState::Over
        } else if current && o.failed.is_some() {
            OracleState::Failed
        } else if page.hidden {
            OracleState::Paused
        } else if page.oracle_request().is_some() || self.board.busy || analysis.is_none() {
            OracleState::Thinking
        } else {
            OracleState::Done
        };
        let problem = o.failed.as_ref().map(|f| words::failure(&self.tr, f));
        let on_play = (page.view == View::Game && table.human_to_move()).then(|| self.on_click());
        let rounds = if current { o.rounds } else { 0 };
        html! { <OraclePanel {analysis} to_move={table.game.to_move()} {state} {problem} {on_play} {rounds} /> }
    }

    /// The game's bar, or an embed's few controls.
    pub fn controls(&self, embed: bool) -> Html {
        let (page, table) = (self.page, self.table());
        let (can_undo, can_redo) = (!table.game.moves().is_empty(), !table.redo.is_empty());
        let (can_next, can_hint) = (!self.board.busy && table.can_next_game(), page.can_hint());
        let on_control = self.on_control();
        if embed {
            let rules_shown = page.rules_shown;
            html! { <EmbedControls {can_undo} {can_redo} {can_next} {can_hint} {rules_shown} {on_control} /> }
        } else {
            let menu_open = page.menu_open;
            html! { <GameBar {can_undo} {can_redo} {can_next} {can_hint} {menu_open} {on_control} /> }
        }
    }

    /// What each control does.
    pub fn on_control(&self) -> Callback<Control> {
        let (d, shared, lang) = (self.dispatch.clone(), self.shared.clone(), self.page.lang);
        let editing = matches!(self.page.view, View::Edit(_));
        Callback::from(move |c: Control| match c {
            Control::CopyLink => {
                let query = params::link(&shared);
                let url = format!("{}{query}", browser::base_url());
                // The address bar follows the game, not a position being edited.
                if !editing {
                    browser::replace_query(&query);
                }
                browser::copy(&url);
                d.dispatch(PageAction::Shared(url));
            }
            Control::Review => browser::go(&params::review_link(&shared, lang)),
            c => d.dispatch(control_action(c).expect("a control of the page")),
        })
    }

    /// The link last copied, to copy by hand.
    pub fn shared_link(&self) -> Html {
        link_line(&self.tr, self.page.shared_link.as_deref())
    }

    /// The embed snippet of what is shared, for a choice of what it shows.
    pub fn snippet(&self) -> Callback<EmbedChoice, Embed> {
        let (tr, shared, lang, flipped) = (self.tr.clone(), self.shared.clone(), self.page.lang, self.shared_flipped);
        Callback::from(move |c: EmbedChoice| {
            let title = words::embed_title(&tr, shared.settings.variant);
            embed_snippet(&shared, &browser::base_url(), lang, flipped, c, &title)
        })
    }

    /// The picture of what is shared (SVG and its title), with or without
    /// its last move marked, in the page's theme.
    pub fn diagram(&self) -> Callback<bool, (String, String)> {
        let (tr, shared, flipped) = (self.tr.clone(), self.shared.clone(), self.shared_flipped);
        // Drawn in the page's theme, as the board is shown.
        let theme = self.page.look.theme;
        Callback::from(move |mark: bool| {
            let t = &shared;
            // The game's last move, also for a game opened from a link.
            let last = if mark { warri_diagram::LastMove::of_game(&t.game) } else { None };
            let d = warri_diagram::Diagram {
                variant: t.settings.variant,
                game: &t.game,
                last: last.as_ref(),
                flipped,
                theme,
            };
            (warri_diagram::svg(&d, &tr), warri_diagram::title(&d, &tr))
        })
    }

    /// The link that opens the table's game as a full game (from an embed,
    /// a replay or the rules card).
    pub fn full_game(&self) -> String {
        let page = self.page;
        format!("{}{}", browser::base_url(), params::link_with(&page.table, page.lang, page.flipped, false, false))
    }

    /// A new seat for a side.
    pub fn on_seat(&self) -> Callback<(Player, Seat)> {
        self.send(|(p, seat)| PageAction::Game(Action::SetSeat(p, seat)))
    }

    /// The language chosen.
    pub fn on_lang(&self) -> Callback<Lang> {
        self.room.on_lang.clone()
    }
}

/// The view's name, in its header and its document's title: a replay,
/// the editor, the analysis, the rules card; none for the game itself.
pub fn page_name(page: &Page, tr: &Tr) -> Option<String> {
    match &page.view {
        View::Replay(_) => Some(tr.t("replay-label")),
        View::Edit(_) => Some(tr.t("page-editor")),
        View::RulesCard => {
            let name = words::variant_name(tr, page.table.settings.variant);
            Some(tr.ta("rules-of", &[("name", name.as_str().into())]))
        }
        View::Game if page.oracle.is_some() => Some(tr.t("oracle-title")),
        View::Game => None,
    }
}

/// The document's title: the view's and the site's name ("Replay —
/// warri"); in an embed, what the frame shows ("Wari: a playable board").
pub fn document_title(page: &Page, tr: &Tr) -> String {
    if page.embed && page.view != View::RulesCard {
        return words::embed_title(tr, page.table.settings.variant);
    }
    frame::title(tr, page_name(page, tr).as_deref())
}

/// The page's action for a control that only changes the page (`None`
/// for those the page carries out itself: [`Shown::on_control`]).
fn control_action(c: Control) -> Option<PageAction> {
    Some(match c {
        Control::Undo => PageAction::Game(Action::Undo),
        Control::Redo => PageAction::Game(Action::Redo),
        Control::NewGame => PageAction::NewGame,
        Control::NextGame => PageAction::Game(Action::NextGame),
        Control::Flip => PageAction::Flip,
        Control::Rules => PageAction::ToggleRules,
        Control::Speed(s) => PageAction::Speed(s),
        Control::Hint => PageAction::AskHint,
        Control::Embed => PageAction::TogglePanel(Panel::Embed),
        Control::Record => PageAction::TogglePanel(Panel::Record),
        Control::Diagram => PageAction::TogglePanel(Panel::Diagram),
        Control::Edit => PageAction::Edit,
        Control::Oracle => PageAction::ToggleOracle,
        Control::Menu => PageAction::ToggleMenu,
        Control::CopyLink | Control::Review => return None,
    })
}
