# Game review (?view=review): the evaluation graph, move labels, summary.

review-title = Revue de la partie
review-board = La partie, coup par coup
review-steps = Parcourir la partie
review-try = Rejouer d'ici contre l'ordinateur
review-share = Copier le lien de cette revue
review-progress = Chaque coup est pesé : { $n } positions sur { $total }
review-failed = La revue s'est arrêtée : { $problem }.
review-moves = Tous les coups
review-summary = Bilan
review-player = Joueur
review-count = Coups
review-lost = Graines perdues par coup (moyenne)
review-average = { $seeds }
review-label-best = meilleur
review-label-good = bon
review-label-inaccuracy = imprécision
review-label-mistake = erreur
review-label-blunder = gaffe
review-judged-best = Ce coup : { $label }.
review-judged = Ce coup : { $label }, { $seeds ->
    [one] { $seeds } graine perdue
   *[other] { $seeds } graines perdues
  } par rapport au meilleur coup, { $pit } ({ $value }).
review-graph = Évaluation après chaque coup, en graines pour Sud : au-dessus de la ligne du milieu, Sud mène ; en dessous, Nord. Cliquez sur un coup pour y aller.
review-thresholds = Comment les coups sont qualifiés : selon les graines qu'ils perdent par rapport au meilleur coup — bon sous { $good }, imprécision sous { $inaccuracy }, erreur sous { $mistake }, gaffe à partir de { $mistake }. Un coup qui change une victoire prouvée en nulle, ou une nulle en défaite, est au moins une erreur ; une victoire en défaite, une gaffe.
