//! The board editor (`?view=edit`, or *Edit position* from the game): any
//! position, set seed by seed or count by count, checked as it changes.
//! Plain Rust: the counts are kept as typed (a field may hold "60" or
//! nothing for a moment), the first problem is named typed
//! ([`EditProblem`]) until the page words it, and a valid position becomes
//! a game to play from, a link, a picture.

use warri_rules::{ByPlayer, Game, Pit, Player, Position, Setup, Variant, TOTAL_SEEDS};

use crate::seat::Seat;
use crate::table::{Settings, Table};

/// A place that holds seeds: a pit or a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A pit.
    Pit(Pit),
    /// A player's store.
    Store(Player),
}

impl Place {
    /// The place's field: pits 0–11, then South's store, North's store.
    fn index(self) -> usize {
        match self {
            Place::Pit(p) => p.index(),
            Place::Store(p) => 12 + p.index(),
        }
    }
}

/// What clicking a pit does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Adds a seed.
    #[default]
    Add,
    /// Takes a seed away.
    Remove,
}

/// Everything the editor's controls do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditAction {
    /// A pit was clicked or tapped: a seed added or taken away, as the mode
    /// says.
    Click(Pit),
    /// A seed taken away whatever the mode (a right click).
    Remove(Pit),
    /// A count typed into a place's field.
    Type(Place, String),
    /// What clicking does.
    Mode(Mode),
    /// Who is to move.
    ToMove(Player),
    /// The variant.
    Variant(Variant),
    /// Who plays a side from here.
    Seat(Player, Seat),
    /// Every pit and store empty.
    Clear,
    /// The start position.
    Start,
}

/// Why the edited position is not one to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditProblem {
    /// A field is empty.
    Empty(Place),
    /// A field does not hold a whole number from 0 to 48 (what it holds).
    Count(Place, String),
    /// Pits and stores do not hold 48 seeds (the total they hold).
    Total(u32),
}

/// The editor's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The variant the position is for.
    pub variant: Variant,
    /// The fields as typed: pits 0–11, South's store, North's store.
    texts: [String; 14],
    /// Who is to move.
    pub to_move: Player,
    /// What clicking a pit does.
    pub mode: Mode,
    /// Who plays each side from here.
    pub seats: ByPlayer<Seat>,
}

impl Editor {
    /// An editor holding `table`'s current position.
    pub fn from_table(table: &Table) -> Editor {
        let mut e = Editor::from_setup(table.settings.variant, table.game.position().setup());
        e.seats = table.settings.seats;
        e
    }

    /// An editor holding `setup`.
    pub fn from_setup(variant: Variant, setup: Setup) -> Editor {
        let mut e = Editor {
            variant,
            texts: Default::default(),
            to_move: setup.to_move,
            mode: Mode::Add,
            seats: ByPlayer::default(),
        };
        e.set(setup);
        e
    }

    /// The field of a place, as typed.
    pub fn text(&self, place: Place) -> &str {
        &self.texts[place.index()]
    }

    /// A place's count, if its field holds one (0–48).
    pub fn count(&self, place: Place) -> Option<u8> {
        self.text(place).trim().parse::<u8>().ok().filter(|&n| n <= TOTAL_SEEDS)
    }

    /// The counts as a setup, or the first field that holds none.
    pub fn setup(&self) -> Result<Setup, EditProblem> {
        let mut setup = Setup { pits: [0; 12], stores: ByPlayer::new(0, 0), to_move: self.to_move };
        let places = (0..12).filter_map(Pit::new).map(Place::Pit).chain(Player::ALL.map(Place::Store));
        for place in places {
            let text = self.text(place).trim();
            let n = self.count(place).ok_or_else(|| {
                if text.is_empty() {
                    EditProblem::Empty(place)
                } else {
                    EditProblem::Count(place, text.to_string())
                }
            })?;
            match place {
                Place::Pit(p) => setup.pits[p.index()] = n,
                Place::Store(p) => setup.stores[p] = n,
            }
        }
        Ok(setup)
    }

    /// The position to play, or why there is none.
    pub fn position(&self) -> Result<Position, EditProblem> {
        let setup = self.setup()?;
        Position::from_setup(setup).map_err(|_| EditProblem::Total(setup.total()))
    }

    /// The game from the edited position (over at once if the player to
    /// move has no legal move or a store already holds 25).
    pub fn game(&self) -> Result<Game, EditProblem> {
        Ok(Game::from_position(self.variant.rules(), self.position()?))
    }

    /// The table to play from here.
    pub fn table(&self) -> Result<Table, EditProblem> {
        let settings = Settings { variant: self.variant, seats: self.seats, first: self.to_move };
        Ok(Table::with_game(settings, self.game()?))
    }

    /// Applies a control.
    pub fn apply(&mut self, action: EditAction) {
        match action {
            EditAction::Click(pit) if self.mode == Mode::Remove => self.step(pit, -1),
            EditAction::Click(pit) => self.step(pit, 1),
            EditAction::Remove(pit) => self.step(pit, -1),
            EditAction::Type(place, text) => self.texts[place.index()] = text,
            EditAction::Mode(m) => self.mode = m,
            EditAction::ToMove(p) => self.to_move = p,
            EditAction::Variant(v) => self.variant = v,
            EditAction::Seat(p, s) => self.seats[p] = s,
            EditAction::Clear => {
                self.set(Setup { pits: [0; 12], stores: ByPlayer::new(0, 0), to_move: self.to_move });
            }
            EditAction::Start => self.set(Setup::default()),
        }
    }

    /// Puts `setup`'s counts and player to move into the fields.
    fn set(&mut self, setup: Setup) {
        for (i, n) in setup.pits.iter().enumerate() {
            self.texts[i] = n.to_string();
        }
        for p in Player::ALL {
            self.texts[12 + p.index()] = setup.stores[p].to_string();
        }
        self.to_move = setup.to_move;
    }

    /// One seed more or less in `pit` (never below 0 or above 48; a field
    /// that holds no count is left for the user to mend).
    fn step(&mut self, pit: Pit, by: i16) {
        let place = Place::Pit(pit);
        if let Some(n) = self.count(place) {
            let next = (i16::from(n) + by).clamp(0, i16::from(TOTAL_SEEDS));
            self.texts[place.index()] = next.to_string();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pit(c: char) -> Pit {
        Pit::from_letter(c).unwrap()
    }

    #[test]
    fn the_current_position_is_the_starting_point_and_clicks_add_or_take_seeds() {
        let mut game = Game::new(Variant::Wari.rules());
        game.play_listed("C f").unwrap();
        let table = Table::with_game(Settings { variant: Variant::Wari, ..Settings::default() }, game.clone());
        let mut e = Editor::from_table(&table);
        assert_eq!(e.position().unwrap(), *game.position());
        assert_eq!(e.variant, Variant::Wari);
        e.apply(EditAction::Click(pit('A')));
        assert_eq!(e.count(Place::Pit(pit('A'))), Some(6));
        assert_eq!(e.position(), Err(EditProblem::Total(49)));
        e.apply(EditAction::Remove(pit('A')));
        assert!(e.position().is_ok());
        e.apply(EditAction::Mode(Mode::Remove));
        assert_eq!(e.count(Place::Pit(pit('C'))), Some(1), "North's f sowed one into C");
        e.apply(EditAction::Click(pit('C')));
        e.apply(EditAction::Click(pit('C')));
        assert_eq!(e.count(Place::Pit(pit('C'))), Some(0), "never below 0");
        assert_eq!(e.position(), Err(EditProblem::Total(47)));
    }

    #[test]
    fn typed_counts_are_checked_and_named() {
        let mut e = Editor::from_setup(Variant::Abapa, Setup::default());
        e.apply(EditAction::Type(Place::Store(Player::North), "60".into()));
        assert_eq!(e.position(), Err(EditProblem::Count(Place::Store(Player::North), "60".into())));
        e.apply(EditAction::Type(Place::Store(Player::North), " ".into()));
        assert_eq!(e.position(), Err(EditProblem::Empty(Place::Store(Player::North))));
        e.apply(EditAction::Type(Place::Store(Player::North), "four".into()));
        assert_eq!(e.position(), Err(EditProblem::Count(Place::Store(Player::North), "four".into())));
        e.apply(EditAction::Click(pit('a')));
        e.apply(EditAction::Type(Place::Store(Player::North), " 0 ".into()));
        assert_eq!(e.position(), Err(EditProblem::Total(49)));
        e.apply(EditAction::Type(Place::Pit(pit('a')), "3".into()));
        e.apply(EditAction::Type(Place::Store(Player::South), "1".into()));
        assert_eq!(e.position().unwrap().to_string(), "4-4-4-4-4-4-3-4-4-4-4-4-1-0-S");
    }

    #[test]
    fn clear_and_start_keep_the_variant_seats_and_mode() {
        let mut e = Editor::from_setup(Variant::Wahree, Setup::default());
        e.apply(EditAction::Seat(Player::North, Seat::Computer(warri_engine::Level::DEFAULT)));
        e.apply(EditAction::ToMove(Player::North));
        e.apply(EditAction::Clear);
        assert_eq!(e.position(), Err(EditProblem::Total(0)));
        assert_eq!((e.variant, e.to_move), (Variant::Wahree, Player::North));
        assert!(e.seats.north.is_computer());
        e.apply(EditAction::Start);
        assert_eq!(e.position().unwrap(), Position::start(), "South to move, as at the start");
        assert!(e.seats.north.is_computer());
    }

    #[test]
    fn a_valid_position_becomes_a_table_to_play_that_may_be_over_at_once() {
        let mut e =
            Editor::from_setup(Variant::Abapa, "0-0-0-0-0-0-0-0-0-0-1-3-24-20-S".parse::<Position>().unwrap().setup());
        let t = e.table().unwrap();
        assert!(t.game.is_over(), "South has no move");
        e.apply(EditAction::ToMove(Player::North));
        e.apply(EditAction::Seat(Player::South, Seat::Computer(warri_engine::Level::DEFAULT)));
        let t = e.table().unwrap();
        assert!(!t.game.is_over());
        assert_eq!(t.game.to_move(), Some(Player::North));
        assert!(t.settings.seats.south.is_computer());
    }
}
