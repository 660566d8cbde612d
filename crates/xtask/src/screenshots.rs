//! `cargo xtask screenshots`: the pictures of README.md, taken anew. The
//! release site is built and served, and `tests/support/screenshots.mjs`
//! shows each page in each theme and size in headless Chromium, into
//! `web/screenshots/` (what it takes, and why so: that script's comment).

use std::process::Command;

use crate::cmd::{self, step};
use crate::serve::Server;
use crate::tools::{self, Need};
use crate::{dist, Result};

/// Runs the subcommand (it takes no arguments).
pub fn run(args: &[String]) -> Result {
    if let Some(a) = args.first() {
        return Err(format!("`cargo xtask screenshots`: unexpected argument `{a}`"));
    }
    let tools = tools::ensure(Need::All)?;
    let dir = dist::build(&tools)?;
    let server = Server::start(&dir, 0, false).map_err(|e| format!("cannot start the server: {e}"))?;
    step(format!("screenshots of {} into web/screenshots/", server.url()));
    let taken = cmd::run(
        Command::new("node")
            .args(["tests/support/screenshots.mjs", &server.url(), "web/screenshots"])
            .current_dir(cmd::root())
            .env("WARRI_CHROMIUM", tools::chromium()),
    );
    server.stop();
    taken
}
