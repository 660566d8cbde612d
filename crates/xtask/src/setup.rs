//! `cargo xtask setup`: install everything the other subcommands need.

use crate::tools::{self, Need};
use crate::Result;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    crate::args::none("setup", args)?;
    tools::ensure_components(&tools::TIDY_COMPONENTS)?;
    let t = tools::ensure(Need::All)?;
    println!(
        "setup done: trunk {}, wasm-bindgen {}, wasm-opt (binaryen) {}, tools in {}; \
         browser engines for the tests: {} (Debian's {})",
        tools::TRUNK_VERSION,
        t.wasm_bindgen_version,
        t.binaryen_version,
        tools::tools_home().display(),
        tools::ENGINES.join(", "),
        tools::BROWSER_PACKAGES.map(|p| p.0).join(", "),
    );
    Ok(())
}
