# Playing a friend by link (?view=friend, or a friend's link ?friend=…).
#   $side, $player: "south" or "north"; $name: a variant's name; $pit: a pit's letter.

friend-title = Play a friend
friend-intro = Play someone who is somewhere else. Make your move, send the link in the chat you already use, and your friend answers with a link of their own. There is no account and no server: the whole game is in the link.
friend-new = New game with a friend
friend-variant = Game
friend-side = You play
friend-first = Who starts
friend-start = Start the game
friend-match-note = { $name } is played as a match: the first to win { $target } games is champion. The match goes on over the same links.
friend-you-play = You play { $side ->
    [south] South
   *[north] North
  }.
friend-status-mine = Your move.
friend-status-theirs = Waiting for your friend — send the link again if they have not got it.
friend-status-over = The game is over.
friend-send-title = Send this to your friend
friend-send-help = Paste the link into your chat, or let your friend scan the code with their phone's camera.
friend-share = Share the link
friend-copy = Copy the link
friend-copied = The link is copied.
friend-qr-label = QR code of the link to send
friend-next-game = Next game
friend-review = Review this game
friend-back = New game with a friend
friend-my-games = My games
friend-no-games = No games with friends on this device yet.
friend-open = Open
friend-remove = Remove
friend-other = Go on from the other version
friend-turn-mine = your move
friend-turn-theirs = your friend's move
friend-turn-over = over
friend-entry-moves = { $count ->
    [one] 1 move
   *[other] { $count } moves
  }
friend-entry-last = last move { $pit }
friend-entry-versions = { $count ->
    [one] 1 other version kept
   *[other] { $count } other versions kept
  }
friend-at-move = move { $ply }
friend-at-game-move = game { $game }, move { $ply }
friend-bad-link = This friend's link cannot be used: { $problem } Nothing saved on this device has changed.
friend-link-empty = it is empty.
friend-link-character = character { $at }, “{ $found }”, cannot be part of a link; it was probably changed on the way.
friend-link-version = it was written by a version of warri this page does not know (version { $version }).
friend-link-damaged = it is damaged (cut short or changed on the way). Ask your friend to send it again.
friend-link-check = its check value does not match: a character was changed on the way. Ask your friend to send it again.
friend-link-illegal = move { $ply }, { $pit }, cannot be played. { $why }
friend-link-after-end = move { $ply } comes after the game was already over.
friend-link-after-match = game { $game } comes after the match already had its champion.
friend-bad-variant = “{ $value }” is not a game warri plays ({ $keys }): choose one below.
friend-bad-side = “{ $value }” is not a side: write side=south or side=north.
friend-older = This link shows the game at { $link }, and this device has it further, at { $kept }. The game goes on from here: nothing played here was taken back.
friend-differ = This link and the game kept on this device part at { $at }: someone played a different move. Both are kept under My games; the one kept here goes on, and you can go on from the link's instead.
friend-saved-bad = My games, as saved in this browser, cannot be read ({ $problem }).
friend-saved-fields = it is not a list of games
friend-saved-link = a game in it: { $problem }
