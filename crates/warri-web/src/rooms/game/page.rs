//! The page's whole state in one reducer: the game table and everything the
//! page shows around it (flip, speed, language, the open panel, the setup
//! dialog, the hint, the shared link, the rules table, the notices, a
//! computer that could not move, and the view: the game, a replay, the rules
//! card or the board editor), with every action that changes it. Plain
//! Rust, tested natively; `app.rs` wraps it in Yew's `use_reducer`, and the
//! hooks there only carry out what the state asks for (send the requests
//! [`Page::move_request`] and [`Page::hint_request`] name, save
//! [`Page::saved`]). The hint's part is [`super::page_hint`], the ending's
//! [`super::page_ending`]; a replay opens and closes as
//! [`crate::rooms::replay::state::Replay`] says.

use warri_engine::Level;
use warri_rules::{ByPlayer, Player, UnknownVariant};

use crate::engine::worker::{Reply, Request, Task};
use crate::notice::Notice;
use crate::playback::Speed;
use crate::rooms::editor::state::{EditAction, Editor};
use crate::rooms::game::ending::Ask;
use crate::rooms::game::hint::Hint;
use crate::rooms::game::import;
use crate::rooms::game::link::PageLink;
use crate::rooms::game::offered::Offered;
use crate::rooms::oracle::state::{Oracle, WITH_COMPUTER_MS};
use crate::rooms::replay::state::{Replay, ReplayAction};
use crate::seat::Seat;
use crate::shell::address::{Address, NO_ADDRESS};
use crate::shell::i18n::{self, Lang, LangProblem};
use crate::shell::look::{Chosen, Look, LookChoice, LookProblem, System};
use crate::shell::route::GameView;
use crate::shell::store::{Loaded, Unreadable};
use crate::storage::{Restored, Saved, SavedProblem};
use crate::table::{Action, Settings, Table};

/// The computer's level on a first visit: gentle, for a newcomer.
pub const FIRST_LEVEL: Level = match Level::new(2) {
    Some(l) => l,
    None => panic!("level 2 exists"),
};

/// The panel open below the controls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Panel {
    /// None.
    #[default]
    None,
    /// "Embed this board".
    Embed,
    /// The game record (export and import).
    Record,
    /// A picture of the position to download.
    Diagram,
}

/// Which page is shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum View {
    /// The game.
    #[default]
    Game,
    /// The link's game as a replay.
    Replay(Replay),
    /// The variant's rules-change table alone.
    RulesCard,
    /// The board editor.
    Edit(Box<Editor>),
}

/// What the page is opened with: its link, the saved data, and what the
/// browser says of the user.
#[derive(Clone, Copy, Debug)]
pub struct Visit<'a> {
    /// The page's address, as the shell read it.
    pub address: &'a Address,
    /// The saved game, as its slot held it (`None`: not read).
    pub saved: Option<&'a Loaded<Restored, SavedProblem>>,
    /// The variants offered already, as their slot held them.
    pub offered: Option<&'a Loaded<Offered, UnknownVariant>>,
    /// The player's look and sound, as their slot held them.
    pub look: Option<&'a Loaded<Chosen, LookProblem>>,
    /// The language the player chose, as its slot held it.
    pub lang: Option<&'a Loaded<Lang, LangProblem>>,
    /// Whether the system asks for reduced motion.
    pub reduced_motion: bool,
    /// Whether the system asks for more contrast.
    pub more_contrast: bool,
    /// The browser's preferred languages.
    pub languages: &'a [String],
}

impl Default for Visit<'_> {
    /// A visit with no link, nothing saved, a browser that says nothing.
    fn default() -> Self {
        Visit {
            address: &NO_ADDRESS,
            saved: None,
            offered: None,
            lang: None,
            look: None,
            reduced_motion: false,
            more_contrast: false,
            languages: &[],
        }
    }
}

/// Everything that changes the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageAction {
    /// An action on the game.
    Game(Action),
    /// *New game*: the setup dialog (a fresh game at once in an embed).
    NewGame,
    /// The setup dialog's choice.
    Start(Settings),
    /// The setup dialog was closed without a choice.
    CloseSetup,
    /// Turn the board round.
    Flip,
    /// Show or hide the rules-change table.
    ToggleRules,
    /// Change the animation speed.
    Speed(Speed),
    /// Change the language.
    Lang(Lang),
    /// Open this panel, or close it if it is open.
    TogglePanel(Panel),
    /// Close the open panel.
    ClosePanel,
    /// Ask the computer for a hint.
    AskHint,
    /// The computer's answer.
    Engine(Reply),
    /// The link to this game was copied.
    Shared(String),
    /// Load a pasted record or warri link.
    Import(String),
    /// Open a pasted record or warri link as a replay (its comments or
    /// `cN=` parameters as captions).
    ImportReplay(String),
    /// Forget the notices and the explanation.
    Dismiss,
    /// Dismiss the lessons' offer.
    DismissOffer,
    /// A replay's button, key or timer.
    Replay(ReplayAction),
    /// Open the board editor on the current position.
    Edit,
    /// A control of the board editor.
    Editor(EditAction),
    /// Play from the edited position (if it is valid).
    PlayEdited,
    /// Play from the edited position (if it is valid) with the oracle shown.
    AnalyseEdited,
    /// Leave the board editor for the game as it was.
    CloseEditor,
    /// Leave a replay opened from a record for the game before it.
    CloseReplay,
    /// Show or hide the oracle (every move's value).
    ToggleOracle,
    /// Open the menu, or close it if it is open.
    ToggleMenu,
    /// *Resign*: asks whether the person really resigns.
    Resign,
    /// The resignation, confirmed.
    ConfirmResign,
    /// *Offer a draw*: to the other person here, or to the computer.
    OfferDraw,
    /// The other person's answer to a draw offered here.
    AnswerDraw(bool),
    /// Forget the question about ending the game (keep playing).
    CancelAsk,
    /// The same game again, with the same players (a new match in match
    /// variants).
    Rematch,
    /// Close the menu.
    CloseMenu,
    /// The player changed the look or the sound.
    Look(LookChoice),
    /// The page became visible (`true`) or hidden: the oracle thinks only
    /// while it is seen.
    Visible(bool),
}

/// The page's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// The game.
    pub table: Table,
    /// Embed mode (fixed by the link).
    pub embed: bool,
    /// Drawn from North's seat.
    pub flipped: bool,
    /// Animation speed.
    pub speed: Speed,
    /// The page's language.
    pub lang: Lang,
    /// The panel open below the controls.
    pub panel: Panel,
    /// Whether the setup dialog is open.
    pub setup_open: bool,
    /// The variant the setup dialog opens with, if a link chose one
    /// (`choose=K`); else the game's.
    pub setup_choice: Option<warri_rules::Variant>,
    /// Whether the rules-change table is shown.
    pub rules_shown: bool,
    /// The last hint asked for.
    pub hint: Option<Hint>,
    /// The link last copied.
    pub shared_link: Option<String>,
    /// Messages about bad input and trouble.
    pub notices: Vec<Notice>,
    /// [`Table::generation`] at which the computer could not move: it is
    /// not asked again (nor shown thinking) until the game or its seats
    /// change.
    pub engine_failed: Option<u32>,
    /// Which page is shown (fixed by the link).
    pub view: View,
    /// The oracle, while it is shown.
    pub oracle: Option<Oracle>,
    /// Whether the page is hidden (another tab, a locked phone).
    pub hidden: bool,
    /// The variants whose lessons were offered already on this browser.
    pub offered: Offered,
    /// The variant whose lessons are offered now, below the game (a first
    /// game of a variant; remembered at once, so offered once).
    pub offer: Option<warri_rules::Variant>,
    /// Whether the menu (everything but the game's bar) is open.
    pub menu_open: bool,
    /// The look and sound in use.
    pub look: Look,
    /// What the player chose of them on this page (saved over the slot's
    /// other choices: another tab's stay).
    pub chosen_here: Chosen,
    /// The question being asked about ending the game early, if any.
    pub ask: Option<Ask>,
    /// A first visit: the board opened against the computer, with a line
    /// on how to move, until the first move.
    pub welcome: bool,
}

impl Page {
    /// A page with this game and default settings.
    pub fn new(table: Table) -> Page {
        Page {
            table,
            embed: false,
            flipped: false,
            speed: Speed::Normal,
            lang: Lang::En,
            panel: Panel::None,
            setup_open: false,
            setup_choice: None,
            rules_shown: false,
            hint: None,
            shared_link: None,
            notices: Vec::new(),
            engine_failed: None,
            view: View::Game,
            oracle: None,
            hidden: false,
            offered: Offered::default(),
            offer: None,
            menu_open: false,
            look: Look::resolve(&Chosen::default(), None, System::default()),
            chosen_here: Chosen::default(),
            ask: None,
            welcome: false,
        }
    }

    /// Opens the game the link asks for; else (outside embeds) the saved
    /// game; else a fresh game under the setup dialog.
    pub fn open(visit: &Visit) -> Page {
        let link = PageLink::read(visit.address);
        // The editor opened by a link edits the link's position; behind it
        // stays the saved game, which Close returns to.
        let (editing, from_link) = (link.view == GameView::Edit, link.from_link());
        let edited = editing.then(|| Editor::from_table(&link.game.table));
        let link_game = from_link && !editing;
        let game = link.game;
        let mut page = Page::new(if editing { Table::new(Settings::default()) } else { game.table });
        page.notices = link.notices;
        page.embed = game.embed;
        page.flipped = game.flip;
        page.rules_shown = game.rules;
        page.oracle = link.analysis.then(Oracle::default);
        page.speed = if visit.reduced_motion { Speed::Instant } else { Speed::Normal };
        let mut restored = false;
        // A link's game is saved over a saved game: one that cannot be read
        // is kept (crate::shell::store), and said so.
        if !game.embed && link_game {
            if let Some(Loaded::Unreadable(u)) = visit.saved {
                page.notices.push(Notice::Saved(u.clone()));
            }
        }
        if !game.embed && !link_game {
            if let Some(r) = held(visit.saved, &mut page.notices, Notice::Saved) {
                page.table = r.table;
                if !visit.reduced_motion {
                    page.speed = r.speed;
                }
                restored = true;
            }
        }
        // An embed's language is its link's, else the browser's: it neither
        // reads nor remembers the player's choice.
        let remembered = if game.embed { None } else { held(visit.lang, &mut page.notices, Notice::Language) };
        page.lang = i18n::resolve(link.lang, remembered, visit.languages);
        // A first visit (nothing saved, no game in the link) opens on the
        // board, against the computer at a gentle level; the setup dialog
        // opens when a link asks for it (`choose=K`) or from New game.
        if !game.embed && !from_link && !restored && game.choose.is_none() && link.view == GameView::Game {
            let seats = ByPlayer::new(Seat::Human, Seat::Computer(FIRST_LEVEL));
            page.table = Table::new(Settings { seats, ..page.table.settings });
            page.welcome = true;
        }
        page.setup_open = !game.embed && !from_link && game.choose.is_some();
        page.setup_choice = game.choose.filter(|_| page.setup_open);
        if let Some(o) = held(visit.offered, &mut page.notices, Notice::Offered) {
            page.offered = o;
        }
        let chosen = held(visit.look, &mut page.notices, Notice::Look).unwrap_or_default();
        let system =
            System { more_contrast: visit.more_contrast, reduced_motion: visit.reduced_motion, embed: page.embed };
        page.look = Look::resolve(&chosen, link.theme, system);
        match link.view {
            GameView::Game => {}
            GameView::Replay => page.view = View::Replay(Replay::open(&mut page.table, link.replay)),
            GameView::RulesCard => page.view = View::RulesCard,
            GameView::Edit => {
                page.view = View::Edit(Box::new(edited.unwrap_or_else(|| Editor::from_table(&page.table))))
            }
        }
        page.consider_offer();
        page
    }

    /// Offers the lessons of the variant played, on its first game here:
    /// under the game only (not in embeds, nor under the setup dialog).
    fn consider_offer(&mut self) {
        let v = self.table.settings.variant;
        if !self.embed && self.view == View::Game && !self.setup_open && !self.offered.has(v) {
            self.offered.insert(v);
            self.offer = Some(v);
        }
    }

    /// The lessons' offer to draw under the game, if any: before the first
    /// move.
    pub fn shown_offer(&self) -> Option<warri_rules::Variant> {
        let v = self.offer.filter(|v| *v == self.table.settings.variant);
        // Gone once the game is under way: the board and its moves first.
        v.filter(|_| self.view == View::Game && !self.embed && self.table.game.moves().is_empty())
    }

    /// The offers made as the page saves them (nothing before the first;
    /// the page's effect merges them with another tab's, `app.rs`).
    #[cfg(test)]
    pub fn offered_text(&self) -> Option<String> {
        (!self.offered.is_empty()).then(|| crate::shell::store::Keepable::text(&self.offered))
    }

    /// Applies an action.
    pub fn apply(&mut self, action: PageAction) {
        self.apply_one(action);
        self.consider_offer();
        let generation = self.table.generation;
        if self.ask.is_some_and(|a| !a.stands(generation) || self.table.game.is_over()) {
            self.ask = None;
        }
        if self.welcome && (self.table.ply() > 0 || self.setup_open || self.view != View::Game) {
            self.welcome = false;
        }
    }

    fn apply_one(&mut self, action: PageAction) {
        match action {
            // Only the game page plays: a replay's moves come from its own
            // buttons, and the game behind the editor or a rules card waits.
            PageAction::Game(a)
                if self.view != View::Game && !matches!(a, Action::AnimationDone(_) | Action::Dismiss) => {}
            PageAction::Game(a) => {
                if matches!(a, Action::SetSeat(..)) {
                    self.engine_failed = None;
                }
                self.table.apply(a);
            }
            PageAction::NewGame if self.embed => self.table.apply(Action::NewGame),
            PageAction::NewGame => self.setup_open = true,
            PageAction::Start(settings) => {
                self.table.apply(Action::Start(settings));
                self.flipped = false;
                self.setup_open = false;
                self.setup_choice = None;
            }
            PageAction::CloseSetup => {
                self.setup_open = false;
                self.setup_choice = None;
            }
            PageAction::Flip => self.flipped = !self.flipped,
            PageAction::ToggleRules => self.rules_shown = !self.rules_shown,
            PageAction::Speed(s) => self.speed = s,
            PageAction::Lang(l) => self.lang = l,
            PageAction::TogglePanel(p) => self.panel = if self.panel == p { Panel::None } else { p },
            PageAction::ClosePanel => self.panel = Panel::None,
            PageAction::AskHint => self.ask_hint(),
            PageAction::Engine(reply) => self.engine(reply),
            PageAction::Shared(url) => self.shared_link = Some(url),
            PageAction::Import(text) => match import::import(&text) {
                Ok(table) => {
                    self.table.apply(Action::Load(Box::new(table)));
                    self.panel = Panel::None;
                    self.notices.clear();
                }
                Err(notices) => self.notices = notices,
            },
            PageAction::ImportReplay(text) => match import::import_captioned(&text) {
                Ok((shown, captions)) => {
                    self.view = View::Replay(Replay::over(&mut self.table, shown, captions));
                    self.panel = Panel::None;
                    self.notices.clear();
                }
                Err(notices) => self.notices = notices,
            },
            PageAction::DismissOffer => self.offer = None,
            PageAction::Dismiss => {
                self.notices.clear();
                self.table.apply(Action::Dismiss);
            }
            PageAction::Replay(a) => {
                if let View::Replay(r) = &mut self.view {
                    r.apply(&mut self.table, a);
                }
            }
            a @ (PageAction::Edit
            | PageAction::Editor(_)
            | PageAction::PlayEdited
            | PageAction::AnalyseEdited
            | PageAction::CloseEditor) => self.apply_editor(a),
            PageAction::CloseReplay => {
                if matches!(&self.view, View::Replay(r) if r.close(&mut self.table)) {
                    self.view = View::Game;
                }
            }
            PageAction::ToggleOracle => {
                self.oracle = if self.oracle.is_some() { None } else { Some(Oracle::default()) };
            }
            PageAction::Visible(v) => self.hidden = !v,
            PageAction::ToggleMenu => self.menu_open = !self.menu_open,
            a @ (PageAction::Resign
            | PageAction::ConfirmResign
            | PageAction::OfferDraw
            | PageAction::AnswerDraw(_)
            | PageAction::CancelAsk) => self.apply_ending(a),
            PageAction::Rematch => {
                self.table.apply(Action::NewGame);
                self.engine_failed = None;
            }
            PageAction::CloseMenu => self.menu_open = false,
            PageAction::Look(choice) => {
                self.chosen_here = self.chosen_here.with(&mut self.look, choice);
            }
        }
    }

    /// The board editor's actions: opening it on the game, its controls,
    /// playing or analysing the edited position, closing it.
    fn apply_editor(&mut self, action: PageAction) {
        match action {
            PageAction::Edit => {
                self.view = View::Edit(Box::new(Editor::from_table(&self.table)));
                self.panel = Panel::None;
                self.shared_link = None;
                self.setup_open = false;
            }
            PageAction::Editor(a) => {
                if let View::Edit(e) = &mut self.view {
                    e.apply(a);
                }
            }
            PageAction::PlayEdited => {
                let View::Edit(e) = &self.view else { return };
                if let Ok(table) = e.table() {
                    self.table.apply(Action::Load(Box::new(table)));
                    self.view = View::Game;
                    self.panel = Panel::None;
                    self.shared_link = None;
                    self.flipped = false;
                    self.engine_failed = None;
                }
            }
            PageAction::AnalyseEdited => {
                self.apply(PageAction::PlayEdited);
                if self.view == View::Game {
                    self.oracle = Some(Oracle::default());
                }
            }
            PageAction::CloseEditor => {
                self.view = View::Game;
                self.panel = Panel::None;
                self.shared_link = None;
            }
            _ => {}
        }
    }

    /// The replay shown, if this is the replay viewer.
    pub fn replay(&self) -> Option<&Replay> {
        match &self.view {
            View::Replay(r) => Some(r),
            _ => None,
        }
    }

    /// Takes in the computer's answer: a move is played if it is still
    /// wanted, a hint shown if it is still asked for, and a failure shown
    /// where the answer was awaited.
    fn engine(&mut self, reply: Reply) {
        let generation = self.table.generation;
        match reply {
            Reply::Move { id, pit, .. } => self.table.apply(Action::EngineMove { generation: id, pit }),
            Reply::Hint { id, scores } => self.take_scores(id, scores),
            Reply::Failed { id, task: Task::Hint { .. }, why } => self.scores_failed(id, why),
            Reply::Analysis { id, analysis } => {
                if let Some(o) = self.oracle.as_mut().filter(|_| id == generation) {
                    o.take(id, analysis);
                }
            }
            Reply::Failed { id, task: Task::Analyse { .. }, why } => {
                if let Some(o) = self.oracle.as_mut().filter(|_| id == generation) {
                    o.fail(id, why);
                }
            }
            Reply::Failed { id, task: Task::Move { .. }, why } => {
                if id == generation && self.table.computer_to_move().is_some() && self.engine_failed != Some(id) {
                    self.engine_failed = Some(id);
                    self.notices.push(Notice::Engine(why));
                }
            }
        }
    }

    /// The computer's side and level while it is thinking.
    pub fn thinking(&self) -> Option<(Player, Level)> {
        // Only the game page plays: not a replay, a rules card or the editor.
        if self.view != View::Game {
            return None;
        }
        let level = self.table.computer_to_move().filter(|_| self.engine_failed != Some(self.table.generation))?;
        Some((self.table.game.to_move()?, level))
    }

    /// The request for the computer's move, when it is to move (`seed_base`
    /// varies the lower levels' choices from one visit to the next).
    pub fn move_request(&self, seed_base: u64) -> Option<Request> {
        let (_, level) = self.thinking()?;
        let generation = self.table.generation;
        let task = Task::Move { level, seed: seed_base ^ u64::from(generation) };
        Some(Request::about(generation, self.table.settings.variant, &self.table.game, task))
    }

    /// The oracle's next request: while it is shown on the game or a
    /// replay, the page is seen, no move is being shown, the game goes on
    /// and the computer is not to move; each round with more time
    /// ([`Oracle::next_ms`]), shorter while the computer plays a side.
    pub fn oracle_request(&self) -> Option<Request> {
        let o = self.oracle.as_ref()?;
        let t = &self.table;
        let here = matches!(self.view, View::Game | View::Replay(_));
        if !here || self.hidden || t.busy() || t.game.is_over() || t.computer_to_move().is_some() {
            return None;
        }
        let computer = Player::ALL.into_iter().any(|p| t.settings.seats[p] != crate::seat::Seat::Human);
        let ms = o.next_ms(t.generation, if computer { WITH_COMPUTER_MS } else { u32::MAX })?;
        Some(Request::about(t.generation, t.settings.variant, &t.game, Task::Analyse { movetime_ms: ms }))
    }

    /// What to save: the game page's game (nothing in an embed, a replay, a
    /// rules card or the editor, which never touch the saved game).
    pub fn saved(&self) -> Option<Saved> {
        (!self.embed && self.view == View::Game).then(|| Saved::of(&self.table, self.speed))
    }

    /// The player's look and sound to save: what they chose here, once
    /// they chose.
    pub fn look_to_save(&self) -> Option<Chosen> {
        (self.chosen_here != Chosen::default()).then_some(self.chosen_here)
    }
}

/// What a slot held, as the page opens with it: the value read, if any;
/// text that could not be read is said, as `notice` says it.
fn held<T: Clone, E: Clone>(
    slot: Option<&Loaded<T, E>>,
    notices: &mut Vec<Notice>,
    notice: fn(Unreadable<E>) -> Notice,
) -> Option<T> {
    match slot.cloned().unwrap_or(Loaded::Empty) {
        Loaded::Read(value) => Some(value),
        Loaded::Empty => None,
        Loaded::Unreadable(u) => {
            notices.push(notice(u));
            None
        }
    }
}

crate::reducer!(Page, PageAction);

#[cfg(test)]
#[path = "page_tests.rs"]
mod tests;
