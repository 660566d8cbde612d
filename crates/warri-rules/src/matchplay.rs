//! Match scoring (docs/rules.md 2.4, 2.5 and 2.7): first to N game wins is
//! champion, the winner starts the next game, after a draw the player who did
//! not start the drawn game starts.

use crate::{ByPlayer, Player, Rules};

/// The running score of a match (a single-game variant is a match of one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchScore {
    /// Game wins needed to be champion.
    pub target: u8,
    /// Games won by each player.
    pub wins: ByPlayer<u8>,
    /// Drawn games.
    pub draws: u16,
    /// Who starts the next game.
    pub next_starter: Player,
}

impl MatchScore {
    /// A fresh match for these rules; `first` starts game 1.
    ///
    /// ```
    /// use warri_rules::{MatchScore, Player, Variant};
    /// let mut m = MatchScore::new(&Variant::Bridgetown.rules(), Player::South);
    /// m.record(Some(Player::North));
    /// assert_eq!(m.next_starter, Player::North); // the winner starts
    /// m.record(None);
    /// assert_eq!(m.next_starter, Player::South); // after a draw, the other player
    /// ```
    pub fn new(rules: &Rules, first: Player) -> MatchScore {
        MatchScore { target: rules.match_wins.max(1), wins: ByPlayer::new(0, 0), draws: 0, next_starter: first }
    }

    /// Games played.
    pub fn games(&self) -> u16 {
        u16::from(self.wins.south) + u16::from(self.wins.north) + self.draws
    }

    /// The champion, once someone has won `target` games.
    pub fn champion(&self) -> Option<Player> {
        Player::ALL.into_iter().find(|&p| self.wins[p] >= self.target)
    }

    /// Records a finished game (`None`: a draw) that `next_starter` started.
    /// Ignored once the match has a champion.
    pub fn record(&mut self, winner: Option<Player>) {
        if self.champion().is_some() {
            return;
        }
        match winner {
            Some(p) => {
                self.wins[p] += 1;
                self.next_starter = p;
            }
            None => {
                self.draws += 1;
                self.next_starter = self.next_starter.opponent();
            }
        }
    }
}
