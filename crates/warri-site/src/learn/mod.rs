//! The learning pages' state, one reducer like the game's ([`Learn`]): the
//! list of lessons (`?view=learn`), a lesson (`?lesson=ID&task=N`), a
//! variant's rules page (`?view=rules&variant=K`) and the glossary
//! (`?view=glossary`). Their words and lessons
//! are files fetched when the page is opened (`web/learn/`, `web/lessons/`),
//! so the game's first board never waits for them; [`app`]
//! fetches them and draws the pages. Each move on a lesson's board is judged by the
//! task's goal ([`warri_learn::Goal`]); a solved task is kept in
//! [`Progress`] ([`progress`]: its slot and saved format). Plain Rust,
//! tested natively.
//!
//! The room's files: this one, its state and reducer; [`app`], the page
//! (boot, header, loading); [`lessons`], [`rules_page`] and [`glossary`],
//! its views, with [`course`], the lessons list's cards (their small
//! pictures of a board are `crate::thumb`'s, shared with the puzzles);
//! [`words`], its sentences.

pub mod app;
pub mod course;
pub mod equipment;
pub mod glossary;
pub mod lessons;
pub mod progress;
pub mod rules_page;
pub mod words;

use std::rc::Rc;

pub use progress::{Progress, ProgressError};
use warri_learn::lesson::{Course, Lesson, LessonError};
use warri_learn::{Effect, Judgement, Miss};

use warri_rules::{ByPlayer, IllegalMove, Pit, Variant};
use warri_web::shell::address::{Address, AddressProblem};
use warri_web::shell::store::{Kept, Loaded, Unreadable};

use warri_web::seat::Seat;
use warri_web::shell::browser::FetchError;
use warri_web::shell::i18n::{Lang, Tr};
use warri_web::shell::route::{self, LearnRoute, Route};
use warri_web::shell::url::given;
use warri_web::table::{Action, Settings, Table};

/// What a learning link asks for: the page, and the settings every page
/// takes (language, embed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LearnLink {
    /// The page.
    pub route: LearnRoute,
    /// `lang=`, as the shell read it.
    pub lang: Option<Lang>,
    /// `embed=1`: no navigation around the page.
    pub embed: bool,
    /// A `variant=` that names no variant.
    pub bad_variant: Option<String>,
    /// What the shell found wrong with the link.
    pub problems: Vec<AddressProblem>,
}

impl LearnLink {
    /// The learning page the address opens, if it opens one (`view=learn`,
    /// `view=rules`, `view=glossary` or `lesson=`).
    pub fn of(address: &Address) -> Option<LearnLink> {
        let Route::Learn(route) = &address.route else { return None };
        let pairs = &address.pairs;
        let bad_variant = given(pairs, "variant").filter(|v| v.parse::<Variant>().is_err()).map(str::to_string);
        let (lang, problems) = (address.lang, address.problems.clone());
        Some(LearnLink { route: route.clone(), lang, embed: route::embedded(pairs), bad_variant, problems })
    }
}

/// Something that went wrong, each naming what (worded by the page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A file could not be fetched.
    Load {
        /// Its path.
        file: String,
        /// Why not.
        why: FetchError,
    },
    /// A lesson file (or the course) is damaged.
    Damaged {
        /// Its path.
        file: String,
        /// What is wrong.
        error: LessonError,
    },
    /// `lesson=` names no lesson.
    NoLesson {
        /// The id asked for.
        id: String,
        /// The lessons there are.
        ids: Vec<String>,
    },
    /// `task=` is not a task of the lesson.
    NoTask {
        /// The lesson.
        lesson: String,
        /// What `task=` says.
        task: String,
        /// How many tasks it has.
        count: usize,
    },
    /// `variant=` names no variant.
    Variant(String),
    /// What every page reads of its link (`lang=`) names nothing.
    Address(AddressProblem),
    /// The saved progress could not be read (kept: [`warri_web::shell::store`]).
    Progress(Unreadable<ProgressError>),
}

impl Problem {
    /// Where the saved progress it is about is kept, if it could not be read.
    pub fn kept(&self) -> Option<&Kept> {
        match self {
            Problem::Progress(u) => Some(&u.kept),
            _ => None,
        }
    }
}

/// What the last move on a task's board did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The rules forbid it.
    Illegal(IllegalMove),
    /// Legal, but it misses the goal; the task stays open.
    Missed {
        /// The move.
        pit: Pit,
        /// What it did.
        effect: Effect,
        /// Why it misses.
        miss: Miss,
    },
    /// It solves the task.
    Solved {
        /// The move.
        pit: Pit,
        /// What it did.
        effect: Effect,
    },
}

/// A task being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskPlay {
    /// Index of the lesson in [`Learn::lessons`].
    pub lesson: usize,
    /// The task, from 0.
    pub task: usize,
    /// The board (a solved task shows its move being sown).
    pub table: Table,
    /// What the last move did.
    pub feedback: Option<Feedback>,
    /// Whether the hint is shown.
    pub hint: bool,
    /// Moves tried on this task (for `data-tries`).
    pub tries: u32,
}

impl TaskPlay {
    /// Whether the task is solved on the board.
    pub fn solved(&self) -> bool {
        matches!(self.feedback, Some(Feedback::Solved { .. }))
    }
}

/// Everything that changes a learning page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LearnAction {
    /// The translator with the learning messages of its language (all
    /// that could be loaded), and the file that could not be.
    Words(Rc<Tr>, Result<(), Problem>),
    /// The course and its lessons are loaded (each may have failed).
    Lessons(Result<Course, Problem>, Vec<Result<Lesson, Problem>>),
    /// A pit was clicked on the task's board.
    Click(Pit),
    /// The board finished animating a move.
    AnimationDone(u32),
    /// Show the hint.
    Hint,
    /// The next task, or the lesson's end after the last.
    Next,
    /// Start the lesson again from its first task.
    Again,
    /// Change the language.
    Lang(Lang),
    /// Dismiss the problems shown.
    Dismiss,
}

/// A learning page's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learn {
    /// The page.
    pub route: LearnRoute,
    /// Its language.
    pub lang: Lang,
    /// Embed mode.
    pub embed: bool,
    /// Whether the animation is skipped (reduced motion).
    pub instant: bool,
    /// The translator with the learning messages of the page's language,
    /// once loaded.
    pub words: Option<Rc<Tr>>,
    /// The lessons in course order, once loaded (`None`: still loading).
    pub lessons: Option<Vec<Lesson>>,
    /// Solved tasks.
    pub progress: Progress,
    /// Bumped at each newly solved task (then the progress is saved).
    pub progress_changes: u32,
    /// What went wrong, to show.
    pub problems: Vec<Problem>,
    /// The task being played, on a lesson page.
    pub play: Option<TaskPlay>,
    /// The lesson's end is shown.
    pub done: bool,
}

impl Learn {
    /// The page a link opens, with the saved progress (as its slot held
    /// it) and the page's language.
    pub fn open(link: LearnLink, lang: Lang, saved: Loaded<Progress, ProgressError>, instant: bool) -> Learn {
        let mut problems: Vec<Problem> = link.problems.into_iter().map(Problem::Address).collect();
        if let Some(v) = link.bad_variant {
            problems.push(Problem::Variant(v));
        }
        let progress = match saved {
            Loaded::Read(p) => p,
            Loaded::Empty => Progress::default(),
            Loaded::Unreadable(u) => {
                problems.push(Problem::Progress(u));
                Progress::default()
            }
        };
        Learn {
            route: link.route,
            lang,
            embed: link.embed,
            instant,
            words: None,
            lessons: None,
            progress,
            progress_changes: 0,
            problems,
            play: None,
            done: false,
        }
    }

    /// Whether the page needs the lessons (the rules page does not).
    pub fn needs_lessons(&self) -> bool {
        !matches!(self.route, LearnRoute::Rules { .. })
    }

    /// The lesson being played.
    pub fn lesson(&self) -> Option<&Lesson> {
        let play = self.play.as_ref()?;
        self.lessons.as_ref()?.get(play.lesson)
    }

    /// The link of what is shown now (the address bar follows it, so that a
    /// reload comes back to the same task).
    pub fn current_link(&self) -> String {
        let route = match (&self.play, self.lesson()) {
            (Some(p), Some(l)) => LearnRoute::Lesson { id: l.id.clone(), task: Some(p.task.to_string()) },
            _ => self.route.clone(),
        };
        route.link(self.lang, self.embed)
    }

    /// Applies an action.
    pub fn apply(&mut self, action: LearnAction) {
        match action {
            // Words of a language left meanwhile are not the page's.
            LearnAction::Words(tr, result) if tr.lang() == self.lang => {
                self.words = Some(tr);
                if let Err(p) = result {
                    self.problems.push(p);
                }
            }
            LearnAction::Words(..) => {}
            LearnAction::Lessons(course, lessons) => self.loaded(course, lessons),
            LearnAction::Click(pit) => self.click(pit),
            LearnAction::AnimationDone(id) => {
                if let Some(p) = &mut self.play {
                    p.table.apply(Action::AnimationDone(id));
                }
            }
            LearnAction::Hint => {
                if let Some(p) = &mut self.play {
                    p.hint = true;
                }
            }
            LearnAction::Next => {
                let Some((lesson, task)) = self.play.as_ref().map(|p| (p.lesson, p.task)) else { return };
                let count = self.lessons.as_ref().map_or(0, |l| l[lesson].tasks.len());
                if task + 1 < count {
                    self.start(lesson, task + 1);
                } else {
                    self.done = true;
                }
            }
            LearnAction::Again => {
                if let Some(lesson) = self.play.as_ref().map(|p| p.lesson) {
                    self.start(lesson, 0);
                }
            }
            LearnAction::Lang(lang) if lang != self.lang => {
                self.lang = lang;
                self.words = None;
            }
            LearnAction::Lang(_) => {}
            LearnAction::Dismiss => self.problems.clear(),
        }
    }

    fn loaded(&mut self, course: Result<Course, Problem>, lessons: Vec<Result<Lesson, Problem>>) {
        let course = match course {
            Ok(c) => c,
            Err(p) => {
                self.problems.push(p);
                self.lessons = Some(Vec::new());
                return;
            }
        };
        let mut good = Vec::new();
        for l in lessons {
            match l {
                Ok(l) => good.push(l),
                Err(p) => self.problems.push(p),
            }
        }
        self.lessons = Some(good);
        if let LearnRoute::Lesson { id, task } = self.route.clone() {
            let lessons = self.lessons.as_deref().unwrap_or_default();
            let Some(index) = lessons.iter().position(|l| l.id == id) else {
                // A damaged lesson has said so already.
                if !self.problems.iter().any(|p| matches!(p, Problem::Damaged { .. } | Problem::Load { .. })) {
                    self.problems.push(Problem::NoLesson { id, ids: course.lessons.clone() });
                }
                self.route = LearnRoute::List { variant: None };
                return;
            };
            let count = lessons[index].tasks.len();
            let task = match task {
                None => self.progress.next_task(&lessons[index]),
                Some(t) => match t.parse::<usize>() {
                    Ok(n) if n < count => n,
                    _ => {
                        self.problems.push(Problem::NoTask { lesson: id, task: t, count });
                        0
                    }
                },
            };
            self.start(index, task);
        }
    }

    fn start(&mut self, lesson: usize, task: usize) {
        let Some(t) = self.lessons.as_ref().and_then(|l| l.get(lesson)).and_then(|l| l.tasks.get(task)) else {
            return;
        };
        let settings = Settings {
            variant: t.variant,
            first: t.position.to_move(),
            seats: ByPlayer::new(Seat::Human, Seat::Human),
        };
        let table = Table::with_game(settings, t.game());
        self.play = Some(TaskPlay { lesson, task, table, feedback: None, hint: false, tries: 0 });
        self.done = false;
    }

    fn click(&mut self, pit: Pit) {
        let Some(lessons) = self.lessons.as_ref() else { return };
        let Some(play) = self.play.as_mut() else { return };
        if play.solved() || play.table.busy() || self.done {
            return;
        }
        let lesson = &lessons[play.lesson];
        let task = &lesson.tasks[play.task];
        play.tries += 1;
        play.feedback = Some(match task.goal.judge(&task.game(), pit) {
            Judgement::Illegal(e) => Feedback::Illegal(e),
            Judgement::Missed(effect, miss) => Feedback::Missed { pit, effect, miss },
            Judgement::Solved(effect) => {
                play.table.apply(Action::Click(pit));
                if self.progress.solve(&lesson.id, play.task) {
                    self.progress_changes += 1;
                }
                Feedback::Solved { pit, effect }
            }
        });
    }
}

warri_web::reducer!(Learn, LearnAction);

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(q: &str) -> Address {
        Address::of_query(q)
    }

    fn lessons() -> (Course, Vec<Lesson>) {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/lessons/");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}{f}")).unwrap();
        let course = Course::parse(&read("course.json")).unwrap();
        let lessons =
            course.lessons.iter().map(|id| Lesson::parse(id, &read(&format!("{id}.json"))).unwrap()).collect();
        (course, lessons)
    }

    fn opened(q: &str, saved: Option<&str>) -> Learn {
        let store = warri_web::shell::store::Memory::with(
            &saved.map(|t| (progress::PROGRESS.key, t)).into_iter().collect::<Vec<_>>(),
        );
        let saved = warri_web::shell::store::load::<Progress>(&store);
        let mut l = Learn::open(LearnLink::of(&pairs(q)).expect("a learning link"), Lang::En, saved, true);
        let (course, lessons) = lessons();
        l.apply(LearnAction::Lessons(Ok(course), lessons.into_iter().map(Ok).collect()));
        l
    }

    #[test]
    fn links_open_the_learning_pages_and_others_do_not() {
        assert_eq!(LearnLink::of(&pairs("?view=learn")).unwrap().route, LearnRoute::List { variant: None });
        let rules = LearnLink::of(&pairs("?view=rules&variant=wahree&lang=ru&embed=1")).unwrap();
        assert_eq!(
            (rules.route, rules.lang, rules.embed),
            (LearnRoute::Rules { variant: Variant::Wahree }, Some(Lang::Ru), true)
        );
        let bad = LearnLink::of(&pairs("?view=rules&variant=oware")).unwrap();
        assert_eq!(
            (bad.route, bad.bad_variant.as_deref()),
            (LearnRoute::Rules { variant: Variant::Abapa }, Some("oware"))
        );
        assert!(LearnLink::of(&pairs("?variant=wahree")).is_none());
        assert!(LearnLink::of(&pairs("?view=replay")).is_none());
        let r = LearnRoute::Lesson { id: "chain".into(), task: Some("1".into()) };
        assert_eq!(r.link(Lang::Nl, false), "?lesson=chain&task=1&lang=nl");
    }

    #[test]
    fn a_wrong_move_is_explained_and_leaves_the_task_open_a_right_one_solves_it_and_is_kept() {
        let mut l = opened("?lesson=chain&task=0", None);
        let play = l.play.as_ref().unwrap();
        assert_eq!((play.task, l.lesson().unwrap().id.as_str()), (0, "chain"));
        let pit = |s: &str| s.parse::<Pit>().unwrap();
        l.apply(LearnAction::Click(pit("a")));
        assert!(matches!(l.play.as_ref().unwrap().feedback, Some(Feedback::Illegal(IllegalMove::NotYourPit { .. }))));
        l.apply(LearnAction::Click(pit("B")));
        let p = l.play.as_ref().unwrap();
        assert!(matches!(p.feedback, Some(Feedback::Missed { miss: Miss::TooFew { captured: 0, wanted: 5 }, .. })));
        assert!(!p.solved() && p.table.game.moves().is_empty(), "the board is as the task set it");
        assert_eq!(l.progress_changes, 0);
        l.apply(LearnAction::Click(pit("E")));
        assert!(l.play.as_ref().unwrap().solved());
        assert_eq!(l.play.as_ref().unwrap().table.game.moves(), &[pit("E")]);
        assert_eq!(l.progress_changes, 1);
        assert!(l.progress.is_solved("chain", 0));
        // A reload with the saved progress opens the first task not solved.
        let again = opened("?lesson=chain", Some(&warri_web::shell::store::Keepable::text(&l.progress)));
        assert_eq!(again.play.as_ref().unwrap().task, 1);
        assert_eq!(again.current_link(), "?lesson=chain&task=1&lang=en");
        // Next, then past the last task: the lesson's end.
        l.apply(LearnAction::Next);
        assert_eq!(l.play.as_ref().unwrap().task, 1);
        l.apply(LearnAction::Next);
        assert!(l.done);
        l.apply(LearnAction::Again);
        assert_eq!((l.done, l.play.as_ref().unwrap().task), (false, 0));
    }

    #[test]
    fn every_task_of_every_lesson_is_solved_by_its_answers_on_the_page() {
        let (course, lessons) = lessons();
        for (i, lesson) in lessons.iter().enumerate() {
            for (n, task) in lesson.tasks.iter().enumerate() {
                let mut l = opened(&format!("?lesson={}&task={n}", course.lessons[i]), None);
                let answer = task.answers.into_iter().next().unwrap();
                let wrong = task.game().legal_moves().into_iter().find(|p| !task.answers.contains(*p)).unwrap();
                l.apply(LearnAction::Click(wrong));
                assert!(!l.play.as_ref().unwrap().solved(), "{} {n}", lesson.id);
                l.apply(LearnAction::Click(answer));
                assert!(l.play.as_ref().unwrap().solved(), "{} {n}", lesson.id);
                assert_eq!(task.goal.accepted(&task.game()), task.answers);
            }
        }
    }

    #[test]
    fn the_words_of_a_language_left_meanwhile_are_not_taken() {
        let mut l = opened("?view=learn&lang=en", None);
        l.apply(LearnAction::Lang(Lang::Nl));
        l.apply(LearnAction::Lang(Lang::Fr));
        l.apply(LearnAction::Words(Rc::new(Tr::new(Lang::Fr)), Ok(())));
        l.apply(LearnAction::Words(Rc::new(Tr::new(Lang::Nl)), Ok(())));
        assert_eq!(l.words.as_ref().map(|t| t.lang()), Some(Lang::Fr));
        let file = "learn/fr.ftl".to_string();
        l.apply(LearnAction::Lang(Lang::Ru));
        assert!(l.words.is_none(), "loading the new language");
        l.apply(LearnAction::Words(
            Rc::new(Tr::new(Lang::Ru)),
            Err(Problem::Load { file, why: FetchError::Status(404) }),
        ));
        assert!(l.words.is_some() && l.problems.len() == 1, "the page shows, and says what is missing");
    }

    #[test]
    fn bad_links_and_bad_saved_progress_name_what_is_wrong() {
        let l = opened("?lesson=chains", None);
        assert!(matches!(&l.problems[..], [Problem::NoLesson { id, ids }] if id == "chains" && ids.len() >= 8));
        assert_eq!(l.route, LearnRoute::List { variant: None });
        let l = opened("?lesson=chain&task=9", None);
        assert!(matches!(&l.problems[..], [Problem::NoTask { task, count: 2, .. }] if task == "9"));
        assert_eq!(l.play.as_ref().unwrap().task, 0);
        let l = opened("?view=learn", Some("{not json"));
        let kept = warri_web::shell::store::Kept::Aside("warri.learn.unreadable".into());
        let problem = warri_web::shell::store::Envelope::Json { line: 1, column: 2 }.into();
        assert_eq!(l.problems, [Problem::Progress(Unreadable { problem, kept })]);
        let l = opened("?view=learn", Some(r#"{"solved":{"chain":[0]}}"#));
        assert!(l.problems.is_empty(), "progress saved before it had a version is read");
        assert!(l.progress.is_solved("chain", 0));
        let l = opened("?view=glossary&lang=esperanto", None);
        assert_eq!(l.problems, [Problem::Address(AddressProblem::Lang("esperanto".into()))], "said on every page");
    }
}
