//! Who plays each side: a person on this device, or the computer at a level
//! 1–6. Used in the setup dialog and during play (to take over a side).

use warri_rules::{ByPlayer, Player};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::seat::Seat;
use crate::shell::i18n::use_tr;
use crate::words;

/// Properties of [`Seats`].
#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    /// The current seats.
    pub seats: ByPlayer<Seat>,
    /// A side's seat was changed.
    pub on_change: Callback<(Player, Seat)>,
}

/// The two seat choosers. An option's value is the seat as it is written
/// ([`Seat`]'s `Display`: `human`, `computer level 4`).
#[function_component(Seats)]
pub fn seats(props: &SeatsProps) -> Html {
    let tr = use_tr();
    let chooser = |p: Player| {
        let on_change = props.on_change.clone();
        let onchange = Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(seat) = select.value().parse::<Seat>() {
                on_change.emit((p, seat));
            }
        });
        let current = props.seats[p];
        html! {
            <label class="seat">
                { format!("{} ", words::player(&tr, p)) }
                <select data-testid={format!("seat-{}", p.key())} onchange={onchange}>
                    { for Seat::all().map(|seat| html! {
                        <option value={seat.to_string()} selected={seat == current}>{ words::seat(&tr, seat) }</option>
                    }) }
                </select>
            </label>
        }
    };
    html! {
        <div class="seats">
            { chooser(Player::South) }
            { chooser(Player::North) }
        </div>
    }
}
