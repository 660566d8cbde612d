//! The game's sounds made by the page itself with Web Audio: each cue is a
//! few parts from one table — wooden tocks (a sine sinking in pitch),
//! marimba bars (a sine with a quicker partial two octaves up) and seed
//! clicks (a burst of noise through a band-pass filter) — each shaped by a
//! gain envelope that starts and ends silent, so nothing clicks. There is
//! no sound file to fetch, and the code is a table and three helpers.
//!
//! Browsers let a page start sound only after a user's gesture: the audio
//! context is made by [`Voice::unlock`], called from one, and until then
//! [`Voice::play`] is silent. Nothing here fails loudly: a browser without
//! Web Audio, or one that refuses a node, only leaves the game silent.

use web_sys::{AudioBuffer, AudioContext, BiquadFilterType, GainNode};

use super::Cue;

/// What one part of a cue sounds like.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Src {
    /// Wood struck: a sine whose pitch sinks as it fades.
    Tock,
    /// A marimba bar: a sine, and a quieter partial four times as high
    /// that fades in a third of the time.
    Bar,
    /// Seeds clicking: noise through a band-pass filter at the frequency.
    Click,
}

/// A run of `count` like sounds, `gap` seconds apart, each one's frequency
/// `step` times and its gain `fade` times the one before.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Part {
    src: Src,
    /// Seconds after the cue starts.
    at: f32,
    /// Seconds each sound lasts.
    dur: f32,
    /// Hertz.
    freq: f32,
    /// Peak gain, before the master volume.
    gain: f32,
    count: u8,
    gap: f32,
    step: f32,
    fade: f32,
}

/// A single sound.
const fn one(src: Src, at: f32, dur: f32, freq: f32, gain: f32) -> Part {
    Part { src, at, dur, freq, gain, count: 1, gap: 0.0, step: 1.0, fade: 1.0 }
}

impl Part {
    /// This sound repeated `count` times.
    const fn times(self, count: u8, gap: f32, step: f32, fade: f32) -> Part {
        Part { count, gap, step, fade, ..self }
    }
}

/// The parts of each cue.
fn parts(cue: Cue) -> &'static [Part] {
    use Src::{Bar, Click, Tock};
    match cue {
        Cue::DropEmpty => const { &[one(Tock, 0.0, 0.09, 420.0, 0.5), one(Click, 0.0, 0.02, 1500.0, 0.3)] },
        Cue::DropFull => {
            const {
                &[
                    one(Click, 0.0, 0.035, 3200.0, 0.8),
                    one(Tock, 0.0, 0.04, 900.0, 0.1),
                    one(Click, 0.03, 0.025, 4200.0, 0.4).times(2, 0.025, 1.1, 0.6),
                ]
            }
        }
        Cue::Pickup => const { &[one(Click, 0.0, 0.03, 2400.0, 0.5).times(3, 0.05, 1.15, 0.8)] },
        Cue::Capture => {
            const { &[one(Click, 0.0, 0.035, 2800.0, 0.7).times(5, 0.035, 0.94, 0.85), one(Tock, 0.16, 0.1, 330.0, 0.35)] }
        }
        Cue::Slam => {
            const { &[one(Click, 0.0, 0.04, 3000.0, 0.7).times(11, 0.03, 0.95, 0.9), one(Tock, 0.0, 0.36, 150.0, 0.35)] }
        }
        Cue::Won => {
            const { &[one(Bar, 0.0, 0.4, 523.25, 0.4), one(Bar, 0.14, 0.4, 659.25, 0.4), one(Bar, 0.28, 0.7, 783.99, 0.45)] }
        }
        // A major third down: G4, E♭4.
        Cue::Lost => const { &[one(Bar, 0.0, 0.5, 392.0, 0.4).times(2, 0.22, 0.7937, 0.9)] },
        Cue::Draw => const { &[one(Bar, 0.0, 0.4, 440.0, 0.4).times(2, 0.22, 1.0, 1.0)] },
        Cue::Illegal => const { &[one(Tock, 0.0, 0.14, 130.0, 0.55), one(Click, 0.0, 0.05, 300.0, 0.3)] },
    }
}

/// The gain an envelope starts from and fades to (an exponential ramp
/// cannot reach 0): -80 dB.
const SILENCE: f32 = 1e-4;
/// Seconds an envelope takes to rise.
const ATTACK: f64 = 0.004;
/// Seconds a source runs on after its envelope has faded.
const TAIL: f64 = 0.02;
/// Seconds of noise made once for every click.
const NOISE_SECONDS: f32 = 0.5;
/// How sharply a click's filter picks its band.
const CLICK_Q: f32 = 1.5;

/// The page's voice: silent until [`Voice::unlock`] has made its audio
/// context.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Voice {
    out: Option<Out>,
    /// Whether the context was attempted: a browser that refused it once
    /// is not asked again at every click.
    tried: bool,
}

/// The audio context, its master gain, and the noise every click reads.
#[derive(Clone, Debug, PartialEq)]
struct Out {
    ctx: AudioContext,
    master: GainNode,
    noise: AudioBuffer,
}

impl Voice {
    /// Makes the audio context the first time, and resumes it if the
    /// browser suspended it (as it does a context made before a gesture,
    /// or, on phones, after a call). Call it from a user's gesture (a
    /// click, a key): only then may a page start sound.
    pub fn unlock(&mut self) {
        if !self.tried {
            self.tried = true;
            self.out = Out::new();
        }
        // Resuming a running context does nothing; asking is cheaper than
        // reading its state first.
        if let Some(out) = &self.out {
            let _ = out.ctx.resume();
        }
    }

    /// Plays `cue` now at `volume` (0 to 1); nothing before
    /// [`Voice::unlock`].
    pub fn play(&self, cue: Cue, volume: f32) {
        self.play_after(cue, volume, 0.0);
    }

    /// Plays `cue` `delay` seconds from now at `volume` (0 to 1): a few
    /// cues told at once may follow one another.
    pub fn play_after(&self, cue: Cue, volume: f32, delay: f64) {
        let Some(out) = &self.out else { return };
        if volume.is_nan() || volume <= 0.0 {
            return;
        }
        out.master.gain().set_value(volume.min(1.0));
        let start = out.ctx.current_time() + delay.max(0.0);
        for p in parts(cue) {
            let (mut t, mut freq, mut gain) = (start + f64::from(p.at), p.freq, p.gain);
            for _ in 0..p.count {
                out.sound(p.src, t, f64::from(p.dur), freq, gain);
                t += f64::from(p.gap);
                freq *= p.step;
                gain *= p.fade;
            }
        }
    }
}

impl Out {
    /// The context, its master gain to the speakers and the noise, or
    /// `None` where Web Audio is missing or refuses.
    fn new() -> Option<Out> {
        let ctx = AudioContext::new().ok()?;
        let master = ctx.create_gain().ok()?;
        master.connect_with_audio_node(&ctx.destination()).ok()?;
        let rate = ctx.sample_rate();
        let noise = ctx.create_buffer(1, (rate * NOISE_SECONDS) as u32, rate).ok()?;
        noise.copy_to_channel(&white((rate * NOISE_SECONDS) as usize), 0).ok()?;
        Some(Out { ctx, master, noise })
    }

    /// One sound of a part, at `t` on the context's clock.
    fn sound(&self, src: Src, t: f64, dur: f64, freq: f32, gain: f32) {
        match src {
            Src::Tock => self.tone(t, dur, freq, gain, 0.6),
            Src::Bar => {
                self.tone(t, dur, freq, gain, 1.0);
                self.tone(t, dur / 3.0, freq * 4.0, gain / 4.0, 1.0)
            }
            Src::Click => self.click(t, dur, freq, gain),
        };
    }

    /// A gain node into the master that rises from silence to `gain` at
    /// `t` and fades back to silence over `dur`.
    fn envelope(&self, t: f64, dur: f64, gain: f32) -> Option<GainNode> {
        let env = self.ctx.create_gain().ok()?;
        let g = env.gain();
        g.set_value_at_time(SILENCE, t).ok()?;
        g.exponential_ramp_to_value_at_time(gain, t + ATTACK).ok()?;
        g.exponential_ramp_to_value_at_time(SILENCE, t + dur).ok()?;
        env.connect_with_audio_node(&self.master).ok()?;
        Some(env)
    }

    /// A sine at `freq` whose pitch glides to `bend` times it as it fades.
    fn tone(&self, t: f64, dur: f64, freq: f32, gain: f32, bend: f32) -> Option<()> {
        let env = self.envelope(t, dur, gain)?;
        let osc = self.ctx.create_oscillator().ok()?;
        let f = osc.frequency();
        f.set_value_at_time(freq, t).ok()?;
        f.exponential_ramp_to_value_at_time(freq * bend, t + dur).ok()?;
        osc.connect_with_audio_node(&env).ok()?;
        osc.start_with_when(t).ok()?;
        osc.stop_with_when(t + dur + TAIL).ok()
    }

    /// A burst of the noise through a band-pass filter at `freq`, read from
    /// a point of the noise that changes with the time, so that no two
    /// clicks in a row are the same.
    fn click(&self, t: f64, dur: f64, freq: f32, gain: f32) -> Option<()> {
        let env = self.envelope(t, dur, gain)?;
        let filter = self.ctx.create_biquad_filter().ok()?;
        filter.set_type(BiquadFilterType::Bandpass);
        filter.frequency().set_value(freq);
        filter.q().set_value(CLICK_Q);
        filter.connect_with_audio_node(&env).ok()?;
        let src = self.ctx.create_buffer_source().ok()?;
        src.set_buffer(Some(&self.noise));
        src.connect_with_audio_node(&filter).ok()?;
        let offset = (t * 997.0).fract() * f64::from(NOISE_SECONDS - 0.1);
        src.start_with_when_and_grain_offset_and_grain_duration(t, offset, dur + TAIL).ok()
    }
}

/// `len` samples of white noise in -1..1, from a xorshift generator: the
/// noise is only a texture, the same at every visit.
fn white(len: usize) -> Vec<f32> {
    let mut x: u32 = 0x9E37_79B9;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    (0..len).map(|_| (next() >> 8) as f32 / (1u32 << 23) as f32 - 1.0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Cue; 9] = [
        Cue::Pickup,
        Cue::DropEmpty,
        Cue::DropFull,
        Cue::Capture,
        Cue::Slam,
        Cue::Won,
        Cue::Lost,
        Cue::Draw,
        Cue::Illegal,
    ];

    /// Seconds from a cue's start until its last source stops.
    fn length(cue: Cue) -> f64 {
        let end = |p: &Part| f64::from(p.at + p.gap * f32::from(p.count - 1) + p.dur) + TAIL;
        parts(cue).iter().map(end).fold(0.0, f64::max)
    }

    #[test]
    fn the_moves_sounds_are_short_and_the_ends_under_a_second_and_a_fifth() {
        for cue in ALL {
            let limit = if matches!(cue, Cue::Won | Cue::Lost | Cue::Draw) { 1.2 } else { 0.4 };
            assert!(length(cue) < limit, "{cue:?} lasts {} s", length(cue));
        }
        // Hand-worked: the slam's rumble, 0.36 s and the tail, is its end;
        // the win's last bar starts at 0.28 s and lasts 0.7 s.
        assert!((length(Cue::Slam) - 0.38).abs() < 1e-6);
        assert!((length(Cue::Won) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn no_part_is_silent_or_louder_than_full_scale() {
        for p in ALL.iter().flat_map(|c| parts(*c)) {
            assert!(p.count >= 1 && p.dur > 0.0 && p.freq > 20.0, "{p:?}");
            assert!(p.gain > SILENCE && p.gain <= 1.0 && p.fade <= 1.0, "{p:?}");
        }
    }

    #[test]
    fn the_win_rises_the_loss_falls_and_the_draw_repeats_one_note() {
        let notes = |cue| -> Vec<f32> {
            parts(cue).iter().flat_map(|p| (0..p.count).map(|i| p.freq * p.step.powi(i32::from(i)))).collect()
        };
        let (won, lost, draw) = (notes(Cue::Won), notes(Cue::Lost), notes(Cue::Draw));
        assert_eq!(won, [523.25, 659.25, 783.99]);
        assert!(lost.len() == 2 && (lost[1] - 311.13).abs() < 0.1, "{lost:?}");
        assert_eq!(draw, [440.0, 440.0]);
    }

    #[test]
    fn a_voice_is_silent_until_unlocked() {
        // No context before a gesture: playing does nothing (and calls no
        // web API, so it runs natively).
        let voice = Voice::default();
        assert_eq!(voice.out, None);
        voice.play(Cue::Won, 1.0);
    }

    #[test]
    fn the_noise_fills_minus_one_to_one_and_is_not_silent() {
        let n = white(4096);
        assert!(n.iter().all(|s| (-1.0..1.0).contains(s)));
        let mean = n.iter().sum::<f32>() / 4096.0;
        let power = n.iter().map(|s| s * s).sum::<f32>() / 4096.0;
        // Uniform noise: mean 0, power 1/3.
        assert!(mean.abs() < 0.05 && (power - 1.0 / 3.0).abs() < 0.03, "{mean} {power}");
    }
}
