## warri's choices: the questions the sources leave open, and where each
## rule comes from (crates/warri-rules/src/basis.rs). Shown by the
## rules-change table, the rules pages and the game's result lines.

# The mark beside every rule that is warri's choice; it links to the reason.
choice-mark = warri's choice
choices-heading = warri's choices
choices-intro = The sources do not settle these points for { $name }; warri decides them as follows. The other rules on this page are as the sources record them.
choice-seeds-at-25 = A store of 25 ends the game at once, before anything else the move would do, and the seeds still on the board count for nobody: the winner is already decided. The sources do not say what becomes of those seeds.
choice-wahree-25 = A store of 25 ends the game, as in Oware. The Wahree rules do not say.
choice-first-repetition = The game ends the first time a position comes back (the same seeds in every pit, the same player to move), with the award for that end. The sources do not say when a game whose seeds go round and round ends; the major online Oware servers end it the same way.
choice-wahree-cycle = When a position comes back, each player takes the seeds on his own side, as at a blockade. The Wahree rules do not say.
choice-draw-below-25 = Every game that ends with nobody at 25 is a draw, whoever holds more. The source gives one example (24–22 with two seeds circling is a draw); warri applies it to every such end.
choice-next-starter = The winner of a game starts the next one; after a draw, the player who did not start the drawn game starts. The sources do not say who starts.
# Where the other rules come from (under the rules-change table).
rules-sources = Sources: { $sources }. ✱ marks warri's choices.
source-oware-society = the Oware Society's rules of Abapa
source-what-is-wari = the comparison "What is Wari?"
source-barbados-article = the Mancala World article "Barbados Warri" (after A. J. de Voogt, 1997)
source-wahree-article = the Mancala World article "Wahree" (after the rules Olassee Davis wrote down in 1995, clarified by Kofi Boateng in 2010)
# The link to the glossary (view=glossary), under the rules-change table.
rules-glossary = The game's words in four languages
