//! The fuzz target's checks (`fuzz/checks/play.rs`) on every `cargo test`,
//! not only when someone runs `cargo xtask fuzz`: a seeded corpus of a few
//! thousand pseudo-random inputs in the target's own input format (moves from
//! the start, moves from random and malformed positions, direct pit numbers
//! for the illegal-move path, moves after the end), the worked positions of
//! the other tests in every variant, and every file libFuzzer left in
//! `fuzz/corpus/play/` (git-ignored; there after a local fuzzing run).
//!
//! The checks panic on a broken rule; this test also checks that the corpus
//! reaches every path of the checks (every way a game ends, refused
//! positions, refused illegal moves, moves after the end), so that a change
//! of the input format cannot silently leave them unexercised.

mod common;
#[path = "../../../fuzz/checks/play.rs"]
mod play;

use common::Rng;

use play::Reached;

/// Move bytes: mostly indices into the legal moves, sometimes a pit named
/// directly (`0xF0..=0xFF`, legal or not).
fn moves(rng: &mut Rng, out: &mut Vec<u8>) {
    let n = rng.below(300);
    let direct = rng.below(8); // per 100 bytes
    for _ in 0..n {
        if rng.below(100) < direct {
            out.push(0xF0 | (rng.byte() & 0x0F));
        } else {
            out.push(rng.byte() % 0xF0);
        }
    }
}

/// The text of a random position: 48 seeds dropped into the 12 pits and 2
/// stores (with fewer on the board about half the time); sometimes broken
/// (a seed too many or too few, a field missing or doubled, a bad letter or
/// side, bytes that are not UTF-8).
fn position_text(rng: &mut Rng) -> Vec<u8> {
    let mut counts = [0u8; 14];
    let store_weight = if rng.below(2) == 0 { 2 } else { 40 };
    for _ in 0..48 {
        let slot = if rng.below(100) < store_weight { 12 + rng.below(2) } else { rng.below(12) };
        counts[slot] += 1;
    }
    let side = if rng.below(2) == 0 { "S" } else { "N" };
    let mut fields: Vec<String> = counts.iter().map(u8::to_string).chain([side.to_string()]).collect();
    match rng.below(10) {
        0 => {
            let i = rng.below(14);
            fields[i] = (counts[i] + 1).to_string();
        }
        1 => {
            fields.remove(rng.below(15));
        }
        2 => {
            let i = rng.below(15);
            fields.insert(i, "0".to_string());
        }
        3 => {
            let bad = ["x", "W", "", "-1", "300", " ", "4.0"];
            fields[rng.below(15)] = bad[rng.below(bad.len())].to_string();
        }
        _ => {}
    }
    let mut text = fields.join("-").into_bytes();
    if rng.below(40) == 0 {
        let i = rng.below(text.len());
        text[i] = 0xC0 | rng.byte();
    }
    text
}

/// Positions from the other tests (the README's examples, RULES' worked
/// examples): captures, feeding, grand slams, 25, stuck players, cycles.
const WORKED: [&str; 6] = [
    "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S",
    "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S",
    "1-4-0-0-0-3-0-0-0-0-0-1-16-23-S",
    "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S",
    "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S",
    "3-0-0-5-0-1-0-0-0-0-0-0-20-19-S",
];

/// The inputs, generated: per variant byte (plain and with a position),
/// `per_variant` random ones, then every worked position with random moves.
fn corpus(per_variant: usize) -> Vec<Vec<u8>> {
    let mut rng = Rng(0xF022_5EED);
    let mut inputs = Vec::new();
    for variant in 0u8..6 {
        for i in 0..per_variant {
            // Any byte naming the variant: the target reads it modulo 6.
            let mut head = variant + 6 * (rng.below(21) as u8);
            let mut input = Vec::new();
            if i % 2 == 1 {
                head |= 0x80;
                input.push(head);
                input.extend(position_text(&mut rng));
                input.push(b'\n');
            } else {
                input.push(head);
            }
            moves(&mut rng, &mut input);
            inputs.push(input);
        }
        for pos in WORKED {
            for _ in 0..4 {
                let mut input = vec![0x80 | variant];
                input.extend(pos.bytes());
                input.push(b'\n');
                moves(&mut rng, &mut input);
                inputs.push(input);
            }
        }
    }
    inputs.push(Vec::new());
    inputs
}

#[test]
fn the_fuzz_checks_hold_on_a_seeded_corpus() {
    let mut reached = Reached::default();
    let inputs = corpus(600);
    assert!(inputs.len() > 3000);
    for (i, input) in inputs.iter().enumerate() {
        let r = std::panic::catch_unwind(|| play::run(input))
            .unwrap_or_else(|_| panic!("generated input {i} broke a check (see above): {input:?}"));
        reached += r;
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus/play");
    let mut files = 0;
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(input) = std::fs::read(&path) else { continue };
            let r = std::panic::catch_unwind(|| play::run(&input))
                .unwrap_or_else(|_| panic!("corpus file {} broke a check (see above)", path.display()));
            reached += r;
            files += 1;
        }
    }
    eprintln!("{} generated inputs and {files} corpus files: {reached:?}", inputs.len());
    // The corpus reaches every path of the checks.
    assert!(reached.moves_played > 100_000, "{reached:?}");
    assert!(reached.positions_read > 1000 && reached.positions_refused > 100, "{reached:?}");
    assert!(reached.illegal_refused > 1000 && reached.after_end_refused > 1000, "{reached:?}");
    for (reason, n) in ["twenty-five", "grand-slam", "no-legal-move", "repetition"].iter().zip(reached.ended) {
        assert!(n >= 10, "only {n} games ended by {reason}: {reached:?}");
    }
}
