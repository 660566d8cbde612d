//! The engine client: the computer opponent's side of the page — a web
//! worker that owns the engines ([`worker`]: its protocol, `Request` and
//! `Reply`, and the worker itself, the `warri-worker` binary) — and the
//! hook through which pages reach it ([`hook`]); the worker that builds
//! its endgame tables ([`tables`]).

pub mod hook;
pub mod tables;
pub mod worker;
