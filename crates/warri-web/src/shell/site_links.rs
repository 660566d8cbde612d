//! Which links open a page of the site's module (`warri-site`: the lessons,
//! the rules pages, the review, the puzzles, the glossary, playing a friend) rather than the
//! game's. The one
//! list, read by [`crate::shell::route::Route::loads_site`] and compiled into
//! `cargo xtask dist` (which writes the start script's test from it): this
//! file stands alone, with no `use`, so that xtask can include it.

/// `view=` values whose pages live in the site's module.
pub const SITE_VIEWS: [&str; 6] = ["learn", "rules", "review", "puzzles", "glossary", "friend"];

/// Parameters that open a page of the site's module whatever `view=` says
/// (a lesson, a friend's link), when not empty.
pub const SITE_PARAMS: [&str; 2] = ["lesson", "friend"];
