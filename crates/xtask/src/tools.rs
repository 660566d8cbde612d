//! Finding and installing the tools the build and the tests need, at pinned
//! versions, idempotently (a second run only checks).
//!
//! | tool | version | where |
//! |------|---------|-------|
//! | Rust target `wasm32-unknown-unknown` | toolchain's | `rustup target add` |
//! | `rustfmt`, `clippy` (`cargo xtask test`, `setup`) | toolchain's | `rustup component add` |
//! | `trunk` | [`TRUNK_VERSION`] | `cargo install --root $WARRI_TOOLS/trunk-<v>` |
//! | `wasm-bindgen` (CLI) | = the `wasm-bindgen` crate in `Cargo.lock`, as `cargo metadata` reports it | `cargo install --root $WARRI_TOOLS/wasm-bindgen-<v>` |
//! | `wasm-opt` | npm `binaryen`, pinned in `crates/xtask/node/package-lock.json` | `npm ci` there |
//! | `playwright-core`, `puppeteer-core`, `axe-core` | pinned in `tests/browser/package-lock.json` | `npm ci` there |
//! | the browser engines (tests only): `chromium`, `firefox-esr`, `webkit2gtk-driver` (WebKitGTK's MiniBrowser), `xvfb`, `locales` | Debian's | `apt-get install` ([`BROWSER_PACKAGES`]) |
//! | `cargo-fuzz` (`cargo xtask fuzz` only) | [`CARGO_FUZZ_VERSION`] | `cargo install --locked --root $WARRI_TOOLS/cargo-fuzz-<v>` |
//!
//! `$WARRI_TOOLS` defaults to `~/.cache/warri-tools`. Nothing is downloaded
//! by Trunk itself: `Trunk.toml` says `offline = true`, and [`Tools::trunk`]
//! hands Trunk a `PATH` on which the pinned tools come first.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::SystemTime;

use crate::cmd::{self, step};
use crate::Result;

/// The Trunk release the site is built with.
pub const TRUNK_VERSION: &str = "0.21.14";
/// The cargo-fuzz release `cargo xtask fuzz` runs: the newest on crates.io
/// (checked with `cargo info cargo-fuzz`), and it builds with Rust 1.95.
pub const CARGO_FUZZ_VERSION: &str = "0.13.2";
/// The Rust target of the browser build.
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// The rustup components the tidy steps of `cargo xtask test` run, each
/// with the cargo subcommand it provides.
pub const TIDY_COMPONENTS: [(&str, &str); 2] = [("rustfmt", "fmt"), ("clippy", "clippy")];
/// The browser the tests drive (Debian's package), unless `WARRI_CHROMIUM`
/// names another.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// The engines the browser tests run in, in order (`WARRI_ENGINE` of
/// `tests/browser/driver/index.mjs`).
pub const ENGINES: [&str; 3] = ["chromium", "firefox", "webkit"];

/// The Debian packages the browser tests need, each with the file (or the
/// environment variable naming it) that shows it is there:
///
/// - `chromium`, driven by playwright-core (`WARRI_CHROMIUM`);
/// - `firefox-esr`, driven headless over WebDriver BiDi by puppeteer-core
///   (`WARRI_FIREFOX`);
/// - `webkit2gtk-driver`: `WebKitWebDriver`, which drives WebKitGTK's
///   MiniBrowser (in `libwebkit2gtk-4.1-0`) over W3C WebDriver
///   (`WARRI_WEBKIT_DRIVER`);
/// - `xvfb`: the display MiniBrowser draws into (it has no headless mode);
/// - `locales`: the locale sources `localedef` compiles, from which WebKitGTK
///   takes the browser's language.
pub const BROWSER_PACKAGES: [(&str, &str, Option<&str>); 5] = [
    ("chromium", CHROMIUM, Some("WARRI_CHROMIUM")),
    ("firefox-esr", "/usr/bin/firefox-esr", Some("WARRI_FIREFOX")),
    ("webkit2gtk-driver", "/usr/bin/WebKitWebDriver", Some("WARRI_WEBKIT_DRIVER")),
    ("xvfb", "/usr/bin/Xvfb", None),
    ("locales", "/usr/share/i18n/locales/en_US", None),
];

/// What a subcommand needs installed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// Building the site: target, trunk, wasm-bindgen, wasm-opt.
    Build,
    /// Building and testing it in browsers: also the npm packages of
    /// `tests/browser/` and the browser engines ([`BROWSER_PACKAGES`]).
    All,
}

/// The installed tools.
pub struct Tools {
    /// The `trunk` executable.
    pub trunk: PathBuf,
    /// Directories to put in front of `PATH` when running Trunk.
    pub bin_dirs: Vec<PathBuf>,
    /// The `wasm-bindgen` version (the crate's, in `Cargo.lock`).
    pub wasm_bindgen_version: String,
    /// The `binaryen` major version (wasm-opt's version number).
    pub binaryen_version: String,
}

impl Tools {
    /// A `trunk` command with the pinned tools first on `PATH` and their
    /// versions passed to Trunk, run from the workspace root.
    pub fn trunk(&self) -> Command {
        let mut c = Command::new(&self.trunk);
        c.current_dir(cmd::root())
            .env("PATH", cmd::path_with(&self.bin_dirs))
            .env("TRUNK_TOOLS_WASM_BINDGEN", &self.wasm_bindgen_version)
            .env("TRUNK_TOOLS_WASM_OPT", format!("version_{}", self.binaryen_version));
        c
    }
}

/// Makes sure everything `need` requires is installed; returns where it is.
/// The browser engines come from Debian (mostly waiting on the network and
/// dpkg) while the Rust tools build, beside them.
pub fn ensure(need: Need) -> Result<Tools> {
    ensure_wasm_target()?;
    ensure_node()?;
    std::thread::scope(|scope| {
        let browsers = (need == Need::All).then(|| scope.spawn(ensure_browsers));
        let tools = ensure_build_tools();
        if let Some(browsers) = browsers {
            browsers.join().expect("installing the browsers does not panic")?;
        }
        let tools = tools?;
        if need == Need::All {
            ensure_npm_packages(&cmd::root().join("tests/browser"))?;
        }
        Ok(tools)
    })
}

/// Trunk, wasm-bindgen and wasm-opt, at their pinned versions.
fn ensure_build_tools() -> Result<Tools> {
    let trunk_dir = ensure_cargo_tool(
        "trunk",
        "trunk",
        TRUNK_VERSION,
        &["--locked", "--no-default-features", "--features", "rustls"],
    )?;
    let wbg_version = locked_version("wasm-bindgen")?;
    let wbg_dir = ensure_cargo_tool("wasm-bindgen-cli", "wasm-bindgen", &wbg_version, &[])?;
    let node_tools = cmd::root().join("crates/xtask/node");
    ensure_npm_packages(&node_tools)?;
    let binaryen_version = npm_installed_version(&node_tools, "binaryen")?;
    let binaryen_major = binaryen_version.split('.').next().unwrap_or_default().to_string();
    check_trunk_toml(&wbg_version, &binaryen_major);
    Ok(Tools {
        trunk: trunk_dir.join("trunk"),
        bin_dirs: vec![trunk_dir, wbg_dir, node_tools.join("node_modules/binaryen/bin")],
        wasm_bindgen_version: wbg_version,
        binaryen_version: binaryen_major,
    })
}

/// `$WARRI_TOOLS`, or `~/.cache/warri-tools`.
pub fn tools_home() -> PathBuf {
    if let Some(dir) = std::env::var_os("WARRI_TOOLS").filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    let home = std::env::var_os("HOME").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("."));
    home.join(".cache").join("warri-tools")
}

/// The browser executable the tests use.
pub fn chromium() -> PathBuf {
    std::env::var_os("WARRI_CHROMIUM").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(CHROMIUM))
}

/// Adds the wasm32 Rust target unless rustup lists it as installed.
pub fn ensure_wasm_target() -> Result {
    let installed = cmd::output("rustup", &["target", "list", "--installed"]);
    match installed {
        Some(list) if list.lines().any(|l| l.trim() == WASM_TARGET) => {
            step(format!("Rust target {WASM_TARGET}: installed"));
            Ok(())
        }
        Some(_) => {
            step(format!("Rust target {WASM_TARGET}: installing"));
            cmd::run(Command::new("rustup").args(["target", "add", WASM_TARGET]))
        }
        None => {
            step(format!("Rust target {WASM_TARGET}: rustup not found, assuming the toolchain has it"));
            Ok(())
        }
    }
}

/// Adds those of the rustup `components` (each with the cargo subcommand
/// it provides, as in [`TIDY_COMPONENTS`]) that rustup does not list as
/// installed. Without rustup, checks that cargo runs their subcommands.
pub fn ensure_components(components: &[(&str, &str)]) -> Result {
    let Some(list) = cmd::output("rustup", &["component", "list", "--installed"]) else {
        let cargo = cmd::cargo_program();
        for &(component, sub) in components {
            if cmd::output(&cargo, &[sub, "--version"]).is_none() {
                return Err(format!(
                    "`cargo {sub}` does not run, and there is no rustup to add the {component} component"
                ));
            }
            step(format!("Rust component {component}: rustup not found, but `cargo {sub}` runs"));
        }
        return Ok(());
    };
    // rustup lists e.g. `rustfmt-x86_64-unknown-linux-gnu`.
    let installed = |c: &str| list.lines().map(str::trim).any(|l| l == c || l.starts_with(&format!("{c}-")));
    let mut missing = Vec::new();
    for &(component, _) in components {
        if installed(component) {
            step(format!("Rust component {component}: installed"));
        } else {
            missing.push(component);
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    step(format!("Rust components {}: installing", missing.join(", ")));
    cmd::run(Command::new("rustup").args(["component", "add"]).args(&missing))
}

/// Installs cargo-fuzz at [`CARGO_FUZZ_VERSION`] unless it is there;
/// returns the directory holding `cargo-fuzz` (put it on `PATH` so that
/// `cargo fuzz` finds it).
pub fn ensure_cargo_fuzz() -> Result<PathBuf> {
    ensure_cargo_tool("cargo-fuzz", "cargo-fuzz", CARGO_FUZZ_VERSION, &["--locked"])
}

/// Installs `krate` at `version` with `cargo install --root` unless its
/// binary `bin` is already there; returns the `bin` directory.
fn ensure_cargo_tool(krate: &str, bin: &str, version: &str, extra: &[&str]) -> Result<PathBuf> {
    let root = tools_home().join(format!("{bin}-{version}"));
    let bin_dir = root.join("bin");
    if bin_dir.join(bin).is_file() {
        step(format!("{bin} {version}: installed in {}", bin_dir.display()));
        return Ok(bin_dir);
    }
    step(format!("{bin} {version}: installing into {} (a first build takes minutes)", root.display()));
    let mut c = cmd::cargo();
    c.args(["install", krate, "--version", version])
        .args(extra)
        .arg("--root")
        .arg(&root)
        // Do not inherit the workspace's target dir or profile settings.
        .env_remove("CARGO_TARGET_DIR")
        // Built for a quick build, not for speed of their own: Trunk's
        // release profile (fat LTO, one codegen unit) took 6 min on two
        // cores, this 2 min, and wasm-bindgen 2 min against 45 s; the site
        // they build is the same to the byte, in the same time (BENCHMARKS.md).
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0")
        .env("CARGO_PROFILE_RELEASE_LTO", "false")
        .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16")
        .current_dir(tools_home_parent_or_tmp());
    cmd::run(&mut c)?;
    if bin_dir.join(bin).is_file() {
        Ok(bin_dir)
    } else {
        Err(format!("`cargo install {krate}` finished but {} is missing", bin_dir.join(bin).display()))
    }
}

/// A directory outside the workspace to run `cargo install` from, so the
/// workspace's `.cargo/config.toml` does not apply.
fn tools_home_parent_or_tmp() -> PathBuf {
    let home = tools_home();
    let _ = fs::create_dir_all(&home);
    if home.is_dir() {
        home
    } else {
        std::env::temp_dir()
    }
}

/// The version of package `name` that the workspace's browser build uses
/// (`Cargo.lock`, read through `cargo metadata` for wasm32).
pub fn locked_version(name: &str) -> Result<String> {
    let mut c = cmd::cargo();
    c.args(["metadata", "--format-version", "1", "--filter-platform", WASM_TARGET]);
    let line = cmd::describe(&c);
    // Its stderr (what it downloads, or why it fails) goes to ours.
    let out = c.stderr(Stdio::inherit()).output().map_err(|e| format!("cannot run `{line}`: {e}"))?;
    if !out.status.success() {
        return Err(format!("`{line}` failed ({})", out.status));
    }
    let metadata: serde_json::Value =
        serde_json::from_slice(&out.stdout).map_err(|e| format!("cannot read the output of `{line}`: {e}"))?;
    version_in_metadata(&metadata, name)
}

/// The one version of package `name` among the `packages` of `cargo
/// metadata`'s output.
fn version_in_metadata(metadata: &serde_json::Value, name: &str) -> Result<String> {
    let packages = metadata["packages"].as_array().ok_or("`cargo metadata` lists no packages")?;
    let mut versions: Vec<&str> =
        packages.iter().filter(|p| p["name"] == name).filter_map(|p| p["version"].as_str()).collect();
    versions.sort_unstable();
    versions.dedup();
    match versions[..] {
        [version] => Ok(version.to_string()),
        [] => Err(format!("{name} is not among the workspace's dependencies (Cargo.lock)")),
        _ => Err(format!("Cargo.lock has several versions of {name}: {}", versions.join(", "))),
    }
}

/// Makes sure `node` and `npm` are on `PATH` (apt-get installs them if not).
pub fn ensure_node() -> Result {
    if cmd::on_path("node") && cmd::on_path("npm") {
        let v = cmd::output("node", &["--version"]).unwrap_or_default();
        step(format!("node {}: found", v.trim()));
        return Ok(());
    }
    step("node/npm: missing, installing Debian's nodejs and npm");
    apt_install(&["nodejs", "npm"])
}

/// `npm ci` in `dir` unless `node_modules` is newer than the lockfile.
fn ensure_npm_packages(dir: &Path) -> Result {
    let lock = dir.join("package-lock.json");
    let marker = dir.join("node_modules/.package-lock.json");
    let fresh = match (mtime(&marker), mtime(&lock), mtime(&dir.join("package.json"))) {
        (Some(m), Some(l), Some(p)) => m >= l && m >= p,
        _ => false,
    };
    let rel = dir.strip_prefix(cmd::root()).unwrap_or(dir).display().to_string();
    if fresh {
        step(format!("npm packages in {rel}: installed"));
        return Ok(());
    }
    step(format!("npm packages in {rel}: installing (pinned by package-lock.json)"));
    cmd::run(Command::new("npm").args(["ci", "--no-audit", "--no-fund", "--ignore-scripts"]).current_dir(dir))
}

fn mtime(path: &Path) -> Option<SystemTime> {
    fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The version of an installed npm package, from its `package.json`.
fn npm_installed_version(dir: &Path, package: &str) -> Result<String> {
    let path = dir.join("node_modules").join(package).join("package.json");
    let text = fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let package: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    package["version"].as_str().map(String::from).ok_or_else(|| format!("no version in {}", path.display()))
}

/// Warns when `Trunk.toml`'s pinned tool versions (used by a plain `trunk
/// build`) disagree with the installed ones (which xtask passes to Trunk).
fn check_trunk_toml(wasm_bindgen: &str, binaryen: &str) {
    let Ok(text) = fs::read_to_string(cmd::root().join("Trunk.toml")) else { return };
    let pinned = |key: &str| {
        text.lines()
            .find_map(|l| l.trim().strip_prefix(key)?.trim().strip_prefix('=').map(str::trim))
            .map(|v| v.trim_matches('"').to_string())
    };
    for (key, want) in [("wasm_bindgen", wasm_bindgen.to_string()), ("wasm_opt", format!("version_{binaryen}"))] {
        if let Some(have) = pinned(key) {
            if have != want {
                println!("warning: Trunk.toml pins {key} = \"{have}\" but the installed one is \"{want}\"; please update Trunk.toml");
            }
        }
    }
}

/// Installs those of [`BROWSER_PACKAGES`] that are missing, in one
/// `apt-get install`; fails when an environment variable names a browser
/// that does not exist, or when a package is still missing afterwards.
fn ensure_browsers() -> Result {
    let path_of = |(_, default, var): &(&str, &str, Option<&str>)| {
        var.and_then(std::env::var_os)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(default))
    };
    let mut missing = Vec::new();
    for package in &BROWSER_PACKAGES {
        let path = path_of(package);
        if path.is_file() || path.is_dir() {
            step(format!("{}: found at {}", package.0, path.display()));
        } else if let Some(var) = package.2.filter(|v| std::env::var_os(v).is_some_and(|v| !v.is_empty())) {
            return Err(format!("{var} names {}, which does not exist", path.display()));
        } else {
            missing.push(package.0);
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    step(format!("browser engines: installing Debian's {}", missing.join(", ")));
    apt_install(&missing)?;
    let still: Vec<_> = BROWSER_PACKAGES.iter().filter(|p| !path_of(p).exists()).map(|p| p.0).collect();
    if still.is_empty() {
        Ok(())
    } else {
        Err(format!("after apt-get install, still missing: {}", still.join(", ")))
    }
}

/// `apt-get update && apt-get install -y …`, through `sudo` unless root.
fn apt_install(packages: &[&str]) -> Result {
    if !cmd::on_path("apt-get") {
        return Err(format!("please install {} (no apt-get here)", packages.join(", ")));
    }
    let root = cmd::output("id", &["-u"]).is_some_and(|u| u.trim() == "0");
    let apt = |args: &[&str]| {
        let mut c = if root {
            Command::new("apt-get")
        } else {
            let mut c = Command::new("sudo");
            c.arg("apt-get");
            c
        };
        c.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        c
    };
    cmd::run(&mut apt(&["update"]))?;
    let mut install = apt(&["install", "-y"]);
    install.args(packages);
    cmd::run(&mut install)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_one_version_of_a_package_is_read_from_cargo_metadata() {
        // Abridged `cargo metadata --format-version 1` output.
        let metadata: serde_json::Value = serde_json::from_str(
            r#"{"packages": [
                {"name": "wasm-bindgen-shared", "version": "0.2.99", "id": "a"},
                {"name": "wasm-bindgen", "version": "0.2.130", "id": "b"},
                {"name": "yew", "version": "0.23.0", "id": "c"}
            ], "workspace_members": []}"#,
        )
        .unwrap();
        assert_eq!(version_in_metadata(&metadata, "wasm-bindgen").as_deref(), Ok("0.2.130"));
        assert!(version_in_metadata(&metadata, "trunk").unwrap_err().contains("trunk is not"));
        let two = serde_json::json!({"packages": [
            {"name": "wasm-bindgen", "version": "0.2.130"},
            {"name": "wasm-bindgen", "version": "0.2.99"}
        ]});
        assert_eq!(
            version_in_metadata(&two, "wasm-bindgen").unwrap_err(),
            "Cargo.lock has several versions of wasm-bindgen: 0.2.130, 0.2.99"
        );
    }

    #[test]
    fn an_npm_package_version_is_its_package_json_top_level_version() {
        let dir = std::env::temp_dir().join(format!("warri-npm-test-{}", std::process::id()));
        let package = dir.join("node_modules/binaryen");
        fs::create_dir_all(&package).unwrap();
        // A nested "version" first, and the file on one line.
        let json = r#"{"name": "binaryen", "scripts": {"version": "npm run build"}, "version": "132.0.0"}"#;
        fs::write(package.join("package.json"), json).unwrap();
        let version = npm_installed_version(&dir, "binaryen");
        let missing = npm_installed_version(&dir, "playwright-core");
        fs::remove_dir_all(&dir).unwrap();
        assert_eq!(version.as_deref(), Ok("132.0.0"));
        assert!(missing.unwrap_err().contains("playwright-core/package.json"));
    }
}
