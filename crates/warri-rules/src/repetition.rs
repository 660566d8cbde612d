//! [`SinceCapture`]: the positions since the last capture, the history that
//! the repetition rule (docs/rules.md 1.7 step 9) looks at. The game keeps
//! one; perft and the engine's search keep one along the line they explore,
//! entering a position on the way down and leaving it on the way back.

use alloc::vec::Vec;

use crate::Board;

/// The positions since the last capture, the current one last: any of them
/// occurring again ends the game by repetition. Positions are [`Board`]s
/// (pits and player to move): with no capture between them, equal boards
/// mean equal stores too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SinceCapture {
    /// Every position entered and not left; those from `floor` on are the
    /// ones since the last capture.
    boards: Vec<Board>,
    floor: usize,
}

/// What [`SinceCapture::leave`] needs to undo an [`SinceCapture::enter`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "leave the position with this mark"]
pub struct Mark {
    floor: usize,
}

impl SinceCapture {
    /// The history of a game that starts at `start`: nothing before it can
    /// repeat.
    pub fn new(start: Board) -> SinceCapture {
        let mut boards = Vec::with_capacity(64);
        boards.push(start);
        SinceCapture { boards, floor: 0 }
    }

    /// The positions since the last capture, the current one last.
    pub fn boards(&self) -> &[Board] {
        &self.boards[self.floor..]
    }

    /// Whether the current position is the only one since the last capture
    /// (or the start): nothing earlier can repeat from it.
    pub fn is_fresh(&self) -> bool {
        self.boards.len() - self.floor == 1
    }

    /// Whether reaching `board` by a move would repeat a position. After a
    /// capture nothing repeats: pass `captured`.
    #[inline]
    fn repeats(&self, board: &Board, captured: bool) -> bool {
        !captured && self.boards[self.floor..].contains(board)
    }

    /// Enters the position reached by a move (`captured`: whether the move
    /// captured seeds), unless it repeats one: then `None`, and nothing
    /// changes. The mark undoes the entry ([`SinceCapture::leave`]).
    #[inline]
    pub fn enter(&mut self, board: Board, captured: bool) -> Option<Mark> {
        if self.repeats(&board, captured) {
            return None;
        }
        let mark = Mark { floor: self.floor };
        if captured {
            self.floor = self.boards.len();
        }
        self.boards.push(board);
        Some(mark)
    }

    /// Leaves the position entered last, back to the history before it.
    #[inline]
    pub fn leave(&mut self, mark: Mark) {
        self.boards.pop();
        self.floor = mark.floor;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Player;

    fn board(first: u8, to_move: Player) -> Board {
        let mut pits = [0; 12];
        pits[0] = first;
        Board::new(pits, to_move)
    }

    #[test]
    fn a_position_repeats_until_a_capture_and_leaving_undoes_entering() {
        let mut h = SinceCapture::new(board(1, Player::South));
        assert!(h.is_fresh());
        let m1 = h.enter(board(2, Player::North), false).unwrap();
        assert!(!h.is_fresh());
        assert!(h.repeats(&board(1, Player::South), false));
        assert!(!h.repeats(&board(1, Player::North), false), "the player to move is part of the position");
        assert_eq!(h.enter(board(1, Player::South), false), None);
        assert_eq!(h.boards().len(), 2, "a repetition enters nothing");
        let m2 = h.enter(board(3, Player::South), true).unwrap();
        assert!(h.is_fresh());
        assert!(!h.repeats(&board(1, Player::South), false), "nothing before a capture repeats");
        h.leave(m2);
        assert!(h.repeats(&board(1, Player::South), false));
        h.leave(m1);
        assert_eq!(h.boards(), [board(1, Player::South)]);
    }
}
