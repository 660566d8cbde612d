//! Who plays each side: a person on this device, or the computer at a level
//! 1–6. Used in the setup dialog and during play (to take over a side).

use warri_rules::{ByPlayer, Player};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::i18n::use_tr;
use crate::table::Seat;
use crate::words;

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
    let tr = use_tr();
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
                { format!("{} ", words::player(&tr, p)) }
                <select data-testid={format!("seat-{}", p.key())} onchange={onchange}>
                    <option value="human" selected={current == "human"}>{ tr.t("person") }</option>
                    { for (1..=6u8).map(|l| html! {
                        <option value={l.to_string()} selected={current == l.to_string()}>
                            { match l {
                                1 => tr.t("computer-level-1"),
                                6 => tr.t("computer-level-6"),
                                _ => tr.ta("computer-level", &[("level", l.into())]),
                            } }
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
