//! The few things the page asks of the browser: the link parameters, the
//! page's address, replacing it, and the clipboard. Each fails quietly
//! (returning `None`/`false`) where the browser refuses, so the game always
//! plays, served from any host or opened as a file (`file://`).

use wasm_bindgen::{JsCast, JsValue};

use crate::shell::url::LinkStyle;

/// The page's link parameters as a query string with its `?` (empty if
/// none): the query's and the fragment's ([`crate::shell::url::merge_query`]). On a
/// `file://` page (the single-file game on a USB stick), whose query may be
/// lost on the way, the page's own links are written as fragments from then
/// on ([`crate::shell::url::set_link_style`]).
pub fn query() -> String {
    let Some(l) = web_sys::window().map(|w| w.location()) else { return String::new() };
    if l.protocol().is_ok_and(|p| p == "file:") {
        crate::shell::url::set_link_style(LinkStyle::Fragment);
    }
    crate::shell::url::merge_query(&l.search().unwrap_or_default(), &l.hash().unwrap_or_default())
}

/// The page's address without query or fragment (from the whole address:
/// a `file://` page's origin is `null` in some browsers).
pub fn base_url() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| href.split(['?', '#']).next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

/// Shows `query` (`?…`, or `#…` as `crate::params::link` writes it on a
/// `file://` page) in the address bar without reloading, in place of the
/// address's query and fragment.
pub fn replace_query(query: &str) -> bool {
    let url = if query.starts_with('#') { format!("{}{query}", base_url()) } else { query.to_string() };
    web_sys::window()
        .and_then(|w| w.history().ok())
        .is_some_and(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&url)).is_ok())
}

/// Asks the browser to put `text` on the clipboard. It may refuse (no
/// focus, no permission), or have no clipboard at all (a page served over
/// plain `http://` from a school server is no secure context): then nothing
/// happens and nothing is logged; the link is on the page to copy by hand.
pub fn copy(text: &str) {
    let Some(w) = web_sys::window() else { return };
    let navigator = w.navigator();
    let has_clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).is_ok_and(|c| c.is_object());
    if !has_clipboard {
        return;
    }
    ignore_refusal(&navigator.clipboard().write_text(text));
}

/// Catches a promise's rejection (a refusal, a cancelled share), which
/// would otherwise be logged as an "uncaught (in promise)" error.
fn ignore_refusal(promise: &JsValue) {
    let ignore = wasm_bindgen::closure::Closure::once_into_js(|_: JsValue| {});
    if let Some(catch) = js_sys::Reflect::get(promise, &JsValue::from_str("catch"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = catch.call1(promise, &ignore);
    }
}

/// Whether the browser can hand a link to the phone's share sheet (the
/// Web Share API: phones, some desktops).
pub fn can_share() -> bool {
    web_sys::window().is_some_and(|w| {
        js_sys::Reflect::get(&w.navigator(), &JsValue::from_str("share")).is_ok_and(|f| f.is_function())
    })
}

/// Hands `url` to the share sheet ([`can_share`]); the person may cancel,
/// which is no error worth a word.
pub fn share(title: &str, url: &str) {
    let Some(w) = web_sys::window() else { return };
    let navigator = w.navigator();
    let Ok(share) = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")) else { return };
    let Ok(share) = share.dyn_into::<js_sys::Function>() else { return };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &JsValue::from_str("title"), &JsValue::from_str(title));
    let _ = js_sys::Reflect::set(&data, &JsValue::from_str("url"), &JsValue::from_str(url));
    if let Ok(promise) = share.call1(&navigator, &data) {
        ignore_refusal(&promise);
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

/// Draws the image at `url` (a diagram's SVG as a `data:` address) on a
/// canvas `scale` times its size and calls `done` with the PNG as a
/// `data:` address, or `None` where the browser cannot (the canvas refused
/// to export it). Dropping the returned handle forgets the result.
pub fn png_of(url: &str, scale: u32, done: impl FnOnce(Option<String>) + 'static) -> Option<PngJob> {
    let doc = web_sys::window()?.document()?;
    let img: web_sys::HtmlImageElement = doc.create_element("img").ok()?.dyn_into().ok()?;
    let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
    let (ok, failed) = (done.clone(), done);
    let image = img.clone();
    let onload = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let png = (|| {
            let (w, h) = (image.natural_width() * scale, image.natural_height() * scale);
            let canvas: web_sys::HtmlCanvasElement =
                web_sys::window()?.document()?.create_element("canvas").ok()?.dyn_into().ok()?;
            canvas.set_width(w);
            canvas.set_height(h);
            let ctx: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
            ctx.draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, f64::from(w), f64::from(h)).ok()?;
            canvas.to_data_url_with_type("image/png").ok()
        })();
        if let Some(f) = ok.borrow_mut().take() {
            f(png);
        }
    });
    let onerror = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        if let Some(f) = failed.borrow_mut().take() {
            f(None);
        }
    });
    img.set_onload(Some(onload.as_ref().unchecked_ref()));
    img.set_onerror(Some(onerror.as_ref().unchecked_ref()));
    img.set_src(url);
    Some(PngJob { img, _onload: onload, _onerror: onerror })
}

/// A PNG being made by [`png_of`]; dropping it forgets the result.
pub struct PngJob {
    img: web_sys::HtmlImageElement,
    _onload: wasm_bindgen::closure::Closure<dyn FnMut()>,
    _onerror: wasm_bindgen::closure::Closure<dyn FnMut()>,
}

impl Drop for PngJob {
    fn drop(&mut self) {
        self.img.set_onload(None);
        self.img.set_onerror(None);
    }
}

/// Why a file of the site could not be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The single file carries no such file.
    NotInFile,
    /// The server answered with this status.
    Status(u16),
    /// The answer is not text.
    NotText,
    /// The browser could not fetch it (its own words: offline, refused).
    Failed(String),
}

/// The text of a file of the site (`learn/en.ftl`, `lessons/chain.json`),
/// fetched when a page asks for it. The single-file game carries these
/// files in a data block (`<script type="application/json"
/// id="warri-files">`, a map from path to text) and reads them from there,
/// since a `file://` page can fetch nothing.
pub async fn fetch_text(path: &str) -> Result<String, FetchError> {
    let window = web_sys::window().ok_or(FetchError::NotText)?;
    if let Some(block) = element_by_id("warri-files") {
        let files = js_sys::JSON::parse(&block.text_content().unwrap_or_default()).map_err(failed)?;
        let text = js_sys::Reflect::get(&files, &JsValue::from_str(path)).map_err(failed)?;
        return text.as_string().ok_or(FetchError::NotInFile);
    }
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(path)).await.map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    if !response.ok() {
        return Err(FetchError::Status(response.status()));
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().map_err(failed)?).await.map_err(failed)?;
    text.as_string().ok_or(FetchError::NotText)
}

/// A JavaScript error as a [`FetchError`], with the browser's message.
fn failed(e: JsValue) -> FetchError {
    FetchError::Failed(
        e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).or_else(|| e.as_string()).unwrap_or_default(),
    )
}

/// Opens `query` (`?…` or `#…`, as [`crate::shell::url::page_link`] writes it): a new
/// page load, also where only the fragment changes (a `file://` page).
pub fn go(query: &str) {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return };
    // Only the fragment changes when the address has no query: no new page
    // load of its own, so one is asked for.
    let fragment_only = query.starts_with('#') && location.search().is_ok_and(|s| s.is_empty());
    let _ = location.set_href(&format!("{}{query}", base_url()));
    if fragment_only {
        let _ = location.reload();
    }
}

/// The page's element with this id, if it has one.
pub fn element_by_id(id: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(id)
}

/// Scrolls the page the least that shows all of `e` (none if it is shown).
pub fn scroll_nearest(e: &web_sys::Element) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &JsValue::from_str("block"), &JsValue::from_str("nearest"));
    let scroll = js_sys::Reflect::get(e, &JsValue::from_str("scrollIntoView"));
    if let Ok(f) = scroll.and_then(|f| f.dyn_into::<js_sys::Function>()) {
        let _ = f.call1(e, &options);
    }
}

/// Removes the loading outline `index.html` shows while the wasm loads.
pub fn remove_loading_outline() {
    if let Some(loading) = element_by_id("loading") {
        loading.remove();
    }
}
