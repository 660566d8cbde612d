//! A match's figures, from the games its results file holds (every part
//! played so far): the games' points from warri's side with a 95 %
//! interval, and for each engine the depths it reported (all moves, and the
//! middlegame with more than 30 seeds on the board), its book moves and its
//! time per move.

use super::game::Answers;
use super::record::Record;

fn line(a: &Answers, name: &str) -> String {
    let mean = |sum: u64, n: u32| if n == 0 { f64::NAN } else { sum as f64 / f64::from(n) };
    let took = a.took_ms as f64 / f64::from(a.moves.max(1));
    format!(
        "{name:<8} depth {:.1} (more than 30 seeds on the board: {:.1}), {} book moves of {}, {took:.0} ms a move on average, at most {} ms",
        mean(a.depth_sum, a.depth_n),
        mean(a.mid_sum, a.mid_n),
        a.book,
        a.moves,
        a.took_max_ms
    )
}

/// A match's recorded games, summed.
pub struct Tally {
    points: Vec<f64>,
    warri: Answers,
    other: Answers,
    /// The lowest and highest load average a game began at.
    load: (f64, f64),
}

impl Tally {
    /// The games recorded so far, in any order.
    pub fn of(records: &[Record]) -> Tally {
        let mut t = Tally {
            points: Vec::new(),
            warri: Answers::default(),
            other: Answers::default(),
            load: (f64::INFINITY, 0.0),
        };
        for r in records {
            t.points.push(r.played.points);
            t.warri.merge(&r.played.warri);
            t.other.merge(&r.played.other);
            t.load = (t.load.0.min(r.load), t.load.1.max(r.load));
        }
        t
    }

    /// Games counted.
    pub fn games(&self) -> usize {
        self.points.len()
    }

    /// Wins, draws and losses from warri's side.
    pub fn results(&self) -> [usize; 3] {
        let count = |p: f64| self.points.iter().filter(|&&x| x == p).count();
        [count(1.0), count(0.5), count(0.0)]
    }

    /// Prints the summary of the `whole` match's games recorded so far.
    pub fn print(&self, opponent: &str, movetime: u64, whole: usize) {
        let [wins, draws, losses] = self.results();
        let (score, half) = score_interval(&self.points);
        let of = if self.games() == whole { String::new() } else { format!(" of the match's {whole} (not finished)") };
        println!("\nwarri against {opponent}, {movetime} ms a move, {} games{of}", self.games());
        println!("  warri: {wins} wins, {draws} draws, {losses} losses");
        println!(
            "  score {:.1} of {} = {:.1} % (95 % interval {:.1}–{:.1} %)",
            score * self.games() as f64,
            self.games(),
            100.0 * score,
            100.0 * (score - half).max(0.0),
            100.0 * (score + half).min(1.0)
        );
        println!("  {}", line(&self.warri, "warri"));
        println!("  {}", line(&self.other, opponent));
        if self.games() > 0 {
            println!("  load average (1 minute) as the games began: {:.2} to {:.2}", self.load.0, self.load.1);
        }
    }
}

/// The mean of the games' points and the half-width of its 95 % interval
/// (normal approximation: 1.96 standard errors).
fn score_interval(points: &[f64]) -> (f64, f64) {
    if points.is_empty() {
        return (f64::NAN, f64::NAN);
    }
    let n = points.len() as f64;
    let mean = points.iter().sum::<f64>() / n;
    let var = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / n;
    (mean, 1.96 * (var / n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Worked by hand: 7 wins, 5 draws, 8 losses of 20 is 9.5 points,
    /// 47.5 %; the points' variance is (7·0.525² + 5·0.025² + 8·0.475²)/20
    /// = 3.7375/20 = 0.186875, so the interval is ±1.96·√(0.186875/20) =
    /// ±1.96·0.096663 = ±0.18946.
    #[test]
    fn the_interval_is_worked_by_hand() {
        let mut points = vec![1.0; 7];
        points.extend([0.5; 5]);
        points.extend([0.0; 8]);
        let (mean, half) = score_interval(&points);
        assert!((mean - 0.475).abs() < 1e-12);
        assert!((half - 0.18946).abs() < 1e-4, "{half}");
        assert_eq!(score_interval(&[1.0, 1.0]), (1.0, 0.0));
    }

    /// Games from two parts, summed: 1 + ½ + 0 from warri's side, and
    /// warri's depths 10·12 + 20·15 over 30 moves = 14.0 on average.
    #[test]
    fn the_games_of_every_part_are_summed() {
        use super::super::game::Played;
        let game = |game: usize, points: f64, moves: u32, depth: u64, load: f64| Record {
            game,
            opening: "A b".into(),
            played: Played {
                moves: vec![],
                score: [0, 0],
                points,
                result: String::new(),
                warri: Answers { moves, depth_sum: depth * u64::from(moves), depth_n: moves, ..Answers::default() },
                other: Answers::default(),
            },
            builds: [String::new(), String::new()],
            load,
        };
        let t = Tally::of(&[game(0, 1.0, 10, 12, 0.5), game(5, 0.5, 20, 15, 2.0), game(1, 0.0, 0, 0, 1.0)]);
        assert_eq!((t.games(), t.results()), (3, [1, 1, 1]));
        assert_eq!((t.warri.depth_sum, t.warri.depth_n), (420, 30));
        assert_eq!(t.load, (0.5, 2.0));
    }
}
