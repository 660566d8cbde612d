//! A small picture of a position for a card (a lesson's first task on the
//! course map, the day's puzzle on the puzzles page): the board, its two
//! rows of pits and its two stores, each with its count of seeds. Seen as
//! the game's board is (North's row on top, `f` … `a`, South's below,
//! `A` … `F`; North's store on the left, South's on the right; flipped,
//! from North's seat). Cheap, for a dozen cards on one page: one inline
//! SVG of some thirty shapes, seeds as figures rather than dots, no
//! gradient, its colours from the page's theme (the cards' part of `web/style.css`: the
//! classes `thumb`, `thumb-board`, `thumb-pit`, `thumb-store`,
//! `thumb-count`; an empty pit is also `empty` and shows no figure).
//!
//! Decorative (`aria-hidden`): the card says in words what it stands for.
//! It carries no `data-pit`, so the page's board stays the only one the
//! tests read.

use std::fmt::Write;

use warri_rules::{Pit, Player, Position};
use yew::Html;

/// The picture's width in SVG units (its height is [`HEIGHT`]).
pub const WIDTH: u32 = 180;
/// The picture's height in SVG units.
pub const HEIGHT: u32 = 64;
/// The far row's centre line, the near row's, and a pit's radius.
const ROWS: (u32, u32) = (19, 45);
const PIT_R: u32 = 9;

/// The picture as SVG markup (an inline `<svg>` element, no XML
/// declaration).
pub fn svg(position: &Position, flipped: bool) -> String {
    let (near, far) = if flipped { (Player::North, Player::South) } else { (Player::South, Player::North) };
    let mut s = format!(
        "<svg class=\"thumb\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         aria-hidden=\"true\" focusable=\"false\">\
         <rect class=\"thumb-board\" x=\"1\" y=\"1\" width=\"{w}\" height=\"{h}\" rx=\"14\"/>",
        w = WIDTH - 2,
        h = HEIGHT - 2,
    );
    store(&mut s, 6, position.stores()[far]);
    store(&mut s, WIDTH - 26, position.stores()[near]);
    for col in 0..6 {
        let cx = 40 + 20 * col as u32;
        // The far row runs right to left, the near row left to right.
        pit(&mut s, cx, ROWS.0, position.seeds(Pit::of(far, 5 - col)));
        pit(&mut s, cx, ROWS.1, position.seeds(Pit::of(near, col)));
    }
    s.push_str("</svg>");
    s
}

/// The picture, to put in a page.
pub fn html(position: &Position, flipped: bool) -> Html {
    Html::from_html_unchecked(svg(position, flipped).into())
}

/// A store: a rounded bar 20 units wide from `x`, its count in the middle.
fn store(s: &mut String, x: u32, seeds: u8) {
    let _ = write!(
        s,
        "<rect class=\"thumb-store\" x=\"{x}\" y=\"8\" width=\"20\" height=\"48\" rx=\"10\"/>\
         <text class=\"thumb-count\" x=\"{cx}\" y=\"{cy}\" dy=\".35em\">{seeds}</text>",
        cx = x + 10,
        cy = HEIGHT / 2,
    );
}

/// A pit centred on (`cx`, `cy`), with its count unless it is empty.
fn pit(s: &mut String, cx: u32, cy: u32, seeds: u8) {
    let empty = if seeds == 0 { " empty" } else { "" };
    let _ = write!(s, "<circle class=\"thumb-pit{empty}\" cx=\"{cx}\" cy=\"{cy}\" r=\"{PIT_R}\"/>");
    if seeds > 0 {
        let _ = write!(s, "<text class=\"thumb-count\" x=\"{cx}\" y=\"{cy}\" dy=\".35em\">{seeds}</text>");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The figures of the picture's texts, in the order drawn: the far
    /// store, the near store, then each column's far pit and near pit
    /// (empty pits have none).
    fn figures(svg: &str) -> Vec<String> {
        svg.split("<text")
            .skip(1)
            .map(|t| t.split_once('>').unwrap().1.split_once('<').unwrap().0.to_string())
            .collect()
    }

    #[test]
    fn the_rows_and_stores_are_drawn_as_the_board_shows_them() {
        // A..F = 1 2 0 0 4 0, a..f = 3 1 2 0 5 1; South's store 14, North's 15.
        let p: Position = "1-2-0-0-4-0-3-1-2-0-5-1-14-15-S".parse().unwrap();
        let s = svg(&p, false);
        // Columns left to right: far (North) f e d c b a over near (South)
        // A … F; d, C, D and F are empty.
        assert_eq!(figures(&s), ["15", "14", "1", "1", "5", "2", "2", "1", "4", "3"]);
        assert_eq!(s.matches("<circle").count(), 12);
        assert_eq!(s.matches("thumb-pit empty").count(), 4);
        // Flipped: South's store on the left, South's row on top (F … A)
        // over North's (a … f).
        assert_eq!(figures(&svg(&p, true)), ["14", "15", "3", "4", "1", "2", "2", "5", "1", "1"]);
    }

    #[test]
    fn the_picture_is_decorative_and_no_board_for_the_tests() {
        let s = svg(&Position::start(), false);
        assert!(s.starts_with("<svg class=\"thumb\" viewBox=\"0 0 180 64\""));
        assert!(s.contains("aria-hidden=\"true\"") && s.ends_with("</svg>"));
        assert!(!s.contains("data-pit") && !s.contains("data-testid") && !s.contains("<?xml"));
        assert_eq!(figures(&s), ["0", "0", "4", "4", "4", "4", "4", "4", "4", "4", "4", "4", "4", "4"]);
        assert!(s.len() < 2_000, "{} bytes", s.len());
    }
}
