//! Stepping through a game's plies — a replay, a review, a puzzle's line:
//! the four steps ([`Step`]), their buttons with drawn glyphs
//! ([`step_button`]: a phone has no room for four words) and the keys that
//! take them ([`use_step_keys`]).

use yew::prelude::*;

use crate::shell::hooks::{in_field, keys_options};
use crate::widgets::icons::Glyph;

/// A step through a game's plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the start position.
    First,
    /// One move back.
    Prev,
    /// One move on.
    Next,
    /// To the last position.
    Last,
}

impl Step {
    /// The step's glyph.
    fn glyph(self) -> Glyph {
        match self {
            Step::First => Glyph::First,
            Step::Prev => Glyph::Prev,
            Step::Next => Glyph::Next,
            Step::Last => Glyph::Last,
        }
    }
}

/// A step's button: its icon, named (`label`) for screen readers and in
/// its tooltip.
pub fn step_button(step: Step, label: String, enabled: bool, testid: &'static str, on: Callback<Step>) -> Html {
    html! {
        <button type="button" data-testid={testid} disabled={!enabled} aria-label={label.clone()} title={label}
                onclick={Callback::from(move |_| on.emit(step))}>{ step.glyph().html() }</button>
    }
}

/// The stepping keys, while `enabled`: ← and → step back and on, Home and
/// End go to the start and the end. Keys typed into a form field are left
/// alone.
#[hook]
pub fn use_step_keys(enabled: bool, on_step: Callback<Step>) {
    use_effect_with(enabled, move |&enabled| {
        let listener = web_sys::window().and_then(|w| w.document()).filter(|_| enabled).map(|doc| {
            gloo::events::EventListener::new_with_options(&doc, "keydown", keys_options(), move |e| {
                use wasm_bindgen::JsCast;
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                if e.ctrl_key() || e.alt_key() || e.meta_key() || in_field(e) {
                    return;
                }
                let action = match e.key().as_str() {
                    "ArrowLeft" => Step::Prev,
                    "ArrowRight" => Step::Next,
                    "Home" => Step::First,
                    "End" => Step::Last,
                    _ => return,
                };
                e.prevent_default();
                on_step.emit(action);
            })
        });
        move || drop(listener)
    });
}
