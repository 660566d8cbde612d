//! `cargo xtask bench [native] [wasm] [web]`: the figures of BENCHMARKS.md.
//!
//! With no argument all three parts run, in this order:
//!
//! - **native**: `cargo bench -p warri-rules --bench perft` (criterion,
//!   `benches/perft.rs`, one core); leaves per second per variant and
//!   position, read from the files criterion writes for each benchmark,
//!   `target/criterion/perft/**/new/{benchmark,estimates}.json`;
//! - **wasm**: `cargo build --release --example perft_wasm -p warri-rules
//!   --target wasm32-unknown-unknown`, then `node
//!   crates/warri-rules/benches/wasm_perft.mjs <wasm> 10`; leaves per second
//!   of the same depth-10 perft from the start position, and its ratio to
//!   criterion's `start/d10` figure (when the native part ran too);
//! - **web**: the release site (`cargo xtask dist`), the raw and gzip sizes
//!   of its `.wasm` and `.js` (gzip at its best level, as `dist` ships the
//!   wasm: [`crate::pack`]), then `dist/` served in-process and `node
//!   tests/perf/web_metrics.mjs <url>` in headless Chromium: time to a
//!   clickable board over cold loads, long tasks and frame times during a
//!   game of random moves at `normal` speed.
//!
//! It prints a summary table and writes every figure to
//! `target/bench/summary.json`. It never edits BENCHMARKS.md: a person writes
//! that from the figures (and notes the machine's load, which this records).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use crate::cmd::{self, cargo, step, Stream};
use crate::serve::Server;
use crate::tools::{self, Need};
use crate::{args, dist, pack, Result};

/// The perft depth the wasm/native comparison uses (criterion's `start/d10`).
const WASM_DEPTH: u32 = 10;

/// Runs the subcommand.
pub fn run(args: &[String]) -> Result {
    let parts = args::bench(args)?;
    let wants = |part: &str| parts.is_empty() || parts.iter().any(|a| a == part);
    let start = Instant::now();
    let mut loads = vec![("start", cmd::load_average())];

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
        loads.push(("after native", cmd::load_average()));
    }
    let mut wasm = Vec::new();
    if wants("wasm") {
        keep("wasm", wasm_perft().map(|rows| wasm = rows));
        loads.push(("after wasm", cmd::load_average()));
    }
    let mut web = None;
    if wants("web") {
        keep("web", web_metrics().map(|w| web = Some(w)));
        loads.push(("after web", cmd::load_average()));
    }
    let seconds = start.elapsed().as_secs_f64();

    let summary = Summary { native, wasm, web, loads, seconds };
    summary.print();
    let path = cmd::root().join("target/bench/summary.json");
    fs::create_dir_all(path.parent().expect("has a parent"))
        .and_then(|()| fs::write(&path, format!("{:#}\n", summary.json())))
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
    /// Time per perft, in milliseconds (criterion's typical estimate).
    ms: f64,
    /// Leaves per second: [low, middle, high], as criterion prints them.
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
    /// (file name, raw bytes, gzip bytes) of each `.wasm` and `.js`.
    files: Vec<(String, u64, u64)>,
    /// The JSON object web_metrics.mjs printed.
    page: Value,
}

struct Summary {
    native: Vec<NativeRow>,
    wasm: Vec<WasmRow>,
    web: Option<Web>,
    loads: Vec<(&'static str, [f64; 3])>,
    seconds: f64,
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
    let criterion = target_dir().join("criterion");
    let since = SystemTime::now();
    cmd::run(cargo().args(["bench", "-p", "warri-rules", "--bench", "perft"]).env("CRITERION_HOME", &criterion))?;
    let rows = read_criterion(&criterion.join("perft"), since)?;
    if rows.is_empty() {
        return Err(format!("criterion wrote no estimates for perft into {}", criterion.display()));
    }
    Ok(rows)
}

/// The benchmarks criterion measured under `dir` since `since` (older
/// files are left from earlier runs), in the order it measured them: each
/// `…/new/benchmark.json` (the id and the throughput) with the
/// `estimates.json` beside it.
fn read_criterion(dir: &Path, since: SystemTime) -> Result<Vec<NativeRow>> {
    let mut found = Vec::new();
    estimate_files(dir, &mut found);
    let mut rows = Vec::new();
    for (written, new) in found.into_iter().filter(|(written, _)| *written >= since) {
        let read = |name: &str| -> Result<Value> {
            let path = new.join(name);
            let text = fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            serde_json::from_str(&text).map_err(|e| format!("cannot read {}: {e}", path.display()))
        };
        let row = native_row(&read("benchmark.json")?, &read("estimates.json")?)
            .ok_or_else(|| format!("{} holds no perft figures this can read", new.display()))?;
        rows.push((written, row));
    }
    rows.sort_by_key(|(written, _)| *written);
    Ok(rows.into_iter().map(|(_, row)| row).collect())
}

/// Every `new` directory under `dir` holding an `estimates.json`, with
/// that file's modification time.
fn estimate_files(dir: &Path, out: &mut Vec<(SystemTime, PathBuf)>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_dir()) {
        let estimates = path.join("estimates.json");
        match fs::metadata(&estimates).and_then(|m| m.modified()) {
            Ok(written) if path.ends_with("new") => out.push((written, path)),
            _ => estimate_files(&path, out),
        }
    }
}

/// One benchmark from criterion's `benchmark.json` (group `perft`,
/// function the variant, value `<position>/d<depth>`, throughput in
/// elements: the leaves) and `estimates.json` (nanoseconds). The time is
/// criterion's typical estimate, as it prints it: the slope where it has
/// one, else the mean; the leaves per second are the leaves over its upper
/// bound, point and lower bound.
fn native_row(benchmark: &Value, estimates: &Value) -> Option<NativeRow> {
    let (position, depth) = benchmark["value_str"].as_str()?.split_once('/')?;
    let depth = depth.strip_prefix('d')?.parse().ok()?;
    let leaves = benchmark["throughput"]["Elements"].as_f64()?;
    let typical = if estimates["slope"].is_null() { &estimates["mean"] } else { &estimates["slope"] };
    let ns = |v: &Value| v.as_f64().filter(|&ns| ns > 0.0);
    let point = ns(&typical["point_estimate"])?;
    let lower = ns(&typical["confidence_interval"]["lower_bound"])?;
    let upper = ns(&typical["confidence_interval"]["upper_bound"])?;
    Some(NativeRow {
        variant: benchmark["function_id"].as_str()?.to_string(),
        position: position.to_string(),
        depth,
        ms: point / 1e6,
        leaves_per_second: [upper, point, lower].map(|ns| leaves / ns * 1e9),
    })
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
    let rows: Vec<WasmRow> = out.lines().filter_map(wasm_row).collect();
    if rows.is_empty() {
        return Err("wasm_perft.mjs printed no figures".into());
    }
    Ok(rows)
}

/// A line `wasm_perft.mjs` printed: `{"variant": …, "depth": …, "leaves":
/// …, "leaves_per_second": …}` (other lines are not JSON objects).
fn wasm_row(line: &str) -> Option<WasmRow> {
    let v: Value = serde_json::from_str(line).ok()?;
    Some(WasmRow {
        variant: v["variant"].as_str()?.to_string(),
        depth: v["depth"].as_u64()?.try_into().ok()?,
        leaves: v["leaves"].as_u64()?,
        leaves_per_second: v["leaves_per_second"].as_f64()?,
    })
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
        let gz = pack::gzip_file(&file)?.len() as u64;
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
        .find_map(|l| serde_json::from_str::<Value>(l).ok().filter(Value::is_object))
        .ok_or("web_metrics.mjs printed no JSON object")?;
    Ok(Web { files, page })
}

// --- helpers ------------------------------------------------------------

/// Prints and runs a command with stdout copied to ours as it comes and
/// also returned; stderr is inherited.
fn run_teeing_stdout(c: &mut Command) -> Result<String> {
    println!("$ {}", cmd::describe(c));
    let mut all = String::new();
    cmd::tee(c, Stream::Stdout, &mut |line| all.push_str(line))?;
    Ok(all)
}

/// The processor's model name, as `/proc/cpuinfo` gives it ("unknown"
/// where it does not).
fn cpu_model() -> String {
    fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| {
            t.lines().find_map(|l| l.strip_prefix("model name")?.split_once(':').map(|(_, m)| m.trim().to_string()))
        })
        .unwrap_or_else(|| "unknown".into())
}

/// A finite number rounded to 3 decimals, or `null`.
fn num(x: f64) -> Value {
    if x.is_finite() {
        json!((x * 1000.0).round() / 1000.0)
    } else {
        Value::Null
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
                println!("  {name:<40} {:>10} raw {:>10} gzip", kib(*raw), kib(*gz));
            }
            let (raw, gz) = web.files.iter().fold((0, 0), |(r, g), f| (r + f.1, g + f.2));
            println!(
                "  {:<40} {:>10} raw {:>10} gzip  (target: the .wasm <= 300 KB gzip)",
                "all .wasm and .js",
                kib(raw),
                kib(gz)
            );
            let f = |k: &str| web.page.get(k).filter(|v| v.is_number()).map_or("?".into(), Value::to_string);
            println!(
                "  board in the DOM / first frame with it (median of {} cold loads): {} / {} ms  (target <= 1000 ms)",
                f("loads"),
                f("board_dom_ms_median"),
                f("board_frame_ms_median")
            );
            println!(
                "  a first visit to / on a phone, to a pit to play (median first frame): {} ms; on a 4× slower CPU {} ms  (target <= 1000 ms)",
                f("first_visit_phone_frame_ms_median"),
                f("first_visit_phone_cpu4_frame_ms_median")
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

    /// Every figure, as `target/bench/summary.json` holds them.
    fn json(&self) -> Value {
        let unix = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        // What was measured: the commit, and how many files differed from it.
        let root = cmd::root().to_string_lossy().into_owned();
        let head = cmd::output("git", &["-C", &root, "rev-parse", "HEAD"]).unwrap_or_default();
        let changed = cmd::output("git", &["-C", &root, "status", "--porcelain"]).map_or(0, |o| o.lines().count());
        let loads: Vec<Value> = self
            .loads
            .iter()
            .map(|(when, l)| json!({"when": when, "avg1": num(l[0]), "avg5": num(l[1]), "avg15": num(l[2])}))
            .collect();
        json!({
            "unix_time": unix,
            "seconds": num(self.seconds),
            "git": {"head": head.trim(), "changed_files": changed},
            "machine": {"cpus": std::thread::available_parallelism().map_or(0, |n| n.get()), "cpu_model": cpu_model()},
            "load_average": loads,
            "native": self.native.iter().map(native_json).collect::<Vec<_>>(),
            "wasm": self.wasm.iter().map(|w| self.wasm_json(w)).collect::<Vec<_>>(),
            "web": self.web.as_ref().map(web_json),
        })
    }

    fn wasm_json(&self, w: &WasmRow) -> Value {
        let native = self.native_start(&w.variant).map(|n| n.leaves_per_second[1]);
        json!({
            "variant": w.variant,
            "depth": w.depth,
            "leaves": w.leaves,
            "leaves_per_second": num(w.leaves_per_second),
            "native_leaves_per_second": native.map(num),
            "ratio": native.map(|n| num(w.leaves_per_second / n)),
        })
    }
}

fn native_json(r: &NativeRow) -> Value {
    json!({
        "variant": r.variant,
        "position": r.position,
        "depth": r.depth,
        "ms": num(r.ms),
        "leaves_per_second": num(r.leaves_per_second[1]),
        "leaves_per_second_low": num(r.leaves_per_second[0]),
        "leaves_per_second_high": num(r.leaves_per_second[2]),
    })
}

fn web_json(web: &Web) -> Value {
    let files: Vec<Value> =
        web.files.iter().map(|(name, raw, gz)| json!({"file": name, "bytes": raw, "gzip_bytes": gz})).collect();
    json!({"files": files, "page": web.page})
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// What criterion 0.8 writes into `new/benchmark.json` (abridged).
    fn benchmark(function: &str, value: &str, leaves: u64) -> String {
        format!(
            r#"{{"group_id":"perft","function_id":"{function}","value_str":"{value}","throughput":{{"Elements":{leaves}}},"full_id":"perft/{function}/{value}","directory_name":"perft/{function}/x","title":"perft/{function}/{value}"}}"#
        )
    }

    /// An estimate of `estimates.json`, in nanoseconds.
    fn estimate(lower: f64, point: f64, upper: f64) -> String {
        format!(
            r#"{{"confidence_interval":{{"confidence_level":0.95,"lower_bound":{lower},"upper_bound":{upper}}},"point_estimate":{point},"standard_error":1.0}}"#
        )
    }

    /// Writes a criterion `new` directory whose files were modified at
    /// `secs` after the epoch.
    fn write_new(dir: &Path, benchmark: &str, estimates: &str, secs: u64) {
        fs::create_dir_all(dir).unwrap();
        for (name, text) in [("benchmark.json", benchmark), ("estimates.json", estimates)] {
            fs::write(dir.join(name), text).unwrap();
            let file = fs::File::options().write(true).open(dir.join(name)).unwrap();
            file.set_modified(UNIX_EPOCH + Duration::from_secs(secs)).unwrap();
        }
    }

    #[test]
    fn reads_criterion_estimates_in_the_order_they_were_written() {
        let dir = std::env::temp_dir().join(format!("warri-criterion-test-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let other = estimate(1.0, 1.0, 1.0);
        // Flat sampling: no slope, the mean is the figure.
        let flat = format!(
            r#"{{"mean":{},"median":{other},"median_abs_dev":{other},"slope":null,"std_dev":{other}}}"#,
            estimate(80e6, 100e6, 125e6)
        );
        write_new(&dir.join("abapa/start_d10/new"), &benchmark("abapa", "start/d10", 1_000_000), &flat, 2000);
        // Linear sampling: the slope is the figure, not the mean.
        let linear = format!(
            r#"{{"mean":{},"median":{other},"median_abs_dev":{other},"slope":{},"std_dev":{other}}}"#,
            estimate(8e6, 9e6, 10e6),
            estimate(1e6, 2e6, 4e6)
        );
        write_new(&dir.join("wari/middle_d8/new"), &benchmark("wari", "middle/d8", 4000), &linear, 1000);
        // The previous run's figures, and figures left from an older run.
        write_new(&dir.join("wari/middle_d8/base"), &benchmark("wari", "middle/d8", 1), &linear, 1000);
        write_new(&dir.join("caribbean/start_d10/new"), &benchmark("caribbean", "start/d10", 1), &flat, 100);

        let rows = read_criterion(&dir, UNIX_EPOCH + Duration::from_secs(500)).unwrap();
        fs::remove_dir_all(&dir).unwrap();
        let ids: Vec<_> = rows.iter().map(|r| (r.variant.as_str(), r.position.as_str(), r.depth)).collect();
        assert_eq!(ids, [("wari", "middle", 8), ("abapa", "start", 10)]);
        assert_eq!(rows[0].ms, 2.0);
        assert_eq!(rows[0].leaves_per_second, [1e6, 2e6, 4e6]);
        assert_eq!(rows[1].ms, 100.0);
        assert_eq!(rows[1].leaves_per_second, [8e6, 10e6, 12.5e6]);
    }

    #[test]
    fn a_benchmark_without_elements_or_depth_is_not_read() {
        let est: Value =
            serde_json::from_str(&format!(r#"{{"mean":{},"slope":null}}"#, estimate(1.0, 2.0, 3.0))).unwrap();
        let bench = |text: &str| serde_json::from_str::<Value>(text).unwrap();
        assert!(native_row(&bench(&benchmark("wari", "start/d10", 5)), &est).is_some());
        assert!(native_row(&bench(&benchmark("wari", "start", 5)), &est).is_none());
        assert!(native_row(&bench(r#"{"function_id":"wari","value_str":"start/d10","throughput":{"Bytes":5}}"#), &est)
            .is_none());
    }

    #[test]
    fn reads_the_lines_of_wasm_perft() {
        let l = r#"{"variant":"wari","depth":10,"leaves":18137964,"seconds":0.3,"leaves_per_second":60459880.5}"#;
        let row = wasm_row(l).unwrap();
        assert_eq!((row.variant.as_str(), row.depth, row.leaves), ("wari", 10, 18137964));
        assert_eq!(row.leaves_per_second, 60459880.5);
        assert!(wasm_row("perft of wari, depth 10").is_none());
        assert!(wasm_row(r#"{"variant":"wari","depth":10}"#).is_none());
    }

    #[test]
    fn the_summary_compares_wasm_with_native_where_both_ran() {
        let native = NativeRow {
            variant: "abapa".into(),
            position: "start".into(),
            depth: WASM_DEPTH,
            ms: 1.23456,
            leaves_per_second: [9e6, 10e6, 11e6],
        };
        let wasm =
            |variant: &str| WasmRow { variant: variant.into(), depth: WASM_DEPTH, leaves: 7, leaves_per_second: 5e6 };
        let summary = Summary {
            native: vec![native],
            wasm: vec![wasm("abapa"), wasm("wari")],
            web: None,
            loads: vec![("start", [0.5, f64::NAN, 1.0])],
            seconds: 12.0,
        };
        let j = summary.json();
        assert_eq!(j["native"][0]["ms"], json!(1.235));
        assert_eq!(j["native"][0]["leaves_per_second_high"], json!(11e6));
        assert_eq!(j["wasm"][0]["ratio"], json!(0.5));
        assert_eq!(j["wasm"][1]["ratio"], Value::Null);
        assert_eq!(j["load_average"][0], json!({"when": "start", "avg1": 0.5, "avg5": null, "avg15": 1.0}));
        assert_eq!(j["web"], Value::Null);
    }
}
