//! The summary of the browser tests: each part's line in the step times,
//! the skipped tests, those to do and those that ran again, each engine's
//! time against its budget with the load and its slowest tests, and, last,
//! what each failed test met.

use std::fs;

use super::lanes::{tap_path, Run, AT_ONCE};
use super::tap::Counts;
use super::Done;
use crate::cmd;
use crate::Result;

/// Reads each part's TAP: its line in the step times, then the skipped
/// tests, those to do and those that ran again, and each engine's figures;
/// an error names the parts that failed.
pub(super) fn report(runs: &[Run], done: &mut Done, secs: f64) -> Result {
    let (mut failed, mut skipped, mut todo, mut ran_again, mut reports) = (vec![], vec![], vec![], vec![], vec![]);
    for run in runs {
        let mut counts = Counts::of(&fs::read_to_string(tap_path(&run.part)).unwrap_or_default());
        let label = run.part.label();
        for a in &run.again {
            let how = if a.passed { "passed" } else { "failed again" };
            ran_again.push(format!("{label}: {} — its page crashed; run again alone, it {how}", a.name));
        }
        if run.result.is_ok() {
            // Every crashed test passed when run again.
            counts.passed += run.again.len();
            counts.failed -= run.again.len();
        }
        skipped.extend(counts.skipped.iter().map(|s| format!("{label}: {s}")));
        todo.extend(counts.todo.iter().map(|s| format!("{label}: {s}")));
        let note = format!("{}; load {} -> {}", counts.line(), run.load_before, run.load_after);
        done.0.push((format!("browser: {label}"), run.secs, note));
        if let Err(e) = &run.result {
            eprintln!("xtask: browser tests in {label} failed: {e}");
            // Which tests failed is above; here, how many.
            let why = if counts.failed > 0 { counts.line() } else { e.clone() };
            failed.push(format!("{label} ({why})"));
        }
        reports.push((run, counts));
    }
    let note = format!("{} parts, {AT_ONCE} lanes, the first one after the native steps", runs.len());
    done.0.push(("browser (all)".into(), secs, note));
    listed("skipped browser tests, with the reason:", &skipped);
    listed("browser tests marked to do (they run; a failure is reported, not counted):", &todo);
    listed("browser tests that ran again because WebKit's web process crashed under them:", &ran_again);
    let mut engines: Vec<&str> = reports.iter().map(|(r, _)| r.part.engine.as_str()).collect();
    engines.dedup();
    for engine in engines {
        print_engine(engine, reports.iter().filter(|(r, _)| r.part.engine == engine));
    }
    if failed.is_empty() {
        return Ok(());
    }
    // Last, where a log's tail shows them: what each failed test met (the
    // whole spec report of each part is above).
    for (run, counts) in &reports {
        for (name, why) in &counts.failures {
            println!("\nfailed in {}: {name}", run.part.label());
            why.iter().for_each(|l| println!("    {l}"));
        }
    }
    Err(format!("browser tests failed in {}", failed.join("; ")))
}

/// Prints `title` and the lines of `list`, if it has any.
fn listed(title: &str, list: &[String]) {
    if !list.is_empty() {
        println!("\n{title}");
        for s in list {
            println!("    {s}");
        }
    }
}

/// How long each engine's browser tests may take, in seconds, on the
/// 2-core machine CI runs on, the engines running side by side: over it,
/// the summary says so loudly (speed is judged by these figures, never by a
/// test that fails on time). The same for every engine: about half of the
/// 1,200 s a whole run may take.
const BUDGET: f64 = 600.0;

/// One engine's time (its parts' together) against its budget, the load
/// while it ran and its slowest tests, whose list is written to
/// `target/browser-tests/<engine>.times`.
fn print_engine<'a>(engine: &str, parts: impl Iterator<Item = &'a (&'a Run, Counts)>) {
    let (mut secs, mut loads, mut times, mut each) = (0.0, Vec::new(), Vec::new(), Vec::new());
    for (run, counts) in parts {
        secs += run.secs;
        loads.push((run.load_before.clone(), run.load_after.clone()));
        times.extend(counts.times.iter().cloned());
        each.push(format!("{:.0}s", run.secs));
    }
    let all = Counts { times, ..Counts::default() };
    let table = cmd::root().join("target/browser-tests").join(format!("{engine}.times"));
    let _ = fs::write(&table, all.times_table());
    let (first, last) = (loads.first().cloned().unwrap_or_default(), loads.last().cloned().unwrap_or_default());
    let parts = if each.len() > 1 { format!(" ({} parts: {})", each.len(), each.join(" + ")) } else { String::new() };
    let budget = BUDGET;
    println!(
        "\nbrowser tests in {engine}: {secs:.0}s{parts} of a {budget:.0}s budget; load average (1, 5, 15 min) {} at the start, {} at the end",
        first.0, last.1
    );
    if secs > budget {
        println!("    !!! OVER BUDGET: {engine} took {secs:.0}s, {:.0}s more than its {budget:.0}s !!!", secs - budget);
    }
    println!("    slowest tests (all of them: {}):", table.display());
    for t in all.slowest(8) {
        println!("    {:>7.1}s  {}", t.ms / 1000.0, t.label());
    }
}
