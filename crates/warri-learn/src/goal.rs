//! A task's goal and the judgement of a move against it. A goal is a
//! property of what a move does under the task's rules — where its last
//! seed falls, what it captures, what it leaves the opponent, whether it
//! wins — measured by playing the move with `warri-rules` ([`Effect`]).
//! Some goals compare the move with the other legal moves ("capture as many
//! seeds as you can"). Nothing here is an answer written by hand: the moves
//! a task accepts are [`Goal::accepted`], worked out from the position.

use warri_rules::{Game, IllegalMove, MoveSet, Outcome, Pit, Player, SeedCounts, Step};

/// What a task asks the player to do with one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The last seed falls into this pit.
    LastIn(Pit),
    /// The move captures at least this many seeds.
    CaptureAtLeast(u8),
    /// The move captures as many seeds as any legal move can (and some).
    CaptureMost,
    /// The move leaves the opponent's row as few seeds as any legal move
    /// can (the row being empty before: feeding as little as possible).
    FeedFewest,
    /// The move ends the game, whoever wins.
    End,
    /// The move ends the game and the mover wins.
    Win,
}

/// What a move does, as far as goals care.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    /// The move's steps (the game's own trace: sowing, captures, the end).
    pub trace: Vec<Step>,
    /// Who moved.
    pub mover: Player,
    /// The pit the last seed fell into.
    pub last: Pit,
    /// Seeds the move captured (the end's award not included).
    pub captured: u8,
    /// Seeds in the opponent's row once the move is over (before any award).
    pub opponent_row: u8,
    /// The game after the move.
    pub after: Game,
}

impl Effect {
    /// Plays `pit` in `game` (a copy): what it does, or why it is illegal.
    pub fn of(game: &Game, pit: Pit) -> Result<Effect, IllegalMove> {
        let mover = game.to_move().ok_or(IllegalMove::GameOver)?;
        let mut after = game.clone();
        let trace = after.play(pit)?;
        let mut last = pit;
        let mut captured = 0u8;
        for step in &trace {
            match *step {
                Step::Sow { pit, .. } => last = pit,
                Step::Capture { seeds, player, .. } if player == mover => captured += seeds,
                _ => {}
            }
        }
        // The row as the move left it: the board after the move, or, when
        // the game ended and the award emptied the board, counted from the
        // trace's last sowing and captures.
        let opponent_row = match after.outcome() {
            None => after.position().row_seeds(mover.opponent()),
            Some(_) => row_before_award(game, &trace, mover.opponent()),
        };
        Ok(Effect { trace, mover, last, captured, opponent_row, after })
    }

    /// How the game ended, if the move ended it.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.after.outcome()
    }
}

/// `player`'s row after the sowing and captures of `trace`, before any
/// award of the game's end.
fn row_before_award(game: &Game, trace: &[Step], player: Player) -> u8 {
    let award = trace.iter().position(|s| matches!(s, Step::Award { .. } | Step::End(_))).unwrap_or(trace.len());
    let pits = SeedCounts::after_all(game.position(), &trace[..award]).pits;
    Pit::ALL.iter().filter(|p| p.owner() == player).map(|p| pits[p.index()]).sum()
}

/// Why a legal move does not meet the goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The last seed fell elsewhere.
    LandedIn {
        /// Where it fell.
        pit: Pit,
        /// Where the task wanted it.
        wanted: Pit,
    },
    /// Too few seeds captured.
    TooFew {
        /// Seeds this move captured.
        captured: u8,
        /// Seeds the task asks for.
        wanted: u8,
    },
    /// Another move captures more.
    NotMost {
        /// Seeds this move captured.
        captured: u8,
        /// The most any legal move captures.
        best: u8,
    },
    /// Another move leaves the opponent fewer seeds.
    FedMore {
        /// Seeds this move leaves in the opponent's row.
        fed: u8,
        /// The fewest any legal move leaves.
        fewest: u8,
    },
    /// The game goes on.
    GoesOn,
    /// The game ended, but the mover did not win.
    NotWon(Outcome),
}

/// A move judged against a task's goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The rules forbid it (the game's own reason).
    Illegal(IllegalMove),
    /// It meets the goal.
    Solved(Effect),
    /// It is legal but does not meet the goal.
    Missed(Effect, Miss),
}

impl Goal {
    /// Judges `pit` in `game`.
    pub fn judge(self, game: &Game, pit: Pit) -> Judgement {
        let effect = match Effect::of(game, pit) {
            Ok(e) => e,
            Err(e) => return Judgement::Illegal(e),
        };
        match self.miss(game, &effect) {
            None => Judgement::Solved(effect),
            Some(m) => Judgement::Missed(effect, m),
        }
    }

    /// The legal moves that meet the goal.
    pub fn accepted(self, game: &Game) -> MoveSet {
        let mut set = MoveSet::EMPTY;
        for pit in game.legal_moves() {
            if matches!(self.judge(game, pit), Judgement::Solved(_)) {
                set.insert(pit);
            }
        }
        set
    }

    /// Why `effect` misses the goal, if it does.
    fn miss(self, game: &Game, effect: &Effect) -> Option<Miss> {
        let all = || game.legal_moves().into_iter().filter_map(|p| Effect::of(game, p).ok());
        match self {
            Goal::LastIn(wanted) => (effect.last != wanted).then_some(Miss::LandedIn { pit: effect.last, wanted }),
            Goal::CaptureAtLeast(wanted) => {
                (effect.captured < wanted).then_some(Miss::TooFew { captured: effect.captured, wanted })
            }
            Goal::CaptureMost => {
                let best = all().map(|e| e.captured).max().unwrap_or(0);
                (effect.captured < best || best == 0).then_some(Miss::NotMost { captured: effect.captured, best })
            }
            Goal::FeedFewest => {
                let fewest = all().map(|e| e.opponent_row).min().unwrap_or(0);
                (effect.opponent_row > fewest).then_some(Miss::FedMore { fed: effect.opponent_row, fewest })
            }
            Goal::End => effect.outcome().is_none().then_some(Miss::GoesOn),
            Goal::Win => match effect.outcome().copied() {
                None => Some(Miss::GoesOn),
                Some(o) if o.winner != Some(effect.mover) => Some(Miss::NotWon(o)),
                Some(_) => None,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use warri_rules::{Position, Variant};

    fn game(v: Variant, p: &str) -> Game {
        Game::from_position(v.rules(), p.parse::<Position>().unwrap())
    }
    fn pit(s: &str) -> Pit {
        s.parse().unwrap()
    }
    fn letters(set: MoveSet) -> String {
        set.into_iter().map(|p| p.letter()).collect()
    }

    #[test]
    fn the_chain_of_the_rules_document_captures_five() {
        // docs/rules.md E3: E captures c (3) and b (2).
        let g = game(Variant::Abapa, "1-2-0-0-4-0-3-1-2-0-5-1-14-15-S");
        assert_eq!(letters(Goal::CaptureAtLeast(5).accepted(&g)), "E");
        assert_eq!(letters(Goal::CaptureMost.accepted(&g)), "E");
        match Goal::CaptureAtLeast(5).judge(&g, pit("B")) {
            Judgement::Missed(e, Miss::TooFew { captured, wanted: 5 }) => assert_eq!((e.last, captured), (pit("D"), 0)),
            other => panic!("{other:?}"),
        }
        assert!(matches!(Goal::CaptureMost.judge(&g, pit("a")), Judgement::Illegal(IllegalMove::NotYourPit { .. })));
    }

    #[test]
    fn feeding_fewest_and_the_grand_slams_differ_by_variant() {
        // E7: North's row is empty; D gives North 2 seeds, F gives 1.
        let g = game(Variant::Abapa, "3-0-0-5-0-1-0-0-0-0-0-0-20-19-S");
        assert_eq!(letters(Goal::FeedFewest.accepted(&g)), "F");
        assert!(matches!(Goal::FeedFewest.judge(&g, pit("A")), Judgement::Illegal(IllegalMove::MustFeed { .. })));
        // E9: F is a grand slam. In Abapa it captures nothing; in Wahree it
        // wins at once; in Wari it is illegal.
        let e9 = "2-0-3-0-0-2-1-1-0-0-0-0-19-20-S";
        assert_eq!(letters(Goal::CaptureMost.accepted(&game(Variant::Abapa, e9))), "");
        assert_eq!(letters(Goal::Win.accepted(&game(Variant::Wahree, e9))), "F");
        assert_eq!(letters(Goal::Win.accepted(&game(Variant::Bridgetown, e9))), "F");
        assert_eq!(letters(Goal::End.accepted(&game(Variant::Speightstown, e9))), "F");
        match Goal::Win.judge(&game(Variant::Speightstown, e9), pit("F")) {
            Judgement::Missed(e, Miss::NotWon(o)) => {
                assert_eq!((e.captured, e.opponent_row, o.winner), (4, 0, Some(Player::North)))
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(Goal::Win.judge(&game(Variant::Wari, e9), pit("F")), Judgement::Illegal(_)));
    }
}
