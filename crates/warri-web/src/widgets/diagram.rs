//! The "Picture" panel: the current position as a diagram (the same
//! drawing as `warri diagram`, from `warri-diagram`), to download as SVG or
//! as a PNG the browser renders from it — for a wiki that takes images and
//! no iframes, or a printed handout. Optionally with the last move marked.
//!
//! Test hooks: `[data-testid=diagram-panel]`; `img[data-testid=diagram-preview]`;
//! `a[data-testid=diagram-svg]` and, once rendered, `a[data-testid=diagram-png]`
//! (their `href` is the file as a `data:` address, `download` its name);
//! the checkbox `[data-testid=diagram-mark]`. Also the same drawing inline
//! in a page ([`inline_svg`]: the lessons' and the rules pages' pictures).

use warri_diagram::{Diagram, LastMove};
use warri_rules::{Game, Step, Variant};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::shell::browser;
use crate::shell::i18n::{use_tr, Tr};

/// Properties of [`DiagramPanel`].
#[derive(Properties, PartialEq)]
pub struct DiagramProps {
    /// The SVG document, with the last move marked or not, and the
    /// position in words (its title, the preview's text alternative).
    pub svg: Callback<bool, (String, String)>,
    /// Whether there is a last move to mark.
    pub can_mark: bool,
    /// The files' name without extension.
    pub name: String,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// Where the PNG stands.
#[derive(Clone, PartialEq)]
enum Png {
    Making,
    Ready(String),
    Failed,
}

/// The panel.
#[function_component(DiagramPanel)]
pub fn diagram_panel(props: &DiagramProps) -> Html {
    let tr = use_tr();
    let mark = use_state(|| props.can_mark);
    let marked = *mark && props.can_mark;
    let (svg, title) = props.svg.emit(marked);
    let url = format!("data:image/svg+xml;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&svg)));
    let png = use_state(|| Png::Making);
    {
        // Rendered twice the drawing's size, sharp on phones and in print.
        let png = png.clone();
        use_effect_with(url.clone(), move |url| {
            png.set(Png::Making);
            let done = png.clone();
            let job = browser::png_of(url, 2, move |data| done.set(data.map_or(Png::Failed, Png::Ready)));
            if job.is_none() {
                png.set(Png::Failed);
            }
            move || drop(job)
        });
    }
    let on_mark = {
        let mark = mark.clone();
        Callback::from(move |e: Event| mark.set(e.target_unchecked_into::<HtmlInputElement>().checked()))
    };
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_| on_close.emit(()))
    };
    html! {
        <section class="panel diagram-panel" data-testid="diagram-panel" aria-labelledby="diagram-title">
            <h2 id="diagram-title">{ tr.t("diagram-heading") }</h2>
            <p>{ tr.t("diagram-explain") }</p>
            if props.can_mark {
                <label class="choice"><input type="checkbox" checked={marked} onchange={on_mark} data-testid="diagram-mark" />{ tr.t("diagram-mark") }</label>
            }
            <img class="diagram-preview" data-testid="diagram-preview" src={url.clone()} alt={title} />
            <p class="actions">
                <a class="button" data-testid="diagram-svg" href={url} download={format!("{}.svg", props.name)}>{ tr.t("diagram-svg") }</a>
                {
                    match &*png {
                        Png::Ready(data) => html! {
                            <a class="button" data-testid="diagram-png" href={data.clone()} download={format!("{}.png", props.name)}>{ tr.t("diagram-png") }</a>
                        },
                        Png::Making => html! { <span class="making" role="status">{ tr.t("diagram-png-making") }</span> },
                        Png::Failed => html! { <span class="making" role="status" data-testid="diagram-png-failed">{ tr.t("diagram-png-failed") }</span> },
                    }
                }
                <button type="button" onclick={close}>{ tr.t("close") }</button>
            </p>
        </section>
    }
}

/// A position as an inline diagram in the page (the drawing of `warri
/// diagram`), the move of `trace` marked: the lessons' and the rules
/// pages' pictures.
pub fn inline_svg(tr: &Tr, variant: Variant, game: &Game, trace: Option<&[Step]>) -> Html {
    let last = trace.and_then(LastMove::from_trace);
    let svg = warri_diagram::svg(
        &Diagram { variant, game, last: last.as_ref(), flipped: false, theme: warri_diagram::Theme::Classic },
        tr,
    );
    // Inline: the document's XML declaration goes.
    let svg = svg.split_once("?>").map_or(svg.as_str(), |(_, rest)| rest.trim_start()).to_string();
    Html::from_html_unchecked(svg.into())
}
