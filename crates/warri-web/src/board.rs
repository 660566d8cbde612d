//! The board: two rows of six pits between the two stores.
//!
//! As RULES.md section 0 draws it, seen from South's seat: North's row on
//! top, right to left (`f` … `a`), South's row at the bottom, left to right
//! (`A` … `F`); North's store on the left, South's on the right.

use warri_rules::{Pit, Player, Position, Variant};
use yew::prelude::*;

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The variant being played (shown as `data-variant`).
    pub variant: Variant,
    /// The position to draw.
    pub position: Position,
}

/// The board of one position. Pits are buttons so the game can be played
/// from the keyboard once moves are wired up.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let position = &props.position;
    let pit = |pit: Pit| {
        let seeds = position.seeds(pit);
        let label = format!("Pit {}, {} seeds", pit.letter(), seeds);
        html! {
            <button class="pit" type="button"
                    data-pit={pit.letter().to_string()}
                    data-seeds={seeds.to_string()}
                    aria-label={label}>
                <span class="count">{ seeds }</span>
                <span class="letter">{ pit.letter() }</span>
            </button>
        }
    };
    let store = |player: Player| {
        let seeds = position.stores()[player];
        html! {
            <div class={classes!("store", player.key())}
                 data-store={player.key()}
                 data-seeds={seeds.to_string()}
                 aria-label={format!("{} store, {} seeds", player.name(), seeds)}>
                <span class="count">{ seeds }</span>
                <span class="owner">{ player.name() }</span>
            </div>
        }
    };
    let to_move = position.to_move();

    html! {
        <div class="board" data-testid="board" data-variant={props.variant.key()}
             data-to-move={to_move.key()}>
            { store(Player::North) }
            <div class="rows">
                <div class="row north">
                    { for (0..6).rev().map(|r| pit(Pit::of(Player::North, r))) }
                </div>
                <div class="row south">
                    { for (0..6).map(|r| pit(Pit::of(Player::South, r))) }
                </div>
            </div>
            { store(Player::South) }
            <p class="status" data-testid="status">{ format!("{to_move} to move") }</p>
        </div>
    }
}
