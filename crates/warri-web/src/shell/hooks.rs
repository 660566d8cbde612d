//! Hooks and helpers every page shares: the page's visibility, the user's
//! reduced-motion preference, what the pages' key listeners have in
//! common (keys typed into a form field are left alone; a listener may
//! stop the browser's own use of a key), and a page that reads its link
//! once reloaded when only its fragment changes.

use yew::prelude::*;

/// Tells `on_change` whether the page is visible, now and at each change
/// (another tab, a minimised window, a locked phone): the oracle thinks
/// only while it is seen.
#[hook]
pub fn use_visibility(on_change: Callback<bool>) {
    use_effect_with((), move |_| {
        let doc = web_sys::window().and_then(|w| w.document());
        let listener = doc.map(|doc| {
            let d = doc.clone();
            on_change.emit(!doc.hidden());
            gloo::events::EventListener::new(&doc, "visibilitychange", move |_| on_change.emit(!d.hidden()))
        });
        move || drop(listener)
    });
}

/// Whether the user asked the system for reduced motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Whether a key event was typed into a form field.
pub fn in_field(e: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// A key listener that may stop the browser's own use of a key (gloo's
/// listeners are passive unless told otherwise).
pub fn keys_options() -> gloo::events::EventListenerOptions {
    gloo::events::EventListenerOptions::enable_prevent_default()
}

/// Reloads the page when only the address's fragment changes (a link to
/// the single file pasted into the tab that shows another page): a page
/// that reads its link once, when it loads, then reads the new one. The
/// page's own changes to the address (`history.replaceState`) fire no
/// `hashchange`.
#[hook]
pub fn use_new_fragment_reloads() {
    use_effect_with((), |()| {
        let listener = web_sys::window().map(|w| {
            gloo::events::EventListener::new(&w, "hashchange", |_| {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            })
        });
        move || drop(listener)
    });
}
