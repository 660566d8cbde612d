# warri — français. Les mots de l'oracle (crates/warri-web/src/rooms/oracle) ; l'analyse montre aussi sa liste.

oracle-title = Analyse
oracle-for = Analyse : chaque coup pour { $player ->
    [south] Sud
   *[north] Nord
  }, le meilleur d'abord
oracle-thinking = Réflexion… (profondeur { $depth })
oracle-done = Profondeur { $depth }.
oracle-paused = En pause tant que la page est cachée.
oracle-over = La partie est finie : il n'y a pas de coup à peser.
oracle-failed = L'analyse s'est arrêtée : { $problem }.
oracle-play = Jouer { $pit }
oracle-wins-range = gagne avec { $min } à { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } d'avance
oracle-loses-range = perd avec { $min } à { $count ->
    [one] { $count } graine
   *[other] { $count } graines
  } de retard
oracle-estimate = { $value } (estimation, profondeur { $depth })
oracle-this-game = { $value } (après les positions déjà jouées dans cette partie)
oracle-line = suite : { $moves }
