//! Where a board lives in the tables: boards are seen from the player to
//! move (his pits first, so South to move: the rules are symmetric, which
//! halves the tables), and those with `k` seeds are ranked by the colex rank
//! of their stars-and-bars bar positions, after all boards with fewer seeds.

use warri_rules::{Board, Player};

/// `BINOM[n][r]` = C(n, r) for n ≤ 25, r ≤ 12.
const BINOM: [[u32; 13]; 26] = {
    let mut t = [[0u32; 13]; 26];
    let mut n = 0;
    while n < 26 {
        t[n][0] = 1;
        let mut r = 1;
        while r < 13 {
            t[n][r] = if n == 0 { 0 } else { t[n - 1][r - 1] + t[n - 1][r] };
            r += 1;
        }
        n += 1;
    }
    t
};

/// Boards with `k` seeds in 12 pits.
pub(super) const fn level_len(k: usize) -> usize {
    BINOM[k + 11][11] as usize
}

/// Boards with fewer than `k` seeds.
pub(super) const fn level_offset(k: usize) -> usize {
    BINOM[k + 11][12] as usize
}

/// A board as the tables see it: from its player to move (South).
#[inline]
pub(super) fn from_mover(board: &Board) -> Board {
    if board.to_move() == Player::North {
        board.mirrored()
    } else {
        *board
    }
}

/// Rank of a board among those with the same seed count: the colex rank of
/// its stars-and-bars bar positions.
#[inline]
pub(super) fn rank(pits: &[u8; 12]) -> usize {
    let mut r = 0u32;
    let mut pos = 0usize;
    for (j, &s) in pits[..11].iter().enumerate() {
        pos += s as usize;
        r += BINOM[pos + j][j + 1];
    }
    r as usize
}

/// The table index of a board seen from its player to move.
#[inline]
pub(super) fn index(board: &Board) -> usize {
    let b = from_mover(board);
    level_offset(b.on_board() as usize) + rank(b.pits())
}

/// The board of rank `r` with `k` seeds, South to move.
pub(super) fn unrank(mut r: u32, k: usize) -> Board {
    let mut bars = [0usize; 11];
    let mut hi = k + 11;
    for j in (0..11).rev() {
        let mut b = hi - 1;
        while BINOM[b][j + 1] > r {
            b -= 1;
        }
        r -= BINOM[b][j + 1];
        bars[j] = b;
        hi = b;
    }
    let mut pits = [0u8; 12];
    pits[0] = bars[0] as u8;
    for j in 1..11 {
        pits[j] = (bars[j] - bars[j - 1] - 1) as u8;
    }
    pits[11] = (k + 10 - bars[10]) as u8;
    Board::new(pits, Player::South)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_a_bijection() {
        for k in 0..=7 {
            for r in 0..level_len(k) {
                let b = unrank(r as u32, k);
                assert_eq!(b.on_board() as usize, k);
                assert_eq!(rank(b.pits()), r);
                assert_eq!(index(&b.mirrored().mirrored()), level_offset(k) + r);
                // A North-to-move board shares the slot of its mirror image.
                assert_eq!(index(&b.mirrored()), level_offset(k) + r);
            }
        }
        assert_eq!(level_offset(11), 646_646);
    }
}
