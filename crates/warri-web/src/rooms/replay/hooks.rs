//! The replay's timer: a playing replay moves on by itself.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

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
