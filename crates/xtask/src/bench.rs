//! `cargo xtask bench [native] [wasm] [web]`: the figures of BENCHMARKS.md.
//!
//! With no argument all three parts run, in this order:
//!
//! - **native**: `cargo bench -p warri-rules --bench perft` (criterion,
//!   `benches/perft.rs`, one core); leaves per second per variant and
//!   position, read from criterion's `thrpt:` lines;
//! - **wasm**: `cargo build --release --example perft_wasm -p warri-rules
//!   --target wasm32-unknown-unknown`, then `node
//!   crates/warri-rules/benches/wasm_perft.mjs <wasm> 10`; leaves per second
//!   of the same depth-10 perft from the start position, and its ratio to
//!   criterion's `start/d10` figure (when the native part ran too);
//! - **web**: the release site (`cargo xtask dist`), the raw and gzip -9 sizes
//!   of its `.wasm` and `.js`, then `dist/` served in-process and `node
//!   tests/perf/web_metrics.mjs <url>` in headless Chromium: time to a
//!   clickable board over cold loads, long tasks and frame times during a
//!   game of random moves at `normal` speed.
//!
//! It prints a summary table and writes every figure to
//! `target/bench/summary.json`. It never edits BENCHMARKS.md: a person writes
//! that from the figures (and notes the machine's load, which this records).

use std::fmt::Write as _;
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use crate::cmd::{self, step};
use crate::serve::Server;
use crate::tools::{self, Need};
use crate::{dist, Result};

/// The perft depth the wasm/native comparison uses (criterion's `start/d10`).
const WASM_DEPTH: u32 = 10;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let parts = ["native", "wasm", "web"];
    for arg in args {
        if !parts.contains(&arg.as_str()) {
            return Err(format!("`cargo xtask bench`: unexpected argument `{arg}` (parts: native, wasm, web)"));
        }
    }
    let wants = |part: &str| args.is_empty() || args.iter().any(|a| a == part);
    let start = Instant::now();
    let mut loads = vec![("start", load_average())];

    // A part that fails does not lose the others' figures: the summary is
    // written with what was measured, and the command fails afterwards.
    let mut failed = Vec::new();
    let mut keep = |part: &'static str, r: Result| {
        if let Err(e) = r {
            eprintln!("xtask: bench {part} failed: {e}");
            failed.push(format!("{part}: {e}"));
        }
    };
    let mut native = Vec::new();
    if wants("native") {
        keep("native", native_perft().map(|rows| native = rows));
        loads.push(("after native", load_average()));
    }
    let mut wasm = Vec::new();
    if wants("wasm") {
        keep("wasm", wasm_perft().map(|rows| wasm = rows));
        loads.push(("after wasm", load_average()));
    }
    let mut web = None;
    if wants("web") {
        keep("web", web_metrics().map(|w| web = Some(w)));
        loads.push(("after web", load_average()));
    }
    let seconds = start.elapsed().as_secs_f64();

    let summary = Summary { native, wasm, web, loads, seconds };
    summary.print();
    let path = cmd::root().join("target/bench/summary.json");
    fs::create_dir_all(path.parent().expect("has a parent"))
        .and_then(|()| fs::write(&path, summary.json()))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("\nfigures written to {} ({seconds:.0}s in all)", path.display());
    if failed.is_empty() {
        Ok(())
    } else {
        Err(failed.join("; "))
    }
}

/// One criterion benchmark: `perft/<variant>/<position>/d<depth>`.
struct NativeRow {
    variant: String,
    position: String,
    depth: u32,
    /// Mean time per perft, in milliseconds (criterion's middle estimate).
    ms: f64,
    /// Leaves per second: criterion's [low, middle, high] estimates.
    leaves_per_second: [f64; 3],
}

/// One variant under Node.
struct WasmRow {
    variant: String,
    depth: u32,
    leaves: u64,
    leaves_per_second: f64,
}

/// The browser figures.
struct Web {
    /// (file name, raw bytes, gzip -9 bytes) of each `.wasm` and `.js`.
    files: Vec<(String, u64, u64)>,
    /// The JSON object web_metrics.mjs printed, verbatim.
    page: String,
}

struct Summary {
    native: Vec<NativeRow>,
    wasm: Vec<WasmRow>,
    web: Option<Web>,
    loads: Vec<(&'static str, [f64; 3])>,
    seconds: f64,
}

fn cargo() -> Command {
    let mut c = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    c.current_dir(cmd::root());
    c
}

/// The workspace's target directory.
fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR").filter(|d| !d.is_empty()) {
        Some(dir) => cmd::root().join(dir),
        None => cmd::root().join("target"),
    }
}

// --- native -------------------------------------------------------------

fn native_perft() -> Result<Vec<NativeRow>> {
    step("native perft: criterion, one core (sample size and depths are set in crates/warri-rules/benches/perft.rs)");
    let out = run_teeing_stdout(cargo().args(["bench", "-p", "warri-rules", "--bench", "perft"]))?;
    let rows = parse_criterion(&out);
    if rows.is_empty() {
        return Err("criterion printed no `thrpt:` line for perft".into());
    }
    Ok(rows)
}

/// Reads criterion's report: a line starting with the benchmark id
/// (`perft/abapa/start/d10`, followed by `time: […]` on the same line when
/// the id is short enough), then `time: [low mid high]` and `thrpt: [low
/// mid high]`.
fn parse_criterion(out: &str) -> Vec<NativeRow> {
    let mut rows = Vec::new();
    let mut id: Option<(String, String, u32)> = None;
    let mut ms = None;
    for line in out.lines() {
        let mut rest = line.trim();
        if let Some(name) = rest.strip_prefix("perft/") {
            let name = name.split_whitespace().next().unwrap_or("");
            let parts: Vec<&str> = name.split('/').collect();
            id = match parts[..] {
                [v, p, d] => {
                    d.strip_prefix('d').and_then(|d| d.parse().ok()).map(|d| (v.to_string(), p.to_string(), d))
                }
                _ => None,
            };
            ms = None;
            rest = rest[("perft/".len() + name.len())..].trim();
        }
        if let Some(values) = rest.strip_prefix("time:") {
            ms = bracket_values(values).map(|v| v[1]).map(|secs| secs * 1e3);
        } else if let Some(values) = rest.strip_prefix("thrpt:") {
            if let (Some((variant, position, depth)), Some(ms), Some(lps)) = (id.take(), ms, bracket_values(values)) {
                rows.push(NativeRow { variant, position, depth, ms, leaves_per_second: lps });
            }
        }
    }
    rows
}

/// `[1.2 ms 1.3 ms 1.4 ms]` → seconds, `[9.1 Melem/s …]` → elements/s.
fn bracket_values(text: &str) -> Option<[f64; 3]> {
    let inner = text.trim().strip_prefix('[')?.strip_suffix(']')?;
    let words: Vec<&str> = inner.split_whitespace().collect();
    if words.len() != 6 {
        return None;
    }
    let mut out = [0.0; 3];
    for (i, pair) in words.chunks(2).enumerate() {
        let n: f64 = pair[0].parse().ok()?;
        let scale = match pair[1] {
            "ps" => 1e-12,
            "ns" => 1e-9,
            "µs" | "us" => 1e-6,
            "ms" => 1e-3,
            "s" => 1.0,
            "elem/s" => 1.0,
            "Kelem/s" => 1e3,
            "Melem/s" => 1e6,
            "Gelem/s" => 1e9,
            _ => return None,
        };
        out[i] = n * scale;
    }
    Some(out)
}

// --- wasm ---------------------------------------------------------------

fn wasm_perft() -> Result<Vec<WasmRow>> {
    tools::ensure_wasm_target()?;
    tools::ensure_node()?;
    step("perft for wasm32: cargo build --release --example perft_wasm");
    cmd::run(cargo().args([
        "build",
        "--release",
        "--example",
        "perft_wasm",
        "-p",
        "warri-rules",
        "--target",
        tools::WASM_TARGET,
    ]))?;
    let wasm = target_dir().join(tools::WASM_TARGET).join("release/examples/perft_wasm.wasm");
    step(format!("perft in wasm under Node, depth {WASM_DEPTH} from the start (best of 3 per variant)"));
    let out = run_teeing_stdout(
        Command::new("node")
            .arg("crates/warri-rules/benches/wasm_perft.mjs")
            .arg(&wasm)
            .arg(WASM_DEPTH.to_string())
            .current_dir(cmd::root()),
    )?;
    let rows: Vec<WasmRow> = out
        .lines()
        .filter(|l| l.trim_start().starts_with('{'))
        .filter_map(|l| {
            Some(WasmRow {
                variant: json_str(l, "variant")?,
                depth: json_num(l, "depth")? as u32,
                leaves: json_num(l, "leaves")? as u64,
                leaves_per_second: json_num(l, "leaves_per_second")?,
            })
        })
        .collect();
    if rows.is_empty() {
        return Err("wasm_perft.mjs printed no figures".into());
    }
    Ok(rows)
}

// --- web ----------------------------------------------------------------

fn web_metrics() -> Result<Web> {
    let tools = tools::ensure(Need::All)?;
    let dir = dist::build(&tools)?;
    let mut files = Vec::new();
    let mut entries: Vec<PathBuf> = fs::read_dir(&dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "wasm" || x == "js"))
        .collect();
    entries.sort();
    for file in entries {
        let raw = fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        let gz = gzip_size(&file).ok_or_else(|| format!("cannot gzip {} (is gzip installed?)", file.display()))?;
        let name = file.file_name().unwrap_or_default().to_string_lossy().into_owned();
        files.push((name, raw, gz));
    }
    let server = Server::start(&dir, 0, false).map_err(|e| format!("cannot start the server: {e}"))?;
    step(format!("page figures in headless Chromium: node tests/perf/web_metrics.mjs {}", server.url()));
    let out = run_teeing_stdout(
        Command::new("node")
            .arg("tests/perf/web_metrics.mjs")
            .arg(server.url())
            .current_dir(cmd::root())
            .env("WARRI_CHROMIUM", tools::chromium()),
    );
    server.stop();
    let page = out?
        .lines()
        .rev()
        .find(|l| l.trim_start().starts_with('{'))
        .map(|l| l.trim().to_string())
        .ok_or("web_metrics.mjs printed no JSON")?;
    Ok(Web { files, page })
}

/// The size of `file` compressed by `gzip -9` (as `cargo xtask dist` prints it).
fn gzip_size(file: &Path) -> Option<u64> {
    let out = Command::new("gzip").args(["-9", "-c"]).arg(file).stderr(Stdio::null()).output().ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

// --- helpers ------------------------------------------------------------

/// Prints and runs a command with stdout copied to ours as it comes and
/// also returned; stderr is inherited.
fn run_teeing_stdout(c: &mut Command) -> Result<String> {
    let line = cmd::describe(c);
    println!("$ {line}");
    let start = Instant::now();
    let mut child = c.stdout(Stdio::piped()).spawn().map_err(|e| format!("cannot run `{line}`: {e}"))?;
    let mut all = String::new();
    let mut reader = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&buf);
        print!("{text}");
        all.push_str(&text);
    }
    let status = child.wait().map_err(|e| format!("`{line}`: {e}"))?;
    if status.success() {
        println!("    ({:.1}s)", start.elapsed().as_secs_f64());
        Ok(all)
    } else {
        Err(format!("`{line}` failed ({status})"))
    }
}

/// The 1, 5 and 15 minute load averages.
fn load_average() -> [f64; 3] {
    let text = fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let mut n = text.split_whitespace().map(|w| w.parse().unwrap_or(f64::NAN));
    [n.next().unwrap_or(f64::NAN), n.next().unwrap_or(f64::NAN), n.next().unwrap_or(f64::NAN)]
}

fn cpu_model() -> String {
    fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| {
            t.lines().find_map(|l| l.strip_prefix("model name")?.split_once(':').map(|(_, m)| m.trim().to_string()))
        })
        .unwrap_or_else(|| "unknown".into())
}

/// The number after `"key":` in a flat JSON object.
fn json_num(obj: &str, key: &str) -> Option<f64> {
    let at = obj.find(&format!("\"{key}\":"))? + key.len() + 3;
    let rest = obj[at..].trim_start();
    let end = rest.find([',', '}', ']']).unwrap_or(rest.len());
    rest[..end].trim().parse().ok()
}

/// The string after `"key":` in a flat JSON object (no escapes).
fn json_str(obj: &str, key: &str) -> Option<String> {
    let at = obj.find(&format!("\"{key}\":"))? + key.len() + 3;
    let rest = obj[at..].trim_start().strip_prefix('"')?;
    Some(rest[..rest.find('"')?].to_string())
}

fn json_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// A finite number, or `null`.
fn num(x: f64) -> String {
    if x.is_finite() {
        format!("{}", (x * 1000.0).round() / 1000.0)
    } else {
        "null".into()
    }
}

fn mega(x: f64) -> String {
    format!("{:.1} M", x / 1e6)
}

fn kib(bytes: u64) -> String {
    format!("{:.1} KiB", bytes as f64 / 1024.0)
}

impl Summary {
    /// The native figure for the wasm comparison.
    fn native_start(&self, variant: &str) -> Option<&NativeRow> {
        self.native.iter().find(|r| r.variant == variant && r.position == "start" && r.depth == WASM_DEPTH)
    }

    fn print(&self) {
        println!("\n==================== warri benchmarks ====================");
        println!(
            "machine: {} CPU(s), {}; load average at start {:.2} (1 min)",
            std::thread::available_parallelism().map_or(0, |n| n.get()),
            cpu_model(),
            self.loads[0].1[0]
        );
        if !self.native.is_empty() {
            println!("\nnative perft, leaves/s (criterion middle estimate; target >= 30 M on one core)");
            println!("  {:<14} {:<10} {:>12} {:>10}", "variant", "position", "leaves/s", "ms/perft");
            for r in &self.native {
                println!(
                    "  {:<14} {:<10} {:>12} {:>10.1}",
                    r.variant,
                    format!("{}/d{}", r.position, r.depth),
                    mega(r.leaves_per_second[1]),
                    r.ms
                );
            }
        }
        if !self.wasm.is_empty() {
            println!("\nwasm under Node vs native, start position, depth {WASM_DEPTH} (target ratio >= 0.5)");
            println!("  {:<14} {:>12} {:>12} {:>7}", "variant", "wasm", "native", "ratio");
            for w in &self.wasm {
                let native = self.native_start(&w.variant).map(|n| n.leaves_per_second[1]);
                println!(
                    "  {:<14} {:>12} {:>12} {:>7}",
                    w.variant,
                    mega(w.leaves_per_second),
                    native.map_or("-".into(), mega),
                    native.map_or("-".into(), |n| format!("{:.2}", w.leaves_per_second / n))
                );
            }
        }
        if let Some(web) = &self.web {
            println!("\nweb (release dist/, headless Chromium on localhost)");
            for (name, raw, gz) in &web.files {
                println!("  {name:<40} {:>10} raw {:>10} gzip -9", kib(*raw), kib(*gz));
            }
            let (raw, gz) = web.files.iter().fold((0, 0), |(r, g), f| (r + f.1, g + f.2));
            println!(
                "  {:<40} {:>10} raw {:>10} gzip -9  (target: the .wasm <= 300 KB gzip)",
                "all .wasm and .js",
                kib(raw),
                kib(gz)
            );
            let p = &web.page;
            let f = |k: &str| json_num(p, k).map_or("?".into(), |x| format!("{x}"));
            println!(
                "  board in the DOM / first frame with it (median of {} cold loads): {} / {} ms  (target <= 1000 ms)",
                f("loads"),
                f("board_dom_ms_median"),
                f("board_frame_ms_median")
            );
            println!(
                "  during {} moves at normal speed: {} long tasks, longest {} ms  (target: none over 50 ms)",
                f("moves"),
                f("long_task_count"),
                f("long_task_max_ms")
            );
            println!(
                "  animation frames: {} intervals while busy, median {} ms, 95th percentile {} ms, longest {} ms",
                f("frames"),
                f("frame_ms_median"),
                f("frame_ms_p95"),
                f("frame_ms_max")
            );
        }
        let loads: Vec<String> = self.loads.iter().map(|(when, l)| format!("{when} {:.2}", l[0])).collect();
        println!("\nload average (1 min): {}", loads.join(", "));
    }

    fn json(&self) -> String {
        let unix = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let mut s = String::from("{\n");
        let _ = writeln!(s, "  \"unix_time\": {unix},");
        let _ = writeln!(s, "  \"seconds\": {},", num(self.seconds));
        // What was measured: the commit, and how many files differed from it.
        let head = cmd::output("git", &["-C", &cmd::root().to_string_lossy(), "rev-parse", "HEAD"]).unwrap_or_default();
        let changed = cmd::output("git", &["-C", &cmd::root().to_string_lossy(), "status", "--porcelain"])
            .map_or(0, |o| o.lines().count());
        let _ = writeln!(s, "  \"git\": {{\"head\": \"{}\", \"changed_files\": {changed}}},", head.trim());
        let _ = writeln!(
            s,
            "  \"machine\": {{\"cpus\": {}, \"cpu_model\": \"{}\"}},",
            std::thread::available_parallelism().map_or(0, |n| n.get()),
            json_escape(&cpu_model())
        );
        let loads: Vec<String> = self
            .loads
            .iter()
            .map(|(when, l)| {
                format!(
                    "{{\"when\": \"{when}\", \"avg1\": {}, \"avg5\": {}, \"avg15\": {}}}",
                    num(l[0]),
                    num(l[1]),
                    num(l[2])
                )
            })
            .collect();
        let _ = writeln!(s, "  \"load_average\": [{}],", loads.join(", "));
        let native: Vec<String> = self
            .native
            .iter()
            .map(|r| {
                format!(
                    "    {{\"variant\": \"{}\", \"position\": \"{}\", \"depth\": {}, \"ms\": {}, \"leaves_per_second\": {}, \"leaves_per_second_low\": {}, \"leaves_per_second_high\": {}}}",
                    r.variant,
                    r.position,
                    r.depth,
                    num(r.ms),
                    num(r.leaves_per_second[1]),
                    num(r.leaves_per_second[0]),
                    num(r.leaves_per_second[2])
                )
            })
            .collect();
        let _ = writeln!(s, "  \"native\": [\n{}\n  ],", native.join(",\n"));
        let wasm: Vec<String> = self
            .wasm
            .iter()
            .map(|w| {
                let native = self.native_start(&w.variant).map(|n| n.leaves_per_second[1]);
                format!(
                    "    {{\"variant\": \"{}\", \"depth\": {}, \"leaves\": {}, \"leaves_per_second\": {}, \"native_leaves_per_second\": {}, \"ratio\": {}}}",
                    w.variant,
                    w.depth,
                    w.leaves,
                    num(w.leaves_per_second),
                    native.map_or("null".into(), num),
                    native.map_or("null".into(), |n| num(w.leaves_per_second / n))
                )
            })
            .collect();
        let _ = writeln!(s, "  \"wasm\": [\n{}\n  ],", wasm.join(",\n"));
        match &self.web {
            None => s.push_str("  \"web\": null\n"),
            Some(web) => {
                let files: Vec<String> = web
                    .files
                    .iter()
                    .map(|(name, raw, gz)| {
                        format!("{{\"file\": \"{}\", \"bytes\": {raw}, \"gzip_bytes\": {gz}}}", json_escape(name))
                    })
                    .collect();
                let _ = writeln!(
                    s,
                    "  \"web\": {{\n    \"files\": [{}],\n    \"page\": {}\n  }}",
                    files.join(", "),
                    web.page
                );
            }
        }
        s.push_str("}\n");
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_criterion_reports() {
        let out = "\
perft/abapa/start/d10   time:   [165.12 ms 166.01 ms 167.00 ms]
                        thrpt:  [108.61 Melem/s 109.26 Melem/s 109.85 Melem/s]
                 change: [-1.0% +0.2% +1.1%] (p = 0.70 > 0.05)
perft/speightstown/middle/d8
                        time:   [900.00 µs 1.0000 ms 1.1000 ms]
                        thrpt:  [1.0000 Gelem/s 999.00 Melem/s 900.00 Kelem/s]
";
        let rows = parse_criterion(out);
        assert_eq!(rows.len(), 2);
        assert_eq!((rows[0].variant.as_str(), rows[0].position.as_str(), rows[0].depth), ("abapa", "start", 10));
        assert!((rows[0].ms - 166.01).abs() < 1e-9);
        assert!((rows[0].leaves_per_second[1] - 109.26e6).abs() < 1.0);
        assert_eq!((rows[1].variant.as_str(), rows[1].position.as_str(), rows[1].depth), ("speightstown", "middle", 8));
        assert!((rows[1].ms - 1.0).abs() < 1e-9);
        assert_eq!(rows[1].leaves_per_second, [1e9, 999e6, 900e3]);
    }

    #[test]
    fn reads_flat_json() {
        let l = r#"{"variant":"wari","depth":10,"leaves":18137964,"seconds":0.3,"leaves_per_second":60459880.5}"#;
        assert_eq!(json_str(l, "variant").as_deref(), Some("wari"));
        assert_eq!(json_num(l, "leaves"), Some(18137964.0));
        assert_eq!(json_num(l, "leaves_per_second"), Some(60459880.5));
        assert_eq!(json_num(l, "missing"), None);
    }
}
