# Puzzles (?view=puzzles): the puzzle of the day, the streak, the solution explained.
#   $player: "south" or "north"; $pit: a pit's letter; $name: a variant's name.

puzzles-title = Puzzles
puzzles-today = Puzzle of the day
puzzles-today-link = Today's puzzle
puzzles-heading = { $name }, puzzle { $n } of { $count }
puzzles-variant = Puzzles of
puzzles-task-win = { $player ->
    [south] South
   *[north] North
  } to move: find the only move that wins.
puzzles-task-draw = { $player ->
    [south] South
   *[north] North
  } to move: find the only move that draws (every other move loses).
puzzles-difficulty = Difficulty: { $level }
puzzles-easy = easy
puzzles-medium = medium
puzzles-hard = hard
puzzles-prev = Previous puzzle
puzzles-next = Next puzzle
puzzles-streak = Streak: { $count } in a row (best { $best })
puzzles-solved-count = Solved at the first try: { $solved } of { $count }
puzzles-your-record = Your record
puzzles-streak-now = in a row
puzzles-streak-best = best
puzzles-day-solved = Solved
puzzles-day-failed = Not solved at the first try
puzzles-day-open = Not tried yet
puzzles-tried-before = You have tried this puzzle before: only the first try counts for the streak.
puzzles-right = Solved: { $pit } is the move. With best play, { $result }.
puzzles-wrong = Not this time: { $pit } does not reach it. { $effect }
puzzles-was = The move was { $pit }: with best play, { $result }.
puzzles-wins-by = { $player ->
    [south] South
   *[north] North
  } wins by { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }
puzzles-draw = the game is a draw
puzzles-line = The solution, move by move
puzzles-line-show = Show the solution
puzzles-line-start = The puzzle's position.
puzzles-line-step = Move { $n } of { $count }:
puzzles-line-end = That is the whole line: { $result }.
puzzles-none = There are no puzzles to show.
puzzles-no-puzzle = There is no puzzle “{ $id }”: here is the puzzle of the day. Puzzles are named like { $example }.
puzzles-no-puzzle-at-all = There is no puzzle “{ $id }”.
puzzles-bad-line = Line { $line } of { $file } cannot be used: { $problem }.
puzzles-bad-json = it is not a puzzle written in JSON (see column { $column })
puzzles-bad-variant = “{ $key }” is not a variant
puzzles-bad-position = its position { $text } cannot be read: { $problem }
puzzles-bad-over = the game is already over at its position
puzzles-bad-solution = its solution “{ $text }” is not a move
puzzles-bad-illegal = its solution { $pit } cannot be played: { $problem }
puzzles-bad-line-start = its line does not start with its solution
puzzles-bad-line-move = move { $n } of its line, “{ $text }”, cannot be played
puzzles-bad-value = its value { $value } is neither a proven win nor a draw
puzzles-record-bad = Your puzzle record could not be read ({ $problem }); a new record starts.
puzzles-record-fields = its fields are not those of a record
