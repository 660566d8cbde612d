# Puzzles (?view=puzzles): the puzzle of the day, the streak, the solution explained.
#   $player : "south" ou "north" ; $pit : la lettre d'une case ; $name : le nom d'une variante.

puzzles-title = Problèmes
puzzles-today = Problème du jour
puzzles-today-link = Le problème du jour
puzzles-heading = { $name }, problème { $n } sur { $count }
puzzles-variant = Problèmes de
puzzles-task-win = { $player ->
    [south] Sud
   *[north] Nord
  } au trait : trouvez le seul coup qui gagne.
puzzles-task-draw = { $player ->
    [south] Sud
   *[north] Nord
  } au trait : trouvez le seul coup qui fait partie nulle (tout autre coup perd).
puzzles-difficulty = Difficulté : { $level }
puzzles-easy = facile
puzzles-medium = moyenne
puzzles-hard = difficile
puzzles-prev = Problème précédent
puzzles-next = Problème suivant
puzzles-streak = Série : { $count } d'affilée (record { $best })
puzzles-solved-count = Résolus du premier coup : { $solved } sur { $count }
puzzles-your-record = Vos résultats
puzzles-streak-now = d'affilée
puzzles-streak-best = record
puzzles-day-solved = Résolu
puzzles-day-failed = Pas résolu du premier coup
puzzles-day-open = Pas encore essayé
puzzles-tried-before = Vous avez déjà essayé ce problème : seul le premier essai compte pour la série.
puzzles-right = Résolu : { $pit } est le coup. Avec le meilleur jeu, { $result }.
puzzles-wrong = Pas cette fois : { $pit } n'y mène pas. { $effect }
puzzles-was = Le coup était { $pit } : avec le meilleur jeu, { $result }.
puzzles-wins-by = { $player ->
    [south] Sud
   *[north] Nord
  } gagne avec { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } d'avance
puzzles-draw = la partie est nulle
puzzles-line = La solution, coup par coup
puzzles-line-show = Voir la solution
puzzles-line-start = La position du problème.
puzzles-line-step = Coup { $n } sur { $count } :
puzzles-line-end = C'est toute la suite : { $result }.
puzzles-none = Il n'y a aucun problème à montrer.
puzzles-no-puzzle = Il n'y a pas de problème « { $id } » : voici le problème du jour. Les problèmes s'appellent par exemple { $example }.
puzzles-no-puzzle-at-all = Il n'y a pas de problème « { $id } ».
puzzles-bad-line = La ligne { $line } de { $file } est inutilisable : { $problem }.
puzzles-bad-json = ce n'est pas un problème écrit en JSON (voir la colonne { $column })
puzzles-bad-variant = « { $key } » n'est pas une variante
puzzles-bad-position = sa position { $text } est illisible : { $problem }
puzzles-bad-over = la partie est déjà finie dans sa position
puzzles-bad-solution = sa solution « { $text } » n'est pas un coup
puzzles-bad-illegal = sa solution { $pit } ne peut pas être jouée : { $problem }
puzzles-bad-line-start = sa suite ne commence pas par sa solution
puzzles-bad-line-move = le coup { $n } de sa suite, « { $text } », ne peut pas être joué
puzzles-bad-value = sa valeur { $value } n'est ni un gain prouvé ni une partie nulle
puzzles-record-bad = Vos résultats aux problèmes n'ont pas pu être lus ({ $problem }) ; un nouveau décompte commence.
puzzles-record-fields = leurs champs ne sont pas ceux de résultats
