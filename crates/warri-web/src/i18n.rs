//! The page's languages: the translator of `warri-i18n` (English, Dutch,
//! French and Russian, the Fluent messages of `web/i18n/`), and the hook
//! through which components get the page's.

pub use warri_i18n::{Arg, Lang, Tr};

/// The page's translator, from the context the app provides (English when
/// none is provided, e.g. in a component test).
#[yew::hook]
pub fn use_tr() -> std::rc::Rc<Tr> {
    yew::use_context::<std::rc::Rc<Tr>>().unwrap_or_else(|| std::rc::Rc::new(Tr::new(Lang::En)))
}
