# warri — English. The board editor's words (crates/warri-web/src/rooms/editor).

edit-button = Edit position
edit-heading = Set up a position
edit-explain = Click or tap a pit to add a seed; choose "Takes seeds away" to remove them (or right-click a pit). Every pit and store also has a number field.
edit-mode = Clicking a pit
edit-mode-add = Adds a seed
edit-mode-remove = Takes seeds away
edit-counts = Seeds in each pit and store
edit-to-move = To move
edit-variant = Variant
edit-clear = Clear the board
edit-start = Start position
edit-play = Play from here
edit-count = { $place }: "{ $value }" is not a number of seeds from 0 to 48.
edit-empty = { $place } is empty: give it a number of seeds, 0 to 48.
edit-total = The pits and stores hold { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }; a position has exactly 48.
edit-over = From this position the game is over at once: { $result }
place-pit = { $owner ->
    [south] South's
   *[north] North's
  } pit { $pit }
place-store = { $owner ->
    [south] South's
   *[north] North's
  } store
