//! Every page's state is one reducer: a plain-Rust value with an `apply`
//! that takes an action, tested natively; [`reducer!`](crate::reducer)
//! makes it the reducer Yew's `use_reducer` runs (the action applied to a
//! clone), written once for every page.

/// Makes `$state` (with `fn apply(&mut self, $action)`) a `yew::Reducible`.
#[macro_export]
macro_rules! reducer {
    ($state:ty, $action:ty) => {
        impl yew::Reducible for $state {
            type Action = $action;
            fn reduce(self: std::rc::Rc<Self>, action: $action) -> std::rc::Rc<Self> {
                let mut next = (*self).clone();
                next.apply(action);
                std::rc::Rc::new(next)
            }
        }
    };
}
