//! Links between the site's pages: a click that opens another page of the
//! site ([`open_page`]), and the line that shows a link just copied, to
//! copy by hand where the clipboard is refused ([`link_line`]).

use yew::prelude::*;

use crate::shell::browser;
use crate::shell::i18n::Tr;

/// A click on a link to another page of the site (the lessons, a rules
/// page): opened as a new page, also where only the fragment changes (a
/// `file://` page). A click with a modifier key is the browser's.
pub fn open_page(link: String) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        if e.ctrl_key() || e.meta_key() || e.shift_key() || e.button() != 0 {
            return;
        }
        e.prevent_default();
        browser::go(&link);
    })
}

/// The link last copied, if any, in a field to select and copy by hand.
pub fn link_line(tr: &Tr, url: Option<&str>) -> Html {
    let Some(url) = url else { return Html::default() };
    html! {
        <p class="link">
            <label>{ tr.t("link-label") }{ " " }
                <input type="text" readonly=true value={url.to_string()} data-testid="link" />
            </label>
        </p>
    }
}
