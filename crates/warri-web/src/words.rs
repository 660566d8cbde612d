//! Every sentence the game shows about the rules, in English: illegal-move
//! explanations, grand-slam announcements, game-over reasons, status lines
//! and labels. Kept in one place, worded from the rules' data (never from a
//! variant name check), so that translations can replace it wholesale.

use warri_engine::Score;
use warri_rules::{
    Award, EndReason, Game, IllegalMove, Outcome, Pit, Player, SlamEffect, SlamLegality, Variant,
    WinnerRule,
};

/// "1 seed", "5 seeds".
pub fn seeds(n: u8) -> String {
    if n == 1 {
        "1 seed".into()
    } else {
        format!("{n} seeds")
    }
}

/// What a grand slam is called in this variant ("sweep" in Wahree).
pub fn slam_name(variant: Variant) -> &'static str {
    variant.slam_name()
}

/// Why a clicked pit cannot be played, as a full sentence.
pub fn illegal(e: IllegalMove, variant: Variant) -> String {
    match e {
        IllegalMove::GameOver => "The game is over: start a new game, or undo a move.".into(),
        IllegalMove::NotYourPit { pit, player } => {
            format!("Pit {pit} belongs to {}; it is {player}'s turn.", pit.owner())
        }
        IllegalMove::EmptyPit { pit } => format!("Pit {pit} is empty: choose a pit with seeds."),
        IllegalMove::MustFeed { player } => format!(
            "{opp}'s row is empty, so {player} must play a move that sows seeds into it — this one does not.",
            opp = player.opponent()
        ),
        IllegalMove::GrandSlamForbidden { pit } => format!(
            "Playing {pit} would capture every seed in your opponent's row: a {} is forbidden in {} while another move remains.",
            slam_name(variant),
            variant.name()
        ),
    }
}

/// The announcement when a grand slam is played.
pub fn slam_banner(variant: Variant, player: Player, effect: SlamEffect) -> String {
    let opp = player.opponent();
    let name = slam_name(variant);
    let title = capitalise(name);
    match effect {
        SlamEffect::CapturesNothing => {
            format!("{title}! In {} it captures nothing: the seeds stay where they fell.", variant.name())
        }
        SlamEffect::Captures => format!("{title}! {player} captures {opp}'s whole row; {opp} cannot move."),
        SlamEffect::CapturesMoverAgain => {
            format!("{title}! {player} captures {opp}'s whole row and moves again, and must feed {opp}.")
        }
        SlamEffect::CapturesAndTakesAll => {
            let head = if variant.rules().slam_legality == SlamLegality::OnlyWhenForced {
                format!("Forced {name}")
            } else {
                title
            };
            format!("{head}! {player} captures {opp}'s whole row; the game ends and {player} takes every seed left.")
        }
    }
}

/// Why clicking does nothing while the computer is to move.
pub fn computer_to_move(p: Player) -> String {
    format!("It is {p}'s turn, and the computer plays {p}. Take over {p} under Players to play it yourself.")
}

/// The announcement of a Caribbean extra move.
pub fn extra_move(player: Player) -> String {
    format!("{player} moves again.")
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// "South wins 28–20", "Draw, 24–24".
pub fn verdict(o: &Outcome) -> String {
    let (s, n) = (o.score.south, o.score.north);
    match o.winner {
        Some(p) => format!("{p} wins {s}–{n}"),
        None => format!("Draw, {s}–{n}"),
    }
}

/// The game-over message: why the game ended, what happened to the seeds
/// left, and the result, e.g. "Wahree sweep: South captures North's whole row
/// and takes the 5 seeds left on the board — South wins 28–20."
pub fn result(o: &Outcome, variant: Variant) -> String {
    let rules = variant.rules();
    let name = slam_name(variant);
    let left = o.awarded.south + o.awarded.north;
    let why = match o.reason {
        EndReason::ReachedTwentyFive(p) => {
            let mut s = format!("{p} reaches 25");
            if o.left_on_board > 0 {
                s += &format!("; the {} on the board are not counted", seeds(o.left_on_board));
            }
            s
        }
        EndReason::GrandSlam(p) => {
            let opp = p.opponent();
            let forced = rules.slam_legality == SlamLegality::OnlyWhenForced;
            let head = if forced { format!("Forced {name}") } else { format!("{} {name}", variant.name()) };
            if left > 0 {
                format!("{head}: {p} captures {opp}'s whole row and takes the {} left on the board", seeds(left))
            } else {
                format!("{head}: {p} captures {opp}'s whole row")
            }
        }
        EndReason::NoLegalMove(p) => format!("{p} has no legal move; {}", award(o, false)),
        EndReason::Repetition => format!("The position repeated; {}", award(o, true)),
    };
    let tail = match (o.winner, rules.winner) {
        (None, WinnerRule::ReachTwentyFive) if o.score.south.max(o.score.north) < 25 => {
            format!("{} (only reaching 25 wins in {})", verdict(o), variant.name())
        }
        _ => verdict(o),
    };
    format!("{why} — {tail}.")
}

/// What the end-of-game award did with the seeds left.
fn award(o: &Outcome, cycle: bool) -> String {
    let what = if cycle { "circulating seeds" } else { "seeds left" };
    let total = o.awarded.south + o.awarded.north;
    match o.award {
        Award::Kept => "no seeds were left on the board".into(),
        Award::NotCounted => format!("the {} {what} are not counted", o.left_on_board),
        Award::OwnSide => format!(
            "each player takes the {what} on his own side (South {}, North {})",
            o.awarded.south, o.awarded.north
        ),
        Award::AllTo(p) => format!("{p}, whose row is empty, claims the {} {what}", total),
        Award::Split { odd_to } => {
            let mut s = format!(
                "the {total} {what} are split: South {}, North {}",
                o.awarded.south, o.awarded.north
            );
            if let Some(p) = odd_to {
                s += &format!(" (the odd seed to {p}, whose side held more)");
            }
            s
        }
    }
}

/// The aria label of a pit: whose it is and how many seeds.
pub fn pit_label(owner: Player, letter: char, n: u8) -> String {
    format!("{owner}'s pit {letter}, {}", seeds(n))
}

/// The aria label of a store.
pub fn store_label(owner: Player, n: u8) -> String {
    format!("{owner}'s store, {}", seeds(n))
}

/// How a legal move looks, for a hint: what it does at once if it ends the
/// game, otherwise the engine's verdict (`score`, centi-seeds for the player
/// to move): "wins by 4 seeds", "loses by 2 seeds", "about 1.5 seeds ahead".
pub fn hint(game: &Game, pit: Pit, score: i32) -> String {
    let me = game.position().to_move();
    let mut after = game.clone();
    if after.play(pit).is_ok() {
        if let Some(o) = after.outcome() {
            let verdict = match o.winner {
                Some(p) if p == me => "you win",
                Some(_) => "you lose",
                None => "a draw",
            };
            let how = if o.reason == EndReason::Repetition { "repeats the position: " } else { "ends the game: " };
            return format!("{how}{verdict}, {}–{}", o.score.south, o.score.north);
        }
    }
    let s = Score(score);
    match s.margin() {
        Some(m) if s.is_win() => format!("wins by {}", seeds(m.unsigned_abs() as u8)),
        Some(m) => format!("loses by {}", seeds(m.unsigned_abs() as u8)),
        None if score.abs() < 25 => "about even".into(),
        None if score > 0 => format!("about {:.1} seeds ahead", s.seeds()),
        None => format!("about {:.1} seeds behind", -s.seeds()),
    }
}

/// The thinking indicator.
pub fn thinking(p: Player, level: u8) -> String {
    format!("{p} (computer, level {level}) is thinking…")
}
