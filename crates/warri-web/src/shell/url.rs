//! Addresses: link parameters as the page reads them ([`parse_query`], from
//! the query or the fragment, [`merge_query`]) and as it writes links to
//! its pages ([`page_link`]), after a `?` or, on a `file://` page, after a
//! `#` ([`LinkStyle`]): a link to a file on a USB stick or a shared folder
//! may lose its query on the way, never its fragment. Plain Rust, tested
//! natively; [`crate::shell::browser`] reads the address itself.

use std::sync::atomic::{AtomicBool, Ordering};

/// How the page writes its links: after a `?` (the default) or after a `#`
/// (a `file://` page, where a query may be lost).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkStyle {
    /// `?variant=…`
    Query,
    /// `#variant=…`
    Fragment,
}

static FRAGMENT_LINKS: AtomicBool = AtomicBool::new(false);

/// Sets how [`page_link`] and every link built on it are written (the page sets
/// it once, from its address: [`crate::shell::browser::query`]).
pub fn set_link_style(style: LinkStyle) {
    FRAGMENT_LINKS.store(style == LinkStyle::Fragment, Ordering::Relaxed);
}

/// How links are written.
pub fn link_style() -> LinkStyle {
    if FRAGMENT_LINKS.load(Ordering::Relaxed) {
        LinkStyle::Fragment
    } else {
        LinkStyle::Query
    }
}

/// The link parameters of an address's query (`?…`, with its `?`) and
/// fragment (`#…`, with its `#`) as one query string with a `?`, the
/// fragment's first (so they win over the query's: the fragment is what a
/// `file://` page writes). A fragment without any `=` is no parameters.
pub fn merge_query(search: &str, fragment: &str) -> String {
    let search = search.trim_start_matches('?');
    let fragment = fragment.trim_start_matches('#').trim_start_matches('?');
    let fragment = if fragment.contains('=') { fragment } else { "" };
    match (fragment.is_empty(), search.is_empty()) {
        (true, true) => String::new(),
        (true, false) => format!("?{search}"),
        (false, true) => format!("?{fragment}"),
        (false, false) => format!("?{fragment}&{search}"),
    }
}

/// The link parameters of a pasted address (`…?variant=…` or
/// `…#variant=…`), as [`merge_query`] gives them; `None` when it has none.
pub fn query_of_url(url: &str) -> Option<String> {
    let (rest, fragment) = url.split_once('#').map_or((url, ""), |(r, f)| (r, f));
    let search = rest.split_once('?').map_or("", |(_, q)| q);
    Some(merge_query(search, fragment)).filter(|q| q.contains('='))
}

/// A link to another page of the site with these parameters, e.g.
/// `?view=rules&variant=wahree&lang=nl` (after a `#` where the page writes
/// its links so, [`link_style`]); the values are keys, ids and numbers.
pub fn page_link(pairs: &[(&str, &str)]) -> String {
    let mark = match link_style() {
        LinkStyle::Query => '?',
        LinkStyle::Fragment => '#',
    };
    let parts: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("{mark}{}", parts.join("&"))
}

/// Splits a query string (`?a=1&b=x+y`, or the same after a `#`) into
/// decoded (name, value) pairs.
pub fn parse_query(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches(['?', '#'])
        .split('&')
        .filter(|kv| !kv.is_empty())
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (decode(k), decode(v))
        })
        .collect()
}

/// Percent-decoding, with `+` as a space; a malformed escape stays as it is.
fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => {
                let hex = |c: u8| (c as char).to_digit(16);
                match (hex(b[i + 1]), hex(b[i + 2])) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The value of the parameter `name` (the first of that name counts),
/// trimmed; `None` when the link has none (an empty value is `Some("")`).
pub fn param<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim())
}

/// [`param`], an empty value counting as none.
pub fn given<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    param(pairs, name).filter(|v| !v.is_empty())
}

/// A link's switch set to something that is neither on nor off: the value
/// given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotASwitch(pub String);

/// Reads a `1`/`0` switch; [`NotASwitch`] for anything else.
pub fn switch(value: Option<&str>) -> Result<bool, NotASwitch> {
    match value {
        None | Some("" | "0" | "false" | "no") => Ok(false),
        Some("1" | "true" | "yes") => Ok(true),
        Some(other) => Err(NotASwitch(other.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_carry_parameters_too() {
        assert_eq!(merge_query("", ""), "");
        assert_eq!(merge_query("?variant=wari", ""), "?variant=wari");
        assert_eq!(merge_query("", "#variant=wahree&lang=fr"), "?variant=wahree&lang=fr");
        // The fragment wins: it comes first, and the first of a name counts.
        let q = merge_query("?variant=wari&flip=1", "#variant=wahree");
        assert_eq!(q, "?variant=wahree&variant=wari&flip=1");
        // An anchor is not parameters.
        assert_eq!(merge_query("?variant=wari", "#top"), "?variant=wari");
        assert_eq!(merge_query("", "#?variant=wari"), "?variant=wari");

        assert_eq!(
            query_of_url("file:///media/usb/warri.html#variant=wahree&lang=fr").as_deref(),
            Some("?variant=wahree&lang=fr")
        );
        assert_eq!(query_of_url("https://x.org/w/?variant=wari#top").as_deref(), Some("?variant=wari"));
        assert_eq!(query_of_url("https://x.org/w/?x#y").as_deref(), None);
        assert_eq!(query_of_url("C f A"), None);
    }

    #[test]
    fn queries_are_split_and_decoded() {
        let q = parse_query("?variant=wari&moves=C+f%2CA&position=4-4&flag&bad=%zz%");
        assert_eq!(q[0], ("variant".into(), "wari".into()));
        assert_eq!(q[1], ("moves".into(), "C f,A".into()));
        assert_eq!(q[3], ("flag".into(), "".into()));
        assert_eq!(q[4], ("bad".into(), "%zz%".into()));
        assert!(parse_query("").is_empty());
        let q = parse_query("?lang=+nl+&lang=fr&moves=&flag");
        assert_eq!((param(&q, "lang"), param(&q, "moves"), param(&q, "flag")), (Some("nl"), Some(""), Some("")));
        assert_eq!((given(&q, "lang"), given(&q, "moves"), given(&q, "none")), (Some("nl"), None, None));
    }
}
