//! `cargo xtask serve [--port N]`: build the site, then serve `dist/` on
//! `127.0.0.1` with the project's one static file server,
//! `tests/support/server.mjs` (also run by `cargo xtask test` for the
//! browser tests, and used as a module by the browser tests and the
//! performance scripts: one implementation, one MIME table).
//!
//! It is Node's, not this crate's, because the browser tests need a server
//! they can bend in-process (a sub-path, refused or stalled files, a 503
//! mode, gzip like nginx, a request log) and Node is already a tool of every
//! build (`wasm-opt` comes from npm); a second server in Rust would be a
//! second MIME table and a second idea of which file a URL names.
//!
//! The server knows only `GET` and `HEAD`, answers `/` and directories with
//! their `index.html`, refuses paths that climb out of the served directory
//! and sends the right `Content-Type` (notably `application/wasm`, which
//! `WebAssembly.instantiateStreaming` requires). Like `python3 -m
//! http.server` or nginx's defaults it compresses nothing: the page and the
//! worker fetch the gzip twins of the wasm that `dist` writes
//! (`NAME_bg.wasm-gz.bin`, sent as `application/octet-stream`) and
//! decompress them themselves.

use std::io::{self, BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

use crate::cmd::step;
use crate::tools::{self, Need};
use crate::{args, dist, Result};

/// The port `serve` uses unless told otherwise.
pub const DEFAULT_PORT: u16 = 8080;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let port = args::serve(args)?;

    let tools = tools::ensure(Need::Build)?;
    let dir = dist::build(&tools)?;
    step(format!("serving {}", dir.display()));
    let server = match Server::start(&dir, port.unwrap_or(DEFAULT_PORT), true) {
        Ok(s) => s,
        Err(e) if port.is_none() && e.kind() == io::ErrorKind::AddrInUse => {
            println!("port {DEFAULT_PORT} is busy; using a free one");
            Server::start(&dir, 0, true).map_err(|e| format!("cannot start the server: {e}"))?
        }
        Err(e) => return Err(format!("cannot listen on port {}: {e}", port.unwrap_or(DEFAULT_PORT))),
    };
    println!("\nwarri is being served at {}  (Ctrl-C to stop)\n", server.url());
    server.wait();
    Ok(())
}

/// The project's static file server, running as a child process.
pub struct Server {
    url: String,
    child: Child,
}

impl Server {
    /// Serves `dir` on `127.0.0.1:port` (0: any free port): starts `node
    /// tests/support/server.mjs` and waits for the line with its URL; `log`
    /// prints a line per request. A busy port is `io::ErrorKind::AddrInUse`.
    pub fn start(dir: &Path, port: u16, log: bool) -> io::Result<Server> {
        let mut c = Command::new("node");
        c.arg(crate::cmd::root().join("tests/support/server.mjs"))
            .arg(dir)
            .args(["--port", &port.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped());
        if log {
            c.arg("--log");
        }
        let mut child = c.spawn()?;
        let mut out = BufReader::new(child.stdout.take().expect("piped"));
        let mut first = String::new();
        out.read_line(&mut first)?;
        let Some(url) = url_of_banner(&first) else {
            let status = child.wait()?;
            // The server exits with 3 when the port is taken (its reason is
            // on standard error, shared with ours).
            let kind = if status.code() == Some(3) { io::ErrorKind::AddrInUse } else { io::ErrorKind::Other };
            return Err(io::Error::new(kind, format!("tests/support/server.mjs did not start ({status})")));
        };
        // Its request log, onwards to ours.
        std::thread::spawn(move || {
            for line in out.lines().map_while(|l| l.ok()) {
                println!("{line}");
            }
        });
        Ok(Server { url, child })
    }

    /// The base URL, ending in `/`.
    pub fn url(&self) -> String {
        self.url.clone()
    }

    /// Blocks for as long as the server runs.
    pub fn wait(mut self) {
        let _ = self.child.wait();
    }

    /// Stops the server.
    pub fn stop(self) {
        drop(self);
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The URL in the server's first line, `serving DIR at URL`.
fn url_of_banner(line: &str) -> Option<String> {
    let url = line.strip_prefix("serving ")?.trim_end().rsplit_once(" at ")?.1;
    (url.starts_with("http://") && url.ends_with('/')).then(|| url.to_string())
}

#[cfg(test)]
mod tests {
    use super::url_of_banner;

    // The server itself is tested where it lives: tests/support/server.test.mjs.
    #[test]
    fn reads_the_url_of_the_banner() {
        assert_eq!(
            url_of_banner("serving /w/dist at http://127.0.0.1:8080/\n").as_deref(),
            Some("http://127.0.0.1:8080/")
        );
        assert_eq!(url_of_banner("server.mjs: cannot listen on port 80\n"), None);
        assert_eq!(url_of_banner(""), None);
    }
}
