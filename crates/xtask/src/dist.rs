//! `cargo xtask dist [--single-file]`: the release build of the site into
//! `dist/` (and, with `--single-file`, the whole game as one HTML file,
//! `dist-single/warri.html`: see [`crate::single`]).
//!
//! Trunk reads `index.html` and `Trunk.toml` at the workspace root, builds
//! the game's module and the worker (`crates/warri-web`) and the whole
//! site's module (`crates/warri-site`) for `wasm32-unknown-unknown`, runs `wasm-bindgen` and
//! `wasm-opt`, and writes hashed assets with relative URLs (`public_url =
//! "./"`), so `dist/` can be served from any sub-path. Then it finishes the
//! release for any static host, offline use and a strict
//! Content-Security-Policy:
//! - each `NAME.wasm` gets a gzip-compressed twin, `NAME.wasm-gz.bin`
//!   ([`crate::pack`], which the single file shares: `single` never calls
//!   back into this module), which the page and the worker fetch and
//!   decompress themselves
//!   (`web/wasm-unpack.js`), so a host that compresses nothing sends no more
//!   than one that does; browsers without `DecompressionStream` fetch the
//!   plain `.wasm`. The name has no `.gz` extension, so no host labels it
//!   `Content-Encoding: gzip` (Apache's `AddEncoding x-gzip .gz` matches `.gz`
//!   anywhere in a name); `.bin` is `application/octet-stream` everywhere;
//! - Trunk's inline start-up script moves into a file of its own
//!   (`start-<hash>.js`), as the policy in `index.html` allows no inline
//!   script, with the unpacking fetch inlined and the test that sends the
//!   site's own pages to `warri-site` (written from the web crate's
//!   `shell/site_links.rs`); Trunk's preload of the plain wasm goes, as the
//!   start script fetches the compressed one itself;
//! - the service worker `sw.js` gets the release's file list, the
//!   compressed/plain pairs and a version made from the files' contents, so
//!   a new release gets a new cache.

use std::fs;
use std::path::{Path, PathBuf};

use crate::cmd::{self, step};
use crate::pack::{self, human, packed_name};
use crate::tools::{self, Need, Tools};
use crate::{args, single, Result};

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let single = args::dist(args)?;
    let tools = tools::ensure(Need::Build)?;
    let dist = build(&tools)?;
    if single {
        single::build(&dist)?;
    }
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
    cmd::run(cmd::cargo().args(["fetch", "--target", tools::WASM_TARGET]))?;
    step("building the site for release with trunk into dist/");
    let dist = dist_dir();
    cmd::run(tools.trunk().args(["build", "--release", "--public-url", "./", "--dist"]).arg(&dist))?;
    step("compressing the wasm; moving the start-up script out of index.html; listing the release in sw.js");
    let packed = pack_wasm(&dist)?;
    externalise_start_script(&dist)?;
    fill_service_worker(&dist, &packed)?;
    report_sizes(&dist)?;
    Ok(dist)
}

/// The `.wasm` files Trunk wrote into `dir` (top level), sorted.
fn wasm_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut wasm: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "wasm"))
        .collect();
    wasm.sort();
    if wasm.is_empty() {
        return Err(format!("trunk wrote no .wasm into {}", dir.display()));
    }
    Ok(wasm)
}

/// Writes `NAME.wasm-gz.bin` (gzip) beside every `NAME.wasm`;
/// returns the (compressed, plain) file names.
fn pack_wasm(dist: &Path) -> Result<Vec<(String, String)>> {
    let mut pairs = Vec::new();
    for file in wasm_files(dist)? {
        let plain = file.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let packed = packed_name(&plain);
        fs::write(dist.join(&packed), pack::gzip_file(&file)?).map_err(|e| format!("cannot write {packed}: {e}"))?;
        pairs.push((packed, plain));
    }
    Ok(pairs)
}

fn report_sizes(dist: &Path) -> Result {
    for file in wasm_files(dist)? {
        let raw = fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        let packed = file.with_file_name(packed_name(&file.file_name().unwrap_or_default().to_string_lossy()));
        let gz = fs::metadata(&packed).map(|m| m.len()).unwrap_or(0);
        println!(
            "    {}: {} raw, {} gzip (shipped as {})",
            file.strip_prefix(cmd::root()).unwrap_or(&file).display(),
            human(raw),
            human(gz),
            packed.file_name().unwrap_or_default().to_string_lossy()
        );
    }
    Ok(())
}

/// A short content hash of some bytes: the first 16 hex digits (64 bits)
/// of the SHA-256 of the parts, each preceded by its length as 8 bytes,
/// little-endian (so that moving a byte from one part to the next changes
/// it). The same bytes give the same hash on every machine and release.
fn content_hash(parts: &[&[u8]]) -> String {
    use sha2::{Digest, Sha256};
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    h.finalize()[..8].iter().map(|b| format!("{b:02x}")).collect()
}

/// Moves the inline `<script type="module">` Trunk writes into `index.html`
/// to `start-<hash>.js` and loads that instead ([`start_script`]), as an
/// `async` module; drops Trunk's preload of the plain wasm.
fn externalise_start_script(dist: &Path) -> Result {
    let index = dist.join("index.html");
    let html = fs::read_to_string(&index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    let (start, end, trunk) =
        inline_module(&html).ok_or("trunk wrote no inline start-up script into index.html (has Trunk changed?)")?;
    let unpack =
        fs::read_to_string(dist.join("wasm-unpack.js")).map_err(|e| format!("cannot read dist/wasm-unpack.js: {e}"))?;
    let (script, wasm) = start_script(trunk, &unpack)?;
    let name = format!("start-{}.js", &content_hash(&[script.as_bytes()])[..12]);
    fs::write(dist.join(&name), &script).map_err(|e| format!("cannot write {name}: {e}"))?;
    let html = format!("{}<script type=\"module\" async src=\"./{name}\"></script>{}", &html[..start], &html[end..]);
    if html.contains("<script>") || html.contains("<script type=\"module\">") {
        return Err("index.html still has an inline script".into());
    }
    let html = drop_preload(&html, &wasm)?;
    fs::write(&index, html).map_err(|e| format!("cannot write {}: {e}", index.display()))
}

/// The start-up script made from Trunk's (`trunk`), and the main wasm's
/// file name. It loads wasm-bindgen's glue (a dynamic `import()`;
/// `<link rel="modulepreload">` has fetched it meanwhile), waits until the
/// page's loading outline (`index.html`) has been painted, and then
/// downloads the compressed wasm through the unpacking fetch (`unpack`,
/// web/wasm-unpack.js, inlined without its comments), once in every engine
/// (WebKit never hands a preload `as="fetch"` to `fetch()`: it downloaded
/// the wasm twice). The outline first: on a slow connection the page shows
/// at once instead of sharing the line with 230 KB of wasm, and the
/// outline is the page's largest paint (measured before the game is
/// fetched). The wait is the outline's decoding and one frame, never more
/// than 100 ms (frames held back in a hidden tab).
pub fn start_script(trunk: &str, unpack: &str) -> Result<(String, String)> {
    let changed = |what: &str| format!("trunk's start-up script {what} (has Trunk changed?)");
    let (wasm_at, wasm) = main_wasm(trunk).ok_or_else(|| changed("names no `module_or_path: './…_bg.wasm'`"))?;
    let import = "import init, * as bindings from './";
    let import_at = trunk.find(import).ok_or_else(|| changed("has no `import init, * as bindings from './…'`"))?;
    let glue_end = trunk[import_at + import.len()..].find("';").ok_or_else(|| changed("has an unclosed import"))?;
    let glue = &trunk[import_at + import.len()..import_at + import.len() + glue_end];
    let import_end = import_at + import.len() + glue_end + "';".len();
    if wasm_at < import_end || !glue.ends_with(".js") {
        return Err(changed("is not `import …; … init({ module_or_path: '…' })`"));
    }
    let unpack: String =
        unpack.lines().filter(|l| !l.trim_start().starts_with("//")).map(|l| format!("{l}\n")).collect();
    let packed = packed_name(wasm);
    let learning = learning();
    let script = format!(
        "{unpack}\n\
         {learning}\n\
         // The module runs as soon as it is loaded: the page may not be parsed yet.\n\
         if (document.readyState === 'loading') await new Promise((r) => addEventListener('DOMContentLoaded', r, {{ once: true }}));\n\
         {PAINTED}\n\
         if (warriLearning) {{\n\
         {SITE}\n\
         }} else {{\n\
         {}const bindings = await import('./{glue}');\n\
         const init = bindings.default;\n\
         const warriMainWasm = warriWasm('./{packed}', './{wasm}');\n\
         {}warriMainWasm{}\n\
         }}\n",
        &trunk[..import_at],
        &trunk[import_end..wasm_at],
        &trunk[wasm_at + wasm.len() + "'./'".len()..]
    );
    Ok((script, wasm.to_string()))
}

/// The pages of the site's module, as the web crate's route knows them:
/// its one list, compiled in here (`warri_web::shell::route::Route::loads_site`).
#[path = "../../warri-web/src/shell/site_links.rs"]
mod site_links;

/// Whether the address opens a page of the site's module (the lessons, a
/// rules page, a game review, the puzzles), tested on the fragment's
/// parameters first, then the query's, as the pages read them. Those pages
/// load the whole site's module (`warri-site`) instead of the game's, so
/// the game's first board never carries them. Written from
/// [`site_links`], the list the web crate's route is checked against.
fn learning() -> String {
    let quoted = |names: &[&str]| names.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>().join(", ");
    format!(
        "// A page of the site's module (the lessons, a rules page, a review, the puzzles, the glossary, playing a friend) loads it instead of the game's.\n\
         const warriLink = new URLSearchParams(`${{location.hash.slice(1)}}&${{location.search.slice(1)}}`);\n\
         const warriLearning = [{}].includes((warriLink.get('view') || '').trim()) || [{}].some((p) => !!(warriLink.get(p) || '').trim());",
        quoted(&site_links::SITE_VIEWS),
        quoted(&site_links::SITE_PARAMS)
    )
}

/// Loads the whole site's module: its no-modules glue as a classic script,
/// then its wasm, compressed where it can be.
const SITE: &str = "await new Promise((resolve, reject) => { const s = document.createElement('script'); s.src = './warri-site.js'; s.onload = resolve; s.onerror = reject; document.head.append(s); });\n\
await wasm_bindgen({ module_or_path: warriWasm('./warri-site_bg.wasm-gz.bin', './warri-site_bg.wasm') });";

/// The start script's wait for the loading outline's first paint (see
/// [`start_script`]).
const PAINTED: &str = "// The loading outline is painted before the game's wasm is fetched (within 100 ms where frames are held back).\n\
await new Promise((r) => { setTimeout(r, 100); const img = document.querySelector('#loading img'); (img ? img.decode() : Promise.resolve()).catch(() => {}).then(() => requestAnimationFrame(() => setTimeout(r))); });";

/// The first inline `<script type="module">` of `html`: where the element
/// starts and ends, and its trimmed text.
pub fn inline_module(html: &str) -> Option<(usize, usize, &str)> {
    let open = "<script type=\"module\">";
    let start = html.find(open)?;
    let body_start = start + open.len();
    let body_end = html[body_start..].find("</script>").map(|e| body_start + e)?;
    Some((start, body_end + "</script>".len(), html[body_start..body_end].trim()))
}

/// Where Trunk's start-up script names the main wasm (the quoted
/// `'./NAME_bg.wasm'` after `module_or_path: `), and `NAME_bg.wasm`.
pub fn main_wasm(script: &str) -> Option<(usize, &str)> {
    let key = "module_or_path: '";
    let at = script.find(key)? + key.len() - 1;
    let name = script[at + 1..].split('\'').next()?.strip_prefix("./")?;
    name.ends_with(".wasm").then_some((at, name))
}

/// Removes Trunk's `<link rel="preload">` of the plain `wasm` (the start
/// script fetches the compressed one itself, as early).
fn drop_preload(html: &str, wasm: &str) -> Result<String> {
    let needle = format!("href=\"./{wasm}\"");
    let at = html.find(&needle).ok_or_else(|| format!("index.html has no preload of {wasm} (has Trunk changed?)"))?;
    let start = html[..at].rfind('<').ok_or("malformed index.html")?;
    let end = at + html[at..].find('>').ok_or("malformed index.html")? + 1;
    if !html[start..end].starts_with("<link rel=\"preload\"") {
        return Err(format!("index.html names {wasm} outside a preload link (has Trunk changed?)"));
    }
    Ok(format!("{}{}", &html[..start], &html[end..]))
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

/// Writes the release's file list, its (compressed, plain) wasm pairs and
/// its version into `sw.js`.
fn fill_service_worker(dist: &Path, packed: &[(String, String)]) -> Result {
    let sw_path = dist.join("sw.js");
    let sw = fs::read_to_string(&sw_path).map_err(|e| format!("cannot read {}: {e}", sw_path.display()))?;
    let mut files = Vec::new();
    files_under(dist, dist, &mut files)?;
    files.retain(|f| f != "sw.js");
    let contents: Vec<Vec<u8>> = files.iter().map(|f| fs::read(dist.join(f)).unwrap_or_default()).collect();
    let mut parts: Vec<&[u8]> = files.iter().map(|f| f.as_bytes()).collect();
    parts.extend(contents.iter().map(|c| c.as_slice()));
    let version = content_hash(&parts);
    let mut list = vec!["./".to_string()];
    list.extend(files.iter().map(|f| format!("./{f}")));
    let pairs: Vec<[String; 2]> = packed.iter().map(|(p, w)| [format!("./{p}"), format!("./{w}")]).collect();
    let markers = ["'__WARRI_VERSION__'", "__WARRI_FILES__", "__WARRI_PACKED__"];
    if let Some(m) = markers.iter().find(|m| !sw.contains(*m)) {
        return Err(format!("web/sw.js has no {m} marker"));
    }
    let filled = sw
        .replace(markers[0], &format!("'{version}'"))
        .replace(markers[1], &serde_json::to_string(&list).expect("strings serialise"))
        .replace(markers[2], &serde_json::to_string(&pairs).expect("strings serialise"));
    fs::write(&sw_path, filled).map_err(|e| format!("cannot write {}: {e}", sw_path.display()))?;
    println!("    dist/sw.js: {} files, version {version}", list.len());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What Trunk 0.21 writes (abridged).
    const TRUNK_INDEX: &str = r#"<head>
<script type="module">
import init, * as bindings from './warri-web-0123.js';
const wasm = await init({ module_or_path: './warri-web-0123_bg.wasm' });
window.wasmBindings = bindings;
</script>
<link rel="modulepreload" href="./warri-web-0123.js" crossorigin="anonymous" integrity="sha384-a"><link rel="preload" href="./warri-web-0123_bg.wasm" crossorigin="anonymous" integrity="sha384-b" as="fetch" type="application/wasm"></head>"#;

    #[test]
    fn the_start_script_sends_the_site_modules_links_to_it() {
        let js = learning();
        assert!(
            js.contains(
                "['learn', 'rules', 'review', 'puzzles', 'glossary', 'friend'].includes((warriLink.get('view') || '').trim())"
            ),
            "{js}"
        );
        assert!(js.contains("['lesson', 'friend'].some((p) => !!(warriLink.get(p) || '').trim())"), "{js}");
        assert!(js.contains("new URLSearchParams(`${location.hash.slice(1)}&${location.search.slice(1)}`)"), "{js}");
    }

    #[test]
    fn the_start_script_and_its_wasm_are_found() {
        let (start, end, script) = inline_module(TRUNK_INDEX).unwrap();
        assert!(TRUNK_INDEX[start..].starts_with("<script type=\"module\">"));
        assert!(TRUNK_INDEX[..end].ends_with("</script>"));
        assert!(script.starts_with("import init") && script.ends_with("bindings;"));
        let (at, wasm) = main_wasm(script).unwrap();
        assert_eq!(wasm, "warri-web-0123_bg.wasm");
        assert_eq!(&script[at..at + wasm.len() + 4], "'./warri-web-0123_bg.wasm'");
        assert_eq!(packed_name(wasm), "warri-web-0123_bg.wasm-gz.bin");
        assert_eq!(main_wasm("await init({ module_or_path: './x.js' })"), None);
    }

    #[test]
    fn the_start_script_fetches_the_compressed_wasm_after_the_outline_is_painted() {
        let (_, _, trunk) = inline_module(TRUNK_INDEX).unwrap();
        let unpack = "// a comment\nself.warriWasm = () => {};\n";
        let (script, wasm) = start_script(trunk, unpack).unwrap();
        assert_eq!(wasm, "warri-web-0123_bg.wasm");
        let learning = learning();
        assert_eq!(
            script,
            format!(
                "self.warriWasm = () => {{}};\n\n\
                 {learning}\n\
                 // The module runs as soon as it is loaded: the page may not be parsed yet.\n\
                 if (document.readyState === 'loading') await new Promise((r) => addEventListener('DOMContentLoaded', r, {{ once: true }}));\n\
                 {PAINTED}\n\
                 if (warriLearning) {{\n\
                 {SITE}\n\
                 }} else {{\n\
                 const bindings = await import('./warri-web-0123.js');\n\
                 const init = bindings.default;\n\
                 const warriMainWasm = warriWasm('./warri-web-0123_bg.wasm-gz.bin', './warri-web-0123_bg.wasm');\n\n\
                 const wasm = await init({{ module_or_path: warriMainWasm }});\n\
                 window.wasmBindings = bindings;\n\
                 }}\n"
            )
        );
        assert!(start_script("const wasm = await init({ module_or_path: './x_bg.wasm' });", unpack).is_err());
    }

    #[test]
    fn the_content_hash_is_sha256_of_the_parts_with_their_lengths() {
        // The first 8 bytes of sha256(3u64 little-endian ++ "abc") and of
        // sha256(2u64 ++ "ab" ++ 1u64 ++ "c"), computed with Python's hashlib.
        assert_eq!(content_hash(&[b"abc"]), "ce91dc5eec0139ad");
        assert_eq!(content_hash(&[b"ab", b"c"]), "43ee655579de01ca");
        assert_ne!(content_hash(&[b"a", b"bc"]), content_hash(&[b"ab", b"c"]));
    }

    #[test]
    fn the_preload_of_the_plain_wasm_goes() {
        let html = drop_preload(TRUNK_INDEX, "warri-web-0123_bg.wasm").unwrap();
        assert!(html.ends_with(r#"integrity="sha384-a"></head>"#), "{html}");
        assert!(drop_preload(TRUNK_INDEX, "other_bg.wasm").is_err());
        // The module preload of the glue is no wasm preload.
        assert!(drop_preload(TRUNK_INDEX, "warri-web-0123.js").is_err());
    }
}
