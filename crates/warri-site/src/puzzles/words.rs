//! The puzzles' sentences, in the reader's language: what a solution
//! reaches, and what is wrong with the puzzles file, the address or the
//! saved record. The messages are `web/i18n/puzzles-LANG.ftl`'s, with the
//! game's ([`crate::study_words::tr`]).

use warri_i18n::words::letter;

use crate::puzzles::{self, Goal, LineProblem, Problem, Puzzle, RecordError};
use warri_web::shell::i18n::Tr;
use warri_web::words;

/// What the solution reaches, with best play: "South wins by 4 seeds", "the
/// game is a draw" (the final margin from the puzzle's value).
pub fn value_words(tr: &Tr, puzzle: &Puzzle) -> String {
    match puzzle.goal() {
        Goal::Win { margin } => {
            tr.ta("puzzles-wins-by", &[("player", puzzle.solver().key().into()), ("count", margin.into())])
        }
        Goal::Draw => tr.t("puzzles-draw"),
    }
}

/// A problem, worded.
pub fn problem(tr: &Tr, p: &Problem) -> String {
    match p {
        Problem::NoPuzzle { id, example: Some(example) } => {
            tr.ta("puzzles-no-puzzle", &[("id", id.as_str().into()), ("example", example.as_str().into())])
        }
        Problem::NoPuzzle { id, example: None } => tr.ta("puzzles-no-puzzle-at-all", &[("id", id.as_str().into())]),
        Problem::Line(e) => tr.ta(
            "puzzles-bad-line",
            &[
                ("line", e.line.into()),
                ("file", puzzles::set::FILE.into()),
                ("problem", line_problem(tr, &e.problem).as_str().into()),
            ],
        ),
        Problem::Address(p) => words::address_problem(tr, p),
        Problem::Record(u) => {
            let why = words::read_error(tr, &u.problem, |e| match e {
                RecordError::Fields => tr.t("puzzles-record-fields"),
            });
            format!("{} {}", tr.ta("puzzles-record-bad", &[("problem", why.as_str().into())]), words::kept(tr, &u.kept))
        }
    }
}

/// What is wrong with a line of the puzzles file.
fn line_problem(tr: &Tr, p: &LineProblem) -> String {
    match p {
        LineProblem::Json { column } => tr.ta("puzzles-bad-json", &[("column", (*column).into())]),
        LineProblem::Variant(key) => tr.ta("puzzles-bad-variant", &[("key", key.as_str().into())]),
        LineProblem::Position(text, e) => tr.ta(
            "puzzles-bad-position",
            &[("text", text.as_str().into()), ("problem", words::position_problem(tr, e).as_str().into())],
        ),
        LineProblem::Over => tr.t("puzzles-bad-over"),
        LineProblem::Solution(text) => tr.ta("puzzles-bad-solution", &[("text", text.as_str().into())]),
        LineProblem::Illegal(variant, pit, e) => tr.ta(
            "puzzles-bad-illegal",
            &[("pit", letter(*pit).as_str().into()), ("problem", words::illegal(tr, *e, *variant).as_str().into())],
        ),
        LineProblem::LineStart => tr.t("puzzles-bad-line-start"),
        LineProblem::LineMove { number, text } => {
            tr.ta("puzzles-bad-line-move", &[("n", (*number).into()), ("text", text.as_str().into())])
        }
        LineProblem::Value(v) => tr.ta("puzzles-bad-value", &[("value", v.to_string().as_str().into())]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{LineError, PuzzleSet};
    use crate::study_words;
    use warri_web::shell::i18n::Lang;

    fn set() -> PuzzleSet {
        PuzzleSet::parse(concat!(
            r#"{"variant":"abapa","position":"0-1-3-2-0-1-2-0-0-0-2-0-16-21-S","solution":"F","value":105999,"line":["F","e"],"depth":2}"#,
            "\n",
            r#"{"variant":"abapa","position":"2-1-0-0-0-0-0-0-1-0-1-2-19-22-S","solution":"B","value":0,"line":["B","c"],"depth":2}"#
        ))
    }

    #[test]
    fn the_value_is_worded_as_the_final_margin_or_a_draw_in_every_language() {
        let s = set();
        assert_eq!(value_words(&study_words::tr(Lang::En), &s.puzzles[0]), "South wins by 6 seeds");
        assert_eq!(value_words(&study_words::tr(Lang::En), &s.puzzles[1]), "the game is a draw");
        assert_eq!(value_words(&study_words::tr(Lang::Ru), &s.puzzles[0]), "Юг побеждает с перевесом в 6 семян");
        assert_eq!(value_words(&study_words::tr(Lang::Nl), &s.puzzles[0]), "wint Zuid met 6 zaden verschil");
    }

    #[test]
    fn problems_name_what_is_wrong_in_the_page_language() {
        let nl = study_words::tr(Lang::Nl);
        let p = Problem::NoPuzzle { id: "abapa-99".into(), example: Some("abapa-0".into()) };
        let said = problem(&nl, &p);
        assert!(said.contains("abapa-99") && said.contains("puzzel van de dag"), "{said}");
        let line = Problem::Line(LineError { line: 7, problem: LineProblem::LineMove { number: 2, text: "A".into() } });
        let said = problem(&study_words::tr(Lang::En), &line);
        assert_eq!(said, "Line 7 of puzzles.jsonl cannot be used: move 2 of its line, “A”, cannot be played.");
        let kept = warri_web::shell::store::Kept::Aside("warri.puzzles.unreadable".into());
        let why = warri_web::shell::store::Envelope::Json { line: 1, column: 2 }.into();
        let bad = Problem::Record(warri_web::shell::store::Unreadable { problem: why, kept });
        let said = problem(&study_words::tr(Lang::Fr), &bad);
        assert!(
            said.contains("colonne 2") && said.contains("mises de côté") && said.contains("warri.puzzles.unreadable"),
            "{said}"
        );
        let why = warri_web::shell::store::Envelope::Newer(3).into();
        let kept = warri_web::shell::store::Kept::Newer("warri.puzzles".into());
        let newer = Problem::Record(warri_web::shell::store::Unreadable { problem: why, kept });
        assert_eq!(
            problem(&study_words::tr(Lang::En), &newer),
            "Your puzzle record could not be read (version 3 is newer than this warri); a new record starts. It was written by a newer warri and stays as it is, for that warri to read: this page saves nothing over it."
        );
    }
}
