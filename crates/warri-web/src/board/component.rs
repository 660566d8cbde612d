//! The board: two rows of six pits between the two stores, drawn from a
//! [`BoardView`]. It knows no rules: playable pits come in, clicks go out.
//!
//! Seen from South's seat (docs/rules.md section 0): North's row on top, right to
//! left (`f` … `a`), South's row below, left to right (`A` … `F`); North's
//! store on the left, South's on the right. Flipped, the picture turns round.
//!
//! Test hooks: the root has `data-testid="board"`, `data-variant`,
//! `data-to-move`, `data-over` and, in a replay, `data-ply`; pits are
//! `<button data-pit data-seeds>`, and the pit the last move was played
//! from has `data-last="true"` (and a mark) once its animation is over;
//! stores have `data-store` and `data-seeds`. Once the game is over the
//! root has `data-winner` (`south`, `north` or `draw`) and the winner's
//! store the class `winner`, wherever the board is turned.
//!
//! The board is drawn within its page's own render, not as a component of
//! its own: Yew (0.23) may yield to the browser between a parent's render
//! and its children's, and a page would then show a move in its move list
//! with the board still before it.

use warri_rules::{Pit, Player, TOTAL_SEEDS};
use yew::prelude::*;

use crate::board::view::{BoardView, PitView};
use crate::playback::Focus;
use crate::shell::i18n::Tr;
use crate::words;

/// A board to draw: what it shows and what its pits do.
pub struct Board {
    /// What to draw.
    view: BoardView,
    /// A pit was clicked (legal or not: the table explains illegal clicks).
    on_click: Callback<Pit>,
    /// The pit a hint suggests, if any.
    hinted: Option<Pit>,
    /// In a replay, the ply shown (`data-ply`; 0 = the start position).
    ply: Option<usize>,
    /// A right click on a pit (the editor takes a seed away).
    on_remove: Option<Callback<Pit>>,
}

impl Board {
    /// A board showing `view`, whose pits send their clicks to `on_click`.
    pub fn new(view: BoardView, on_click: Callback<Pit>) -> Self {
        Board { view, on_click, hinted: None, ply: None, on_remove: None }
    }

    /// Marks the pit a hint suggests.
    pub fn hinted(self, hinted: Option<Pit>) -> Self {
        Board { hinted, ..self }
    }

    /// The ply a replay shows (`data-ply`).
    pub fn ply(self, ply: Option<usize>) -> Self {
        Board { ply, ..self }
    }

    /// What a right click on a pit does (the editor takes a seed away).
    pub fn on_remove(self, on_remove: Callback<Pit>) -> Self {
        Board { on_remove: Some(on_remove), ..self }
    }
}

/// Seeds drawn at most in one pit; more are summarised by the count.
const DRAWN: u8 = 24;

/// Where seed `i` sits in a pit (the diagrams place their dots the same
/// way). The page's stylesheet holds these as `.seed.sI` rules (no inline
/// styles, for the Content-Security-Policy); a test keeps the two in step.
pub use warri_diagram::seed_spot;

fn seeds_html(n: u8) -> Html {
    html! {
        <span class="seeds" aria-hidden="true">
            { for (0..n.min(DRAWN)).map(|i| {
                html! { <span class={format!("seed s{i}")} /> }
            }) }
        </span>
    }
}

/// A store's seeds: in fives, each five as on a die (the last group
/// holding the rest), so that a pile of up to 48 is counted at a glance;
/// the count is shown beside it. At most all a game has are drawn.
fn pile_html(n: u8) -> Html {
    let n = n.min(TOTAL_SEEDS);
    let five = |g: u8| {
        html! {
            <span class="five">
                { for (0..(n - 5 * g).min(5)).map(|i| html! { <span class={format!("seed f{i}")} /> }) }
            </span>
        }
    };
    html! {
        <span class="seeds pile" aria-hidden="true">{ for (0..n.div_ceil(5)).map(five) }</span>
    }
}

/// A store's name for screen readers: its owner and count, and once the
/// game is over whether its owner won (or drew), as the board shows it.
fn store_label(tr: &Tr, player: Player, seeds: u8, winner: Option<Option<Player>>) -> String {
    let store = words::store_label(tr, player, seeds);
    match winner {
        Some(Some(w)) if w == player => tr.ta("store-won", &[("store", store.as_str().into())]),
        Some(None) => tr.ta("store-drawn", &[("store", store.as_str().into())]),
        _ => store,
    }
}

fn focus_class(f: Option<Focus>) -> Option<&'static str> {
    f.map(|f| match f {
        Focus::Pickup(_) => "lifted",
        Focus::Sow(_) => "sown",
        Focus::Skip(_) => "skipped",
        Focus::Capture(..) => "captured",
        Focus::Award(..) => "awarded",
    })
}

impl Board {
    /// The board's markup, in the words of `tr`.
    pub fn html(&self, tr: &Tr) -> Html {
        draw(self, tr)
    }
}

fn draw(props: &Board, tr: &Tr) -> Html {
    let view = &props.view;
    let pit = |p: &PitView| {
        let on_click = props.on_click.clone();
        let pit = p.pit;
        let on_remove = props.on_remove.clone().map(|on| {
            Callback::from(move |e: MouseEvent| {
                e.prevent_default();
                on.emit(pit);
            })
        });
        html! {
            <button type="button"
                class={classes!("pit", p.pit.owner().key(), p.playable.then_some("playable"), focus_class(p.focus),
                                (props.hinted == Some(p.pit)).then_some("hinted"), p.last.then_some("last"))}
                data-pit={p.pit.letter().to_string()}
                data-last={p.last.then_some("true")}
                data-seeds={p.seeds.to_string()}
                aria-label={p.label.clone()}
                onclick={Callback::from(move |_| on_click.emit(pit))}
                oncontextmenu={on_remove}>
                { seeds_html(p.seeds) }
                // Drawn by the stylesheet from data-n, so that the button's
                // accessible name is its aria-label alone.
                <span class="count" aria-hidden="true" data-n={p.seeds.to_string()} />
                <span class="letter" aria-hidden="true" data-n={p.pit.letter().to_string()} />
            </button>
        }
    };
    let store = |player: Player| {
        let seeds = view.stores[player];
        html! {
            <div class={classes!("store", player.key(), (view.store_focus == Some(player)).then_some("filling"),
                                 (view.winner == Some(Some(player))).then_some("winner"))}
                 data-store={player.key()}
                 data-seeds={seeds.to_string()}
                 role="img"
                 aria-label={store_label(tr, player, seeds, view.winner)}>
                { pile_html(seeds) }
                <span class="count">{ seeds }</span>
                <span class="owner" aria-hidden="true">{ words::player(tr, player) }</span>
            </div>
        }
    };
    let row = |player: Player, left_to_right: bool| {
        let order: Vec<usize> = if left_to_right { (0..6).collect() } else { (0..6).rev().collect() };
        html! {
            <div class={classes!("row", player.key())}>
                { for order.into_iter().map(|r| pit(&view.pits[Pit::of(player, r).index()])) }
            </div>
        }
    };
    // The player whose seat we look from has his row at the bottom, left to
    // right, and his store on the right.
    let (near, far) = if view.flipped { (Player::North, Player::South) } else { (Player::South, Player::North) };
    let to_move = view.to_move.map_or("", |p| p.key());
    html! {
        <div class={classes!("board", view.busy.then_some("busy"), view.flipped.then_some("flipped"))}
             data-testid="board"
             data-variant={view.variant.key()}
             data-to-move={to_move}
             data-over={view.over.to_string()}
             data-busy={view.busy.to_string()}
             data-winner={view.winner.map(|w| w.map_or("draw", |p| p.key()))}
             data-ply={props.ply.map(|p| p.to_string())}
             role="group" aria-label={tr.t("board-label")}>
            { store(far) }
            <div class="rows">
                { row(far, false) }
                { row(near, true) }
            </div>
            { store(near) }
            if view.hand > 0 {
                <div class="hand" aria-hidden="true">{ tr.ta("in-hand", &[("count", view.hand.into())]) }</div>
            }
            if !view.banners.is_empty() {
                <div class="banners" role="status">
                    { for view.banners.iter().map(|b| html! { <p class="banner">{ b }</p> }) }
                </div>
            }
        </div>
    }
}

/// The stylesheet rules placing the seeds (as in `web/style.css`).
pub fn seed_css() -> String {
    (0..DRAWN)
        .map(|i| {
            let (x, y) = seed_spot(i);
            format!(".seed.s{i} {{ left: {x:.1}%; top: {y:.1}%; }}\n")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{seed_css, seed_spot};

    #[test]
    fn the_stylesheet_places_every_seed() {
        let css = include_str!("../../../../web/style.css");
        for rule in seed_css().lines() {
            assert!(css.contains(rule), "web/style.css lacks `{rule}`");
        }
    }

    /// The pages' wrappers a board is drawn in (the rooms' markup).
    const AROUND_A_BOARD: [&str; 14] = [
        "main",
        ".app",
        ".embed",
        ".play",
        ".replay-view",
        ".editor",
        ".learn",
        ".lesson",
        ".puzzles-page",
        ".puzzle",
        ".friend-page",
        ".friend-game",
        ".review",
        ".rules-card",
    ];

    /// The selectors of the stylesheet's rules (not of its `@` rules).
    fn selectors(css: &str) -> Vec<String> {
        let mut code = String::new();
        let mut rest = css;
        while let Some(at) = rest.find("/*") {
            code.push_str(&rest[..at]);
            rest = rest[at..].split_once("*/").map_or("", |(_, after)| after);
        }
        code.push_str(rest);
        let mut out = Vec::new();
        let mut start = 0;
        for (i, c) in code.char_indices() {
            match c {
                '{' => {
                    let prelude = code[start..i].trim();
                    if !prelude.starts_with('@') {
                        out.extend(prelude.split(',').map(|s| s.split_whitespace().collect::<Vec<_>>().join(" ")));
                    }
                    start = i + 1;
                }
                '}' => start = i + 1,
                _ => {}
            }
        }
        out
    }

    /// Whether a rule styles every button inside a page's wrapper that
    /// holds a board (`.lesson button`): more specific than `.pit`, it
    /// would draw the pits as square buttons with thin outlines.
    fn reaches_the_pits(selector: &str) -> bool {
        let compounds: Vec<&str> = selector.split([' ', '>']).filter(|c| !c.is_empty()).collect();
        let Some((last, around)) = compounds.split_last() else { return false };
        let holds_a_board = |c: &&str| {
            let parts = c.split_inclusive(['.', ':', '[']).map(|p| p.trim_end_matches(['.', ':', '[']));
            let names: Vec<String> = std::iter::once(c.split(['.', ':', '[']).next().unwrap_or_default().to_string())
                .chain(parts.skip(1).map(|p| format!(".{p}")))
                .collect();
            AROUND_A_BOARD.iter().any(|h| names.iter().any(|n| n == h))
        };
        let bare_button = last.split(':').next() == Some("button");
        !around.is_empty() && around.iter().all(holds_a_board) && bare_button && !last.contains(":not(.pit)")
    }

    #[test]
    fn no_pages_rule_for_its_buttons_reaches_the_boards_pits() {
        assert!(reaches_the_pits(".lesson button") && reaches_the_pits(".app.learn main button:hover"));
        assert!(!reaches_the_pits(".lesson button:not(.pit)") && !reaches_the_pits(".lesson .task-on button"));
        assert!(!reaches_the_pits(".lesson button.primary") && !reaches_the_pits("button"));
        let css = include_str!("../../../../web/style.css");
        let found = selectors(css);
        assert!(found.iter().any(|s| s == ".pit.playable"), "the stylesheet's selectors are read");
        let wrong: Vec<&String> = found.iter().filter(|s| reaches_the_pits(s)).collect();
        assert!(wrong.is_empty(), "rules that style the board's pits as buttons: {wrong:?}");
    }

    #[test]
    fn every_drawn_seed_sits_inside_its_pit() {
        for i in 0..super::DRAWN {
            let (x, y) = seed_spot(i);
            let d = ((x - 50.0).powi(2) + (y - 50.0).powi(2)).sqrt();
            assert!(d <= 40.0, "seed {i} at ({x}, {y})");
        }
    }
}
