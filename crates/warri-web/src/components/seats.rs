//! Who plays each side: a person on this device, or the computer at a level
//! 1–6. Used in the setup dialog and during play (to take over a side).

use warri_rules::{ByPlayer, Player};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::table::Seat;

/// Properties of [`Seats`].
#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    /// The current seats.
    pub seats: ByPlayer<Seat>,
    /// A side's seat was changed.
    pub on_change: Callback<(Player, Seat)>,
}

/// The `<select>` value of a seat: `human` or the level `1`–`6`.
fn value(seat: Seat) -> String {
    match seat {
        Seat::Human => "human".into(),
        Seat::Computer(l) => l.to_string(),
    }
}

/// The two seat choosers.
#[function_component(Seats)]
pub fn seats(props: &SeatsProps) -> Html {
    let chooser = |p: Player| {
        let on_change = props.on_change.clone();
        let onchange = Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let v = select.value();
            let seat = v.parse::<u8>().map_or(Seat::Human, Seat::Computer);
            on_change.emit((p, seat));
        });
        let current = value(props.seats[p]);
        html! {
            <label class="seat">
                { format!("{} ", p.name()) }
                <select data-testid={format!("seat-{}", p.key())} onchange={onchange}>
                    <option value="human" selected={current == "human"}>{ "Person" }</option>
                    { for (1..=6u8).map(|l| html! {
                        <option value={l.to_string()} selected={current == l.to_string()}>
                            { format!("Computer, level {l}{}", level_note(l)) }
                        </option>
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

fn level_note(l: u8) -> &'static str {
    match l {
        1 => " (beginner)",
        6 => " (full strength)",
        _ => "",
    }
}
