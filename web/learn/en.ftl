## Learning the games: the lessons' screens, the feedback on a move, and each
## variant's rules page. Loaded only when a lesson or a rules page is opened
## (the game's own messages are in web/i18n/). The rules page's paragraphs
## are chosen by the variant's rules (crates/warri-learn/src/rules_page.rs).
## Arguments: $name is a variant's name as the game words it; $player and
## $opponent are player keys (south, north).

## The list of lessons (?view=learn).

learn-title = Learn to play
learn-intro = Short lessons on a real board. Each task is solved by playing a move; a wrong move is explained, and a hint is there when you want one. Your progress stays in this browser.
learn-progress = { $count ->
    [one] { $solved } of 1 task
   *[other] { $solved } of { $count } tasks
}
learn-next-badge = Next
learn-complete = Complete
learn-card-variants = { $count ->
    [one] Variant:
   *[other] Variants:
}
learn-for-variant = New to { $name }? The lessons marked for it show what is special about it; the rules page has the rest.
learn-marked = for { $name }
learn-rules-heading = The complete rules
learn-rules-link = How to play { $name }

## A lesson (?lesson=ID&task=N).

task-count = Task { $n } of { $count }
task-variant = Rules: { $name }
task-hint = Hint
task-next = Next task
task-finish = Finish the lesson
task-solved = Solved!
task-your-move = Your move { $pit }:
task-try-again = The task is still open: try another move.
task-illegal = Not allowed: { $why }
miss-landed = Your last seed fell into { $pit }, not into { $wanted }.
miss-too-few = { $captured ->
    [0] This move captures nothing; the task asks for { $wanted }.
    [one] This move captures 1 seed; the task asks for { $wanted }.
   *[other] This move captures { $captured } seeds; the task asks for { $wanted }.
}
miss-not-most = { $captured ->
    [0] This move captures nothing, and another captures { $best }.
   *[other] This move captures { $captured }, and another captures { $best }.
}
miss-fed-more = This leaves { $fed } in your opponent's row; another move leaves only { $fewest }.
miss-goes-on = The game goes on: this move does not end it.
miss-not-won = The game is over, but you have not won: { $result }
lesson-done = Lesson complete
lesson-done-text = You solved every task of “{ $lesson }”.
lesson-next = Next lesson: { $lesson }
lesson-last = That was the last lesson. Now play a game, or read the complete rules.
lesson-again = Start this lesson again

## Problems, each naming what is wrong.

learn-no-lesson = There is no lesson “{ $id }”. The lessons are: { $ids }.
learn-no-task = The lesson “{ $lesson }” has no task { $task }: its tasks are numbered 0 to { $last }.
learn-bad-file = The file { $file } is damaged: { $problem }
learn-progress-unreadable = Your saved lesson progress could not be read ({ $problem }); new progress starts.
learn-progress-fields = its fields are not those of lesson progress
lesson-error-syntax = line { $line }, column { $column }: { $detail }
lesson-error-wrong-id = it says its lesson is “{ $found }”
lesson-error-no-tasks = it has no task
lesson-error-variant = task { $task } names an unknown variant, “{ $text }”
lesson-error-position = the position of task { $task } is not valid: { $problem }
lesson-error-over = the position of task { $task } is a finished game
lesson-error-pit = task { $task } names “{ $text }”, which is not a pit
lesson-error-answers = the answers of task { $task } are not the moves the rules accept ({ $accepted })
lesson-error-no-wrong-move = every legal move solves task { $task }
lesson-error-empty-text = { $field } is missing in { $lang }

## The rules page of a variant (?view=rules&variant=K).

rules-page-title = How to play { $name }
rules-page-changes = What { $name } changes against Oware Abapa
rules-page-standard = { $name } at a glance: the standard rules, which the other variants are compared with
rules-page-learn = Learn it on the board
rules-page-play = Play { $name }
rules-heading-board = The board
rules-heading-sowing = Sowing
rules-heading-capture = Capturing
rules-heading-feeding = Feeding
rules-heading-grand-slam = The grand slam
rules-heading-end = The end of the game
rules-heading-winner = The winner
rules-heading-match = The match
rules-heading-about = About { $name }
about-heading-names = Names
about-heading-where = Where and how it is played
about-heading-equipment = Equipment
about-heading-history = History
about-heading-sources = Sources
rules-board = Two players face each other across a board of two rows of six pits, with a store at each end for the seeds they capture. The game starts with four seeds in each pit, 48 in all. Each player owns the row nearest to him; seeds captured go into his store and never come back.
rules-board-letters = In warri South sits at the bottom and North at the top; who starts is chosen when the game is set up. South's pits are named A to F from left to right, North's a to f from North's left to right, so that North's a sits opposite South's F. A move is named by the pit it is played from.
rules-sowing = On his turn a player takes all the seeds from one of his own pits and drops them one by one into the pits that follow, counter-clockwise: along his own row, then along the opponent's. There is no passing: a player who can move must.
rules-sowing-lap = A pit of twelve seeds or more sends its sowing all the way round the board. The sowing then jumps over the pit it started from, which therefore gets no seed on its own move and is always empty when the move ends.
rules-capture = Only the last seed captures. If it falls into a pit of the opponent's row and that pit now holds 2 or 3 seeds, counting the one just dropped, the mover takes them into his store.
rules-capture-chain = Then he looks at the pit just before it: if it is still in the opponent's row and holds 2 or 3, it is taken too, and so on backwards. The chain stops at the first pit holding anything else, and it never reaches into the mover's own row.
rules-capture-only-last = Nothing else captures: a 2 or 3 made earlier in the sowing, or one in the mover's own row, stays where it is.
rules-feeding = If the opponent's row is empty when your turn begins, you must play a move that puts at least one seed into it. A pit feeds when it holds enough seeds to reach the opponent's row: F needs one, A needs six.
rules-feeding-none = If no move can reach the empty row, the player to move has no legal move and the game ends.
rules-slam = A grand slam is a capture that would take every seed left in the opponent's row. It is judged after the sowing, on the board as it then stands. The variants differ most here.
rules-slam-allowed = In { $name } a grand slam may be played like any other move.
# Wahree's own word for the grand slam (its rules page only).
rules-slam-sweep = In Wahree a grand slam is called a sweep: the mover sweeps, or plunders, his opponent's row.
rules-slam-only-forced = In { $name } a grand slam may be played only when every legal move is one; while another move remains, it is not allowed.
rules-slam-captures-nothing = It captures nothing: the seeds stay where they were sown, and the turn passes as usual.
rules-slam-captures = It captures the opponent's whole row, and the turn passes as usual. The victim, whose row is now empty, cannot move, and the game ends; the seeds left are handed out as described under the end of the game.
rules-slam-mover-again = It captures the opponent's whole row, and the capturer moves again at once, and that move must feed the empty row.
rules-slam-takes-all = It captures the opponent's whole row and ends the game, and the capturer also takes every seed still on the board, all of them on his own side by then.
rules-end = A game ends in one of these ways.
rules-end-25 = A store reaches 25 seeds, more than half of the 48: its owner has won at once. The seeds still on the board count for nobody.
rules-end-slam = A grand slam that captures ends the game, as described above.
rules-end-stuck = The player to move has no legal move: his own row is empty, or his opponent's row is empty and he cannot feed it.
rules-stuck-own-side = Then each player takes the seeds on his own side.
rules-stuck-empty-row = Then the player whose row is empty takes every seed left on the board, even when it is his opponent who cannot move.
rules-stuck-split = Then the seeds left on the board are shared equally, and an odd seed goes to the player whose side holds more.
rules-end-repetition = A position comes back (the same seeds in every pit, the same player to move): the seeds are going round and round, and warri ends the game the first time that happens.
rules-cycle-own-side = Then each player takes the seeds on his own side.
rules-cycle-nothing = Then the seeds still going round are not counted for anyone.
rules-cycle-split = Then the seeds still on the board are shared equally, and an odd seed goes to the player whose side holds more.
rules-winner-higher = The player with more seeds in his store wins; equal stores, 24 each, are a draw.
rules-winner-25 = Only a store of 25 or more wins. A game that ends with nobody at 25 is a draw, whoever holds more.
rules-match = Players play a match: the first to win { $count } games is the champion. A drawn game counts for nobody.
rules-match-starter = The winner of a game starts the next one; after a draw, the player who did not start the drawn game starts.
rules-fig-start = The start: four seeds in each of the twelve pits, South to move.
rules-fig-legal = { $player ->
    [south] South to move may play { $moves }.
   *[north] North to move may play { $moves }.
}

## More problems.

lesson-error-empty-course = the course names no lesson
lesson-error-empty-task-text = in task { $task }, { $field } is missing in { $lang }
lesson-error-choice = { $field } in { $lang } marks “{ $key }”, which is none of warri's choices
lesson-error-task-choice = in task { $task }, { $field } in { $lang } marks “{ $key }”, which is none of warri's choices
learn-bad-variant = There is no variant “{ $value }”; the variants are { $keys }.

## Equipment pictures: each tradition's equipment, drawn in the About section of its rules page (-picture: what the drawing shows, its accessible name; -caption: under it).

equipment-barbados-picture = Drawing: a thick mahogany board, two rows of six pits worn deep with four grey horse nickars in each, and an empty store at either end, dashed as optional.
equipment-barbados-caption = The equipment as the sources describe it: grey horse nickars, the large seeds of Caesalpinia bonduc, on a thick mahogany board, its pits worn deep by generations of play. A store at either end is optional (dashed), each player owning the one on his right.
equipment-wahree-picture = Drawing: a glossy mahogany board, two rows of six pits with four smooth grey nickernuts in each, and an empty store at one end, dashed as optional.
equipment-wahree-caption = The equipment as the sources describe it: smooth grey nickernuts (Caesalpinia bonduc), the “burning stones”, on a glossy mahogany board of two rows of six pits. A store at one of the two ends is optional (dashed).
equipment-oware-picture = Drawing: a wooden board, two rows of six pits with four seeds in each.
equipment-oware-caption = A generic drawing: two rows of six pits with four seeds in each, 48 in all. The sources say nothing more of the board or the seeds; each player keeps the seeds he captures in his store.

## Glossary (?view=glossary): the page's words; the terms are in glossary-en.ftl.

glossary-title = Glossary
glossary-intro = The words of the games in English, Dutch, French and Russian, as the sources and these lessons use them: each with its meaning, the same word in the three other languages, and where the lessons first use it. Other words the sources use are in brackets.
glossary-link = Glossary
glossary-first = First used in the lessons:
glossary-place-intro = { $lesson }, introduction
glossary-place-task = { $lesson }, task { $n }
glossary-never = Not used in the lessons.
