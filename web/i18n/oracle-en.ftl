# warri — English. The oracle's words (crates/warri-web/src/rooms/oracle); the review shows its list too.

oracle-title = Analysis
oracle-for = Analysis: every move for { $player ->
    [south] South
   *[north] North
  }, best first
oracle-thinking = Thinking… (depth { $depth })
oracle-done = Depth { $depth }.
oracle-paused = Paused while the page is hidden.
oracle-over = The game is over: there is no move to weigh.
oracle-failed = The analysis stopped: { $problem }.
oracle-play = Play { $pit }
oracle-wins-range = wins by { $min } to { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }
oracle-loses-range = loses by { $min } to { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }
oracle-estimate = { $value } (estimate, depth { $depth })
oracle-this-game = { $value } (after this game's earlier positions)
oracle-line = line: { $moves }
