//! The computer opponent's endgame tables, built by a second web worker.
//!
//! Building the 12-seed tables takes seconds in a browser. The worker that
//! thinks is single-threaded: if it built them itself, the move being
//! asked for would wait. So, once a game comes near their reach (at most
//! `TABLES_BUILT_FROM` seeds on the board, for a task that uses them), the
//! thinking worker ([`super::worker`]) starts a second worker from its own
//! loader, named [`BUILDER_NAME`] and the variant's key (the same code,
//! which then [`serve_as_builder`]s): it builds the tables, hands their
//! bytes back ([`Tables::to_bytes`]: the buffer itself, not a copy) and
//! closes. Until they arrive every search goes on without them (weaker near
//! the end, never late); from the next search after they arrive they are
//! probed. One build runs at a time, and none beside a build in place (an
//! analysis that needs the tables before they came builds them itself).
//!
//! The role goes by the worker's name, not by its URL: a worker served by
//! the service worker, or from the single-file game's `blob:` loader, has
//! no fragment or query of its own. The builder is started without the
//! thinking worker's fragment, so a loader that fails reports on no channel
//! the page listens to (the page's watchdog is for the thinking worker
//! only). A builder that cannot start (Chromium will not start a worker
//! from a worker's `blob:` loader in a `file://` page: the single-file
//! game), or whose loader fails (an `error` event), tables that do not
//! read, or a browser without workers in workers (`Worker` undefined
//! there: the same failure to start) get the old way: the thinking worker
//! builds the tables itself on first need, and that one move waits.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use js_sys::{Array, Reflect, Uint8Array};
use warri_engine::tables::Tables;
use warri_engine::TABLE_SEEDS;
use warri_rules::Variant;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, WorkerOptions};

/// What became of tables asked of a builder.
#[derive(Clone)]
pub enum Given {
    /// They arrived.
    Tables(Arc<Tables>),
    /// None will come (their builder could not start or sent no tables):
    /// the engines build them on first need, as where none are given.
    NotComing,
}

/// The name of a builder worker, before its variant's key (the builder
/// reads its work from its name: a message sent before its code has loaded
/// would be lost).
pub const BUILDER_NAME: &str = "warri-tables ";

/// The variant whose tables this worker was started to build, if it is a
/// builder (its name).
pub fn started_as_builder() -> Option<Variant> {
    let name = Reflect::get(&js_sys::global(), &JsValue::from_str("name")).ok()?.as_string()?;
    name.strip_prefix(BUILDER_NAME)?.parse().ok()
}

/// The builder's work: builds `variant`'s tables, hands their bytes over
/// and closes.
pub fn serve_as_builder(variant: Variant) {
    let me: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    if let Some(tables) = Tables::build(&variant.rules(), TABLE_SEEDS) {
        let bytes = Uint8Array::from(&tables.to_bytes()[..]);
        let _ = me.post_message_with_transfer(&bytes, &Array::of1(&bytes.buffer()));
    }
    me.close();
}

/// A builder at work, and what hears its answer and its failure.
type Building = (web_sys::Worker, Closure<dyn Fn(MessageEvent)>, Closure<dyn Fn(web_sys::Event)>);

/// The builds this worker has asked another worker for.
#[derive(Default)]
pub struct Builder {
    /// Each variant is asked for once.
    asked: HashSet<Variant>,
    /// The builders still at work.
    building: HashMap<Variant, Building>,
}

impl Builder {
    /// Whether `variant`'s tables can be asked for now: not asked before,
    /// and no other build under way (one build at a time: each takes about
    /// 200 MB while it runs, too much twice over on a phone).
    pub fn may_ask(&self, variant: Variant) -> bool {
        !self.asked.contains(&variant) && self.building.is_empty()
    }

    /// Starts building `variant`'s tables in another worker; `tell` hears
    /// what became of them. `false` if no worker could be started.
    pub fn start(&mut self, variant: Variant, tell: impl Fn(Given) + Clone + 'static) -> bool {
        self.asked.insert(variant);
        let options = WorkerOptions::new();
        options.set_name(&format!("{BUILDER_NAME}{}", variant.key()));
        let Ok(worker) = web_sys::Worker::new_with_options(&builder_loader(), &options) else { return false };
        let told = tell.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let bytes = Uint8Array::new(&e.data()).to_vec();
            // Bytes that are not tables are none.
            told(match Tables::from_bytes(&variant.rules(), &bytes) {
                Ok(tables) => Given::Tables(Arc::new(tables)),
                Err(_) => Given::NotComing,
            });
        });
        // A builder whose loader fails: none will come.
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| tell(Given::NotComing));
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.building.insert(variant, (worker, on_message, on_error));
        true
    }

    /// `variant`'s tables arrived, or will not (its builder has closed).
    pub fn done(&mut self, variant: Variant) {
        self.building.remove(&variant);
    }
}

/// The loader to start the builder with: this worker's own, without its
/// fragment (the page's `worker-loader.js#ID` reports failures on channel
/// `warri-worker#ID`, which is the thinking worker's).
fn builder_loader() -> String {
    let href = Reflect::get(&js_sys::global(), &JsValue::from_str("location"))
        .and_then(|l| Reflect::get(&l, &JsValue::from_str("href")))
        .ok()
        .and_then(|h| h.as_string())
        .unwrap_or_default();
    match href.split_once('#') {
        Some((loader, _)) => loader.to_string(),
        None => href,
    }
}
