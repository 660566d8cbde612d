//! The hook that reaches the computer opponent: it owns the worker's
//! bridge (spawned on first use) and a watchdog for every request.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use gloo::worker::{Spawnable, WorkerBridge};
use yew::prelude::*;

use crate::engine::worker::{Failure, Reply, Request, Task, Thinker};

/// The bridge to the computer-opponent worker ([`crate::engine::worker::Thinker`]),
/// spawned on first use — a page where nobody plays the computer or asks
/// for a hint never loads it. Returns the callback that sends a request;
/// replies go to `on_reply` (which must be stable across renders, e.g. built
/// from a reducer's dispatcher).
///
/// gloo's bridge reports no error when the worker cannot load (a missing
/// file, a network that is gone) or stops: a request then simply never gets
/// an answer. So the worker's loader (`web/worker-loader.js`, spawned as
/// `worker-loader.js#ID`) reports a file it cannot load on the
/// BroadcastChannel `warri-worker#ID`, and every waiting request is then
/// answered at once with [`Failure::Load`] (the next request spawns the
/// worker again); and each request has a watchdog ([`Task::patience_ms`])
/// that answers it with [`Failure::NoAnswer`] if the worker has not, for a
/// worker that hangs or an origin without BroadcastChannel.
#[hook]
pub fn use_engine(on_reply: Callback<Reply>) -> Callback<Request> {
    let bridge: Rc<RefCell<Option<Spawned>>> = use_mut_ref(|| None);
    let waiting: Waiting = use_mut_ref(Vec::new);
    use_callback((), move |req: Request, _| {
        let mut spawned = bridge.borrow_mut();
        // A worker that said it cannot load is spawned again.
        if spawned.as_ref().is_some_and(|s| s.failed.get()) {
            *spawned = None;
        }
        let s = spawned.get_or_insert_with(|| spawn(&on_reply, &waiting));
        let (id, task, on_reply) = (req.id, req.task, on_reply.clone());
        let watchdog = Timeout::new(task.patience_ms(), move || {
            on_reply.emit(Reply::Failed { id, task, why: Failure::NoAnswer });
        });
        waiting.borrow_mut().push((id, task, watchdog));
        s.bridge.send(req);
    })
}

/// The requests waiting for an answer, each with its watchdog.
type Waiting = Rc<RefCell<Vec<(u32, Task, Timeout)>>>;

/// A worker spawned, the channel its loader reports on, and whether it
/// reported that it cannot load.
struct Spawned {
    bridge: WorkerBridge<Thinker>,
    _failures: Option<gloo::events::EventListener>,
    failed: Rc<std::cell::Cell<bool>>,
}

/// Spawns the worker: its replies go to `on_reply` (each cancels its
/// request's watchdog); a report that it cannot load answers every waiting
/// request and marks the worker failed, so that the next request spawns it
/// again. The channel is open before the worker starts.
fn spawn(on_reply: &Callback<Reply>, waiting: &Waiting) -> Spawned {
    let loader = worker_loader();
    // The single-file game's loader is a `blob:` URL, given no fragment
    // (its worker is named by the watchdog alone).
    let id = (!loader.starts_with("blob:")).then(|| format!("{}", (js_sys::Math::random() * 1e9) as u64));
    let channel = id.as_ref().and_then(|id| web_sys::BroadcastChannel::new(&format!("warri-worker#{id}")).ok());
    let bridge = {
        let (on_reply, waiting) = (on_reply.clone(), waiting.clone());
        Thinker::spawner()
            .callback(move |r: Reply| {
                // Dropping its watchdog cancels it.
                waiting.borrow_mut().retain(|(id, task, _)| !r.answers(*id, *task));
                on_reply.emit(r);
            })
            .spawn_with_loader(&match &id {
                Some(id) => format!("{loader}#{id}"),
                None => loader.clone(),
            })
    };
    let failed = Rc::new(std::cell::Cell::new(false));
    let failures = channel.map(|channel| {
        let (on_reply, waiting, failed) = (on_reply.clone(), waiting.clone(), failed.clone());
        gloo::events::EventListener::new(&channel, "message", move |e| {
            let Some(why) = load_failure(e) else { return };
            failed.set(true);
            for (id, task, _) in waiting.borrow_mut().drain(..) {
                on_reply.emit(Reply::Failed { id, task, why });
            }
        })
    });
    Spawned { bridge, _failures: failures, failed }
}

/// The loader's report that a file cannot be loaded
/// (`{ warriWorkerFailed: { file, status, why } }`), as a failure (the
/// file and the reason go to the worker's console).
fn load_failure(e: &web_sys::Event) -> Option<Failure> {
    use wasm_bindgen::{JsCast, JsValue};
    let data = e.dyn_ref::<web_sys::MessageEvent>()?.data();
    let failed =
        js_sys::Reflect::get(&data, &JsValue::from_str("warriWorkerFailed")).ok().filter(JsValue::is_object)?;
    let field = |name: &str| js_sys::Reflect::get(&failed, &JsValue::from_str(name)).ok();
    let status = field("status").and_then(|s| s.as_f64()).map_or(0, |s| s as u16);
    Some(Failure::Load { status })
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
