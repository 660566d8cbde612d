//! The messages of the pages for studying a game — the review and the
//! puzzles — in the reader's language: the game's messages plus
//! `web/i18n/review-LANG.ftl` and `web/i18n/puzzles-LANG.ftl`, built into
//! the site's module only (the game's first page never carries them).

use warri_web::shell::i18n::{Lang, Tr};

/// The game's messages with the review's and the puzzles'.
pub fn tr(lang: Lang) -> Tr {
    let (review, puzzles) = match lang {
        Lang::En => (include_str!("../../../web/i18n/review-en.ftl"), include_str!("../../../web/i18n/puzzles-en.ftl")),
        Lang::Nl => (include_str!("../../../web/i18n/review-nl.ftl"), include_str!("../../../web/i18n/puzzles-nl.ftl")),
        Lang::Fr => (include_str!("../../../web/i18n/review-fr.ftl"), include_str!("../../../web/i18n/puzzles-fr.ftl")),
        Lang::Ru => (include_str!("../../../web/i18n/review-ru.ftl"), include_str!("../../../web/i18n/puzzles-ru.ftl")),
    };
    Tr::with_more(lang, &[review, puzzles])
}
