//! A match's results file: one JSON line per finished game, appended as the
//! game ends, so that a long match can be played in parts (`--part K/N`),
//! across sessions, and stopped at any moment. A game cut off before its
//! end (adjourned) has no line, and the next run of its part plays it
//! again from its start. The summary reads every line. A line the tool
//! cannot read is named and left where it is: the file is only appended to,
//! never rewritten.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use super::game::{Answers, Played};
use crate::Result;

/// One finished game of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// Its number in the whole match: opening `i` is games `2i` (warri
    /// South) and `2i + 1` (warri North).
    pub game: usize,
    /// The opening's moves, apart.
    pub opening: String,
    /// The game.
    pub played: Played,
    /// The digests of warri's binary and of its opponent's ([`digest`]).
    pub builds: [String; 2],
    /// The load average (1 minute) when the game began.
    pub load: f64,
}

impl Record {
    /// Whether warri played South.
    pub fn warri_south(&self) -> bool {
        self.game.is_multiple_of(2)
    }

    /// The record as one JSON line's object.
    pub fn json(&self) -> Value {
        let p = &self.played;
        json!({
            "game": self.game, "opening": self.opening,
            "warri": if self.warri_south() { "south" } else { "north" },
            "moves": p.moves.join(" "), "score": p.score, "points": p.points, "result": p.result,
            "answers": { "warri": answers_json(&p.warri), "other": answers_json(&p.other) },
            "builds": self.builds, "load": self.load,
        })
    }

    /// The record a JSON line's object holds, if it holds one whole.
    pub fn read(v: &Value) -> Option<Record> {
        let text = |k: &str| v[k].as_str().map(String::from);
        let game = v["game"].as_u64()? as usize;
        let played = Played {
            moves: text("moves")?.split_whitespace().map(String::from).collect(),
            score: [v["score"][0].as_u64()?, v["score"][1].as_u64()?],
            points: v["points"].as_f64().filter(|p| [0.0, 0.5, 1.0].contains(p))?,
            result: text("result")?,
            warri: read_answers(&v["answers"]["warri"])?,
            other: read_answers(&v["answers"]["other"])?,
        };
        let builds = [v["builds"][0].as_str()?.to_string(), v["builds"][1].as_str()?.to_string()];
        let r = Record { game, opening: text("opening")?, played, builds, load: v["load"].as_f64()? };
        (v["warri"].as_str() == Some(if r.warri_south() { "south" } else { "north" })).then_some(r)
    }
}

fn answers_json(a: &Answers) -> Value {
    json!([a.moves, a.book, a.depth_sum, a.depth_n, a.mid_sum, a.mid_n, a.took_ms, a.took_max_ms])
}

fn read_answers(v: &Value) -> Option<Answers> {
    let n = |i: usize| v.get(i).and_then(Value::as_u64);
    (v.as_array()?.len() == 8).then_some(())?;
    Some(Answers {
        moves: n(0)? as u32,
        book: n(1)? as u32,
        depth_sum: n(2)?,
        depth_n: n(3)? as u32,
        mid_sum: n(4)?,
        mid_n: n(5)? as u32,
        took_ms: n(6)?,
        took_max_ms: n(7)?,
    })
}

/// The first 16 hex digits of a file's SHA-256: which build played.
pub fn digest(path: &Path) -> Result<String> {
    let bytes = fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(Sha256::digest(&bytes).iter().take(8).map(|b| format!("{b:02x}")).collect())
}

/// Part `k` of `n` of a match (1-based): a run of its openings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub k: usize,
    pub n: usize,
}

impl Part {
    /// The whole match.
    pub const WHOLE: Part = Part { k: 1, n: 1 };

    /// The openings (by index) this part plays, of `count`: the parts
    /// split them into runs that differ in length by one at most.
    pub fn openings(self, count: usize) -> Range<usize> {
        (self.k - 1) * count / self.n..self.k * count / self.n
    }
}

/// A match's results file, read.
pub struct Results {
    path: PathBuf,
    /// The games recorded, in the file's order.
    pub records: Vec<Record>,
    /// The lines (1-based) that hold no readable game.
    pub unreadable: Vec<usize>,
    /// Whether the file ends within a line (a write cut off).
    ends_mid_line: bool,
}

impl Results {
    /// The results in `path` (none yet if there is no file).
    pub fn open(path: &Path) -> Result<Results> {
        let text = match fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        };
        let mut results = Results {
            path: path.to_path_buf(),
            records: Vec::new(),
            unreadable: Vec::new(),
            ends_mid_line: !text.is_empty() && !text.ends_with('\n'),
        };
        for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let record = serde_json::from_str::<Value>(line).ok().as_ref().and_then(Record::read);
            match record {
                Some(r) if !results.has(r.game) => results.records.push(r),
                _ => results.unreadable.push(i + 1),
            }
        }
        Ok(results)
    }

    /// Whether game `game` is recorded.
    pub fn has(&self, game: usize) -> bool {
        self.records.iter().any(|r| r.game == game)
    }

    /// Refuses to go on where the file holds games of other builds, or of
    /// other openings than `openings` gives the same numbers: the new
    /// games would not belong with them.
    pub fn check(&self, builds: &[String; 2], openings: &[String]) -> Result {
        for r in &self.records {
            let other = if &r.builds != builds {
                Some(format!("other builds (warri {}, its opponent {})", r.builds[0], r.builds[1]))
            } else if openings.get(r.game / 2) != Some(&r.opening) {
                Some(format!(
                    "game {} from the opening {}, which this match does not have there",
                    r.game + 1,
                    r.opening
                ))
            } else {
                None
            };
            if let Some(other) = other {
                return Err(format!(
                    "{} holds {other}: its games are not this match's. Move it away, or give another --seed; \
                     the file is left as it is",
                    self.path.display()
                ));
            }
        }
        Ok(())
    }

    /// Appends a finished game to the file (on a line of its own, after a
    /// line a cut-off write left unfinished), in one write: two parts of a
    /// match played at once (`--cores 0,0` and `--cores 1,1`) never
    /// interleave their lines.
    pub fn append(&mut self, r: Record) -> Result {
        let fail = |e: std::io::Error| format!("cannot write {}: {e}", self.path.display());
        let mut file = OpenOptions::new().create(true).append(true).open(&self.path).map_err(fail)?;
        let gap = if std::mem::take(&mut self.ends_mid_line) { "\n" } else { "" };
        file.write_all(format!("{gap}{}\n", r.json()).as_bytes()).map_err(fail)?;
        self.records.push(r);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(game: usize, points: f64) -> Record {
        let warri = Answers {
            moves: 30,
            book: 1,
            depth_sum: 400,
            depth_n: 29,
            mid_sum: 150,
            mid_n: 10,
            took_ms: 9000,
            took_max_ms: 320,
        };
        let played = Played {
            moves: vec!["A".into(), "b".into(), "C".into()],
            score: [26, 22],
            points,
            result: "South wins 26–22".into(),
            warri,
            other: Answers::default(),
        };
        Record { game, opening: "A b".into(), played, builds: ["w1".into(), "a1".into()], load: 1.25 }
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("warri-xtask-record-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir.join("match.jsonl")
    }

    /// The parts of a match cover every opening once, in runs worked out
    /// by hand: 50 openings in 4 parts are 12, 13, 12 and 13.
    #[test]
    fn the_parts_share_the_openings_out_once_each() {
        let runs: Vec<_> = (1..=4).map(|k| Part { k, n: 4 }.openings(50)).collect();
        assert_eq!(runs, [0..12, 12..25, 25..37, 37..50]);
        assert_eq!(Part::WHOLE.openings(50), 0..50);
        assert_eq!(Part { k: 3, n: 3 }.openings(2), 1..2);
    }

    /// A game written and read back is the same game.
    #[test]
    fn a_record_reads_back_as_written() {
        let r = record(3, 0.0);
        assert!(!r.warri_south());
        assert_eq!(Record::read(&r.json()), Some(r.clone()));
        let mut bad = r.json();
        bad["points"] = json!(0.7);
        assert_eq!(Record::read(&bad), None, "points other than 0, ½ and 1");
        bad = r.json();
        bad["warri"] = json!("south");
        assert_eq!(Record::read(&bad), None, "game 3 is warri's North game");
    }

    /// A match stopped in its third game: two games written whole, the
    /// third's line cut off. The file reads as two games; the third is
    /// adjourned (not recorded) and is the one played again; the cut line
    /// is named, kept, and the next game goes on a line of its own.
    #[test]
    fn an_adjourned_game_is_played_again_and_nothing_written_is_lost() {
        let path = scratch("adjourned");
        let cut = record(2, 1.0).json().to_string();
        let text = format!("{}\n{}\n{}", record(0, 1.0).json(), record(1, 0.5).json(), &cut[..cut.len() / 2]);
        fs::write(&path, &text).unwrap();
        let mut results = Results::open(&path).unwrap();
        assert_eq!(results.records.iter().map(|r| r.game).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(results.unreadable, [3]);
        let todo: Vec<usize> = (0..4).filter(|&g| !results.has(g)).collect();
        assert_eq!(todo, [2, 3]);
        results.append(record(2, 0.0)).unwrap();
        let after = fs::read_to_string(&path).unwrap();
        assert!(after.starts_with(&text), "what was written is still there");
        let again = Results::open(&path).unwrap();
        assert_eq!(
            again.records.iter().map(|r| (r.game, r.played.points)).collect::<Vec<_>>(),
            [(0, 1.0), (1, 0.5), (2, 0.0)]
        );
        assert_eq!(again.unreadable, [3]);
    }

    /// Games of other builds or other openings are not mixed in.
    #[test]
    fn games_of_another_build_or_opening_are_refused() {
        let path = scratch("builds");
        let mut results = Results::open(&path).unwrap();
        results.append(record(0, 1.0)).unwrap();
        let openings = ["A b".to_string(), "C d".to_string()];
        assert_eq!(results.check(&["w1".into(), "a1".into()], &openings), Ok(()));
        let e = results.check(&["w2".into(), "a1".into()], &openings).unwrap_err();
        assert!(e.contains("other builds (warri w1, its opponent a1)"), "{e}");
        let e = results.check(&["w1".into(), "a1".into()], &["B a".to_string()]).unwrap_err();
        assert!(e.contains("game 1 from the opening A b"), "{e}");
    }
}
