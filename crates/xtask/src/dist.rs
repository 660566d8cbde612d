//! `cargo xtask dist`: the release build of the site into `dist/`.
//!
//! Trunk reads `index.html` and `Trunk.toml` at the workspace root, builds
//! `crates/warri-web` for `wasm32-unknown-unknown`, runs `wasm-bindgen` and
//! `wasm-opt`, and writes hashed assets with relative URLs (`public_url =
//! "./"`), so `dist/` can be served from any sub-path. Then it finishes the
//! release for offline use under a strict Content-Security-Policy:
//! - Trunk's inline start-up script moves into a file of its own
//!   (`start-<hash>.js`), as the policy in `index.html` allows no inline
//!   script;
//! - the service worker `sw.js` gets the release's file list and a version
//!   made from the files' contents, so a new release gets a new cache.

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
    step("moving the start-up script out of index.html; listing the release in sw.js");
    externalise_start_script(&dist)?;
    fill_service_worker(&dist)?;
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
        println!("    {}: {} raw, {gz}", file.strip_prefix(cmd::root()).unwrap_or(&file).display(), human(raw));
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

/// A short content hash (hex) of some bytes.
fn content_hash(parts: &[&[u8]]) -> String {
    use std::hash::{Hash, Hasher};
    // DefaultHasher::new() has fixed keys: the same bytes, the same hash.
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for p in parts {
        p.hash(&mut h);
    }
    format!("{:016x}", h.finish())
}

/// Moves the inline `<script type="module">` Trunk writes into `index.html`
/// to `start-<hash>.js` and loads that instead.
fn externalise_start_script(dist: &Path) -> Result {
    let index = dist.join("index.html");
    let html = fs::read_to_string(&index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    let open = "<script type=\"module\">";
    let Some(start) = html.find(open) else {
        return Err("trunk wrote no inline start-up script into index.html (has Trunk changed?)".into());
    };
    let body_start = start + open.len();
    let end = html[body_start..].find("</script>").map(|e| body_start + e).ok_or("unclosed <script> in index.html")?;
    let script = html[body_start..end].trim();
    let name = format!("start-{}.js", &content_hash(&[script.as_bytes()])[..12]);
    fs::write(dist.join(&name), format!("{script}\n")).map_err(|e| format!("cannot write {name}: {e}"))?;
    let html = format!(
        "{}<script type=\"module\" src=\"./{name}\"></script>{}",
        &html[..start],
        &html[end + "</script>".len()..]
    );
    if html.contains("<script>") || html.contains("<script type=\"module\">") {
        return Err("index.html still has an inline script".into());
    }
    fs::write(&index, html).map_err(|e| format!("cannot write {}: {e}", index.display()))
}

/// Every file under `dir`, relative, with `/` separators, sorted.
fn files_under(dir: &Path, base: &Path, out: &mut Vec<String>) -> Result {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for e in entries.filter_map(|e| e.ok()) {
        let p = e.path();
        if p.is_dir() {
            files_under(&p, base, out)?;
        } else if let Ok(rel) = p.strip_prefix(base) {
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
    out.sort();
    Ok(())
}

/// Writes the release's file list and version into `sw.js`.
fn fill_service_worker(dist: &Path) -> Result {
    let sw_path = dist.join("sw.js");
    let sw = fs::read_to_string(&sw_path).map_err(|e| format!("cannot read {}: {e}", sw_path.display()))?;
    let mut files = Vec::new();
    files_under(dist, dist, &mut files)?;
    files.retain(|f| f != "sw.js");
    let contents: Vec<Vec<u8>> = files.iter().map(|f| fs::read(dist.join(f)).unwrap_or_default()).collect();
    let mut parts: Vec<&[u8]> = files.iter().map(|f| f.as_bytes()).collect();
    parts.extend(contents.iter().map(|c| c.as_slice()));
    let version = content_hash(&parts);
    let mut list = vec!["\"./\"".to_string()];
    list.extend(files.iter().map(|f| format!("\"./{f}\"")));
    let filled = sw
        .replace("'__WARRI_VERSION__'", &format!("'{version}'"))
        .replace("__WARRI_FILES__", &format!("[{}]", list.join(", ")));
    if filled == sw {
        return Err("web/sw.js has no __WARRI_FILES__ / __WARRI_VERSION__ markers".into());
    }
    fs::write(&sw_path, filled).map_err(|e| format!("cannot write {}: {e}", sw_path.display()))?;
    println!("    dist/sw.js: {} files, version {version}", list.len());
    Ok(())
}
