//! `cargo xtask dist --single-file`: the whole game as one HTML file,
//! `dist-single/warri.html`, for a USB stick or a shared folder: opened by
//! double-click (`file://`), it plays with no network at all, the computer
//! opponent included.
//!
//! Made from the release in `dist/` (so after [`crate::dist::build`]):
//! - the style sheet in a `<style>`, the icon as a `data:` URL;
//! - the whole site's wasm (`warri-site`: the game and the learning pages)
//!   and the worker's, gzip-compressed (the `.wasm-gz.bin`
//!   twins `dist` writes) and base64-encoded in data blocks
//!   (`<script type="application/octet-stream">`, which browsers never run),
//!   and the worker's glue base64-encoded in another;
//! - the lessons and the rules pages' words (`learn/`, `lessons/`, which
//!   the served site fetches when those pages open) in a JSON data block,
//!   `<script type="application/json" id="warri-files">`, a map from path
//!   to text that the page reads instead of fetching;
//! - one inline module script: the site's wasm-bindgen glue followed by
//!   `web/single-start.js`, which unpacks the wasm with `DecompressionStream`
//!   and builds the worker from a `blob:` URL on first use.
//!
//! Its Content-Security-Policy (a `<meta>`) allows exactly that and nothing
//! external: the inline script and style by their SHA-256 hashes,
//! `'wasm-unsafe-eval'`, `blob:` workers and `data:` images. No service
//! worker, no manifest: a `file://` page has neither.

use std::fs;
use std::path::{Path, PathBuf};

use crate::cmd::{self, step};
use crate::pack::{self, human};
use crate::Result;

/// The largest the file may be (issue 10): 1.5 MB.
pub const MAX_BYTES: u64 = 1_500_000;

/// The output directory.
pub fn dir() -> PathBuf {
    cmd::root().join("dist-single")
}

/// The single file.
pub fn file() -> PathBuf {
    dir().join("warri.html")
}

/// Writes `dist-single/warri.html` from the release in `dist` (built by
/// [`crate::dist::build`]); returns its path.
pub fn build(dist: &Path) -> Result<PathBuf> {
    step("writing the single-file game dist-single/warri.html from dist/");
    let html = assemble(dist)?;
    let out = file();
    fs::create_dir_all(dir()).map_err(|e| format!("cannot create {}: {e}", dir().display()))?;
    fs::write(&out, &html).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    let size = html.len() as u64;
    println!("    {}: {}", out.strip_prefix(cmd::root()).unwrap_or(&out).display(), human(size));
    if size > MAX_BYTES {
        return Err(format!("{} is {size} bytes, over the {MAX_BYTES}-byte budget", out.display()));
    }
    Ok(out)
}

/// The single file's text.
fn assemble(dist: &Path) -> Result<String> {
    let read = |name: &str| fs::read(dist.join(name)).map_err(|e| format!("cannot read dist/{name}: {e}"));
    let text = |name: &str| fs::read_to_string(dist.join(name)).map_err(|e| format!("cannot read dist/{name}: {e}"));
    let index = text("index.html")?;
    // The whole site's module (the game and the learning pages): the one
    // module of the single file. Its glue is wasm-bindgen's no-modules one,
    // defining `wasm_bindgen`.
    let glue_name = "warri-site.js";
    let main_wasm = "warri-site_bg.wasm".to_string();
    let glue = text(glue_name)?;
    if glue.contains("from '")
        || glue.contains("from \"")
        || !glue.contains("async function __wbg_init(")
        || !glue.starts_with("let wasm_bindgen")
    {
        return Err(format!("dist/{glue_name} is not the self-contained no-modules wasm-bindgen glue this expects"));
    }
    let boot = fs::read_to_string(cmd::root().join("web/single-start.js"))
        .map_err(|e| format!("cannot read web/single-start.js: {e}"))?;
    let script = format!("{}\n{boot}", glue.trim_end());
    let css_name =
        attribute_after(&index, "<link rel=\"stylesheet\" href=\"./").ok_or("dist/index.html links no style sheet")?;
    let css = text(&css_name)?;
    let icon = attribute_after(&index, "<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:")
        .ok_or("dist/index.html has no icon of its own (a data: URL)")?;
    for (what, body) in [("script", &script), ("style sheet", &css)] {
        let lower = body.to_ascii_lowercase();
        if lower.contains("</script") || lower.contains("</style") || lower.contains("<!--") {
            return Err(format!("the {what} contains `</script`, `</style` or `<!--` and cannot be inlined"));
        }
    }
    let description = attribute_after(&index, "<meta name=\"description\" content=\"").unwrap_or_default();
    let theme = attribute_after(&index, "<meta name=\"theme-color\" content=\"").unwrap_or_default();
    let csp = format!(
        "default-src 'none'; script-src 'sha256-{}' 'wasm-unsafe-eval'; style-src 'sha256-{}'; img-src data:; \
         worker-src blob:; base-uri 'none'; form-action 'none'",
        base64(&sha256(script.as_bytes())),
        base64(&sha256(css.as_bytes()))
    );
    let block = |id: &str, bytes: &[u8]| {
        format!("<script type=\"application/octet-stream\" id=\"{id}\">{}</script>\n", base64(bytes))
    };
    let packed = |name: &str| read(&pack::packed_name(name));
    let mut html = String::new();
    html += "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    html += "<!-- warri as one file (`cargo xtask dist --single-file`): open it in a browser, no server or network needed. -->\n";
    html += &format!("<meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">\n");
    html += &format!("<meta name=\"description\" content=\"{description}\">\n");
    html += &format!("<meta name=\"theme-color\" content=\"{theme}\">\n<title>warri</title>\n");
    html += &format!("<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:{icon}\">\n");
    html += &format!("<style>{css}</style>\n");
    html += &block("warri-site-wasm", &packed(&main_wasm)?);
    html += &block("warri-worker-wasm", &packed("warri-worker_bg.wasm")?);
    html += &block("warri-worker-js", &read("warri-worker.js")?);
    html += &format!("<script type=\"application/json\" id=\"warri-files\">{}</script>\n", fetched_files(dist)?);
    html += &format!("<script type=\"module\">{script}</script>\n");
    html += "</head>\n<body>\n<noscript>warri needs JavaScript and WebAssembly.</noscript>\n</body>\n</html>\n";
    Ok(html)
}

/// The files the page fetches on demand (every file under `dist/learn` and
/// `dist/lessons`) as one JSON object from path to text; `<` is escaped so
/// that nothing in it can end the data block.
fn fetched_files(dist: &Path) -> Result<String> {
    let mut entries = serde_json::Map::new();
    for dir in ["learn", "lessons"] {
        let mut names: Vec<String> = fs::read_dir(dist.join(dir))
            .map_err(|e| format!("cannot read dist/{dir}: {e}"))?
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .collect();
        names.sort();
        for name in names {
            let path = format!("{dir}/{name}");
            let text = fs::read_to_string(dist.join(&path)).map_err(|e| format!("cannot read dist/{path}: {e}"))?;
            entries.insert(path, text.into());
        }
    }
    Ok(data_block_json(&entries.into()))
}

/// `value` as JSON that can stand in a `<script>` data block: every `<`
/// (which in JSON can only be inside a string) written `\u003c`, so that
/// nothing in it can end the block.
fn data_block_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// The text after `prefix` in `html` up to the next `"`.
fn attribute_after(html: &str, prefix: &str) -> Option<String> {
    let rest = &html[html.find(prefix)? + prefix.len()..];
    Some(rest.split('"').next()?.to_string())
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// SHA-256, for the policy's script and style hashes.
fn sha256(data: &[u8]) -> [u8; 32] {
    use sha2::Digest;
    sha2::Sha256::digest(data).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fetched_files_are_json_that_cannot_end_the_block() {
        let files = serde_json::json!({ "learn/a<b.ftl": "a\"b\\c\nd</script>\t" });
        let block = data_block_json(&files);
        assert_eq!(block, r#"{"learn/a\u003cb.ftl":"a\"b\\c\nd\u003c/script>\t"}"#);
        assert_eq!(serde_json::from_str::<serde_json::Value>(&block).unwrap(), files);
    }

    #[test]
    fn attributes_are_read() {
        let html =
            r#"<link rel="icon" href="./favicon-1.svg" integrity="x"/><meta name="description" content="Play.">"#;
        assert_eq!(attribute_after(html, "<link rel=\"icon\" href=\"./").as_deref(), Some("favicon-1.svg"));
        assert_eq!(attribute_after(html, "<meta name=\"description\" content=\"").as_deref(), Some("Play."));
        assert_eq!(attribute_after(html, "<title>"), None);
    }
}
