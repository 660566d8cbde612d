//! The shell: what every page of the site shares, whatever it shows — its
//! address read once ([`address`]: which page a link opens, [`route`], over
//! [`url`]'s parameters, with the list of pages in the site's module in
//! [`site_links`]), one way to start and run a room ([`room`]), its
//! language ([`i18n`]), saved data under one policy ([`store`]), the little
//! it asks of the browser ([`browser`]), its look and sound ([`look`]), its
//! header, title and address bar ([`frame`]), the reducer macro
//! ([`reducer`]) and the hooks every page uses ([`hooks`]). The rooms
//! (`crate::rooms`, and the site's own in `warri-site`) use it; it uses no
//! room.

pub mod address;
pub mod browser;
pub mod frame;
pub mod hooks;
pub mod i18n;
pub mod look;
pub mod reducer;
pub mod room;
pub mod route;
pub mod site_links;
pub mod store;
pub mod url;
