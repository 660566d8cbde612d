//! The animation speed's choice (slow, normal, fast, instant), for the
//! game's controls and the replay's bar.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::playback::Speed;
use crate::shell::i18n::Tr;
use crate::words;

/// The animation speed's `<select>` (`data-testid="speed"`), for the game's
/// controls and the replay's.
pub fn speed_select(tr: &Tr, speed: Speed, on_change: Callback<Speed>) -> Html {
    let on_change = Callback::from(move |e: Event| {
        let select: HtmlSelectElement = e.target_unchecked_into();
        if let Some(s) = Speed::from_key(&select.value()) {
            on_change.emit(s);
        }
    });
    html! {
        <label class="speed">
            { format!("{} ", tr.t("speed")) }
            <select data-testid="speed" onchange={on_change}>
                { for Speed::ALL.into_iter().map(|s| html! {
                    <option value={s.key()} selected={s == speed}>{ words::speed(tr, s) }</option>
                }) }
            </select>
        </label>
    }
}
