//! `cargo xtask dist`: the release build of the site into `dist/`.
//!
//! Trunk reads `index.html` and `Trunk.toml` at the workspace root, builds
//! `crates/warri-web` for `wasm32-unknown-unknown`, runs `wasm-bindgen` and
//! `wasm-opt`, and writes hashed assets with relative URLs (`public_url =
//! "./"`), so `dist/` can be served from any sub-path.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::cmd::{self, step};
use crate::tools::{self, Need, Tools};
use crate::Result;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    crate::no_more_args("dist", args)?;
    let tools = tools::ensure(Need::Build)?;
    build(&tools)?;
    Ok(())
}

/// The output directory.
pub fn dist_dir() -> PathBuf {
    cmd::root().join("dist")
}

/// Builds the site and prints the size of its `.wasm`; returns `dist/`.
pub fn build(tools: &Tools) -> Result<PathBuf> {
    // Trunk runs cargo with --offline (Trunk.toml: offline = true), so the
    // crates must be in cargo's cache first; a no-op when they are.
    step("fetching the crates the site needs (cargo fetch)");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    cmd::run(Command::new(cargo).args(["fetch", "--target", tools::WASM_TARGET]).current_dir(cmd::root()))?;
    step("building the site for release with trunk into dist/");
    let dist = dist_dir();
    cmd::run(tools.trunk().args(["build", "--release", "--public-url", "./", "--dist"]).arg(&dist))?;
    report_sizes(&dist)?;
    Ok(dist)
}

fn report_sizes(dist: &Path) -> Result {
    let entries = fs::read_dir(dist).map_err(|e| format!("cannot read {}: {e}", dist.display()))?;
    let mut wasm: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "wasm"))
        .collect();
    wasm.sort();
    if wasm.is_empty() {
        return Err(format!("trunk wrote no .wasm into {}", dist.display()));
    }
    for file in wasm {
        let raw = fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        let gz = gzip_size(&file)
            .map(|n| format!("{} gzip -9", human(n)))
            .unwrap_or_else(|| "gzip size unknown (no gzip)".into());
        println!(
            "    {}: {} raw, {gz}",
            file.strip_prefix(cmd::root()).unwrap_or(&file).display(),
            human(raw)
        );
    }
    Ok(())
}

/// The size of `file` compressed by `gzip -9`.
fn gzip_size(file: &Path) -> Option<u64> {
    let out = Command::new("gzip").args(["-9", "-c"]).arg(file).stderr(Stdio::null()).output().ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

fn human(bytes: u64) -> String {
    format!("{bytes} bytes ({:.1} KiB)", bytes as f64 / 1024.0)
}
