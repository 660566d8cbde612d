//! Running external programs: announce, run, check the exit status.

use std::ffi::{OsStr, OsString};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use crate::Result;

/// The workspace root (two levels above this crate's manifest).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("crates/xtask sits two levels below the workspace root")
        .to_path_buf()
}

/// The `cargo` that runs xtask (`$CARGO`), else `cargo` on `PATH`.
pub fn cargo_program() -> OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// A [`cargo_program`] command run from the workspace root.
pub fn cargo() -> Command {
    let mut c = Command::new(cargo_program());
    c.current_dir(root());
    c
}

/// Prints a step heading.
pub fn step(what: impl AsRef<str>) {
    println!("==> {}", what.as_ref());
}

/// A command line as the user would type it, for messages.
pub fn describe(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for arg in cmd.get_args() {
        s.push(' ');
        s.push_str(&arg.to_string_lossy());
    }
    s
}

/// Prints and runs a command with inherited stdio; an error unless it exits 0.
pub fn run(cmd: &mut Command) -> Result {
    let line = describe(cmd);
    match cmd.get_current_dir() {
        Some(dir) => println!("$ (cd {} && {line})", dir.display()),
        None => println!("$ {line}"),
    }
    let start = Instant::now();
    let status = cmd.status().map_err(|e| format!("cannot run `{line}`: {e}"))?;
    if status.success() {
        println!("    ({:.1}s)", start.elapsed().as_secs_f64());
        Ok(())
    } else {
        Err(format!("`{line}` failed ({status})"))
    }
}

/// Which output of a command [`tee`] copies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// Runs a command (the caller has said what it runs) with its `stream`
/// copied to ours line by line as it comes, each line also handed to
/// `each`; its other output is inherited. An error unless it exits 0.
pub fn tee(cmd: &mut Command, stream: Stream, each: &mut dyn FnMut(&str)) -> Result {
    let line = describe(cmd);
    let start = Instant::now();
    let spawned = match stream {
        Stream::Stdout => cmd.stdout(Stdio::piped()).spawn(),
        Stream::Stderr => cmd.stderr(Stdio::piped()).spawn(),
    };
    let mut child = spawned.map_err(|e| format!("cannot run `{line}`: {e}"))?;
    let pipe: Box<dyn Read> = match stream {
        Stream::Stdout => Box::new(child.stdout.take().expect("stdout is piped")),
        Stream::Stderr => Box::new(child.stderr.take().expect("stderr is piped")),
    };
    let mut reader = BufReader::new(pipe);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let _ = match stream {
            Stream::Stdout => std::io::stdout().lock().write_all(&buf),
            Stream::Stderr => std::io::stderr().lock().write_all(&buf),
        };
        each(&String::from_utf8_lossy(&buf));
    }
    let status = child.wait().map_err(|e| format!("`{line}`: {e}"))?;
    if status.success() {
        println!("    ({:.1}s)", start.elapsed().as_secs_f64());
        Ok(())
    } else {
        Err(format!("`{line}` failed ({status})"))
    }
}

/// Runs a command quietly and returns its stdout, or `None` if it cannot be
/// started or fails.
pub fn output(program: impl AsRef<OsStr>, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Whether `program` can be found on `PATH` (or is an existing path).
pub fn on_path(program: &str) -> bool {
    find_on_path(program).is_some()
}

/// The full path of `program` on `PATH`.
pub fn find_on_path(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        let p = PathBuf::from(program);
        return p.is_file().then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(program)).find(|p| p.is_file())
}

/// `PATH` with `dirs` in front.
pub fn path_with(dirs: &[PathBuf]) -> std::ffi::OsString {
    let mut all: Vec<PathBuf> = dirs.to_vec();
    if let Some(path) = std::env::var_os("PATH") {
        all.extend(std::env::split_paths(&path));
    }
    std::env::join_paths(all).expect("tool directories contain no path separator")
}

/// The 1, 5 and 15-minute load averages (NaN where unknown).
pub fn load_average() -> [f64; 3] {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let mut n = text.split_whitespace().map(|w| w.parse().unwrap_or(f64::NAN));
    [n.next().unwrap_or(f64::NAN), n.next().unwrap_or(f64::NAN), n.next().unwrap_or(f64::NAN)]
}
