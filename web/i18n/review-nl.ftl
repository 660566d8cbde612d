# Game review (?view=review): the evaluation graph, move labels, summary.

review-title = Partij nabespreken
review-board = De partij, zet voor zet
review-steps = Door de partij bladeren
review-try = Speel vanaf hier opnieuw tegen de computer
review-share = Kopieer de link naar deze nabespreking
review-progress = Elke zet wordt gewogen: { $n } van { $total } stellingen
review-failed = De nabespreking is gestopt: { $problem }.
review-moves = Alle zetten
review-summary = Overzicht
review-player = Speler
review-count = Zetten
review-lost = Verloren zaden per zet (gemiddeld)
review-average = { $seeds }
review-label-best = beste
review-label-good = goed
review-label-inaccuracy = onnauwkeurigheid
review-label-mistake = fout
review-label-blunder = blunder
review-judged-best = Deze zet: { $label }.
review-judged = Deze zet: { $label }, { $seeds ->
    [one] { $seeds } zaad
   *[other] { $seeds } zaden
  } verloren tegenover de beste zet, { $pit } ({ $value }).
review-graph = Stand na elke zet, in zaden voor Zuid: boven de middellijn staat Zuid voor, eronder Noord. Klik op een zet om erheen te gaan.
review-thresholds = Hoe zetten worden beoordeeld: naar de zaden die ze verliezen tegenover de beste zet — goed onder { $good }, onnauwkeurigheid onder { $inaccuracy }, fout onder { $mistake }, blunder vanaf { $mistake }. Een zet die een bewezen winst in remise verandert, of remise in verlies, is minstens een fout; winst in verlies is een blunder.
