//! The `warri` command-line contract, run as a user runs it: the binary, its
//! stdout JSON, its stderr messages and exit status.

use std::process::{Command, Output};

use serde_json::Value;

fn warri(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warri")).args(args).output().expect("runs warri")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn json(o: &Output) -> Value {
    assert!(o.status.success(), "warri failed: {}", stderr(o));
    serde_json::from_str(stdout(o).trim()).expect("one JSON object")
}

#[test]
fn variants_lists_the_six_keys() {
    let o = warri(&["variants"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "abapa\nwari\ncaribbean\nspeightstown\nbridgetown\nwahree\n");
}

#[test]
fn play_prints_the_game_state() {
    let v = json(&warri(&["play", "--variant", "abapa", "--moves", "C"]));
    assert_eq!(v["variant"], "abapa");
    assert_eq!(v["ply"], 1);
    assert_eq!(v["position"], "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
    assert_eq!(v["pits"], serde_json::json!([4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]));
    assert_eq!(v["stores"], serde_json::json!([0, 0]));
    assert_eq!(v["to_move"], "north");
    assert_eq!(v["legal"], serde_json::json!(["a", "b", "c", "d", "e", "f"]));
    assert_eq!(v["over"], false);
    assert_eq!(v["result"], Value::Null);
}

#[test]
fn play_reports_the_end_after_the_award() {
    // E9 in Wahree: the sweep ends the game and the sweeper takes the rest.
    let v = json(&warri(&[
        "play", "--variant", "wahree", "--position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S", "--moves", "F",
    ]));
    assert_eq!(v["over"], true);
    assert_eq!(v["to_move"], Value::Null);
    assert_eq!(v["legal"], serde_json::json!([]));
    assert_eq!(v["stores"], serde_json::json!([28, 20]));
    assert_eq!(v["pits"], serde_json::json!(vec![0; 12]));
    assert_eq!(v["result"]["winner"], "south");
    assert_eq!(v["result"]["score"], serde_json::json!([28, 20]));
    assert_eq!(v["result"]["reason"], "grand-slam");
    // Speightstown: a draw unless someone reaches 25 (E11).
    let v = json(&warri(&[
        "play", "--variant", "speightstown", "--position", "1-0-0-0-0-0-1-0-0-0-0-0-24-22-S",
        "--moves", "A a B b C c D d E e F f",
    ]));
    assert_eq!(v["result"]["winner"], Value::Null);
    assert_eq!(v["result"]["reason"], "repetition");
    assert_eq!(v["result"]["score"], serde_json::json!([24, 22]));
}

#[test]
fn an_already_decided_position_is_over_at_once() {
    let v = json(&warri(&["play", "--variant", "bridgetown", "--position", "1-1-1-0-0-0-0-0-0-0-0-0-21-24-S"]));
    assert_eq!(v["over"], true);
    assert_eq!(v["result"]["score"], serde_json::json!([23, 25]));
    assert_eq!(v["result"]["winner"], "north");
}

#[test]
fn each_ply_prints_one_line_per_ply_starting_before_any_move() {
    let o = warri(&["play", "--variant", "caribbean", "--moves", "C,f A", "--each-ply"]);
    assert!(o.status.success());
    let lines: Vec<Value> = stdout(&o).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 4);
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["ply"], i);
    }
    assert_eq!(lines[0]["position"], "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S");
}

#[test]
fn an_illegal_move_names_the_move_and_the_legal_ones() {
    let o = warri(&["play", "--position", "3-0-0-5-0-1-0-0-0-0-0-0-20-19-S", "--moves", "A"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o).trim(), "warri: move 1 \"A\": South must feed North; legal moves are D F");
    assert!(stdout(&o).is_empty(), "no JSON for the failed move");

    let o = warri(&["play", "--variant", "wari", "--position", "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S", "--moves", "F"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("grand slam") && stderr(&o).contains("legal moves are A C"), "{}", stderr(&o));

    // With --each-ply, the plies before the bad move are printed.
    let o = warri(&["play", "--moves", "C A", "--each-ply"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o).lines().count(), 2);
    assert!(stderr(&o).contains("move 2 \"A\": pit A is South's; it is North's turn"), "{}", stderr(&o));
}

#[test]
fn a_move_after_the_end_is_refused() {
    let o = warri(&["play", "--position", "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S", "--moves", "F a"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("move 2 \"a\": the game is over"), "{}", stderr(&o));
}

#[test]
fn bad_input_exits_2_with_one_line_naming_it() {
    for (args, needle) in [
        (&["play", "--variant", "oware"][..], "unknown variant \"oware\""),
        (&["play", "--position", "4-4-4"][..], "found 3"),
        (&["play", "--position", "4-4-4-4-4-4-4-4-4-4-4-4-0-1-S"][..], "49 seeds"),
        (&["play", "--position", "4-4-4-4-4-4-4-4-4-4-4-4-0-0-W"][..], "\"W\""),
        (&["play", "--position", "4-4-4-4-4-4-4-4-4-4-4-x-0-0-S"][..], "pit 11"),
        (&["play", "--moves", "C g"][..], "move 2 \"g\""),
        (&["perft", "--variant", "warri", "--depth", "2"][..], "unknown variant"),
    ] {
        let o = warri(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(stdout(&o).is_empty());
    }
}

#[test]
fn perft_counts_sequences() {
    let o = warri(&["perft", "--variant", "abapa", "--depth", "2"]);
    assert_eq!(stdout(&o).trim(), "36");
    // E10 in Abapa: F is the only move and then North is stuck, so no
    // sequence of two plies exists.
    let pos = "0-0-0-0-0-2-1-1-0-0-0-0-22-22-S";
    let o = warri(&["perft", "--variant", "abapa", "--position", pos, "--depth", "1"]);
    assert_eq!(stdout(&o).trim(), "1");
    let o = warri(&["perft", "--variant", "abapa", "--position", pos, "--depth", "2"]);
    assert_eq!(stdout(&o).trim(), "0");
}

#[test]
fn bestmove_prints_the_engines_choice() {
    let v = json(&warri(&["bestmove", "--variant", "abapa", "--depth", "5"]));
    let mv = v["move"].as_str().unwrap();
    assert!("ABCDEF".contains(mv), "{v}");
    assert_eq!(v["depth"], 5);
    assert!(v["nodes"].as_u64().unwrap() > 0);
    assert!(v["score"].is_i64());
    assert_eq!(v["pv"][0], mv);
    assert_eq!(v["pv"].as_array().unwrap().len(), 5);
    // E6: F reaches 25 at once, in every variant.
    for variant in ["abapa", "wari", "caribbean", "speightstown", "bridgetown", "wahree"] {
        let v = json(&warri(&[
            "bestmove", "--variant", variant, "--position", "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S", "--movetime", "200",
        ]));
        assert_eq!(v["move"], "F", "{variant}: {v}");
        assert!(v["score_text"].as_str().unwrap().starts_with("win"), "{v}");
    }
    let v = json(&warri(&["bestmove", "--variant", "wari", "--moves", "C f", "--level", "1", "--seed", "9"]));
    assert_eq!(v["level"], 1);
    let o = warri(&["bestmove", "--position", "0-1-0-0-3-1-1-0-3-2-0-5-23-9-S", "--moves", "F", "--depth", "3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("the game is over"), "{}", stderr(&o));
}

#[test]
fn the_engine_protocol_answers_line_by_line() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_warri"))
        .arg("engine")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            b"isready\nvariant wahree\nposition 2-0-3-0-0-2-1-1-0-0-0-0-19-20-S\ngo depth 3\n\
              position startpos moves C x\nvariant nope\nfrobnicate\n\
              position 0-1-0-0-3-1-1-0-3-2-0-5-23-9-S moves F\ngo depth 2\nquit\n",
        )
        .unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "id name warri");
    assert_eq!(lines[1], "readyok");
    assert!(lines[2].starts_with("info depth 1 score "), "{out}");
    assert!(lines.iter().any(|l| l.starts_with("info depth 3 ") && l.contains(" pv F")), "{out}");
    // The Wahree sweep F wins at once.
    assert!(lines.contains(&"bestmove F"), "{out}");
    let errors: Vec<&&str> = lines.iter().filter(|l| l.starts_with("info string error: ")).collect();
    assert_eq!(errors.len(), 3, "{out}");
    assert!(errors[0].contains("move 2 \"x\""));
    assert!(errors[1].contains("unknown variant \"nope\""));
    assert!(errors[2].contains("unknown command \"frobnicate\""));
    // A finished game has no move.
    assert_eq!(lines.last(), Some(&"bestmove none"), "{out}");
}
