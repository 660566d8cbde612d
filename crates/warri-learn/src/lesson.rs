//! Lesson files: one JSON file per lesson (`web/lessons/ID.json`) holding
//! its tasks and every word of it in the four languages, and the course
//! (`web/lessons/course.json`), the lessons in the order they are taught.
//!
//! As with a position's [`warri_rules::Setup`] and [`warri_rules::Position`],
//! the file as written ([`LessonFile`]) is read once and checked into a
//! [`Lesson`]: variants known, positions valid and not already over, the
//! answers written in the file exactly the moves the goal accepts under the
//! rules, at least one legal move that does not, and no text missing. A
//! file that fails names its problem ([`LessonError`]).

use core::fmt;
use serde::Deserialize;
use warri_i18n::Lang;
use warri_rules::{Game, MoveSet, Pit, Position, PositionError, Variant};

use crate::goal::Goal;

/// A text in the four languages.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Texts {
    /// English.
    pub en: String,
    /// Dutch.
    pub nl: String,
    /// French.
    pub fr: String,
    /// Russian.
    pub ru: String,
}

impl Texts {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Nl => &self.nl,
            Lang::Fr => &self.fr,
            Lang::Ru => &self.ru,
        }
    }

    /// The first language whose text is empty.
    fn missing(&self) -> Option<Lang> {
        Lang::ALL.into_iter().find(|&l| self.get(l).trim().is_empty())
    }

    /// Checks the text `field` of `task`: written in every language, and
    /// every choice it marks one of warri's.
    fn check(&self, task: Option<usize>, field: &'static str) -> Result<(), LessonError> {
        if let Some(lang) = self.missing() {
            return Err(LessonError::EmptyText { task, field, lang });
        }
        for lang in Lang::ALL {
            crate::marks::pieces(self.get(lang)).map_err(|key| LessonError::Choice { task, field, lang, key })?;
        }
        Ok(())
    }
}

/// A goal as written: `{"capture-at-least": 5}`, `{"last-in": "d"}`,
/// `"capture-most"`, `"feed-fewest"`, `"end"`, `"win"`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum GoalFile {
    /// [`Goal::LastIn`], the pit's letter.
    LastIn(String),
    /// [`Goal::CaptureAtLeast`].
    CaptureAtLeast(u8),
    /// [`Goal::CaptureMost`].
    CaptureMost,
    /// [`Goal::FeedFewest`].
    FeedFewest,
    /// [`Goal::End`].
    End,
    /// [`Goal::Win`].
    Win,
}

/// A task as written in a lesson file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TaskFile {
    /// The variant's key.
    pub variant: String,
    /// The position, in the notation of docs/rules.md section 0.
    pub position: String,
    /// What the player must do.
    pub goal: GoalFile,
    /// The moves that meet the goal, by letter (checked against the rules).
    pub answers: Vec<String>,
    /// The task, as the player reads it.
    pub text: Texts,
    /// A hint, shown on request.
    pub hint: Texts,
    /// Said once the task is solved: what the move shows.
    pub solved: Texts,
}

/// A lesson file as written.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    /// The lesson's id: the file's name without `.json`.
    pub id: String,
    /// Its title.
    pub title: Texts,
    /// What it teaches, read before the first task.
    pub intro: Texts,
    /// Its tasks, in order.
    pub tasks: Vec<TaskFile>,
}

/// One task, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The variant it is played under.
    pub variant: Variant,
    /// The position the task starts from (not over).
    pub position: Position,
    /// What the player must do.
    pub goal: Goal,
    /// The moves that meet the goal (as written, and as the rules say).
    pub answers: MoveSet,
    /// The task's words.
    pub text: Texts,
    /// The hint.
    pub hint: Texts,
    /// What is said once it is solved.
    pub solved: Texts,
}

impl Task {
    /// The game the task is played in.
    pub fn game(&self) -> Game {
        Game::from_position(self.variant.rules(), self.position)
    }
}

/// A lesson, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its id (`chain`, `grand-slam`, …).
    pub id: String,
    /// Its title.
    pub title: Texts,
    /// Its introduction.
    pub intro: Texts,
    /// Its tasks (at least one).
    pub tasks: Vec<Task>,
}

/// What is wrong with a lesson file or the course file. `task` counts from
/// 0, as in `?task=N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// Not JSON of the expected shape: where, and the reader's own words
    /// (a missing or unknown field, a wrong type).
    Syntax {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// What the JSON reader says.
        detail: String,
    },
    /// The `id` inside is not the file's name.
    WrongId {
        /// The id the file holds.
        found: String,
    },
    /// The lesson has no task.
    NoTasks,
    /// The course names no lesson.
    EmptyCourse,
    /// A task names no known variant.
    Variant {
        /// The task.
        task: usize,
        /// What it says.
        text: String,
    },
    /// A task's position is not valid.
    Position {
        /// The task.
        task: usize,
        /// What is wrong with it.
        error: PositionError,
    },
    /// A task's position is a finished game.
    Over {
        /// The task.
        task: usize,
    },
    /// A goal or an answer names no pit.
    Pit {
        /// The task.
        task: usize,
        /// What it says.
        text: String,
    },
    /// The answers written are not the moves the goal accepts.
    Answers {
        /// The task.
        task: usize,
        /// The moves the rules accept.
        accepted: MoveSet,
    },
    /// Every legal move meets the goal: nothing to learn from.
    NoWrongMove {
        /// The task.
        task: usize,
    },
    /// A text marks a choice (`{choice:KEY}`, [`crate::marks`]) that is
    /// none of warri's choices.
    Choice {
        /// The task (`None`: the lesson's title or introduction).
        task: Option<usize>,
        /// Which text.
        field: &'static str,
        /// The language of the text.
        lang: Lang,
        /// The key as written.
        key: String,
    },
    /// A text is empty in a language.
    EmptyText {
        /// The task (`None`: the lesson's title or introduction).
        task: Option<usize>,
        /// Which text (`title`, `intro`, `text`, `hint`, `solved`).
        field: &'static str,
        /// The language it is missing in.
        lang: Lang,
    },
}

impl fmt::Display for LessonError {
    /// English, for the command line and the tests (the page words it in
    /// its own language).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Syntax { line, column, detail } => write!(f, "line {line}, column {column}: {detail}"),
            LessonError::WrongId { found } => write!(f, "the file says its id is \"{found}\""),
            LessonError::NoTasks => f.write_str("the lesson has no task"),
            LessonError::EmptyCourse => f.write_str("the course names no lesson"),
            LessonError::Variant { task, text } => write!(f, "task {task}: unknown variant \"{text}\""),
            LessonError::Position { task, error } => write!(f, "task {task}: position: {error}"),
            LessonError::Over { task } => write!(f, "task {task}: the game is already over"),
            LessonError::Pit { task, text } => write!(f, "task {task}: \"{text}\" is not a pit"),
            LessonError::Answers { task, accepted } => {
                write!(f, "task {task}: the rules accept {}", letters(*accepted))
            }
            LessonError::NoWrongMove { task } => write!(f, "task {task}: every legal move meets the goal"),
            LessonError::Choice { task, field, lang, key } => match task {
                Some(t) => write!(f, "task {t}: {field} in {} marks no choice of warri's: \"{key}\"", lang.code()),
                None => write!(f, "{field} in {} marks no choice of warri's: \"{key}\"", lang.code()),
            },
            LessonError::EmptyText { task, field, lang } => match task {
                Some(t) => write!(f, "task {t}: {field} is empty in {}", lang.code()),
                None => write!(f, "{field} is empty in {}", lang.code()),
            },
        }
    }
}

impl std::error::Error for LessonError {}

/// The letters of a set of moves, e.g. `C E` (`-` for none).
pub fn letters(set: MoveSet) -> String {
    let v: Vec<String> = set.into_iter().map(|p| p.letter().to_string()).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(" ")
    }
}

fn syntax(e: serde_json::Error) -> LessonError {
    let detail = e.to_string();
    // serde_json appends " at line L column C"; the position is kept apart.
    let detail = detail.split(" at line ").next().unwrap_or(&detail).to_string();
    LessonError::Syntax { line: e.line(), column: e.column(), detail }
}

impl Lesson {
    /// Reads and checks the lesson file `id`.json.
    pub fn parse(id: &str, json: &str) -> Result<Lesson, LessonError> {
        let file: LessonFile = serde_json::from_str(json).map_err(syntax)?;
        Lesson::check(id, file)
    }

    /// Checks a lesson as written.
    pub fn check(id: &str, file: LessonFile) -> Result<Lesson, LessonError> {
        if file.id != id {
            return Err(LessonError::WrongId { found: file.id });
        }
        for (field, texts) in [("title", &file.title), ("intro", &file.intro)] {
            texts.check(None, field)?;
        }
        if file.tasks.is_empty() {
            return Err(LessonError::NoTasks);
        }
        let tasks = file.tasks.into_iter().enumerate().map(|(i, t)| check_task(i, t)).collect::<Result<_, _>>()?;
        Ok(Lesson { id: file.id, title: file.title, intro: file.intro, tasks })
    }

    /// The variants its tasks are played in, in the app's order.
    pub fn variants(&self) -> Vec<Variant> {
        Variant::ALL.into_iter().filter(|v| self.tasks.iter().any(|t| t.variant == *v)).collect()
    }
}

fn check_task(task: usize, t: TaskFile) -> Result<Task, LessonError> {
    let variant: Variant = t.variant.parse().map_err(|_| LessonError::Variant { task, text: t.variant.clone() })?;
    let position: Position = t.position.parse().map_err(|error| LessonError::Position { task, error })?;
    let pit = |s: &str| s.parse::<Pit>().map_err(|_| LessonError::Pit { task, text: s.to_string() });
    let goal = match &t.goal {
        GoalFile::LastIn(p) => Goal::LastIn(pit(p)?),
        GoalFile::CaptureAtLeast(n) => Goal::CaptureAtLeast(*n),
        GoalFile::CaptureMost => Goal::CaptureMost,
        GoalFile::FeedFewest => Goal::FeedFewest,
        GoalFile::End => Goal::End,
        GoalFile::Win => Goal::Win,
    };
    let mut answers = MoveSet::EMPTY;
    for a in &t.answers {
        answers.insert(pit(a)?);
    }
    for (field, texts) in [("text", &t.text), ("hint", &t.hint), ("solved", &t.solved)] {
        texts.check(Some(task), field)?;
    }
    let checked = Task { variant, position, goal, answers, text: t.text, hint: t.hint, solved: t.solved };
    let game = checked.game();
    if game.is_over() {
        return Err(LessonError::Over { task });
    }
    let accepted = goal.accepted(&game);
    if accepted != answers || accepted.is_empty() {
        return Err(LessonError::Answers { task, accepted });
    }
    if accepted == game.legal_moves() {
        return Err(LessonError::NoWrongMove { task });
    }
    Ok(checked)
}

/// The course file as written: `{"lessons": ["sowing", …]}`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct CourseFile {
    lessons: Vec<String>,
}

/// The course: the lessons' ids in teaching order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    /// The ids, each the name of a file `ID.json` next to the course file.
    pub lessons: Vec<String>,
}

impl Course {
    /// Reads `course.json`.
    pub fn parse(json: &str) -> Result<Course, LessonError> {
        let file: CourseFile = serde_json::from_str(json).map_err(syntax)?;
        if file.lessons.is_empty() {
            return Err(LessonError::EmptyCourse);
        }
        Ok(Course { lessons: file.lessons })
    }

    /// Whether `id` is a lesson of the course.
    pub fn has(&self, id: &str) -> bool {
        self.lessons.iter().any(|l| l == id)
    }
}
