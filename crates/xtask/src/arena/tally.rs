//! A match's figures: the games' points from warri's side with a 95 %
//! interval, and for each engine the depths it reported (all moves, and the
//! middlegame with more than 30 seeds on the board), its book moves and its
//! time per move.

use std::time::Duration;

use super::player::Answer;

/// Which engine answered.
#[derive(Clone, Copy)]
pub enum Side {
    /// The `warri` under test.
    Warri,
    /// Its opponent.
    Other,
}

/// One engine's answers.
#[derive(Default)]
struct Answers {
    moves: u32,
    /// Moves without a reported depth (book moves).
    book: u32,
    depth_sum: u64,
    depth_n: u32,
    mid_sum: u64,
    mid_n: u32,
    took_sum: Duration,
    took_max: Duration,
}

impl Answers {
    fn add(&mut self, a: &Answer, on_board: u32) {
        self.moves += 1;
        self.took_sum += a.took;
        self.took_max = self.took_max.max(a.took);
        match a.depth {
            None => self.book += 1,
            Some(d) => {
                self.depth_sum += u64::from(d);
                self.depth_n += 1;
                if on_board > 30 {
                    self.mid_sum += u64::from(d);
                    self.mid_n += 1;
                }
            }
        }
    }

    fn line(&self, name: &str) -> String {
        let mean = |sum: u64, n: u32| if n == 0 { f64::NAN } else { sum as f64 / f64::from(n) };
        let took = self.took_sum.as_secs_f64() * 1000.0 / f64::from(self.moves.max(1));
        format!(
            "{name:<8} depth {:.1} (more than 30 seeds on the board: {:.1}), {} book moves of {}, {took:.0} ms a move on average, at most {} ms",
            mean(self.depth_sum, self.depth_n),
            mean(self.mid_sum, self.mid_n),
            self.book,
            self.moves,
            self.took_max.as_millis()
        )
    }
}

/// The match so far.
#[derive(Default)]
pub struct Tally {
    points: Vec<f64>,
    warri: Answers,
    other: Answers,
}

impl Tally {
    /// Counts an engine's answer, given with the seeds on the board.
    pub fn answer(&mut self, side: Side, a: &Answer, on_board: u32) {
        match side {
            Side::Warri => self.warri.add(a, on_board),
            Side::Other => self.other.add(a, on_board),
        }
    }

    /// Counts a finished game: 1, ½ or 0 for warri.
    pub fn game(&mut self, points: f64) {
        self.points.push(points);
    }

    /// Games played.
    pub fn games(&self) -> usize {
        self.points.len()
    }

    /// Prints the summary.
    pub fn print(&self, opponent: &str, movetime: u64, before: [f64; 3], after: [f64; 3]) {
        let (wins, draws) = (self.count(1.0), self.count(0.5));
        let losses = self.games() - wins - draws;
        let (score, half) = score_interval(&self.points);
        println!("\nwarri against {opponent}, {movetime} ms a move, {} games", self.games());
        println!("  warri: {wins} wins, {draws} draws, {losses} losses");
        println!(
            "  score {:.1} of {} = {:.1} % (95 % interval {:.1}–{:.1} %)",
            score * self.games() as f64,
            self.games(),
            100.0 * score,
            100.0 * (score - half).max(0.0),
            100.0 * (score + half).min(1.0)
        );
        println!("  {}", self.warri.line("warri"));
        println!("  {}", self.other.line(opponent));
        println!(
            "  load average before {:.2} {:.2} {:.2}, after {:.2} {:.2} {:.2}",
            before[0], before[1], before[2], after[0], after[1], after[2]
        );
    }

    fn count(&self, p: f64) -> usize {
        self.points.iter().filter(|&&x| x == p).count()
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
}
