//! The lessons in `web/lessons/`, proven against the rules: for every task,
//! the moves it accepts are exactly the moves that meet its goal — worked
//! out here a second, plainer way, from the stores and pits before and after
//! each legal move as the rules crate plays it — the answers written in the
//! file are those moves, at least one legal move is wrong, and every text is
//! there in every language.

use std::path::PathBuf;

use warri_learn::lesson::{letters, Course, Lesson};
use warri_learn::Goal;
use warri_rules::{Game, MoveSet, Pit};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/lessons")
}

fn course() -> (Course, Vec<Lesson>) {
    let read = |name: &str| std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let course = Course::parse(&read("course.json")).expect("course.json");
    let lessons = course
        .lessons
        .iter()
        .map(|id| Lesson::parse(id, &read(&format!("{id}.json"))).unwrap_or_else(|e| panic!("{id}.json: {e}")))
        .collect();
    (course, lessons)
}

/// The goal, judged without `warri_learn::goal`: from the position before
/// and after the move (stores and rows), and the game's end.
fn plain(goal: Goal, game: &Game) -> MoveSet {
    let before = *game.position();
    let mover = before.to_move();
    let facts: Vec<(Pit, u8, u8, bool, bool, Pit)> = game
        .legal_moves()
        .into_iter()
        .map(|pit| {
            let mut after = game.clone();
            after.play(pit).unwrap();
            let over = after.outcome();
            // Captured: the store's growth, less any award at the end.
            let awarded = over.map_or(0, |o| o.awarded[mover]);
            let captured = after.position().stores()[mover] - before.stores()[mover] - awarded;
            // The opponent's row before an award: the seeds on the board
            // after sowing and captures are the total less both stores as
            // they were before the award, less the mover's row.
            let row = match over {
                None => after.position().row_seeds(mover.opponent()),
                Some(o) => {
                    let stores_before_award = u16::from(o.score.south) + u16::from(o.score.north)
                        - u16::from(o.awarded.south)
                        - u16::from(o.awarded.north);
                    let on_board = 48 - stores_before_award;
                    // The mover's row is what the award gave from it plus what stays.
                    let own = mover_row_before_award(game, pit);
                    (on_board - u16::from(own)) as u8
                }
            };
            // Where the last seed fell: sow by hand.
            let last = last_pit(game, pit);
            (pit, captured, row, over.is_some(), over.is_some_and(|o| o.winner == Some(mover)), last)
        })
        .collect();
    let best = facts.iter().map(|f| f.1).max().unwrap_or(0);
    let fewest = facts.iter().map(|f| f.2).min().unwrap_or(0);
    let mut set = MoveSet::EMPTY;
    for &(pit, captured, row, over, won, last) in &facts {
        let ok = match goal {
            Goal::LastIn(p) => last == p,
            Goal::CaptureAtLeast(n) => captured >= n,
            Goal::CaptureMost => best > 0 && captured == best,
            Goal::FeedFewest => row == fewest,
            Goal::End => over,
            Goal::Win => won,
        };
        if ok {
            set.insert(pit);
        }
    }
    set
}

/// The pit the last seed of `pit` falls into: counted round the board,
/// skipping the origin.
fn last_pit(game: &Game, pit: Pit) -> Pit {
    let mut seeds = game.position().pits()[pit.index()];
    let mut at = pit.index();
    while seeds > 0 {
        at = (at + 1) % 12;
        if at != pit.index() {
            seeds -= 1;
        }
    }
    Pit::new(at).unwrap()
}

/// The mover's own row after sowing `pit` (captures never touch it).
fn mover_row_before_award(game: &Game, pit: Pit) -> u8 {
    let mut pits = *game.position().pits();
    let mut seeds = std::mem::take(&mut pits[pit.index()]);
    let mut at = pit.index();
    while seeds > 0 {
        at = (at + 1) % 12;
        if at != pit.index() {
            pits[at] += 1;
            seeds -= 1;
        }
    }
    Pit::ALL.iter().filter(|p| p.owner() == pit.owner()).map(|p| pits[p.index()]).sum()
}

#[test]
fn every_task_accepts_exactly_the_moves_that_meet_its_goal_and_no_other() {
    let (_, lessons) = course();
    let mut tasks = 0;
    for lesson in &lessons {
        for (n, task) in lesson.tasks.iter().enumerate() {
            let game = task.game();
            let accepted = task.goal.accepted(&game);
            let plainly = plain(task.goal, &game);
            let at = format!("{} task {n}", lesson.id);
            assert_eq!(letters(accepted), letters(plainly), "{at}: the goal, judged two ways");
            assert_eq!(letters(task.answers), letters(accepted), "{at}: the answers written");
            assert!(!accepted.is_empty(), "{at}: something solves it");
            let wrong = game.legal_moves().into_iter().filter(|p| !accepted.contains(*p)).count();
            assert!(wrong > 0, "{at}: at least one wrong legal move");
            tasks += 1;
        }
    }
    assert!(lessons.len() >= 8 && tasks >= 18, "{} lessons, {tasks} tasks", lessons.len());
}

#[test]
fn the_course_covers_the_topics_the_rules_name_and_every_variant() {
    let (course, lessons) = course();
    for want in ["sowing", "lap", "capture", "chain", "feeding", "grand-slam", "end", "match"] {
        assert!(course.has(want), "{want}");
    }
    let mut variants: Vec<_> = lessons.iter().flat_map(|l| l.variants()).collect();
    variants.sort();
    variants.dedup();
    assert_eq!(variants, warri_rules::Variant::ALL.to_vec(), "every variant is taught");
    // Every lesson file in the directory is in the course.
    for entry in std::fs::read_dir(dir()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let id = name.strip_suffix(".json").unwrap();
        assert!(id == "course" || course.has(id), "{name} is not in course.json");
    }
}

#[test]
fn a_broken_lesson_file_names_its_problem() {
    let (_, _) = course();
    let good = std::fs::read_to_string(dir().join("capture.json")).unwrap();
    let check = |text: &str| Lesson::parse("capture", text).unwrap_err().to_string();
    assert_eq!(
        check(&good.replacen("\"id\": \"capture\"", "\"id\": \"capturing\"", 1)),
        "the file says its id is \"capturing\""
    );
    assert!(check(&good.replacen("\"answers\": [\n        \"E\"\n      ]", "\"answers\": [\"D\"]", 1))
        .contains("the rules accept E"));
    assert!(check(&good.replacen("\"variant\": \"abapa\"", "\"variant\": \"oware\"", 1))
        .contains("unknown variant \"oware\""));
    assert!(check(&good.replacen("0-0-0-2-3-1-3-1-0-4-4-4-13-13-S", "0-0-0-2-3-1-3-1-0-4-4-4-13-14-S", 1))
        .starts_with("task 0: position"));
    assert!(check(&good[..good.len() / 2]).starts_with("line "));
    assert!(check(&good.replacen("\"hint\"", "\"hints\"", 1)).contains("unknown field `hints`"));
    // A mark of warri's choice that names none of them.
    let end = std::fs::read_to_string(dir().join("end.json")).unwrap();
    let check_end = |text: &str| Lesson::parse("end", text).unwrap_err().to_string();
    assert!(end.contains("{choice:seeds-at-25}"), "the end lesson marks the 25-end's choice");
    assert_eq!(
        check_end(&end.replacen("{choice:seeds-at-25}", "{choice:seeds-at-24}", 1)),
        "task 0: solved in en marks no choice of warri's: \"seeds-at-24\""
    );
}
