# warri — English. The replay viewer's words (crates/warri-web/src/rooms/replay); the review's steps say the same.

replay-label = Replay
replay-first = First position
replay-prev = Previous move
replay-next = Next move
replay-last = Last position
replay-play = Play
replay-pause = Pause
replay-ply = Move { $ply } of { $count }
replay-continue = Continue this game
