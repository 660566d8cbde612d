//! The hook that sounds a game as its board shows it: each frame's cues as
//! the frame is drawn (so the sound keeps the sowing's time at every
//! speed), a whole move once at the instant speed, the end for the side on
//! this device, a refused click. It owns the page's [`Voice`] and unlocks
//! it at the player's gestures (never before the first: browsers' autoplay
//! rules), and plays nothing while the look's sound is off. Every page
//! with a board sounds through it, by the shell's room hook
//! (`crate::shell::room`).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use warri_rules::Player;
use yew::prelude::*;

use crate::playback::{Frame, Speed};
use crate::seat::Seat;
use crate::shell::look::Look;
use crate::sound::{end_cue, frame_cues, instant_cues, Cue, Voice};
use crate::table::Table;

/// Seconds between cues told at once (a frame's, an instant move's).
const APART: f64 = 0.07;

/// A board as its sounds follow it.
#[derive(Clone, Copy, Debug)]
pub struct Heard<'a> {
    /// The game on it.
    pub table: &'a Table,
    /// The frame shown, while a move is being played.
    pub frame: Option<&'a Frame>,
    /// The speed moves are shown at.
    pub speed: Speed,
    /// The side played on this device, if only one is ([`seated`] where
    /// the seats say it): its end sounds won or lost.
    pub mine: Option<Player>,
}

/// Plays the sounds of what the board shows (`None`: no board now): the
/// frame of the animation being played, if any, and, once the board shows
/// the game over, its end.
#[hook]
pub fn use_sound(look: Look, board: Option<Heard<'_>>) {
    let voice = use_unlocked_voice(look);
    let say = move |cues: &[Cue]| {
        if look.sound {
            let v = voice.borrow();
            cues.iter().enumerate().for_each(|(i, c)| v.play_after(*c, look.gain(), i as f64 * APART));
        }
    };
    let heard = use_mut_ref(|| None::<(u32, Frame)>);
    let animation = board.and_then(|b| b.table.animation.as_ref());
    let id = animation.map(|a| a.id);
    {
        let say = say.clone();
        use_effect_with((id, board.and_then(|b| b.frame.cloned())), move |(id, frame)| {
            let mut heard = heard.borrow_mut();
            if let (Some(id), Some(f)) = (*id, frame) {
                let before = heard.as_ref().filter(|(of, _)| *of == id).map(|(_, b)| b);
                say(&frame_cues(before, f));
                *heard = Some((id, f.clone()));
            }
        });
    }
    let instant = animation.filter(|_| board.is_some_and(|b| b.speed == Speed::Instant));
    use_effect_with(instant.map(|a| a.id), {
        let (say, frames) = (say.clone(), animation.map(|a| a.frames.clone()));
        move |id| {
            if let (Some(_), Some(frames)) = (id, frames) {
                say(&instant_cues(&frames));
            }
        }
    });
    // Over once the board shows it: after the last move's animation.
    let over = board.filter(|b| b.frame.is_none() && !b.table.busy());
    let end = over.and_then(|b| b.table.game.outcome().map(|o| end_cue(o, b.mine)));
    use_effect_with((end, board.map(|b| b.table.generation)), {
        let say = say.clone();
        move |(end, _)| end.iter().for_each(|c| say(&[*c]))
    });
    use_effect_with(board.map_or(0, |b| b.table.refusals), move |n| {
        if *n > 0 {
            say(&[Cue::Illegal]);
        }
    });
}

/// The one side played by a person here, if only one is.
pub fn seated(table: &Table) -> Option<Player> {
    let human = |p: Player| table.settings.seats[p] == Seat::Human;
    match (human(Player::South), human(Player::North)) {
        (true, false) => Some(Player::South),
        (false, true) => Some(Player::North),
        _ => None,
    }
}

/// The page's voice, unlocked at each gesture (a press, a key) while the
/// sound is on.
#[hook]
fn use_unlocked_voice(look: Look) -> Rc<RefCell<Voice>> {
    let voice = use_mut_ref(Voice::default);
    let on = use_mut_ref(|| look.sound);
    *on.borrow_mut() = look.sound;
    {
        let voice = voice.clone();
        use_effect_with((), move |_| {
            let doc = web_sys::window().and_then(|w| w.document());
            let listen = |kind: &'static str| {
                let (voice, on) = (voice.clone(), on.clone());
                doc.as_ref().map(|doc| {
                    EventListener::new(doc, kind, move |_| {
                        if *on.borrow() {
                            voice.borrow_mut().unlock();
                        }
                    })
                })
            };
            let listeners = [listen("pointerdown"), listen("keydown")];
            move || drop(listeners)
        });
    }
    voice
}
