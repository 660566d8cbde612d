//! Keyboard play on the game's board: the hook that owns the page's key
//! listener, and moving the focus among the playable pits.

use yew::prelude::*;

use crate::shell::hooks::{in_field, keys_options};

/// Keyboard play: letter keys A–F play the pit of that letter for the
/// player to move (either case), and the arrow keys move the focus among
/// the playable pits (Enter and Space then play the focused pit, as buttons
/// do). Keys typed into a form field are left alone.
#[hook]
pub fn use_keyboard(on_letter: Callback<usize>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
            gloo::events::EventListener::new_with_options(&doc, "keydown", keys_options(), move |e| {
                use wasm_bindgen::JsCast;
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                if e.ctrl_key() || e.alt_key() || e.meta_key() || in_field(e) {
                    return;
                }
                let key = e.key();
                match key.as_str() {
                    "ArrowLeft" | "ArrowUp" => move_focus(-1, e),
                    "ArrowRight" | "ArrowDown" => move_focus(1, e),
                    k if k.len() == 1 => {
                        let c = k.chars().next().unwrap().to_ascii_lowercase();
                        if ('a'..='f').contains(&c) {
                            on_letter.emit(c as usize - 'a' as usize);
                        }
                    }
                    _ => {}
                }
            })
        });
        move || drop(listener)
    });
}

/// Moves the focus to the previous (-1) or next (+1) playable pit.
fn move_focus(step: i32, e: &web_sys::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(list) = doc.query_selector_all("button.pit.playable") else { return };
    let pits: Vec<web_sys::HtmlElement> =
        (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect();
    if pits.is_empty() {
        return;
    }
    let active = doc.active_element();
    let current = pits.iter().position(|p| active.as_ref().is_some_and(|a| a == p.as_ref() as &web_sys::Element));
    let next = match current {
        None => 0,
        Some(i) => (i as i32 + step).rem_euclid(pits.len() as i32) as usize,
    };
    e.prevent_default();
    let _ = pits[next].focus();
}
