//! *Import*: what a player pasted — a warri link (its parameters after a
//! `?` or a `#`, as the page writes them from a web site or from a file)
//! or a game record — read into the table to load, or the notices that say
//! what is wrong (then nothing is loaded). The one place where the link's
//! and the record's own errors become the page's notices.

use crate::notice::Notice;
use crate::record::{read_captioned, Captions};
use crate::rooms::game::link::PageLink;
use crate::shell::address::Address;
use crate::shell::url::{parse_query, query_of_url};
use crate::table::Table;

/// Reads what a user pasted to import: a warri link (its parameters after a
/// `?` or a `#`, as the page writes them from a web site or from a file) or
/// a record. The notices say what is wrong, and then nothing is loaded.
pub fn import(text: &str) -> Result<Table, Vec<Notice>> {
    pasted(text, false).map(|(table, _)| table)
}

/// What is pasted to open as a replay: [`import`], with the captions a
/// record's comments or a link's `cN=` parameters carry (a link is read as
/// a replay's link).
pub fn import_captioned(text: &str) -> Result<(Table, Captions), Vec<Notice>> {
    pasted(text, true)
}

/// Reads a pasted link or record, the link as a replay's if `replay`.
fn pasted(text: &str, replay: bool) -> Result<(Table, Captions), Vec<Notice>> {
    let trimmed = text.trim();
    if let Some(q) = query_of_url(trimmed).filter(|_| !trimmed.starts_with('[')) {
        let mut pairs = parse_query(&q);
        if replay && !pairs.iter().any(|(k, _)| k == "view") {
            pairs.push(("view".into(), "replay".into()));
        }
        let link = PageLink::read(&Address::of(pairs));
        return if link.notices.is_empty() { Ok((link.game.table, link.replay.captions)) } else { Err(link.notices) };
    }
    read_captioned(text).map_err(|e| vec![Notice::Record(e)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::RecordError;
    use crate::seat::Seat;
    use warri_engine::Level;
    use warri_rules::{ByPlayer, Variant};

    fn computer(n: u8) -> Seat {
        Seat::Computer(Level::new(n).unwrap())
    }

    #[test]
    fn a_links_captions_come_through_an_import() {
        let (_, captions) = import_captioned("https://x.org/w/?variant=wari&moves=C,f&c2=After%20f").unwrap();
        assert_eq!(captions.get(&2).map(String::as_str), Some("After f"));
    }

    #[test]
    fn a_link_written_by_the_single_file_imports_too() {
        // The single-file game writes its links as fragments; an anchor
        // after a query is no parameter.
        let t = import("file:///media/usb/warri.html#variant=wahree&moves=C,f&lang=nl").unwrap();
        assert_eq!(t.settings.variant, Variant::Wahree);
        assert_eq!(t.game.moves().len(), 2);
        let t = import("https://example.org/warri/?variant=wari#top").unwrap();
        assert_eq!(t.settings.variant, Variant::Wari);
    }

    #[test]
    fn a_link_imports_its_game_and_its_players() {
        let t = import("https://example.org/warri/?variant=caribbean&position=6-0-0-0-0-2-1-1-0-0-0-0-19-19-S&moves=F&north=computer&level=2")
            .unwrap();
        assert_eq!(t.settings.variant, Variant::Caribbean);
        assert_eq!(t.settings.seats, ByPlayer::new(Seat::Human, computer(2)));
        assert_eq!(t.game.start().to_string(), "6-0-0-0-0-2-1-1-0-0-0-0-19-19-S");
        assert_eq!(t.game.position().to_string(), "6-0-0-0-0-0-0-0-0-0-0-0-23-19-S");
        let bad = import("?variant=wari&moves=C,C&level=8").unwrap_err();
        assert_eq!(bad.len(), 2, "{bad:?}");
        assert!(matches!(bad[0], Notice::Moves(Variant::Wari, _)));
        assert!(matches!(bad[1], Notice::Level(_)));
        assert!(matches!(&import("").unwrap_err()[..], [Notice::Record(RecordError { line: 0, .. })]));
    }
}
