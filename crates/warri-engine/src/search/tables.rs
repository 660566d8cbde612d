//! Endgame tables for the search: built on need (here or on another
//! thread), of no more seeds than the board holds, and taken once ready.

use std::sync::{Arc, OnceLock};

use warri_rules::{Game, Rules};

use super::Engine;
use crate::tables::{Tables, MAX_TABLE_SEEDS};

/// Seeds on the board at which [`Engine::set_tables_on_need`] builds the
/// tables: from here a deep search reaches positions they cover.
pub const TABLES_NEEDED_AT: u8 = 30;

/// Seeds on the board at which [`Engine::tables_to_build`] hands out the
/// build, so that a game's moves from 40 seeds on give it time to finish
/// (about 5 s natively) before its searches reach [`TABLES_NEEDED_AT`].
pub const TABLES_BUILT_FROM: u8 = 40;

/// Endgame tables built on another thread, handed to the engine that waits
/// for them ([`Engine::tables_to_build`]). Its [`TableBuild::run`] builds
/// them; dropped without running, it tells the engine there will be none,
/// so nothing waits for ever.
pub struct TableBuild {
    rules: Rules,
    max_seeds: u8,
    slot: Arc<OnceLock<Option<Arc<Tables>>>>,
}

impl TableBuild {
    /// Builds the tables (seconds) and hands them over.
    pub fn run(self) {
        let _ = self.slot.set(Tables::build(&self.rules, self.max_seeds).map(Arc::new));
    }
}

impl Drop for TableBuild {
    fn drop(&mut self) {
        let _ = self.slot.set(None);
    }
}

impl Engine {
    /// For a caller that can build on another thread, an engine set up
    /// with [`Engine::set_tables_on_need`]: once, when a search of `game`
    /// may soon need the tables (at most [`TABLES_BUILT_FROM`] seeds on the
    /// board), the build to run there. From then on searches never wait
    /// for the tables: each probes them from the first search after they
    /// are ready; only [`Engine::prepare`] waits, where the position needs
    /// them.
    pub fn tables_to_build(&mut self, game: &Game) -> Option<TableBuild> {
        let max_seeds = self.tables_wanted(game, TABLES_BUILT_FROM)?;
        let slot = Arc::new(OnceLock::new());
        self.tables_to_come = Some(slot.clone());
        Some(TableBuild { rules: self.rules, max_seeds, slot })
    }

    /// The seeds of the tables set up on need that a search of `game` wants
    /// built now (`from`: the most seeds on the board at which it does),
    /// if they are not built or being built already. No more seeds than
    /// the position has on the board: a search from it reaches no more (a
    /// move never adds seeds to the board). Each seed count is built from
    /// the counts below it alone, so such tables are the first levels of
    /// the larger build, value for value; a later search from a position
    /// with more seeds builds again. From 9 seeds on the board a build
    /// takes an eighth of the time of 12 seeds'.
    pub(super) fn tables_wanted(&mut self, game: &Game, from: u8) -> Option<u8> {
        let max_seeds = self.tables_on_need?;
        let on_board = game.position().on_board();
        if on_board > from {
            return None;
        }
        if !Tables::exist_for(&self.rules) {
            self.tables_on_need = None;
            return None;
        }
        let full = max_seeds.min(MAX_TABLE_SEEDS);
        let want = full.min(on_board);
        if self.tables_seeds.is_some_and(|built| built >= want) {
            return None;
        }
        if want == full {
            self.tables_on_need = None;
        }
        self.tables_seeds = Some(want);
        Some(want)
    }

    /// Does what a search of `game` needs done first and no time limit
    /// should count, for a search without a clock whose result should not
    /// depend on timing: builds the endgame tables on first need
    /// ([`Engine::set_tables_on_need`]), or waits for the ones being built
    /// ([`Engine::tables_to_build`]), when the position needs them. A
    /// search with a clock does not call it: it never waits.
    pub fn prepare(&mut self, game: &Game) {
        if game.position().on_board() > TABLES_NEEDED_AT {
            return;
        }
        if let Some(slot) = &self.tables_to_come {
            slot.wait();
        }
        self.build_on_need(game);
        self.take_ready_tables();
    }

    /// Builds the tables set up on need when the position needs them (an
    /// engine that builds elsewhere has handed the build out already).
    pub(super) fn build_on_need(&mut self, game: &Game) {
        if let Some(seeds) = self.tables_wanted(game, TABLES_NEEDED_AT) {
            self.tables = Tables::build(&self.rules, seeds).map(Arc::new);
            self.tt.clear();
        }
    }

    /// Takes the tables built elsewhere, if they are ready.
    pub(super) fn take_ready_tables(&mut self) {
        if let Some(ready) = self.tables_to_come.as_ref().and_then(|slot| slot.get()) {
            self.tables = ready.clone();
            self.tables_to_come = None;
            self.tt.clear();
        }
    }
}
