## The glossary (?view=glossary): the words of the games, for teachers.
## Three messages per term, the terms and their order being those of
## crates/warri-learn/src/glossary.rs (TERMS):
##   term-ID          the word as the sources and the lessons use it; the
##                    sources' other words in brackets;
##   term-ID-meaning  its meaning, in one line;
##   term-ID-forms    the forms to look for in the lessons (comma-separated,
##                    lower case; a final * makes a stem: captur* finds
##                    captures, captured), which find where the term first
##                    appears in the course.

term-board = board
term-board-meaning = The wooden board: two rows of six pits, often with a store at one or both ends.
term-board-forms = board, boards

term-pit = pit
term-pit-meaning = One of the twelve hollows of the board; each player owns the six in his row.
term-pit-forms = pit, pits

term-row = row
term-row-meaning = The six pits on one player's side: A to F for South, a to f for North.
term-row-forms = row, rows

term-seed = seed
term-seed-meaning = One of the 48 playing pieces; four lie in each pit at the start.
term-seed-forms = seed, seeds

term-store = store
term-store-meaning = Where a player keeps the seeds he captures: in warri each player's store is on his right; on a traditional board the stores at the ends are optional. Captured seeds never come back.
term-store-forms = store, stores

term-side = side
term-side-meaning = A player's half of the board, his row; at some ends of the game each player takes the seeds on his own side.
term-side-forms = side, sides

term-move = move
term-move-meaning = One turn's play: all the seeds of one of your pits, sown; a move is named by the letter of that pit.
term-move-forms = move, moves

term-to-move = to move
term-to-move-meaning = Whose turn it is: the player to move makes the next move.
term-to-move-forms = to move

term-sow = sow, sowing
term-sow-meaning = To take all the seeds from one of your pits and drop them one by one into the pits that follow, counter-clockwise.
term-sow-forms = sow, sows, sowed, sown, sowing

term-counter-clockwise = counter-clockwise
term-counter-clockwise-meaning = The direction of sowing: along your own row to the right, then along your opponent's.
term-counter-clockwise-forms = counter-clockwise, counterclockwise

term-lap = lap
term-lap-meaning = A sowing of twelve seeds or more goes all the way round the board and jumps over the pit it started from.
term-lap-forms = lap, laps, round the board, round once

term-capture = capture
term-capture-meaning = Taking seeds into your store: your last seed makes a pit in the opponent's row hold 2 or 3.
term-capture-forms = captur*

term-chain = backward chain (chain)
term-chain-meaning = The pits captured with the last one: the unbroken run of 2s and 3s just before it in the opponent's row.
term-chain-forms = chain, chains, chained

term-feed = feeding (duty to feed)
term-feed-meaning = If the opponent's row is empty when your turn begins, you must play a move that puts seeds into it, if you have one.
term-feed-forms = feed*, fed

term-grand-slam = grand slam
term-grand-slam-meaning = A capture that would take every seed left in the opponent's row; the variants differ on whether it is allowed and what it captures.
term-grand-slam-forms = grand slam*

term-sweep = sweep
term-sweep-meaning = Wahree's name for a grand slam: it captures the whole row, ends the game, and the sweeper takes every seed left.
term-sweep-forms = sweep*

term-stuck = no legal move (stuck)
term-stuck-meaning = The player to move cannot play: his row is empty, or the opponent's is and he cannot feed it; the game ends, and the variant says who gets the seeds left.
term-stuck-forms = stuck, no legal move, cannot move, could not move

term-cycle = repetition (cycle)
term-cycle-meaning = A position comes back with the same player to move: the seeds go round and round, and warri ends the game the first time.
term-cycle-forms = repetition*, cycle*, comes back, round and round

term-split = split equally
term-split-meaning = In Bridgetown the seeds left on the board at the end are shared equally between the players.
term-split-forms = split, shared equally

term-surplus-seed = odd seed
term-surplus-seed-meaning = When the seeds left cannot be split evenly, the one left over goes to the player whose side holds more.
term-surplus-seed-forms = odd seed, odd one

term-draw = draw
term-draw-meaning = A game nobody wins: equal totals, or in Speightstown any end without a store of 25.
term-draw-forms = draw, draws, drawn

term-game = game (match)
term-game-meaning = One game, from four seeds in each pit to its end. The sources also call it a match; warri's match is a tournament series.
term-game-forms = game, games

term-tournament-series = tournament series (match)
term-tournament-series-meaning = In Barbados Warri, the games played until one player has won six; he is champion, and a draw counts for nobody.
term-tournament-series-forms = match, matches, tournament series

term-champion = champion
term-champion-meaning = The winner of a tournament series: the first to win six games.
term-champion-forms = champion*

term-horse-nickars = horse nickars (nickernuts, “burning stones”)
term-horse-nickars-meaning = The grey seeds of Caesalpinia bonduc that Barbados Warri was traditionally played with; on Saint Croix, for Wahree, nickernuts or “burning stones”.
term-horse-nickars-forms = horse nickar*, nickar*, nickernut*
