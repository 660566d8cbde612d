//! The few things the page asks of the browser: the query string, the page's
//! address, replacing it, and the clipboard. Each fails quietly (returning
//! `None`/`false`) where the browser refuses, so the game always plays.

/// The page's query string, with its `?` (empty if none).
pub fn query() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// The page's address without query or fragment.
pub fn base_url() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// Shows `query` in the address bar without reloading.
pub fn replace_query(query: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.history().ok())
        .is_some_and(|h| h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(query)).is_ok())
}

/// Asks the browser to put `text` on the clipboard (it may refuse).
pub fn copy(text: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.navigator().clipboard().write_text(text);
    }
}
