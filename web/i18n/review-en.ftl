# Game review (?view=review): the evaluation graph, move labels, summary.

review-title = Game review
review-board = The game, move by move
review-steps = Move through the game
review-try = Try again from here against the computer
review-share = Copy the link to this review
review-progress = Weighing every move: { $n } of { $total } positions
review-failed = The review stopped: { $problem }.
review-moves = Every move
review-summary = Summary
review-player = Player
review-count = Moves
review-lost = Seeds lost per move (average)
review-average = { $seeds }
review-label-best = best
review-label-good = good
review-label-inaccuracy = inaccuracy
review-label-mistake = mistake
review-label-blunder = blunder
review-judged-best = This move: { $label }.
review-judged = This move: { $label }, { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
  } lost against the best move, { $pit } ({ $value }).
review-graph = Evaluation after each move, in seeds for South: above the middle line South is ahead, below North. Click a move to go there.
review-thresholds = How moves are labelled: by the seeds they lose against the best move — good under { $good }, inaccuracy under { $inaccuracy }, mistake under { $mistake }, blunder from { $mistake } on. A move that turns a proven win into a draw, or a draw into a loss, is at least a mistake; a win into a loss is a blunder.
