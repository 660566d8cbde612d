//! `cargo xtask serve [--port N]`: build the site, then serve `dist/` on
//! `127.0.0.1` with the small static file server in this module (also used
//! in-process by `cargo xtask test`).
//!
//! The server knows only `GET` and `HEAD`, answers `/` and directories with
//! their `index.html`, refuses paths that climb out of the served directory,
//! sends the right `Content-Type` (notably `application/wasm`, which
//! `WebAssembly.instantiateStreaming` requires) and closes every connection.
//! Like `python3 -m http.server` or nginx's defaults it compresses nothing:
//! the page and the worker fetch the gzip twins of the wasm that `dist`
//! writes (`NAME_bg.wasm-gz.bin`, sent as `application/octet-stream`) and
//! decompress them themselves.

use std::fs;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::Duration;

use crate::cmd::step;
use crate::tools::{self, Need};
use crate::{dist, Result};

/// The port `serve` uses unless told otherwise.
pub const DEFAULT_PORT: u16 = 8080;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let mut port = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let value = match arg.strip_prefix("--port=") {
            Some(v) => v.to_string(),
            None if arg == "--port" => rest.next().cloned().ok_or("--port needs a number")?,
            None => return Err(format!("`cargo xtask serve`: unexpected argument `{arg}`")),
        };
        port = Some(value.parse::<u16>().map_err(|_| format!("--port: not a port number: `{value}`"))?);
    }

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

/// A running static file server.
pub struct Server {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

impl Server {
    /// Serves `dir` on `127.0.0.1:port` (0: any free port) from a background
    /// thread; `log` prints a line per request.
    pub fn start(dir: &Path, port: u16, log: bool) -> io::Result<Server> {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, port))?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let root = Arc::new(dir.canonicalize()?);
        let flag = Arc::clone(&stop);
        let thread = thread::spawn(move || {
            for conn in listener.incoming() {
                if flag.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(conn) = conn else { continue };
                let root = Arc::clone(&root);
                thread::spawn(move || {
                    let _ = handle(conn, &root, log);
                });
            }
        });
        Ok(Server { addr, stop, thread })
    }

    /// The base URL, ending in `/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Blocks for as long as the server runs.
    pub fn wait(self) {
        let _ = self.thread.join();
    }

    /// Stops accepting connections and waits for the accept loop to end.
    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the blocking accept() up.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        let _ = self.thread.join();
    }
}

fn handle(stream: TcpStream, root: &Path, log: bool) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    stream.set_write_timeout(Some(Duration::from_secs(30)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    // Skip the headers.
    let mut line = String::new();
    let mut header_bytes = 0;
    loop {
        line.clear();
        let n = reader.read_line(&mut line)?;
        header_bytes += n;
        if n == 0 || line == "\r\n" || line == "\n" || header_bytes > 64 * 1024 {
            break;
        }
    }
    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    let mut out = stream;
    let (status, body, mime) = if method != "GET" && method != "HEAD" {
        (405, b"method not allowed\n".to_vec(), "text/plain; charset=utf-8")
    } else {
        match resolve(root, target).and_then(|p| fs::read(&p).ok().map(|b| (p, b))) {
            Some((path, bytes)) => (200, bytes, mime_type(&path)),
            None => (404, b"not found\n".to_vec(), "text/plain; charset=utf-8"),
        }
    };
    if log {
        println!("{method} {target} {status}");
    }
    let reason = match status {
        200 => "OK",
        404 => "Not Found",
        _ => "Method Not Allowed",
    };
    write!(
        out,
        "HTTP/1.1 {status} {reason}\r\nContent-Type: {mime}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if method != "HEAD" {
        out.write_all(&body)?;
    }
    out.flush()
}

/// The file a request target names under `root`, if it exists and stays
/// inside `root`.
fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let decoded = percent_decode(path)?;
    let mut file = root.to_path_buf();
    for comp in Path::new(decoded.trim_start_matches('/')).components() {
        match comp {
            Component::Normal(c) => file.push(c),
            Component::CurDir => {}
            _ => return None,
        }
    }
    if file.is_dir() {
        file.push("index.html");
    }
    let file = file.canonicalize().ok()?;
    (file.starts_with(root) && file.is_file()).then_some(file)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The `Content-Type` of a file, by extension.
pub fn mime_type(path: &Path) -> &'static str {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mime_types() {
        assert_eq!(mime_type(Path::new("a/b.wasm")), "application/wasm");
        assert_eq!(mime_type(Path::new("index.HTML")), "text/html; charset=utf-8");
        assert_eq!(mime_type(Path::new("x.js")), "text/javascript; charset=utf-8");
        // The compressed wasm `dist` writes: bytes, as every host labels `.bin`.
        assert_eq!(mime_type(Path::new("warri-worker_bg.wasm-gz.bin")), "application/octet-stream");
    }

    #[test]
    fn serves_files_and_refuses_escapes() {
        let dir = std::env::temp_dir().join(format!("xtask-serve-test-{}", std::process::id()));
        fs::create_dir_all(dir.join("sub")).unwrap();
        fs::write(dir.join("index.html"), "<p>hi</p>").unwrap();
        fs::write(dir.join("sub/app.wasm"), b"\0asm").unwrap();
        let root = dir.canonicalize().unwrap();
        assert_eq!(resolve(&root, "/?variant=wahree"), Some(root.join("index.html")));
        assert_eq!(resolve(&root, "/sub/app.wasm"), Some(root.join("sub/app.wasm")));
        assert_eq!(resolve(&root, "/sub/%61pp.wasm"), Some(root.join("sub/app.wasm")));
        assert_eq!(resolve(&root, "/../etc/passwd"), None);
        assert_eq!(resolve(&root, "/%2e%2e/etc/passwd"), None);
        assert_eq!(resolve(&root, "/missing"), None);

        let server = Server::start(&dir, 0, false).unwrap();
        let mut conn = TcpStream::connect(server.addr).unwrap();
        conn.write_all(b"GET /sub/app.wasm HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let mut reply = Vec::new();
        io::Read::read_to_end(&mut conn, &mut reply).unwrap();
        let reply = String::from_utf8_lossy(&reply);
        assert!(reply.starts_with("HTTP/1.1 200 OK\r\n"), "{reply}");
        assert!(reply.contains("Content-Type: application/wasm\r\n"), "{reply}");
        assert!(reply.ends_with("\r\n\r\n\0asm"), "{reply}");
        server.stop();
        fs::remove_dir_all(&dir).unwrap();
    }
}
