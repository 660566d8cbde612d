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

/// The browser's preferred languages, most preferred first.
pub fn languages() -> Vec<String> {
    web_sys::window()
        .map(|w| w.navigator().languages().iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default()
}

/// Sets `<html lang>` and the document title.
pub fn set_document_language(code: &str, title: &str) {
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        if let Some(html) = doc.document_element() {
            let _ = html.set_attribute("lang", code);
        }
        doc.set_title(title);
    }
}

/// Today's date as `YYYY.MM.DD` (for game records).
pub fn today() -> String {
    let d = js_sys::Date::new_0();
    format!("{:04}.{:02}.{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}
