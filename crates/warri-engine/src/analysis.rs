//! The oracle: every legal move's value, best first, with the best line —
//! proven where the search or the tables prove it, else the engine's
//! estimate with the depth reached. (The types are the contract the CLI's
//! `warri analyse` and the web worker use.)
//!
//! # How a move is valued
//!
//! [`Engine::analyse_all`] deepens one ply at a time until the handler
//! stops it (or `max_depth`). At each depth, each move not yet settled gets
//!
//! 1. an **estimate**: the ordinary search of the move (full window, the
//!    same search, evaluation and tables as `bestmove`), its score in the
//!    same units ([`Score`]: centi-seeds, proven results beyond ±100000);
//! 2. two **bound searches** of the same depth, when a proof is in sight
//!    (the estimate is a proven-looking score or 0, a proof was already
//!    found at a shallower depth, or at most [`BOUND_SEEDS`] seeds are on
//!    the board): the same tree, but every leaf the search does not prove
//!    is worth, for the player to move at the root, *less* than any proven
//!    loss (the **lower** bound search) or *more* than any proven win (the
//!    **upper** one). Minimax is monotone in the leaves, so the two results
//!    are sound bounds of the move's real value, whatever the depth. Game
//!    ends are exact (the rules crate's outcome, the 25 rule, repetition
//!    with this game's history); a leaf's captures are followed (a lower
//!    bound may only improve by the captures tried; an upper bound is
//!    returned as it stands); an endgame-table leaf counts where its
//!    win/draw/loss is the real game's — right after a capture, or where
//!    the tables mark the position history-free — with the **widest margin
//!    that result allows** (a win by 1 for the lower bound, by every seed
//!    left for the upper), since the tables ignore the 25 rule and their
//!    margin may not be the game's. Their transposition table keeps values
//!    only right after a capture (where the value cannot depend on the
//!    line), salted by mode and root mover, and is kept between calls.
//!
//! The [`Verdict`] follows from the bounds: `Win{min,max}` when the lower
//! bound is a proven win (`max` from the upper bound, or every seed the
//! player could still get), `Loss` likewise from the upper bound, `Draw`
//! when both bounds are draws (about who wins: a Speightstown draw may have
//! unequal stores), else `Estimate`. A move proven with an exact margin (or
//! a draw) is settled: it is not searched again at later depths and keeps
//! the depth of its proof. A depth the handler interrupts changes no move
//! whose searches at that depth did not all finish: values are per move,
//! each with its own `depth`; [`Analysis::depth`] is the last depth
//! finished for every move. Depth 1 always finishes, so every legal move
//! has a value.
//!
//! `score`: for a proven win the lower bound's score, for a loss the upper
//! bound's, 0 for a draw, else the estimate (held within the proven bounds).
//! `pv`: the lower bound search's line for a win or draw, the upper one's
//! for a loss, else the estimate's.
//!
//! # Exact values
//!
//! A proof is made with this game's history (a line that repeats a
//! position seen before the root ends by repetition, as in the game). It
//! holds **whatever came before the position** — `exact: true` — when no
//! earlier position can repeat on the lines it covers:
//!
//! - the move captures or ends the game: after a capture nothing earlier
//!   can repeat, so everything below depends on the line alone; or
//! - the endgame tables mark the position history-free (it is in no cycle
//!   of non-capturing moves, so no position that could come before it can
//!   be reached again from it).
//!
//! Any other proven move is reported with its verdict and `exact: false`:
//! its value is right for this game, but another way of reaching the
//! position could end a line by repetition earlier. (Table values inside
//! the searches are only ever used where they are history-free or right
//! after a capture, so they never make a value depend on the history.)

use warri_rules::{Flow, Game, Pit};

use crate::limits::{unlimited, Handler, Info};
use crate::score::{Score, MAX_PLY};
use crate::search::{Child, Engine, Mode, Node, Span, Window, BEYOND};

/// At most this many seeds on the board, every move gets the bound
/// searches at every depth (above it, only moves whose estimate looks
/// proven).
pub const BOUND_SEEDS: u8 = 16;

/// What a move is worth, as words can say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Verdict {
    /// A proven win for the player to move, by `min`..=`max` seeds of final
    /// margin (equal when the margin is proven too).
    Win {
        /// Smallest margin proven.
        min: i32,
        /// Largest margin possible.
        max: i32,
    },
    /// A proven draw.
    Draw,
    /// A proven loss, by `min`..=`max` seeds (magnitudes).
    Loss {
        /// Smallest margin possible.
        min: i32,
        /// Largest margin possible.
        max: i32,
    },
    /// Not proven: the engine's estimate.
    Estimate,
}

/// One move's value.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveValue {
    /// The move.
    pub pit: Pit,
    /// Its score for the player to move, as `bestmove`'s (centi-seeds;
    /// proven results beyond ±100000 with the final margin).
    pub score: Score,
    /// Proven, or an estimate.
    pub verdict: Verdict,
    /// The value holds whatever came before the position (no repetition
    /// with earlier positions can change it).
    pub exact: bool,
    /// Depth searched for this move.
    pub depth: u32,
    /// The best line, this move first.
    pub pv: Vec<Pit>,
}

/// Every legal move's value, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Analysis {
    /// The moves, best first.
    pub moves: Vec<MoveValue>,
    /// The deepest depth completed for every move.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// The two bound searches' results for one move, for the root's mover.
#[derive(Clone, Debug)]
pub(crate) struct Bounds {
    /// Sound lower bound of the move's value.
    pub(crate) lower: i32,
    /// Sound upper bound.
    pub(crate) upper: i32,
    /// The lower bound search's line, the move first.
    pub(crate) lower_line: Vec<Pit>,
    /// The upper bound search's line.
    pub(crate) upper_line: Vec<Pit>,
}

/// Whether a bound search value is a proven result (not a leaf the search
/// could not prove).
pub(crate) fn is_proven(v: i32) -> bool {
    v.abs() < BEYOND - MAX_PLY
}

/// The verdict two sound bounds give, for a player with `mine` seeds in
/// store against `theirs`, `board` seeds left.
pub(crate) fn verdict(lower: i32, upper: i32, mine: i32, theirs: i32, board: i32) -> Verdict {
    let (l, u) = (Score(lower), Score(upper));
    let margin = |s: Score| s.margin().unwrap_or(0).abs();
    if is_proven(lower) && l.is_win() {
        let max = if is_proven(upper) && u.is_win() { margin(u) } else { mine + board - theirs };
        Verdict::Win { min: margin(l), max: max.max(margin(l)) }
    } else if is_proven(upper) && u.is_loss() {
        let max = if is_proven(lower) && l.is_loss() { margin(l) } else { theirs + board - mine };
        Verdict::Loss { min: margin(u), max: max.max(margin(u)) }
    } else if lower >= 0 && upper <= 0 {
        Verdict::Draw
    } else {
        Verdict::Estimate
    }
}

impl Verdict {
    /// Proven with its exact margin (or a draw): nothing deeper can change
    /// it.
    pub fn is_settled(self) -> bool {
        match self {
            Verdict::Win { min, max } | Verdict::Loss { min, max } => min == max,
            Verdict::Draw => true,
            Verdict::Estimate => false,
        }
    }

    /// Proven (win, draw or loss).
    pub fn is_proven(self) -> bool {
        self != Verdict::Estimate
    }
}

/// The root of an analysis: its node, whether its value holds whatever
/// came before it (nothing earlier can repeat), and its seeds on the board.
struct Root<'p> {
    node: Node<'p>,
    free: bool,
    board: i32,
}

impl Engine {
    /// Analyses every legal move of the game's position (with its history)
    /// by iterative deepening up to `max_depth`, until the handler stops it
    /// (module docs). Best first; empty once the game is over. The
    /// handler's `on_iteration` hears of each finished depth (the best
    /// move's score and line).
    pub fn analyse_all(&mut self, game: &Game, max_depth: u32, handler: &mut impl Handler) -> Analysis {
        let legal = game.legal_moves();
        if legal.is_empty() {
            return Analysis::default();
        }
        let pos = *game.position();
        self.start(game);
        let me = pos.to_move();
        self.set_mode(Mode::Normal, me);
        let children = self.children(&pos, legal);
        let root = Root {
            node: Node { pos: &pos, legal, ply: 0 },
            free: self.history_free(&pos),
            board: i32::from(pos.on_board()),
        };
        let few = pos.on_board() <= BOUND_SEEDS;
        let mut values: Vec<Option<MoveValue>> = vec![None; children.len()];
        let mut order: Vec<usize> = (0..children.len()).collect();
        let mut complete = 0;
        let max_depth = max_depth.clamp(1, MAX_PLY as u32 - 10);
        'deepen: for depth in 1..=max_depth {
            for &i in &order {
                if values[i].as_ref().is_some_and(|v| v.verdict.is_settled()) {
                    continue;
                }
                let child = children[i];
                let was_proven = values[i].as_ref().is_some_and(|v| v.verdict.is_proven());
                let value = if depth == 1 {
                    // Depth 1 always finishes: every move gets a value.
                    self.value_move(&root, &child, depth, few || was_proven, &mut unlimited())
                } else {
                    self.value_move(&root, &child, depth, few || was_proven, handler)
                };
                match value {
                    Some(v) => values[i] = Some(v),
                    None => break 'deepen,
                }
            }
            complete = depth;
            order.sort_by_key(|&i| {
                let v = values[i].as_ref().expect("valued at depth 1");
                (std::cmp::Reverse(v.score), v.pit)
            });
            let best = values[order[0]].as_ref().expect("valued at depth 1");
            let info = Info { depth, score: best.score, lower_bound: false, nodes: self.nodes(), pv: best.pv.clone() };
            handler.on_iteration(&info);
            if values.iter().flatten().all(|v| v.verdict.is_settled()) {
                break;
            }
        }
        self.set_mode(Mode::Normal, me);
        let mut moves: Vec<MoveValue> = values.into_iter().flatten().collect();
        moves.sort_by_key(|v| (std::cmp::Reverse(v.score), v.pit));
        Analysis { moves, depth: complete, nodes: self.nodes() }
    }

    /// One move's value at `depth`: the estimate, and the bound searches if
    /// `bounds` or the estimate looks proven. `None` if the handler
    /// stopped it.
    fn value_move(
        &mut self,
        root: &Root,
        child: &Child,
        depth: u32,
        bounds: bool,
        handler: &mut impl Handler,
    ) -> Option<MoveValue> {
        let pos = root.node.pos;
        let me = pos.to_move();
        self.set_mode(Mode::Normal, me);
        self.clear_child_line();
        let v = self.child_value(root.node, child, Span::whole(depth as i32), Window::Full, handler);
        if self.was_stopped() {
            return None;
        }
        let mut pv = vec![child.pit];
        pv.extend_from_slice(self.child_line());
        let mut value =
            MoveValue { pit: child.pit, score: Score(v), verdict: Verdict::Estimate, exact: false, depth, pv };
        let estimate = Score(v);
        if !(bounds || estimate.is_win() || estimate.is_loss() || v == 0) {
            return Some(value);
        }
        let b = self.bound_move(root.node, child, depth, handler)?;
        let (mine, theirs) = (i32::from(pos.stores()[me]), i32::from(pos.stores()[me.opponent()]));
        value.verdict = verdict(b.lower, b.upper, mine, theirs, root.board);
        let captures = match child.flow {
            Flow::Over(_) => true,
            Flow::Continue { captured, .. } => captured,
        };
        value.exact = value.verdict.is_proven() && (captures || root.free);
        match value.verdict {
            Verdict::Win { .. } => {
                value.score = Score(b.lower);
                value.pv = b.lower_line;
            }
            Verdict::Draw => {
                value.score = Score(0);
                value.pv = b.lower_line;
            }
            Verdict::Loss { .. } => {
                value.score = Score(b.upper);
                value.pv = b.upper_line;
            }
            Verdict::Estimate => value.score = Score(v.clamp(b.lower, b.upper)),
        }
        Some(value)
    }

    /// The two bound searches of one root move at `depth` (module docs);
    /// `None` if the handler stopped them.
    pub(crate) fn bound_move(
        &mut self,
        root: Node,
        child: &Child,
        depth: u32,
        handler: &mut impl Handler,
    ) -> Option<Bounds> {
        let me = root.pos.to_move();
        let mut run = |engine: &mut Engine, mode: Mode| {
            engine.set_mode(mode, me);
            engine.clear_child_line();
            let v = engine.child_value(root, child, Span::whole(depth as i32), Window::Full, handler);
            let mut line = vec![child.pit];
            line.extend_from_slice(engine.child_line());
            (v, line)
        };
        let (lower, lower_line) = run(self, Mode::Lower);
        let stopped = self.was_stopped();
        let (upper, upper_line) = if stopped { (0, Vec::new()) } else { run(self, Mode::Upper) };
        self.set_mode(Mode::Normal, me);
        if self.was_stopped() {
            return None;
        }
        Some(Bounds { lower, upper, lower_line, upper_line })
    }
}
