//! The examples' command lines, read with lexopt as `cargo xtask` reads its
//! own (`crates/xtask/src/args.rs`): `--flag V` and `--flag=V` alike, and a
//! bad argument ends the run before any work, with a message naming it.
//!
//! Included by each example (`#[path = "common/args.rs"] mod args;`); a
//! folder without `main.rs` is no example of its own.

// Each example uses only some of these.
#![allow(dead_code)]

use std::fmt::Display;
use std::str::FromStr;

pub use lexopt::prelude::*;
pub use lexopt::{Arg, Parser};

/// What `parse` makes of this run's arguments; when they are wrong, prints
/// `<example>: <why>` and exits with status 2.
pub fn parse_or_exit<T>(example: &str, parse: impl FnOnce(&mut Parser) -> Result<T, String>) -> T {
    parse(&mut Parser::from_env()).unwrap_or_else(|why| {
        eprintln!("{example}: {why}");
        std::process::exit(2)
    })
}

/// The next argument, an error when lexopt cannot split it.
pub fn next(p: &mut Parser) -> Result<Option<Arg<'_>>, String> {
    p.next().map_err(|e| e.to_string())
}

/// The value of `flag`, just read, as a `T`.
pub fn value<T: FromStr>(p: &mut Parser, flag: &str) -> Result<T, String>
where
    T::Err: Display,
{
    let v = p.value().map_err(|_| format!("{flag} needs a value"))?;
    parse(&v.to_string_lossy(), flag)
}

/// `text` as a `T`; `what` names the argument in the error.
pub fn parse<T: FromStr>(text: &str, what: &str) -> Result<T, String>
where
    T::Err: Display,
{
    text.parse().map_err(|e| format!("{what}: cannot read `{text}`: {e}"))
}

/// A comma-separated list of `T`s (`abapa,wari`).
pub fn list<T: FromStr>(text: &str, what: &str) -> Result<Vec<T>, String>
where
    T::Err: Display,
{
    text.split(',').map(|item| parse(item, what)).collect()
}

/// Every argument, each a word (no flag).
pub fn words(p: &mut Parser) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    while let Some(arg) = next(p)? {
        match arg {
            Value(word) => words.push(word.to_string_lossy().into_owned()),
            _ => return Err(unexpected(arg)),
        }
    }
    Ok(words)
}

/// The error for an argument the example does not take.
pub fn unexpected(arg: Arg<'_>) -> String {
    let arg = match arg {
        Short(c) => format!("-{c}"),
        Long(name) => format!("--{name}"),
        Value(word) => word.to_string_lossy().into_owned(),
    };
    format!("unexpected argument `{arg}`")
}
