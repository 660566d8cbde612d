# Puzzles (?view=puzzles): the puzzle of the day, the streak, the solution explained.
#   $player: "south" of "north"; $pit: de letter van een kuiltje; $name: de naam van een variant.

puzzles-title = Puzzels
puzzles-today = Puzzel van de dag
puzzles-today-link = De puzzel van vandaag
puzzles-heading = { $name }, puzzel { $n } van { $count }
puzzles-variant = Puzzels van
puzzles-task-win = { $player ->
    [south] Zuid
   *[north] Noord
  } is aan zet: vind de enige zet die wint.
puzzles-task-draw = { $player ->
    [south] Zuid
   *[north] Noord
  } is aan zet: vind de enige zet die remise houdt (elke andere zet verliest).
puzzles-difficulty = Moeilijkheid: { $level }
puzzles-easy = makkelijk
puzzles-medium = gemiddeld
puzzles-hard = moeilijk
puzzles-prev = Vorige puzzel
puzzles-next = Volgende puzzel
puzzles-streak = Reeks: { $count } op rij (beste { $best })
puzzles-solved-count = In één keer opgelost: { $solved } van { $count }
puzzles-your-record = Je resultaten
puzzles-streak-now = op rij
puzzles-streak-best = beste
puzzles-day-solved = Opgelost
puzzles-day-failed = Niet in één keer opgelost
puzzles-day-open = Nog niet geprobeerd
puzzles-tried-before = Je hebt deze puzzel al eerder geprobeerd: alleen de eerste poging telt voor de reeks.
puzzles-right = Opgelost: { $pit } is de zet. Met het beste spel { $result }.
puzzles-wrong = Helaas: { $pit } haalt het niet. { $effect }
puzzles-was = De zet was { $pit }: met het beste spel { $result }.
puzzles-wins-by = { $player ->
    [south] wint Zuid
   *[north] wint Noord
  } met { $count ->
    [one] { $count } zaad
   *[other] { $count } zaden
  } verschil
puzzles-draw = wordt het remise
puzzles-line = De oplossing, zet voor zet
puzzles-line-show = Toon de oplossing
puzzles-line-start = De stelling van de puzzel.
puzzles-line-step = Zet { $n } van { $count }:
puzzles-line-end = Dat is de hele oplossing; met het beste spel { $result }.
puzzles-none = Er zijn geen puzzels om te tonen.
puzzles-no-puzzle = Er is geen puzzel “{ $id }”: hier is de puzzel van de dag. Puzzels heten bijvoorbeeld { $example }.
puzzles-no-puzzle-at-all = Er is geen puzzel “{ $id }”.
puzzles-bad-line = Regel { $line } van { $file } is niet bruikbaar: { $problem }.
puzzles-bad-json = het is geen puzzel in JSON (zie kolom { $column })
puzzles-bad-variant = “{ $key }” is geen variant
puzzles-bad-position = de stelling { $text } is niet te lezen: { $problem }
puzzles-bad-over = de partij is in die stelling al afgelopen
puzzles-bad-solution = de oplossing “{ $text }” is geen zet
puzzles-bad-illegal = de oplossing { $pit } kan niet gespeeld worden: { $problem }
puzzles-bad-line-start = de zettenreeks begint niet met de oplossing
puzzles-bad-line-move = zet { $n } van de zettenreeks, “{ $text }”, kan niet gespeeld worden
puzzles-bad-value = de waarde { $value } is geen bewezen winst en geen remise
puzzles-record-bad = Je puzzelresultaten konden niet gelezen worden ({ $problem }); er begint een nieuwe telling.
puzzles-record-fields = de velden zijn niet die van puzzelresultaten
