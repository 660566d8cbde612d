//! Hooks that own the page's timers, workers, listeners and browser
//! queries: the playback of a move's frames, the computer-opponent worker
//! (with a watchdog for answers that never come), keyboard play, the
//! replay's timer and keys, the page's visibility, and the user's
//! reduced-motion preference.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use gloo::worker::{Spawnable, WorkerBridge};
use yew::prelude::*;

use crate::playback::{Frame, Speed};
use crate::table::Animation;
use crate::worker::{Failure, Reply, Request, Task, Thinker};

/// Steps through the frames of `animation` at `speed`, one timer per frame,
/// and calls `on_done` with the animation's id after the last one. Returns
/// the frame to show (`None` when nothing is animating). A new animation, or
/// none, cancels the timer of the old one.
#[hook]
pub fn use_playback(animation: Option<Animation>, speed: Speed, on_done: Callback<u32>) -> Option<Frame> {
    // (animation id, frame index) of what is shown.
    let cursor = use_state(|| (0u32, 0usize));
    let id = animation.as_ref().map(|a| a.id);
    let index = match id {
        Some(id) if cursor.0 == id => cursor.1,
        _ => 0,
    };
    {
        let cursor = cursor.clone();
        let animation = animation.clone();
        use_effect_with((id, index, speed), move |_| {
            // Instant play needs no timer: the move is done once drawn. (A
            // zero-delay timer waits on the browser's timer queue, which a
            // busy or throttled page may run late.)
            let timer = animation.and_then(|a| {
                if speed == Speed::Instant {
                    on_done.emit(a.id);
                    return None;
                }
                let ms = a.frames[index].ticks * speed.tick_ms();
                let last = index + 1 >= a.frames.len();
                Some(Timeout::new(ms, move || {
                    if last {
                        on_done.emit(a.id);
                    } else {
                        cursor.set((a.id, index + 1));
                    }
                }))
            });
            move || drop(timer)
        });
    }
    match animation {
        Some(a) if speed != Speed::Instant => a.frames.get(index).cloned(),
        _ => None,
    }
}

/// Tells `on_change` whether the page is visible, now and at each change
/// (another tab, a minimised window, a locked phone): the oracle thinks
/// only while it is seen.
#[hook]
pub fn use_visibility(on_change: Callback<bool>) {
    use_effect_with((), move |_| {
        let doc = web_sys::window().and_then(|w| w.document());
        let listener = doc.map(|doc| {
            let d = doc.clone();
            on_change.emit(!doc.hidden());
            gloo::events::EventListener::new(&doc, "visibilitychange", move |_| on_change.emit(!d.hidden()))
        });
        move || drop(listener)
    });
}

/// Whether the user asked the system for reduced motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The bridge to the computer-opponent worker ([`crate::worker::Thinker`]),
/// spawned on first use — a page where nobody plays the computer or asks
/// for a hint never loads it. Returns the callback that sends a request;
/// replies go to `on_reply` (which must be stable across renders, e.g. built
/// from a reducer's dispatcher).
///
/// gloo's bridge reports no error when the worker cannot load (a missing
/// file, a network that is gone) or stops: a request then simply never gets
/// an answer. So each request has a watchdog ([`Task::patience_ms`]) that
/// answers it with [`Failure::NoAnswer`] if the worker has not.
#[hook]
pub fn use_engine(on_reply: Callback<Reply>) -> Callback<Request> {
    let bridge = use_mut_ref(|| None::<WorkerBridge<Thinker>>);
    let waiting: Rc<RefCell<Vec<(u32, Task, Timeout)>>> = use_mut_ref(Vec::new);
    use_callback((), move |req: Request, _| {
        let mut bridge = bridge.borrow_mut();
        let b = bridge.get_or_insert_with(|| {
            let (on_reply, waiting) = (on_reply.clone(), waiting.clone());
            Thinker::spawner()
                .callback(move |r: Reply| {
                    // Dropping its watchdog cancels it.
                    waiting.borrow_mut().retain(|(id, task, _)| !r.answers(*id, *task));
                    on_reply.emit(r);
                })
                .spawn_with_loader(&worker_loader())
        });
        let (id, task, on_reply) = (req.id, req.task, on_reply.clone());
        let watchdog = Timeout::new(task.patience_ms(), move || {
            on_reply.emit(Reply::Failed { id, task, why: Failure::NoAnswer });
        });
        waiting.borrow_mut().push((id, task, watchdog));
        b.send(req);
    })
}

/// The worker's loader script, beside the page (`web/worker-loader.js`).
const WORKER_LOADER: &str = "./worker-loader.js";

/// The URL of the worker's loader: what the page's start script gives, if
/// it defines `warriWorkerLoader()` (the single-file game builds the worker
/// from a `blob:` URL: web/single-start.js), else [`WORKER_LOADER`].
fn worker_loader() -> String {
    use wasm_bindgen::{JsCast, JsValue};
    js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("warriWorkerLoader"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call0(&JsValue::NULL).ok())
        .and_then(|url| url.as_string())
        .unwrap_or_else(|| WORKER_LOADER.to_string())
}

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

/// The timer of a playing replay: while `waiting` (playing, no move being
/// animated), calls `on_tick` after `pause_ms` on each position (`at`
/// changes with every position shown, which starts the rest again).
#[hook]
pub fn use_autoplay(waiting: bool, at: u32, pause_ms: u32, on_tick: Callback<()>) {
    use_effect_with((waiting, at, pause_ms), move |&(waiting, _, pause_ms)| {
        let timer = waiting.then(|| Timeout::new(pause_ms, move || on_tick.emit(())));
        move || drop(timer)
    });
}

/// The replay's keys, while `enabled`: ← and → step back and on, Home and
/// End go to the start and the end. Keys typed into a form field are left
/// alone.
#[hook]
pub fn use_replay_keys(enabled: bool, on_action: Callback<crate::replay::ReplayAction>) {
    use crate::replay::ReplayAction;
    use_effect_with(enabled, move |&enabled| {
        let listener = web_sys::window().and_then(|w| w.document()).filter(|_| enabled).map(|doc| {
            gloo::events::EventListener::new_with_options(&doc, "keydown", keys_options(), move |e| {
                use wasm_bindgen::JsCast;
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                if e.ctrl_key() || e.alt_key() || e.meta_key() || in_field(e) {
                    return;
                }
                let action = match e.key().as_str() {
                    "ArrowLeft" => ReplayAction::Prev,
                    "ArrowRight" => ReplayAction::Next,
                    "Home" => ReplayAction::First,
                    "End" => ReplayAction::Last,
                    _ => return,
                };
                e.prevent_default();
                on_action.emit(action);
            })
        });
        move || drop(listener)
    });
}

/// Whether a key event was typed into a form field.
fn in_field(e: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// A key listener that may stop the browser's own use of a key (gloo's
/// listeners are passive unless told otherwise).
fn keys_options() -> gloo::events::EventListenerOptions {
    gloo::events::EventListenerOptions::enable_prevent_default()
}
