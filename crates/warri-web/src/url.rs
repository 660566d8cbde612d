//! Reading the page URL: which variant to show.

use warri_rules::{UnknownVariant, Variant};

/// The variant named by `?variant=KEY` in the current page's URL; the default
/// variant when the parameter is absent or empty (or there is no `window`).
pub fn variant_from_location() -> Result<Variant, UnknownVariant> {
    let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    variant_from_query(&search)
}

/// The variant named by the `variant` parameter of a query string such as
/// `?variant=wahree`.
pub fn variant_from_query(search: &str) -> Result<Variant, UnknownVariant> {
    let key = web_sys::UrlSearchParams::new_with_str(search)
        .ok()
        .and_then(|params| params.get("variant"))
        .unwrap_or_default();
    if key.trim().is_empty() {
        Ok(Variant::default())
    } else {
        key.parse()
    }
}
