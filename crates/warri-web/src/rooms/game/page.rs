//! The page's whole state in one reducer: the game table and everything the
//! page shows around it (flip, speed, language, the open panel, the setup
//! dialog, the hint, the shared link, the rules table, the notices, a
//! computer that could not move, and the view: the game, a replay, the rules
//! card or the board editor), with every action that changes it. Plain
//! Rust, tested natively; `app.rs` wraps it in Yew's `use_reducer`, and the
//! hooks there only carry out what the state asks for (send the requests
//! [`Page::move_request`] and [`Page::hint_request`] name, save
//! [`Page::saved`]).

use warri_engine::Level;
use warri_rules::{Agreement, ByPlayer, Pit, Player, UnknownVariant};

use crate::engine::worker::{Failure, Reply, Request, Task};
use crate::notice::Notice;
use crate::playback::Speed;
use crate::rooms::editor::state::{EditAction, Editor};
use crate::rooms::game::ending::{self, Ask};
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

/// How long the engine thinks about a hint.
pub const HINT_MS: u32 = 800;

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

/// Where a hint stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintState {
    /// Asked for; the computer is looking.
    Looking,
    /// Every legal move's score, best first.
    Scores(Vec<(Pit, i32)>),
    /// The computer could not look.
    Failed(Failure),
}

/// A hint about the game at `generation`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// [`Table::generation`] when it was asked for.
    pub generation: u32,
    /// Where it stands.
    pub state: HintState,
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
        if !game.embed && !from_link && !restored && link.view == GameView::Game {
            let seats = ByPlayer::new(Seat::Human, Seat::Computer(FIRST_LEVEL));
            page.table = Table::new(Settings { seats, ..page.table.settings });
            page.welcome = game.choose.is_none();
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
            GameView::Replay => {
                // Watched, not played: nobody's computer moves.
                page.table.settings.seats = Default::default();
                let r = link.replay;
                page.table.goto(r.ply.unwrap_or(0));
                let mut replay = Replay { playing: false, looping: r.looping, captions: r.captions, back: None };
                if r.autoplay {
                    replay.apply(&mut page.table, ReplayAction::Toggle);
                }
                page.view = View::Replay(replay);
            }
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
            PageAction::AskHint => {
                if self.can_hint() {
                    self.hint = Some(Hint { generation: self.table.generation, state: HintState::Looking });
                }
            }
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
                Ok((mut table, captions)) => {
                    table.settings.seats = Default::default();
                    let back = Some(Box::new(self.table.clone()));
                    self.table.apply(Action::Load(Box::new(table)));
                    self.table.goto(0);
                    self.view = View::Replay(Replay { playing: false, looping: false, captions, back });
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
            PageAction::CloseReplay => {
                if let View::Replay(Replay { back: Some(table), .. }) = &self.view {
                    self.table.apply(Action::Load(table.clone()));
                    self.view = View::Game;
                }
            }
            PageAction::ToggleOracle => {
                self.oracle = if self.oracle.is_some() { None } else { Some(Oracle::default()) };
            }
            PageAction::Visible(v) => self.hidden = !v,
            PageAction::ToggleMenu => self.menu_open = !self.menu_open,
            PageAction::Resign => self.ask = ending::resigner(&self.table).map(Ask::Resign),
            PageAction::ConfirmResign => {
                if let Some(Ask::Resign(p)) = self.ask {
                    self.table.apply(Action::End(Agreement::Resigned(p)));
                }
            }
            PageAction::OfferDraw => self.offer_draw(),
            PageAction::AnswerDraw(accepted) => {
                if matches!(self.ask, Some(Ask::DrawOffered(_))) {
                    self.end_in_draw(accepted);
                }
            }
            PageAction::CancelAsk => self.ask = None,
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

    /// Offers a draw for the person to move: to the computer, which weighs
    /// it, or to the other person here.
    fn offer_draw(&mut self) {
        let Some(by) = ending::draw_offerer(&self.table).filter(|_| self.view == View::Game) else { return };
        self.ask = Some(if ending::to_computer(&self.table, by) {
            Ask::Weighing(self.table.generation)
        } else {
            Ask::DrawOffered(by)
        });
    }

    /// Ends the game in a draw if the offer was accepted; else says so
    /// (the computer's refusal) or forgets it.
    fn end_in_draw(&mut self, accepted: bool) {
        if accepted {
            self.table.apply(Action::End(Agreement::Draw));
        }
        self.ask = match self.ask {
            Some(Ask::Weighing(g)) if !accepted => Some(Ask::Declined(g)),
            _ => None,
        };
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
        let looking = |hint: &Option<Hint>, id| {
            hint.as_ref()
                .is_some_and(|h| h.generation == id && h.generation == generation && h.state == HintState::Looking)
        };
        match reply {
            Reply::Move { id, pit, .. } => self.table.apply(Action::EngineMove { generation: id, pit }),
            Reply::Hint { id, scores } => {
                if self.ask == Some(Ask::Weighing(id)) && id == generation {
                    self.end_in_draw(ending::computer_accepts(&scores));
                }
                if looking(&self.hint, id) {
                    self.hint = Some(Hint { generation: id, state: HintState::Scores(scores) });
                }
            }
            Reply::Failed { id, task: Task::Hint { .. }, why } => {
                if self.ask == Some(Ask::Weighing(id)) {
                    self.ask = None;
                    self.notices.push(Notice::Engine(why));
                }
                if looking(&self.hint, id) {
                    self.hint = Some(Hint { generation: id, state: HintState::Failed(why) });
                }
            }
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

    /// Whether a person may ask for a hint now.
    pub fn can_hint(&self) -> bool {
        self.view == View::Game && !self.table.busy() && self.table.human_to_move()
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

    /// The request for the hint being looked for.
    pub fn hint_request(&self) -> Option<Request> {
        let h =
            self.hint.as_ref().filter(|h| h.generation == self.table.generation && h.state == HintState::Looking)?;
        let task = Task::Hint { movetime_ms: HINT_MS };
        Some(Request::about(h.generation, self.table.settings.variant, &self.table.game, task))
    }

    /// The request for the computer's view of a draw offered to it: every
    /// move's score for the offerer, as a hint asks.
    pub fn draw_request(&self) -> Option<Request> {
        let generation = self.table.generation;
        (self.ask == Some(Ask::Weighing(generation))).then(|| {
            let task = Task::Hint { movetime_ms: HINT_MS };
            Request::about(generation, self.table.settings.variant, &self.table.game, task)
        })
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

    /// The hint to show: the one about the game as it stands, once no move
    /// is being animated.
    pub fn shown_hint(&self) -> Option<&Hint> {
        self.hint.as_ref().filter(|h| h.generation == self.table.generation && !self.table.busy())
    }

    /// The pit the shown hint suggests.
    pub fn hinted(&self) -> Option<Pit> {
        match &self.shown_hint()?.state {
            HintState::Scores(scores) => scores.first().map(|&(p, _)| p),
            HintState::Looking | HintState::Failed(_) => None,
        }
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
mod tests {
    use super::*;
    use crate::engine::worker::{answer, Engines};
    use crate::seat::Seat;
    use warri_rules::Variant;

    /// The game slot as a browser holding `text` reads it.
    fn loaded(text: &str) -> Loaded<Restored, SavedProblem> {
        let store = crate::shell::store::Memory::with(&[(crate::storage::GAME.key, text)]);
        crate::storage::GAME.load(&store, crate::storage::parse)
    }

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    fn at(query: &str) -> Address {
        Address::of_query(query)
    }

    fn visit(query: &str) -> Page {
        Page::open(&Visit { address: &at(query), ..Visit::default() })
    }

    fn settle(p: &mut Page) {
        if let Some(a) = p.table.animation.clone() {
            p.apply(PageAction::Game(Action::AnimationDone(a.id)));
        }
    }

    fn click(p: &mut Page, c: char) {
        p.apply(PageAction::Game(Action::Click(pit(c))));
        settle(p);
    }

    #[test]
    fn a_replay_is_watched_not_played_and_never_saved() {
        let saved = serde_json::to_string(&Saved::of(&Table::new(Settings::default()), Speed::Fast)).unwrap();
        let mut p = Page::open(&Visit {
            address: &at("?view=replay&variant=wari&moves=C,f,A&south=computer&ply=1&autoplay=1"),
            saved: Some(&loaded(&saved)),
            ..Visit::default()
        });
        assert!(!p.setup_open);
        assert_eq!(p.table.game.moves().len(), 1, "opened at the link's ply");
        assert!(p.replay().unwrap().playing);
        assert_eq!(p.saved(), None, "the saved game is left alone");
        assert_eq!(p.move_request(0), None, "nobody's computer moves in a replay");
        p.apply(PageAction::Game(Action::Click(pit('A'))));
        p.apply(PageAction::Game(Action::Letter(0)));
        assert_eq!(p.table.length(), 3, "clicks and keys play nothing");
        p.apply(PageAction::Replay(ReplayAction::Last));
        assert_eq!(p.table.game.position().to_string(), {
            let mut g = warri_rules::Game::new(Variant::Wari.rules());
            g.play_listed("C f A").unwrap();
            g.position().to_string()
        });
        assert!(!p.replay().unwrap().playing);
        // A rules card neither.
        let card = Page::open(&Visit {
            address: &at("?view=rules-card&variant=wahree"),
            saved: Some(&loaded(&saved)),
            ..Visit::default()
        });
        assert_eq!((card.view.clone(), card.saved(), card.setup_open), (View::RulesCard, None, false));
    }

    #[test]
    fn the_editor_starts_from_the_game_and_plays_only_a_valid_position() {
        let mut p = visit("?variant=wahree&moves=C");
        p.apply(PageAction::Edit);
        let View::Edit(e) = &p.view else { panic!("the editor") };
        assert_eq!(e.position().unwrap(), *p.table.game.position(), "from the current position");
        assert_eq!(p.saved(), None, "editing saves nothing");
        p.apply(PageAction::Editor(EditAction::Click(pit('A'))));
        p.apply(PageAction::PlayEdited);
        assert!(matches!(p.view, View::Edit(_)), "49 seeds: not played");
        p.apply(PageAction::Editor(EditAction::Remove(pit('B'))));
        p.apply(PageAction::Editor(EditAction::Seat(Player::North, Seat::Computer(Level::DEFAULT))));
        p.apply(PageAction::PlayEdited);
        assert_eq!(p.view, View::Game);
        assert_eq!(p.table.game.position().to_string(), "5-3-0-5-5-5-5-4-4-4-4-4-0-0-N");
        assert_eq!(p.table.game.moves().len(), 0, "a new game from there");
        assert!(p.move_request(0).is_some(), "the computer plays North from here");
        assert!(p.saved().is_some());
        // Closing the editor leaves the game as it was.
        p.apply(PageAction::Edit);
        p.apply(PageAction::Editor(EditAction::Clear));
        p.apply(PageAction::CloseEditor);
        assert_eq!(p.table.game.position().to_string(), "5-3-0-5-5-5-5-4-4-4-4-4-0-0-N");
        // Opened from a link.
        let p = visit("?view=edit&variant=wari&position=0-0-0-0-0-2-1-1-0-0-0-3-21-20-S");
        let View::Edit(e) = &p.view else { panic!("the editor") };
        assert_eq!(
            (e.variant, e.position().unwrap().to_string()),
            (Variant::Wari, "0-0-0-0-0-2-1-1-0-0-0-3-21-20-S".to_string())
        );
    }

    #[test]
    fn an_editor_link_keeps_the_saved_game_behind_it_and_nothing_plays_while_it_is_shown() {
        let mut saved_game = Page::new(Table::new(Settings { variant: Variant::Wari, ..Settings::default() }));
        click(&mut saved_game, 'C');
        let saved = serde_json::to_string(&Saved::of(&saved_game.table, Speed::Fast)).unwrap();
        let mut p = Page::open(&Visit {
            address: &at("?view=edit&variant=wahree&position=0-0-0-0-0-2-1-1-0-0-0-3-21-20-S"),
            saved: Some(&loaded(&saved)),
            ..Visit::default()
        });
        let View::Edit(e) = &p.view else { panic!("the editor") };
        assert_eq!(e.position().unwrap().to_string(), "0-0-0-0-0-2-1-1-0-0-0-3-21-20-S");
        // Keys and clicks meant for the game do nothing behind the editor.
        p.apply(PageAction::Game(Action::Letter(0)));
        p.apply(PageAction::Game(Action::Click(pit('a'))));
        p.apply(PageAction::CloseEditor);
        assert_eq!(p.table.settings.variant, Variant::Wari, "the saved game, not the link's position");
        assert_eq!(p.table.game.moves().len(), 1);
        assert_eq!(p.saved().unwrap(), Saved::of(&saved_game.table, p.speed), "nothing lost");
        let mut card = visit("?view=rules-card&variant=wari");
        card.apply(PageAction::Game(Action::Click(pit('C'))));
        assert_eq!(card.table.game.moves().len(), 0, "nothing plays behind a rules card");
    }

    #[test]
    fn a_record_opens_as_a_replay_with_its_comments_as_captions() {
        let mut p = visit("?variant=abapa&moves=C");
        p.apply(PageAction::ImportReplay(
            "[Variant \"wahree\"]\n[North \"computer level 3\"]\n1. C {opens} f *".into(),
        ));
        let r = p.replay().expect("a replay");
        assert_eq!((p.table.ply(), p.table.length()), (0, 2));
        assert_eq!(r.caption(1), Some("opens"));
        assert_eq!(p.table.settings.variant, Variant::Wahree);
        assert_eq!(p.move_request(0), None, "watched, not played");
        p.apply(PageAction::CloseReplay);
        assert_eq!(p.view, View::Game);
        assert_eq!(
            (p.table.settings.variant, p.table.game.moves().len()),
            (Variant::Abapa, 1),
            "back to the game before"
        );
        let mut bad = visit("?variant=abapa&moves=C");
        bad.apply(PageAction::ImportReplay("[Variant \"wahree\"]\n1. C {open".into()));
        assert_eq!(bad.view, View::Game, "nothing is lost");
        assert_eq!(bad.table.game.moves().len(), 1);
        assert!(matches!(&bad.notices[..], [Notice::Record(_)]));
    }

    #[test]
    fn a_chosen_variant_opens_the_setup_over_the_saved_game_which_stays() {
        let mut game = visit("?variant=wari&moves=C");
        settle(&mut game);
        let saved = serde_json::to_string(&game.saved().unwrap()).unwrap();
        let p = Page::open(&Visit {
            address: &at("?choose=wahree&lang=nl"),
            saved: Some(&loaded(&saved)),
            ..Visit::default()
        });
        assert!(p.setup_open);
        assert_eq!(p.setup_choice, Some(warri_rules::Variant::Wahree));
        assert_eq!(
            (p.table.settings.variant, p.table.game.moves().len()),
            (warri_rules::Variant::Wari, 1),
            "the saved game, behind"
        );
        let mut closed = p.clone();
        closed.apply(PageAction::CloseSetup);
        assert_eq!((closed.setup_open, closed.setup_choice), (false, None));
        assert_eq!(closed.table.game, game.table.game, "nothing lost");
        let bad = Page::open(&Visit { address: &at("?choose=oware"), ..Visit::default() });
        assert_eq!(bad.notices, [Notice::Variant("oware".into())]);
    }

    #[test]
    fn the_link_comes_first_then_the_saved_game_then_a_first_game() {
        let mut saved_game = Page::new(Table::new(Settings { variant: Variant::Wari, ..Settings::default() }));
        click(&mut saved_game, 'C');
        // As a release before this one saved it: with the page's language.
        let saved = serde_json::to_string(&Saved::of(&saved_game.table, Speed::Fast)).unwrap();
        let saved = saved.replace(r#""speed":"fast""#, r#""speed":"fast","lang":"fr""#);
        let store = crate::shell::store::Memory::with(&[("warri.saved", &saved)]);
        let lang = i18n::remembered(&store, &[crate::storage::GAME]);

        let p = Page::open(&Visit {
            address: &at(""),
            saved: Some(&loaded(&saved)),
            lang: Some(&lang),
            ..Visit::default()
        });
        assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Wari, 1));
        assert_eq!((p.speed, p.lang, p.setup_open), (Speed::Fast, Lang::Fr, false));

        let p =
            Page::open(&Visit { address: &at("?variant=wahree"), saved: Some(&loaded(&saved)), ..Visit::default() });
        assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Wahree, 0));
        assert!(!p.setup_open);

        let p = Page::open(&Visit { address: &at("?embed=1"), saved: Some(&loaded(&saved)), ..Visit::default() });
        assert_eq!(p.table.settings.variant, Variant::Abapa, "an embed never restores");
        assert_eq!(p.saved(), None, "nor saves");

        let languages = ["de-DE".to_string(), "nl-BE".to_string()];
        let p = Page::open(&Visit {
            reduced_motion: true,
            saved: Some(&loaded(&saved)),
            lang: Some(&lang),
            languages: &languages,
            ..Visit::default()
        });
        assert_eq!(p.speed, Speed::Instant, "reduced motion wins over the saved speed");
        assert_eq!(p.lang, Lang::Fr, "the saved game's language, remembered, wins over the browser's");
        let p = Page::open(&Visit {
            address: &at("?lang=ru"),
            lang: Some(&lang),
            languages: &languages,
            ..Visit::default()
        });
        assert_eq!(p.lang, Lang::Ru);
        // Nothing saved and no game in the link: the board, no setup dialog
        // in the way (rooms::game::ending's tests say against whom).
        let p = Page::open(&Visit { languages: &languages, ..Visit::default() });
        assert_eq!((p.lang, p.setup_open, p.welcome), (Lang::Nl, false, true));
        let p = Page::open(&Visit {
            address: &at("?embed=1"),
            lang: Some(&lang),
            languages: &languages,
            ..Visit::default()
        });
        assert_eq!(p.lang, Lang::Nl, "an embed reads nothing this browser keeps");

        let p = Page::open(&Visit { saved: Some(&loaded("{broken")), ..Visit::default() });
        let kept = crate::shell::store::Kept::Aside("warri.saved.unreadable".into());
        assert!(matches!(&p.notices[..], [Notice::Saved(u)] if u.kept == kept), "{:?}", p.notices);
        assert!(!p.setup_open && p.welcome, "a game that cannot be read is kept; a fresh one is on the board");
    }

    #[test]
    fn a_remembered_language_that_cannot_be_read_is_named_and_kept_aside() {
        let store = crate::shell::store::Memory::with(&[("warri.lang", r#"{"version":1,"lang":"tlh"}"#)]);
        let lang = i18n::remembered(&store, &[crate::storage::GAME]);
        let languages = ["fr-BE".to_string()];
        let p = Page::open(&Visit {
            address: &at("?variant=wari"),
            lang: Some(&lang),
            languages: &languages,
            ..Visit::default()
        });
        let kept = crate::shell::store::Kept::Aside("warri.lang.unreadable".into());
        let problem = crate::shell::store::ReadError::Content(LangProblem::Unknown("tlh".into()));
        assert_eq!(p.notices, [Notice::Language(Unreadable { problem, kept })]);
        assert_eq!(p.lang, Lang::Fr, "the browser's, meanwhile");
        assert_eq!(
            crate::shell::store::Store::get(&store, "warri.lang.unreadable").as_deref(),
            Some(r#"{"version":1,"lang":"tlh"}"#)
        );
    }

    #[test]
    fn the_lessons_are_offered_once_per_variant_on_its_first_game_and_never_in_embeds() {
        let mut p = Page::open(&Visit { address: &at("?variant=wahree"), ..Visit::default() });
        assert_eq!((p.shown_offer(), p.offered_text().as_deref()), (Some(Variant::Wahree), Some("wahree\n")));
        p.apply(PageAction::DismissOffer);
        assert_eq!(p.shown_offer(), None);
        // A new game of another variant, once the setup closes.
        p.apply(PageAction::NewGame);
        assert_eq!(p.shown_offer(), None, "not under the setup dialog");
        p.apply(PageAction::Start(Settings { variant: Variant::Wari, ..Settings::default() }));
        assert_eq!((p.shown_offer(), p.offered_text().as_deref()), (Some(Variant::Wari), Some("wahree\nwari\n")));
        // Next visit: offered already.
        let store = crate::shell::store::Memory::with(&[("warri.offered", "wahree\nwari\n")]);
        let offered = crate::shell::store::load::<Offered>(&store);
        let again = Page::open(&Visit { address: &at("?variant=wari"), offered: Some(&offered), ..Visit::default() });
        assert_eq!(again.shown_offer(), None);
        let embed = Page::open(&Visit { address: &at("?variant=bridgetown&embed=1"), ..Visit::default() });
        assert_eq!((embed.shown_offer(), embed.offered_text()), (None, None));
    }

    #[test]
    fn a_link_over_an_unreadable_save_says_where_the_save_is_kept() {
        let p = Page::open(&Visit {
            address: &at("?variant=wari&moves=C"),
            saved: Some(&loaded("{broken")),
            ..Visit::default()
        });
        let kept = crate::shell::store::Kept::Aside("warri.saved.unreadable".into());
        assert!(matches!(&p.notices[..], [Notice::Saved(u)] if u.kept == kept), "{:?}", p.notices);
        assert_eq!(p.table.game.moves().len(), 1, "the link's game");
        let embed = Page::open(&Visit {
            address: &at("?moves=C&embed=1"),
            saved: Some(&loaded("{broken")),
            ..Visit::default()
        });
        assert!(embed.notices.is_empty(), "an embed neither reads nor saves the game");
    }

    #[test]
    fn an_unreadable_offer_list_is_named_and_kept_aside() {
        let store = crate::shell::store::Memory::with(&[("warri.offered", "wari\nchess\n")]);
        let offered = crate::shell::store::load::<Offered>(&store);
        let p = Page::open(&Visit { address: &at("?variant=wari"), offered: Some(&offered), ..Visit::default() });
        let chess = crate::shell::store::ReadError::Content(UnknownVariant("chess".into()));
        assert!(matches!(&p.notices[..], [Notice::Offered(u)] if u.problem == chess), "{:?}", p.notices);
        assert_eq!(
            crate::shell::store::Store::get(&store, "warri.offered.unreadable").as_deref(),
            Some("wari\nchess\n")
        );
        assert_eq!(p.shown_offer(), Some(Variant::Wari), "offered again: the list could not be read");
    }

    #[test]
    fn the_controls_change_the_page() {
        let mut p = visit("?variant=bridgetown&flip=1");
        assert!(p.flipped);
        p.apply(PageAction::Flip);
        p.apply(PageAction::ToggleRules);
        p.apply(PageAction::Speed(Speed::Slow));
        p.apply(PageAction::Lang(Lang::Ru));
        assert_eq!((p.flipped, p.rules_shown, p.speed, p.lang), (false, true, Speed::Slow, Lang::Ru));
        p.apply(PageAction::TogglePanel(Panel::Embed));
        p.apply(PageAction::TogglePanel(Panel::Record));
        assert_eq!(p.panel, Panel::Record);
        p.apply(PageAction::TogglePanel(Panel::Record));
        assert_eq!(p.panel, Panel::None);
        p.apply(PageAction::Shared("https://x/?variant=bridgetown".into()));
        assert_eq!(p.shared_link.as_deref(), Some("https://x/?variant=bridgetown"));
        // New game opens the setup; its choice starts the game unflipped.
        click(&mut p, 'C');
        p.apply(PageAction::Flip);
        p.apply(PageAction::NewGame);
        assert!(p.setup_open);
        assert_eq!(p.table.game.moves().len(), 1, "nothing changes until a choice");
        p.apply(PageAction::CloseSetup);
        assert!(!p.setup_open);
        p.apply(PageAction::NewGame);
        p.apply(PageAction::Start(Settings { variant: Variant::Wahree, ..Settings::default() }));
        assert_eq!((p.setup_open, p.flipped, p.table.settings.variant), (false, false, Variant::Wahree));
        assert!(p.table.game.moves().is_empty());
        // In an embed, New game starts again at once.
        let mut e = visit("?embed=1&variant=wari");
        click(&mut e, 'C');
        e.apply(PageAction::NewGame);
        assert!(!e.setup_open);
        assert!(e.table.game.moves().is_empty());
    }

    #[test]
    fn the_oracle_deepens_while_shown_and_seen_and_follows_the_game() {
        let mut p = visit("?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S");
        assert_eq!(p.oracle_request(), None, "not shown: not asked");
        let mut p2 = visit("?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S&analysis=1");
        assert!(p2.oracle.is_some(), "analysis=1 shows it");
        p.apply(PageAction::ToggleOracle);
        let req = p.oracle_request().expect("asked at once");
        assert_eq!(req.task, Task::Analyse { movetime_ms: crate::rooms::oracle::state::ROUNDS_MS[0] });
        p.apply(PageAction::Visible(false));
        assert_eq!(p.oracle_request(), None, "a hidden page waits");
        p.apply(PageAction::Visible(true));
        let mut engines = Engines::default();
        p.apply(PageAction::Engine(answer(&mut engines, &req)));
        let a = p.oracle.as_ref().and_then(|o| o.about(p.table.generation)).expect("values shown");
        assert_eq!(a.moves.first().map(|m| m.pit), Some(pit('F')), "F reaches 25 at once");
        assert_eq!(a.moves.len(), 3, "every legal move");
        let again = p.oracle_request().expect("and deeper");
        assert_eq!(again.task, Task::Analyse { movetime_ms: crate::rooms::oracle::state::ROUNDS_MS[1] });
        // A move: the old values are not shown for the new position.
        click(&mut p, 'B');
        settle(&mut p);
        assert!(p.oracle.as_ref().unwrap().about(p.table.generation).is_none());
        assert_eq!(
            p.oracle_request().map(|r| r.task),
            Some(Task::Analyse { movetime_ms: crate::rooms::oracle::state::ROUNDS_MS[0] })
        );
        // A late answer about the position before is not taken.
        p.apply(PageAction::Engine(answer(&mut engines, &again)));
        assert!(p.oracle.as_ref().unwrap().about(p.table.generation).is_none());
        p.apply(PageAction::ToggleOracle);
        assert_eq!(p.oracle_request(), None, "hidden: no more asking");
        // From the editor.
        p2.apply(PageAction::ToggleOracle);
        p2.apply(PageAction::Edit);
        p2.apply(PageAction::AnalyseEdited);
        assert_eq!(p2.view, View::Game);
        assert!(p2.oracle_request().is_some());
    }

    #[test]
    fn a_hint_is_asked_shown_and_forgotten_when_the_game_moves_on() {
        let mut p = visit("?variant=abapa&position=0-1-0-0-3-1-1-0-3-2-0-5-23-9-S");
        assert_eq!(p.hint_request(), None);
        p.apply(PageAction::AskHint);
        let req = p.hint_request().expect("a hint request");
        assert_eq!(req.task, Task::Hint { movetime_ms: HINT_MS });
        assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Looking));
        // A reply about another game is ignored.
        p.apply(PageAction::Engine(Reply::Hint { id: req.id + 1, scores: vec![(pit('B'), 0)] }));
        assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Looking));
        let reply = answer(&mut Engines::default(), &req);
        p.apply(PageAction::Engine(reply));
        let Some(HintState::Scores(scores)) = p.shown_hint().map(|h| &h.state) else { panic!("{:?}", p.hint) };
        assert_eq!(scores.first().map(|s| s.0), Some(pit('F')), "F reaches 25 at once");
        assert_eq!(p.hinted(), Some(pit('F')));
        assert_eq!(scores.len(), 3);
        assert_eq!(p.hint_request(), None, "asked once");
        click(&mut p, 'B');
        assert_eq!(p.shown_hint(), None, "a hint is about the game as it was");
    }

    #[test]
    fn a_hint_that_fails_says_so_instead_of_looking_forever() {
        let mut p = visit("?variant=wari");
        p.apply(PageAction::AskHint);
        let req = p.hint_request().unwrap();
        p.apply(PageAction::Engine(Reply::Failed { id: req.id, task: req.task, why: Failure::NoAnswer }));
        assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Failed(Failure::NoAnswer)));
        assert_eq!(p.hint_request(), None, "no longer looking");
        // A late answer does not overwrite what was said.
        p.apply(PageAction::Engine(Reply::Hint { id: req.id, scores: vec![(pit('C'), 0)] }));
        assert_eq!(p.shown_hint().map(|h| &h.state), Some(&HintState::Failed(Failure::NoAnswer)));
        // Asking again looks again.
        p.apply(PageAction::AskHint);
        assert!(p.hint_request().is_some());
    }

    #[test]
    fn no_hint_while_the_computer_is_to_move() {
        let mut p = visit("?south=computer");
        p.apply(PageAction::AskHint);
        assert_eq!((p.hint.clone(), p.hint_request()), (None, None));
    }

    #[test]
    fn a_computer_that_cannot_move_is_shown_not_thinking_forever() {
        let mut p = visit("?variant=caribbean&north=computer&level=4");
        assert_eq!(p.move_request(0), None, "South, a person, starts");
        click(&mut p, 'C');
        let req = p.move_request(0).expect("the computer is asked");
        assert_eq!(p.thinking(), Some((Player::North, Level::new(4).unwrap())));
        // A failure about an older request changes nothing.
        p.apply(PageAction::Engine(Reply::Failed { id: req.id - 1, task: req.task, why: Failure::NoMove }));
        assert!(p.thinking().is_some() && p.notices.is_empty());
        p.apply(PageAction::Engine(Reply::Failed { id: req.id, task: req.task, why: Failure::NoAnswer }));
        assert_eq!(p.thinking(), None, "no thinking indicator left behind");
        assert_eq!(p.notices, [Notice::Engine(Failure::NoAnswer)]);
        assert_eq!(p.move_request(0), None, "not asked again and again");
        // Taking over the side lets the person play; handing it back asks
        // the computer again.
        p.apply(PageAction::Game(Action::SetSeat(Player::North, Seat::Human)));
        assert!(p.can_hint());
        p.apply(PageAction::Game(Action::SetSeat(Player::North, Seat::Computer(Level::new(2).unwrap()))));
        let again = p.move_request(0).expect("asked again");
        assert_eq!(again.task, Task::Move { level: Level::new(2).unwrap(), seed: u64::from(again.id) });
        p.apply(PageAction::Dismiss);
        assert!(p.notices.is_empty());
    }

    #[test]
    fn the_level_in_the_link_is_the_level_that_plays() {
        let mut p = visit("?variant=abapa&north=computer&level=2&moves=C");
        assert!(p.notices.is_empty());
        let req = p.move_request(77).expect("North, the computer, is to move");
        let level = Level::new(2).unwrap();
        assert_eq!(req.task, Task::Move { level, seed: 77 ^ u64::from(req.id) });
        // Through the worker: level 2 searches level 2's depth.
        let reply = answer(&mut Engines::default(), &req);
        assert!(matches!(reply, Reply::Move { depth, .. } if depth == level.spec().depth), "{reply:?}");
        p.apply(PageAction::Engine(reply));
        assert_eq!(p.table.game.moves().len(), 2, "the computer's move is played");
        // A bad level is named, and the computer plays the default level,
        // never silently another.
        let p = visit("?north=computer&level=9&moves=C");
        assert!(matches!(&p.notices[..], [Notice::Level(e)] if e.0 == "9"));
        let req = p.move_request(0).unwrap();
        assert!(matches!(req.task, Task::Move { level, .. } if level == Level::DEFAULT));
    }

    #[test]
    fn an_import_loads_a_link_or_a_record_or_names_the_problem() {
        let mut p = visit("?variant=wahree&moves=C,f,A");
        p.apply(PageAction::TogglePanel(Panel::Record));
        p.apply(PageAction::Import("[Variant \"wari\"]\n[South \"Person\"]\n1. C f 2. a".into()));
        assert!(matches!(&p.notices[..], [Notice::Record(e)] if e.line == 3));
        assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Wahree, 3), "the game is kept");
        assert_eq!(p.panel, Panel::Record);
        let generation = p.table.generation;
        p.apply(PageAction::Import("http://localhost/?variant=caribbean&moves=C,f&south=computer&level=5".into()));
        assert!(p.notices.is_empty());
        assert_eq!((p.table.settings.variant, p.table.game.moves().len()), (Variant::Caribbean, 2));
        assert_eq!(p.table.settings.seats.south, Seat::Computer(Level::new(5).unwrap()));
        assert!(p.table.generation > generation);
        assert_eq!(p.panel, Panel::None);
    }

    #[test]
    fn letter_keys_play_for_the_player_to_move() {
        let mut p = visit("?variant=abapa");
        p.apply(PageAction::Game(Action::Letter(2)));
        settle(&mut p);
        p.apply(PageAction::Game(Action::Letter(5)));
        assert_eq!(p.table.game.moves(), [pit('C'), pit('f')]);
    }
}
