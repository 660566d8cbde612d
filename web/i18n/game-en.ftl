# warri — English. Every word the game shows.
# Conventions for translators:
#   $player, $opp, $owner, $winner, $side: "south" or "north" (use a selector
#     to pick the word and its grammatical form);
#   $pit: a move letter (A–F, a–f); $variant: a variant key (abapa, wari,
#     caribbean, speightstown, bridgetown, wahree);
#   $count, $n, $south, $north, $total, $level: numbers (plural selectors).

## Every page's header: the site's sections (an icon and a name each),
## and each page's name in its header and its document's title

nav-label = The site's pages
nav-play = Play
nav-learn = Learn
nav-puzzles = Puzzles
nav-friend = Play a friend
page-title = { $page } — warri
page-editor = Board editor
page-rules = Rules

## Names

app-title = warri
variant-name = { $variant ->
    [abapa] Oware Abapa
    [wari] Wari
    [caribbean] Caribbean grand slam
    [speightstown] Barbados Warri (Speightstown)
    [bridgetown] Barbados Warri (Bridgetown)
   *[wahree] Wahree
  }
variant-summary = { $variant ->
    [abapa] Standard Oware: a grand slam captures nothing; first to 25 wins.
    [wari] Strict grand slam: forbidden unless every legal move is one; then it captures the whole row and ends the game.
    [caribbean] A grand slam captures the whole row and the capturer moves again.
    [speightstown] Barbados match play to six games: 25 wins at once; a player whose row is empty claims the seeds left.
    [bridgetown] Barbados match play to six games: seeds left at the end are split equally.
   *[wahree] A sweep of the whole row ends the game and the sweeper takes every seed left.
  }
player = { $player ->
    [south] South
   *[north] North
  }
# What players of the variant call a grand slam (lower case, in a sentence).
slam-name = { $variant ->
    [wahree] sweep
   *[other] grand slam
  }

## The board

pit-label = { $owner ->
    [south] South's
   *[north] North's
  } pit { $pit }, { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }
store-label = { $owner ->
    [south] South's
   *[north] North's
  } store, { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }
store-won = { $store }: the winner
store-drawn = { $store }: a draw
in-hand = in hand: { $count }
board-label = The board

## Diagrams (a picture of a position: its title and its caption)

diagram-row = { $owner ->
    [south] South's
   *[north] North's
  } pits { $from }–{ $to }: { $counts }
diagram-stores = Stores: South { $south }, North { $north }
diagram-last = Last move { $pit }
diagram-sown = sown: { $pits }
diagram-captured = captured: { $pits }
diagram-button = Picture
diagram-heading = A picture of this position
diagram-explain = For pages and wikis that take images but no embedded boards, and for print: an SVG drawing, or a PNG made from it.
diagram-mark = Mark the last move
diagram-svg = Download SVG
diagram-png = Download PNG
diagram-png-making = Making the PNG…
diagram-png-failed = This browser could not make a PNG; the SVG works everywhere.

## A move told as a replay tells it (also in the review, the lessons and the puzzles)

replay-start = Start position
replay-sows = { $player ->
    [south] South
   *[north] North
  } sows { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  } from { $pit }.
replay-skips = The lap passes over { $pit }, the pit it started from.
replay-captures = Captures { $parts }.
replay-capture-part = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  } from { $pit }

## Status line

status-to-move = { $player ->
    [south] South
   *[north] North
  } to move
status-sowing = { $player ->
    [south] South
   *[north] North
  } plays { $pit }…
status-over = Game over
status-score = South { $south } – North { $north }
status-last = last move { $pit }
thinking = { $player ->
    [south] South
   *[north] North
  } (computer, level { $level }) is thinking…

## Illegal moves

illegal-over = The game is over: start a new game, or undo a move.
illegal-not-yours = Pit { $pit } belongs to { $owner ->
    [south] South
   *[north] North
  }; it is { $player ->
    [south] South's
   *[north] North's
  } turn.
illegal-empty = Pit { $pit } is empty: choose a pit with seeds.
illegal-must-feed = { $opp ->
    [south] South's
   *[north] North's
  } row is empty, so { $player ->
    [south] South
   *[north] North
  } must play a move that sows seeds into it — this one does not.
illegal-slam = Playing { $pit } would capture every seed in your opponent's row: a { $slam } is forbidden in { $name } while another move remains.
illegal-computer = It is { $player ->
    [south] South's
   *[north] North's
  } turn, and the computer plays { $player ->
    [south] South
   *[north] North
  }. Take over { $player ->
    [south] South
   *[north] North
  } under Players to play it yourself.

## Announcements during a move

slam-nothing = { $variant ->
    [wahree] Sweep!
   *[other] Grand slam!
  } In { $name } it captures nothing: the seeds stay where they fell.
slam-captures = Grand slam! { $player ->
    [south] South captures North's
   *[north] North captures South's
  } whole row; { $opp ->
    [south] South
   *[north] North
  } cannot move.
slam-again = Grand slam! { $player ->
    [south] South captures North's whole row and moves again, and must feed North.
   *[north] North captures South's whole row and moves again, and must feed South.
  }
slam-takes-all = { $forced ->
    [yes] Forced grand slam!
   *[no] { $variant ->
        [wahree] Sweep!
       *[other] Grand slam!
      }
  } { $player ->
    [south] South captures North's whole row; the game ends and South takes every seed left.
   *[north] North captures South's whole row; the game ends and North takes every seed left.
  }
# A grand slam whose captures bring the store to 25: the game ends before
# the slam's own consequence, and nothing more is taken.
slam-reaches-25 = { $forced ->
    [yes] Forced grand slam!
   *[no] { $variant ->
        [wahree] Sweep!
       *[other] Grand slam!
      }
  } { $player ->
    [south] South captures North's whole row and reaches 25: the game ends at once.
   *[north] North captures South's whole row and reaches 25: the game ends at once.
  }
# Caribbean: the capturer should move again but cannot feed.
slam-cannot-feed = Grand slam! { $player ->
    [south] South captures North's whole row but cannot feed North: the game ends.
   *[north] North captures South's whole row but cannot feed South: the game ends.
  }

## The end of a game

verdict-win = { $winner ->
    [south] South
   *[north] North
  } wins { $south }–{ $north }
verdict-draw = Draw, { $south }–{ $north }
verdict-draw-25 = Draw, { $south }–{ $north } (only reaching 25 wins in { $name })
end-25 = { $player ->
    [south] South
   *[north] North
  } reaches 25
end-25-left = { $player ->
    [south] South
   *[north] North
  } reaches 25; { $count ->
    [one] the { $count } seed on the board is not counted
   *[other] the { $count } seeds on the board are not counted
  }
end-slam = { $forced ->
    [yes] Forced { $slam }
   *[no] { $name } { $slam }
  }: { $player ->
    [south] South captures North's
   *[north] North captures South's
  } whole row
end-slam-left = { $forced ->
    [yes] Forced { $slam }
   *[no] { $name } { $slam }
  }: { $player ->
    [south] South captures North's
   *[north] North captures South's
  } whole row and takes the { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  } left on the board
end-stuck = { $player ->
    [south] South
   *[north] North
  } has no legal move; { $award }
end-repeated = The position repeated; { $award }
award-none = no seeds were left on the board
award-not-counted = the { $count ->
    [one] { $count } circulating seed is
   *[other] { $count } circulating seeds are
  } not counted
award-own-side = each player takes the seeds on his own side (South { $south }, North { $north })
award-all-to = { $player ->
    [south] South
   *[north] North
  }, whose row is empty, claims the { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  } left
award-split = { $count ->
    [one] the { $count } seed left is split
   *[other] the { $count } seeds left are split
  }: South { $south }, North { $north }
award-split-odd = { $count ->
    [one] the { $count } seed left is split
   *[other] the { $count } seeds left are split
  }: South { $south }, North { $north } (the odd seed to { $player ->
    [south] South
   *[north] North
  }, whose side held more)
result = { $why } — { $verdict }.

## Match play

match-line = Match, first to { $target }: South { $south } – North { $north }
match-draws = { $count ->
    [one] ({ $count } drawn)
   *[other] ({ $count } drawn)
  }
match-champion = — { $player ->
    [south] South
   *[north] North
  } is champion!
match-next = — { $player ->
    [south] South
   *[north] North
  } starts the next game

## Hints

hint-title = Hint: play { $pit }.
hint-looking = Looking for the best move…
hint-failed = No hint: the computer could not look ({ $problem }).
hint-line = { $pit }: { $verdict }
hint-ends = ends the game: { $outcome }, { $south }–{ $north }
hint-repeats = repeats the position: { $outcome }, { $south }–{ $north }
hint-you-win = you win
hint-you-lose = you lose
hint-draw = a draw
hint-wins-by = wins by { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }
hint-loses-by = loses by { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }
hint-even = about even
hint-ahead = about { $seeds } seeds ahead
hint-behind = about { $seeds } seeds behind

## Controls

undo = Undo
redo = Redo
hint = Hint
new-game = New game
next-game = Next game
flip = Flip board
copy-link = Copy link
rules-show = Rules
rules-hide = Hide rules
speed = Speed
speed-slow = slow
speed-normal = normal
speed-fast = fast
speed-instant = instant
controls-label = Game controls
game-label = Game
moves-label = Moves
link-label = Link to this game:
dismiss = Dismiss
kept-aside = It is kept aside, unchanged, in this browser's storage (under "{ $key }"): nothing is written over it.
kept-in-place = It could not be copied aside, so it stays where it is, and this page saves nothing over it.
kept-newer = It was written by a newer warri and stays as it is, for that warri to read: this page saves nothing over it.
kept-discard = Discard the kept copy
kept-discarded = The kept copy was discarded.
kept-discard-newer = Discard the newer warri's data
kept-discarded-newer = The newer warri's data was discarded.
players = Players
person = Person
computer-level = Computer, level { $level }
computer-level-1 = Computer, level 1 (beginner)
computer-level-6 = Computer, level 6 (full strength)
language = Language
open-full = Open the full game
record-button = Record
record-title = Game record
import-apply = Load this record
import-replay = Open as a replay
import-label = Paste a game record (OGN) or a warri link to load it:
record-label = This game as a record (OGN), ready to copy:
embed-button = Embed
embed-title = Embed this board
embed-explain = Paste this snippet into a web page (a rules wiki, a blog) to show a playable board there.
embed-rules = Show the rules-change table below the board
embed-current = Start from the current position and moves
embed-replay = As a replay of this game, playing by itself
embed-preview = Preview
embed-snippet = The snippet:
embed-theme = The board's look:
embed-theme-reader = The reader's own
embed-frame-title = { $name }: a playable board
close = Close

## Setup

setup-title = New game
setup-variant = Variant
setup-players = Players
setup-first = Who starts
setup-play = Play { $name }
cancel = Cancel

## Rules-change table

rules-of = Rules of { $name }
rules-standard-note = These are the standard rules; the other variants are compared with them.
rules-changed-count = { $changed } of { $total } { $changed ->
    [one] rules differs
   *[other] rules differ
  } from standard Oware (Abapa).
rules-rule = Rule
rules-standard = Standard Oware (Abapa)
rules-same = Same in both
rules-changed = changed
topic-grand-slam = Grand slam
topic-grand-slam-only = Grand slam as the only move
topic-captures = Other captures
topic-feeding = Feeding
topic-end = End of game
topic-stuck = No legal move
topic-cycle = Repetition
topic-winner = Winner
topic-match = Match
rule-slam-forbidden = Forbidden while any other legal move remains.
rule-slam-nothing = Legal, but captures nothing: the seeds stay where they were sown and the turn passes.
rule-slam-captures = Legal; captures the whole row. The opponent then has no move, and the no-legal-move award decides the rest.
rule-slam-again = Legal; captures the whole row, and the capturer moves again at once and must feed.
rule-slam-takes-all = Legal (a sweep); captures the whole row, ends the game, and the sweeper takes every seed left on the board.
rule-only-nothing = Must be played, and captures nothing.
rule-only-captures = Played like any grand slam: captures the whole row.
rule-only-again = Played like any grand slam: captures, then the capturer moves again.
rule-only-takes-all = Played: it captures the whole row and ends the game, and the mover also takes every seed left on the board.
rule-captures = When the last seed makes 2 or 3 in an opponent's pit, capture it and the unbroken run of 2s and 3s before it in the opponent's row.
rule-feeding = If the opponent's row is empty you must sow into it; if you cannot, the game ends.
rule-end = A store of 25 ends the game at once (seeds on the board are not awarded); so do a player with no legal move and the first repetition of a position.
rule-end-slam = A store of 25 ends the game at once (seeds on the board are not awarded); so do a player with no legal move and the first repetition of a position; and a captured grand slam.
rule-stuck-own = Each player adds the seeds on his own side.
rule-stuck-empty-row = The player whose row is empty claims every seed still on the board.
rule-stuck-split = The seeds left are split equally; an odd seed goes to the player whose side holds more.
rule-cycle-own = The game ends; each player adds the seeds on his own side.
rule-cycle-none = The game ends; the circulating seeds are not counted.
rule-cycle-split = The game ends; the seeds left are split equally, an odd seed to the player whose side holds more.
rule-winner-total = The higher total wins; 24–24 is a draw.
rule-winner-25 = Only a player who reaches 25 wins; any other end is a draw.
rule-match-single = A single game.
rule-match = A match: the first to win { $count } games is champion; draws count for nobody. The winner starts the next game; after a draw the other player starts.

## Notices about bad input

notice-param-unknown = The link parameter "{ $name }" is not one this game knows; it was ignored.
notice-variant = The link's variant "{ $value }" is not one of { $keys }. Playing { $fallback } instead.
notice-position = The link's position "{ $value }" is not valid: { $problem }. Starting from the usual start instead.
notice-moves = The link's moves cannot be played: { $problem }. Showing the game before any move instead.
notice-flip = The link's flip value "{ $value }" is not 1 or 0; the board is shown from South's seat.
notice-level = The link's level "{ $value }" is not 1 to 6; the computer plays at level { $level }.
notice-seat = The link's { $side ->
    [south] south
   *[north] north
  } player "{ $value }" is not human or computer; a person plays { $side ->
    [south] South
   *[north] North
  }.
notice-lang = The link's language "{ $value }" is not one of en, nl, fr, ru; it is ignored.
notice-embed = The link's embed value "{ $value }" is not 1 or 0.
notice-rules = The link's rules value "{ $value }" is not 1 or 0.
notice-view = The link's view "{ $value }" is not one of { $views }; the game is shown.
notice-switch = The link's { $name } value "{ $value }" is not 1 or 0; it is ignored.
notice-ply = The link's ply "{ $value }" is not a number from 0 to { $count }; the replay starts at the beginning.
notice-caption = The link's caption { $name } is for a move the game does not have (it has { $count ->
    [one] { $count } move
   *[other] { $count } moves
  }); it is ignored.
notice-saved-corrupt = The saved game could not be read ({ $problem }).
notice-offered-corrupt = The list of lessons already offered could not be read (the line "{ $line }" names no game).
notice-engine = The computer could not choose its move ({ $problem }). Take over its side under Players, or undo a move.
import-error = Line { $line }: { $problem }. The current game is kept.
import-error-general = The record could not be read: { $problem }. The current game is kept.

## Problems in positions and moves (used inside the notices above)

problem-field-count = expected 15 fields separated by "-", found { $count }
problem-empty = field { $field } is empty
problem-not-number = field { $field } is "{ $value }", not a number
problem-negative = field { $field } is negative
problem-too-large = field { $field } is { $value }, more than the 48 seeds in the game
problem-side = the side to move is "{ $value }"; it must be S or N
problem-total = pits and stores hold { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  }; they must hold 48
problem-move-letter = a move is one letter, A–F or a–f
problem-move = move { $n } "{ $value }": { $problem }
record-empty = the record is empty
record-tag-end = a tag must end with ]
record-tag-form = a tag is written [Name "value"]
record-tag-quotes = the value of { $name } must be in double quotes
record-comment-end = a comment is not closed (its closing curly bracket is missing)
record-variant = the variant "{ $value }" is not one of { $keys }
record-position = the position "{ $value }" is not valid: { $problem }
record-seat = the { $side ->
    [south] South
   *[north] North
  } player "{ $value }" is not human or computer level 1 to 6
saved-json = it is not JSON: line { $line }, column { $column }
saved-no-version = it has no version number
saved-old = it was written by version { $version } of warri, too old to convert
saved-newer = version { $version } is newer than this warri
saved-missing = the field "{ $name }" is missing or not what it should be
saved-variant = the variant "{ $value }" is unknown
saved-position = the start position "{ $value }" is not valid: { $problem }
saved-seat = the player "{ $value }" is not human or computer level 1 to 6
saved-player = "{ $value }" is not south or north
saved-speed = the speed "{ $value }" is unknown
saved-lang = the language "{ $value }" is unknown
failure-position = the game's start position holds { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  } instead of 48
failure-move = move { $n }, { $pit }, cannot be played: { $problem }
failure-over = the game is already over
failure-no-move = it found no move
failure-no-answer = it did not answer; it may not have loaded
failure-load = its files could not be loaded
failure-load-status = its files could not be loaded (HTTP { $status })

## Spoken announcements (screen readers)

say-move = { $player ->
    [south] South
   *[north] North
  } plays { $pit }.
say-captures = Captures { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
  } from { $pits }.
say-keys = Use the arrow keys to choose a pit, Enter to play it, or type its letter.

## Learning (the lessons and the rules pages load their own messages, web/learn/)

setup-how-to-play = How to play { $name }
setup-friend = Or play a friend on another device, by link
learn-offer = New to { $name }? Learn it on the board in a few minutes.
learn-offer-go = Start the lessons
learn-offer-rules = Read the rules
learn-offer-dismiss = Not now
learn-loading = Loading…
learn-load-failed = The file { $file } could not be loaded ({ $why }).
fetch-not-in-file = it is not in this file
fetch-status = the server answered { $status }
fetch-not-text = it is not text

## The oracle (every move's value) and the review's button

analysis-button = Analysis
review-button = Review the game

## The game's bar and menu, the board's look, sound

menu-button = Menu
menu-label = More controls
menu-game = This game
menu-share = Share
menu-study = Study
menu-settings = Settings
theme-label = Board
theme-tradition = Barbados and St Croix
theme-classic = Classic
theme-contrast = High contrast
sound-label = Sound
volume-label = Volume
notice-theme = The link's theme "{ $value }" is not one of tradition, classic, contrast; it is ignored.
notice-look-corrupt = The saved board and sound settings could not be read ({ $problem }).
saved-theme = the theme "{ $value }" is unknown
saved-volume = the volume { $value } is not a whole number from 0 to 100

## Ending a game early, and the end seen from this device

end-resigned = { $player ->
    [south] South
   *[north] North
  } resigned
end-draw-agreed = The players agreed a draw
result-you-won = You won { $mine }–{ $theirs }
result-you-lost = You lost { $mine }–{ $theirs }
result-draw = Draw, { $mine }–{ $theirs }
rematch = Rematch
resign-button = Resign
draw-button = Offer a draw
resign-ask = { $player ->
    [south] Resign this game as South?
   *[north] Resign this game as North?
  }
ask-cancel = Keep playing
draw-offered = { $player ->
    [south] South offers a draw. North, do you accept?
   *[north] North offers a draw. South, do you accept?
  }
draw-accept = Accept the draw
draw-decline = Decline
draw-weighing = The computer is weighing your offer of a draw…
draw-declined = The computer declines the draw: it thinks it stands better.
welcome = You play South, the bottom row, against the computer (level { $level }). Tap one of your pits to sow its seeds.
welcome-change = Other game or opponent
notice-end = The link's end "{ $value }" is not resign-south, resign-north or draw; the game goes on.
record-end = the End tag "{ $value }" is not resign-south, resign-north or draw
saved-end = the game's end "{ $value }" is not resign-south, resign-north or draw
setup-rules = What { $name } changes: the rules table
notice-lang-corrupt = The language you chose, as saved in this browser, could not be read ({ $problem }).
