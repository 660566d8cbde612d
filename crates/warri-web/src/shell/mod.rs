//! The shell: what every page of the site shares, whatever it shows — which
//! page a link opens ([`route`], over [`url`]'s parameters, with the list of
//! pages in the site's module in [`site_links`]), its language ([`i18n`]),
//! saved data under one policy ([`store`]), the little it asks of the
//! browser ([`browser`]), its look and sound ([`look`]) and the hooks every page uses ([`hooks`]). The
//! rooms (`crate::rooms`, and the site's own in `warri-site`) use it; it
//! uses no room.

pub mod browser;
pub mod frame;
pub mod hooks;
pub mod i18n;
pub mod look;
pub mod reducer;
pub mod route;
pub mod site_links;
pub mod store;
pub mod url;
