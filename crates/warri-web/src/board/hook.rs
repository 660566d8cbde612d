//! The hook that plays a move on the board: it steps through the move's
//! frames (`crate::board::playback`), one timer per frame, and owns that
//! timer.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::playback::{Frame, Speed};
use crate::table::Animation;

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
